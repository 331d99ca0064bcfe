import DragDropAnnouncements
import DragDropKit

/// `find TEXT`: select the first node, in reading order, whose name holds the words, in any case
/// and without accents (`SearchFolding`); `find` alone goes on to the next match, round to the
/// first after the last.
extension CommandSession {
  /// The last search and the match it reached.
  struct FindState: Hashable, Sendable {
    var text: String
    var match: Int
  }

  mutating func find(_ text: String?, backward: Bool = false, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    let query: String
    if let text {
      guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw CommandError(.errorFindNeedsWords, hint: .hintForExample, [.edit: "find login"], at: location)
      }
      guard !text.unicodeScalars.contains(where: Sanitizer.isControl) else {
        throw CommandError(.errorSearchControl, hint: .hintTypeWords, [.edit: "find login"], at: location)
      }
      query = text
    } else {
      guard let last = lastFind else {
        throw CommandError(.errorNoSearch, hint: .hintFindFirst, at: location)
      }
      query = last.text
    }
    let folded = SearchFolding.fold(query)
    // The text as read: a repeated one's or a task's title, not its key.
    let matches = Self.matches(of: folded, in: scene)
    guard !matches.isEmpty else { return [.notFound(query)] }
    let last = lastFind?.match ?? -1
    let match =
      text != nil ? 0 : backward ? (last - 1 + matches.count) % matches.count : (last + 1) % matches.count
    lastFind = FindState(text: query, match: match)
    selection = matches[match]
    selected = []
    return [.found(matches[match], match: match + 1, of: matches.count)]
  }

  /// The nodes whose text as read holds the folded words, in reading order. The nodes are
  /// searched where they lie, with no walk of the tree; the few that match are then put in
  /// reading order by where they sit. Many matches take the walk instead.
  ///
  /// - Complexity: O(nodes) for the search, plus O(matches × depth × siblings) to order them.
  static func matches(of folded: String, in scene: Scene) -> [NodeID] {
    // What the drag layer holds is not in the reading order.
    let lifted = Set([scene.lifted].compactMap { $0 } + scene.liftedCompanions)
    let found = scene.nodes(whoseTextHolds: folded).filter { !lifted.contains($0) }
    guard found.count > 1 else { return found }
    guard found.count <= 1_000 else {
      let set = Set(found)
      return scene.subtreeIDs(of: .root).filter(set.contains)
    }
    return scene.documentOrder(found)
  }
}
