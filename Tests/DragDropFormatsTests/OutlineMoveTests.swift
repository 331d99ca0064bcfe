import DragDropKit
import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// Moves in a document opened as a scene, the one outline model: indent and outdent by the
/// outline's rules (`OutlineMoves`), every move a drag the engine checks, written back with the
/// moved blocks re-indented by the file's unit; refusals say why and change nothing.
@Suite("Markdown outlines: moves")
struct OutlineMoveTests {
  /// A document opened as a scene, ready for drags.
  struct Opened {
    var document: Document
    let source: OutlineSource
    let original: String

    init(document: Document, source: OutlineSource, original: String) {
      self.document = document
      self.source = source
      self.original = original
    }

    init(_ file: String) throws {
      let bytes = try OutlineTests.bytes(file)
      let (scene, source) = try OutlineFile.decode(bytes: bytes)
      document = Document(scene: scene)
      self.source = source
      original = String(decoding: bytes, as: UTF8.self)
    }

    var scene: Scene { document.scene }
    func node(_ name: String) -> NodeID { scene.everyNode.first { $0.name == name }!.id }
    func saved() throws -> String { try OutlineFile.encode(scene, source: source) }

    /// Drags `item` to 1-based `position` of `container` (nil: after every child), as a keyboard would.
    mutating func drag(_ item: NodeID, into container: NodeID, at position: Int?) throws {
      let keyboard = KeyboardSensor()
      _ = try document.handle(keyboard.lift(item, in: scene))
      _ = try document.handle(keyboard.slot(position, in: container, item: item, scene: scene))
      guard let context = document.drag.context else { throw NotLifted() }
      _ = try document.handle(.ended(context.rawPoint))
    }

    /// The item was not lifted (a heading that moves only within its section, say).
    struct NotLifted: Error {}

    /// Indents or outdents `item` by the outline's rules, as dnd's `indent` and `outdent` do.
    mutating func indent(_ item: NodeID, outward: Bool = false) throws {
      let parent = scene[item]!.parent!
      let index = scene[parent]!.children.firstIndex(of: item)!
      let place =
        outward
        ? try OutlineMoves.outdent(item, in: parent, scene: scene)
        : try OutlineMoves.indent(item, in: parent, at: index + 1, scene: scene)
      try drag(item, into: place.container, at: place.position)
    }
  }

  /// The lines of the text, split as written.
  func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("indent makes an item the last child of the one above, one tab deeper with its children")
  func indentTabs() throws {
    var opened = try Opened("obsidian-tabs.md")
    try opened.indent(opened.node("Fix the gate latch"))
    #expect(opened.scene[opened.node("Fix the gate latch")]?.parent == opened.node("Prepare the raised beds"))
    let saved = try opened.saved()
    #expect(saved.contains("\t- [ ] Cover with cardboard until April\n\t- [x] Fix the gate latch\n"))
    // Every other line is the same, in the same order.
    let changed = Set(lines(saved)).symmetricDifference(Set(lines(opened.original)))
    #expect(changed == ["- [x] Fix the gate latch", "\t- [x] Fix the gate latch"])
    #expect(OutlineFileTests.tree(try OutlineFile.decode(saved).0) == OutlineFileTests.tree(opened.scene))
  }

  @Test("outdent makes an item the next sibling of its parent; its children come along, one unit less")
  func outdentSpaces() throws {
    var opened = try Opened("deep-nesting.md")
    let rubric = opened.node("Rubric")
    let parent = opened.scene[rubric]!.parent!
    try opened.indent(rubric, outward: true)
    #expect(opened.scene[rubric]?.parent == opened.scene[parent]?.parent)
    #expect(opened.scene[rubric]!.children.map { opened.scene[$0]!.name } == ["Strong hire", "Hire", "No hire"])
    let saved = try opened.saved()
    let before = lines(opened.original).firstIndex { $0.hasSuffix("Rubric") }!
    let after = lines(saved).firstIndex { $0.hasSuffix("Rubric") }!
    let oldIndent = lines(opened.original)[before].prefix { $0 == " " }.count
    #expect(lines(saved)[after].prefix { $0 == " " }.count == oldIndent - 2)
    #expect(OutlineFileTests.tree(try OutlineFile.decode(saved).0) == OutlineFileTests.tree(opened.scene))
    // And back: undo restores the very bytes.
    _ = try opened.document.undo()
    #expect(try opened.saved() == opened.original)
  }

  @Test("Logseq property lines and continuation lines travel with their block")
  func properties() throws {
    var opened = try Opened("logseq-properties.md")
    try opened.drag(opened.node("The Mushroom at the End of the World"), into: opened.node("Quotes"), at: 1)
    let saved = try opened.saved()
    #expect(
      saved.contains(
        "- Quotes\n\t- [[The Mushroom at the End of the World]]\n\t  author:: Anna Lowenhaupt Tsing\n\t  collapsed:: true\n\t\t- Chapter 3 is about scale\n\t\t  and why plantations cannot scale\n"
      ))
    #expect(OutlineFileTests.tree(try OutlineFile.decode(saved).0) == OutlineFileTests.tree(opened.scene))
  }

  @Test("a list that counted 1, 2, 3 is renumbered where a move broke the count; its own numbering is kept")
  func renumbering() throws {
    var opened = try Opened("ordered-lists.md")
    let meet = opened.node("Meet your buddy")
    try opened.drag(meet, into: opened.scene[meet]!.parent!, at: 1)
    let saved = try opened.saved()
    #expect(saved.contains("1. Meet your buddy\n2. Collect the laptop from IT\n3. Set up the password manager\n"))
    #expect(saved.contains("4. Read the security policy\n"))
    // Children keep their own numbers.
    #expect(saved.contains("    1. Install the browser extension\n    2. Import the shared vault\n"))
  }

  @Test("refusals say why and change nothing")
  func refusals() throws {
    var opened = try Opened("obsidian-tabs.md")
    let compost = opened.node("Buy four bags of compost")
    #expect(
      throws: OutlineMoves.Refusal.nothingAbove(name: "Buy four bags of compost", parent: "Prepare the raised beds")
    ) {
      try opened.indent(compost)
    }
    #expect(throws: OutlineMoves.Refusal.atTopLevel(name: "Fix the gate latch")) {
      try opened.indent(opened.node("Fix the gate latch"), outward: true)
    }
    let beds = opened.node("Prepare the raised beds")
    // Into itself, or a heading into an item: the engine's drop rules refuse.
    #expect(opened.scene.refusal(of: beds, into: opened.node("North bed")) != nil)
    #expect(opened.scene.refusal(of: opened.node("Beds"), into: beds) != nil)
    #expect(try opened.saved() == opened.original)
  }

  @Test("property: random indents, outdents and drags write back text that reads as the scene's tree, losing no line")
  func randomMoves() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 1...16)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      guard var opened = try? Opened(OutlineTests.files[next(OutlineTests.files.count)]) else { return }
      Self.edit(&opened, times: 6, next)
      guard let saved = try? opened.saved() else { return }
      let reread: Scene
      do {
        reread = try OutlineFile.decode(saved).0
      } catch {
        Issue.record("saved text does not read back: \(error)\n\(saved)")
        return
      }
      let unnumbered = { (tree: String) in tree.replacing(/\ \d+$/.anchorsMatchLineEndings(), with: "") }
      #expect(unnumbered(OutlineFileTests.tree(reread)) == unnumbered(OutlineFileTests.normalized(opened.scene)))
      // Nothing is lost: every line of the original is still there, re-indented or renumbered or given
      // its new list's marker at most; a blank line may come before an item that would otherwise continue a paragraph.
      let trimmed = { (text: String) in
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
          $0.drop { $0 == " " || $0 == "\t" }.drop { $0.isNumber }.drop { "-*+.)".contains($0) }
        }.sorted()
      }
      #expect(trimmed(saved).filter { !$0.isEmpty } == trimmed(opened.original).filter { !$0.isEmpty })
      #expect(trimmed(saved).count { $0.isEmpty } >= trimmed(opened.original).count { $0.isEmpty })
    }
  }

  /// Edits a document as the fuzz target does: indents, outdents and drags, each picked by `next`.
  static func edit(_ opened: inout Opened, times: Int, _ next: (Int) -> Int) {
    for _ in 0..<times {
      let nodes = Array(opened.scene.everyNode.map(\.id).filter { $0 != .root })
      guard !nodes.isEmpty else { return }
      let item = nodes[next(nodes.count)]
      switch next(3) {
      case 0: try? opened.indent(item)
      case 1: try? opened.indent(item, outward: true)
      default:
        let targets = [NodeID.root] + nodes
        let target = targets[next(targets.count)]
        guard opened.scene.refusal(of: item, into: target) == nil else { continue }
        let count = opened.scene.childCount(of: target, excluding: item) + 1
        try? opened.drag(item, into: target, at: 1 + next(count))
      }
      if opened.document.drag.context != nil { _ = try? opened.document.handle(.cancelled) }
    }
  }
}

/// The fuzz target's inputs (Fuzz/Sources/FuzzOutline), replayed on its committed corpus, where
/// each input it ever crashed on is kept: a fault it found stays found.
@Suite("Markdown outlines: the fuzz corpus")
struct OutlineFuzzCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzOutline")

  static let files: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }()

  @Test("each corpus input reads as the reference reader reads it, and survives edits", arguments: files)
  func replay(file: String) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(file)))
    guard let outline = try? Outline.decode(bytes: bytes) else { return }
    #expect(Array(outline.encode().utf8) == bytes)
    guard let (scene, source) = try? OutlineFile.decode(bytes: bytes) else { return }
    #expect(Array(try OutlineFile.encode(scene, source: source).utf8) == bytes)
    var opened = OutlineMoveTests.Opened(document: Document(scene: scene), source: source, original: "")
    var choices = bytes.suffix(16).makeIterator()
    OutlineMoveTests.edit(&opened, times: 8) { bound in bound <= 0 ? 0 : Int(choices.next() ?? 0) % bound }
    guard let saved = try? opened.saved() else { return }
    #expect(throws: Never.self) { _ = try OutlineFile.decode(saved) }
  }
}
