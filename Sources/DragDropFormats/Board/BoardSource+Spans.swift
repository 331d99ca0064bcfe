import DragDropKit

extension BoardSource {
  /// Where each lane and card was in the board's file as read, in file order: a lane from its
  /// heading to its last line before the next lane, a card its lines; the archive from its first
  /// card. Nodes are those of the scene the board was opened as, before any move.
  public func spans() -> [SourceSpan] {
    var spans: [SourceSpan] = []
    let lanes = laneIDs.sorted { $0.value < $1.value }
    struct Place: Hashable {
      var lane: Int?
      var index: Int
    }
    var cardsByPlace: [Place: NodeID] = [:]
    for (id, origin) in cards where origin.foreign == nil {
      cardsByPlace[Place(lane: origin.lane, index: origin.index)] = id
    }
    func cardSpans(_ cards: [Board.Card], lane: Int?) -> [SourceSpan] {
      cards.indices.compactMap { index in
        let card = cards[index]
        guard let id = cardsByPlace[Place(lane: lane, index: index)], let head = card.lines.first?.number else {
          return nil
        }
        let last = card.lines.last?.number ?? head
        return SourceSpan(node: id, lines: (head - 1)..<last, nameLine: head - 1)
      }
    }
    for (id, index) in lanes {
      let lane = board.lanes[index]
      let heading = lane.heading.number - 1
      // To the lane's last line that is not blank.
      let lines = [lane.heading] + lane.header + lane.cards.flatMap(\.lines) + lane.trailer
      let last = lines.last { !$0.text.allSatisfy { $0 == " " || $0 == "\t" } }?.number ?? heading + 1
      spans.append(SourceSpan(node: id, lines: heading..<max(last, heading + 1), nameLine: heading))
      spans += cardSpans(lane.cards, lane: index)
    }
    if let archive, let head = board.archive.first?.lines.first?.number,
      let last = board.archive.last?.lines.last?.number
    {
      spans.append(SourceSpan(node: archive, lines: (head - 1)..<last, nameLine: head - 1))
      spans += cardSpans(board.archive, lane: nil)
    }
    return spans
  }
}
