import DragDropKit
import Testing

@Suite("Drop policy, z-order and effects")
struct DropPolicyTests {
  @Test("overlapping items: the lift takes the front-most")
  func zOrder() throws {
    var scene = Scene()
    let back = try scene.addNode(named: "back", type: .item, frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let front = try scene.addNode(named: "front", type: .item, frame: Rect(x: 30, y: 30, width: 50, height: 50))
    #expect(scene.hitTest(Point(x: 40, y: 40)) == front)
    #expect(scene.hitTest(Point(x: 15, y: 15)) == back)
    #expect(scene.hitTest(Point(x: 79.999, y: 40)) == front)
    #expect(scene.hitTest(Point(x: 80, y: 40)) == nil, "containment is half-open")
  }

  @Test("a non-draggable container does not catch the lift, but its children do")
  func nonDraggableContainer() throws {
    var scene = Scene()
    let box = try scene.addNode(named: "box", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let card = try scene.addNode(named: "card", type: .item, frame: Rect(x: 10, y: 10, width: 20, height: 20), in: box)
    #expect(scene.hitTest(Point(x: 15, y: 15)) == card)
    #expect(scene.hitTest(Point(x: 50, y: 50)) == nil)
  }

  func board() throws -> (Document, todo: NodeID, done: NodeID, bugs: NodeID, card: NodeID, bug: NodeID) {
    var scene = Scene()
    let todo = try Fixtures.column("To Do", cards: ["card 1", "bug 1"], in: &scene, x: 0)
    var limited = NodeProperties.defaults(for: .container)
    limited.capacity = 1
    limited.accepts = .kinds(["task"])
    let done = try Fixtures.column("Done", cards: ["card 9"], in: &scene, x: 200, properties: limited)
    let bugs = try Fixtures.column("Bugs", cards: [], in: &scene, x: 400)
    let card = scene.child(named: "card 1", of: todo)!
    let bug = scene.child(named: "bug 1", of: todo)!
    return (Document(scene: scene), todo, done, bugs, card, bug)
  }

  @Test("refusals: kind, capacity, allowed targets, inside itself, in that order")
  func refusals() throws {
    var (document, todo, done, bugs, card, bug) = try board()
    #expect(document.scene.refusal(of: bug, into: done) == .kind("bug"))
    #expect(document.scene.refusal(of: card, into: done) == .full(capacity: 1))
    var props = document.scene[card]!.properties
    props.targets = ["Bugs"]
    try document.update(card, properties: props)
    #expect(document.scene.refusal(of: card, into: done) == .notAllowedTarget(item: "card 1"))
    #expect(document.scene.refusal(of: card, into: bugs) == nil)
    #expect(document.scene.refusal(of: todo, into: todo) == .insideItself)
    #expect(document.scene.refusal(of: card, into: .root) == .notAllowedTarget(item: "card 1"))
    #expect(document.scene.refusal(of: bug, into: .root) == .notADropArea)
  }

  @Test("a refused drop emits refused then cancelled and changes nothing")
  func refusedDrop() throws {
    var (document, todo, done, _, _, bug) = try board()
    let before = document.scene
    let start = document.scene.absoluteFrame(of: bug).center
    _ = try document.handle(.began(start, item: bug))
    let point = document.scene.dropPoint(for: bug, in: done, position: nil)
    let moved = try document.handle(.changed(point, target: NamedTarget(container: done)))
    #expect(
      moved.last
        == .moved(
          item: bug, point: point, over: done, position: 2, count: 2, refusal: .kind("bug"), from: start,
          requested: point, frame: document.scene.absoluteFrame(of: bug), previousOver: todo))
    let events = try document.handle(.ended(point))
    #expect(
      events == [
        .refused(item: bug, target: done, reason: .kind("bug")),
        .cancelled(item: bug, reason: .refused, returnedTo: todo, position: 2, count: 2),
      ])
    #expect(document.scene == before)
  }

  @Test("a container dropped into its own descendant is refused")
  func insideItself() throws {
    var scene = Scene()
    var props = NodeProperties.defaults(for: .container)
    props.draggable = true
    let outer = try scene.addNode(
      named: "outer", type: .container, frame: Rect(x: 0, y: 0, width: 300, height: 300), properties: props)
    let inner = try scene.addNode(
      named: "inner", type: .container, frame: Rect(x: 10, y: 10, width: 100, height: 100), in: outer)
    var document = Document(scene: scene)
    _ = try document.handle(.began(Point(x: 200, y: 200), item: outer))
    let events = try document.handle(.ended(Point(x: 200, y: 200)))
    #expect(events.last?.phase == .ended)
    _ = try document.handle(.began(Point(x: 200, y: 200), item: outer))
    _ = try document.handle(.changed(Point(x: 60, y: 60), target: NamedTarget(container: inner)))
    let refused = try document.handle(.ended(Point(x: 60, y: 60)))
    #expect(refused.first == .refused(item: outer, target: inner, reason: .insideItself))
  }

  @Test("copies are named NAME copy, NAME copy 2, and the original goes home")
  func copyNaming() throws {
    var (document, todo, _, bugs, card, _) = try board()
    for _ in 0..<2 {
      let center = document.scene.absoluteFrame(of: card).center
      _ = try document.handle(.began(center, item: card))
      let point = document.scene.dropPoint(for: card, in: bugs, position: nil)
      _ = try document.handle(.changed(point, target: NamedTarget(container: bugs)))
      _ = try document.handle(.ended(point, copy: true))
    }
    let names = document.scene[bugs]!.children.map { document.scene[$0]!.name }
    #expect(names == ["card 1 copy", "card 1 copy 2"])
    #expect(document.scene[card]!.parent == todo)
    try document.undo()
    #expect(document.scene[bugs]!.children.count == 1)
  }

  @Test("a stack drop takes the position between neighbours and re-lays out")
  func stackPosition() throws {
    var (document, todo, _, bugs, card, bug) = try board()
    _ = try document.drag(card, to: document.scene.dropPoint(for: card, in: bugs, position: 1))
    _ = try document.drag(bug, to: document.scene.dropPoint(for: bug, in: bugs, position: 1))
    let names = document.scene[bugs]!.children.map { document.scene[$0]!.name }
    #expect(names == ["bug 1", "card 1"])
    #expect(document.scene[card]!.frame.origin == Point(x: 8, y: 8 + 30 + 8))
    #expect(document.scene[todo]!.children.isEmpty)
  }
}
