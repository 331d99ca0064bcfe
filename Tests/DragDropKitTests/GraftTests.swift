import DragDropKit
import Testing

/// A scene grafted under a node of another, as a vault reads a page when it is first needed.
@Suite("Grafting a scene under a node")
struct GraftTests {
  static func page(_ cards: [String], many: Int = 0) throws -> Scene {
    var scene = Scene(size: Size(width: 300, height: 400))
    let lane = try Fixtures.column("Doing", cards: cards, in: &scene, x: 0)
    for number in 0..<many {
      try scene.addNode(named: "n\(number)", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10), in: lane)
    }
    scene.setTitle("Fix the login", of: scene.nodes(named: cards[0]).first!)
    return scene
  }

  @Test("node k becomes offset + k, the tree and titles as they were, under the parent's last children")
  func offsets() throws {
    var vault = Scene(size: Size(width: 800, height: 600))
    let folder = try vault.addNode(
      named: "Boards", type: .container, frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let other = try Self.page(["login", "docs"])
    let offset = try vault.graft(other, into: folder)
    vault._checkInvariants()
    #expect(vault._invariantViolations().isEmpty)
    let lane = NodeID(rawValue: 1 + offset)
    #expect(vault.name(of: lane) == "Doing")
    #expect(vault[folder]!.children == [lane])
    #expect(vault[lane]!.children.map { vault.name(of: $0) } == ["login", "docs"])
    #expect(vault.title(of: NodeID(rawValue: 2 + offset)) == "Fix the login")
    #expect(vault.node(atNamePath: ["Boards", "Doing", "docs"]) == NodeID(rawValue: 3 + offset))
  }

  @Test("two pages with the same names side by side; a page of many children keeps its index; a drag after works")
  func twoPages() throws {
    var vault = Scene(size: Size(width: 800, height: 600))
    let a = try vault.addNode(named: "A", type: .container, frame: Rect(x: 0, y: 0, width: 300, height: 400))
    let b = try vault.addNode(named: "B", type: .container, frame: Rect(x: 400, y: 0, width: 300, height: 400))
    _ = try vault.graft(try Self.page(["x"]), into: a)
    _ = try vault.graft(try Self.page(["x"], many: 300), into: b)
    vault._checkInvariants()
    #expect(vault.nodes(named: "x").count == 2)
    #expect(throws: EngineError.duplicateName("x", parent: "B/Doing")) {
      var copy = Document(scene: vault)
      try copy.place(
        copy.scene.node(atNamePath: ["A", "Doing", "x"])!, into: copy.scene.node(atNamePath: ["B", "Doing"])!)
    }
    var document = Document(scene: vault)
    let lane = try #require(document.scene.node(atNamePath: ["A", "Doing"]))
    let card = try #require(document.scene.node(atNamePath: ["B", "Doing", "n1"]))
    try document.place(card, into: lane, at: 0)
    document.scene._checkInvariants()
    #expect(document.scene[lane]!.children.first == card)
    _ = try document.undo()
    document.scene._checkInvariants()
    #expect(throws: EngineError.notAContainer("B/Doing/n1")) { try document.graft(Scene(), into: card) }
  }
}
