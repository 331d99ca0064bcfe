import DragDropKit
import Testing

@Suite("Seed behaviours")
struct SeedTests {
  @Test("000: red dragged by its center to (160,300) lands in viewB at (135,55)")
  func seed000Drop() throws {
    var (document, red, _, viewA, viewB) = try Fixtures.twoViews()
    let events = try document.drag(red, to: Point(x: 160, y: 300))
    #expect(document.scene[red]?.parent == viewB)
    #expect(document.scene[red]?.frame == Rect(x: 135, y: 55, width: 50, height: 50))
    #expect(events.contains(.left(item: red, target: viewA)))
    #expect(events.contains(.entered(item: red, target: viewB)))
    #expect(
      events.last
        == .dropped(
          item: red, into: viewB, position: 2, count: 2, frame: Rect(x: 135, y: 55, width: 50, height: 50),
          from: Placement(parent: viewA, index: 0, frame: Rect(x: 100, y: 100, width: 50, height: 50))))
    #expect(document.history.undoCount == 1)
  }

  @Test("000: released between the views, red snaps back exactly")
  func seed000SnapBack() throws {
    var (document, red, _, viewA, _) = try Fixtures.twoViews()
    let before = document.scene
    let events = try document.drag(red, to: Point(x: 160, y: 210))
    #expect(events.last == .cancelled(item: red, reason: .noTarget, returnedTo: viewA, position: 1, count: 1))
    #expect(document.scene == before)
    #expect(document.history.undoCount == 0)
  }

  @Test("001: a tint target takes the item's color and the item goes home")
  func seed001Tint() throws {
    var scene = Scene()
    var targetProps = NodeProperties.defaults(for: .container)
    targetProps.effect = .tint
    targetProps.color = "white"
    let target = try scene.addNode(
      named: "target", type: .container, frame: Rect(x: 300, y: 300, width: 200, height: 200), properties: targetProps)
    var green = NodeProperties.defaults(for: .item)
    green.color = "green"
    let item = try scene.addNode(
      named: "green", type: .item, frame: Rect(x: 20, y: 20, width: 60, height: 60), properties: green)
    var document = Document(scene: scene)
    let home = document.scene[item]!
    let events = try document.drag(item, to: Point(x: 400, y: 400))
    #expect(events.last == .tinted(item: item, target: target, color: "green", previous: "white"))
    #expect(document.scene[target]?.properties.color == "green")
    #expect(document.scene[item] == home)
    try document.undo()
    #expect(document.scene[target]?.properties.color == "white")
  }

  @Test("002: entered, left, dropped and cancelled events")
  func seed002Events() throws {
    var (document, red, _, viewA, viewB) = try Fixtures.twoViews()
    var events = try document.handle(.began(Point(x: 125, y: 125)))
    #expect(events == [.lifted(item: red, from: viewA, position: 1, count: 1, point: Point(x: 125, y: 125))])
    events = try document.handle(.changed(Point(x: 125, y: 300)))
    #expect(Array(events.prefix(2)) == [.left(item: red, target: viewA), .entered(item: red, target: viewB)])
    #expect(
      events.last
        == .moved(
          item: red, point: Point(x: 125, y: 300), over: viewB, position: 2, count: 2, refusal: nil,
          from: Point(x: 125, y: 125), requested: Point(x: 125, y: 300),
          frame: Rect(x: 100, y: 275, width: 50, height: 50), previousOver: viewA
        ))
    events = try document.handle(.changed(Point(x: 125, y: 210)))
    #expect(events.first == .left(item: red, target: viewB))
    #expect(
      events.last
        == .moved(
          item: red, point: Point(x: 125, y: 210), over: nil, position: nil, count: nil, refusal: nil,
          from: Point(x: 125, y: 300), requested: Point(x: 125, y: 210),
          frame: Rect(x: 100, y: 185, width: 50, height: 50), previousOver: viewB
        ))
    events = try document.handle(.cancelled)
    #expect(events == [.cancelled(item: red, reason: .cancelled, returnedTo: viewA, position: 1, count: 1)])
    #expect(events[0].phase == .cancelled)
    #expect(document.lifted == nil)
  }

  @Test("003: grid slots at (3,3), (46,3), (89,3), (3,46) and re-layout after a removal")
  func seed003Grid() throws {
    var scene = Scene()
    var props = NodeProperties.defaults(for: .container)
    props.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, margin: 3, spacing: 3))
    let grid = try scene.addNode(
      named: "other", type: .container, frame: Rect(x: 200, y: 200, width: 140, height: 140), properties: props)
    var ids: [NodeID] = []
    for n in 1...4 {
      ids.append(
        try scene.addNode(named: "o\(n)", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), in: grid))
    }
    let origins = ids.map { scene[$0]!.frame.origin }
    #expect(origins == [Point(x: 3, y: 3), Point(x: 46, y: 3), Point(x: 89, y: 3), Point(x: 3, y: 46)])
    var document = Document(scene: scene)
    try document.remove(ids[0])
    #expect(document.scene[ids[1]]!.frame.origin == Point(x: 3, y: 3))
    #expect(document.scene[ids[3]]!.frame.origin == Point(x: 89, y: 3))
    try document.undo()
    #expect(document.scene[ids[3]]!.frame.origin == Point(x: 3, y: 46))
  }

  @Test("003: for every grid slot, its drop point lands exactly there")
  func seed003SlotPoints() throws {
    var scene = Scene()
    var props = NodeProperties.defaults(for: .container)
    props.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, margin: 3, spacing: 3))
    let grid = try scene.addNode(
      named: "grid", type: .container, frame: Rect(x: 50, y: 50, width: 140, height: 140), properties: props)
    for n in 1...5 {
      try scene.addNode(named: "o\(n)", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), in: grid)
    }
    let loose = try scene.addNode(named: "loose", type: .item, frame: Rect(x: 400, y: 400, width: 40, height: 40))
    for position in 1...6 {
      var document = Document(scene: scene)
      let point = document.scene.dropPoint(for: loose, in: grid, position: position)
      _ = try document.handle(.began(document.scene.absoluteFrame(of: loose).center, item: loose))
      _ = try document.handle(.changed(point))
      let events = try document.handle(.ended(point))
      guard case .dropped(let dropped) = events.last else {
        Issue.record("position \(position): expected a drop, got \(events)")
        continue
      }
      #expect(dropped.into == grid)
      #expect(dropped.position == position, "slot \(position)")
      #expect(document.scene.index(of: loose) == position - 1)
    }
  }

  @Test("004: with clamp parent, an item cannot leave the view it started in")
  func seed004Clamp() throws {
    var scene = Scene(size: Size(width: 320, height: 480))
    let view = try scene.addNode(named: "view", type: .container, frame: Rect(x: 50, y: 50, width: 220, height: 150))
    let image = try scene.addNode(
      named: "image", type: .item, frame: Rect(x: 60, y: 45, width: 100, height: 60), in: view)
    var document = Document(scene: scene, settings: DragSettings(clamp: .parent))
    _ = try document.handle(.began(Point(x: 160, y: 125), item: image))
    let events = try document.handle(.changed(Point(x: 900, y: -400)))
    guard case .moved(let moved) = events.last else {
      Issue.record("expected a move")
      return
    }
    #expect(moved.over == view)
    #expect(moved.point == Point(x: 50 + 220 - 50, y: 50 + 30))
    _ = try document.handle(.ended(Point(x: 900, y: -400)))
    #expect(document.scene[image]!.parent == view)
    #expect(document.scene[image]!.frame == Rect(x: 120, y: 0, width: 100, height: 60))
  }
}
