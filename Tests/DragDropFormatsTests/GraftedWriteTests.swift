import DragDropKit
import Testing

@testable import DragDropFormats

/// A board or document read into a page node of a bigger scene (a vault) writes back the same
/// text as when it is the whole scene: its source, grafted, maps its lines to the nodes there.
@Suite("A page grafted into a vault writes back as itself")
struct GraftedWriteTests {
  static let board = """
    ---

    kanban-plugin: basic

    ---

    ## To Do

    - [ ] Write docs #docs
    - [ ] Fix login
    \t- a sub-line

    ## Done

    - [x] Ship it

    """

  static let outline = """
    # Garden

    - Beds
      - North bed
    - Tools
      - Rake

    """

  /// A vault scene with a page before the one grafted, so the offset is not zero.
  static func vault() throws -> (Scene, page: NodeID) {
    var vault = Scene(size: Size(width: 1000, height: 800))
    let first = try vault.addNode(named: "Other", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    try vault.addNode(named: "note", type: .item, frame: Rect(x: 0, y: 0, width: 10, height: 10), in: first)
    let page = try vault.addNode(named: "Page", type: .container, frame: Rect(x: 200, y: 0, width: 700, height: 700))
    return (vault, page)
  }

  @Test("a board: unchanged, the same bytes; a card moved, the same text as the board alone")
  func board() throws {
    let (alone, aloneSource) = try BoardFile.decode(Self.board)
    var (vault, page) = try Self.vault()
    var source = aloneSource
    source.graft(offset: try vault.graft(alone, into: page), under: page)
    #expect(try BoardFile.encode(vault, source: source) == Self.board)
    var one = Document(scene: alone)
    try one.place(one.scene.nodes(named: "Fix login")[0], into: one.scene.nodes(named: "Done")[0], at: 0)
    var two = Document(scene: vault)
    try two.place(
      two.scene.node(atNamePath: ["Page", "To Do", "Fix login"])!, into: two.scene.node(atNamePath: ["Page", "Done"])!,
      at: 0)
    #expect(try BoardFile.encode(two.scene, source: source) == BoardFile.encode(one.scene, source: aloneSource))
  }

  @Test("a document: unchanged, the same bytes; a block moved, the same text as the document alone")
  func outline() throws {
    let (alone, aloneSource) = try OutlineFile.decode(Self.outline)
    var (vault, page) = try Self.vault()
    var source = aloneSource
    source.graft(offset: try vault.graft(alone, into: page), under: page)
    #expect(try OutlineFile.encode(vault, source: source) == Self.outline)
    var one = Document(scene: alone)
    try one.place(one.scene.nodes(named: "Rake")[0], into: one.scene.nodes(named: "Beds")[0])
    var two = Document(scene: vault)
    try two.place(
      two.scene.node(atNamePath: ["Page", "Garden", "Tools", "Rake"])!,
      into: two.scene.node(atNamePath: ["Page", "Garden", "Beds"])!)
    let moved = try OutlineFile.encode(two.scene, source: source)
    #expect(moved == (try OutlineFile.encode(one.scene, source: aloneSource)))
    #expect(moved.contains("- Beds\n  - North bed\n  - Rake\n"))
  }
}
