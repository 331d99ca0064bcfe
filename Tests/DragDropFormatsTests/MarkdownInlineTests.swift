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
      ("{{query (todo now)}}", "query"),
      ("((60293d41-1351-40ed-aa00-0e0c12be1175)) : This is a block reference.", ": This is a block reference."),
      ("f((x)) stays", "f((x)) stays"),
    ])
  func plain(markdown: String, expected: String) {
    #expect(MarkdownInline.plain(markdown) == expected)
  }

  @Test(
    "text that only looks like markup stays as written",
    arguments: [
      "snake_case_name", "2 * 3 = 6", "C# code", "a [bracket", "x=y", "`unclosed", "a__b", "~tilde~", "50% done",
      "%%unclosed comment", "a < b > c", "Vec<String> and Option<Int>", "AT&T and R&D", "&unknown; stays", "&#;",
      "x^2 + y^2 = z^2 ok", "2^10", "[^ not a footnote]", "{not a macro}", "{{", "$5 and $10", "costs $5",
    ])
  func unchanged(text: String) {
    #expect(MarkdownInline.plain(text) == text)
  }

  @Test(
    "comments, HTML tags and entities, footnote marks and block ids are left out; the words stay",
    arguments: [
      ("Buy milk %%ask Sam first%% today", "Buy milk today"),
      ("%%only a comment%%", ""),
      ("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>", "Press Ctrl+C"),
      (#"a <span class="x">word</span> here"#, "a word here"),
      ("one<br>two<br/>three<br />four</p>", "one two three four"),
      ("<B>bold</B> <!-- a note --> end", "bold end"),
      (#"<img src="logo.png" alt="Logo">"#, "Logo"),
      (#"Site <img src='logo.png' width=20/> home"#, "Site home"),
      (#"<a href="https://x.org">Home</a> page"#, "Home page"),
      ("<https://x.org>", "https://x.org"),
      ("Tom &amp; Jerry", "Tom & Jerry"),
      ("&lt;tag&gt; &quot;q&quot; it&#39;s", "<tag> \"q\" it's"),
      ("a&nbsp;b", "a b"),
      ("&#123; &#x1F600; &#X41;", "{ \u{1F600} A"),
      ("&copy; 2025 &mdash; more&hellip; &rarr; next", "\u{A9} 2025 \u{2014} more\u{2026} \u{2192} next"),
      ("&lt;kbd&gt;x&lt;/kbd&gt; &amp;amp;", "<kbd>x</kbd> &amp;"),
      ("&#0; &#x110000;", "\u{FFFD} \u{FFFD}"),
      ("Claim[^1] and more[^note].", "Claim and more."),
      ("Inline^[a note in the text] footnote", "Inline footnote"),
      ("A note ^1wwy0m", "A note"),
      ("A note ^abc-123  ", "A note"),
      ("**Bold** end ^x1", "Bold end"),
    ])
  func htmlAndComments(markdown: String, expected: String) {
    #expect(MarkdownInline.plain(markdown) == expected)
  }

  @Test(
    "Logseq's macros are said by what they are, image sizes left out, math and code kept as written",
    arguments: [
      ("![chart](../assets/x.png){:height 172, :width 387}", "chart"),
      ("See ![chart](x.png){:width 300} here", "See chart here"),
      ("{{youtube https://youtu.be/x}}", "video"),
      ("Watch {{video https://x.org/v.mp4}} now", "Watch video now"),
      ("{{vimeo https://vimeo.com/1}} {{youtube-timestamp 1:23}}", "video video"),
      ("{{tweet https://twitter.com/x/status/1}}", "tweet"),
      ("{{embed [[Reading list]]}}", "Reading list"),
      ("{{embed [[page|shown]]}}", "shown"),
      ("{{query (and (todo now) [[project]])}}", "query"),
      ("Tasks {{renderer :todomaster}}", "Tasks"),
      ("{{cloze the answer}}", "cloze"),
      ("{{ pdf https://x.org/a.pdf }}", "pdf"),
      ("$a_b$ and $$x_1$$", "$a_b$ and $$x_1$$"),
      ("$x^{2}_{i} + y^{2}_{j}$", "$x^{2}_{i} + y^{2}_{j}$"),
      ("**sum** $a*b*c$ and $\\{x\\}$", "sum $a*b*c$ and $\\{x\\}$"),
      ("`&amp;` and `<kbd>`", "&amp; and <kbd>"),
      ("`%%x%%` `[^1]` `{{video x}}` `$a_b$`", "%%x%% [^1] {{video x}} $a_b$"),
      ("See ((6502f8a1-1c2d-4e5f-8a9b-0c1d2e3f4a5b)) &amp; more", "See & more"),
    ])
  func logseq(markdown: String, expected: String) {
    #expect(MarkdownInline.plain(markdown) == expected)
  }

  @Test("the quick check is true only for text that holds a character that can start markup")
  func quickCheck() {
    for text in ["Buy milk today", "Ctrl/Cmd+enter", "$a$ costs 5", "DONE watch Doctor Who", "type: Command", ""] {
      #expect(!MarkdownInline.mayHoldMarkup(text.utf8), "\(text)")
    }
    for text in ["50%", "a < b", "AT&T", "[^1]", "x ^id", "{{video x}}", "`code`", "[[page]]", "**b**"] {
      #expect(MarkdownInline.mayHoldMarkup(text.utf8), "\(text)")
    }
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
