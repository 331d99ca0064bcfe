import DragDropAnnouncements
import DragDropKit

/// Examples in hints that name things in the scene that is loaded: on the kanban board, "lift
/// red" becomes "lift "Write docs"".
extension CommandSession {
  /// The names the command reference's examples use, by what they stand for.
  private static let exampleItems: Set<String> = ["red", "blue"]
  private static let exampleContainers: Set<String> = ["viewA", "viewB", "Done"]

  /// An item to name in an example: the selected one, else the first draggable item.
  var exampleItem: String? {
    if let selection, let node = scene[selection] { return Self.quoted(node.name) }
    return firstInReadingOrder { scene[$0]?.type == .item && scene[$0]!.isDraggable }
      .flatMap { scene[$0] }.map { Self.quoted($0.name) }
  }

  /// A container to name in an example: the first that takes drops, not the scene itself.
  var exampleContainer: String? {
    firstInReadingOrder { scene[$0]?.isDropArea == true }.flatMap { scene[$0] }.map { Self.quoted($0.name) }
  }

  /// The first node below the root, in reading order, that `matches`.
  ///
  /// - Complexity: O(nodes before it): on a board or an outline the first few.
  private func firstInReadingOrder(where matches: (NodeID) -> Bool) -> NodeID? {
    var stack = Array(scene.children(of: .root).reversed())
    while let id = stack.popLast() {
      if matches(id) { return id }
      stack.append(contentsOf: scene.children(of: id).reversed())
    }
    return nil
  }

  /// The error with the reference examples in its hint renamed to things in this scene, when
  /// the scene does not have the names they use: in the hint's words and in the values its
  /// phrase fills, so every language names them. A hint that names no example costs nothing.
  func withSceneExamples(_ error: CommandError) -> CommandError {
    var error = error
    guard var said = error.said, let hint = said.hint else {
      if let hint = error.hint { error.hint = renamingExamples(in: hint) }
      return error
    }
    let template = NarrationTemplates.english(hint)
    for key in Placeholder.allCases where template.contains("{\(key.rawValue)}") {
      guard let value = said.hintValues[key] ?? said.values[key] else { continue }
      let renamed = renamingExamples(in: value)
      if renamed != value { said.hintValues[key] = renamed }
    }
    // Its English said again from the phrases (`CommandError.said`).
    error.said = said
    return error
  }

  /// The text with the reference's example names that this scene lacks replaced by its own.
  private func renamingExamples(in text: String) -> String {
    var text = text
    for (names, replacement) in [(Self.exampleItems, { exampleItem }), (Self.exampleContainers, { exampleContainer })] {
      let named = names.filter { text.contains($0) && scene.nodes(named: $0).isEmpty }
      guard !named.isEmpty, let replacement = replacement() else { continue }
      for name in named.sorted() {
        text = Self.replacingWord(name, with: replacement, in: text)
      }
    }
    return text
  }

  /// A name as typed at the prompt: quoted when it has spaces or quotes, control characters
  /// escaped.
  static func quoted(_ name: String) -> String {
    let clean = Sanitizer.clean(name)
    guard clean.contains(where: { $0 == " " || $0 == "\"" || $0 == ";" }) || clean.isEmpty else { return clean }
    return "\"" + clean.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") + "\""
  }

  /// Replaces `word` where it stands alone (not inside a longer word or a quoted name).
  static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.firstRange(of: word) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let standsAlone =
        !(before.map { $0.isLetter || $0.isNumber || $0 == "\"" } ?? false)
        && !(after.map { $0.isLetter || $0.isNumber || $0 == "\"" } ?? false)
      result += rest[..<range.lowerBound]
      result += standsAlone ? replacement : word
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
