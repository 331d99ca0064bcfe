import DragDropKit
import Testing

@Suite("Undo and redo")
struct HistoryTests {
  @Test("undo and redo restore parent, position, frame and properties")
  func undoRedo() throws {
    var (document, red, _, viewA, viewB) = try Fixtures.twoViews()
    let start = document.scene
    _ = try document.drag(red, to: Point(x: 160, y: 300))
    let moved = document.scene
    try document.rename(red, to: "crimson")
    var props = document.scene[viewB]!.properties
    props.layout = .stack(StackLayout())
    try document.update(viewB, properties: props)
    let last = document.scene
    #expect(document.history.undoCount == 3)
    try document.undo()
    try document.undo()
    #expect(document.scene == moved)
    try document.undo()
    #expect(document.scene == start)
    #expect(document.scene[red]!.parent == viewA)
    try document.redo()
    try document.redo()
    try document.redo()
    #expect(document.scene == last)
  }

  @Test("a new edit after an undo drops the redo tail")
  func redoTail() throws {
    var (document, red, _, _, _) = try Fixtures.twoViews()
    try document.rename(red, to: "one")
    try document.undo()
    #expect(document.history.redoCount == 1)
    try document.rename(red, to: "two")
    #expect(document.history.redoCount == 0)
    #expect(try document.redo() == nil)
  }

  @Test("the history limit forgets the oldest steps")
  func limit() throws {
    var document = Document(historyLimit: 3)
    for n in 1...5 { try document.add(named: "n\(n)", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
    #expect(document.history.undoCount == 3)
    while try document.undo() != nil {}
    #expect(document.scene.root.children.count == 2)
  }

  @Test("a move step stores no scene copy")
  func compactSteps() {
    #expect(MemoryLayout<Edit>.stride <= 200)
  }
}
