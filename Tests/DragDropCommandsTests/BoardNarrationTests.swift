import DragDropKit
import DragDropTranslations
import Foundation
import Testing

@testable import DragDropCommands
@testable import DragDropFormats

/// A board by ear (issue 41): `tree` says a summary, each lane with its cards counted and each
/// card by its name, state, tags, date and time; `info` and a selection say a card's tags, date
/// and time; boards and documents say no pixel geometry. A plain scene is said as before.
@Suite("Boards by ear")
struct BoardNarrationTests {
  static let board = """
    ---

    kanban-plugin: basic

    ---

    ## To Do

    - [ ] Write the release notes #docs
    - [ ] Fix the login timeout #bug #urgent @{2026-12-01} @@{09:05}
    \t- it fails after 30 s on slow links
    - [ ] Review [[Design/API draft]] with Sam @{2026-07-31}


    ## Doing (2)

    - [ ] Set up CI #infra @@{14:00}


    ## Done

    **Complete**
    - [x] Draft the roadmap


    ## Waiting



    ***

    ## Archive

    - [x] Old task

    """

  /// A session on board text, opened from a file as `dnd FILE` opens it.
  static func session(_ text: String = board, mode: OutputMode = .screenReader, running lines: [String] = [])
    throws -> CommandSession
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-board-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("team.md").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var session = try CommandSession.opening(path, mode: mode)
    for line in lines { _ = try session.run(line: line) }
    return session
  }

  @Test("a card keeps every tag, its date and its time on its node; its name hides them")
  func cardDetails() throws {
    let (scene, _) = try BoardFile.decode(Self.board)
    let card = try #require(scene.nodes(named: "Fix the login timeout").first)
    let properties = scene[card]!.properties
    #expect(properties.kind == "bug")
    #expect(properties.tags == ["bug", "urgent"])
    #expect(properties.date == "2026-12-01")
    #expect(properties.time == "09:05")
    let review = try #require(scene.nodes(named: "Review API draft with Sam").first)
    #expect(scene[review]!.properties.tags == [])
    #expect(scene[review]!.properties.date == "2026-07-31")
    #expect(scene[review]!.properties.time == nil)
  }

  @Test("heard, a board's tree is a summary, each lane with its cards counted, each card by name, tags and date")
  func spokenTree() throws {
    var session = try Self.session()
    #expect(
      try session.say("tree") == [
        "5 lanes and 6 cards.",
        "To Do, 3 cards",
        "Write the release notes, docs",
        "Fix the login timeout, bug, urgent, due 1 December 2026 at 9 05",
        "Review API draft with Sam, due 31 July 2026",
        "Doing, 1 card, holds at most 2",
        "Set up CI, infra, at 14 o'clock",
        "Done, 1 card",
        "Draft the roadmap, done",
        "Waiting, no cards",
        "Archive, 1 card, takes no drops",
        "Old task, done",
      ])
    #expect(
      try session.say("tree Doing") == [
        "Doing, 1 card, holds at most 2",
        "Set up CI, infra, at 14 o'clock",
      ])
  }

  @Test("shown, a board's tree has the summary for a first line and the same words after each name")
  func visualTree() throws {
    var session = try Self.session(mode: .visual)
    #expect(
      try session.say("tree") == [
        "5 lanes and 6 cards.",
        "├── To Do  3 cards",
        "│   ├── Write the release notes  docs",
        "│   ├── Fix the login timeout  bug, urgent, due 1 December 2026 at 9 05",
        "│   └── Review API draft with Sam  due 31 July 2026",
        "├── Doing  1 card, holds at most 2",
        "│   └── Set up CI  infra, at 14 o'clock",
        "├── Done  1 card",
        "│   └── Draft the roadmap, done",
        "├── Waiting  no cards",
        "└── Archive  1 card, takes no drops",
        "    └── Old task, done",
      ])
  }

  @Test("JSON keeps the tree's data and adds a card's tags, date and time")
  func jsonTree() throws {
    var session = try Self.session(mode: .json)
    let tree = try session.say("tree Doing")
    #expect(
      tree == [
        #"{"event":"tree","root":{"name":"Doing","type":"container","frame":{"x":280,"y":20,"width":240,"height":480},"#
          + #""children":[{"name":"Set up CI","type":"item","frame":{"x":8,"y":8,"width":224,"height":40},"kind":"infra","#
          + #""tags":["infra"],"time":"14:00"}]}}"#
      ])
    let info = try session.say(#"info "Fix the login timeout""#)
    #expect(info.count == 1)
    #expect(info[0].contains(#""frame":{"x":8,"y":56,"width":224,"height":40}"#), "\(info)")
    #expect(info[0].contains(#""tags":["bug","urgent"],"date":"2026-12-01","time":"09:05""#), "\(info)")
  }

  @Test("info of a card says its tags, date and time and no geometry; a lane says its rules without geometry")
  func info() throws {
    var session = try Self.session()
    #expect(
      try session.say(#"info "Fix the login timeout""#) == [
        "Fix the login timeout, item, kind bug, also tagged urgent, due 1 December 2026 at 9 05, in To Do, position 2 of 3.",
        "Can be dragged.",
      ])
    #expect(
      try session.say("info Doing") == [
        "Doing, container, in scene, position 2 of 5.",
        "Takes any kind, holds at most 2, cannot be dragged.",
      ])
    var visual = try Self.session(mode: .visual)
    let lines = try visual.say(#"info "Set up CI""#)
    #expect(lines.first == "Doing/Set up CI (item, kind infra, at 14 o'clock)", "\(lines)")
    #expect(!lines.contains { $0.contains("frame:") || $0.contains("absolute:") }, "\(lines)")
  }

  @Test("selecting a card, by name or by arrow, says its tags, date and time")
  func selection() throws {
    var session = try Self.session()
    #expect(
      try session.say(#"select "Fix the login timeout""#) == [
        "Selected Fix the login timeout, bug, urgent, due 1 December 2026 at 9 05, in To Do, position 2 of 3."
      ])
    #expect(
      try session.say("select next") == [
        "Review API draft with Sam, due 31 July 2026, in To Do, position 3 of 3."
      ]
    )
    #expect(
      try session.say("select previous") == [
        "Fix the login timeout, bug, urgent, due 1 December 2026 at 9 05, in To Do, position 2 of 3."
      ])
    // A step names the card first, as a list's arrows do; a name typed says Selected.
    #expect(try session.say("select first") == ["Write the release notes, docs, in To Do, position 1 of 3."])
    // Right, as the arrow key browses: the next lane's card.
    #expect(try session.say("select right") == ["Set up CI, infra, at 14 o'clock, in Doing, position 1 of 1."])
  }

  @Test("German says the board, the date and the time in German")
  func german() throws {
    var session = try Self.session(running: ["set language de"])
    let tree = try session.say("tree")
    #expect(tree.count == 12)
    #expect(tree[0] != "5 lanes and 6 cards.")
    #expect(tree[3].hasPrefix("Fix the login timeout, bug, urgent, "), "\(tree[3])")
    #expect(tree[3].contains("Dezember 2026"), "\(tree[3])")
    #expect(!tree[3].contains("December"), "\(tree[3])")
    let info = try session.say(#"info "Fix the login timeout""#)
    #expect(info.count == 2)
    #expect(info[0].contains("Dezember 2026"), "\(info)")
  }

  @Test("a date or time in another form is said as written")
  func otherDates() throws {
    let text = Self.board.replacing("@{2026-07-31}", with: "@{31/07/2026}").replacing("@@{14:00}", with: "@@{2pm}")
    var session = try Self.session(text)
    let tree = try session.say("tree")
    #expect(tree.contains("Review API draft with Sam, due 31/07/2026"), "\(tree)")
    #expect(tree.contains("Set up CI, infra, at 2pm"), "\(tree)")
  }

  @Test("a long board says a summary, 30 lines, and how to hear the rest; tree all says every line")
  func longBoard() throws {
    var text = "---\nkanban-plugin: basic\n---\n"
    for lane in 1...3 {
      text += "\n## Lane \(lane)\n\n"
      for card in 1...15 { text += "- [ ] Card \(lane)-\(card)\n" }
    }
    for mode in [OutputMode.screenReader, .visual] {
      var session = try Self.session(text, mode: mode)
      let lines = try session.say("tree")
      #expect(lines.count == 32, "\(lines)")
      #expect(lines.first == "3 lanes and 45 cards.")
      #expect(
        lines.last
          == "18 more lines not shown. Type tree all for every line, tree depth and a number for more levels, or tree and a name for one part."
      )
      #expect(try session.say("tree all").count == 49)
    }
  }

  @Test("a plain scene's tree and info are as they were")
  func plainScene() throws {
    var session = try CommandSession.demo("kanban")
    let tree = try session.say("tree")
    #expect(tree.first == "scene, container, 3 children, takes no drops")
    #expect(tree.contains("Fix login, item, level 2, 2 of 3, bug"), "\(tree)")
    let info = try session.say(#"info "Fix login""#)
    #expect(info.count == 3)
    #expect(info[1].hasPrefix("It is at "), "\(info)")
  }

  @Test("info of a document's block says no geometry")
  func documentInfo() throws {
    var session = try CommandSession.demo("outline")
    #expect(
      try session.say("info Deploy") == [
        "Deploy, to do, list item, level 1, no children, in Backend, position 3 of 3.",
        "Takes items only, can be dragged.",
      ])
  }
}
