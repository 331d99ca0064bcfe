import DragDropKit
import Foundation
import PropertyBased
import Testing

@testable import DragDropCommands
@testable import DragDropFormats

/// Markdown boards: six real shapes of the plugin's format (and a plain outline) read and written
/// back. Open and save gives the same bytes; a move changes exactly the moved card's lines; the
/// saved file reads back to the same scene.
@Suite("Markdown boards")
struct BoardFileTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Boards")
  static let files: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
      .sorted()
  }()

  static func text(_ file: String) throws -> String {
    try String(decoding: Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
  }

  /// Each lane's name and its cards' names and kinds, in order.
  static func lanes(_ scene: Scene) -> [[String]] {
    scene.root.children.map { lane in
      [scene.name(of: lane)!]
        + scene[lane]!.children.map { "\(scene.name(of: $0)!) [\(scene[$0]!.properties.kind ?? "")]" }
    }
  }

  /// Lifts an item and drops it into a container at a position, as the keyboard does.
  static func move(_ item: NodeID, to lane: NodeID, position: Int? = nil, in document: inout Document) throws {
    _ = try document.handle(.began(document.scene.absoluteFrame(of: item).center, item: item))
    _ = try document.handle(.changed(.zero, target: NamedTarget(container: lane, position: position)))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
  }

  @Test("there are at least six board files")
  func enough() { #expect(Self.files.count >= 6) }

  @Test("open and save with no change gives the identical bytes", arguments: files)
  func identity(_ file: String) throws {
    let original = try Self.text(file)
    let (scene, source) = try BoardFile.decode(original, name: file)
    #expect(Array(try BoardFile.text(of: scene, source: source).utf8) == Array(original.utf8))
  }

  @Test(
    "one card moved changes exactly the lines of that card's move, and the file reads back the same", arguments: files)
  func oneMove(_ file: String) throws {
    let original = try Self.text(file)
    let (scene, source) = try BoardFile.decode(original, name: file)
    let lanes = scene.root.children.filter { $0 != source.archive }
    // A card whose text no other card has, so that its lines can be found again.
    let texts = source.board.lanes.flatMap(\.cards).map(\.text)
    guard
      let card = lanes.flatMap({ scene[$0]!.children }).first(where: { id in
        let origin = source.cards[id]!
        let text = source.board.lanes[origin.lane!].cards[origin.index].text
        return texts.filter { $0 == text }.count == 1
      }),
      let from = scene[card]!.parent, let to = lanes.last(where: { $0 != from })
    else { Issue.record("\(file) needs two lanes and a card"); return }
    var document = Document(scene: scene)
    try Self.move(card, to: to, in: &document)
    #expect(document.scene[card]?.parent == to)
    let saved = try BoardFile.text(of: document.scene, source: source)

    // The card's own lines, as the file had them, with the checkbox the move gives it.
    let origin = source.cards[card]!
    let block = source.board.lanes[origin.lane!].cards[origin.index].lines.map(\.text)
    let old = BoardReader.split(original).map(\.text)
    let new = BoardReader.split(saved).map(\.text)
    #expect(new.count == old.count, "\(file): a move adds or drops no line")
    guard let oldStart = Self.find(block, in: old),
      let newStart = Self.find(Array(block.dropFirst()), in: new, after: { Self.sameCard($0, block[0]) })
    else { Issue.record("\(file): the card's lines are not together after the move"); return }
    var oldRest = old
    oldRest.removeSubrange(oldStart..<oldStart + block.count)
    var newRest = new
    newRest.removeSubrange(newStart..<newStart + block.count)
    #expect(newRest == oldRest, "\(file): only the moved card's lines differ")

    // The saved file reads back to the scene it was saved from.
    let (reread, _) = try BoardFile.decode(saved, name: file)
    #expect(Self.lanes(reread) == Self.lanes(document.scene))
  }

  /// Where a block of lines starts in a file.
  static func find(_ block: [String], in lines: [String]) -> Int? {
    guard !block.isEmpty, lines.count >= block.count else { return nil }
    return (0...(lines.count - block.count)).first { Array(lines[$0..<$0 + block.count]) == block }
  }

  /// Where a card's first line (matched loosely: its checkbox may change) and then its other lines start.
  static func find(_ rest: [String], in lines: [String], after first: (String) -> Bool) -> Int? {
    guard lines.count > rest.count else { return nil }
    return (0..<(lines.count - rest.count)).first {
      first(lines[$0]) && Array(lines[($0 + 1)..<($0 + 1 + rest.count)]) == rest
    }
  }

  /// The same list line, whatever its checkbox mark.
  static func sameCard(_ line: String, _ original: String) -> Bool {
    guard let a = BoardReader.listItem(line), let b = BoardReader.listItem(original) else { return line == original }
    return a.text == b.text && (a.mark == nil) == (b.mark == nil)
  }

  @Test("a card moved into a lane marked complete is checked, and unchecked when it leaves for another")
  func completeLanes() throws {
    let original = try Self.text("team.md")
    let (scene, source) = try BoardFile.decode(original, name: "team.md")
    var document = Document(scene: scene)
    let done = scene.onlyNode(named: "Done")!
    let todo = scene.onlyNode(named: "To Do")!
    try Self.move(scene.onlyNode(named: "Set up CI")!, to: done, in: &document)
    try Self.move(scene.onlyNode(named: "Draft the roadmap")!, to: todo, in: &document)
    let saved = try BoardFile.text(of: document.scene, source: source)
    #expect(saved.contains("- [x] Set up CI #infra\n"))
    #expect(saved.contains("- [ ] Draft the roadmap\n"))
    #expect(!saved.contains("- [x] Draft the roadmap"))
  }

  /// A board's text after moving cards, each to a lane (a position in it, or last), by name.
  static func moved(_ text: String, _ moves: [(card: String, lane: String)]) throws -> String {
    let (scene, source) = try BoardFile.decode(text, name: "moved.md")
    var document = Document(scene: scene)
    for (card, lane) in moves {
      let id = try #require(scene.onlyNode(named: card))
      try Self.move(id, to: try #require(scene.onlyNode(named: lane)), in: &document)
      #expect(document.scene.name(of: document.scene[id]!.parent!) == lane, "\(card) is in \(lane)")
    }
    return try BoardFile.text(of: document.scene, source: source)
  }

  @Test("an empty last lane before the archive takes a card inside it, and the archive stays the archive")
  func emptyLaneBeforeArchive() throws {
    let original = try Self.text("empty-last-lane-before-archive.md")
    let (scene, source) = try BoardFile.decode(original, name: "empty-last-lane-before-archive.md")
    #expect(scene.root.children.map { scene.name(of: $0)! } == ["Inbox", "Someday", "Archive"])
    let archive = try #require(source.archive)
    #expect(scene.name(of: archive) == "Archive")
    #expect(scene[archive]!.properties.accepts == .none)
    #expect(source.board.lanes.map(\.title) == ["Inbox", "Someday"])

    // The archive takes no drops: the card stays where it was.
    var document = Document(scene: scene)
    let card = scene.onlyNode(named: "Answer the survey")!
    try Self.move(card, to: archive, in: &document)
    if document.lifted != nil { _ = try document.handle(.cancelled) }
    #expect(document.scene[card]!.parent == scene.onlyNode(named: "Inbox"))

    let saved = try Self.moved(original, [("Book the flights", "Someday")])
    #expect(
      saved
        == original.replacingOccurrences(
          of: """
            - [ ] Book the flights


            ## Someday



            ***
            """,
          with: """


            ## Someday

            - [ ] Book the flights


            ***
            """))
  }

  @Test("an empty lane marked complete before the archive takes a card inside it, checked, before the ***")
  func emptyCompleteLaneBeforeArchive() throws {
    let original = try Self.text("notes-between-lanes.md")
    let (scene, source) = try BoardFile.decode(original, name: "notes-between-lanes.md")
    #expect(scene.root.children.map { scene.name(of: $0)! } == ["Research", "Writing", "Submitted", "Archive"])
    #expect(scene[try #require(source.archive)]!.properties.accepts == Accepts.none)
    let saved = try Self.moved(original, [("Outline", "Submitted")])
    #expect(
      saved
        == original.replacingOccurrences(of: "- [ ] Outline #writing\n", with: "")
        .replacingOccurrences(
          of: "**Complete**\n\n\n***\n", with: "**Complete**\n- [x] Outline #writing\n\n\n***\n"))
  }

  @Test("an empty last lane before the settings block takes a card inside it, with the blank lines after it")
  func emptyLaneBeforeSettings() throws {
    let original = try Self.text("empty-lane-before-settings.md")
    let saved = try Self.moved(original, [("Call the plumber", "Waiting")])
    #expect(
      saved
        == original.replacingOccurrences(of: "- [ ] Call the plumber #home\n", with: "")
        .replacingOccurrences(
          of: "## Waiting\n\n\n\n%%", with: "## Waiting\n\n- [ ] Call the plumber #home\n\n\n%%"))
  }

  @Test("empty lanes between lanes take cards under their heading, before the blank lines that end them")
  func emptyLanesBetween() throws {
    let original = try Self.text("limits-and-empty-lanes.md")
    let saved = try Self.moved(original, [("Slow search", "Doing"), ("Typo in menu", "Blocked")])
    #expect(
      saved
        == original.replacingOccurrences(
          of: """
            - [ ] Slow search #bug
            - [ ] Typo in menu #bug


            ## Doing (1)



            ## Blocked

            ## Shipped
            """,
          with: """


            ## Doing (1)

            - [ ] Slow search #bug


            ## Blocked
            - [ ] Typo in menu #bug

            ## Shipped
            """))
  }

  @Test(
    "an empty lane with no blank line after it gets one after its card, and none at the end of the file",
    arguments: [
      (
        "## A\n\n- [ ] one\n\n## B\n%% kanban:settings\n```\n{}\n```\n%%\n",
        "## A\n\n\n## B\n- [ ] one\n\n%% kanban:settings\n```\n{}\n```\n%%\n"
      ),
      ("## A\n- [ ] one\n## B\n**Complete**\n## C\n", "## A\n## B\n**Complete**\n- [x] one\n\n## C\n"),
      ("## A\n- [ ] one\n## B", "## A\n## B\n- [ ] one"),
    ])
  func noBlankLine(_ original: String, _ expected: String) throws {
    let saved = try Self.moved(original, [("one", "B")])
    #expect(saved == expected)
    let (reread, _) = try BoardFile.decode(saved, name: "t.md")
    #expect(Self.lanes(reread).map(\.count) == [1, 2] + (original.contains("## C") ? [1] : []))
  }

  @Test("a card dropped into a lane marked complete is done in the scene at once, as in the file; undo and redo follow")
  func doneInScene() throws {
    let (scene, source) = try BoardFile.decode(try Self.text("team.md"), name: "team.md")
    var session = CommandSession(scene: scene, mode: .screenReader)
    session.open = .board(source)
    let card = scene.onlyNode(named: "Set up CI")!
    let roadmap = scene.onlyNode(named: "Draft the roadmap")!
    #expect(session.scene[card]!.properties.task == .none)
    _ = try session.run(line: #"drag "Set up CI" to Done"#)
    #expect(session.scene[card]!.properties.task == .done)
    #expect(session.answer([.tree(scene.onlyNode(named: "Done")!, depth: nil)]).joined().contains("Set up CI, done"))
    #expect(session.answer([.info(card)]).joined().contains("done"))
    _ = try session.run(line: "undo")
    #expect(session.scene[card]!.properties.task == .none)
    _ = try session.run(line: "redo")
    #expect(session.scene[card]!.properties.task == .done)
    // Leaving a complete lane unchecks it; one added to a complete lane is checked.
    _ = try session.run(line: #"drag "Draft the roadmap" to "To Do"; add item "Ship it" in Done"#)
    #expect(session.scene[roadmap]!.properties.task == .none)
    #expect(session.scene[session.scene.onlyNode(named: "Ship it")!]!.properties.task == .done)
    let saved = try BoardFile.text(of: session.scene, source: source)
    #expect(saved.contains("- [x] Set up CI #infra\n- [x] Ship it\n"), "\(saved)")
    #expect(saved.contains("- [ ] Draft the roadmap\n"))
    // The file read back says the same of every card.
    let (reread, _) = try BoardFile.decode(saved, name: "team.md")
    for name in ["Set up CI", "Ship it", "Draft the roadmap", "Write the release notes"] {
      #expect(
        reread[reread.onlyNode(named: name)!]!.properties.task
          == session.scene[session.scene.onlyNode(named: name)!]!.properties.task, "\(name)")
    }
  }

  @Test("a card is named by its title as the plugin shows it, and a rename keeps its tags and dates")
  func titles() throws {
    #expect(BoardFile.title(of: "Fix the login timeout #bug @{2026-12-01}") == "Fix the login timeout")
    #expect(BoardFile.title(of: "Review [[Notes/API draft]] with Sam") == "Review API draft with Sam")
    #expect(
      BoardFile.title(of: "Read [[Notes/API draft|the draft]] and [the survey](https://x.org/a)")
        == "Read the draft and the survey")
    #expect(BoardFile.title(of: "Call at @@{10:30} #admin #home") == "Call at")
    #expect(BoardFile.title(of: "Issue #42 and C# code") == "Issue and C# code")
    #expect(BoardFile.title(of: "#tag-only") == "#tag-only", "a card that is only a tag keeps its text")
    let (scene, source) = try BoardFile.decode(
      "## Lane\n\n- [ ] Fix the login timeout #bug @{2026-12-01}\n", name: "t.md")
    var session = CommandSession(scene: scene, mode: .screenReader)
    session.open = .board(source)
    _ = try session.run(line: #"rename "Fix the login timeout" to "Fix the login bug""#)
    #expect(
      try BoardFile.encode(session.scene, source: source) == "## Lane\n\n- [ ] Fix the login bug #bug @{2026-12-01}\n")
  }

  @Test("names with control characters are escaped when shown and written back exactly")
  func controlCharacters() throws {
    let original = try Self.text("names.md")
    let (scene, source) = try BoardFile.decode(original, name: "names.md")
    let bell = scene.allNodes.first { $0.name.contains("\u{07}") }!
    var document = Document(scene: scene)
    try Self.move(bell.id, to: scene.onlyNode(named: "Chores")!, position: 1, in: &document)
    let saved = try BoardFile.text(of: document.scene, source: source)
    #expect(saved.contains("## Chores\n\n- [ ] Bell \u{07} card\n- [ ] Water plants\n"))
    let session = CommandSession(scene: document.scene, mode: .screenReader)
    let lines = session.answer([.tree(.root, depth: nil)])
    #expect(lines.joined().contains("Bell \\u{7} card"))
    #expect(!lines.joined().unicodeScalars.contains { $0.value == 7 || $0.value == 0x1B })
  }

  @Test(
    "a file that is not a board is refused with the line and the reason",
    arguments: [
      ("# Notes\n\nJust text.\n", 1, "no lanes"),
      ("---\nkanban-plugin: basic\n---\n- [ ] stray\n\n## Lane\n", 4, "a card before the first lane"),
      ("## Lane\n\n- [ ] a\n\n%% kanban:settings\n```\n{\"a\": 1,}\n```\n%%\n", 7, "not valid JSON"),
      ("---\nkanban-plugin: basic\n\n## Lane\n- [ ] a\n", 1, "front matter"),
      ("## Lane\n- [ ] a\n%% kanban:settings\n```\n{}\n", 3, "not closed"),
      ("# Doc\n\n## Part one\n\nSome prose.\n\n## Part two\n\nMore prose.\n", 3, "no cards"),
    ])
  func refused(_ text: String, _ line: Int, _ reason: String) {
    do {
      _ = try BoardFile.decode(text, name: "bad.md")
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.message.contains(reason), "\(error.message)")
      #expect(error.place?.line == line, "\(error.fullMessage)")
      #expect(error.exitStatus == .file)
    }
  }

  @Test("random moves on a random board, saved and read back, give the same lanes and cards in order")
  func randomMoves() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000).array(of: 10...60)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      var text = next(2) == 0 ? "---\n\nkanban-plugin: basic\n\n---\n\n" : "# Plain outline\n\n"
      let laneCount = 2 + next(4)
      for lane in 0..<laneCount {
        text += "## Lane \(lane)" + (next(4) == 0 ? " (\(1 + next(5)))" : "") + "\n\n"
        if next(3) == 0 { text += "**Complete**\n" }
        for card in 0..<(next(2) == 0 ? 1 + next(6) : next(3)) {
          text += "- [\(next(2) == 0 ? " " : "x")] card \(lane).\(card)" + (next(3) == 0 ? " #bug" : "") + "\n"
          if next(4) == 0 { text += "\t- sub-line of \(lane).\(card)\n" }
          if next(6) == 0 { text += "\n" }
        }
        text += String(repeating: "\n", count: next(3))
      }
      guard let (scene, source) = try? BoardFile.decode(text, name: "random.md") else { return }
      var document = Document(scene: scene)
      let lanes = scene.root.children
      for _ in 0..<next(8) {
        let cards = lanes.flatMap { document.scene[$0]!.children }
        guard !cards.isEmpty else { break }
        let card = cards[next(cards.count)]
        let lane = lanes[next(lanes.count)]
        let count = document.scene[lane]!.children.filter { $0 != card }.count
        try? Self.move(card, to: lane, position: 1 + next(count + 1), in: &document)
        if document.lifted != nil { _ = try document.handle(.cancelled) }
      }
      let saved = try BoardFile.text(of: document.scene, source: source)
      let (reread, _) = try BoardFile.decode(saved, name: "random.md")
      #expect(Self.lanes(reread) == Self.lanes(document.scene), "\(text)\n---\n\(saved)")
    }
  }
}
