import DragDropKit
import PropertyBased
import Testing

@Suite("Drag modifiers and collision strategies")
struct ModifierTests {
  func scene() throws -> (Document, item: NodeID, area: NodeID) {
    var scene = Scene(size: Size(width: 400, height: 400))
    let area = try scene.addNode(named: "area", type: .container, frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let item = try scene.addNode(
      named: "item", type: .item, frame: Rect(x: 100, y: 100, width: 20, height: 20), in: area)
    return (Document(scene: scene), item, area)
  }

  func movedPoint(_ events: [DragEvent]) -> Point? {
    if case .moved(let moved) = events.last { return moved.point }
    return nil
  }

  @Test("clamp scene keeps the item inside the scene")
  func clampScene() throws {
    var (document, item, _) = try scene()
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: -50, y: 1000)))) == Point(x: 10, y: 390))
  }

  @Test("clamp off lets the item leave the scene, over nothing")
  func clampOff() throws {
    var (document, item, area) = try scene()
    document.settings.clamp = .off
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    let events = try document.handle(.changed(Point(x: -50, y: 1000)))
    #expect(movedPoint(events) == Point(x: -50, y: 1000))
    #expect(
      events.last
        == .moved(
          item: item, point: Point(x: -50, y: 1000), over: nil, position: nil, count: nil, refusal: nil,
          from: Point(x: 110, y: 110), requested: Point(x: -50, y: 1000),
          frame: Rect(x: -60, y: 990, width: 20, height: 20), previousOver: area
        ))
  }

  @Test("snap rounds the origin to multiples of N")
  func snap() throws {
    var (document, item, _) = try scene()
    document.settings.snap = 25
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    // origin 137-10=127 -> 125; 162-10=152 -> 150; point = origin + 10
    #expect(movedPoint(try document.handle(.changed(Point(x: 137, y: 162)))) == Point(x: 135, y: 160))
    _ = try document.handle(.ended(Point(x: 137, y: 162)))
    #expect(document.scene[item]!.frame.origin == Point(x: 125, y: 150))
  }

  @Test("axis horizontal locks y; vertical locks x")
  func axis() throws {
    var (document, item, _) = try scene()
    document.settings.axis = .horizontal
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: 200, y: 300)))) == Point(x: 200, y: 110))
    _ = try document.handle(.cancelled)
    document.settings.axis = .vertical
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: 200, y: 300)))) == Point(x: 110, y: 300))
  }

  @Test("collision intersection picks the largest overlap; center the nearest center, overlapping or not")
  func collisionStrategies() throws {
    var scene = Scene(size: Size(width: 400, height: 400))
    let left = try scene.addNode(named: "left", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let right = try scene.addNode(named: "right", type: .container, frame: Rect(x: 100, y: 0, width: 100, height: 100))
    let item = try scene.addNode(named: "item", type: .item, frame: Rect(x: 300, y: 300, width: 40, height: 40))
    // The dragged rect spans x 70...110: 30 over left, 10 over right; the pointer (grab at
    // the item's top-left corner) is at x 70, over left too. Move it so the pointer sits over
    // right while most of the rect overlaps left.
    let rect = Rect(x: 70, y: 10, width: 40, height: 40)
    #expect(scene.dropTarget(at: Point(x: 105, y: 20), draggedRect: rect, excluding: item, strategy: .pointer) == right)
    #expect(
      scene.dropTarget(at: Point(x: 105, y: 20), draggedRect: rect, excluding: item, strategy: .intersection) == left)
    let nearRight = Rect(x: 95, y: 10, width: 40, height: 40)
    #expect(scene.dropTarget(at: .zero, draggedRect: nearRight, excluding: item, strategy: .center) == right)
    // Overlapping nothing, center still finds the nearest center (dnd-kit's closestCenter);
    // intersection still needs an overlap.
    let outside = Rect(x: 300, y: 300, width: 40, height: 40)
    #expect(scene.dropTarget(at: .zero, draggedRect: outside, excluding: item, strategy: .center) == right)
    #expect(scene.dropTarget(at: .zero, draggedRect: outside, excluding: item, strategy: .intersection) == nil)
    let farLeft = Rect(x: 0, y: 300, width: 20, height: 20)
    #expect(scene.dropTarget(at: .zero, draggedRect: farLeft, excluding: item, strategy: .center) == left)
    // A small area whose center is nearer wins over a big one the rect overlaps.
    var nested = Scene(size: Size(width: 1000, height: 1000))
    let big = try nested.addNode(named: "big", type: .container, frame: Rect(x: 0, y: 0, width: 1000, height: 400))
    let small = try nested.addNode(named: "small", type: .container, frame: Rect(x: 480, y: 420, width: 20, height: 20))
    let probe = Rect(x: 480, y: 380, width: 20, height: 20)  // center 490,390: small's 490,430
    #expect(nested.dropTarget(at: .zero, draggedRect: probe, excluding: nil, strategy: .center) == small)
    _ = big
  }

  @Test("center collision picks the nearest area that accepts the item, passing a nearer one that refuses it")
  func centerSkipsRefusingAreas() throws {
    var scene = Scene(size: Size(width: 600, height: 200))
    var noBugs = NodeProperties.defaults(for: .container)
    noBugs.accepts = .kinds(["task"])
    let near = try scene.addNode(
      named: "near", type: .container, frame: Rect(x: 200, y: 0, width: 100, height: 100), properties: noBugs)
    let far = try scene.addNode(named: "far", type: .container, frame: Rect(x: 400, y: 0, width: 100, height: 100))
    var bugKind = NodeProperties.defaults(for: .item)
    bugKind.kind = "bug"
    let bug = try scene.addNode(
      named: "bug", type: .item, frame: Rect(x: 0, y: 0, width: 20, height: 20), properties: bugKind)
    var taskKind = NodeProperties.defaults(for: .item)
    taskKind.kind = "task"
    let task = try scene.addNode(
      named: "task", type: .item, frame: Rect(x: 0, y: 40, width: 20, height: 20), properties: taskKind)
    var document = Document(scene: scene)
    document.settings.collision = .center
    document.settings.clamp = .off
    // The bug is let go at x 330: near's center (250) is 80 away, far's (450) 120; near takes no bugs.
    _ = try document.handle(.began(Point(x: 10, y: 10), item: bug))
    let moved = try document.handle(.changed(Point(x: 330, y: 50)))
    let over = moved.compactMap { event -> NodeID?? in
      if case .moved(let move) = event { return move.over } else { return nil }
    }.last
    #expect(over == .some(far), "the nearest accepting area is far: \(moved)")
    _ = try document.handle(.ended(Point(x: 330, y: 50)))
    #expect(document.scene[bug]?.parent == far)
    // A task, which near accepts, still goes to the nearer one.
    _ = try document.handle(.began(Point(x: 10, y: 50), item: task))
    _ = try document.handle(.ended(Point(x: 330, y: 50)))
    #expect(document.scene[task]?.parent == near)
  }

  @Test("center collision equals a brute-force nearest center over random scenes")
  func centerReference() async {
    await propertyCheck(count: 150, input: PropertyTests.scripts) { numbers in
      var script = Script(numbers: numbers)
      let scene = RandomScene.crowded(&script)
      for _ in 0..<10 {
        let rect = Rect(
          x: Double(script.next(1200)) - 100, y: Double(script.next(1200)) - 100, width: Double(1 + script.next(40)),
          height: Double(1 + script.next(40)))
        let found = scene.dropTarget(at: rect.center, draggedRect: rect, excluding: nil, strategy: .center)
        // Like the pointer strategy, the search goes through containers, so an area that hangs
        // outside its container may be missed; among areas inside their containers it is exact.
        func inside(_ id: NodeID) -> Bool {
          var current = id
          while let parent = scene[current]?.parent, parent != .root {
            let outer = scene.absoluteFrame(of: parent)
            let inner = scene.absoluteFrame(of: current)
            if inner.minX < outer.minX || inner.minY < outer.minY || inner.maxX > outer.maxX || inner.maxY > outer.maxY
            {
              return false
            }
            current = parent
          }
          return true
        }
        let areas = scene.allNodes.filter { $0.isDropArea && inside($0.id) }
        let best = areas.map { scene.absoluteFrame(of: $0.id).center.squaredDistance(to: rect.center) }.min()
        if let found, let best {
          let distance = scene.absoluteFrame(of: found).center.squaredDistance(to: rect.center)
          #expect(inside(found) ? distance == best : distance <= best)
        } else {
          #expect(best == nil && found == nil || best == nil)
        }
      }
    }
  }
}
