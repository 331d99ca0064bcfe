import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// A document of the editor's inside its workspace folder, read as a page of that folder opened
/// as a vault (`Docs/vaults.md`): its cards can go to another board's lanes and its blocks to
/// the pages it links to, each move one edit of the two files.
struct EditorVault {
  /// A session on the workspace folder, the document's page read from the editor's text.
  var session: CommandSession
  /// The document's page.
  var page: Int
  /// Where each of the page's nodes is in the editor's text.
  var spans: [SourceSpan]

  /// The most moves to other pages offered at once: the editor lists them all.
  static let most = 40

  /// The folder as a vault, every page the editor has open read from its text; nil when the
  /// document is not one of its pages, or the folder cannot be read. Only read: a save of
  /// dnd's that was cut short is left for dnd to finish (`dnd FOLDER` does), as the server
  /// writes no file.
  init?(folder: String, document: EditorDocument, open texts: [String: [UInt8]], language: Language) {
    guard var (scene, vault) = try? Vault.read(folder) else { return nil }
    vault.editorTexts = texts
    var session = CommandSession(scene: scene, mode: .screenReader)
    session.open = .vault(vault)
    session.preferences.language = language
    guard let page = session.vault?.pages.firstIndex(where: { $0.path == document.path }) else { return nil }
    guard (try? session.readPage(page)) != nil, let vault = session.vault else { return nil }
    switch vault.pages[page].content {
    case .board(let source): spans = source.spans()
    case .outline(let source): spans = source.spans()
    case .unread: return nil
    }
    self.session = session
    self.page = page
  }

  /// The pages a document links to, `[[Name]]` or `[text](Name.md)`, in the order it first
  /// names them.
  static func linkedNames(in bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var names: [String] = []
    var rest = text[...]
    while let open = rest.firstRange(of: "[[") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstRange(of: "]]") else { break }
      let inner = rest[..<close.lowerBound]
      let name = inner.split(whereSeparator: { $0 == "|" || $0 == "#" }).first.map(String.init) ?? ""
      if !name.isEmpty, !names.contains(name) { names.append(name) }
      rest = rest[close.upperBound...]
    }
    rest = text[...]
    while let open = rest.firstRange(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close]).removingPercentEscapes
      if target.lowercased().hasSuffix(".md"), !target.contains("://") {
        let file = target.split(separator: "/").last.map(String.init) ?? target
        let name = Vault.title(ofFile: file)
        if !names.contains(name) { names.append(name) }
      }
      rest = rest[close...]
    }
    return names
  }

  /// The commands of each move of a node to another page: a card to each lane of the other
  /// boards, a block to the end of each page the document links to.
  mutating func commands(for node: NodeID, linking names: [String]) -> [(title: String, lines: [String])] {
    guard let role = session.scene[node]?.properties.role, let vault = session.vault else { return [] }
    let words = NarrationTemplates(language: session.preferences.language)
    var moves: [(String, [String])] = []
    var targets: [Int] = []
    if role == .boardCard {
      targets = vault.pages.indices.filter { $0 != page && Self.isBoard(vault.pages[$0].path) }
    } else if role.isOutline {
      let wanted = Set(names.map { $0.lowercased() })
      targets = vault.pages.indices.filter { index in
        index != page && wanted.contains((session.scene.title(of: vault.pages[index].node) ?? "").lowercased())
      }
    }
    for index in targets.prefix(Self.most) {
      guard (try? session.readPage(index)) != nil, let read = session.vault?.pages[index] else { continue }
      let scene = session.scene
      let pageTitle = Sanitizer.clean(scene.title(of: read.node) ?? "")
      switch read.content {
      case .board where role == .boardCard:
        for lane in scene[read.node]?.children ?? [] where scene[lane]?.properties.role == .boardLane {
          let title = words.fill(
            .actionMoveToPage, [.container: Sanitizer.clean(scene.title(of: lane) ?? ""), .file: pageTitle])
          moves.append((title, ["lift", "move into \(Command.quoted(scene.path(of: lane))) last", "drop"]))
        }
      case .outline where role.isOutline:
        // To the page's end: the last section's, under its last heading (a list after a
        // heading is in its section, as CommonMark reads it).
        var section = read.node
        while let last = scene[section]?.children.last, scene[last]?.properties.role == .outlineHeading {
          section = last
        }
        let title = words.fill(.actionMoveInto, [.container: pageTitle])
        moves.append((title, ["lift", "move into \(Command.quoted(scene.path(of: section))) last", "drop"]))
      default: break
      }
    }
    return Array(moves.prefix(Self.most))
  }

  /// True for a page whose file is a board, from its first bytes.
  static func isBoard(_ path: String) -> Bool { OutlineFile.isBoard(FileIO.head(path, count: 4096)) }

  /// Each move to another page that dnd makes, with the new bytes of every page it changed,
  /// by path.
  /// A move to another page: its title, the new bytes of each page it changes by path, what
  /// is said once it is applied, and the page and line that name the node after it.
  struct PageMove {
    var title: String
    var pages: [String: [UInt8]]
    var said: String
    var at: (path: String, line: Int)?
  }

  mutating func moves(for node: NodeID, linking names: [String]) -> [PageMove] {
    let commands = commands(for: node, linking: names)
    guard let vault = session.vault else { return [] }
    var before: [Int: [UInt8]] = [:]
    for index in vault.pages.indices where vault.pages[index].isRead {
      before[index] = try? VaultSave.text(of: index, in: vault, scene: session.scene)
    }
    return commands.compactMap { title, lines in
      var moved = session
      moved.selection = node
      do throws(CommandError) {
        for line in lines { _ = try moved.run(line: line) }
        guard let after = moved.vault else { return nil }
        var pages: [String: [UInt8]] = [:]
        for (index, old) in before {
          let new = try VaultSave.text(of: index, in: after, scene: moved.scene)
          if new != old { pages[after.pages[index].path] = new }
        }
        guard !pages.isEmpty else { return nil }
        // Where the node is now: its line in the page that holds it.
        var at: (path: String, line: Int)?
        if let index = after.page(holding: node, in: moved.scene), let bytes = pages[after.pages[index].path],
          let line = EditorMove.nameLine(of: node, in: moved.scene, under: after.pages[index].node, written: bytes)
        {
          at = (after.pages[index].path, line)
        }
        return PageMove(
          title: title, pages: pages, said: moved.answer([.focusMoved(node)]).joined(separator: " "), at: at)
      } catch {
        return nil
      }
    }
  }
}

extension String {
  /// The text with `%XX` escapes decoded, as in a link's target.
  fileprivate var removingPercentEscapes: String {
    EditorDocument.path(of: "file://" + self)
  }
}
