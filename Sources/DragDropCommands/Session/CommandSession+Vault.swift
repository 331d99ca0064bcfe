import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// A folder of pages and boards (`Vault`, `Docs/vaults.md`): opening it, reading a page when a
/// command first needs it, `open PAGE`, and saving every page that changed as one step.
extension CommandSession {
  /// The open vault, when a folder is open.
  var vault: Vault? { open.vault }

  /// True for a vault's page read as a document's outline.
  func isOutlinePage(_ id: NodeID) -> Bool {
    guard let index = vault?.page(at: id), case .outline = vault!.pages[index].content else { return false }
    return true
  }

  /// Opens a folder: its pages named, none read yet.
  mutating func openVault(_ folder: String) throws(CommandError) -> [Report] {
    let finished = try VaultSave.finishInterrupted(in: folder)
    let (scene, vault) = try Vault.read(folder)
    replaceScene(scene, file: folder)
    open = .vault(vault)
    var reports: [Report] = finished > 0 ? [.vaultSaveFinished(finished)] : []
    reports.append(.vaultOpened(pages: vault.pages.count, folders: vault.folders))
    return reports
  }

  /// Runs `body` on the open vault in place: taken out of `open` while it runs, so that its
  /// pages are not copied (a 10,000-page vault read page by page would copy them each time).
  mutating func withVault<T>(_ body: (inout Vault, inout Document) throws(CommandError) -> T) throws(CommandError)
    -> T?
  {
    guard case .vault(var vault) = open else { return nil }
    open = .scene
    defer { open = .vault(vault) }
    return try body(&vault, &document)
  }

  /// Reads a page's file and puts its blocks under its node; nothing for a page already read.
  mutating func readPage(_ index: Int) throws(CommandError) {
    _ = try withVault { vault, document throws(CommandError) in try vault.read(index, into: &document) }
  }

  /// Reads every page not read yet: what `find` and a name not found among the pages read need.
  mutating func readAllPages() throws(CommandError) {
    _ = try withVault { vault, document throws(CommandError) in
      for index in vault.pages.indices where !vault.pages[index].isRead {
        try vault.read(index, into: &document)
        try Interruption.check()
      }
    }
  }

  /// Reads the pages a command needs before it runs: each page it names (`open Inbox`, `drag x
  /// to "Garden board/Doing"`), every page when it names something not found among the pages
  /// read, and every page for `find`. The command then runs on the scene as it would on the
  /// vault read whole, only sooner.
  mutating func readPages(for command: Command) throws(CommandError) {
    guard let vault, vault.unread > 0 else { return }
    switch command {
    case .find, .findPrevious: return try readAllPages()
    case .select(.child):
      if let selection, let page = vault.page(at: selection) { try readPage(page) }
    case .move(let direction, _) where direction == .up || direction == .down:
      try readNeighbourPage(forward: direction == .down)
    default: break
    }
    for reference in Self.references(in: command) {
      if let id = try? resolve(reference) {
        if let page = self.vault?.page(at: id) { try readPage(page) }
        continue
      }
      // A path's pages first: "Garden board/Doing" reads Garden board.
      for part in reference.text.split(separator: "/") {
        if let id = try? resolve(Reference(text: String(part), location: reference.location)),
          let page = self.vault?.page(at: id)
        {
          try readPage(page)
        }
      }
      if (try? resolve(reference)) == nil { return try readAllPages() }
    }
  }

  /// Refuses what would change the vault's own tree, which is its folders and files: removing,
  /// renaming or changing a page or folder, and adding a node beside the pages. What a page
  /// holds may change; dnd never creates, deletes or renames a file.
  func refuseVaultEdit(_ command: Command, at location: SourceLocation) throws(CommandError) {
    guard open.kind == .vault else { return }
    let target: Reference
    switch command {
    case .remove(let reference), .rename(let reference, _), .setProperty(let reference, _): target = reference
    case .addContainer(_, let options): target = options.parent ?? Reference(text: scene.root.name, location: location)
    case .addItem(_, let options): target = options.parent ?? Reference(text: scene.root.name, location: location)
    default: return
    }
    guard let id = try? resolve(target), let role = scene[id]?.properties.role, role.isVault else { return }
    let adding: Bool
    switch command {
    case .addContainer, .addItem: adding = true
    default: adding = false
    }
    // Adding into a page adds a block of its file; into a folder there is no file to hold it.
    if adding, role == .vaultPage { return }
    let example = vault?.pages.first.flatMap { scene.typedName(of: $0.node) }.map(Completer.quoted) ?? "Inbox"
    throw CommandError(
      role == .vaultPage ? .errorIsPage : .errorIsFolder, hint: .hintEditInPage,
      [.item: Sanitizer.clean(scene.title(of: id) ?? target.text), .edit: "add item \"New task\" in \(example)"],
      at: target.location)
  }

  /// For a lifted block, reads the pages from its own towards `forward` up to the first that is a
  /// document, so that Up and Down go on across a page's end into the next page's outline
  /// (`OutlineMoves.step` finds it in the scene's order); a board between is read and passed.
  mutating func readNeighbourPage(forward: Bool) throws(CommandError) {
    guard let lifted = document.lifted, scene[lifted]?.properties.role.isOutline == true, let vault,
      let here = vault.page(holding: document.drag.context?.target ?? lifted, in: scene)
    else { return }
    let order =
      forward ? Array(vault.pages.indices.dropFirst(here + 1)) : Array(vault.pages.indices.prefix(here).reversed())
    for index in order {
      try readPage(index)
      if case .outline = self.vault!.pages[index].content { return }
    }
  }

  /// The references a command holds, wherever they are in it.
  static func references(in command: Command) -> [Reference] {
    var found: [Reference] = []
    func visit(_ value: Any) {
      if let reference = value as? Reference { return found.append(reference) }
      for child in Mirror(reflecting: value).children { visit(child.value) }
    }
    visit(command)
    return found
  }

  /// `open PAGE`: reads the page and selects its first block.
  mutating func openPage(_ reference: Reference, at location: SourceLocation) throws(CommandError) -> [Report] {
    guard let vault else {
      throw CommandError(.errorNotAVault, hint: .hintOpenFolder, [.edit: "dnd notes"], at: location)
    }
    let id = try resolve(reference)
    guard let index = vault.page(at: id) else {
      let example = vault.pages.first.flatMap { scene.typedName(of: $0.node) } ?? "Inbox"
      throw CommandError(
        .errorNotAPage, hint: .hintOpenPage,
        [.item: Sanitizer.clean(scene.title(of: id) ?? reference.text), .edit: "open " + Completer.quoted(example)],
        at: reference.location)
    }
    try readPage(index)
    selected = []
    // A board's first card, a document's first block.
    selection = scene.subtreeIDs(of: id).first { scene.type(of: $0) == .item } ?? scene.children(of: id).first ?? id
    return [.pageOpened(id)]
  }

  /// `save` of a vault: every page whose text changed, written as one step (`VaultSave`).
  mutating func saveVault(_ path: String?, over: Bool) throws(CommandError) -> [Report] {
    guard let vault else { return [] }
    if let path, FileIO.absolute(path) != FileIO.absolute(vault.folder) {
      throw CommandError(.errorVaultSaveAs, hint: .hintSaveAlone, place: .init(file: path))
    }
    if let lifted = document.lifted {
      throw CommandError(
        .errorIsLifted, hint: .hintDropBeforeSaving, [.item: Sanitizer.clean(scene.title(of: lifted)!)])
    }
    let written = try VaultSave.save(vault, scene: scene, over: over, reload: "load " + Completer.quoted(vault.folder))
    var saved = vault
    for (index, stamp) in written { saved.pages[index].stamp = stamp }
    open = .vault(saved)
    hasUnsavedChanges = false
    document.markSaved()
    return [
      .pagesSaved(written.map { vault.pages[$0.index].path }, pages: written.map { vault.pages[$0.index].node })
    ]
  }
}
