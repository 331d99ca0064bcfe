import DragDropKit
import Foundation
import Testing

@testable import DragDropFormats

/// What a block's markup says apart from its words: a heading's level, a task's state; and the
/// names a scene needs as keys kept apart from the text a person reads.
@Suite("Blocks read as people read them: headings, tasks, properties, titles") struct ReadableTextTests {
  @Test(
    "a Logseq heading bullet, a marker and a property block are read as words",
    arguments: [
      ("## Usage", "Usage", UInt8(2), TaskState.none),
      ("DONE watch Doctor Who", "watch Doctor Who", 0, .done),
      ("LATER do grocery", "do grocery", 0, .later),
      ("CANCELED the boring thing", "the boring thing", 0, .cancelled),
      ("IN-PROGRESS the fun thing", "the fun thing", 0, .doing),
      ("WAITING the slow thing", "the slow thing", 0, .waiting),
      ("type:: [[Command]]", "type: Command", 0, .none),
      ("### TODO write **docs**", "write docs", 3, .todo),
      ("TODOs are fine", "TODOs are fine", 0, .none),
      ("Done is a word", "Done is a word", 0, .none),
      ("a:: b is not at the start? x:: y", "a: b is not at the start? x:: y", 0, .none),
      ("```calc", "calc", 0, .none),
      ("Some examples:", "Some examples", 0, .none),
      ("There are two kinds of queries:", "There are two kinds of queries", 0, .none),
      (":", ":", 0, .none),
      ("(_this is how `DONE` renders_)", "this is how DONE renders", 0, .none),
      ("(a) and (b)", "(a) and (b)", 0, .none),
      ("TODO press <kbd>Ctrl</kbd> &amp; go ^a1b2c3", "press Ctrl & go", 0, .todo),
      ("## Notes %%draft, not for reading%%", "Notes", 2, .none),
      ("Some examples: ^ex-1", "Some examples", 0, .none),
      ("type:: {{video https://x.org/v.mp4}}", "type: video", 0, .none),
      ("DONE read $x_i$[^2]", "read $x_i$", 0, .done),
    ])
  func reads(markdown: String, text: String, level: UInt8, task: TaskState) {
    let readable = ReadableText(markdown)
    #expect(readable.text == text)
    #expect(readable.headingLevel == level)
    #expect(readable.task == task)
  }

  @Test("a document's nodes carry heading levels, task states and collapsed blocks; the file keeps every byte")
  func outline() throws {
    let text = """
      # Title
      ## Usage
      - [ ] open
      - [x] closed
      - DONE watch Doctor Who
      - ## Logseq heading
      - block
        heading:: true
      - folded
        collapsed:: true
        - hidden child

      """
    let (scene, source) = try OutlineFile.decode(text)
    func node(_ name: String) throws -> Node { try #require(scene.everyNode.first { $0.name == name }) }
    #expect(try node("Title").properties.headingLevel == 1)
    #expect(try node("Usage").properties.headingLevel == 2)
    #expect(try node("open").properties.task == .todo)
    #expect(try node("closed").properties.task == .done)
    #expect(try node("watch Doctor Who").properties.task == .done)
    #expect(try node("Logseq heading").properties.headingLevel == 2)
    #expect(try node("block").properties.headingLevel == 1)
    #expect(try node("folded").properties.collapsed)
    #expect(try !node("hidden child").properties.collapsed)
    #expect(try OutlineFile.encode(scene, source: source) == text)
  }

  @Test("a repeated text and a slash are read as written; the name is a key, the text its title")
  func titles() throws {
    let text = "- type:: [[Command]]\n- type:: [[Command]]\n- Ctrl/Cmd+enter\n- plain\n"
    let (scene, source) = try OutlineFile.decode(text)
    let ids = scene[.root]!.children
    #expect(ids.map { scene.name(of: $0)! } == ["type: Command", "type: Command 2", "Ctrl\u{2215}Cmd+enter", "plain"])
    #expect(ids.map { scene.title(of: $0)! } == ["type: Command", "type: Command", "Ctrl/Cmd+enter", "plain"])
    #expect(scene.allTitles.count == 2, "only the nodes whose text differs from their name have a title")
    #expect(try OutlineFile.encode(scene, source: source) == text)
    // A rename makes the new name what the node says.
    var document = Document(scene: scene)
    try document.rename(ids[1], to: "type: Other")
    #expect(document.scene.title(of: ids[1]) == "type: Other")
  }

  @Test("every item of markup-in-names.md is named without its markup, as its .names file says; bytes kept")
  func markupInNames() throws {
    let bytes = try OutlineTests.bytes("markup-in-names.md")
    let (scene, source) = try OutlineFile.decode(bytes: bytes)
    var lines: [String] = []
    func visit(_ id: NodeID, depth: Int) {
      for child in scene[id]!.children {
        let node = scene[child]!
        let level = node.properties.headingLevel
        let kind =
          node.properties.kind == OutlineFile.headingKind ? "heading\(level)" : node.children.isEmpty ? "item" : "list"
        lines.append(String(repeating: "  ", count: depth) + kind + " " + scene.title(of: child)!)
        visit(child, depth: depth + 1)
      }
    }
    visit(.root, depth: 0)
    let expected = try String(
      contentsOf: OutlineTests.folder.appendingPathComponent("markup-in-names.md.names"), encoding: .utf8
    )
    .split(separator: "\n").filter { !$0.hasPrefix("# ") }.map(String.init)
    #expect(lines == expected)
    #expect(Array(try OutlineFile.encode(scene, source: source).utf8) == bytes)
  }

  @Test("a board's done card is done; an open checkbox, which every card has, is left unsaid")
  func boardCards() throws {
    let text = "---\n\nkanban-plugin: basic\n\n---\n\n## Doing\n\n- [ ] open card\n- [x] finished card\n\n"
    let (scene, _) = try BoardFile.decode(text)
    let cards = scene[scene[.root]!.children[0]]!.children
    #expect(cards.map { scene[$0]!.properties.task } == [TaskState.none, .done])
  }
}
