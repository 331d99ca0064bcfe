import Testing

@testable import DragDropKit

@Suite("Scene invariants") struct InvariantTests {
  /// A container with enough children to have a spatial index.
  static func crowded() -> Scene {
    var scene = Scene(size: Size(width: 1000, height: 1000))
    let box = try! scene.addNode(named: "box", type: .container, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    for n in 0..<(ChildIndex.threshold + 12) {
      let frame = Rect(x: Double(n % 10) * 90, y: Double(n / 10) * 90, width: 40, height: 40)
      try! scene.addNode(named: "i\(n)", type: .item, frame: frame, in: box)
    }
    return scene
  }

  @Test("a reader's appended nodes are the scene addNode makes: names, children, spatial index, counts")
  func appendLoadedIsAddNode() throws {
    var loaded = Scene(size: Size(width: 1000, height: 1000))
    var added = Scene(size: Size(width: 1000, height: 1000))
    let free = NodeProperties.defaults(for: .container)
    var stack = free
    stack.layout = .stack(StackLayout(axis: .vertical, spacing: 4, padding: 8))
    for (n, properties) in [(0, free), (1, stack)] {
      let box = try #require(
        try loaded.appendLoaded(
          named: "box\(n)", frame: Rect(x: 0, y: 0, width: 900, height: 900), properties: properties, in: .root))
      _ = try added.addNode(
        named: "box\(n)", type: .container, frame: Rect(x: 0, y: 0, width: 900, height: 900),
        properties: properties, layout: false)
      for k in 0..<(ChildIndex.threshold + 5) {
        let frame = Rect(x: Double(k % 10) * 80, y: Double(k / 10) * 80, width: 30, height: 30)
        _ = try #require(try loaded.appendLoaded(named: "n\(n)-\(k)", frame: frame, properties: free, in: box))
        _ = try added.addNode(
          named: "n\(n)-\(k)", type: .container, frame: frame, properties: free, in: box, layout: false)
      }
    }
    loaded.relayoutAll()
    added.relayoutAll()
    #expect(loaded._invariantViolations() == [])
    #expect(loaded.allNodes.map(\.name) == added.allNodes.map(\.name))
    #expect(loaded.allNodes.map(\.frame) == added.allNodes.map(\.frame))
    #expect(loaded.allNodes.map(\.parent) == added.allNodes.map(\.parent))
    // A taken name adds nothing; a bad name or frame is refused as addNode refuses it.
    let count = loaded.nodeCount
    #expect(
      try loaded.appendLoaded(named: "n0-3", frame: Rect(x: 0, y: 0, width: 5, height: 5), properties: free, in: .root)
        == nil)
    #expect(loaded.nodeCount == count && loaded._invariantViolations() == [])
    #expect(throws: EngineError.self) {
      try loaded.appendLoaded(named: "a/b", frame: Rect(x: 0, y: 0, width: 5, height: 5), properties: free, in: .root)
    }
    #expect(throws: EngineError.self) {
      try loaded.appendLoaded(named: "zero", frame: Rect(x: 0, y: 0, width: 0, height: 5), properties: free, in: .root)
    }
  }

  @Test("a healthy scene passes, through adds, removals and undo")
  func healthy() throws {
    var scene = Self.crowded()
    #expect(scene._invariantViolations() == [])
    try scene.addNode(named: "fresh", type: .item, frame: Rect(x: 1, y: 1, width: 5, height: 5))
    var document = Document(scene: scene)
    try document.remove(document.scene.allNodes.last!.id)
    #expect(document.scene._invariantViolations() == [])
    try document.undo()
    #expect(document.scene._invariantViolations() == [])
  }

  @Test("the check finds a stale name index, a wrong node count, a broken parent link and a stale spatial index")
  func detectsCorruption() throws {
    let healthy = Self.crowded()
    let crowded = healthy.allNodes.first { $0.children.count >= ChildIndex.threshold }!
    #expect(healthy._invariantViolations() == [])
    let child = crowded.children[0]

    var names = healthy
    names.names.remove(child, tag: NameIndex.tag(of: healthy[child]!.name))
    #expect(names._invariantViolations().contains { $0.contains("name index") })

    var count = healthy
    count.nodeCount += 1
    #expect(count._invariantViolations().contains { $0.contains("nodeCount") })

    var parent = healthy
    parent.slots[child.rawValue].parent = .root
    #expect(parent._invariantViolations().contains { $0.contains("does not name it as its parent") })

    var index = healthy
    index.slots[child.rawValue].frame = Rect(x: 900, y: 900, width: 5, height: 5)
    #expect(index._invariantViolations().contains { $0.contains("stale buckets") })
  }
}

@Suite("Node storage") struct NodeStorageTests {
  @Test("a node is small: hot fields in place, properties in a shared box")
  func nodeSize() throws {
    #expect(MemoryLayout<Node>.stride <= 88, "a node is \(MemoryLayout<Node>.stride) bytes")
    var scene = Scene()
    var task = NodeProperties.defaults(for: .item)
    task.kind = "task"
    let a = try scene.addNode(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1), properties: task)
    let b = try scene.addNode(named: "b", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1), properties: task)
    #expect(scene.slots[a.rawValue].storage === scene.slots[b.rawValue].storage, "equal properties share a box")
    #expect(scene[a]!.properties.kind == "task" && scene[a]!.isDraggable && !scene[a]!.isDropArea)
  }
}
