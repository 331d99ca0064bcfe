import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// Resolves names and paths to nodes: an exact name when unique, else a unique case-insensitive
/// match, else the one name that has the text as a whole word or begins with it (in any case
/// and without accents: `lift Doctor` reaches "DONE watch Doctor Who"); ambiguity lists the
/// candidates; a typo gets "did you mean".
package enum NameResolver {
  /// The node a reference names.
  ///
  /// - Complexity: O(n) for a bare name; O(depth × children) for a path.
  package static func resolve(_ reference: Reference, in scene: Scene) throws(CommandError) -> NodeID {
    let text = reference.text
    if text.utf8.contains(UInt8(ascii: "/")) {
      // A name as written, `/` and all ("Ctrl/Cmd+enter"), before a path.
      if let titled = try one(of: titleMatches(text, in: scene), reference, in: scene) { return titled }
      return try resolvePath(reference, in: scene)
    }
    // The first of a repeated text by its number, as the others go by theirs: "type: Command 1".
    if text.hasSuffix(" 1"), let first = scene.onlyNode(named: String(text.dropLast(2))),
      !titleMatches(String(text.dropLast(2)), in: scene).isEmpty, scene.onlyNode(named: text) == nil
    {
      return first
    }
    if let only = scene.onlyNode(named: text) {
      // A text that repeats: the first keeps it as its name, the others as their titles.
      let repeats = sameTitles(text, in: scene)
      if repeats.isEmpty { return only }
      throw several(reference, ([only] + repeats).sorted { $0.rawValue < $1.rawValue }, in: scene)
    }
    let exact = scene.nodes(named: text)
    if exact.isEmpty, text.lowercased() == "scene" { return .root }
    if exact.count > 1 {
      // A vault's page and the heading inside it that repeats its title: the page, which holds
      // the others ("Inbox/Inbox" reaches the heading).
      if let outer = outermost(of: exact, in: scene) { return outer }
      let repeats = sameTitles(text, in: scene)
      if repeats.isEmpty { throw ambiguous(reference, exact, in: scene) }
      throw several(reference, (exact + repeats).sorted { $0.rawValue < $1.rawValue }, in: scene)
    }
    // No exact match: a unique case-insensitive one (a scan, only on this slower path).
    let lower = text.lowercased()
    let folded = Array(scene.everyNode.filter { $0.name.lowercased() == lower }.map(\.id))
    if folded.count == 1 { return folded[0] }
    if folded.count > 1 { throw ambiguous(reference, folded, in: scene) }
    // A name typed as the file writes it, markup and all: the name as it is read.
    let plain = ReadableText(text).text
    if plain != text, let only = scene.onlyNode(named: plain) ?? titleMatches(plain, in: scene).only { return only }
    // A title: the text as read where the name is a key (a repeated text, a task's words).
    if let titled = try one(of: titleMatches(text, in: scene), reference, in: scene) { return titled }
    if let partial = try one(of: partialMatches(text, in: scene), reference, in: scene) { return partial }
    throw unknown(reference, among: Array(scene.everyNode.lazy.map(\.name)), in: scene)
  }

  /// The one node of several that holds all the others, if there is one.
  static func outermost(of ids: [NodeID], in scene: Scene) -> NodeID? {
    let sorted = ids.sorted { scene.depth(of: $0) < scene.depth(of: $1) }
    guard let outer = sorted.first else { return nil }
    for id in sorted.dropFirst() {
      var current = scene[id]?.parent
      while let up = current, up != outer { current = scene[up]?.parent }
      if current == nil { return nil }
    }
    return outer
  }

  /// The nodes whose name, folded, begins with the text or has it as whole words: "Also: take
  /// out the trash!" reaches "#task Also: take out the trash!".
  static func partialMatches(_ text: String, in scene: Scene) -> [NodeID] {
    let needle = SearchFolding.fold(text)
    guard !needle.isEmpty else { return [] }
    func isWord(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber } ?? false }
    return scene.subtreeIDs(of: .root).filter { id in
      guard id != .root, let name = scene.title(of: id) else { return false }
      let folded = SearchFolding.fold(name)
      if folded.hasPrefix(needle) { return true }
      return folded.ranges(of: needle).contains { range in
        let before = range.lowerBound == folded.startIndex ? nil : folded[folded.index(before: range.lowerBound)]
        let after = range.upperBound == folded.endIndex ? nil : folded[range.upperBound]
        return !isWord(before) && !(isWord(after) && isWord(needle.last))
      }
    }
  }

  /// The only node of several that a reference could mean; nil for none. Several say how many
  /// and how to tell them apart, and nothing happens.
  static func one(of ids: [NodeID], _ reference: Reference, in scene: Scene) throws(CommandError) -> NodeID? {
    if ids.count > 1 { throw several(reference, ids, in: scene) }
    return ids.first
  }

  /// The nodes whose title is exactly the text: the repeats of a text whose first keeps it as
  /// its name.
  static func sameTitles(_ text: String, in scene: Scene) -> [NodeID] {
    titleMatches(text, in: scene).filter { scene.title(of: $0) == text }
  }

  /// The nodes whose title is the text, in the order they were read, exactly or else in any case.
  static func titleMatches(_ text: String, in scene: Scene) -> [NodeID] {
    let titles = scene.allTitles
    guard !titles.isEmpty else { return [] }
    let exact = titles.filter { $0.value == text }.map(\.key)
    if !exact.isEmpty { return exact.sorted { $0.rawValue < $1.rawValue } }
    let lower = text.lowercased()
    return titles.filter { $0.value.lowercased() == lower }.map(\.key).sorted { $0.rawValue < $1.rawValue }
  }

  /// Several names hold the text: nothing happens, and the answer says how many and names up
  /// to three. Texts that repeat are told apart by what reaches each: its name, which numbers
  /// it among its siblings ("type: Command 2"), or its path.
  static func several(_ reference: Reference, _ ids: [NodeID], in scene: Scene) -> CommandError {
    let titles = ids.map { scene.title(of: $0) ?? "" }
    let text = Sanitizer.clean(reference.text)
    if Set(titles).count == 1 {
      // Numbered 1 to N in the document, as a document's repeated texts are: said in one breath.
      let title = titles[0]
      let numbered = ids.enumerated().allSatisfy { index, id in
        scene.name(of: id) == (index == 0 ? title : "\(title) \(index + 1)")
          && scene.nodes(named: scene.name(of: id)!).count == 1
      }
      if numbered, !scene.hasNode(named: title + " 1") {
        return CommandError(
          .errorSameTitle, hint: .hintNumberedTitle,
          [.count: "\(ids.count)", .item: Sanitizer.clean(title), .edit: "\"\(Sanitizer.clean(title)) 2\""],
          at: reference.location
        )
        .with(find: text)
      }
      let ways = ids.prefix(3).map { id in
        var name = scene.name(of: id)!
        // The first of a repeated text goes by " 1" where its name is its own.
        if name == titles[0], scene.nodes(named: name).count == 1, !scene.hasNode(named: name + " 1") { name += " 1" }
        return "\""
          + Sanitizer.clean(scene.nodes(named: name).count == 1 || name.hasSuffix(" 1") ? name : scene.path(of: id))
          + "\""
      }
      return CommandError(
        .errorSameTitle, hint: ids.count > 3 ? .hintNameOneAsMore : .hintNameOneAs,
        [
          .count: "\(ids.count)", .item: Sanitizer.clean(titles[0]), .items: ways.joined(separator: ", "),
          .size: "\(ids.count - 3)",
        ], at: reference.location
      ).with(find: text)
    }
    let names = titles.prefix(3).map(Sanitizer.clean)
    return CommandError(
      ids.count > 3 ? .errorNamesHoldMore : .errorNamesHold, hint: .hintTypeMore,
      [.count: "\(ids.count)", .item: text, .items: names.joined(separator: ", "), .size: "\(ids.count - 3)"],
      at: reference.location)
  }

  static func resolvePath(_ reference: Reference, in scene: Scene) throws(CommandError) -> NodeID {
    var parts = reference.text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.first?.lowercased() == "scene", scene.child(named: parts[0], of: .root) == nil { parts.removeFirst() }
    var current = NodeID.root
    for part in parts {
      guard !part.isEmpty else {
        throw CommandError(
          .errorEmptyPathPart, hint: .hintPathForm, [.item: Sanitizer.clean(reference.text), .command: "A/B/C"],
          at: reference.location)
      }
      let children = scene[current]?.children ?? []
      if let exact = scene.child(named: part, of: current) {
        current = exact
        continue
      }
      let folded = children.filter { scene[$0]!.name.lowercased() == part.lowercased() }
      if folded.count == 1 {
        current = folded[0]
        continue
      }
      let names = children.map { scene[$0]!.name }
      var error = unknown(
        Reference(text: part, location: reference.location), among: names, in: scene, inside: scene.path(of: current))
      error.message = "no node named '\(Sanitizer.clean(part))' in \(Sanitizer.clean(scene.path(of: current)))"
      error.said?.message = .errorNoNodeIn
      error.said?.values[.container] = Sanitizer.clean(scene.path(of: current))
      throw error
    }
    return current
  }

  static func ambiguous(_ reference: Reference, _ ids: [NodeID], in scene: Scene) -> CommandError {
    let paths = ids.map { "\"\(Sanitizer.clean(scene.path(of: $0)))\"" }.sorted()
    return CommandError(
      .errorAmbiguousName, hint: .hintUsePath,
      [.item: Sanitizer.clean(reference.text), .count: "\(paths.count)", .items: paths.joined(separator: ", ")],
      at: reference.location)
  }

  static func unknown(
    _ reference: Reference, among names: [String], in scene: Scene, inside: String? = nil
  ) -> CommandError {
    let guess = Suggestions.closest(to: reference.text, in: names).map(Sanitizer.clean)
    return CommandError(
      .errorNoNode, hint: guess == nil ? .hintTree : .hintDidYouMean,
      [.item: Sanitizer.clean(reference.text), .target: guess ?? ""], at: reference.location)
  }
}

extension Array {
  /// The only element, or nil for none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}

extension CommandError {
  /// The error with the words to `find` as the hint's `{item}`.
  fileprivate func with(find text: String) -> CommandError {
    var error = self
    error.said?.hintValues[.item] = text
    return error
  }
}
