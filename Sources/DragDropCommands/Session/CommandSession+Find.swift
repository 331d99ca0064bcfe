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
        throw CommandError("find needs words to look for", at: location, hint: "for example, find login")
      }
      guard !text.unicodeScalars.contains(where: Sanitizer.isControl) else {
        throw CommandError(
          "a search cannot hold a control character", at: location,
          hint: "type the words of the name, for example, find login")
      }
      query = text
    } else {
      guard let last = lastFind else {
        throw CommandError("there is no search to go on with", at: location, hint: "type find and a word first")
      }
      query = last.text
    }
    let folded = SearchFolding.fold(query)
    // The text as read: a repeated one's or a task's title, not its key.
    let matches = scene.subtreeIDs(of: .root).filter {
      $0 != .root && SearchFolding.holds(scene.title(of: $0)!, folded)
    }
    guard !matches.isEmpty else { return [.notFound(query)] }
    let last = lastFind?.match ?? -1
    let match =
      text != nil ? 0 : backward ? (last - 1 + matches.count) % matches.count : (last + 1) % matches.count
    lastFind = FindState(text: query, match: match)
    selection = matches[match]
    selected = []
    return [.found(matches[match], match: match + 1, of: matches.count)]
  }
}
