import Foundation
import Testing

/// What `save` writes, from what was opened and the name given: `save as PATH` is `save PATH`; a
/// board or a document is saved as Markdown to a `.md` name or as a scene to a `.json` name, and
/// any other name is refused with nothing written; a scene is saved as a scene file, or as a new
/// board to a `.md` name.
@Suite("save writes the format the name and the scene call for")
struct SaveFormatTests {
  func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("save as x.md on the board demo writes the board as Markdown; save as x.json a scene file")
  func saveAs() throws {
    let folder = try DND.folder("save-as")
    let result = try DND.run(["--demo", "board", "-c", "save as x.md; save as \"y.json\""], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Saved the board to x.md.\nSaved the scene to y.json.\n", "\(result.stdout)")
    let markdown = try String(contentsOf: folder.appendingPathComponent("x.md"), encoding: .utf8)
    #expect(markdown.hasPrefix("---\n\nkanban-plugin: basic\n\n---\n\n## Backlog\n"), "\(markdown)")
    #expect(markdown.contains("\n***\n\n## Archive\n"))
    let scene = try String(contentsOf: folder.appendingPathComponent("y.json"), encoding: .utf8)
    #expect(scene.contains("\"dnd-scene\""))
    #expect(try files(in: folder) == ["x.md", "y.json"])
    // The Markdown reads back as the same board.
    let reread = try DND.run(["--scene", "x.md", "-c", "expect \"Draft the roadmap\" in Done position 1"], in: folder)
    #expect(reread.status == 0, "\(reread.stderr)")
  }

  @Test("save as alone is an error that asks for a file name, and writes nothing", arguments: ["kanban", "board"])
  func saveAsAlone(_ demo: String) throws {
    let folder = try DND.folder("save-as-alone")
    for mode in ["visual", "screen-reader", "json"] {
      let result = try DND.run(["--mode", mode, "--demo", demo, "-c", "save as"], in: folder)
      #expect(result.status == 1, "\(mode): \(result.stderr)")
      #expect(
        result.stderr.contains("expected a file name after 'save as', but the command ended"),
        "\(mode): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(mode): \(result.stdout)")
    }
    #expect(try files(in: folder).isEmpty)
    // A file named as is typed in quotes.
    let name = demo == "board" ? "as.md" : "as"
    let quoted = try DND.run(["--demo", demo, "-c", "save \"\(name)\""], in: folder)
    #expect(quoted.status == 0, "\(quoted.stderr)")
    #expect(try files(in: folder) == [name])
  }

  @Test("a board saved to a name that is neither .md nor .json is refused in every mode, and nothing is written")
  func boardOtherName() throws {
    let folder = try DND.folder("save-txt")
    let message = "notes.txt: a board is saved as Markdown to a .md file, or as a scene to a .json file"
    let visual = try DND.run(["--demo", "board", "-c", "save notes.txt"], in: folder)
    #expect(visual.status == 1)
    #expect(
      visual.stderr
        == "<command-line>:1:6: error: \(message). For example, save notes.md\n    save notes.txt\n         ^\n",
      "\(visual.stderr)")
    let spoken = try DND.run(["--screen-reader", "--demo", "board", "-c", "save as notes.txt"], in: folder)
    #expect(spoken.status == 1)
    #expect(
      spoken.stderr == "<command-line>:1:9: error: \(message). For example, save notes.md.\n", "\(spoken.stderr)")
    let json = try DND.run(["--json", "--demo", "board", "-c", "save notes"], in: folder)
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any]
    #expect(object?["event"] as? String == "error")
    #expect(object?["file"] as? String == "notes")
    #expect(
      object?["message"] as? String
        == "notes: a board is saved as Markdown to a .md file, or as a scene to a .json file. For example, save notes.md"
    )
    #expect((object?["command"] as? [String: Any])?["column"] as? Int == 6)
    #expect(try files(in: folder).isEmpty)
    #expect(json.stdout.isEmpty && visual.stdout.isEmpty && spoken.stdout.isEmpty)
  }

  @Test("an opened board saved to another name is refused, and its file is left as it was")
  func openedBoard() throws {
    let folder = try DND.folder("save-opened")
    #expect(try DND.run(["--demo", "board", "-c", "save team.md"], in: folder).status == 0)
    let original = try Data(contentsOf: folder.appendingPathComponent("team.md"))
    let result = try DND.run(
      ["--scene", "team.md", "-c", "drag \"Draft the roadmap\" to Backlog; save \"my notes.txt\""], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("For example, save \"my notes.md\""), "\(result.stderr)")
    #expect(try files(in: folder) == ["team.md"])
    #expect(try Data(contentsOf: folder.appendingPathComponent("team.md")) == original)
  }

  @Test("a document is saved as Markdown or a scene file, and nothing else")
  func document() throws {
    let folder = try DND.folder("save-document")
    let refused = try DND.run(["--screen-reader", "--demo", "outline", "-c", "save plan.txt"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "plan.txt: a document is saved as Markdown to a .md file, or as a scene to a .json file. For example, save plan.md."
      ), "\(refused.stderr)")
    let saved = try DND.run(["--demo", "outline", "-c", "save as plan.markdown; save plan.json"], in: folder)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(try files(in: folder) == ["plan.json", "plan.markdown"])
  }

  @Test("the refusal, and a drop that marks a card done, are said in the session's language")
  func language() throws {
    let folder = try DND.folder("save-language")
    let commands = "drag \"Set up nightly builds\" to Done; save a"
    let result = try DND.run(["--language", "de", "--screen-reader", "--demo", "board", "-c", commands], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.hasSuffix("Abgelegt, als erledigt markiert.\n"), "\(result.stdout)")
    #expect(
      result.stderr
        == "<command-line>:1:44: Fehler: a: ein Board wird als Markdown in einer .md\u{2011}Datei gespeichert oder "
        + "als Szene in einer .json\u{2011}Datei. Zum Beispiel save a.md.\n", "\(result.stderr)")
    #expect(try files(in: folder).isEmpty)
  }

  @Test("a scene is saved as a scene file whatever the name, and as a new board to a .md name")
  func scene() throws {
    let folder = try DND.folder("save-scene")
    let result = try DND.run(["-c", "save as scene.txt; save board.md"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("scene.txt"), encoding: .utf8).contains("dnd-scene"))
    let board = try String(contentsOf: folder.appendingPathComponent("board.md"), encoding: .utf8)
    #expect(board.contains("## To Do\n"), "\(board)")
  }
}
