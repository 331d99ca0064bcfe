import DragDropKit
import PropertyBased
import Testing

@Suite("Reordering a container's children is one undo step")
struct ReorderTests {
  static func column() throws -> (Document, NodeID) {
    var scene = Scene(size: Size(width: 600, height: 400))
    let column = try Fixtures.column("Doing", cards: ["c", "a", "b"], in: &scene, x: 0)
    return (Document(scene: scene), column)
  }

  func names(_ document: Document, _ id: NodeID) -> [String] {
    document.scene[id]!.children.map { document.scene[$0]!.name }
  }

  @Test("the children take the new order and the stack lays them out; undo and redo take it back and again")
  func reorders() throws {
    var (document, column) = try Self.column()
    let before = document.scene
    let ids = document.scene[column]!.children
    #expect(try document.reorder(column, as: [ids[1], ids[2], ids[0]]))
    #expect(names(document, column) == ["a", "b", "c"])
    #expect(document.scene[ids[1]]!.frame.origin.y < document.scene[ids[0]]!.frame.origin.y, "laid out in order")
    #expect(document.history.steps.count == 1)
    _ = try document.undo()
    #expect(document.scene == before)
    _ = try document.redo()
    #expect(names(document, column) == ["a", "b", "c"])
  }

  @Test("the same order records nothing; an order that is not the children, an item or a drag is refused")
  func refusals() throws {
    var (document, column) = try Self.column()
    let ids = document.scene[column]!.children
    #expect(try document.reorder(column, as: ids) == false)
    #expect(document.history.steps.isEmpty)
    #expect(throws: EngineError.notAnOrderOf("Doing")) { try document.reorder(column, as: [ids[0], ids[1]]) }
    #expect(throws: EngineError.notAnOrderOf("Doing")) { try document.reorder(column, as: [ids[0], ids[0], ids[1]]) }
    #expect(throws: EngineError.notAContainer("Doing/a")) { try document.reorder(ids[1], as: []) }
    _ = try document.handle(.began(Point(x: 5, y: 5), item: ids[0]))
    #expect(throws: EngineError.self) { try document.reorder(column, as: ids.reversed()) }
  }

  @Test("property: any permutation is taken, and undo restores the scene")
  func anyPermutation() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...9).array(of: 3...3)) { keys in
      var (document, column) = try! Self.column()
      let before = document.scene
      let children = document.scene[column]!.children
      let order = children.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { children[$0] }
      let changed = try! document.reorder(column, as: order)
      #expect(document.scene[column]!.children == order)
      #expect(changed == (order != children))
      if changed { _ = try! document.undo() }
      #expect(document.scene == before)
    }
  }
}

@Suite("Placing a node and gathering edits into one step")
struct PlaceTests {
  static func board() throws -> (Document, todo: NodeID, archive: NodeID) {
    var scene = Scene(size: Size(width: 600, height: 400))
    let todo = try Fixtures.column("To Do", cards: ["a", "b"], in: &scene, x: 0)
    var closed = NodeProperties.defaults(for: .container)
    closed.accepts = .none
    let archive = try Fixtures.column("Archive", cards: ["b"], in: &scene, x: 200, properties: closed)
    return (Document(scene: scene), todo, archive)
  }

  @Test("place moves into a container that takes no drops, as one undo step; the same place records nothing")
  func places() throws {
    var (document, todo, archive) = try Self.board()
    let before = document.scene
    let a = document.scene[todo]!.children[0]
    try document.place(a, into: archive)
    #expect(document.scene[archive]!.children.last == a)
    #expect(document.history.steps.count == 1)
    try document.place(a, into: archive)
    #expect(document.history.steps.count == 1)
    _ = try document.undo()
    #expect(document.scene == before)
  }

  @Test("place keeps the tree's rules: a name taken among the new siblings, the root, into itself")
  func refusals() throws {
    var (document, todo, archive) = try Self.board()
    let b = document.scene[todo]!.children[1]
    #expect(throws: EngineError.duplicateName("b", parent: "Archive")) { try document.place(b, into: archive) }
    #expect(throws: EngineError.self) { try document.place(.root, into: archive) }
    #expect(throws: EngineError.self) { try document.place(todo, into: todo) }
    #expect(throws: EngineError.notAContainer("To Do/b")) { try document.place(todo, into: b) }
    #expect(document.history.steps.isEmpty)
  }

  @Test("asOneStep makes its edits one step, and takes them back when it throws")
  func oneStep() throws {
    var (document, todo, archive) = try Self.board()
    let before = document.scene
    let a = document.scene[todo]!.children[0]
    try document.asOneStep { (document: inout Document) throws(EngineError) in
      try document.rename(a, to: "2026-11-28 a")
      try document.place(a, into: archive)
    }
    #expect(document.history.steps.count == 1)
    #expect(document.scene.name(of: a) == "2026-11-28 a")
    _ = try document.undo()
    #expect(document.scene == before)
    #expect(throws: EngineError.self) {
      try document.asOneStep { (document: inout Document) throws(EngineError) in
        try document.rename(a, to: "c")
        try document.place(document.scene[todo]!.children[1], into: archive)
      }
    }
    #expect(document.scene == before, "the rename was taken back")
    #expect(document.history.undoCount == 0)
  }
}
