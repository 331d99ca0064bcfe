import Testing

@testable import DragDropKit

/// Steps made on one version of a scene, replayed by name onto another version of it
/// (`Rebase`): what a save does when the open file changed on disk.
@Suite("Rebase")
struct RebaseTests {
  /// Two lanes, "A" with a, b, c and "B" with d.
  static func lanes() throws -> Scene {
    var scene = Scene(size: Size(width: 400, height: 400))
    _ = try Fixtures.column("A", cards: ["a", "b", "c"], in: &scene, x: 0)
    _ = try Fixtures.column("B", cards: ["d"], in: &scene, x: 200)
    return scene
  }

  static func names(_ scene: Scene, _ lane: String) -> [String] {
    scene.children(of: scene.node(atNamePath: [lane])!).map { scene.name(of: $0)! }
  }

  /// Moves `card` into `lane` at `index` as one undo step.
  static func move(_ card: String, to lane: String, at index: Int, in document: inout Document) throws {
    let scene = document.scene
    let id = scene.node(atNamePath: [scene.name(of: scene.parentID(of: scene.onlyNode(named: card)!)!)!, card])!
    let target = scene.node(atNamePath: [lane])!
    _ = try document.handle(.began(scene.absoluteFrame(of: id).center, item: id))
    _ = try document.handle(.changed(.zero, target: NamedTarget(container: target, position: index + 1)))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
  }

  @Test("a move lands after the same sibling in the other version, beside what that version added")
  func moveAfterSibling() throws {
    var document = Document(scene: try Self.lanes())
    try Self.move("d", to: "A", at: 1, in: &document)
    #expect(Self.names(document.scene, "A") == ["a", "d", "b", "c"])
    var theirs = try Self.lanes()
    try theirs.addNode(
      named: "new", type: .item, frame: Rect(x: 0, y: 0, width: 80, height: 20), in: theirs.node(atNamePath: ["A"])!,
      at: 0)
    let base = Rebase.base(of: document.scene, undoing: document.unsavedSteps)
    #expect(Self.names(base, "A") == ["a", "b", "c"])
    let merged = try Rebase.replay(document.unsavedSteps, base: base, onto: theirs)
    #expect(Self.names(merged, "A") == ["new", "a", "d", "b", "c"])
    #expect(Self.names(merged, "B") == [])
  }

  @Test("a move of a node the other version deleted is a conflict that names it")
  func deletedThere() throws {
    var document = Document(scene: try Self.lanes())
    try Self.move("b", to: "B", at: 0, in: &document)
    var theirs = try Self.lanes()
    _ = theirs.remove(theirs.node(atNamePath: ["A", "b"])!)
    #expect(throws: Rebase.Conflict(step: 1, kind: .move, node: "b", reason: .nodeGone)) {
      try Rebase.replay(
        document.unsavedSteps, base: Rebase.base(of: document.scene, undoing: document.unsavedSteps), onto: theirs)
    }
  }

  @Test("a document that keeps no unsaved steps (no file under it) keeps none, and forgets those it had")
  func keepsNoUnsavedSteps() throws {
    var document = Document(scene: try Self.lanes())
    try Self.move("a", to: "B", at: 0, in: &document)
    #expect(document.unsavedSteps.count == 1)
    document.keepsUnsavedSteps = false
    #expect(document.unsavedSteps.isEmpty)
    try Self.move("b", to: "B", at: 0, in: &document)
    try document.undo()
    #expect(document.unsavedSteps.isEmpty && document.history.undoCount == 1)
  }

  @Test("undo takes the last unsaved step back off; an undo past the save is kept as its inverse")
  func undoAndRedo() throws {
    var document = Document(scene: try Self.lanes())
    try Self.move("a", to: "B", at: 0, in: &document)
    #expect(document.unsavedSteps.count == 1)
    try document.undo()
    #expect(document.unsavedSteps.isEmpty)
    try document.redo()
    #expect(document.unsavedSteps.count == 1)
    document.markSaved()
    try document.undo()
    #expect(document.unsavedSteps.count == 1)
    // Replayed onto the saved version, the undo moves a back.
    var saved = try Self.lanes()
    saved.move(
      saved.node(atNamePath: ["A", "a"])!,
      to: Placement(parent: saved.node(atNamePath: ["B"])!, index: 0, frame: Rect(x: 0, y: 0, width: 100, height: 30)))
    let merged = try Rebase.replay(
      document.unsavedSteps, base: Rebase.base(of: document.scene, undoing: document.unsavedSteps), onto: saved)
    #expect(Self.names(merged, "A") == ["a", "b", "c"])
  }

  @Test("a rename to a name the other version gave a sibling is a conflict")
  func nameTaken() throws {
    var document = Document(scene: try Self.lanes())
    try document.rename(document.scene.node(atNamePath: ["A", "a"])!, to: "z")
    var theirs = try Self.lanes()
    try theirs.addNode(
      named: "z", type: .item, frame: Rect(x: 0, y: 0, width: 80, height: 20), in: theirs.node(atNamePath: ["A"])!)
    #expect(throws: Rebase.Conflict(step: 1, kind: .rename, node: "a", reason: .nameTaken("z"))) {
      try Rebase.replay(
        document.unsavedSteps, base: Rebase.base(of: document.scene, undoing: document.unsavedSteps), onto: theirs)
    }
  }

  @Test("what the other version added or renamed is named, for save!")
  func added() throws {
    var theirs = try Self.lanes()
    theirs.setName("b2", of: theirs.node(atNamePath: ["A", "b"])!)
    #expect(Rebase.added(in: theirs, since: try Self.lanes()) == ["b2"])
  }
}
