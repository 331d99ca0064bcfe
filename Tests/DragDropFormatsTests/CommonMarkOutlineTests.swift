import DragDropKit
import Testing

@testable import DragDropFormats

/// The cases real pages showed where dnd read Markdown otherwise than CommonMark: fences opened on
/// an item's first line, nesting by content column, setext headings, numbered lists, and a
/// moved block's first line that would continue a paragraph.
@Suite("Markdown outlines as CommonMark reads them")
struct CommonMarkOutlineTests {
  static func opened(_ text: String) throws -> OutlineMoveTests.Opened {
    let (scene, source) = try OutlineFile.decode(text)
    return OutlineMoveTests.Opened(document: Document(scene: scene), source: source, original: text)
  }

  /// A value, so that a failed expectation shows it.
  static func value(_ value: String) -> String { value }

  /// The tree as `OutlineFileTests.tree` writes it.
  static func tree(_ text: String) throws -> String { OutlineFileTests.tree(try opened(text).scene) }

  @Test("a code fence opened on an item's first line ends with the item: nothing after it is hidden")
  func fenceOnAnItemsFirstLine() throws {
    let page = """
      - Shell
        - ```sh
          echo "- not an item"
          ```
        - Carry on
      - After
      """
    #expect(try Self.value(Self.tree(page)) == "list Shell\n  item sh\n  item Carry on\nitem After")
    // Never closed, the fence still ends where its item does.
    let open = "- ```sh\n  echo one\n- Next\n  - Child\n"
    #expect(try Self.value(Self.tree(open)) == "item sh\nlist Next\n  item Child")
  }

  @Test("a move beside an item that holds a fence moves only its own lines")
  func moveBesideAFence() throws {
    let page = """
      ## Shell
      - tmux
      - popup
        ```sh
        tmux popup -E
        ```
      ## Older
      - screen

      """
    var opened = try Self.opened(page)
    let popup = opened.node("popup")
    try opened.drag(popup, into: opened.node("Shell"), at: 1)
    #expect(
      try opened.saved() == """
        ## Shell
        - popup
          ```sh
          tmux popup -E
          ```
        - tmux
        ## Older
        - screen

        """)
  }

  @Test("items nest by their content column: two spaces under 2. is a sibling, three a child")
  func nestingByContentColumn() throws {
    #expect(try Self.value(Self.tree("1. Bird\n2. McHale\n  3. Parish\n")) == "item Bird\nitem McHale\nitem Parish")
    #expect(try Self.value(Self.tree("1. Bird\n2. McHale\n   - Parish\n")) == "item Bird\nlist McHale\n  item Parish")
    // One stray space is no nesting.
    #expect(
      try Self.value(Self.tree("- carapace-bin\n - cobra\n- urfave\n")) == "item carapace-bin\nitem cobra\nitem urfave")
  }

  @Test("an item indented under a numbered one lands past its marker; a four-space file indents by four")
  func indentLandsWhereCommonMarkNests() throws {
    var numbered = try Self.opened("1. Bird\n2. McHale\n3. Parish\n")
    try numbered.indent(numbered.node("Parish"))
    #expect(try Self.value(numbered.saved()) == "1. Bird\n2. McHale\n   1. Parish\n")
    var fours = try Self.opened("- a\n    - b\n- c\n- d\n  x\n")
    try fours.indent(fours.node("d"))
    #expect(try Self.value(fours.saved()) == "- a\n    - b\n- c\n    - d\n      x\n")
  }

  @Test("an item moved out of a numbered list leaves it counting 1, 2")
  func renumberedAfterAMoveOut() throws {
    var opened = try Self.opened("# Birds\n1. Bird\n2. McHale\n3. Parish\n# Other\n- x\n")
    try opened.drag(opened.node("McHale"), into: opened.node("Other"), at: nil)
    #expect(try Self.value(opened.saved()) == "# Birds\n1. Bird\n2. Parish\n# Other\n- x\n- McHale\n")
  }

  @Test("setext headings: a version over dashes is a heading that moves with its section")
  func setextSections() throws {
    let changelog = """
      CHANGELOG
      =========

      0.74.2
      ------
      - Fix one

      0.74.1
      ------
      - Fix two

      """
    var opened = try Self.opened(changelog)
    #expect(
      OutlineFileTests.tree(opened.scene)
        == "heading CHANGELOG\n  heading 0.74.2\n    item Fix one\n  heading 0.74.1\n    item Fix two")
    let older = opened.node("0.74.1")
    #expect(opened.scene[older]!.properties.draggable)
    try opened.drag(older, into: opened.node("CHANGELOG"), at: 1)
    let saved = try opened.saved()
    #expect(
      saved == """
        CHANGELOG
        =========

        0.74.1
        ------
        - Fix two

        0.74.2
        ------
        - Fix one


        """)
  }

  @Test("a moved numbered item that would continue a paragraph gets a blank line before it")
  func blankLineBeforeAnItemThatCannotInterrupt() throws {
    var opened = try Self.opened("# A\nSome text\n# B\n2. one\n5. two\n")
    try opened.drag(opened.node("two"), into: opened.node("A"), at: nil)
    let saved = try opened.saved()
    #expect(saved == "# A\nSome text\n\n5. two\n# B\n2. one\n")
    #expect(try Self.value(Self.tree(saved)) == "heading A\n  item two\nheading B\n  item one")
  }

  @Test("HTML blocks, indented code and block quotes are text; a list after them is read")
  func leavesAreText() throws {
    let page = """
      <details>
      - inside the HTML block
      </details>

      > - quoted

          - indented code

      - real
      """
    #expect(try Self.value(Self.tree(page)) == "item real")
  }

  @Test("Logseq: tab-indented blocks after a heading line are blocks, not indented code")
  func logseqTabsAfterAHeading() throws {
    #expect(
      try Self.value(Self.tree("# Heading\n\t- child\n\t\t- grandchild\n\t- second\n"))
        == "heading Heading\n  list child\n    item grandchild\n  item second")
  }
}

extension CommonMarkOutlineTests {
  @Test("a save that would read back otherwise says what would take the line, and where it opens")
  func refusalSaysWhatTookTheLine() throws {
    var html = try Self.opened("# A\n- a\n- b\n# B\n<!-- a comment never closed\n")
    try html.drag(html.node("a"), into: html.node("B"), at: nil)
    let htmlError = try #require(throws: FormatError.self) { try html.saved() }
    #expect(htmlError.problem == .insideHTML(opened: 4, name: "a"))
    #expect(htmlError.line == 5)
    var fence = try Self.opened("# A\n- a\n- b\n# B\n```\nnever closed\n")
    try fence.drag(fence.node("b"), into: fence.node("B"), at: nil)
    let fenceError = try #require(throws: FormatError.self) { try fence.saved() }
    #expect(fenceError.problem == .intoOpenFence(opened: 4, name: "b"), "\(fenceError.problem)")
  }
}

extension CommonMarkOutlineTests {
  /// Inputs the fuzz target's cmark-gfm oracle found, each read as cmark-gfm reads it.
  @Test(
    "fuzz findings: a container opened on a line ends its laziness; a combining mark after the marker; a setext heading's lines",
    arguments: [
      // An item whose text is indented code: the next line is a paragraph, then a heading.
      ("a\n-     b\nx\n=", "item b\nheading x"),
      ("a\n>     b\nx\n=", "heading x"),
      // A space and a combining mark are two characters to CommonMark.
      ("- \u{301}", "item \u{301}"),
      ("# \u{301}", "heading \u{301}"),
      // A tab-indented line inside a setext heading's paragraph is its text, not a Logseq item.
      ("\ns\n\t-\n-", "heading s -"),
    ])
  func fuzzFindings(text: String, tree: String) throws {
    #expect(try Self.value(Self.tree(text)) == tree)
  }

  @Test("a last line that ends in a lone carriage return is no setext underline to the line above, when saved")
  func loneCarriageReturnAtTheEnd() throws {
    let text = "s\n-\r"
    let opened = try Self.opened(text)
    #expect(try Self.value(opened.saved()) == text)
  }
}

extension CommonMarkOutlineTests {
  @Test("fuzz findings: the scene reads what the tree reader reads", arguments: ["01.", "1.", "s\n-\r", "\ns\n\t-\n-"])
  func sceneAgreesWithTree(text: String) throws {
    let outline = try Outline.decode(text)
    let (scene, source) = try OutlineFile.decode(text)
    #expect(OutlineStreamTests.shape(scene, source: source) == OutlineStreamTests.shape(outline))
    #expect(try OutlineFile.encode(scene, source: source) == text)
  }
}
