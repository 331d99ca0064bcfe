import DragDropFormats
import DragDropKit
import Testing

@testable import DragDropCommands

/// `archive` and `unarchive`: a board's card into its archive, as the Kanban plugin keeps it,
/// and back, each one undo step.
@Suite("Archive and unarchive a card") struct ArchiveTests {
  static let time = LocalTime(year: 2026, month: 3, day: 5, hour: 14, minute: 7, weekday: 4)

  func parent(_ name: String, _ session: CommandSession) -> String? {
    let scene = session.scene
    return scene.nodes(named: name).first.flatMap { scene[$0]?.parent }.flatMap { scene.name(of: $0) }
  }

  @Test("a card goes into the archive and back into the lane it came from; each is one undo step")
  func roundTrip() throws {
    var session = try BoardNarrationTests.session()
    let before = session.scene
    #expect(try session.say("archive \"Fix the login timeout\"") == ["Archived Fix the login timeout from To Do."])
    #expect(parent("Fix the login timeout", session) == "Archive")
    #expect(session.document.history.steps.count == 1)
    let back = try session.say("unarchive \"Fix the login timeout\"")
    #expect(back.count == 1 && back[0].hasPrefix("Unarchived Fix the login timeout, in To Do, position "), "\(back)")
    _ = try session.run(line: "undo")
    _ = try session.run(line: "undo")
    #expect(session.scene == before)
  }

  @Test(
    "a board that asks for dates gets the card dated, and unarchive takes the date off, in this session or the next")
  func dated() throws {
    let text =
      BoardNarrationTests.board
      + "\n%% kanban:settings\n```\n{\"kanban-plugin\":\"basic\",\"archive-with-date\":true}\n```\n%%\n"
    var session = try BoardNarrationTests.session(text)
    session.clock = { Self.time }
    _ = try session.run(line: "archive \"Fix the login timeout\"")
    #expect(parent("2026-03-05 14:07 Fix the login timeout", session) == "Archive")
    _ = try session.run(line: "unarchive \"Fix the login timeout\"")
    #expect(parent("Fix the login timeout", session) == "To Do")
    // A card dated in an earlier session: the date is read off.
    var later = try BoardNarrationTests.session(text)
    later.clock = { Self.time }
    _ = try later.run(line: "archive \"Fix the login timeout\"")
    later.archivedFrom = [:]
    _ = try later.run(line: "unarchive \"Fix the login timeout\"")
    #expect(parent("Fix the login timeout", later) != "Archive")
  }

  @Test("refused: a lane, a card already archived, one that is not, and a scene that is not a board")
  func refusals() throws {
    var session = try BoardNarrationTests.session()
    #expect(throws: CommandError.self) { try session.run(line: "archive Backlog") }
    #expect(throws: CommandError.self) { try session.run(line: "unarchive \"Fix the login timeout\"") }
    _ = try session.run(line: "archive \"Fix the login timeout\"")
    do {
      _ = try session.run(line: "archive \"Fix the login timeout\"")
      Issue.record("archived twice")
    } catch {
      #expect(error.fullMessage.contains("already in the archive. unarchive "))
    }
    var kanban = try CommandSession.demo("kanban", mode: .screenReader, running: [])
    #expect(throws: CommandError.self) { try kanban.run(line: "archive \"Fix login\"") }
    #expect(session.document.history.steps.count == 1)
  }

  @Test("saved, the archive reads back as the plugin's, and JSON says what moved")
  func savedAndJSON() throws {
    var session = try BoardNarrationTests.session(mode: .json)
    let said = try session.say("archive \"Fix the login timeout\"")
    #expect(
      said == [#"{"event":"archived","item":"Fix the login timeout","from":"To Do","now":"Fix the login timeout"}"#])
    let source = try #require(session.board)
    let text = try BoardFile.encode(session.scene, source: source)
    let (read, _) = try BoardFile.decode(text)
    let archive = try #require(read.nodes(named: "Archive").first)
    #expect(read[archive]!.properties.role == .boardArchive)
    #expect(read[archive]!.children.contains { read.name(of: $0) == "Fix the login timeout" })
  }

  @Test("a card archived before goes to the first lane's end; a lane that completes its cards makes it done at once")
  func unarchiveIntoCompleteLane() throws {
    let text =
      "---\n\nkanban-plugin: basic\n\n---\n\n## Done\n\n**Complete**\n- [x] a\n\n## Doing\n\n- [ ] b\n\n\n"
      + "***\n\n## Archive\n\n- [ ] old\n"
    var session = try BoardNarrationTests.session(text)
    #expect(try session.say("unarchive old") == ["Unarchived old, in Done, position 2 of 2."])
    let old = try #require(session.scene.nodes(named: "old").first)
    #expect(session.scene[old]!.properties.task == .done)
  }
}
