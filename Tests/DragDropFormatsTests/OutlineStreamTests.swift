import DragDropKit
import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// The byte-level reading and the streamed writing of outlines: the fast path for ASCII lines
/// against the general one, the flat reader (a scene) against the tree reader, and saves that
/// are handed out in pieces and refused whole.
@Suite("Outlines read from bytes and written in pieces")
struct OutlineStreamTests {
  /// Pieces that make lines Markdown reads as something: blanks, markers, digits, fences, words.
  static let blanks = ["", " ", "  ", "   ", "\t", " \t"]
  static let heads = [
    "#", "##", "######", "#######", "-", "*", "+", "_", "1.", "12)", "1234567890.", "```", "~~~", "---", "- - -", "x",
  ]
  static let tokens = [
    " ", "\t", "#", "##", "-", "*", "1.", "[", "]", "[x]", "[ ]", "x", "word", "`", "~", "\r", "/",
  ]

  @Test("property: an ASCII line is read the same by bytes as by characters")
  func fastPathAgreesWithGeneral() async {
    await propertyCheck(
      count: 5000, input: Gen.int(in: 0...(Self.blanks.count - 1)), Gen.int(in: 0...(Self.heads.count - 1)),
      Gen.int(in: 0...(Self.tokens.count - 1)).array(of: 0...6)
    ) { blank, head, picks in
      let line = Self.blanks[blank] + Self.heads[head] + picks.map { Self.tokens[$0] }.joined()
      let bytes = Array(line.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        #expect(
          OutlineSyntax.block(buffer, ascii: true) == OutlineSyntax.block(buffer, ascii: false),
          "\(line.debugDescription)")
        let fence = OutlineSyntax.opensFence(buffer, ascii: true)
        #expect(fence == OutlineSyntax.opensFence(buffer, ascii: false), "\(line.debugDescription)")
        for open in [OutlineSyntax.Fence(character: 0x60, length: 3), OutlineSyntax.Fence(character: 0x7E, length: 4)] {
          #expect(
            OutlineSyntax.closesFence(buffer, ascii: true, open)
              == OutlineSyntax.closesFence(buffer, ascii: false, open),
            "\(line.debugDescription)")
        }
      }
    }
  }

  @Test("the fast path reads headings, items, checkboxes and fences as Markdown does")
  func fastPathExamples() {
    func block(_ line: String) -> OutlineSyntax.Block? {
      Array(line.utf8).withUnsafeBufferPointer { OutlineSyntax.block($0, ascii: true) }
    }
    #expect(block("## Backend ##") == .heading(level: 2, name: "Backend"))
    #expect(block("####### seven") == nil)
    #expect(block("    # four spaces in") == nil)
    #expect(block("\t- [x] Done it ") == .item(indent: 4, marker: "-", mark: "x", name: "Done it"))
    #expect(block("12) twelve") == .item(indent: 0, marker: "12)", mark: nil, name: "twelve"))
    #expect(block("- [ ]") == .item(indent: 0, marker: "-", mark: " ", name: ""))
    #expect(block("- - -") == nil)
    #expect(block("-not an item") == nil)
  }

  /// A random document's lines: headings, items at depths, fences, text, blank lines.
  static let pieces = [
    "# Title", "## Section", "### Sub", "- item", "  - child", "    - grandchild", "\t- tabbed", "* star",
    "+ plus", "1. one", "2) two", "- [ ] task", "- [x] done", "text", "", "```", "- in a fence", "~~~",
    "> - quoted", "---", "  id:: 123", "      - jump", "#not a heading", "- ", "***", "- same", "- Caf\u{E9}",
    "- e\u{301}", "## Sekcja \u{105}",
  ]

  /// Each block's depth, kind and name as the tree reader reads them.
  static func shape(_ outline: Outline) -> [String] {
    outline.blocks().map { path, block in
      "\(path.count) \(block.headingLevel.map { "h\($0)" } ?? "item") \(OutlineFile.nodeName(block.name))"
    }
  }

  /// Each node's depth, kind and name, in document order, names without the number that made
  /// them unique.
  static func shape(_ scene: Scene, source: OutlineSource) -> [String] {
    var lines: [String] = []
    func visit(_ id: NodeID, depth: Int) {
      for child in scene[id]!.children {
        let node = scene[child]!
        let place = source.place(of: child)!
        let name =
          source.numberedNames[Int32(place)] == nil
          ? node.name : String(node.name.split(separator: " ").dropLast().joined(separator: " "))
        let kind: String
        if case .heading(let level, _) = source.bytes.withUnsafeBufferPointer({ source.syntax(of: place, in: $0) }) {
          kind = "h\(level)"
        } else {
          kind = "item"
        }
        lines.append("\(depth) \(kind) \(name)")
        visit(child, depth: depth + 1)
      }
    }
    visit(.root, depth: 1)
    return lines
  }

  @Test(
    "property: the scene read from a document has the tree the tree reader reads, is laid out, and saves to the same bytes"
  )
  func flatAgreesWithTree() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...40), Gen.bool) {
      picks, crlf in
      let text = picks.map { Self.pieces[$0] }.joined(separator: crlf ? "\r\n" : "\n")
      let bytes = Array(text.utf8)
      guard let outline = try? Outline.decode(bytes: bytes), let (scene, source) = try? OutlineFile.decode(bytes: bytes)
      else {
        Issue.record("a document was refused: \(text.debugDescription)")
        return
      }
      #expect(Self.shape(scene, source: source) == Self.shape(outline), "\(text.debugDescription)")
      // The reader places each node as the layout would: laying the scene out again moves none.
      var laidOut = scene
      laidOut.relayoutAll()
      #expect(laidOut == scene, "\(text.debugDescription)")
      #expect(source.indentUnit == outline.indentUnit)
      #expect(source.newline == outline.newline)
      #expect(source.endsInOpenFence == outline.endsInOpenFence)
      #expect(Array((try? OutlineFile.encode(scene, source: source))?.utf8 ?? "".utf8) == bytes)
    }
  }

  @Test("a NUL byte or bytes that are not UTF-8 are refused with their own line")
  func badLines() {
    for (bytes, line) in [(Array("- a\n- b\0\n- c\n".utf8), 2), (Array("- a\n- b\n".utf8) + [0xC3, 0x28, 0x0A], 3)] {
      #expect(throws: FormatError.self) { _ = try OutlineFile.decode(bytes: bytes) }
      do {
        _ = try OutlineFile.decode(bytes: bytes)
      } catch {
        #expect(error.line == line)
      }
    }
  }

  @Test("a save is handed out in pieces that make the whole text, and stops when the writer says so")
  func pieces() throws {
    let text = (0..<20_000).map { "- [ ] Task \($0)" }.joined(separator: "\n") + "\n"
    let (scene, source) = try OutlineFile.decode(text)
    var chunks: [[UInt8]] = []
    try OutlineFile.encode(scene, source: source) { chunk in
      chunks.append(Array(chunk))
      return true
    }
    #expect(chunks.count > 2)
    #expect(chunks.dropLast().allSatisfy { $0.count <= 1 << 16 + 4096 })
    #expect(chunks.flatMap { $0 } == Array(text.utf8))
    var calls = 0
    try OutlineFile.encode(scene, source: source) { _ in
      calls += 1
      return false
    }
    #expect(calls == 1)
  }

  /// Drags a node by the keyboard sensor to a 1-based position at the document's top level.
  static func drag(_ name: String, toTopLevelPosition position: Int, in document: inout Document) throws {
    let item = document.scene.onlyNode(named: name)!
    let keyboard = KeyboardSensor()
    _ = try document.handle(keyboard.lift(item, in: document.scene))
    _ = try document.handle(keyboard.slot(position, in: .root, item: item, scene: document.scene))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
  }

  @Test("a move that would put blocks inside a fence that is never closed is refused when saving")
  func openFence() throws {
    // A fence inside an item ends with the item; one at the document's level runs to the end.
    let text = "- first\n- last\n```\n- not an item\n"
    let (scene, source) = try OutlineFile.decode(text)
    var document = Document(scene: scene)
    try Self.drag("first", toTopLevelPosition: 2, in: &document)
    #expect(document.scene.root.children.map { document.scene[$0]!.name } == ["last", "first"])
    do {
      _ = try OutlineFile.encode(document.scene, source: source)
      Issue.record("the save was not refused")
    } catch {
      guard case .intoOpenFence = error.problem else {
        Issue.record("refused for another reason: \(error.problem)")
        return
      }
    }
    // Back where it was, it saves.
    _ = try document.undo()
    #expect(try OutlineFile.encode(document.scene, source: source) == text)
  }

  @Test("a last line that ends in a carriage return and loses its place is read back as it will be: refused")
  func carriageReturnAtTheEnd() throws {
    // `######\r` with no line ending is text; followed by `\n` it would read as a heading.
    let text = "- a\n- b\n######\r"
    let (scene, source) = try OutlineFile.decode(text)
    var document = Document(scene: scene)
    let a = document.scene.onlyNode(named: "a")!
    try Self.drag("a", toTopLevelPosition: 2, in: &document)
    #expect(throws: FormatError.self) { _ = try OutlineFile.encode(document.scene, source: source) }
    // And a name with a line break in it would be two lines: refused too.
    _ = try document.undo()
    try document.rename(a, to: "one\ntwo")
    #expect(throws: FormatError.self) { _ = try OutlineFile.encode(document.scene, source: source) }
  }

  @Test("a slash that a combining mark follows is one character with it, and still no slash in a name")
  func slashWithCombiningMark() throws {
    let text = "# Plans/\u{5BA}notes\n- a/\u{301}b\n"
    let (scene, source) = try OutlineFile.decode(text)
    #expect(scene.everyNode.allSatisfy { !$0.name.unicodeScalars.contains("/") })
    #expect(try OutlineFile.encode(scene, source: source) == text)
    let (board, _) = try BoardFile.decode("## Lane\n- a/\u{301}b\n")
    #expect(board.everyNode.allSatisfy { !$0.name.unicodeScalars.contains("/") })
  }

  @Test("a renamed item and an added one are written as their lines, and the rest as it was")
  func renamedAndAdded() throws {
    let text = "# Plan\n- [x] Old name\n  - child\n2. keep\n"
    let (opened, source) = try OutlineFile.decode(text)
    var document = Document(scene: opened)
    let old = document.scene.onlyNode(named: "Old name")!
    try document.rename(old, to: "New\u{2215}name")
    let plan = document.scene.onlyNode(named: "Plan")!
    var properties = document.scene[old]!.properties
    properties.draggable = true
    try document.add(
      named: "Brand new", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 28), properties: properties,
      in: plan)
    let saved = try OutlineFile.encode(document.scene, source: source)
    #expect(saved == "# Plan\n- [x] New/name\n  - child\n2. keep\n- Brand new\n")
  }
}
