import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// Moving blocks of an outline: a block moves whole with its children, re-indented by the file's
/// unit; only its own lines change; refusals say why and leave the outline as it was.
@Suite("Markdown outlines: moves")
struct OutlineMoveTests {
  func outline(_ file: String) throws -> Outline {
    try Outline.decode(bytes: try OutlineTests.bytes(file))
  }

  /// The path of the first block with this name.
  func path(_ name: String, in outline: Outline) -> [Int] {
    outline.blocks().first { $0.block.name == name }!.path
  }

  /// The lines of the text, split as written.
  func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("indent makes an item the last child of the one above, one tab deeper with its children")
  func indentTabs() throws {
    var outline = try outline("obsidian-tabs.md")
    let original = outline.encode()
    let moved = try outline.indent(path("Fix the gate latch", in: outline))
    #expect(outline.block(at: Array(moved.dropLast()))?.name == "Prepare the raised beds")
    let saved = outline.encode()
    #expect(saved.contains("\t- [ ] Cover with cardboard until April\n\t- [x] Fix the gate latch\n"))
    // Every other line is the same, in the same order.
    let changed = Set(lines(saved)).symmetricDifference(Set(lines(original)))
    #expect(changed == ["- [x] Fix the gate latch", "\t- [x] Fix the gate latch"])
    #expect(OutlineTests.tree(try Outline.decode(saved)) == OutlineTests.tree(outline))
  }

  @Test("outdent makes an item the next sibling of its parent; its children come along, one unit less")
  func outdentSpaces() throws {
    var outline = try outline("deep-nesting.md")
    let original = outline.encode()
    let moved = try outline.outdent(path("Rubric", in: outline))
    #expect(outline.block(at: moved)?.children.map(\.name) == ["Strong hire", "Hire", "No hire"])
    let saved = outline.encode()
    let before = lines(original).firstIndex { $0.hasSuffix("Rubric") }!
    let after = lines(saved).firstIndex { $0.hasSuffix("Rubric") }!
    let oldIndent = lines(original)[before].prefix { $0 == " " }.count
    #expect(lines(saved)[after].prefix { $0 == " " }.count == oldIndent - 2)
    #expect(OutlineTests.tree(try Outline.decode(saved)) == OutlineTests.tree(outline))
    // And back: indent under the same item restores the very bytes.
    var back = outline
    _ = try back.move(moved, to: Array(moved.dropLast()) + [moved.last! - 1], at: 0)
    #expect(back.encode() == original)
  }

  @Test("Logseq property lines and continuation lines travel with their block")
  func properties() throws {
    var outline = try outline("logseq-properties.md")
    let book = path("[[The Mushroom at the End of the World]]", in: outline)
    let quotes = path("Quotes", in: outline)
    try outline.move(book, to: quotes, at: 0)
    let saved = outline.encode()
    #expect(
      saved.contains(
        "- Quotes\n\t- [[The Mushroom at the End of the World]]\n\t  author:: Anna Lowenhaupt Tsing\n\t  collapsed:: true\n\t\t- Chapter 3 is about scale\n\t\t  and why plantations cannot scale\n"
      ))
    #expect(OutlineTests.tree(try Outline.decode(saved)) == OutlineTests.tree(outline))
  }

  @Test("a list that counted 1, 2, 3 is renumbered where a move broke the count; its own numbering is kept")
  func renumbering() throws {
    var outline = try outline("ordered-lists.md")
    let meet = path("Meet your buddy", in: outline)
    try outline.move(meet, to: Array(meet.dropLast()), at: 0)
    let saved = outline.encode()
    #expect(saved.contains("1. Meet your buddy\n2. Collect the laptop from IT\n3. Set up the password manager\n"))
    #expect(saved.contains("4. Read the security policy\n"))
    // Children keep their own numbers, and a list numbered all 1. stays so.
    #expect(saved.contains("    1. Install the browser extension\n    2. Import the shared vault\n"))
    var ownNumbering = try self.outline("ordered-lists.md")
    let ones = ownNumbering.blocks().filter { $0.block.marker == "1." && $0.path.count == 2 }.map(\.path)
    let text = ownNumbering.encode()
    if let last = ones.last, ones.count > 1, ownNumbering.block(at: Array(last.dropLast()))!.children.count > 1 {
      try ownNumbering.move(last, to: Array(last.dropLast()), at: 0)
      #expect(
        lines(ownNumbering.encode()).filter { $0.hasPrefix("1. ") }.count
          == lines(text).filter {
            $0.hasPrefix("1. ")
          }.count)
    }
  }

  @Test("refusals say why and change nothing")
  func refusals() throws {
    var outline = try outline("obsidian-tabs.md")
    let original = outline.encode()
    #expect(throws: Outline.Refusal.nothingAbove(name: "Buy four bags of compost", parent: "Prepare the raised beds")) {
      try outline.indent(path("Buy four bags of compost", in: outline))
    }
    #expect(throws: Outline.Refusal.atTopLevel(name: "Fix the gate latch")) {
      try outline.outdent(path("Fix the gate latch", in: outline))
    }
    let beds = path("Prepare the raised beds", in: outline)
    #expect(throws: Outline.Refusal.insideItself(name: "Prepare the raised beds")) {
      try outline.move(beds, to: path("North bed", in: outline), at: 0)
    }
    #expect(throws: Outline.Refusal.headingDepth(name: "Beds")) { try outline.indent(path("Beds", in: outline)) }
    #expect(throws: Outline.Refusal.self) { try outline.move(path("Beds", in: outline), to: beds, at: 0) }
    #expect(outline.encode() == original)
    #expect(
      Outline.Refusal.nothingAbove(name: "Backend", parent: "Project").description
        == "Cannot indent Backend: it is first under Project, with nothing above it to go under.")
    #expect(
      Outline.Refusal.atTopLevel(name: "Setup").description == "Cannot outdent Setup: it is already at the top level.")
  }

  @Test("property: random moves, indents and outdents write back text that reads as the same tree")
  func randomMoves() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...10_000).array(of: 1...12)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      let file = OutlineTests.files[next(OutlineTests.files.count)]
      guard var outline = try? self.outline(file) else { return }
      let original = outline.encode()
      for _ in 0..<6 {
        let blocks = outline.blocks()
        guard !blocks.isEmpty else { return }
        let path = blocks[next(blocks.count)].path
        switch next(3) {
        case 0: _ = try? outline.indent(path)
        case 1: _ = try? outline.outdent(path)
        default:
          let targets = [[]] + blocks.map(\.path)
          let parent = targets[next(targets.count)]
          let count = outline.block(at: parent)!.children.count
          _ = try? outline.move(path, to: parent, at: next(count + 1))
        }
        let saved = outline.encode()
        let reread: Outline
        do {
          reread = try Outline.decode(saved)
        } catch {
          Issue.record("\(file): saved text does not read back: \(error)")
          return
        }
        #expect(OutlineTests.tree(reread) == OutlineTests.tree(outline), "\(file)")
        #expect(reread.encode() == saved)
      }
      // Nothing is lost: every line of the original is still there, re-indented at most.
      let trimmed = { (text: String) in
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
          $0.drop { $0 == " " || $0 == "\t" }.drop { $0.isNumber }
        }.sorted()
      }
      #expect(trimmed(outline.encode()) == trimmed(original), "\(file)")
    }
  }
}

/// The fuzz target's edits (Fuzz/Sources/FuzzOutline), replayed on its committed corpus, where
/// each input it ever crashed on is kept: a fault it found stays found.
@Suite("Markdown outlines: the fuzz corpus")
struct OutlineFuzzCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzOutline")

  static let files: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }()

  @Test("each corpus input survives the fuzz target's edits", arguments: files)
  func replay(file: String) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(file)))
    guard var outline = try? Outline.decode(bytes: bytes) else { return }
    #expect(Array(outline.encode().utf8) == bytes)
    var choices = bytes.suffix(16).makeIterator()
    for _ in 0..<8 {
      guard let kind = choices.next(), let pick = choices.next() else { break }
      let blocks = outline.blocks()
      guard !blocks.isEmpty else { break }
      let path = blocks[Int(pick) % blocks.count].path
      switch kind % 3 {
      case 0: _ = try? outline.indent(path)
      case 1: _ = try? outline.outdent(path)
      default:
        let targets = [[]] + blocks.map(\.path)
        let parent = targets[Int(kind / 3) % targets.count]
        _ = try? outline.move(path, to: parent, at: Int(pick / 7) % (outline.block(at: parent)!.children.count + 1))
      }
      let saved = outline.encode()
      let reread = try Outline.decode(saved)
      #expect(OutlineTests.tree(reread) == OutlineTests.tree(outline), "\(saved)")
    }
  }
}
