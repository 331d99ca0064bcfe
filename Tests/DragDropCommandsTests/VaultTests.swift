import DragDropKit
import Foundation
import Testing

@testable import DragDropCommands

/// A folder of pages and boards opened whole (issue 45, `Docs/vaults.md`): pages read when a
/// command first needs them, moves between files that keep every line of what moved, one save
/// for every changed file, one undo for the move.
@Suite("Vaults")
struct VaultTests {
  /// A fresh copy of `Tests/Vaults/garden`.
  static func garden() throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Vaults/garden")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-vault-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: folder)
    return folder.path
  }

  /// A new empty folder.
  static func emptyFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-vault-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new Logseq graph with no pages: `logseq/config.edn` and an empty `pages/`.
  static func logseqGraph() throws -> String {
    let folder = try emptyFolder()
    try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/logseq", withIntermediateDirectories: true)
    try write(folder + "/logseq/config.edn", "{}\n")
    return folder
  }

  static func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  static func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test("a folder opens with its pages named by title, sub-folders first, hidden and empty folders left out, none read")
  func opening() throws {
    let folder = try Self.garden()
    let session = try CommandSession.opening(folder, mode: .visual)
    let vault = try #require(session.open.vault)
    #expect(vault.flavor == .obsidian)
    #expect(vault.pages.count == 4)
    #expect(vault.unread == 4)
    #expect(
      session.scene.children(of: .root).map { session.scene.name(of: $0)! } == [
        "Projects", "Garden board", "Home board", "Inbox",
      ])
    #expect(session.scene.nodes(named: "Attachments").isEmpty)
    #expect(session.scene.nodes(named: ".obsidian").isEmpty)
  }

  @Test("a command reads only the pages it names; a name not among the pages read reads them all")
  func lazyReading() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    _ = try session.run(line: "open \"Garden board\"")
    #expect(session.open.vault!.unread == 3)
    #expect(session.scene.title(of: session.selection!) == "Plant tomatoes")
    _ = try session.run(line: "select \"Home board/Backlog\"")
    #expect(session.open.vault!.unread == 2)
    _ = try session.run(line: "select \"Raised beds\"")
    #expect(session.open.vault!.unread == 0)
  }

  @Test("the arrows browse folders and pages; Right on a page not read yet reads it and goes in")
  func browsing() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    let first = try session.run(line: "select next")
    #expect(session.scene.title(of: session.selection!) == "Projects")
    #expect(session.answer(first) == ["Projects, folder, 1 page, position 1 of 4."])
    _ = try session.run(line: "select next; select next")
    #expect(session.scene.title(of: session.selection!) == "Garden board")
    #expect(session.usesOutlineKeys)
    _ = try session.run(line: "select child")
    #expect(session.scene.title(of: session.selection!) == "To do")
    #expect(session.open.vault!.unread == 3)
    _ = try session.run(line: "select child; lift")
    #expect(!session.usesOutlineKeys, "a lifted card moves between lanes, not in levels")
  }

  @Test(
    "a page or folder is never removed, renamed or changed, and nothing is added beside the pages; a page's blocks are")
  func refusesFileEdits() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    for line in [
      "remove Inbox", "rename Inbox to Outbox", "set Inbox capacity 1", "remove Projects",
      "add container y in Projects",
      "add item z",
    ] {
      do {
        _ = try session.run(line: line)
        Issue.record("\(line) was not refused")
      } catch {
        #expect(error.message.contains("dnd never creates, deletes or renames"), "\(line): \(error.message)")
      }
    }
    _ = try session.run(line: #"add item "Fix the tap" in "Inbox/Inbox"; save"#)
    #expect(try Self.read(folder + "/Inbox.md").hasSuffix("- Read the lease\n- Fix the tap\n"))
  }

  @Test("Tab after open offers the pages, and only the pages")
  func completesPages() throws {
    let session = try CommandSession.opening(try Self.garden(), mode: .visual)
    guard case .words(let words) = Completer.complete(line: "open ", wordStart: 5, session: session) else {
      Issue.record("no words")
      return
    }
    #expect(words == ["Garden", "\"Garden board\"", "\"Home board\"", "Inbox"])
    #expect(Completer.matches(for: "\"G", in: words) == ["Garden", "\"Garden board\""])
  }

  @Test("a card moved to another board keeps its lines; both files saved together; one undo takes it back")
  func boardToBoard() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Plant tomatoes" to "Home board/Doing" first"#)
    let saved = try session.run(line: "save")
    let answer = session.answer(saved)
    #expect(answer == ["Saved \(folder)/Garden board.md and \(folder)/Home board.md."])
    let home = try Self.read(folder + "/Home board.md")
    #expect(home.contains("## Doing\n\n- [ ] Plant tomatoes\n\tWater daily\n- [ ] Clean garage\n"))
    #expect(!(try Self.read(folder + "/Garden board.md")).contains("Plant tomatoes"))
    // Where a card is names its board's page before the lane.
    session.mode = .screenReader
    #expect(
      try session.say("where") == [
        "Plant tomatoes is selected, in Home board, Doing, position 1 of 2. Nothing is lifted."
      ])
    _ = try session.run(line: "undo")
    _ = try session.run(line: "save")
    #expect(try Self.read(folder + "/Home board.md") == (try Self.read(Self.fixture("Home board.md"))))
    #expect(try Self.read(folder + "/Garden board.md") == (try Self.read(Self.fixture("Garden board.md"))))
  }

  @Test("by ear a save names the pages, not their paths; nothing to save says so")
  func savedByEar() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .screenReader)
    _ = try session.run(line: #"drag "Plant tomatoes" to "Home board/Doing""#)
    let saved = try session.run(line: "save")
    #expect(session.answer(saved) == ["Saved Garden board and Home board."])
    let again = try session.run(line: "save")
    #expect(session.answer(again) == ["Nothing to save, every page is as its file has it."])
  }

  @Test("a block moved to another page takes its children and its id:: property, re-indented")
  func pageToPage() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Call the plumber" to Ideas first"#)
    _ = try session.run(line: "save")
    let garden = try Self.read(folder + "/Projects/Garden.md")
    #expect(
      garden.hasSuffix(
        "## Ideas\n\n- Call the plumber\n  id:: 6571a2b3-0000-4000-8000-000000000001\n  - Ask about the boiler\n"
          + "- Raised beds\n- Herb spiral\n"))
    #expect(try Self.read(folder + "/Inbox.md") == "# Inbox\n\n- Read the lease\n")
  }

  @Test("a bullet moved into another page's numbered list takes its numbering, and the list is renumbered")
  func joinsNumberedList() throws {
    let folder = try Self.emptyFolder()
    try Self.write(folder + "/Steps.md", "# Steps\n\n1. Dig\n2. Plant\n")
    try Self.write(folder + "/Ideas.md", "# Ideas\n\n- **Water** the beds\n- Rest\n")
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Water the beds" to Steps/Steps first; save"#)
    #expect(try Self.read(folder + "/Steps.md") == "# Steps\n\n1. **Water** the beds\n2. Dig\n3. Plant\n")
    #expect(try Self.read(folder + "/Ideas.md") == "# Ideas\n\n- Rest\n")
  }

  @Test("a block reference to a block of another page is heard as that block's text, and saving keeps it as written")
  func referencesAcrossPages() throws {
    let folder = try Self.logseqGraph()
    try Self.write(folder + "/pages/Tasks.md", "- Time tracker\n  id:: 60AF74C1-62f8-434a-827c-abc6d2a71734\n")
    let settings = "- Turn on ((60af74c1-62f8-434a-827c-abc6d2a71734)) here\n- Other\n"
    try Self.write(folder + "/pages/Settings.md", settings)
    var session = try CommandSession.opening(folder, mode: .visual)
    #expect(session.open.vault?.flavor == .logseq)
    _ = try session.run(line: "open Settings")
    #expect(session.scene.title(of: session.selection!) == "Turn on Time tracker here")
    _ = try session.run(line: "lift; move down; drop; save")
    #expect(
      try Self.read(folder + "/pages/Settings.md")
        == "- Other\n- Turn on ((60af74c1-62f8-434a-827c-abc6d2a71734)) here\n")
  }

  @Test("a file changed on disk since it was read is never written over: nothing is saved")
  func changedOnDisk() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Plant tomatoes" to "Home board/Doing""#)
    let theirs = try Self.read(folder + "/Home board.md").replacingOccurrences(
      of: "Paint hall", with: "Paint hall blue")
    try Self.write(folder + "/Home board.md", theirs)
    #expect(throws: CommandError.self) { try session.run(line: "save") }
    #expect(try Self.read(folder + "/Home board.md") == theirs)
    #expect(try Self.read(folder + "/Garden board.md") == (try Self.read(Self.fixture("Garden board.md"))))
  }

  @Test("a lifted block goes on across a page's end into the next document page, read for it, past boards")
  func arrowsAcrossPages() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    _ = try session.run(line: #"lift "Herb spiral"; move down; move down; drop"#)
    #expect(session.open.vault!.unread == 0)
    _ = try session.run(line: #"expect "Herb spiral" in "Inbox/Inbox" position 1"#)
    _ = try session.run(line: "undo")
    _ = try session.run(line: #"expect "Herb spiral" in Ideas position 2"#)
  }

  @Test("info on a page or folder says what it is and holds, not a container's rules")
  func info() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    let page = try session.run(line: "info Inbox")
    #expect(session.answer(page) == ["Inbox, page, 1 heading and 3 list items."])
    let folder = try session.run(line: "info Projects")
    #expect(session.answer(folder) == ["Projects, folder, 1 page."])
  }

  @Test("archive and unarchive work on a vault's board page, the archive written in its file")
  func archiveInVault() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"archive "Fix login"; save"#)
    #expect(try Self.read(folder + "/Home board.md").contains("***\n\n## Archive\n\n- [ ] Fix login #bug\n"))
    _ = try session.run(line: #"unarchive "Fix login"; expect "Fix login" in Backlog position 1"#)
  }

  @Test("a card dropped in another board's lane that completes its cards is done at once and saved checked")
  func completesAcrossBoards() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    let dropped = try session.run(line: #"drag "Fix login" to "Garden board/Done""#)
    #expect(session.answer(dropped).last == "Dropped, marked done.")
    _ = try session.run(line: #"drag "Buy seeds" to "Home board/Doing"; save"#)
    #expect(try Self.read(folder + "/Garden board.md").contains("**Complete**\n- [x] Fix login #bug\n"))
    #expect(try Self.read(folder + "/Home board.md").contains("- [ ] Clean garage\n- [ ] Buy seeds\n"))
  }

  @Test("reload opens the folder again as it is on disk, dropping the unsaved moves")
  func reloads() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Plant tomatoes" to "Home board/Doing""#)
    let reloaded = try session.run(line: "reload")
    let name = URL(fileURLWithPath: folder).lastPathComponent
    #expect(session.answer(reloaded) == ["Reloaded \(name) as it is on disk, dropping your 1 unsaved change."])
    _ = try session.run(line: #"expect "Plant tomatoes" in "Garden board/To do""#)
    #expect(!session.hasUnsavedChanges)
  }

  @Test("a card dropped in a document's heading is refused with the reason, a block in a lane too")
  func crossKindDrop() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    // Run first, then answered: the answer reads the scene the line left.
    let refusedCard = try session.run(line: #"drag "Fix fence" to Ideas"#)
    let card = session.answer(refusedCard)
    #expect(card.contains("Ideas refused Fix fence. It takes no cards, a card belongs on a board."), "\(card)")
    #expect(session.scene.title(of: session.scene[session.scene.nodes(named: "Fix fence")[0]]!.parent!) == "To do")
    let refusedBlock = try session.run(line: #"drag "Raised beds" to "Home board/Doing""#)
    let block = session.answer(refusedBlock)
    #expect(block.contains("Doing refused Raised beds. It takes no list items or headings, they belong on a page."))
  }

  @Test("a card dropped on a document page itself is refused at save, with nothing written")
  func crossKind() throws {
    let folder = try Self.garden()
    var session = try CommandSession.opening(folder, mode: .visual)
    _ = try session.run(line: #"drag "Fix fence" to Inbox"#)
    do {
      _ = try session.run(line: "save")
      Issue.record("saved a card into a document")
    } catch {
      #expect(error.message.contains("Fix fence cannot be saved in Inbox"))
    }
    #expect(try Self.read(folder + "/Garden board.md") == (try Self.read(Self.fixture("Garden board.md"))))
  }

  /// A save of dnd's cut short after it staged Inbox.md and listed it (and `more` lines of the
  /// list): returns the staged file's path.
  @discardableResult
  static func cutShortSave(in folder: String, more: String = "") throws -> String {
    let staged = folder + "/.Inbox.md.tmp-ABCDEF"
    try write(staged, "# Inbox\n\n- Read the lease\n")
    try write(folder + "/.dnd-saving", "\(staged)\t\(folder)/Inbox.md\n" + more)
    return staged
  }

  @Test("a save cut short after its list was written is completed when the folder is opened again")
  func finishesCutShortSave() throws {
    let folder = try Self.garden()
    try Self.cutShortSave(in: folder, more: "/nowhere/gone\t\(folder)/Inbox.md\n")
    var session = CommandSession(scene: Scene(), mode: .visual)
    let loaded = try session.run(line: "load \(folder)")
    let answer = session.answer(loaded)
    #expect(answer.first == "Finished a save of 1 file that was cut short, so it has the moves it was saved with.")
    #expect(try Self.read(folder + "/Inbox.md") == "# Inbox\n\n- Read the lease\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/.dnd-saving"))
  }

  @Test("open refuses what is not a page, and a scene that is no folder")
  func openRefusals() throws {
    var session = try CommandSession.opening(try Self.garden(), mode: .visual)
    #expect(throws: CommandError.self) { try session.run(line: "open Projects") }
    var scene = try CommandSession.demo("kanban", running: [])
    #expect(throws: CommandError.self) { try scene.run(line: "open Done") }
  }

  @Test("a page named as a folder beside it goes by its file's name; Logseq's namespaces read as a slash-like sign")
  func titles() {
    #expect(Vault.title(ofFile: "Garden.md") == "Garden")
    #expect(Vault.title(ofFile: "projects___garden.md") == "projects∕garden")
    #expect(Vault.title(ofFile: "a%2Fb.markdown") == "a∕b")
  }

  @Test("a Logseq page is named by its title:: property, and the pages are in the order of their titles")
  func logseqTitles() throws {
    let folder = try Self.logseqGraph()
    try Self.write(folder + "/pages/zz.md", "title:: Alpha/Beta\nalias:: ab\n\n- x\n")
    try Self.write(folder + "/pages/b.md", "- no title:: here\n")
    let session = try CommandSession.opening(folder, mode: .visual)
    let pages = session.scene.children(of: session.scene.children(of: .root)[0])
    #expect(pages.map { session.scene.name(of: $0)! } == ["Alpha∕Beta", "b"])
  }

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Vaults/garden/\(name)").path
  }
}
