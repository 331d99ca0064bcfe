import DragDropKit

/// Writes a board back: the lines of every lane and card that did not change are the file's own,
/// byte for byte; a moved card takes its lines with it (checked when it lands in a lane that
/// completes its cards, unchecked when it leaves one for another), a renamed card or lane gets
/// its line rewritten, a new one a new line.
extension BoardFile {
  /// The board text of a scene, from the board it was opened from (or a new one).
  static func text(of scene: Scene, source: BoardSource?) throws(FormatError) -> String {
    let source = source ?? BoardSource(board: .empty())
    let board = source.board
    var lines = board.prefix
    // Where a lane that had no cards and no blank line after it now ends with a card.
    var unparted: [Int] = []
    // The archive dnd made (`archive` on a board that had none) is written after the lanes.
    let lanes = scene.children(of: source.boardNode)
    let madeArchive = lanes.first {
      $0 != source.archive && scene[$0]?.properties.role == .boardArchive
    }
    for lane in lanes where lane != source.archive && lane != madeArchive {
      guard scene.type(of: lane) == .container else {
        throw notInLane(lane, in: scene)
      }
      let original = source.laneIDs[lane].map { board.lanes[$0] }
      lines += heading(of: lane, original: original, named: source.laneNames[lane], in: scene, newline: board.newline)
      let complete = original?.isComplete ?? false
      let cards = scene[lane]!.children
      for card in cards {
        lines += try cardLines(card, complete: complete, laneIndex: source.laneIDs[lane], source: source, scene: scene)
      }
      if let original, original.cards.isEmpty, original.trailer.isEmpty, !cards.isEmpty { unparted.append(lines.count) }
      lines += original?.trailer ?? [Board.Line(text: "", ending: board.newline, number: 0), .blank(board.newline)]
    }
    lines += try tailBefore(board, archive: madeArchive, source: source, scene: scene)
    if let archive = source.archive, scene[archive] != nil {
      for card in scene[archive]!.children {
        lines += try cardLines(card, complete: false, laneIndex: nil, source: source, scene: scene, archived: true)
      }
    }
    lines += board.tailAfter
    // A card written against what follows (the next heading, the `%%` settings block) would
    // read as part of it: a blank line parts them.
    for index in unparted.reversed() where index < lines.count && !BoardReader.isBlank(lines[index].text) {
      lines.insert(.blank(board.newline), at: index)
    }
    return assemble(lines, board: board)
  }

  /// The lines after the lanes up to the archived cards, with the cards of an archive dnd made:
  /// under the board's own `## Archive` heading when it has one with no cards yet, else as the
  /// plugin writes an archive, a `***` line and `## Archive`, before the settings block.
  private static func tailBefore(_ board: Board, archive: NodeID?, source: BoardSource, scene: Scene)
    throws(FormatError) -> [Board.Line]
  {
    var tail = board.tailBefore
    guard let archive, let cards = scene[archive]?.children, !cards.isEmpty else { return tail }
    var written: [Board.Line] = []
    for card in cards {
      written += try cardLines(card, complete: false, laneIndex: nil, source: source, scene: scene, archived: true)
    }
    let newline = board.newline
    func line(_ text: String) -> Board.Line { Board.Line(text: text, ending: newline, number: 0) }
    if let heading = tail.firstIndex(where: { BoardReader.heading($0.text) == "Archive" }) {
      var at = heading + 1
      if at < tail.count, BoardReader.isBlank(tail[at].text) { at += 1 } else { written.insert(line(""), at: 0) }
      if at < tail.count, !BoardReader.isBlank(tail[at].text) { written.append(line("")) }
      tail.insert(contentsOf: written, at: at)
      return tail
    }
    // Two blank lines before `***` and two before the settings block, as the plugin writes
    // them, taken from the blank lines already there where it can.
    let settings = tail.firstIndex { BoardReader.isSettings($0.text) } ?? tail.count
    var start = settings
    while start > 0, BoardReader.isBlank(tail[start - 1].text) { start -= 1 }
    let run = settings - start
    let trailer = board.lanes.last?.trailer.reversed().prefix { BoardReader.isBlank($0.text) }.count ?? 0
    let before = start == 0 ? trailer : 0
    let take = min(max(0, 2 - before), run)
    let at = start + take
    let lead = max(0, 2 - before - take)
    let section =
      Array(repeating: line(""), count: lead) + [line("***"), line(""), line("## Archive"), line("")] + written
      + Array(repeating: line(""), count: max(0, 2 - (run - take)))
    tail.insert(contentsOf: section, at: at)
    return tail
  }

  static func notInLane(_ id: NodeID, in scene: Scene) -> FormatError {
    FormatError(.notInLane(scene.path(of: id)))
  }

  private static func heading(
    of lane: NodeID, original: Board.Lane?, named: String?, in scene: Scene, newline: String
  ) -> [Board.Line] {
    let name = scene.name(of: lane)!
    let capacity = scene[lane]!.properties.capacity
    if let original, name == named, original.limit == capacity {
      return [original.heading] + original.header
    }
    let title = cardText(name) + (capacity.map { " (\($0))" } ?? "")
    let heading = Board.Line(text: "## " + title, ending: original?.heading.ending ?? newline, number: 0)
    return [heading] + (original?.header ?? [.blank(newline)])
  }

  private static func cardLines(
    _ id: NodeID, complete: Bool, laneIndex: Int?, source: BoardSource, scene: Scene, archived: Bool = false
  ) throws(FormatError) -> [Board.Line] {
    guard scene.type(of: id) == .item else { throw notInLane(id, in: scene) }
    let name = scene.name(of: id)!
    guard let origin = source.cards[id] else {
      let mark = archived || complete ? "x" : " "
      return [Board.Line(text: "- [\(mark)] " + cardText(name), ending: source.board.newline, number: 0)]
    }
    var card = source.card(origin)
    if name != origin.name {
      // A new title keeps the card's tags and dates.
      let kept = tokens(of: card.text).map { " " + $0 }.joined()
      card.lines[0].text = rewritten(card.lines[0].text, text: cardText(name) + kept)
      card.lines[0].number = 0
    }
    if let old = card.mark,
      let new = Self.mark(of: id, complete: complete, laneIndex: laneIndex, source: source, archived: archived),
      new != old
    {
      card.lines[0].text = remarked(card.lines[0].text, from: old, to: new)
    }
    return card.lines
  }

  /// The checkbox mark a card is written with, in a lane (`laneIndex`, nil for the archive or a
  /// lane the board did not have) that does or does not complete its cards: a new card's is
  /// checked in such a lane or the archive; a card keeps its own, but one that came into such a
  /// lane from another is checked, and one that left it for another unchecked. Nil for a list
  /// item without a checkbox.
  static func mark(of id: NodeID, complete: Bool, laneIndex: Int?, source: BoardSource, archived: Bool = false)
    -> Character?
  {
    guard let origin = source.cards[id] else { return archived || complete ? "x" : " " }
    guard let mark = source.card(origin).mark else { return nil }
    guard origin.lane != laneIndex || origin.foreign != nil, !archived else { return mark }
    let leftComplete =
      origin.foreign.map { source.foreign[$0].leftComplete } ?? origin.lane.map { source.board.lanes[$0].isComplete }
      ?? false
    if complete && mark == " " { return "x" }
    if !complete && leftComplete && mark != " " { return " " }
    return mark
  }

  /// The cards whose node does not say the task state the file will: a card dropped into a lane
  /// that completes its cards is done, one that left it for another lane is not, one that came
  /// back is as it was. Each with the state to give it, so that `tree` and `info` say what the
  /// saved file says without reading it again.
  public static func taskChanges(in scene: Scene, source: BoardSource) -> [(card: NodeID, task: TaskState)] {
    var changes: [(card: NodeID, task: TaskState)] = []
    for lane in scene.children(of: source.boardNode) where scene.type(of: lane) == .container {
      let archived = lane == source.archive
      let laneIndex = archived ? nil : source.laneIDs[lane]
      let complete = laneIndex.map { source.board.lanes[$0].isComplete } ?? false
      for card in scene[lane]!.children where scene.type(of: card) == .item {
        let mark = Self.mark(of: card, complete: complete, laneIndex: laneIndex, source: source, archived: archived)
        let marker = source.cards[card]?.marker ?? .none
        let task: TaskState = marker != .none ? marker : mark.map { $0 != " " } == true ? .done : .none
        if scene[card]!.properties.task != task { changes.append((card, task)) }
      }
    }
    return changes
  }

  /// The list line with new text after its bullet and checkbox.
  private static func rewritten(_ line: String, text: String) -> String {
    guard let item = BoardReader.listItem(line) else { return "- " + text }
    let prefixLength = line.count - item.text.count
    return String(line.prefix(prefixLength)) + text
  }

  /// The list line with its checkbox mark changed.
  private static func remarked(_ line: String, from: Character, to: Character) -> String {
    guard let range = line.firstRange(of: "[\(from)]") else { return line }
    var result = line
    result.replaceSubrange(range, with: "[\(to)]")
    return result
  }

  /// The lines joined, every line but the last ending as it did (a line that had no ending gets
  /// the board's), and the last ending as the file's last line did.
  private static func assemble(_ lines: [Board.Line], board: Board) -> String {
    var text = ""
    for (index, line) in lines.enumerated() {
      text += line.text
      if index < lines.count - 1 {
        text += line.ending.isEmpty ? board.newline : line.ending
      } else if board.endsWithNewline {
        text += line.ending.isEmpty ? board.newline : line.ending
      }
    }
    return text
  }
}

extension Board.Line {
  static func blank(_ newline: String) -> Board.Line { Board.Line(text: "", ending: newline, number: 0) }
}
