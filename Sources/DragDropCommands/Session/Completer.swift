import DragDropAnnouncements
import DragDropKit

/// Context-aware completion for the interactive session: commands, keywords, option values,
/// names (quoted when they need it), accepting containers after `into` and `to`, and files.
public enum Completer {
  /// What to complete at the cursor.
  public enum Completion: Equatable, Sendable {
    /// Complete from these words.
    case words([String])
    /// Complete file names (the line editor does this itself).
    case files
  }

  /// The candidates for the word that starts at `wordStart` in `line`, given the session.
  ///
  /// - Complexity: O(n) in the scene for name completion.
  public static func complete(line: String, wordStart: Int, session: CommandSession) -> Completion {
    let before = String(line.unicodeScalars.prefix(wordStart))
    // Only the current command (after the last `;`) matters.
    let current = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let tokens = (try? Lexer.tokenize(current))?.filter { $0.kind != .separator } ?? []
    let words = tokens.map { $0.kind == .word ? $0.text.lowercased() : "\u{0}name" }
    guard let command = words.first else { return .words(CommandCatalog.names) }
    let last = words.last!
    switch command {
    case "load", "source": return words.count == 1 ? .files : .words([])
    case "save": return words.count == 1 || (words.count == 2 && words[1] == "as") ? .files : .words([])
    case "help": return words.count == 1 ? .words(CommandCatalog.names + HelpTopics.names) : .words([])
    case "demo": return words.count == 1 ? .words(DemoScenes.all.map(\.name)) : .words([])
    case "move":
      if words.count == 1 { return .words(Grammar.moveWays) }
      if words.count == 2, last == "next" || last == "previous" { return .words(["accepting"]) }
      if last == "into" { return .words(acceptingContainers(session)) }
      if words.count >= 3, words[1] == "into" { return .words(Grammar.slotWords) }
      return .words([])
    case "drop":
      if last == "into" { return .words(acceptingContainers(session)) }
      if words.count == 1 { return .words(Grammar.dropWords) }
      if words.count == 2, last == "copy" { return .words(["into"]) }
      return .words([])
    case "drag":
      if last == "to" { return .words(acceptingContainers(session, item: tokens.count > 1 ? tokens[1].text : nil)) }
      if words.count == 1 { return .words(names(session, draggableOnly: true)) }
      if words.count == 2 { return .words(["to"]) }
      return .words(Grammar.slotWords + ["copy"])
    case "pointer": return words.count == 1 ? .words(Grammar.pointerActions) : .words([])
    case "select":
      return words.count == 1 ? .words(Grammar.selectWords + names(session, draggableOnly: true)) : .words([])
    case "lift": return words.count == 1 ? .words(names(session, draggableOnly: true)) : .words([])
    case "tree": return .words(last == "depth" ? [] : names(session) + Grammar.treeWords)
    case "set": return completeSet(words, session)
    case "add":
      if words.count == 1 { return .words(Grammar.nodeTypes) }
      if words.count == 2 { return .words([]) }
      if last == "in" { return .words(containers(session)) }
      if last == "layout" || last == "effect" { return .words(Grammar.values(of: last)) }
      return .words(words[1] == "item" ? Grammar.itemOptions : Grammar.containerOptions)
    case "rename": return words.count == 1 ? .words(names(session)) : words.count == 2 ? .words(["to"]) : .words([])
    case "archive", "unarchive": return words.count == 1 ? .words(names(session)) : .words([])
    case "open": return words.count == 1 ? .words(pages(session)) : .words([])
    case "sort":
      return words.count == 1
        ? .words(containers(session))
        : words.count == 2
          ? .words(["by"])
          : words.count == 3 ? .words(SortKey.allCases.map(\.rawValue)) : .words([])
    case "expect":
      if words.count == 1 { return .words(Grammar.expectStarts + names(session)) }
      if last == "over" { return .words(["nothing"] + containers(session)) }
      if words.count == 2, words[1] != "lifted" { return .words(Grammar.expectRelations) }
      if last == "in" { return .words(containers(session)) }
      return .words(words[1] == "lifted" ? names(session, draggableOnly: true) : Grammar.expectPlace)
    case "undo", "redo", "cancel", "where", "targets", "map", "history", "quit": return .words([])
    default:
      return words.count == 1 ? .words(names(session)) : .words([])
    }
  }

  static func completeSet(_ words: [String], _ session: CommandSession) -> Completion {
    if words.count == 1 { return .words(SessionOptions.settableNames + names(session)) }
    if words.count == 2 {
      if let option = OptionName(rawValue: words[1]), option.definition.settable {
        return .words(option.definition.form.words)
      }
      return .words(Grammar.propertyNames)
    }
    return .words(Grammar.values(of: words.last!))
  }

  /// A name as typed: quoted when it has spaces, quotes or other separators.
  public static func quoted(_ name: String) -> String {
    let needsQuotes = name.isEmpty || name.contains { " \t;#\"\\".contains($0) }
    guard needsQuotes else { return name }
    var text = "\""
    for character in name {
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    return text + "\""
  }

  static func names(_ session: CommandSession, draggableOnly: Bool = false) -> [String] {
    let scene = session.scene
    return scene.subtreeIDs(of: .root).compactMap { id in
      guard id != .root, let node = scene[id], !draggableOnly || node.properties.draggable else { return nil }
      return quoted(scene.typedName(of: id)!)
    }
  }

  /// The pages of an open vault, by the names that reach them.
  static func pages(_ session: CommandSession) -> [String] {
    session.open.vault?.pages.compactMap { session.scene.typedName(of: $0.node).map(quoted) } ?? []
  }

  static func containers(_ session: CommandSession) -> [String] {
    let scene = session.scene
    return scene.subtreeIDs(of: .root).filter { scene[$0]!.type == .container }.map { quoted(scene.typedName(of: $0)!) }
  }

  /// The containers that would accept the lifted item, or the named or selected one.
  static func acceptingContainers(_ session: CommandSession, item named: String? = nil) -> [String] {
    let scene = session.scene
    var item = session.document.lifted ?? session.selection
    if let named {
      item = try? NameResolver.resolve(Reference(text: named, location: SourceLocation(line: 1, column: 1)), in: scene)
    }
    guard let item, scene[item] != nil else { return containers(session) }
    let drag = named == nil ? session.document.drag.context : nil
    return scene.subtreeIDs(of: .root).filter { container in
      scene[container]!.type == .container
        && (drag.map { scene.refusal(of: $0, into: container) } ?? scene.refusal(of: item, into: container)) == nil
    }
    .map { quoted(scene.typedName(of: $0)!) }
  }

  /// The candidates that start with what was typed (case-insensitive), as replacements for it.
  ///
  /// A candidate with control or bidi characters is never offered: those cannot be typed, and
  /// listing them raw would let a name set the window title or reorder the line.
  public static func matches(for text: String, in completion: [String]) -> [String] {
    let typed = text.lowercased()
    let unquoted = typed.hasPrefix("\"") ? String(typed.dropFirst()) : typed
    return completion.filter { candidate in
      guard Sanitizer.clean(candidate) == candidate else { return false }
      let lower = candidate.lowercased()
      let bare = lower.hasPrefix("\"") ? String(lower.dropFirst()) : lower
      return lower.hasPrefix(typed) || bare.hasPrefix(unquoted)
    }
  }
}
