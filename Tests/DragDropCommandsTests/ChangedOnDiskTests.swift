import DragDropKit
import Foundation
import Testing

@testable import DragDropCommands

/// The open file changed on disk by another program (issue 42, `Docs/files.md`): a save never
/// writes over a change dnd did not make. With nothing unsaved the new version is opened; with
/// unsaved changes they are replayed onto it by name and saved; a change that cannot be replayed
/// writes nothing and names the move and why.
@Suite("Changed on disk")
struct ChangedOnDiskTests {
  static let board = """
    ---

    kanban-plugin: basic

    ---

    ## To Do

    - [ ] Write docs
    - [ ] GUI

    ## Doing

    - [ ] Fix login

    ## Done

    - [x] Ship it

    """

  /// A fresh folder holding `Tasks.md` with `text`.
  static func file(_ text: String = board) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-disk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Tasks.md").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  /// Another program's save: a new file renamed over the old one, as Obsidian and vim write.
  static func replace(_ path: String, _ change: (String) -> String) throws {
    let text = change(try read(path))
    let temporary = path + ".other"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    _ = rename(temporary, path)
  }

  /// Another program's save in place: the same inode truncated and written.
  static func rewrite(_ path: String, _ change: (String) -> String) throws {
    let text = change(try read(path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  static let renameAndAdd: @Sendable (String) -> String = {
    $0.replacingOccurrences(of: "- [ ] GUI\n", with: "- [ ] GUI with docking\n- [ ] New card\n")
  }

  @Test("only a scene with a file keeps its unsaved steps: a demo's long batch keeps none")
  func unsavedStepsOnlyWithAFile() throws {
    var demo = try CommandSession.demo("kanban", running: ["drag \"Write docs\" to Done"])
    #expect(demo.document.unsavedSteps.isEmpty && !demo.document.keepsUnsavedSteps)
    var withFile = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .json, file: "board.json")
    _ = try withFile.run(line: "drag \"Write docs\" to Done")
    #expect(withFile.document.unsavedSteps.count == 1)
    _ = try demo.run(line: "new scene")
    #expect(!demo.document.keepsUnsavedSteps)
  }

  @Test("the issue's case keeps the rename, the added card and dnd's move")
  func merge() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    try Self.replace(path, Self.renameAndAdd)
    let said = try session.say("save")
    #expect(said == ["Tasks.md changed on disk. Your 1 move was applied to the new version and saved."])
    let text = try Self.read(path)
    #expect(
      text.contains(
        "## To Do\n\n- [ ] GUI with docking\n- [ ] New card\n\n## Doing\n\n- [ ] Fix login\n- [ ] Write docs\n"))
    #expect(!session.hasUnsavedChanges)
    // Saved again with no change, nothing is said of the disk.
    #expect(try session.say("save") == ["Saved the board to \(path)."])
  }

  @Test("a file rewritten in place is seen as well as one replaced by rename")
  func inPlace() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Fix login" to Done"#)
    try Self.rewrite(path, Self.renameAndAdd)
    _ = try session.run(line: "save")
    let text = try Self.read(path)
    #expect(text.contains("- [ ] GUI with docking\n- [ ] New card\n"))
    #expect(text.contains("## Done\n\n- [x] Ship it\n- [ ] Fix login\n"))
  }

  @Test("with nothing unsaved, save opens the new version and writes nothing")
  func nothingUnsaved() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    try Self.replace(path, Self.renameAndAdd)
    let theirs = try Self.read(path)
    #expect(
      try session.say("save") == [
        "Tasks.md changed on disk, and nothing here was unsaved. Opened the new version."
      ])
    #expect(try Self.read(path) == theirs)
    #expect(session.scene.hasNode(named: "GUI with docking"))
  }

  @Test("a move whose card was deleted elsewhere is named, nothing is written, exit status 3")
  func conflict() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    try Self.replace(path) { $0.replacingOccurrences(of: "- [ ] Write docs\n", with: "") }
    let theirs = try Self.read(path)
    let error = try #require(throws: CommandError.self) { try session.run(line: "save") }
    #expect(error.exitStatus == .file)
    #expect(error.code == .fileChanged)
    #expect(
      error.message
        == "Tasks.md changed on disk, and your move of Write docs cannot be applied to it, because Write docs was deleted or renamed there. Nothing was written"
    )
    #expect(error.hint?.contains("reload") == true && error.hint?.contains("save!") == true)
    #expect(try Self.read(path) == theirs)
    #expect(session.hasUnsavedChanges)
    // The person chooses: save! keeps dnd's version and says what of theirs it drops.
    try Self.replace(path) { $0.replacingOccurrences(of: "- [ ] GUI\n", with: "- [ ] Theirs\n") }
    let said = try session.say("save!")
    #expect(said == ["Saved your version over Tasks.md, dropping what the other program added or renamed, Theirs."])
    #expect(try Self.read(path).contains("- [ ] Write docs\n"))
  }

  @Test("reload takes the version on disk and drops the unsaved changes")
  func reload() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    try Self.replace(path, Self.renameAndAdd)
    let theirs = try Self.read(path)
    #expect(try session.say("reload") == ["Reloaded Tasks.md as it is on disk, dropping your 1 unsaved change."])
    #expect(try Self.read(path) == theirs)
    #expect(!session.hasUnsavedChanges)
    #expect(try session.say("save") == ["Saved the board to \(path)."])
    #expect(try Self.read(path) == theirs)
  }

  @Test("a file deleted is said once, and save writes it back")
  func deleted() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    unlink(path)
    #expect(
      session.answer(session.checkOpenFile()) == ["Tasks.md was deleted or moved away. Type save to write it back."])
    #expect(session.checkOpenFile().isEmpty)
    #expect(try session.say("save") == ["Tasks.md was deleted or moved away. It is written back."])
    #expect(try Self.read(path).contains("## Doing\n\n- [ ] Fix login\n- [ ] Write docs\n"))
  }

  @Test("the session notices a change between commands: reloads with nothing unsaved, else says it once")
  func noticed() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"select "Fix login""#)
    #expect(session.checkOpenFile().isEmpty)
    try Self.replace(path, Self.renameAndAdd)
    #expect(session.answer(session.checkOpenFile()) == ["Tasks.md changed on disk. Showing the new version."])
    #expect(session.scene.hasNode(named: "New card"))
    // The selection is kept by name.
    #expect(session.selection.flatMap { session.scene.name(of: $0) } == "Fix login")
    _ = try session.run(line: #"drag "New card" to Done"#)
    try Self.replace(path) { $0 + "- [ ] Later\n" }
    #expect(
      session.answer(session.checkOpenFile()) == [
        "Tasks.md changed on disk. Type save to apply your changes to the new version."
      ])
    try Self.replace(path) { $0 + "- [ ] Later still\n" }
    #expect(session.checkOpenFile().isEmpty)
  }

  @Test("a new version that cannot be read is said, without its place, and the session keeps what it shows")
  func unreadable() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    try Self.replace(path) { $0 + "%% kanban:settings\n```\n{not json\n```\n%%\n" }
    let said = session.answer(session.checkOpenFile())
    #expect(said.count == 1)
    #expect(
      said.first?.hasPrefix(
        "Tasks.md changed on disk, and the new version cannot be read yet. The kanban settings block is not valid JSON")
        == true, "\(said)")
    #expect(said.first?.contains(":13:") == false)
    #expect(session.scene.hasNode(named: "Write docs"))
    // Said once; the fixed file is then opened.
    #expect(session.checkOpenFile().isEmpty)
    try Self.replace(path, Self.renameAndAdd)
    let fixed = try Self.read(path).replacingOccurrences(of: "{not json", with: "{}")
    try Self.replace(path) { _ in fixed }
    #expect(session.answer(session.checkOpenFile()) == ["Tasks.md changed on disk. Showing the new version."])
  }

  @Test("never in the middle of a lift: the change waits for the drop")
  func notWhileLifted() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"lift "Fix login""#)
    try Self.replace(path, Self.renameAndAdd)
    #expect(session.checkOpenFile().isEmpty)
    _ = try session.run(line: "cancel")
    #expect(session.answer(session.checkOpenFile()) == ["Tasks.md changed on disk. Showing the new version."])
  }

  @Test("the same bytes written again are no change")
  func sameBytes() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    try Self.replace(path) { $0 }
    #expect(session.checkOpenFile().isEmpty)
    #expect(try session.say("save") == ["Saved the board to \(path)."])
  }

  @Test("JSON says what was done")
  func json() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .json)
    _ = try session.run(line: #"drag "Write docs" to Doing"#)
    try Self.replace(path, Self.renameAndAdd)
    #expect(
      try session.say("save") == [
        #"{"event":"file-changed","file":"\#(path)","action":"merged","steps":1}"#
      ])
  }

  @Test("a recording into the open file is refused")
  func recordingIntoTheOpenFile() throws {
    let path = try Self.file()
    var session = try CommandSession.opening(path, mode: .screenReader)
    let error = try #require(throws: CommandError.self) { try session.run(line: "record \(path)") }
    #expect(error.message.contains("it is the open file"))
  }

  /// Random interleavings on a board: dnd drags cards between lanes while another program adds
  /// cards, renames cards and deletes cards. The saved file holds every outside change and every
  /// dnd move that could be applied; when one cannot be, nothing is written and the move is named.
  @Test("random interleavings of dnd moves and outside edits", arguments: 0..<40)
  func interleavings(_ seed: UInt64) throws {
    var random = SplitMix(state: seed)
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    let lanes = ["To Do", "Doing", "Done"]
    var text = "---\n\nkanban-plugin: basic\n\n---\n\n"
    var cards: [String: String] = [:]
    for lane in lanes {
      text += "## \(lane)\n\n"
      for index in 0..<3 {
        let card = "\(lane) card \(index)"
        cards[card] = lane
        text += "- [ ] \(card)\n"
      }
      text += "\n"
    }
    let path = try Self.file(text)
    var session = try CommandSession.opening(path, mode: .screenReader)
    var moved: [String: String] = [:]
    var added: [String] = []
    var renamed: [String: String] = [:]
    var deleted: Set<String> = []
    for step in 0..<8 {
      if random.next() % 2 == 0 {
        let card = pick(cards.keys.sorted())
        let lane = pick(lanes)
        let before = session.document.unsavedSteps.count
        guard (try? session.run(line: "drag \"\(card)\" to \"\(lane)\"")) != nil else { continue }
        // A drop where the card already was is no step: nothing to apply.
        if session.document.unsavedSteps.count > before { moved[card] = lane }
      } else {
        switch random.next() % 3 {
        case 0:
          let card = "Outside \(seed) \(step)"
          let lane = pick(lanes)
          try Self.replace(path) {
            $0.replacingOccurrences(of: "## \(lane)\n\n", with: "## \(lane)\n\n- [ ] \(card)\n")
          }
          added.append(card)
        case 1:
          let card = pick(cards.keys.sorted())
          guard renamed[card] == nil, !deleted.contains(card) else { continue }
          try Self.replace(path) { $0.replacingOccurrences(of: "- [ ] \(card)\n", with: "- [ ] \(card) renamed\n") }
          renamed[card] = "\(card) renamed"
        default:
          let card = pick(cards.keys.sorted())
          guard renamed[card] == nil else { continue }
          try Self.replace(path) { $0.replacingOccurrences(of: "- [ ] \(card)\n", with: "") }
          deleted.insert(card)
        }
      }
    }
    let theirs = try Self.read(path)
    let lost = Set(moved.keys).intersection(Set(renamed.keys).union(deleted))
    do {
      _ = try session.run(line: "save")
      // Every move whose card is still there under its name was applied.
      #expect(lost.isEmpty, "seed \(seed): \(lost) were changed elsewhere but the save went ahead")
    } catch {
      // A card changed elsewhere, or both of a moved card's new neighbours deleted there.
      let placeGone = error.message.contains("the items around its place")
      #expect(!lost.isEmpty || placeGone, "seed \(seed): \(error.message)")
      #expect(error.code == .fileChanged)
      #expect(placeGone || lost.contains { error.message.contains($0) }, "seed \(seed): \(error.message)")
      #expect(try Self.read(path) == theirs, "seed \(seed): a refused save wrote")
      return
    }
    let saved = try Self.read(path)
    for card in added { #expect(saved.contains("- [ ] \(card)\n"), "seed \(seed): lost \(card)") }
    for (_, name) in renamed { #expect(saved.contains("- [ ] \(name)\n"), "seed \(seed): lost \(name)") }
    for card in deleted { #expect(!saved.contains("- [ ] \(card)\n"), "seed \(seed): brought back \(card)") }
    // Each moved card sits in the lane dnd last put it in.
    for (card, lane) in moved {
      guard let cardRange = saved.range(of: "- [ ] \(card)\n") ?? saved.range(of: "- [x] \(card)\n") else {
        Issue.record("seed \(seed): \(card) is missing")
        continue
      }
      let heading = saved[..<cardRange.lowerBound].components(separatedBy: "## ").last?.prefix { $0 != "\n" }
      #expect(heading.map(String.init) == lane, "seed \(seed): \(card) is not in \(lane)")
    }
  }
}

/// Real boards and pages (the CommonMark and board tests' files): dnd moves blocks while another
/// program adds one; the save keeps both, and the file reads back as the session shows it.
@Suite("Changed on disk: real boards and pages")
struct ChangedOnDiskRealPagesTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let files: [String] = {
    var files: [String] = []
    for folder in ["Outlines/Real", "Boards", "Boards/Real"] {
      let url = tests.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".md") {
        files.append("\(folder)/\(name)")
      }
    }
    return files.sorted()
  }()

  /// Each node's title, indented by its depth: the tree as a person reads it. An empty archive,
  /// which a board's reader leaves out, is left out.
  static func outline(_ scene: Scene) -> String {
    var lines: [String] = []
    func walk(_ id: NodeID, _ depth: Int) {
      for child in scene.children(of: id) {
        if id == .root, scene.title(of: child) == "Archive", scene.children(of: child).isEmpty { continue }
        lines.append(String(repeating: "  ", count: depth) + (scene.title(of: child) ?? ""))
        walk(child, depth + 1)
      }
    }
    walk(.root, 0)
    return lines.joined(separator: "\n")
  }

  /// A node's titles from below the root: names number repeated texts in document order, which
  /// a move changes; titles do not.
  static func titlePath(of id: NodeID, in scene: Scene) -> [String] {
    var titles: [String] = []
    var current = id
    while current != .root, let parent = scene.parentID(of: current) {
      titles.append(scene.title(of: current) ?? "")
      current = parent
    }
    return titles.reversed()
  }

  static func node(atTitlePath titles: [String], in scene: Scene) -> NodeID? {
    var candidates = [NodeID.root]
    for title in titles {
      candidates = candidates.flatMap { scene.children(of: $0).filter { scene.title(of: $0) == title } }
    }
    return candidates.first
  }

  @Test("there are real boards and pages") func enough() { #expect(Self.files.count >= 15) }

  @Test("moves made here and a block added elsewhere are both saved", arguments: files)
  func both(_ file: String) throws {
    let original = String(decoding: try Data(contentsOf: Self.tests.appendingPathComponent(file)), as: UTF8.self)
    let path = try ChangedOnDiskTests.file(original)
    // A real file dnd refuses (a board whose settings are not JSON) has nothing to save.
    guard var session = try? CommandSession.opening(path, mode: .screenReader) else { return }
    var random = SplitMix(state: UInt64(original.utf8.count))
    // Three moves, each into a container that takes it, at a random place.
    var moved: [(item: [String], from: [String])] = []
    for _ in 0..<3 {
      let scene = session.scene
      let nodes = scene.subtreeIDs(of: .root).filter { $0 != .root && scene[$0]!.properties.draggable }
      guard !nodes.isEmpty else { break }
      let item = nodes[Int(random.next() % UInt64(nodes.count))]
      let targets = ([NodeID.root] + scene.subtreeIDs(of: .root)).filter { scene.refusal(of: item, into: $0) == nil }
      guard !targets.isEmpty else { continue }
      let target = targets[Int(random.next() % UInt64(targets.count))]
      let count = scene.childCount(of: target, excluding: item) + 1
      let position = 1 + Int(random.next() % UInt64(count))
      let from = Self.titlePath(of: item, in: scene)
      _ = try session.document.handle(.began(scene.absoluteFrame(of: item).center, item: item))
      _ = try session.document.handle(.changed(.zero, target: NamedTarget(container: target, position: position)))
      _ = try session.document.handle(.ended(session.document.drag.context!.rawPoint))
      session.hasUnsavedChanges = true
      moved.append((Self.titlePath(of: item, in: session.scene), from))
    }
    // The other program adds a block: a card under a board's first lane, an item at a page's end.
    try ChangedOnDiskTests.replace(path) { text in
      if session.board != nil, let lane = text.range(of: "\n## ") {
        let end = text[lane.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        var copy = text
        copy.insert(contentsOf: "\n- [ ] Added elsewhere\n", at: end)
        return copy
      }
      return text + (text.hasSuffix("\n") ? "" : "\n") + "\n- Added elsewhere\n"
    }
    let theirs = try ChangedOnDiskTests.read(path)
    do {
      _ = try session.run(line: "save")
    } catch {
      guard error.message.hasPrefix("the document would not read back") else { throw error }
      // A move the writer cannot write on this page (tabs mixed with spaces) is refused as it
      // is without a change on disk; nothing was written.
      #expect(try ChangedOnDiskTests.read(path) == theirs, "\(file): a refused save wrote")
      return
    }
    let saved = try ChangedOnDiskTests.read(path)
    #expect(saved.contains("Added elsewhere"), "\(file): the block added elsewhere is lost")
    // What was saved reads back as the session shows it.
    let reread = try CommandSession.opening(path, mode: .screenReader)
    #expect(Self.outline(reread.scene) == Self.outline(session.scene), "\(file)")
    // Each moved block is where it was moved to, unless a later move took it or a block around it on.
    for (index, move) in moved.enumerated()
    where !moved[(index + 1)...].contains(where: { move.item.starts(with: $0.from) }) {
      let node = Self.node(atTitlePath: move.item, in: reread.scene)
      #expect(node != nil, "\(file): \(move.item) is not where it was moved")
    }
  }
}
