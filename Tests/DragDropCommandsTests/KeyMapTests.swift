import DragDropKit
import Testing

@testable import DragDropCommands

/// The key map, tested in memory: which key means which command in which state, each command's
/// spelling reads back as the command, and keys drive a session without a terminal.
@Suite("Keys as data")
struct KeyMapTests {
  static let idle = KeyMap.State(lifted: false)
  static let lifted = KeyMap.State(lifted: true)
  static let typing = KeyMap.State(lifted: false, lineIsEmpty: false)
  static let document = KeyMap.State(lifted: true, isDocument: true)

  static func spelling(_ key: SessionKey, _ state: KeyMap.State) -> String? {
    guard case .command(_, let spelling) = KeyMap.action(for: key, in: state) else { return nil }
    return spelling
  }

  @Test("each key means its command, in each state")
  func table() {
    let cases: [(SessionKey, KeyMap.State, String?)] = [
      (.space, Self.idle, "lift"), (.space, Self.lifted, "drop"),
      (.controlSpace, Self.idle, "select toggle"),
      (.arrow(.right, shifted: false), Self.lifted, "move right"),
      (.arrow(.down, shifted: true), Self.lifted, "move down 10"),
      (.arrow(.right, shifted: false), Self.document, "indent"),
      (.arrow(.left, shifted: false), Self.document, "outdent"),
      (.arrow(.left, shifted: true), Self.document, "move left 10"),
      (.arrow(.up, shifted: false), Self.document, "move up"),
      (.arrow(.up, shifted: false), Self.idle, "select previous"),
      (.arrow(.up, shifted: false), Self.typing, nil),
      (.cancel, Self.idle, "cancel"), (.cancel, Self.lifted, "cancel"), (.cancel, Self.typing, nil),
      (.home, Self.lifted, "move first"), (.end, Self.lifted, "move last"),
      (.pageUp, Self.lifted, "move previous"), (.pageDown, Self.lifted, "move next"),
      (.tab(backward: false), Self.lifted, "move next accepting"),
      (.tab(backward: true), Self.lifted, "move previous accepting"),
      (.tab(backward: false), Self.idle, nil),
      // F2 says the last answer again, whatever is lifted or typed.
      (.sayAgain, Self.idle, "again"), (.sayAgain, Self.lifted, "again"), (.sayAgain, Self.typing, "again"),
    ]
    for (key, state, spelling) in cases {
      #expect(Self.spelling(key, state) == spelling, "\(key) in \(state)")
    }
    #expect(KeyMap.action(for: .arrow(.up, shifted: true), in: Self.idle) == .arrowsHint)
    // With nothing lifted the arrows browse, Home and End go to the level's ends.
    #expect(
      KeyMap.action(for: .arrow(.up, shifted: false), in: Self.idle)
        == .command(.select(.previous), spelling: "select previous"))
    #expect(
      KeyMap.action(for: .arrow(.down, shifted: false), in: Self.idle)
        == .command(.select(.next), spelling: "select next"))
    #expect(
      KeyMap.action(for: .arrow(.right, shifted: false), in: Self.idle)
        == .command(.select(.column(forward: true)), spelling: "select right"))
    let document = KeyMap.State(lifted: false, isDocument: true)
    #expect(
      KeyMap.action(for: .arrow(.right, shifted: false), in: document)
        == .command(.select(.child), spelling: "select child"))
    #expect(
      KeyMap.action(for: .arrow(.left, shifted: false), in: document)
        == .command(.select(.parent), spelling: "select parent"))
    #expect(KeyMap.action(for: .home, in: Self.idle) == .command(.select(.first), spelling: "select first"))
    // set arrows history: the arrows recall history and move the cursor, as in a shell.
    let history = KeyMap.State(lifted: false, arrows: .history)
    #expect(KeyMap.action(for: .arrow(.up, shifted: false), in: history) == .lineEditing)
    #expect(KeyMap.action(for: .arrow(.left, shifted: false), in: history) == .lineEditing)
    #expect(KeyMap.action(for: .arrow(.up, shifted: true), in: history) == .arrowsHint)
    #expect(KeyMap.action(for: .end, in: document) == .command(.select(.last), spelling: "select last"))
    #expect(KeyMap.action(for: .tab(backward: false), in: Self.idle) == .lineEditing)
  }

  @Test("every key's spelling reads back as the command it runs (what the journal and a recording keep)")
  func spellingsParse() throws {
    let keys: [SessionKey] =
      [
        .space, .controlSpace, .cancel, .home, .end, .pageUp, .pageDown, .tab(backward: false), .tab(backward: true),
        .sayAgain,
      ]
      + Direction.allCases.flatMap { [.arrow($0, shifted: false), .arrow($0, shifted: true)] }
    for key in keys {
      for state in [Self.idle, Self.lifted, Self.typing, Self.document] {
        guard case .command(let command, let spelling) = KeyMap.action(for: key, in: state) else { continue }
        let parsed = try Parser.parse(line: spelling)
        #expect(parsed.map(\.command) == [command], "\(key): \(spelling)")
      }
    }
  }

  @Test("the kanban task by keys, in memory: each key answers as its command does")
  func kanbanByKeys() {
    let sink = Lines()
    var runner = BatchRunner(
      session: CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader),
      narrator: Narrator(), sink: sink)
    runner.session.interactive = true
    let selected = runner.runLine("select \"Write docs\"", number: 1, file: "<input>")
    #expect(selected)
    var answers: [String] = []
    for (number, key) in [SessionKey.space, .arrow(.right, shifted: false), .arrow(.right, shifted: false), .space]
      .enumerated()
    {
      let state = KeyMap.State(lifted: runner.session.document.lifted != nil)
      guard case .command(let command, let spelling) = KeyMap.action(for: key, in: state) else {
        Issue.record("\(key) ran no command")
        return
      }
      sink.lineBuffer.removeAll()
      let ran = runner.run(key: command, spelling: spelling, number: number + 2)
      #expect(ran, "\(spelling)")
      answers.append(sink.lineBuffer.text)
    }
    #expect(
      answers == [
        "Lifted Write docs from To Do, position 1 of 3.\nArrows move it, Space drops, Escape puts it back.\n",
        "Doing, position 1 of 2.\n", "Done, position 1 of 2.\n", "Dropped.\n",
      ])
  }
}

extension KeyMapTests {
  @Test("an answer that ends at the cursor leaves the hint out, to fit a braille line; typed, it has it")
  func hintLeftOutAtTheCursor() {
    let sink = Lines()
    var runner = BatchRunner(
      session: CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader),
      narrator: Narrator(), sink: sink)
    runner.session.interactive = true
    runner.locatesErrors = false
    _ = runner.runLine("select \"Set up CI\"", number: 1, file: "<input>")
    let right = Command.select(.column(forward: true))
    let short = runner.run(key: right, spelling: "select right", number: 2, endsAtCursor: true)
    let shortErrors = sink.errors
    let typed = runner.run(key: right, spelling: "select right", number: 3)
    let typedErrors = sink.errors
    _ = runner.runLine("set verbosity verbose", number: 4, file: "<input>")
    let verbose = runner.run(key: right, spelling: "select right", number: 5, endsAtCursor: true)
    let verboseErrors = sink.errors
    #expect(!short && !typed && !verbose)
    #expect(shortErrors == ["Set up CI is in the last column."])
    #expect(typedErrors.last == "Set up CI is in the last column. select next goes on.")
    #expect(verboseErrors.last == "Set up CI is in the last column. select next goes on.")
  }
}

/// An output sink that keeps what is written, for tests.
private final class Lines: OutputSink {
  let lineBuffer = OutputBuffer()
  var errors: [String] = []
  func didWrite() {}
  func error(_ line: String) { errors.append(line) }

  @Test("with nothing lifted the arrows browse, in memory: down the cards, across the columns, to the ends")
  func browseByKeys() {
    let sink = Lines()
    var runner = BatchRunner(
      session: CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader),
      narrator: Narrator(), sink: sink)
    runner.session.interactive = true
    _ = runner.runLine("select \"Write docs\"", number: 1, file: "<input>")
    var answers: [String] = []
    let keys: [SessionKey] = [
      .arrow(.down, shifted: false), .arrow(.right, shifted: false), .end, .arrow(.left, shifted: false),
    ]
    for (number, key) in keys.enumerated() {
      guard case .command(let command, let spelling) = KeyMap.action(for: key, in: KeyMap.State(lifted: false)) else {
        Issue.record("\(key) ran no command")
        return
      }
      sink.lineBuffer.removeAll()
      _ = runner.run(key: command, spelling: spelling, number: number + 2)
      answers.append(sink.lineBuffer.text)
    }
    #expect(
      answers == [
        "Fix login, in To Do, position 2 of 3.\n", "Design API, in Doing, position 1 of 1.\n",
        "Design API, in Doing, position 1 of 1.\n", "Write docs, in To Do, position 1 of 3.\n",
      ])
  }
}
