import DragDropAnnouncements
import DragDropKit
import Testing

@Suite("Announcer") struct AnnouncerTests {
  /// A board: To Do (stack) with two cards, and Done, which refuses bugs.
  static func board() throws -> (Scene, todo: NodeID, done: NodeID, card: NodeID, bug: NodeID) {
    var scene = Scene(size: Size(width: 400, height: 300))
    var stack = NodeProperties.defaults(for: .container)
    stack.layout = .stack(StackLayout())
    let todo = try scene.addNode(
      named: "To Do", type: .container, frame: Rect(x: 0, y: 0, width: 180, height: 300), properties: stack)
    stack.accepts = .kinds(["task"])
    let done = try scene.addNode(
      named: "Done", type: .container, frame: Rect(x: 200, y: 0, width: 180, height: 300), properties: stack)
    var task = NodeProperties.defaults(for: .item)
    task.kind = "task"
    let card = try scene.addNode(
      named: "Write docs", type: .item, frame: Rect(x: 0, y: 0, width: 160, height: 40), properties: task, in: todo)
    task.kind = "bug"
    let bug = try scene.addNode(
      named: "Fix login", type: .item, frame: Rect(x: 0, y: 0, width: 160, height: 40), properties: task, in: todo)
    return (scene, todo, done, card, bug)
  }

  @Test("each event is one sentence, most important words first")
  func sentences() throws {
    let (scene, todo, done, card, bug) = try Self.board()
    let announcer = Announcer()
    let point = Point(x: 10, y: 10)
    #expect(
      announcer.announce(.lifted(item: bug, from: todo, position: 2, count: 2, point: point), in: scene)
        == "Lifted Fix login from To Do, position 2 of 2.")
    #expect(
      announcer.announce(
        .moved(item: card, point: point, over: done, position: 1, count: 1, refusal: nil), in: scene)
        == "Done, position 1 of 1.", "the lift said the item's name")
    #expect(
      announcer.announce(
        .moved(item: bug, point: point, over: done, position: 1, count: 1, refusal: .kind("bug")), in: scene)
        == "Done takes no bugs.")
    #expect(
      announcer.announce(
        .moved(item: bug, point: Point(x: 390, y: 290), over: nil, position: nil, count: nil, refusal: nil), in: scene)
        == "Over nothing, To Do is 210 to the left.", "the nearest container that takes it, and which way")
    #expect(
      announcer.announce(.refused(item: bug, target: done, reason: .kind("bug")), in: scene)
        == "Done refused Fix login. It takes no bugs.")
    #expect(
      announcer.announce(.cancelled(item: bug, reason: .cancelled, returnedTo: todo, position: 2, count: 2), in: scene)
        == "Put back in To Do, position 2 of 2.", "the lift named the item: where it went back leads")
    #expect(
      Announcer(verbosity: .brief).announce(
        .cancelled(item: bug, reason: .cancelled, returnedTo: todo, position: 2, count: 2), in: scene)
        == "Back in To Do, 2 of 2.")
    #expect(
      Announcer(verbosity: .verbose).announce(
        .cancelled(item: bug, reason: .cancelled, returnedTo: todo, position: 2, count: 2), in: scene)
        == "Cancelled. Fix login is back in To Do, position 2 of 2.")
    #expect(
      announcer.announce(.cancelled(item: bug, reason: .noTarget, returnedTo: todo, position: 2, count: 2), in: scene)
        == "Not over a drop area. Fix login is back in To Do, position 2 of 2.")
    #expect(
      announcer.announce(
        .dropped(item: card, into: done, position: 1, count: 1, frame: Rect(x: 8, y: 8, width: 160, height: 40)),
        in: scene) == "Dropped.", "the move before it said where")
    #expect(announcer.announce(.entered(item: card, target: done), in: scene) == nil, "folded into the move")
  }

  @Test("brief says less; verbose puts the main sentence first, then the position it came from and what to do")
  func verbosities() throws {
    let (scene, todo, done, card, _) = try Self.board()
    let moved = DragEvent.moved(item: card, point: .zero, over: done, position: 1, count: 1, refusal: nil)
    #expect(Announcer(verbosity: .brief).announce(moved, in: scene) == "Done 1 of 1.")
    #expect(
      Announcer(verbosity: .verbose).announce(moved, in: scene)
        == "Write docs over Done, position 1 of 1. Drop to place it here, or keep moving.")
    #expect(Announcer(verbosity: .verbose).announce(.entered(item: card, target: done), in: scene) == nil)
    let dropped = DragEvent.dropped(
      item: card, into: done, position: 1, count: 1, frame: Rect(x: 8, y: 8, width: 160, height: 40),
      from: Placement(parent: todo, index: 0, frame: .init(x: 0, y: 0, width: 1, height: 1)))
    #expect(
      Announcer(verbosity: .verbose).announce(dropped, in: scene)
        == "Dropped Write docs into Done, position 1 of 1. It went from To Do position 1 to Done position 1. "
        + "Undo puts it back.")
    #expect(Announcer(verbosity: .brief).announce(dropped, in: scene) == "Dropped.")
  }

  @Test("instructions name the keys or the commands")
  func instructions() {
    #expect(Announcer().instructions(for: .keys).hasPrefix("Arrows move it, Space drops"))
    #expect(Announcer().instructions(for: .commands).hasPrefix("To move it, type move up"))
  }

  @Test("an edge says first, last or stays, and which way has no drop area; short but in verbose")
  func edges() throws {
    let (scene, todo, _, card, _) = try Self.board()
    let announcer = Announcer()
    let verbose = Announcer(verbosity: .verbose)
    let first = KeyboardSensor.Edge(item: card, container: todo, position: 1, count: 2, direction: .up)
    #expect(announcer.atEdge(first, in: scene) == "Already first in To Do.")
    #expect(
      verbose.atEdge(first, in: scene) == "Write docs is already first in To Do, position 1 of 2, no drop area above.")
    let last = KeyboardSensor.Edge(item: card, container: todo, position: 2, count: 2, direction: .down)
    #expect(announcer.atEdge(last, in: scene) == "Already last in To Do.")
    let right = KeyboardSensor.Edge(item: card, container: todo, position: 2, count: 2, direction: .right)
    #expect(announcer.atEdge(right, in: scene) == "Nothing to the right, still in To Do.")
    #expect(
      verbose.atEdge(right, in: scene)
        == "Write docs is already last in To Do, position 2 of 2, no drop area to the right.")
    // Short enough for a 40-cell braille line, cursor after it, with the demo's names.
    for edge in [first, last, right] { #expect(announcer.atEdge(edge, in: scene).count < 40) }
  }

  @Test("undo and redo say what the step did and where the item is now")
  func history() throws {
    let (scene, todo, done, card, _) = try Self.board()
    let frame = Rect(x: 0, y: 0, width: 1, height: 1)
    let move = Edit.move(
      card, from: Placement(parent: todo, index: 0, frame: frame), to: Placement(parent: done, index: 0, frame: frame))
    // The scene is as after the undo: the card is in To Do.
    #expect(
      Announcer().undone(move, in: scene)
        == "Undid the move, Write docs is back in To Do, position 1 of 2.")
    #expect(Announcer().redone(move, in: scene) == "Redid the move, Write docs is in To Do, position 1 of 2.")
    #expect(Announcer().fewerSteps(1, undoing: true) == "That was all there was, 1 undone.")
    let within = Edit.move(
      card, from: Placement(parent: todo, index: 0, frame: frame), to: Placement(parent: todo, index: 1, frame: frame))
    #expect(Announcer().describe(within, in: scene) == "moved Write docs within To Do from position 1 to 2")
  }

  @Test("a name's control characters are escaped, never spoken or printed raw")
  func sanitized() throws {
    var scene = Scene()
    let box = try scene.addNode(
      named: "box\u{1B}[2J", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let item = try scene.addNode(
      named: "bell\u{07}", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10), in: box)
    let line = Announcer().announce(.lifted(item: item, from: box, position: 1, count: 1, point: .zero), in: scene)!
    #expect(line == "Lifted bell\\u{7} from box\\u{1b}[2J, position 1 of 1, top left.")
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test("every word comes from the template table, so another table speaks another language")
  func templates() throws {
    let (scene, todo, _, card, _) = try Self.board()
    var french = AnnouncementTemplates.english
    french.phrases[.lifted] = "{item} soulevé depuis {container}, {position}."
    french.phrases[.position] = "position {position} sur {count}"
    let line = Announcer(templates: french).announce(
      .lifted(item: card, from: todo, position: 1, count: 2, point: .zero), in: scene)
    #expect(line == "Write docs soulevé depuis To Do, position 1 sur 2.")
    for phrase in AnnouncementTemplates.Phrase.allCases {
      #expect(!AnnouncementTemplates.english(phrase).isEmpty, "no English for \(phrase)")
      #expect(french.template(phrase) == (french.phrases[phrase] ?? AnnouncementTemplates.english(phrase)))
    }
    #expect(
      AnnouncementTemplates.english.fill(.movedTarget, [.target: "{item}"]) == "{item}.", "values are not re-read")
  }

  @Test("in a grid a position is said as row and column, in either fill order")
  func gridPlaces() throws {
    for (fill, expected) in [(GridFill.rows, "row 2, column 1"), (.columns, "row 1, column 2")] {
      var scene = Scene(size: Size(width: 400, height: 400))
      var props = NodeProperties.defaults(for: .container)
      props.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, fill: fill))
      // 132 points fit three cells each way.
      let grid = try scene.addNode(
        named: "grid", type: .container, frame: Rect(x: 0, y: 0, width: 132, height: 132), properties: props)
      let item = try scene.addNode(named: "t", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), in: grid)
      let moved = DragEvent.moved(item: item, point: .zero, over: grid, position: 4, count: 5, refusal: nil)
      #expect(Announcer().announce(moved, in: scene) == "grid, \(expected).")
    }
  }

  @Test("undoing a property change says the value it has now")
  func propertyNow() throws {
    let (scene, todo, _, _, _) = try Self.board()
    var document = Document(scene: scene)
    var blue = scene[todo]!.properties
    blue.color = "blue"
    try document.update(todo, properties: blue)
    let step = try document.undo()!
    #expect(
      Announcer().undone(step, in: document.scene)
        == "Undid, changed the color of To Do. The color of To Do is none now.")
    let again = try document.redo()!
    #expect(Announcer().redone(again, in: document.scene).hasSuffix("The color of To Do is blue now."))
  }
}
