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

  mutating func find(_ text: String?, at location: SourceLocation) throws(CommandError) -> [Report] {
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
    let matches = scene.subtreeIDs(of: .root).filter { $0 != .root && SearchFolding.holds(scene[$0]!.name, folded) }
    guard !matches.isEmpty else { return [.notFound(query)] }
    let match = text == nil ? ((lastFind?.match ?? -1) + 1) % matches.count : 0
    lastFind = FindState(text: query, match: match)
    selection = matches[match]
    selected = []
    return [.found(matches[match], match: match + 1, of: matches.count)]
  }
}
