import DragDropKit
import DragDropTranslations
import Testing

@testable import DragDropCommands

/// `find`: the first name that holds the words, in any case and without accents, then the next.
@Suite("Find by a word") struct FindTests {
  func session(_ lines: [String] = [], mode: OutputMode = .screenReader) throws -> CommandSession {
    try .demo("kanban", mode: mode, running: lines)
  }

  func say(_ line: String, in session: inout CommandSession) throws -> [String] { try session.say(line) }

  @Test("find selects the first match in reading order and says where it is and how many match")
  func first() throws {
    var session = try session()
    #expect(try say("find LOGIN", in: &session) == ["Fix login, in To Do, position 2 of 3, the only match."])
    #expect(session.selection == session.scene.firstNode(named: "Fix login"))
    #expect(try say("find t", in: &session) == ["To Do, in scene, position 1 of 3, match 1 of 4."])
  }

  @Test("find alone goes on to the next match, round to the first after the last")
  func next() throws {
    var session = try session(["find do"])
    let names = try (0..<4).map { _ in try say("find", in: &session)[0].prefix { $0 != "," } }
    #expect(names == ["Write docs", "Doing", "Done", "To Do"])
  }

  @Test("accents and case do not matter, either way")
  func accents() throws {
    var session = try session(["add item Café in \"To Do\"", "add item Ēxpress in Doing kind task"])
    #expect(try say("find cafe", in: &session).first?.hasPrefix("Café, in To Do") == true)
    #expect(try say("find CAFÉ", in: &session).first?.hasPrefix("Café, in To Do") == true)
    #expect(try say("find express", in: &session).first?.hasPrefix("Ēxpress") == true)
    #expect(SearchFolding.fold("Ça Ÿ e\u{301}") == "ca y e")
  }

  @Test("no match says so and changes nothing; empty words and control characters are refused")
  func refusals() throws {
    var session = try session(["select \"Design API\""])
    #expect(try say("find xyz", in: &session) == ["Nothing holds xyz."])
    #expect(session.selection == session.scene.firstNode(named: "Design API"))
    #expect(throws: CommandError.self) { try session.run(line: "find \"  \"") }
    #expect(throws: CommandError.self) { try session.run(line: "find \"a\\u{7}\"") }
    var fresh = try self.session()
    #expect(throws: CommandError.self) { try fresh.run(line: "find") }
  }

  @Test("JSON says the match and how many; a German session says it in German")
  func modes() throws {
    var json = try session(mode: .json)
    #expect(
      try say("find login", in: &json) == [
        #"{"event":"found","item":"Fix login","match":1,"matches":1}"#
      ])
    #expect(try say("find xyz", in: &json) == [#"{"event":"notFound","text":"xyz"}"#])
    var german = try session(["set language de"])
    let answer = try say("find login", in: &german)[0]
    #expect(answer.hasPrefix("Fix login") && answer != "Fix login, in To Do, position 2 of 3, the only match.")
  }
}

extension Scene {
  fileprivate func firstNode(named name: String) -> NodeID? { everyNode.first { $0.name == name }?.id }
}

@Suite("Names: a unique word or the start of a name reaches the item") struct PartialNameTests {
  @Test("a whole word or the start of the name, in any case and without accents, when only one name has it")
  func unique() throws {
    var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader)
    _ = try session.run(line: "add item \"DONE watch Doctor Who\" in \"To Do\"")
    _ = try session.run(line: "lift doctor")
    #expect(session.scene[session.document.drag.context!.item]?.name == "DONE watch Doctor Who")
    _ = try session.run(line: "cancel")
    _ = try session.run(line: "select fix")
    #expect(session.scene[session.selection!]?.name == "Fix login")
  }

  @Test("several names hold it: nothing happens, and the error says how many and names up to three")
  func several() throws {
    var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader)
    _ = try session.run(line: "add container Shopping layout stack")
    for name in ["Buy grocery bags", "grocery list", "Grocery run", "More grocery"] {
      _ = try session.run(line: "add item \"\(name)\" in Shopping")
    }
    do {
      _ = try session.run(line: "lift grocery")
      Issue.record("lift grocery lifted something")
    } catch {
      #expect(
        error.message.hasPrefix("4 names hold 'grocery', Buy grocery bags, grocery list, Grocery run, and 1 more"))
    }
    #expect(session.document.drag.context == nil)
    // A word inside another word is not a match: "cer" is in none as a word.
    #expect(throws: CommandError.self) { try session.run(line: "lift cer") }
  }
}

@Suite("Find again, backward too, by command and by key") struct FindAgainTests {
  @Test("find previous goes back a match, round to the last before the first; the word previous, quoted, is searched")
  func previous() throws {
    var session = try CommandSession.demo("kanban", running: ["find do"])
    let back = try (0..<3).map { _ in try session.say("find previous")[0].prefix { $0 != "," } }
    #expect(back == ["Done", "Doing", "Write docs"])
    #expect(try Parser.parse(line: "find previous").map(\.command) == [.findPrevious])
    #expect(try Parser.parse(line: "find \"previous\"").map(\.command) == [.find("previous")])
    #expect(try Parser.parse(line: "find previous words").map(\.command) == [.find("previous words")])
  }

  @Test("F3 finds the next match and Shift-F3 the previous, in any state, as the commands do")
  func keys() {
    for lifted in [false, true] {
      let state = KeyMap.State(lifted: lifted)
      #expect(KeyMap.action(for: .findAgain(backward: false), in: state) == .command(.find(nil), spelling: "find"))
      #expect(
        KeyMap.action(for: .findAgain(backward: true), in: state) == .command(.findPrevious, spelling: "find previous"))
    }
  }
}

@Suite("Browsing a free layout") struct FreeBrowseTests {
  @Test("select right and left go to the nearest item that way; with none that way, the answer says so")
  func nearest() throws {
    var session = try CommandSession.demo("palette", running: ["select blue", "select right"])
    #expect(session.selection == session.scene.firstNode(named: "yellow"))
    _ = try session.run(line: "select left")
    _ = try session.run(line: "select left")
    #expect(session.selection == session.scene.firstNode(named: "green"))
    var views = try CommandSession.demo("two-views", running: ["select red"])
    #expect(throws: CommandError.self) { try views.run(line: "select right") }
    #expect(views.selection == views.scene.firstNode(named: "red"), "a refused step changes nothing")
  }
}
