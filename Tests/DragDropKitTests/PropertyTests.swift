import DragDropKit
import PropertyBased
import Testing

/// Turns a list of random numbers into choices, so that shrinking the list shrinks the scenario.
struct Script {
  var numbers: [Int]
  var index = 0
  mutating func next(_ bound: Int) -> Int {
    defer { index += 1 }
    guard !numbers.isEmpty, bound > 0 else { return 0 }
    return numbers[index % numbers.count] % bound
  }
}

enum RandomScene {
  /// A random scene: nested containers of every layout, drop rules and items.
  static func make(_ script: inout Script) -> Scene {
    var scene = Scene(size: Size(width: 400, height: 400))
    var containers: [NodeID] = [.root]
    let containerCount = 1 + script.next(5)
    for n in 0..<containerCount {
      let parent = containers[script.next(containers.count)]
      var props = NodeProperties.defaults(for: .container)
      switch script.next(3) {
      case 0: props.layout = .free
      case 1: props.layout = .stack(StackLayout(axis: script.next(2) == 0 ? .vertical : .horizontal))
      default: props.layout = .grid(GridLayout(cell: Size(width: 30, height: 30), columns: 1 + script.next(3)))
      }
      if script.next(4) == 0 { props.capacity = script.next(3) }
      if script.next(4) == 0 { props.accepts = .kinds(["a"]) }
      if script.next(5) == 0 { props.accepts = .none }
      props.draggable = script.next(3) == 0
      let frame = Rect(
        x: Double(script.next(200)), y: Double(script.next(200)),
        width: Double(40 + script.next(200)), height: Double(40 + script.next(200)))
      if let id = try? scene.addNode(named: "c\(n)", type: .container, frame: frame, properties: props, in: parent) {
        containers.append(id)
      }
    }
    for n in 0..<(1 + script.next(10)) {
      let parent = containers[script.next(containers.count)]
      var props = NodeProperties.defaults(for: .item)
      props.kind = script.next(2) == 0 ? "a" : "b"
      let frame = Rect(
        x: Double(script.next(150)), y: Double(script.next(150)),
        width: Double(10 + script.next(40)), height: Double(10 + script.next(40)))
      _ = try? scene.addNode(named: "i\(n)", type: .item, frame: frame, properties: props, in: parent)
    }
    return scene
  }

  static func randomPoint(_ script: inout Script) -> Point {
    Point(x: Double(script.next(420)) - 10, y: Double(script.next(420)) - 10)
  }

  /// Checks that every node but the root has one parent listing it once, and there are no cycles.
  static func checkTree(_ scene: Scene) {
    #expect(scene._invariantViolations() == [])
    scene._checkInvariants()
    var seen: [NodeID: Int] = [:]
    for node in scene.allNodes {
      for child in node.children { seen[child, default: 0] += 1 }
    }
    for node in scene.allNodes where node.id != .root && node.id != scene.lifted {
      #expect(seen[node.id] == 1, "node \(node.name) is listed \(seen[node.id] ?? 0) times")
      #expect(node.parent.map { scene[$0]?.children.contains(node.id) ?? false } == true)
      var steps = 0
      var current: NodeID? = node.id
      while let id = current, id != .root, id != scene.lifted, steps <= scene.nodeCount {
        current = scene[id]?.parent
        steps += 1
      }
      #expect(current == .root || current == scene.lifted, "node \(node.name) does not reach the root")
    }
  }

  /// The brute-force lift hit test: every draggable node all of whose ancestors contain the
  /// point, ordered deepest and front-most first.
  static func bruteForceHit(_ scene: Scene, _ point: Point) -> NodeID? {
    bruteForce(scene, point) { $0.properties.draggable }
  }

  /// The brute-force pointer drop target: the deepest, front-most drop area containing the point.
  static func bruteForceDrop(_ scene: Scene, _ point: Point) -> NodeID? {
    bruteForce(scene, point) { $0.isDropArea }
  }

  static func bruteForce(_ scene: Scene, _ point: Point, _ predicate: (Node) -> Bool) -> NodeID? {
    func chain(_ id: NodeID) -> [Int] {
      var indices: [Int] = []
      var current = id
      while let parent = scene[current]?.parent {
        indices.append(scene.index(of: current)!)
        current = parent
      }
      return indices.reversed()
    }
    let candidates = scene.allNodes.filter { node in
      guard predicate(node), node.parent != nil || node.id == .root else { return false }
      if scene.lifted.map({ scene.isAncestor($0, of: node.id) }) == true { return false }
      var current: NodeID? = node.id
      while let id = current {
        if !scene.absoluteFrame(of: id).contains(point) { return false }
        current = scene[id]?.parent
      }
      return true
    }
    // Front-most first: compare index chains; at the first difference the larger index wins;
    // a descendant (longer chain with the same prefix) wins over its ancestor.
    return candidates.max { a, b in
      let (ca, cb) = (chain(a.id), chain(b.id))
      for (x, y) in zip(ca, cb) where x != y { return x < y }
      return ca.count < cb.count
    }?.id
  }

  /// A scene with containers of many children, so that their spatial indexes are in use.
  static func crowded(_ script: inout Script) -> Scene {
    var scene = Scene(size: Size(width: 1000, height: 1000))
    var containers: [NodeID] = []
    for n in 0..<(1 + script.next(3)) {
      var props = NodeProperties.defaults(for: .container)
      if script.next(3) == 0 { props.layout = .grid(GridLayout(cell: Size(width: 20, height: 20))) }
      let frame = Rect(
        x: Double(script.next(400)), y: Double(script.next(400)), width: Double(200 + script.next(600)),
        height: Double(200 + script.next(600)))
      containers.append(try! scene.addNode(named: "box\(n)", type: .container, frame: frame, properties: props))
    }
    for n in 0..<(60 + script.next(150)) {
      let parent = containers[script.next(containers.count)]
      let isContainer = script.next(6) == 0
      var props = NodeProperties.defaults(for: isContainer ? .container : .item)
      props.draggable = true
      let frame = Rect(
        x: Double(script.next(800)) - 50, y: Double(script.next(800)) - 50, width: Double(5 + script.next(120)),
        height: Double(5 + script.next(120)))
      _ = try? scene.addNode(
        named: "n\(n)", type: isContainer ? .container : .item, frame: frame, properties: props, in: parent)
    }
    return scene
  }
}

@Suite("Engine properties over random scenes and gestures")
struct PropertyTests {
  static let scripts = Gen.int(in: 0...1_000_000).array(of: 20...80)

  @Test("tree invariants hold, moves conserve nodes, put-backs change nothing, undo and redo round-trip")
  func randomGestures() async {
    await propertyCheck(count: 300, input: Self.scripts) { numbers in
      var script = Script(numbers: numbers)
      let first = RandomScene.make(&script)
      var document = Document(scene: first)
      var snapshots = [first]
      for _ in 0..<(1 + script.next(8)) {
        let before = document.scene
        let start = RandomScene.randomPoint(&script)
        guard let began = try? document.handle(.began(start)), !began.isEmpty else {
          #expect(document.scene == before)
          continue
        }
        var last = start
        for _ in 0..<script.next(4) {
          last = RandomScene.randomPoint(&script)
          _ = try? document.handle(.changed(last))
          RandomScene.checkTree(document.scene)
        }
        let events = (script.next(5) == 0 ? try? document.handle(.cancelled) : try? document.handle(.ended(last))) ?? []
        #expect(document.lifted == nil)
        RandomScene.checkTree(document.scene)
        #expect(document.scene.nodeCount == before.nodeCount)
        if case .cancelled? = events.last {
          #expect(document.scene == before, "a put-back must leave the scene identical")
        } else if document.scene != before {
          snapshots.append(document.scene)
        }
      }
      #expect(document.history.undoCount == snapshots.count - 1)
      let last = document.scene
      while (try? document.undo()) ?? nil != nil {}
      #expect(document.scene == first, "undoing every step restores the first scene")
      while (try? document.redo()) ?? nil != nil {}
      #expect(document.scene == last, "redoing every step restores the last scene")
    }
  }

  @Test("the spatial index answers like brute force through drags, undo and edits in crowded containers")
  func spatialIndexReference() async {
    await propertyCheck(count: 60, input: Self.scripts) { numbers in
      var script = Script(numbers: numbers)
      var document = Document(scene: RandomScene.crowded(&script))
      for _ in 0..<12 {
        let start = RandomScene.randomPoint(&script)
        if (try? document.handle(.began(Point(x: start.x * 2, y: start.y * 2)))).map({ !$0.isEmpty }) == true {
          for _ in 0..<3 {
            let point = Point(x: Double(script.next(1000)), y: Double(script.next(1000)))
            _ = try? document.handle(.changed(point))
            #expect(
              document.scene.dropTarget(
                at: point, draggedRect: Rect(origin: point, size: Size(width: 1, height: 1)),
                excluding: document.lifted) == RandomScene.bruteForceDrop(document.scene, point))
          }
          _ = script.next(4) == 0 ? try? document.handle(.cancelled) : try? document.handle(.ended(start))
        }
        if script.next(4) == 0 { _ = try? document.undo() }
        if script.next(5) == 0, let victim = document.scene.allNodes.last, victim.id != .root, document.lifted == nil {
          _ = try? document.remove(victim.id)
        }
        RandomScene.checkTree(document.scene)
        for _ in 0..<10 {
          let point = Point(x: Double(script.next(1000)), y: Double(script.next(1000)))
          #expect(document.scene.hitTest(point) == RandomScene.bruteForceHit(document.scene, point), "at \(point)")
        }
      }
    }
  }

  @Test("the hit test equals a brute-force reference")
  func hitTestReference() async {
    await propertyCheck(count: 300, input: Self.scripts) { numbers in
      var script = Script(numbers: numbers)
      let scene = RandomScene.make(&script)
      for _ in 0..<20 {
        let point = RandomScene.randomPoint(&script)
        #expect(scene.hitTest(point) == RandomScene.bruteForceHit(scene, point), "at \(point)")
      }
    }
  }
}
