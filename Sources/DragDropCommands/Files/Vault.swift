import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// A folder of Markdown pages and boards opened as one scene (`Docs/vaults.md`): any folder, an
/// Obsidian vault (`.obsidian/`) or a Logseq graph (`logseq/config.edn`, `pages/`,
/// `journals/`). The vault's root holds its sub-folders (containers) and pages (containers
/// named by title, the file name without `.md`); a page's file is read when first needed and
/// its blocks grafted under its node (`Scene.graft`), its board or outline source with them, so
/// that one scene holds every page read so far, a move between two pages is one engine move and
/// one undo step, and each page writes back from its node the text the file alone would.
public struct Vault: Sendable {
  /// What a page holds so far.
  package enum Content: Sendable {
    /// Not read yet: the page's node has no children.
    case unread
    /// An Obsidian Kanban board.
    case board(BoardSource)
    /// A document read as an outline.
    case outline(OutlineSource)
  }

  /// One page or board of the vault.
  package struct Page: Sendable {
    /// The file, as a path from where dnd runs.
    package var path: String
    /// The page's node: its blocks are its children once it is read.
    package var node: NodeID
    /// What it holds.
    package var content: Content = .unread
    /// What was read or last written, to tell another program's change.
    package var stamp: FileStamp?

    /// True once the file was read.
    package var isRead: Bool {
      if case .unread = content { return false }
      return true
    }
  }

  /// What kind of folder it is, from what it holds.
  package enum Flavor: String, Sendable {
    case folder, obsidian, logseq
  }

  /// The folder, as given.
  package var folder: String
  /// What kind of folder it is.
  package var flavor: Flavor
  /// The pages, in the order the tree shows them.
  package var pages: [Page] = []
  /// How many sub-folders hold pages.
  package var folders = 0
  /// Each page's index by its node.
  private var pageIndex: [NodeID: Int] = [:]
  /// The texts of every page's blocks with an `id::`, by id, once a page needs them.
  private var blockTexts: [String: String]?
  /// Pages as an editor has them open, by path, read instead of their files (`dnd lsp`).
  package var editorTexts: [String: [UInt8]] = [:]

  /// The texts of every page's blocks with an `id::`: each file read, only those that hold one
  /// parsed. A file that cannot be read adds nothing; reading it as a page will say why.
  private func allBlockTexts() -> [String: String] {
    var texts: [String: String] = [:]
    for page in pages {
      guard let bytes = try? FileIO.read(page.path, what: "a Markdown file"), OutlineSource.holds("id:: ", in: bytes)
      else { continue }
      texts.merge(OutlineFile.blockTexts(of: bytes)) { first, _ in first }
    }
    return texts
  }

  /// The page whose node this is, if any.
  package func page(at node: NodeID) -> Int? { pageIndex[node] }

  /// How many pages are not read yet.
  package var unread: Int { pages.lazy.filter { !$0.isRead }.count }

  /// How many pages are boards, of those read.
  package var boards: Int {
    pages.lazy.filter {
      if case .board = $0.content { return true }
      return false
    }.count
  }

  /// The page a node belongs to: the page itself, or the page above it.
  package func page(holding node: NodeID, in scene: Scene) -> Int? {
    var current: NodeID? = node
    while let id = current {
      if let index = pageIndex[id] { return index }
      current = scene[id]?.parent
    }
    return nil
  }

  /// The most pages a vault opens, and the deepest folder it looks into.
  static let maxPages = 100_000
  static let maxFolderDepth = 16
}

extension Vault {
  /// The scene of a folder: its sub-folders and pages, none read yet.
  package static func read(_ folder: String) throws(CommandError) -> (Scene, Vault) {
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let top = try FolderListing.entries(of: trimmed)
    let flavor: Flavor =
      top.contains { $0.isFolder && $0.name == ".obsidian" }
      ? .obsidian
      : top.contains { $0.isFolder && $0.name == "logseq" } && FolderListing.isFolder(trimmed + "/logseq")
        ? .logseq
        : .folder
    var vault = Vault(folder: trimmed, flavor: flavor)
    var scene = Scene()
    let name = FileIO.absolute(trimmed).split(separator: "/").last { $0 != "." }.map(String.init) ?? "vault"
    var root = NodeProperties(draggable: false, accepts: .none)
    root.role = .vaultFolder
    scene.setRootProperties(root, name: name.isEmpty ? "vault" : name, origin: .zero)
    var row = 0
    let tree = vault.collect(trimmed, entries: top, depth: 0)
    try vault.add(tree, under: .root, row: &row, in: &scene)
    return (scene, vault)
  }

  /// A folder's pages and the sub-folders that hold pages, each in natural order.
  private struct Listing {
    var path: String
    var name: String
    var folders: [Listing] = []
    /// Each page's file name and title, in the order of their titles.
    var files: [(name: String, title: String)] = []
    var isEmpty: Bool { folders.isEmpty && files.isEmpty }
  }

  private func collect(_ path: String, entries: [FolderListing.Entry], depth: Int) -> Listing {
    var listing = Listing(path: path, name: "")
    let sorted = entries.sorted {
      NaturalOrder.compare(SearchFolding.fold($0.name), SearchFolding.fold($1.name)) ?? ($0.name < $1.name)
    }
    for entry in sorted where entry.isFolder && !skips(entry.name, depth: depth) && depth < Self.maxFolderDepth {
      let inner = path + "/" + entry.name
      guard let entries = try? FolderListing.entries(of: inner) else { continue }
      var folder = collect(inner, entries: entries, depth: depth + 1)
      folder.name = entry.name
      if !folder.isEmpty { listing.folders.append(folder) }
    }
    listing.files = sorted.filter { !$0.isFolder && !$0.name.hasPrefix(".") && MarkdownFile.isMarkdown($0.name) }
      .map { entry in
        let title = flavor == .logseq ? Self.logseqTitle(path + "/" + entry.name) : nil
        return (entry.name, title ?? Self.title(ofFile: entry.name))
      }
      .sorted {
        NaturalOrder.compare(SearchFolding.fold($0.title), SearchFolding.fold($1.title)) ?? ($0.name < $1.name)
      }
    return listing
  }

  /// Adds a folder's sub-folders, then its pages.
  private mutating func add(_ listing: Listing, under parent: NodeID, row: inout Int, in scene: inout Scene)
    throws(CommandError)
  {
    for folder in listing.folders {
      let node = try addNode(folder.name, role: .vaultFolder, under: parent, row: &row, in: &scene)
      folders += 1
      try add(folder, under: node, row: &row, in: &scene)
    }
    for (file, title) in listing.files {
      guard pages.count < Self.maxPages else { return }
      // A page named as a folder beside it goes by its file's name.
      let name = scene.child(named: title, of: parent) == nil ? title : file
      let node = try addNode(name, role: .vaultPage, under: parent, row: &row, in: &scene)
      pageIndex[node] = pages.count
      pages.append(Page(path: listing.path + "/" + file, node: node))
    }
  }

  /// True for a folder the vault leaves out: hidden ones (`.obsidian`, `.git`, `.trash`),
  /// Logseq's own `logseq/` and installed packages.
  private func skips(_ name: String, depth: Int) -> Bool {
    name.hasPrefix(".") || name == "node_modules" || (depth == 0 && flavor == .logseq && name == "logseq")
  }

  private func addNode(_ name: String, role: NodeRole, under parent: NodeID, row: inout Int, in scene: inout Scene)
    throws(CommandError) -> NodeID
  {
    var properties = NodeProperties(draggable: false, accepts: .none)
    properties.role = role
    let frame = Rect(x: 0, y: Double(row) * 28, width: 800, height: 28)
    row += 1
    do {
      if let id = try scene.appendLoaded(named: name, frame: frame, properties: properties, in: parent) { return id }
      // The same name elsewhere in the vault: checked among its siblings only.
      return try scene.addNode(named: name, type: .container, frame: frame, properties: properties, in: parent)
    } catch {
      throw CommandError(error)
    }
  }

  /// A Logseq page's `title::` property, from the page's properties at the top of its file
  /// (its first 4 KB), with `/` read as `∕`; nil when it has none.
  static func logseqTitle(_ path: String) -> String? {
    let head = String(decoding: FileIO.head(path, count: 4096), as: UTF8.self)
    for line in head.split(separator: "\n", omittingEmptySubsequences: false).prefix(32) {
      let text = line.trimmingPrefix("- ").trimmingPrefix("\u{FEFF}")
      guard let colons = text.firstRange(of: ":: ") else { break }
      guard text[..<colons.lowerBound].lowercased() == "title" else { continue }
      let title = String(text[colons.upperBound...].drop { $0 == " " || $0 == "\t" })
        .filter { $0 != "\r" }
      return title.isEmpty ? nil : title.replacing("/", with: "∕")
    }
    return nil
  }

  /// A page's title from its file's name: the name without `.md` or `.markdown`; Logseq's
  /// `%2F` and `___` (a namespace's `/`) read as `∕`, which a name may hold.
  static func title(ofFile name: String) -> String {
    var title = name
    for suffix in [".md", ".markdown"] where title.lowercased().hasSuffix(suffix) {
      title = String(title.dropLast(suffix.count))
      break
    }
    title = title.replacing("___", with: "∕").replacing("%2F", with: "∕").replacing("%2f", with: "∕")
    return title.isEmpty ? name : title
  }
}

extension Vault {
  /// Reads a page's file and puts its blocks under its node in `document` (`Scene.graft`), its
  /// board or outline source with them; nothing for a page already read.
  package mutating func read(_ index: Int, into document: inout Document) throws(CommandError) {
    guard !pages[index].isRead else { return }
    let page = pages[index]
    let bytes: [UInt8]
    var stamp: FileStamp?
    if let text = editorTexts[page.path] {
      bytes = text
    } else {
      (bytes, stamp) = try FileIO.readStamped(page.path, what: "a Markdown file")
    }
    // Block references to other pages' blocks are heard as their texts: every page's `id::`
    // blocks, gathered the first time a page holds `((`.
    if blockTexts == nil, OutlineSource.holds("((", in: bytes) { blockTexts = allBlockTexts() }
    let opened = try MarkdownFile.decode(bytes: bytes, name: page.path, otherBlocks: blockTexts ?? [:])
    let offset: Int
    do {
      offset = try document.graft(opened.scene, into: page.node)
    } catch {
      throw CommandError(error)
    }
    switch opened.document {
    case .board(var source):
      source.graft(offset: offset, under: page.node)
      pages[index].content = .board(source)
    case .outline(var source):
      source.graft(offset: offset, under: page.node)
      pages[index].content = .outline(source)
    case .scene, .vault:
      break
    }
    pages[index].stamp = stamp
  }
}
