import DragDropFormats
import DragDropKit
import Foundation
import Testing

@testable import DragDropCommands

/// `sort REF by name|date|done`: a lane or list in a new order, one undo step, saved as a move of
/// the lines that changed place.
@Suite("Sort a lane or a list") struct SortTests {
  static let board = """
    ---

    kanban-plugin: basic

    ---

    ## Backlog

    - [ ] Step 10 translate @{2026-12-14}
    - [x] Step 2 name
    - [ ] step 9 notes
    \t- a sub-line that moves with its card
    - [ ] Étape 1 plan @{2026-12-01} @@{09:30}
    - [ ] Step 4 room @{2026-12-01} @@{08:15}


    ## Done

    - [x] Repository

    """

  func lane(_ session: CommandSession, _ name: String = "Backlog") -> [String] {
    let scene = session.scene
    return scene[scene.nodes(named: name).first!]!.children.map { scene.title(of: $0)! }
  }

  @Test("by name: in any case and without accents, a number by its value")
  func byName() throws {
    var session = try BoardNarrationTests.session(Self.board)
    #expect(try session.say("sort Backlog by name") == ["Sorted Backlog by name, 5 cards."])
    #expect(lane(session) == ["Étape 1 plan", "Step 2 name", "Step 4 room", "step 9 notes", "Step 10 translate"])
    #expect(try session.say("sort Backlog by name") == ["Backlog is already in order by name, 5 cards."])
    #expect(session.document.history.steps.count == 1, "an order that holds records no step")
  }

  @Test("by date: date then time, the undated last in their order; done last keeps the rest in theirs")
  func byDateAndDone() throws {
    var session = try BoardNarrationTests.session(Self.board)
    _ = try session.run(line: "sort Backlog by date")
    #expect(lane(session) == ["Step 4 room", "Étape 1 plan", "Step 10 translate", "Step 2 name", "step 9 notes"])
    #expect(try session.say("sort Backlog by done") == ["Sorted Backlog with done last, 5 cards."])
    #expect(lane(session) == ["Step 4 room", "Étape 1 plan", "Step 10 translate", "step 9 notes", "Step 2 name"])
    #expect(try session.say("undo") == ["Undid the new order, Backlog is as it was."])
    #expect(lane(session) == ["Step 4 room", "Étape 1 plan", "Step 10 translate", "Step 2 name", "step 9 notes"])
  }

  @Test("saved, only the lines that changed place move, a card with its sub-line")
  func saved() throws {
    let session = try BoardNarrationTests.session(Self.board, running: ["sort Backlog by name"])
    let source = try BoardFile.decode(Self.board).1
    let text = try BoardFile.encode(session.scene, source: source)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let original = Self.board.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count)
    #expect(Set(lines) == Set(original), "the same lines, in another order")
    let notes = try #require(lines.firstIndex { $0.contains("step 9 notes") })
    #expect(lines[notes + 1] == "\t- a sub-line that moves with its card")
    #expect(lines.suffix(6) == original.suffix(6), "the other lane and what follows are untouched")
  }

  @Test("a list of a document sorts too; a card, a drag or an unknown order is refused")
  func refusals() throws {
    var session = try CommandSession.demo("outline", mode: .screenReader, running: [])
    let list = try #require(session.scene.root.children.first)
    let name = session.scene[list]!.name
    let said = try session.say("sort \(Command.quoted(name)) by name")
    #expect(said.count == 1 && said[0].contains("by name, ") && said[0].hasSuffix("items."), "\(said)")
    var board = try BoardNarrationTests.session(Self.board)
    #expect(throws: CommandError.self) { try board.run(line: "sort Repository by name") }
    #expect(throws: CommandError.self) { try board.run(line: "sort Backlog by size") }
    _ = try board.run(line: "lift Repository")
    #expect(throws: CommandError.self) { try board.run(line: "sort Backlog by name") }
  }

  @Test("natural order compares digit runs by value and falls back to the characters")
  func naturalOrder() {
    #expect(NaturalOrder.compare("task 2", "task 10") == true)
    #expect(NaturalOrder.compare("task 10", "task 2") == false)
    #expect(NaturalOrder.compare("task 007", "task 7") == nil)
    #expect(NaturalOrder.compare("a", "ab") == true)
    #expect(NaturalOrder.compare("b", "a") == false)
    #expect(NaturalOrder.compare("same", "same") == nil)
  }
}
