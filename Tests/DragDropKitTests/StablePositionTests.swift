import DragDropKit
import PropertyBased
import Testing

/// hello-pangea/dnd and dnd-kit verify these in their own tests: the lift keeps the home
/// position, one arrow is one index, out and back is home, and a pointer reorders only past a
/// neighbour's centre. Items of 60, 20 and 40 points make any off-by-one show.
@Suite("Stable positions in stacks of mixed sizes") struct StablePositionTests {
  static let extents: [Double] = [60, 20, 40]

  /// Two stacks side by side (or one above the other, for horizontal stacks) of mixed sizes.
  static func scene(_ axis: Axis) throws -> (Scene, home: NodeID, other: NodeID, items: [NodeID]) {
    var scene = Scene(size: Size(width: 600, height: 600))
    var props = NodeProperties.defaults(for: .container)
    props.layout = .stack(StackLayout(axis: axis))
    let vertical = axis == .vertical
    let home = try scene.addNode(
      named: "home", type: .container,
      frame: vertical ? Rect(x: 0, y: 0, width: 120, height: 400) : Rect(x: 0, y: 0, width: 400, height: 120),
      properties: props)
    let other = try scene.addNode(
      named: "other", type: .container,
      frame: vertical ? Rect(x: 200, y: 0, width: 120, height: 400) : Rect(x: 0, y: 200, width: 400, height: 120),
      properties: props)
    var items: [NodeID] = []
    for (n, extent) in extents.enumerated() {
      let size = vertical ? Size(width: 100, height: extent) : Size(width: extent, height: 100)
      items.append(try scene.addNode(named: "i\(n)", type: .item, frame: Rect(origin: .zero, size: size), in: home))
    }
    for (n, extent) in extents.reversed().enumerated() {
      let size = vertical ? Size(width: 100, height: extent) : Size(width: extent, height: 100)
      try scene.addNode(named: "o\(n)", type: .item, frame: Rect(origin: .zero, size: size), in: other)
    }
    return (scene, home, other, items)
  }

  @Test("lift then drop changes nothing, and the lift, where and the drop agree", arguments: Axis.allCases)
  func liftThenDrop(_ axis: Axis) throws {
    let (scene, _, _, items) = try Self.scene(axis)
    for item in items {
      var document = Document(scene: scene)
      let lifted = try document.handle(KeyboardSensor().lift(item, in: document.scene))
      guard case .lifted(let lift)? = lifted.first else { throw Failure("no lift") }
      #expect(document.drag.context?.position == lift.position, "where agrees with the lift")
      let events = try document.handle(.ended(document.drag.context!.rawPoint))
      guard case .dropped(let drop)? = events.last else { throw Failure("no drop: \(events)") }
      #expect(drop.position == lift.position)
      #expect(document.scene == scene, "\(document.scene[item]!.name) moved")
      #expect(document.history.steps.isEmpty, "a drop where it was is not an undo step")
    }
  }

  @Test("one arrow moves one position, whatever the sizes", arguments: Axis.allCases)
  func oneArrowOneIndex(_ axis: Axis) throws {
    let (scene, home, _, items) = try Self.scene(axis)
    let forward: Direction = axis == .vertical ? .down : .right
    let back: Direction = axis == .vertical ? .up : .left
    for (index, item) in items.enumerated() {
      var document = Document(scene: scene)
      _ = try document.handle(KeyboardSensor().lift(item, in: document.scene))
      var position = index + 1
      while case .gesture(let gesture) = KeyboardSensor().move(
        forward, in: document.scene, drag: document.drag.context!),
        position < items.count
      {
        _ = try document.handle(gesture)
        position += 1
        #expect(document.drag.context?.target == home)
        #expect(document.drag.context?.position == position)
      }
      while position > 1 {
        guard case .gesture(let gesture) = KeyboardSensor().move(back, in: document.scene, drag: document.drag.context!)
        else { throw Failure("stopped early") }
        _ = try document.handle(gesture)
        position -= 1
        #expect(document.drag.context?.position == position)
      }
    }
  }

  @Test("out of the list and straight back is home", arguments: Axis.allCases)
  func outAndBack(_ axis: Axis) throws {
    let (scene, home, other, items) = try Self.scene(axis)
    let out: Direction = axis == .vertical ? .right : .down
    let back: Direction = axis == .vertical ? .left : .up
    for item in items {
      var document = Document(scene: scene)
      _ = try document.handle(KeyboardSensor().lift(item, in: document.scene))
      try SensorTests.press(out, &document)
      #expect(document.drag.context?.target == other)
      try SensorTests.press(back, &document)
      #expect(document.drag.context?.target == home)
      _ = try document.handle(.ended(document.drag.context!.rawPoint))
      #expect(document.scene == scene, "\(scene[item]!.name) did not come home")
    }
  }

  @Test("a pointer that starts a drag does not reorder until it passes a neighbour's centre", arguments: Axis.allCases)
  func pointerThreshold(_ axis: Axis) throws {
    let (scene, _, _, items) = try Self.scene(axis)
    var document = Document(scene: scene)
    let middle = items[1]  // 20 points, between 60 and 40
    let frame = document.scene.absoluteFrame(of: middle)
    let start = frame.center
    let step = axis == .vertical ? Point(x: 0, y: 3) : Point(x: 3, y: 0)
    var pointer = PointerSensor(threshold: 3)
    _ = pointer.press(at: start, in: document.scene)
    guard case .begin(let began, let changed)? = pointer.move(to: start + step, in: document.scene) else {
      throw Failure("the drag did not start")
    }
    _ = try document.handle(began)
    _ = try document.handle(changed)
    #expect(document.drag.context?.position == 2, "3 points is not past a neighbour's centre")
    // The next item (40 points) starts 8 points below; its centre is 28 points below the edge.
    let next = document.scene.absoluteFrame(of: items[2])
    let nextCenter = axis == .vertical ? next.center.y - 20 - 8 : next.center.x - 20 - 8
    let before =
      axis == .vertical ? Point(x: start.x, y: frame.maxY + 8 + 19) : Point(x: frame.maxX + 8 + 19, y: start.y)
    _ = try document.handle(.changed(before))
    #expect(document.drag.context?.position == 2, "short of the neighbour's centre")
    let past = axis == .vertical ? Point(x: start.x, y: frame.maxY + 8 + 21) : Point(x: frame.maxX + 8 + 21, y: start.y)
    _ = try document.handle(.changed(past))
    #expect(document.drag.context?.position == 3, "past the neighbour's centre")
    _ = nextCenter
  }

  @Test(
    "random stacks of mixed sizes: each arrow moves one position or says it is at the edge; lift then drop changes nothing"
  )
  func randomStacks() async {
    await propertyCheck(count: 150, input: PropertyTests.scripts) { numbers in
      var script = Script(numbers: numbers)
      var scene = Scene(size: Size(width: 800, height: 800))
      var containers: [NodeID] = []
      for n in 0..<(1 + script.next(3)) {
        var props = NodeProperties.defaults(for: .container)
        props.layout = .stack(
          StackLayout(axis: script.next(2) == 0 ? .vertical : .horizontal, spacing: Double(script.next(9))))
        let id = try? scene.addNode(
          named: "c\(n)", type: .container, frame: Rect(x: Double(n * 260), y: 0, width: 250, height: 780),
          properties: props)
        if let id { containers.append(id) }
        for k in 0..<(1 + script.next(5)) {
          let size = Size(width: Double(10 + script.next(60)), height: Double(10 + script.next(60)))
          _ = try? scene.addNode(
            named: "i\(n)_\(k)", type: .item, frame: Rect(origin: .zero, size: size), in: id ?? .root)
        }
      }
      let items = scene.allNodes.filter { $0.type == .item }.map(\.id)
      guard !items.isEmpty else { return }
      let item = items[script.next(items.count)]
      var still = Document(scene: scene)
      _ = try? still.handle(KeyboardSensor().lift(item, in: still.scene))
      _ = try? still.handle(.ended(still.drag.context!.rawPoint))
      #expect(still.scene == scene, "lift then drop moved \(scene[item]!.name)")
      var document = Document(scene: scene)
      _ = try? document.handle(KeyboardSensor().lift(item, in: document.scene))
      for _ in 0..<(1 + script.next(8)) {
        let before = document.drag.context!
        switch KeyboardSensor().move(Direction.allCases[script.next(4)], in: document.scene, drag: before) {
        case .edge(let edge):
          #expect(edge.container == before.target)
        case .gesture(let gesture):
          _ = try? document.handle(gesture)
          let after = document.drag.context!
          if after.target == before.target, let from = before.position, let to = after.position {
            #expect(abs(to - from) == 1, "\(from) -> \(to)")
          }
        }
      }
      RandomScene.checkTree(document.scene)
    }
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
