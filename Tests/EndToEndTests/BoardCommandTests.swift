import Foundation
import Testing

/// Markdown boards through the dnd binary: opened, saved back, saved as a scene, refused as a
/// batch file, and a failed save that leaves the file as it was.
@Suite("Markdown boards through dnd")
struct BoardCommandTests {
  static let board = """
    ---

    kanban-plugin: basic

    ---

    ## To Do

    - [ ] Write docs #task
    - [ ] Fix login #bug


    ## Done

    **Complete**
    - [x] Set up CI


    """

  func folder(with text: String) throws -> URL {
    let folder = try DND.folder("board")
    try Data(text.utf8).write(to: folder.appendingPathComponent("board.md"))
    return folder
  }

  @Test("dnd FILE opens a board or a scene and runs the commands that come; a batch file, even .md, still runs")
  func opensDataFiles() throws {
    let folder = try folder(with: Self.board)
    try Data(#"{"format":"dnd-scene"}"#.utf8).write(to: folder.appendingPathComponent("broken.json"))
    let board = try DND.run(["board.md"], stdin: "find docs\n", in: folder)
    #expect(board.status == 0, "\(board.stderr)")
    #expect(board.stdout.contains("Write docs, task, in To Do, position 1 of 2"), "\(board.stdout)")
    let command = try DND.run(["board.md", "-c", "find docs"], in: folder)
    #expect(command.status == 0, "\(command.stderr)")
    #expect(command.stdout.contains("Write docs, task, in To Do, position 1 of 2"), "\(command.stdout)")
    // A scene file is read as one, by what it holds: this one is broken and says where.
    let scene = try DND.run(["broken.json"], in: folder)
    #expect(scene.status == 3, "\(scene.stderr)")
    #expect(scene.stderr.contains("broken.json"), "\(scene.stderr)")
    // A .md file whose first line is a command is a batch file.
    try Data("# a batch\nwhere\n".utf8).write(to: folder.appendingPathComponent("script.md"))
    let batch = try DND.run(["script.md"], in: folder)
    #expect(batch.status == 0, "\(batch.stderr)")
    #expect(batch.stdout.contains("Nothing is selected") || batch.stdout.contains("nothing"), "\(batch.stdout)")
    // A board after a batch file is not a batch file: it says so and how to open it.
    try Data("where\n".utf8).write(to: folder.appendingPathComponent("script.dnd"))
    let second = try DND.run(["script.dnd", "board.md"], in: folder)
    #expect(second.status == 2)
    #expect(second.stderr.contains("board.md looks like a Markdown file, not a batch file of commands"))
    #expect(second.stderr.contains(#"dnd --scene "board.md""#), "\(second.stderr)")
  }

  @Test("a moved card is saved back into the board; save FILE.json writes a scene that loads")
  func saves() throws {
    let folder = try folder(with: Self.board)
    let result = try DND.run(
      ["--scene", "board.md", "-c", #"drag "Write docs" to Done; save; save board.json"#], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Saved the board to board.md."))
    #expect(result.stdout.contains("Saved the scene to board.json."))
    let text = try String(contentsOf: folder.appendingPathComponent("board.md"), encoding: .utf8)
    #expect(
      text
        == Self.board.replacingOccurrences(of: "- [ ] Write docs #task\n", with: "")
        .replacingOccurrences(of: "- [x] Set up CI\n", with: "- [x] Set up CI\n- [x] Write docs #task\n"))
    let scene = try DND.run(
      ["--scene", "board.json", "-c", #"expect "Write docs" in Done position 2"#], in: folder)
    #expect(scene.status == 0, "\(scene.stderr)")
  }

  @Test("a card outside every lane cannot be saved into the board, and the file is left as it was")
  func failedSave() throws {
    let folder = try folder(with: Self.board)
    let result = try DND.run(["--scene", "board.md", "-c", "add item Loose in scene; save"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Loose is not in a lane, and a board holds cards only in lanes"), "\(result.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("board.md"), encoding: .utf8)
    #expect(text == Self.board)
  }

  @Test("a broken board is refused with its line, and nothing is written")
  func brokenBoard() throws {
    let text = "---\nkanban-plugin: basic\n---\n\n- [ ] a card before any lane\n\n## Lane\n"
    let folder = try folder(with: text)
    let result = try DND.run(["--scene", "board.md", "-c", "save"], in: folder)
    #expect(result.status == 3)
    #expect(result.stderr.contains("board.md:5:1: a card before the first lane"), "\(result.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("board.md"), encoding: .utf8) == text)
  }

  @Test("a Markdown file without the plugin's front matter opens as a document and saves back")
  func document() throws {
    let text = "# Notes\n\n- [ ] a card before any lane\n\n## Lane\n- [ ] one\n  - [ ] two\n"
    let folder = try folder(with: text)
    let result = try DND.run(
      ["--scene", "board.md", "-c", "drag two to Lane at position 1; save; drag one to Notes; save notes.json"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("board.md"), encoding: .utf8)
        == "# Notes\n\n- [ ] a card before any lane\n\n## Lane\n- [ ] two\n- [ ] one\n")
  }

  @Test("a document save refused half-way (a line would read back as another) leaves the file and no temporary file")
  func refusedDocumentSave() throws {
    let folder = try DND.folder("outline")
    let path = folder.appendingPathComponent("notes.md")
    // The last line, `######` then a carriage return and no line ending, is text; moved up, it
    // would end in a line break and read as a heading.
    let original = Data("- a\n- b\n######\r".utf8)
    try original.write(to: path)
    let result = try DND.run(["--scene", "notes.md", "-c", "drag a to document at position 2; save"], in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains("would not read back"), "\(result.stderr)")
    #expect(try Data(contentsOf: path) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.md"])
  }

  @Test("in a document, info, tree and where say the level, the parent and the children")
  func documentWords() throws {
    let result = try DND.run([
      "--screen-reader", "--demo", "outline", "-c", "info \"Write tests\"; tree Frontend; select \"Dark mode\"; where",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("Write tests, to do, list item, level 2, no children, in Build the API, position 1 of 2."))
    // A tree line says the list level where it changes, and children where there are some.
    #expect(result.stdout.contains("Frontend, heading 2, 2 of 3, 2 children\nSign-in page, to do, level 1, 1 of 2\n"))
    #expect(result.stdout.contains("Settings page, to do, 2 of 2, 1 child\nDark mode, to do, level 2, 1 of 1\n"))
    #expect(result.stdout.contains("Dark mode is selected, in Settings page, position 1 of 1."), "\(result.stdout)")
  }

  @Test("a card of kind item is a card: no list level; an item added to a document is a list item")
  func roleNotKind() throws {
    let card = try DND.run(["--screen-reader", "-c", "add item odd in \"To Do\" kind item; lift odd; move up"])
    #expect(card.status == 0, "\(card.stderr)")
    #expect(card.stdout.hasSuffix("To Do, position 3 of 4.\n"), "\(card.stdout)")
    let json = try DND.run(["--json", "-c", "add item odd in \"To Do\" kind item; lift odd; move up"])
    #expect(!json.stdout.contains("\"level\""), "\(json.stdout)")
    let added = try DND.run(["--screen-reader", "--demo", "outline", "-c", "add item x in Backend; lift x; move up"])
    #expect(added.stdout.hasSuffix("Position 3 of 4.\n"), "\(added.stdout)")
    let moved = try DND.run(["--screen-reader", "--demo", "outline", "-c", "add item x in Backend; lift x; move right"])
    #expect(moved.stdout.hasSuffix("Level 2 under Deploy, 1 of 1.\n"), "\(moved.stdout)")
  }
}
