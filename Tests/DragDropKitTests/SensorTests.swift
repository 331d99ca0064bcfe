import DragDropKit
import PropertyBased
import Testing

@Suite("Keyboard and pointer sensors") struct SensorTests {
  /// Two stack columns side by side: To Do with three cards, Done with one.
  static func board() throws -> (Document, todo: NodeID, done: NodeID, cards: [NodeID]) {
    var scene = Scene(size: Size(width: 400, height: 400))
    let todo = try Fixtures.column("To Do", cards: ["a", "b", "c"], in: &scene, x: 0)
    let done = try Fixtures.column("Done", cards: ["d"], in: &scene, x: 200)
    return (Document(scene: scene), todo, done, scene[todo]!.children)
  }

  /// Feeds what the keyboard sensor asks for; returns the edge when it found none.
  @discardableResult
  static func press(
    _ direction: Direction, _ document: inout Document, _ sensor: KeyboardSensor = KeyboardSensor()
  ) throws -> KeyboardSensor.Edge? {
    switch sensor.move(direction, in: document.scene, drag: document.drag.context!) {
    case .gesture(let gesture):
      _ = try document.handle(gesture)
      return nil
    case .edge(let edge): return edge
    }
  }

  @Test("in a stack each arrow moves one position, past the end into the next column, then stops at an edge")
  func stackSteps() throws {
    var (document, todo, done, cards) = try Self.board()
    let sensor = KeyboardSensor()
    _ = try document.handle(sensor.lift(cards[0], in: document.scene))
    #expect(document.drag.context?.position == 1)
    try Self.press(.down, &document)
    #expect(document.drag.context?.target == todo)
    #expect(document.drag.context?.position == 2)
    try Self.press(.down, &document)
    #expect(document.drag.context?.position == 3)
    try Self.press(.right, &document)
    #expect(document.drag.context?.target == done)
    let edge = try Self.press(.right, &document)
    #expect(edge?.container == done)
    #expect(edge?.direction == .right)
    try Self.press(.up, &document)
    try Self.press(.up, &document)
    let top = try Self.press(.up, &document)
    #expect(top?.position == 1)
  }

  @Test("elsewhere an arrow moves by the sensor's step in points")
  func freeSteps() throws {
    var (document, red, _, _, _) = try Fixtures.twoViews()
    let sensor = KeyboardSensor(step: 25)
    _ = try document.handle(sensor.lift(red, in: document.scene))
    let before = document.drag.context!.point
    try Self.press(.right, &document, sensor)
    #expect(document.drag.context!.point == Point(x: before.x + 25, y: before.y))
  }

  @Test("a grid follows its fill order: with fill columns, Down is the next slot and Right the next column")
  func gridFillOrders() throws {
    for fill in [GridFill.rows, .columns] {
      var scene = Scene(size: Size(width: 400, height: 400))
      var props = NodeProperties.defaults(for: .container)
      // 3 slots fit each way: (130 - 6 + 3) / 43 = 2.95 -> 2? use 3 columns and 3 rows explicitly.
      props.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, fill: fill))
      let grid = try scene.addNode(
        named: "grid", type: .container, frame: Rect(x: 0, y: 0, width: 132, height: 132), properties: props)
      for n in 1...6 {
        try scene.addNode(named: "t\(n)", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), in: grid)
      }
      var document = Document(scene: scene)
      let first = document.scene[grid]!.children[0]
      _ = try document.handle(KeyboardSensor().lift(first, in: document.scene))
      try Self.press(.right, &document)
      let right = document.drag.context!.position!
      _ = try document.handle(.cancelled)
      _ = try document.handle(KeyboardSensor().lift(first, in: document.scene))
      try Self.press(.down, &document)
      let down = document.drag.context!.position!
      _ = try document.handle(.cancelled)
      // Slot 1 is top left; Right is the slot to its right, Down the slot below, as drawn.
      let layout = GridLayout(cell: Size(width: 40, height: 40), columns: 3, fill: fill)
      let size = Size(width: 132, height: 132)
      let origin = layout.slotOrigin(0, in: size)
      #expect(layout.slotOrigin(right - 1, in: size).y == origin.y, "\(fill): Right stays in the row")
      #expect(layout.slotOrigin(right - 1, in: size).x > origin.x, "\(fill): Right goes right")
      #expect(layout.slotOrigin(down - 1, in: size).x == origin.x, "\(fill): Down stays in the column")
      #expect(layout.slotOrigin(down - 1, in: size).y > origin.y, "\(fill): Down goes down")
    }
  }

  @Test("first and last go to the ends; the next container skips the ones that refuse")
  func firstLastNext() throws {
    var scene = Scene(size: Size(width: 600, height: 400))
    let todo = try Fixtures.column("To Do", cards: ["a", "b", "bug"], in: &scene, x: 0)
    var noBugs = NodeProperties.defaults(for: .container)
    noBugs.accepts = .kinds(["task"])
    let done = try Fixtures.column("Done", cards: [], in: &scene, x: 200, properties: noBugs)
    let later = try Fixtures.column("Later", cards: ["x"], in: &scene, x: 400)
    var document = Document(scene: scene)
    let sensor = KeyboardSensor()
    let bug = document.scene[todo]!.children[2]
    _ = try document.handle(sensor.lift(bug, in: document.scene))
    _ = try document.handle(sensor.first(in: document.scene, drag: document.drag.context!)!)
    #expect(document.drag.context?.position == 1)
    _ = try document.handle(sensor.last(in: document.scene, drag: document.drag.context!)!)
    #expect(document.drag.context?.position == 3)
    _ = try document.handle(sensor.nextContainer(forward: true, in: document.scene, drag: document.drag.context!)!)
    #expect(document.drag.context?.target == later, "Done refuses bugs, so the next is Later")
    _ = try document.handle(sensor.nextContainer(forward: true, in: document.scene, drag: document.drag.context!)!)
    #expect(document.drag.context?.target == todo, "it wraps around")
    _ = try document.handle(sensor.nextContainer(forward: false, in: document.scene, drag: document.drag.context!)!)
    #expect(document.drag.context?.target == later)
    _ = done
  }

  @Test("the pointer waits for the threshold, then begins at the down point; a short press is a click")
  func pointerThreshold() throws {
    var (document, red, _, viewA, _) = try Fixtures.twoViews()
    var pointer = PointerSensor(threshold: 3)
    #expect(pointer.press(at: Point(x: 125, y: 125), in: document.scene) == red)
    #expect(pointer.move(to: Point(x: 126, y: 126), in: document.scene) == .waiting(distance: 2.squareRoot()))
    guard case .begin(let began, let changed)? = pointer.move(to: Point(x: 128, y: 125), in: document.scene) else {
      Issue.record("expected the drag to begin")
      return
    }
    #expect(began == .began(Point(x: 125, y: 125)))
    _ = try document.handle(began)
    _ = try document.handle(changed)
    #expect(document.lifted == red)
    #expect(pointer.move(to: Point(x: 160, y: 300), in: document.scene) == .drag(.changed(Point(x: 160, y: 300))))
    #expect(pointer.release(at: nil, in: document.scene) == .drop(.ended(Point(x: 160, y: 300))))
    #expect(!pointer.isDown)

    var click = PointerSensor()
    _ = try document.handle(.ended(Point(x: 160, y: 300)))
    // red now sits in viewB around 160,300.
    _ = click.press(at: Point(x: 160, y: 300), in: document.scene)
    _ = click.move(to: Point(x: 161, y: 300), in: document.scene)
    #expect(click.release(at: nil, in: document.scene) == .click(red))
    #expect(click.release(at: nil, in: document.scene) == nil, "a second release has no press")
    _ = click.press(at: Point(x: 300, y: 10), in: document.scene)
    #expect(click.move(to: Point(x: 350, y: 10), in: document.scene) == .waiting(distance: 50), "nothing to lift")
    #expect(click.cancel() == nil)
    _ = viewA
  }

  @Test("every keyboard move in a stack or grid lands, when dropped, on the slot its moved event names")
  func movesLandWhereAnnounced() async {
    await propertyCheck(count: 200, input: PropertyTests.scripts) { numbers in
      var script = Script(numbers: numbers)
      var document = Document(scene: RandomScene.make(&script))
      let items = document.scene.allNodes.filter { $0.type == .item }.map(\.id)
      guard !items.isEmpty else { return }
      let item = items[script.next(items.count)]
      guard (try? document.handle(KeyboardSensor().lift(item, in: document.scene))) != nil else { return }
      for _ in 0..<(1 + script.next(6)) {
        let direction = Direction.allCases[script.next(4)]
        let before = document.drag.context!
        guard
          case .gesture(let gesture) = KeyboardSensor().move(
            direction, in: document.scene, drag: document.drag.context!),
          let events = try? document.handle(gesture), case .moved(let moved)? = events.last
        else { continue }
        if let over = moved.over, over == before.target, let from = before.position, let to = moved.position,
          case .stack = document.scene[over]!.properties.layout
        {
          #expect(abs(to - from) == 1, "one arrow in a stack moves one position, not \(from) -> \(to)")
        }
        guard let over = moved.over, moved.refusal == nil, let position = moved.position,
          document.scene[over]!.properties.layout != .free
        else { continue }
        var dropped = document
        let result = try? dropped.handle(.ended(document.drag.context!.rawPoint))
        guard case .dropped(let drop)? = result?.last else {
          Issue.record("announced \(position) in \(over) but the drop gave \(String(describing: result))")
          continue
        }
        #expect(drop.into == over)
        #expect(drop.position == position)
        #expect(dropped.scene.index(of: item) == position - 1, "the item lands where the announcement said")
        RandomScene.checkTree(dropped.scene)
      }
    }
  }
}

@Suite("Grids as drawn") struct GridMoveTests {
  /// A 3 x 3 grid with `count` items.
  static func grid(_ fill: GridFill, count: Int = 9) throws -> (Document, grid: NodeID, items: [NodeID]) {
    var scene = Scene(size: Size(width: 400, height: 400))
    var props = NodeProperties.defaults(for: .container)
    props.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, fill: fill))
    // 3 rows fit in 132 points, so fill columns also makes a 3 x 3 grid.
    let grid = try scene.addNode(
      named: "grid", type: .container, frame: Rect(x: 0, y: 0, width: 132, height: 132), properties: props)
    for n in 1...count {
      try scene.addNode(named: "t\(n)", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), in: grid)
    }
    return (Document(scene: scene), grid, scene[grid]!.children)
  }

  @Test("Right is the next column and Down the next row, in both fill orders, and the edge of a row is an edge")
  func asDrawn() throws {
    for fill in GridFill.allCases {
      var (document, grid, items) = try Self.grid(fill)
      let layout = GridLayout(cell: Size(width: 40, height: 40), columns: 3, fill: fill)
      let size = Size(width: 132, height: 132)
      _ = try document.handle(KeyboardSensor().lift(items[0], in: document.scene))
      var previous = layout.slotOrigin(0, in: size)
      for (direction, dx, dy) in [(Direction.right, 43.0, 0.0), (.right, 43, 0), (.down, 0, 43), (.left, -43, 0)] {
        try SensorTests.press(direction, &document)
        let now = layout.slotOrigin(document.drag.context!.position! - 1, in: size)
        #expect(now == Point(x: previous.x + dx, y: previous.y + dy), "\(fill) \(direction)")
        previous = now
      }
      #expect(document.drag.context?.target == grid)
    }
  }

  @Test("Down from the row above an empty slot goes to that slot before leaving the grid")
  func downIntoTheEmptySlot() throws {
    // Five items: t1 t2 t3 / t4 t5. Lifting t3 closes the grid up to t1 t2 t4 / t5 _, with the
    // empty slot 5 in the second row; under column 3 there is no slot at all.
    var (document, grid, items) = try Self.grid(.rows, count: 5)
    _ = try document.handle(KeyboardSensor().lift(items[2], in: document.scene))
    #expect(document.drag.context?.position == 3)
    try SensorTests.press(.down, &document)
    #expect(document.drag.context?.target == grid)
    #expect(document.drag.context?.position == 5, "the empty slot of the next row")
    // From the last slot, Right is the edge of the row and of the grid.
    let edge = try SensorTests.press(.right, &document)
    #expect(edge?.container == grid)
  }
}
