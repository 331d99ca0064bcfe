import DragDropKit
import PropertyBased
import Testing

@Suite("Edits obey the drop rules") struct EditRuleTests {
  static func board() throws -> (Document, doing: NodeID, done: NodeID) {
    var scene = Scene(size: Size(width: 600, height: 400))
    var doing = NodeProperties.defaults(for: .container)
    doing.capacity = 1
    var done = NodeProperties.defaults(for: .container)
    done.accepts = .kinds(["task"])
    let doingID = try Fixtures.column("Doing", cards: ["busy"], in: &scene, x: 0, properties: doing)
    let doneID = try Fixtures.column("Done", cards: [], in: &scene, x: 200, properties: done)
    return (Document(scene: scene), doingID, doneID)
  }

  @Test("add is refused for capacity, kind and allowed targets, with a drag's reasons, and changes nothing")
  func refusals() throws {
    var (document, doing, done) = try Self.board()
    let before = document.scene
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(throws: EngineError.refused(node: "x", container: "Doing", reason: .full(capacity: 1))) {
      try document.add(named: "x", type: .item, frame: frame, in: doing)
    }
    var bug = NodeProperties.defaults(for: .item)
    bug.kind = "bug"
    #expect(throws: EngineError.refused(node: "b", container: "Done", reason: .kind("bug"))) {
      try document.add(named: "b", type: .item, frame: frame, properties: bug, in: done)
    }
    #expect(throws: EngineError.refused(node: "c", container: "Done", reason: .kind("container"))) {
      try document.add(named: "c", type: .container, frame: frame, in: done)
    }
    var picky = NodeProperties.defaults(for: .item)
    picky.kind = "task"
    picky.targets = ["Doing"]
    #expect(throws: EngineError.refused(node: "p", container: "Done", reason: .notAllowedTarget(item: "p"))) {
      try document.add(named: "p", type: .item, frame: frame, properties: picky, in: done)
    }
    #expect(document.scene == before)
    #expect(document.history.steps.isEmpty)
    // Scenery (the root takes no drops) still holds what edits put in it.
    try document.add(named: "loose", type: .item, frame: frame)
  }

  @Test("a scene that breaks its rules lists each broken rule")
  func brokenRules() throws {
    var scene = Scene(size: Size(width: 600, height: 400))
    var small = NodeProperties.defaults(for: .container)
    small.capacity = 1
    small.accepts = .kinds(["task"])
    // The scene builder, like a scene file, may hold any state.
    let column = try Fixtures.column("Small", cards: ["a", "bug b"], in: &scene, x: 0, properties: small)
    let broken = scene.brokenRules()
    #expect(broken.contains(BrokenRule(container: column, node: nil, reason: .full(capacity: 1))))
    #expect(broken.contains(BrokenRule(container: column, node: scene[column]!.children[1], reason: .kind("bug"))))
    #expect(broken.count == 2)
    #expect(Scene()._invariantViolations() == [] && Scene().brokenRules().isEmpty)
  }

  @Test("a refused edit leaves the scene identical, over random scenes and adds")
  func refusedEditsChangeNothing() async {
    await propertyCheck(count: 200, input: PropertyTests.scripts) { numbers in
      var script = Script(numbers: numbers)
      var document = Document(scene: RandomScene.make(&script))
      for n in 0..<(1 + script.next(6)) {
        let containers = document.scene.allNodes.filter { $0.type == .container }.map(\.id)
        let parent = containers[script.next(containers.count)]
        var properties = NodeProperties.defaults(for: script.next(3) == 0 ? .container : .item)
        properties.kind = ["a", "b", nil][script.next(3)]
        let type: NodeType = properties.draggable ? .item : .container
        let before = document.scene
        let steps = document.history.steps.count
        do {
          try document.add(
            named: "new\(n)", type: type, frame: Rect(x: 1, y: 1, width: 10, height: 10), properties: properties,
            in: parent)
        } catch {
          #expect(document.scene == before, "a refused add changed the scene")
          #expect(document.history.steps.count == steps, "a refused add recorded a step")
        }
        RandomScene.checkTree(document.scene)
      }
    }
  }
}
