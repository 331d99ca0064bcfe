import DragDropKit
import Testing

@testable import DragDropCommands

/// The interactive session as a model, in memory: the bytes a terminal sends, read as keys by
/// `KeyBindings`, handed to `InteractiveSession`, and what it answers.
@Suite("The interactive session as a model: keys in, answers out, no terminal")
struct InteractiveSessionTests {
  /// A session on the kanban demo, in screen-reader words, writing into memory.
  func kanban(_ sink: Answers) -> InteractiveSession {
    let runner = BatchRunner(
      session: CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader),
      narrator: Narrator(), sink: sink)
    var session = InteractiveSession(runner: runner)
    _ = session.handle(line: "select \"Write docs\"")
    _ = sink.take()
    return session
  }

  /// The key a terminal's bytes stand for, as the line editor binds it.
  func key(_ notation: String) throws -> SessionKey {
    try #require(KeyBindings.binding(forBytes: KeyBindings.bytes(notation))?.key, "\(notation)")
  }

  @Test("Space lifts, Down moves, Space drops: the bytes of each key, answered as the user hears them")
  func liftMoveDrop() throws {
    let sink = Answers()
    var session = kanban(sink)
    var answers: [String] = []
    for notation in [" ", "\\e[B", "\\e[C", " "] {
      let answer = session.handle(try key(notation), lineIsEmpty: true)
      #expect(answer == .answered, "\(notation)")
      answers.append(sink.take())
    }
    #expect(
      answers == [
        "Lifted Write docs from To Do, position 1 of 3.\nArrows move it, Space drops, Escape puts it back.\n",
        "To Do, position 2 of 3.\n", "Doing, position 2 of 2.\n", "Dropped.\n",
      ])
    #expect(session.lineNumber == 5)
  }

  @Test("a key on a line being typed is the line editor's, and changes nothing")
  func typingIsTheEditors() throws {
    let sink = Answers()
    var session = kanban(sink)
    #expect(!session.takes(.space, lineIsEmpty: false))
    let typed = session.handle(.space, lineIsEmpty: false)
    #expect(typed == .lineEditing)
    #expect(sink.take() == "")
    #expect(session.runner.session.document.lifted == nil)
    // Escape with text on the line clears it, unless an item is lifted: then it puts it back.
    #expect(!session.takes(.cancel, lineIsEmpty: false))
    _ = session.handle(.space, lineIsEmpty: true)
    #expect(session.takes(.cancel, lineIsEmpty: false))
  }

  @Test("Escape puts a lifted card back; Control-C cancels too, and on a typed line abandons it")
  func cancelAndInterrupt() throws {
    let sink = Answers()
    var session = kanban(sink)
    _ = session.handle(.space, lineIsEmpty: true)
    _ = sink.take()
    let escape = session.handle(try key("\\C-g"), lineIsEmpty: true)
    #expect(escape == .answered)
    #expect(sink.take() == "Put back in To Do, position 1 of 3.\n")
    #expect(!session.interruptAnswers(lineIsEmpty: false))
    let abandons = session.interrupt(lineIsEmpty: false)
    #expect(!abandons)
    let answers = session.interrupt(lineIsEmpty: true)
    #expect(answers)
    #expect(sink.take().hasPrefix("Nothing is lifted"))
  }

  @Test("the prompt names the lifted item in pictures, and is empty for the ear")
  func prompt() {
    let sink = Answers()
    var session = kanban(sink)
    #expect(session.prompt == "")
    _ = session.handle(line: "set mode visual")
    #expect(session.prompt == "dnd> ")
    _ = session.handle(.space, lineIsEmpty: true)
    #expect(session.prompt == "dnd [Write docs]> ")
    #expect(session.wantsView)
    _ = session.handle(line: "set view off")
    #expect(!session.wantsView)
  }

  @Test("Control-D with unsaved work warns once, then leaves; quit ends the session")
  func endOfInput() {
    let sink = Answers()
    var session = kanban(sink)
    let leaves = session.endOfInput()
    #expect(!leaves)
    _ = session.handle(line: "drag \"Write docs\" to Done")
    _ = sink.take()
    let stays = session.endOfInput()
    #expect(stays)
    #expect(sink.take().contains("unsaved"))
    let leavesNow = session.endOfInput()
    #expect(!leavesNow)
    let goesOn = session.handle(line: "quit!")
    #expect(!goesOn)
  }

  @Test("Shift with an arrow, nothing lifted, says what the arrows do")
  func arrowsHint() throws {
    let sink = Answers()
    var session = kanban(sink)
    _ = session.handle(line: "set arrows history")
    _ = sink.take()
    let right = try key("\\e[1;2C")
    let answer = session.handle(right, lineIsEmpty: true)
    #expect(answer == .answered)
    #expect(sink.take() == Narrator().arrowsHint() + "\n")
  }

  @Test("Tab again on the same line is one short answer, in the session's language")
  func sameChoices() {
    let sink = Answers()
    var session = kanban(sink)
    #expect(session.sameChoices(4) == "The same 4 choices. Type more of the word to narrow them.")
    _ = session.handle(line: "set language de")
    #expect(session.sameChoices(4) != "The same 4 choices. Type more of the word to narrow them.")
  }
}

/// An output sink that keeps what is written, for tests.
final class Answers: OutputSink {
  let lineBuffer = OutputBuffer()
  var errors: [String] = []
  func didWrite() {}
  func error(_ line: String) { errors.append(line) }

  /// What was written since the last call, errors after answers.
  func take() -> String {
    defer {
      lineBuffer.removeAll()
      errors = []
    }
    return lineBuffer.text + errors.map { $0 + "\n" }.joined()
  }
}
