import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The moves an editor offers on the block, heading or card under the cursor, each made by
/// dnd's own commands on the document as read, so that its edit is what `dnd -c` would save.
struct EditorMove: Sendable {
  /// What the editor lists it as: "Move up", "Move to Doing".
  var title: String
  /// The document's bytes after the move.
  var bytes: [UInt8]
  /// Where the node is after it, as dnd says it: what the editor is told once it is applied.
  var said: String
  /// The line that names the node after the move, for the editor's cursor to follow it.
  var line: Int?
}

extension EditorMove {
  /// The line that names `node` in `bytes`, a page written from `scene` under `top`: blocks,
  /// lanes and cards are read back in the order the scene holds them, so the node's place
  /// among `top`'s descendants is its span's.
  static func nameLine(of node: NodeID, in scene: Scene, under top: NodeID, written bytes: [UInt8]) -> Int? {
    guard let place = scene.subtreeIDs(of: top).dropFirst().firstIndex(of: node) else { return nil }
    // A document's blocks are found without making its scene, a tenth of reading it.
    let spans =
      OutlineFile.isBoard(bytes)
      ? (try? BoardFile.decode(bytes: bytes))?.1.spans() : OutlineFile.spans(of: bytes)
    guard let spans else { return nil }
    let index = place - 1
    return index < spans.count ? spans[index].nameLine : nil
  }
}

extension EditorReading {
  /// The commands of each move a node can make, with their titles; the node is selected first.
  func commands(for node: NodeID) -> [(title: String, lines: [String])] {
    let scene = session.scene
    guard let role = scene[node]?.properties.role else { return [] }
    let words = NarrationTemplates(language: session.preferences.language)
    var moves: [(String, [String])] = [
      (words.fill(.actionMoveUp), ["lift", "move up", "drop"]),
      (words.fill(.actionMoveDown), ["lift", "move down", "drop"]),
      (words.fill(.actionMoveTop), ["lift", "move first", "drop"]),
      (words.fill(.actionMoveBottom), ["lift", "move last", "drop"]),
    ]
    switch role {
    case .outlineItem:
      moves += [(words.fill(.actionIndent), ["indent"]), (words.fill(.actionOutdent), ["outdent"])]
    case .outlineHeading: break
    case .boardCard:
      let lane = scene[node]?.parent
      for other in scene[.root]?.children ?? [] where other != lane && scene[other]?.properties.role == .boardLane {
        guard let name = scene.name(of: other) else { continue }
        let title = words.fill(.actionMoveInto, [.container: Sanitizer.clean(scene.title(of: other) ?? name)])
        moves.append((title, ["lift", "move into \(Command.quoted(name)) last", "drop"]))
      }
    default: return []
    }
    return moves
  }

  /// Each move of a node that changes the document: a move dnd refuses, or one that leaves the
  /// document as it was (up from the top), is left out. `written` makes each move's bytes and
  /// line; without it a move is offered when it changes where the node is, and its `bytes`
  /// are empty (the editor asks for them when the move is chosen: `codeAction/resolve`).
  /// `only` makes only the move of that title.
  func moves(for node: NodeID, written: Bool = true, only: String? = nil) -> [EditorMove] {
    let before = written ? bytes : nil
    let place = session.scene.placement(of: node)
    return commands(for: node).compactMap { title, lines in
      if let only, title != only { return nil }
      var moved = session
      moved.selection = node
      do throws(CommandError) {
        for line in lines { _ = try moved.run(line: line) }
        let said = moved.answer([.focusMoved(node)]).joined(separator: " ")
        guard let before else {
          let now = moved.scene.placement(of: node)
          guard now?.parent != place?.parent || now?.index != place?.index else { return nil }
          return EditorMove(title: title, bytes: [], said: said)
        }
        let after = try MarkdownFile.encode(moved.scene, moved.open)
        guard after != before else { return nil }
        return EditorMove(
          title: title, bytes: after, said: said,
          line: EditorMove.nameLine(of: node, in: moved.scene, under: .root, written: after))
      } catch {
        return nil
      }
    }
  }
}

/// The one change that turns a text into another, in whole lines: the lines both share at the
/// start and at the end are kept, and those between replaced.
struct LineEdit: Hashable, Sendable {
  /// The bytes of the old text replaced.
  var range: Range<Int>
  /// What replaces them.
  var replacement: [UInt8]

  init(from old: [UInt8], to new: [UInt8]) {
    func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
      var lines: [ArraySlice<UInt8>] = []
      var start = 0
      for (index, byte) in bytes.enumerated() where byte == 0x0A {
        lines.append(bytes[start...index])
        start = index + 1
      }
      if start < bytes.count { lines.append(bytes[start...]) }
      return lines
    }
    let before = lines(old), after = lines(new)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let lower = before[..<prefix].reduce(0) { $0 + $1.count }
    let upper = old.count - before.suffix(suffix).reduce(0) { $0 + $1.count }
    let newUpper = new.count - after.suffix(suffix).reduce(0) { $0 + $1.count }
    range = lower..<upper
    replacement = Array(new[lower..<newUpper])
  }

  /// The old text with the change made.
  func applied(to old: [UInt8]) -> [UInt8] {
    var bytes = old
    bytes.replaceSubrange(range, with: replacement)
    return bytes
  }
}
