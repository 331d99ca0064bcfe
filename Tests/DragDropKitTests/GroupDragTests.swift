import DragDropKit
import PropertyBased
import Testing

@Suite("Group drags")
struct GroupDragTests {
  /// A random selection of items that do not nest, from a random scene.
  static func selection(_ scene: Scene, _ script: inout Script) -> [NodeID] {
    let candidates = scene.allNodes.filter { $0.id != .root && $0.isDraggable && $0.parent != nil }.map(\.id)
    var chosen: [NodeID] = []
    for id in candidates where script.next(2) == 0 {
      if chosen.contains(where: { scene.isAncestor($0, of: id) || scene.isAncestor(id, of: $0) }) { continue }
      chosen.append(id)
    }
    return chosen
  }

  /// The names of each container's children, in order: the arrangement a group drag may change.
  static func arrangement(_ scene: Scene) -> [[String]] {
    scene.allNodes.map { node in node.children.map { scene.name(of: $0)! } }
  }

  @Test(
    "any selection dragged to any container and undone leaves the scene identical; cancel and a drop in place change nothing"
  )
  func undoRestores() async {
    await propertyCheck(count: 600, input: Gen.int(in: 0...10_000).array(of: 40...60)) { numbers in
      var script = Script(numbers: numbers)
      let original = RandomScene.make(&script)
      let group = Self.selection(original, &script)
      guard group.count > 1 else { return }
      let primary = group[script.next(group.count)]
      let others = group.filter { $0 != primary }
      let containers = original.allNodes.filter { $0.type == .container }.map(\.id)
      var document = Document(scene: original)
      let lift = GestureEvent.began(original.absoluteFrame(of: primary).center, item: primary, with: others)

      // Lift and cancel: every item back exactly.
      _ = try document.handle(lift)
      #expect(document.scene.liftedCompanions.count == others.count)
      #expect(document.scene._invariantViolations() == [])
      _ = try document.handle(.cancelled)
      #expect(document.scene == original)

      // Lift and drop without a move: the order never changes.
      _ = try document.handle(lift)
      let point = document.drag.context!.rawPoint
      _ = try document.handle(.ended(point))
      #expect(Self.arrangement(document.scene) == Self.arrangement(original))
      #expect(document.scene._invariantViolations() == [])
      while document.history.undoCount > 0 { try document.undo() }
      #expect(document.scene == original)

      // Lift, move into a container, drop, undo: identical; redo gives the drop again.
      let target = containers[script.next(containers.count)]
      _ = try document.handle(lift)
      let events = try document.handle(.changed(point, target: NamedTarget(container: target)))
      _ = events
      let released = try document.handle(.ended(document.drag.context!.rawPoint))
      RandomScene.checkTree(document.scene)
      let dropped = document.scene
      if case .dropped(let e)? = released.first {
        // Together, in document order, from the drop position.
        let ordered = original.documentOrder(group)
        #expect(e.items == ordered)
        for (offset, id) in ordered.enumerated() {
          #expect(document.scene.placement(of: id)?.parent == target)
          #expect(document.scene.index(of: id) == e.position - 1 + offset)
        }
        if document.history.undoCount > 0 {
          try document.undo()
          #expect(document.scene == original)
          try document.redo()
          #expect(document.scene == dropped)
        }
      } else {
        #expect(document.scene == original, "a refused drop changes nothing")
      }
    }
  }

  @Test("capacity counts every item, and the refusal names the first that does not fit")
  func capacity() throws {
    var scene = Scene()
    let todo = try Fixtures.column("To Do", cards: ["a", "b", "c"], in: &scene, x: 0)
    var limited = NodeProperties.defaults(for: .container)
    limited.capacity = 2
    let doing = try Fixtures.column("Doing", cards: ["d"], in: &scene, x: 200, properties: limited)
    var document = Document(scene: scene)
    let cards = scene[todo]!.children
    _ = try document.handle(.began(.zero, item: cards[0], with: [cards[1], cards[2]]))
    let moved = try document.handle(.changed(.zero, target: NamedTarget(container: doing)))
    guard case .moved(let move)? = moved.last else { Issue.record("no move"); return }
    #expect(move.refusal == .full(capacity: 2))
    #expect(move.member == cards[1])
    #expect(move.count == 4)
    let end = try document.handle(.ended(document.drag.context!.rawPoint))
    guard case .refused(let refused)? = end.first else { Issue.record("not refused: \(end)"); return }
    #expect(refused.member == cards[1])
    #expect(refused.items == cards)
    #expect(document.scene == scene)
  }

  @Test("a kind one member lacks refuses the whole group, naming that member")
  func kind() throws {
    var scene = Scene()
    let todo = try Fixtures.column("To Do", cards: ["a", "bug1", "c"], in: &scene, x: 0)
    var tasks = NodeProperties.defaults(for: .container)
    tasks.accepts = .kinds(["task"])
    let done = try Fixtures.column("Done", cards: [], in: &scene, x: 200, properties: tasks)
    var document = Document(scene: scene)
    let cards = scene[todo]!.children
    _ = try document.handle(.began(.zero, item: cards[2], with: [cards[0], cards[1]]))
    _ = try document.handle(.changed(.zero, target: NamedTarget(container: done)))
    let end = try document.handle(.ended(document.drag.context!.rawPoint))
    guard case .refused(let refused)? = end.first else { Issue.record("not refused"); return }
    #expect(refused.reason == .kind("bug"))
    #expect(refused.member == cards[1])
    #expect(document.scene == scene)
  }

  @Test("a group holding a container and something inside it is refused with the reason")
  func nested() throws {
    var scene = Scene()
    let todo = try Fixtures.column("To Do", cards: ["a"], in: &scene, x: 0)
    var movable = NodeProperties.defaults(for: .container)
    movable.draggable = true
    scene = Scene()
    let outer = try Fixtures.column("Outer", cards: ["a"], in: &scene, x: 0, properties: movable)
    _ = todo
    var document = Document(scene: scene)
    let card = scene[outer]!.children[0]
    #expect(throws: EngineError.nestedInGroup(container: "Outer", member: "Outer/a")) {
      try document.handle(.began(.zero, item: outer, with: [card]))
    }
    #expect(document.scene == scene)
    #expect(document.lifted == nil)
  }

  @Test("a free container keeps the items' offsets from the leading one")
  func freeOffsets() throws {
    var (document, red, blue, viewA, viewB) = try Fixtures.twoViews()
    var scene = document.scene
    var green = NodeProperties.defaults(for: .item)
    green.color = "green"
    let greenID = try scene.addNode(
      named: "green", type: .item, frame: Rect(x: 170, y: 110, width: 20, height: 20), properties: green, in: viewA)
    document = Document(scene: scene)
    _ = blue
    let start = document.scene.absoluteFrame(of: red).center
    _ = try document.handle(.began(start, item: red, with: [greenID]))
    _ = try document.handle(.changed(start + Point(x: 0, y: 220)))
    let end = try document.handle(.ended(start + Point(x: 0, y: 220)))
    guard case .dropped(let dropped)? = end.first else { Issue.record("not dropped: \(end)"); return }
    #expect(dropped.into == viewB)
    let redFrame = document.scene.frame(of: red)!
    let greenFrame = document.scene.frame(of: greenID)!
    #expect(greenFrame.origin - redFrame.origin == Point(x: 70, y: 10))
    #expect(document.history.undoCount == 1)
    try document.undo()
    #expect(document.scene == scene)
  }

  @Test("dropped copies go in together, and one undo takes them all out")
  func copies() throws {
    var scene = Scene()
    let todo = try Fixtures.column("To Do", cards: ["a", "b"], in: &scene, x: 0)
    let done = try Fixtures.column("Done", cards: ["z"], in: &scene, x: 200)
    var document = Document(scene: scene)
    let cards = scene[todo]!.children
    _ = try document.handle(.began(.zero, item: cards[0], with: [cards[1]]))
    _ = try document.handle(.changed(.zero, target: NamedTarget(container: done, position: 1)))
    let end = try document.handle(.ended(document.drag.context!.rawPoint, copy: true))
    guard case .copied(let copied)? = end.first else { Issue.record("not copied: \(end)"); return }
    #expect(copied.copies.count == 2)
    #expect(document.scene[done]!.children.map { document.scene.name(of: $0)! } == ["a copy", "b copy", "z"])
    #expect(document.scene[todo]!.children == cards)
    try document.undo()
    #expect(document.scene == scene)
  }
}
