import DragDropKit
import Testing

@testable import DragDropCommands

@Suite("Narrator: the session's own lines") struct NarratorTests {
  @Test("the greeting and the unsaved-changes warning come from the narrator, with names escaped")
  func sessionLines() {
    let narrator = Narrator()
    #expect(narrator.greeting(scene: "the kanban demo").hasPrefix("dnd, the kanban demo. Type help for commands"))
    #expect(narrator.greeting(scene: "evil\u{1B}[2J.json").contains("evil\\u{1b}[2J.json"))
    #expect(narrator.unsavedWarning(file: nil).contains("Type save FILE to keep them"))
    let warning = narrator.unsavedWarning(file: "board\u{07}.json")
    #expect(warning.contains("save to write board\\u{7}.json"))
    #expect(!warning.unicodeScalars.contains { $0.value < 0x20 })
  }
}

@Suite("Jumps: Home, End, Page and Tab as commands") struct JumpTests {
  func say(_ lines: [String], mode: OutputMode = .screenReader) throws -> [String] {
    var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: mode)
    var output: [String] = []
    for line in lines { output += try session.say(line) }
    return output
  }

  @Test("move first and last stay in the column; next and previous visit every column; accepting skips refusals")
  func jumps() throws {
    let lines = try say([
      "lift \"Fix login\"", "move last", "move first", "move next", "move next", "move next accepting",
      "move previous accepting", "cancel",
    ])
    #expect(lines.contains("To Do, position 3 of 3."))
    #expect(lines.contains("To Do, position 1 of 3."))
    #expect(lines.contains("Doing, position 2 of 2."))
    #expect(lines.contains("Done takes no bugs."))
    // From Done, the next container that takes bugs wraps round to To Do.
    #expect(lines.filter { $0 == "To Do, position 3 of 3." }.count == 2)
    #expect(try Parser.parse(line: "move next accepting").first?.command == .jump(.next(accepting: true)))
  }

  @Test("a jump with nowhere to go says so")
  func nowhere() throws {
    var scene = Scene(size: Size(width: 300, height: 300))
    let view = try scene.addNode(named: "view", type: .container, frame: Rect(x: 0, y: 0, width: 200, height: 200))
    try scene.addNode(named: "red", type: .item, frame: Rect(x: 10, y: 10, width: 20, height: 20), in: view)
    var session = CommandSession(scene: scene, mode: .screenReader)
    _ = try session.run(line: "lift red")
    #expect(
      try session.say("move first")
        == ["red is over view, which has no first or last position."])
    #expect(
      try session.say("move next accepting")
        == ["No other container would take red."])
  }
}

@Suite("Help by ear") struct SpokenHelpTests {
  @Test("screen-reader help reads as sentences: no bars, brackets or ellipses, lines of at most 100 characters")
  func spokenHelp() throws {
    var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader)
    for topic in [nil] + CommandCatalog.names + ["keys", "accessibility", "scene-files", "exit-codes"] {
      let lines = try session.say(topic.map { "help \($0)" } ?? "help")
      #expect(!lines.isEmpty)
      for line in lines {
        #expect(!line.contains("|") && !line.contains("[") && !line.contains("..."), "help \(topic ?? ""): \(line)")
        #expect(line.count <= 100, "help \(topic ?? ""): \(line.count) characters")
      }
    }
  }

  @Test("by ear, a long help message breaks between its sentences, and a sentence too long by words")
  func spokenLinesBreakBetweenSentences() {
    let narrator = Narrator()
    let first = "dnd finds a running screen reader."
    let second = "If not, start it with --screen-reader, or type set mode screen-reader save."
    #expect(narrator.spokenLines(first + " " + second) == [first, second])
    #expect(narrator.spokenLines(first) == [first])
    let long = Array(repeating: "word", count: 40).joined(separator: " ") + "."
    let wrapped = narrator.spokenLines(first + " " + long)
    #expect(wrapped.first == first)
    #expect(wrapped.dropFirst().joined(separator: " ") == long)
    #expect(wrapped.allSatisfy { $0.count <= 100 })
  }
}
