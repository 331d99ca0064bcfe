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
    if text.utf8.contains(UInt8(ascii: "/")) { return try resolvePath(reference, in: scene) }
    if let only = scene.onlyNode(named: text) { return only }
    let exact = scene.nodes(named: text)
    if exact.isEmpty, text.lowercased() == "scene" { return .root }
    if exact.count > 1 { throw ambiguous(reference, exact, in: scene) }
    // No exact match: a unique case-insensitive one (a scan, only on this slower path).
    let lower = text.lowercased()
    let folded = Array(scene.everyNode.filter { $0.name.lowercased() == lower }.map(\.id))
    if folded.count == 1 { return folded[0] }
    if folded.count > 1 { throw ambiguous(reference, folded, in: scene) }
    // A name typed as the file writes it, markup and all: the name as it is read.
    let plain = MarkdownInline.plain(text)
    if plain != text, let only = scene.onlyNode(named: plain) { return only }
    let partial = partialMatches(text, in: scene)
    if partial.count == 1 { return partial[0] }
    if partial.count > 1 { throw several(reference, partial, in: scene) }
    throw unknown(reference, among: Array(scene.everyNode.lazy.map(\.name)), in: scene)
  }

  /// The nodes whose name, folded, begins with the text or has it as a whole word.
  static func partialMatches(_ text: String, in scene: Scene) -> [NodeID] {
    let needle = SearchFolding.fold(text)
    guard !needle.isEmpty else { return [] }
    return scene.subtreeIDs(of: .root).filter { id in
      guard id != .root, let name = scene[id]?.name else { return false }
      let folded = SearchFolding.fold(name)
      if folded.hasPrefix(needle) { return true }
      return folded.split { !$0.isLetter && !$0.isNumber }.contains { $0 == needle }
    }
  }

  /// Several names hold the text: nothing happens, and the answer says how many and names up
  /// to three.
  static func several(_ reference: Reference, _ ids: [NodeID], in scene: Scene) -> CommandError {
    let names = ids.prefix(3).map { Sanitizer.clean(scene[$0]!.name) }
    let more = ids.count > 3 ? ", and \(ids.count - 3) more" : ""
    return CommandError(
      "\(ids.count) names hold '\(Sanitizer.clean(reference.text))', \(names.joined(separator: ", "))\(more)",
      at: reference.location,
      hint: "type more of the name, or find \(Sanitizer.clean(reference.text)) to go through them")
  }

  static func resolvePath(_ reference: Reference, in scene: Scene) throws(CommandError) -> NodeID {
    var parts = reference.text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.first?.lowercased() == "scene", scene.child(named: parts[0], of: .root) == nil { parts.removeFirst() }
    var current = NodeID.root
    for part in parts {
      guard !part.isEmpty else {
        throw CommandError(
          "the path '\(Sanitizer.clean(reference.text))' has an empty part", at: reference.location,
          hint: "write a path as A/B/C with a name between each /")
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
      error.said?.values["container"] = Sanitizer.clean(scene.path(of: current))
      throw error
    }
    return current
  }

  static func ambiguous(_ reference: Reference, _ ids: [NodeID], in scene: Scene) -> CommandError {
    let paths = ids.map { "\"\(Sanitizer.clean(scene.path(of: $0)))\"" }.sorted()
    return CommandError(
      "the name '\(Sanitizer.clean(reference.text))' is ambiguous, \(paths.count) nodes have it",
      at: reference.location, hint: "use a path, \(paths.joined(separator: ", "))")
  }

  static func unknown(
    _ reference: Reference, among names: [String], in scene: Scene, inside: String? = nil
  ) -> CommandError {
    let guess = Suggestions.closest(to: reference.text, in: names).map(Sanitizer.clean)
    let hint = guess.map { "did you mean '\($0)'?" } ?? "type tree to see every name"
    var error = CommandError("no node named '\(Sanitizer.clean(reference.text))'", at: reference.location, hint: hint)
    error.said = .init(
      .errorNoNode, hint: guess == nil ? .hintTree : .hintDidYouMean,
      ["item": Sanitizer.clean(reference.text), "target": guess ?? ""])
    return error
  }
}
