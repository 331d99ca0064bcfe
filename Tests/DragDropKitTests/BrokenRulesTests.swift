import PropertyBased
import Testing

@testable import DragDropKit

/// The one pass that finds whether a scene breaks any rule (`Scene.breaksAnyRule`), held to the
/// list of broken rules made container by container.
@Suite("Broken rules found in one pass")
struct BrokenRulesTests {
  /// A random scene, then items that shared boxes make alike, some allowed only in one
  /// container, some of a kind their container may refuse; then some moved, and one lifted.
  static func scene(_ script: inout Script) -> Scene {
    var scene = RandomScene.make(&script)
    let containers = scene.allNodes.filter { $0.type == .container }.map(\.id)
    let names = containers.compactMap { scene.name(of: $0) }
    var boxes: [NodeProperties] = []
    for _ in 0..<3 {
      var properties = NodeProperties.defaults(for: .item)
      properties.kind = ["a", "b", nil][script.next(3)]
      if script.next(3) == 0 { properties.targets = [names[script.next(names.count)]] }
      boxes.append(properties)
    }
    for n in 0..<(1 + script.next(12)) {
      let parent = containers[script.next(containers.count)]
      _ = try? scene.addNode(
        named: "shared\(n)", type: .item, frame: Rect(x: 1, y: 1, width: 10, height: 10),
        properties: boxes[script.next(boxes.count)], in: parent)
    }
    let items = scene.allNodes.filter { $0.type == .item }.map(\.id)
    for _ in 0..<script.next(4) where !items.isEmpty {
      let item = items[script.next(items.count)]
      let parent = containers[script.next(containers.count)]
      guard item != parent, !scene.isAncestor(item, of: parent) else { continue }
      scene.move(
        item,
        to: Placement(
          parent: parent, index: scene.childCount(of: parent, excluding: nil), frame: scene.frame(of: item)!))
    }
    var document = Document(scene: scene)
    if script.next(2) == 0, let item = items.first {
      _ = try? document.handle(.began(Point(x: 5, y: 5), item: item))
    }
    return document.scene
  }

  @Test("property: one pass finds a broken rule exactly when the list by container has one")
  func onePassAgreesWithTheList() async {
    await propertyCheck(count: 500, input: PropertyTests.scripts) { numbers in
      var script = Script(numbers: numbers)
      let scene = Self.scene(&script)
      #expect(scene.breaksAnyRule() == !scene.brokenRulesByContainer().isEmpty)
      #expect(scene.brokenRules() == scene.brokenRulesByContainer())
    }
  }

  @Test("a card allowed in one column only breaks its rule in another column whose box is the same")
  func targetsAreNamesNotBoxes() throws {
    var scene = Scene(size: Size(width: 600, height: 400))
    let column = NodeProperties.defaults(for: .container)
    let todo = try scene.addNode(
      named: "Todo", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 300), properties: column, in: .root)
    let done = try scene.addNode(
      named: "Done", type: .container, frame: Rect(x: 200, y: 0, width: 100, height: 300), properties: column,
      in: .root)
    var card = NodeProperties.defaults(for: .item)
    card.targets = ["Todo"]
    _ = try scene.addNode(
      named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10), properties: card, in: todo)
    #expect(!scene.breaksAnyRule())
    let b = try scene.addNode(
      named: "b", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10), properties: card, in: done)
    #expect(scene.breaksAnyRule())
    #expect(scene.brokenRules() == [BrokenRule(container: done, node: b, reason: .notAllowedTarget(item: "b"))])
  }
}
