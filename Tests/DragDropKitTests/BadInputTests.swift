import DragDropKit
import Testing

@Suite("The engine rejects bad input with typed errors")
struct BadInputTests {
  @Test("NaN and infinite coordinates")
  func nonFinite() throws {
    var scene = Scene()
    #expect(throws: EngineError.invalidCoordinate(.position(of: "a"))) {
      try scene.addNode(named: "a", type: .item, frame: Rect(x: .nan, y: 0, width: 10, height: 10))
    }
    let item = try scene.addNode(named: "b", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var document = Document(scene: scene)
    #expect(throws: EngineError.invalidCoordinate(.liftPoint)) {
      try document.handle(.began(Point(x: .infinity, y: 0)))
    }
    _ = try document.handle(.began(Point(x: 5, y: 5), item: item))
    #expect(throws: EngineError.invalidCoordinate(.dragPoint)) {
      try document.handle(.changed(Point(x: 1, y: .nan)))
    }
  }

  @Test("zero and negative sizes")
  func sizes() {
    var scene = Scene()
    #expect(throws: EngineError.invalidSize(.size(of: "a"))) {
      try scene.addNode(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 0, height: 10))
    }
    #expect(throws: EngineError.invalidSize(.size(of: "a"))) {
      try scene.addNode(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: -1))
    }
  }

  @Test("empty names and sibling duplicates")
  func names() throws {
    var scene = Scene()
    #expect(throws: EngineError.emptyName) {
      try scene.addNode(named: "", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    }
    try scene.addNode(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(throws: EngineError.duplicateName("a", parent: "scene")) {
      try scene.addNode(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  @Test("a reference to a removed node")
  func removedNode() throws {
    var document = Document()
    let id = try document.add(named: "a", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    try document.remove(id)
    #expect(throws: EngineError.unknownNode(id)) { try document.rename(id, to: "b") }
    #expect(throws: EngineError.unknownNode(id)) { try document.handle(.began(.zero, item: id)) }
  }

  @Test("a drag while another is in progress, and moves while idle")
  func dragState() throws {
    var (document, red, blue, _, _) = try Fixtures.twoViews()
    #expect(throws: EngineError.notDragging) { try document.handle(.changed(.zero)) }
    #expect(throws: EngineError.notDragging) { try document.handle(.ended(.zero)) }
    _ = try document.handle(.began(Point(x: 125, y: 125), item: red))
    #expect(throws: EngineError.dragInProgress(item: "red")) {
      try document.handle(.began(Point(x: 125, y: 345), item: blue))
    }
    #expect(throws: EngineError.liftedDuringHistory(item: "red")) { try document.undo() }
  }

  @Test("a lift over nothing answers with no events and changes nothing")
  func liftOverNothing() throws {
    var (document, _, _, _, _) = try Fixtures.twoViews()
    let before = document.scene
    #expect(try document.handle(.began(Point(x: 5, y: 210))).isEmpty)
    #expect(document.scene == before)
    #expect(document.lifted == nil)
  }
}
