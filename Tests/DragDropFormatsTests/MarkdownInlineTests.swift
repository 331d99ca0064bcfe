import DragDropKit
import Testing

@testable import DragDropFormats

/// Names as people read them: the markup of real pages (Logseq, Obsidian, READMEs) left out.
@Suite("Markdown names as a reader sees them") struct MarkdownInlineTests {
  @Test(
    "links, code, emphasis, pages, tags, escapes and Logseq heading bullets become their words",
    arguments: [
      ("[Platforms](#platforms)", "Platforms"),
      ("## Usage", "Usage"),
      ("`LATER` -> `NOW`", "LATER -> NOW"),
      ("[[Command]]", "Command"),
      ("(_this is how `DONE` renders_)", "(this is how DONE renders)"),
      ("type:: [[Command]]", "type:: Command"),
      ("**bold** and *em*", "bold and em"),
      ("#tag here, #[[two words]]", "tag here, two words"),
      (#"\*not em\*"#, "*not em*"),
      ("![logo](x.png) Site", "logo Site"),
      ("<https://example.org>", "https://example.org"),
      ("[[page|alias]]", "alias"),
      ("~~gone~~ ==hi==", "gone hi"),
      ("[text][ref]", "text"),
      ("{{embed ((60acdeba-b3fd-4f90-ab54-3093caa4d5fa))}}", "embed"),
      ("{{query (todo now)}}", "query (todo now)"),
      ("((60293d41-1351-40ed-aa00-0e0c12be1175)) : This is a block reference.", ": This is a block reference."),
      ("f((x)) stays", "f((x)) stays"),
    ])
  func plain(markdown: String, expected: String) {
    #expect(MarkdownInline.plain(markdown) == expected)
  }

  @Test(
    "text that only looks like markup stays as written",
    arguments: ["snake_case_name", "2 * 3 = 6", "C# code", "a [bracket", "x=y", "`unclosed", "a__b", "~tilde~"])
  func unchanged(text: String) {
    #expect(MarkdownInline.plain(text) == text)
  }

  @Test("an outline's node is named as read, and the file keeps every byte")
  func outline() throws {
    let text = "- [Platforms](#platforms)\n- ## Usage\n- `LATER` -> `NOW`\n"
    let (scene, source) = try OutlineFile.decode(text)
    #expect(scene[.root]!.children.map { scene[$0]!.name } == ["Platforms", "Usage", "LATER -> NOW"])
    #expect(try OutlineFile.encode(scene, source: source) == text)
  }
}

@Suite("Board cards named as read") struct BoardNameTests {
  @Test("a card's markup is not in its name, the file keeps every byte, and a rename keeps its tags")
  func cards() throws {
    let text =
      "---\n\nkanban-plugin: basic\n\n---\n\n## To Do\n\n- [ ] **Call** the `vet` #pets\n- [ ] [Book](https://x.org) flights\n\n"
    let (scene, source) = try BoardFile.decode(text)
    let lane = scene[.root]!.children[0]
    #expect(scene[lane]!.children.map { scene[$0]!.name } == ["Call the vet", "Book flights"])
    #expect(try BoardFile.encode(scene, source: source) == text)
    var document = Document(scene: scene)
    try document.rename(scene[lane]!.children[0], to: "Call the vet today")
    #expect(try BoardFile.encode(document.scene, source: source).contains("- [ ] Call the vet today #pets\n"))
  }
}
