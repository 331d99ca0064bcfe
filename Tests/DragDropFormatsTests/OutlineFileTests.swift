import DragDropKit
import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// Documents opened as scenes and written back: unchanged, the very same bytes; after drags in
/// the engine, text that reads as the scene's tree, with only the moved blocks' lines changed.
@Suite("Markdown outlines as scenes")
struct OutlineFileTests {
  @Test("a node's role is read in place: a heading's, an item's, none for a node that is not there")
  func roles() throws {
    let (scene, _) = try OutlineFile.decode("# Title\n- item\n")
    let heading = scene.nodes(named: "Title")[0]
    let item = scene.nodes(named: "item")[0]
    #expect(scene.role(of: heading) == .outlineHeading)
    #expect(scene.role(of: item) == .outlineItem)
    #expect(scene.role(of: item) == scene[item]?.properties.role)
    #expect(scene.role(of: NodeID(rawValue: 999)) == nil)
  }

  /// The scene's tree in the `.tree` files' words (`heading2 Name`, `list Name`, `item Name`).
  static func tree(_ scene: Scene) -> String {
    var lines: [String] = []
    func visit(_ id: NodeID, depth: Int) {
      for child in scene[id]!.children {
        let node = scene[child]!
        let kind: String
        if node.properties.kind == OutlineFile.headingKind {
          kind = "heading"
        } else {
          kind = node.children.isEmpty ? "item" : "list"
        }
        lines.append(String(repeating: "  ", count: depth) + kind + " " + node.name)
        visit(child, depth: depth + 1)
      }
    }
    visit(.root, depth: 0)
    return lines.joined(separator: "\n")
  }

  @Test("open and save, unchanged, gives the very same bytes", arguments: OutlineTests.files)
  func unchanged(file: String) throws {
    let bytes = try OutlineTests.bytes(file)
    let (scene, source) = try OutlineFile.decode(bytes: bytes)
    scene._checkInvariants()
    #expect(Array(try OutlineFile.encode(scene, source: source).utf8) == bytes)
  }

  @Test("a board's front matter says board; anything else is a document")
  func boardOrDocument() {
    #expect(OutlineFile.isBoard(Array("---\n\nkanban-plugin: basic\n\n---\n\n## To Do\n".utf8)))
    #expect(!OutlineFile.isBoard(Array("---\ntags: [a]\n---\n## To Do\n- card\n".utf8)))
    #expect(!OutlineFile.isBoard(Array("## To Do\n- card\n".utf8)))
  }

  @Test("an item dragged into another, by the engine, is written back under it, re-indented; the rest unchanged")
  func dragged() throws {
    let bytes = try OutlineTests.bytes("obsidian-tabs.md")
    let (scene, source) = try OutlineFile.decode(bytes: bytes)
    var document = Document(scene: scene)
    let beds = scene.firstNode(named: "Prepare the raised beds")!
    let gate = scene.firstNode(named: "Fix the gate latch")!
    let keyboard = KeyboardSensor()
    _ = try document.handle(keyboard.lift(gate, in: document.scene))
    _ = try document.handle(keyboard.slot(nil, in: beds, item: gate, scene: document.scene))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
    let saved = try OutlineFile.encode(document.scene, source: source)
    #expect(saved.contains("\t- [ ] Cover with cardboard until April\n\t- [x] Fix the gate latch\n"))
    let original = String(decoding: bytes, as: UTF8.self)
    let changed = Set(saved.split(separator: "\n", omittingEmptySubsequences: false))
      .symmetricDifference(Set(original.split(separator: "\n", omittingEmptySubsequences: false)))
    #expect(changed == ["- [x] Fix the gate latch", "\t- [x] Fix the gate latch"])
    let (reread, _) = try OutlineFile.decode(saved)
    #expect(Self.tree(reread) == Self.tree(document.scene))
    // Undo, then save: the original bytes.
    _ = try document.undo()
    #expect(try OutlineFile.encode(document.scene, source: source) == original)
  }

  @Test("headings move only within their section; items take only items")
  func rules() throws {
    let (scene, _) = try OutlineFile.decode(bytes: try OutlineTests.bytes("obsidian-tabs.md"))
    let beds = scene.firstNode(named: "Prepare the raised beds")!
    let heading = scene.firstNode(named: "Beds")!
    #expect(scene.refusal(of: heading, into: beds) != nil)
    #expect(scene.refusal(of: beds, into: heading) == nil)
  }

  @Test("nesting deeper than a scene holds is refused with the line")
  func tooDeep() {
    let text = (0..<260).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
    #expect(throws: FormatError.self) { _ = try OutlineFile.decode(text) }
    do {
      _ = try OutlineFile.decode(text)
    } catch {
      #expect(error.line == Scene.maxDepth)
    }
  }

  @Test("a setext heading is a heading: items move into its section, it is renamed on its text line, undo restores")
  func setext() throws {
    let text = "Backend\n-------\n\n- Set up the database\n\nOps\n---\n- Deploy\n"
    let (scene, source) = try OutlineFile.decode(text)
    #expect(scene[scene.firstNode(named: "Backend")!]!.properties.role == .outlineHeading)
    #expect(scene[scene.firstNode(named: "Ops")!]!.properties.headingLevel == 2)
    var document = Document(scene: scene)
    let deploy = scene.firstNode(named: "Deploy")!
    let keyboard = KeyboardSensor()
    _ = try document.handle(keyboard.lift(deploy, in: document.scene))
    _ = try document.handle(
      keyboard.slot(nil, in: scene.firstNode(named: "Backend")!, item: deploy, scene: document.scene))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
    try document.rename(scene.firstNode(named: "Ops")!, to: "Operations")
    let saved = try OutlineFile.encode(document.scene, source: source)
    #expect(saved == "Backend\n-------\n\n- Set up the database\n- Deploy\n\nOperations\n---\n")
    #expect(Self.tree(try OutlineFile.decode(saved).0) == Self.tree(document.scene))
    _ = try document.undo()
    _ = try document.undo()
    #expect(try OutlineFile.encode(document.scene, source: source) == text)
  }

  @Test("property: random drags of items into items and lists write back text that reads as the scene's tree")
  func randomDrags() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...10_000).array(of: 2...16)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      let file = OutlineTests.files[next(OutlineTests.files.count)]
      guard let bytes = try? OutlineTests.bytes(file), let (scene, source) = try? OutlineFile.decode(bytes: bytes)
      else {
        return
      }
      var document = Document(scene: scene)
      let keyboard = KeyboardSensor()
      for _ in 0..<5 {
        let nodes = document.scene.allNodes.filter { $0.id != .root }.map(\.id)
        guard !nodes.isEmpty else { return }
        let item = nodes[next(nodes.count)]
        let targets = [NodeID.root] + nodes
        let target = targets[next(targets.count)]
        guard document.scene.refusal(of: item, into: target) == nil else { continue }
        let count = document.scene.childCount(of: target, excluding: item) + 1
        _ = try? document.handle(keyboard.lift(item, in: document.scene))
        _ = try? document.handle(keyboard.slot(1 + next(count), in: target, item: item, scene: document.scene))
        if let context = document.drag.context { _ = try? document.handle(.ended(context.rawPoint)) }
      }
      guard let saved = try? OutlineFile.encode(document.scene, source: source) else { return }
      let reread: Scene
      do {
        reread = try OutlineFile.decode(saved).0
      } catch {
        Issue.record("\(file): saved text does not read back: \(error)\n\(saved)")
        return
      }
      // Names made unique by a number may be numbered in another order once read again.
      let unnumbered = { (tree: String) in tree.replacing(/\ \d+$/.anchorsMatchLineEndings(), with: "") }
      #expect(unnumbered(Self.tree(reread)) == unnumbered(Self.normalized(document.scene)), "\(file)")
    }
  }

  /// The scene's tree with items before the headings of each section, as the file writes them;
  /// `asRead`, each node by its text as read (its title where a repeated text numbered its name).
  static func normalized(_ scene: Scene, asRead: Bool = false) -> String {
    var lines: [String] = []
    func visit(_ id: NodeID, depth: Int) {
      let children = scene[id]!.children
      let items = children.filter { scene[$0]!.properties.kind == OutlineFile.itemKind }
      for child in items + children.filter({ !items.contains($0) }) {
        let node = scene[child]!
        let kind =
          node.properties.kind == OutlineFile.headingKind ? "heading" : node.children.isEmpty ? "item" : "list"
        let name = asRead ? scene.title(of: child) ?? node.name : node.name
        lines.append(String(repeating: "  ", count: depth) + kind + " " + name)
        visit(child, depth: depth + 1)
      }
    }
    visit(.root, depth: 0)
    return lines.joined(separator: "\n")
  }
}

extension Scene {
  fileprivate func firstNode(named name: String) -> NodeID? {
    allNodes.first { $0.name == name }?.id
  }
}

@Suite("Repeated texts in a document")
struct RepeatedTextTests {
  @Test("a repeated heading is numbered; the headings under it stay in its section by its new name; no rule is broken")
  func repeatedSections() throws {
    let text = "# Notes\n## Intro\n- a\n# Notes\n## Intro\n- a\n- document\n- \n- \n"
    let (scene, source) = try OutlineFile.decode(text)
    let second = try #require(scene.onlyNode(named: "Notes 2"))
    #expect(scene.title(of: second) == "Notes")
    let intro = try #require(scene.onlyNode(named: "Intro 2"))
    #expect(scene.parentID(of: intro) == second)
    #expect(scene[intro]?.properties.targets == ["Notes 2"])
    #expect(scene.brokenRules().isEmpty)
    #expect(scene.onlyNode(named: "document 2") != nil)
    #expect(scene.onlyNode(named: "a 2") != nil)
    // Blocks with no words are "untitled", numbered, with no title.
    let untitled = try #require(scene.onlyNode(named: "untitled 2"))
    #expect(scene.title(of: untitled) == "untitled 2")
    // Saving sees no rename: the file comes back as it was.
    #expect(try OutlineFile.encode(scene, source: source) == text)
  }
}
