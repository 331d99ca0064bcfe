import DragDropFormats
import DragDropKit
import PropertyBased
import Testing

@testable import DragDropCommands

/// In a document, Up and Down keep an item's level and follow the document's structure; left
/// and right change the level, typed or keyed.
@Suite("Documents: moves follow the structure") struct DocumentMoveTests {
  func outline() throws -> CommandSession { try .demo("outline") }

  func say(_ line: String, in session: inout CommandSession) throws -> [String] { try session.say(line) }

  @Test("the outline demo: after an indent and a move, Up from Offline mode stays at level 1, across headings")
  func demoSequence() throws {
    var session = try outline()
    for line in ["indent Deploy", #"lift "Sign-in page""#, "move up", "drop", #"lift "Offline mode""#] {
      _ = try session.run(line: line)
    }
    var answers: [String] = []
    for _ in 0..<4 { answers += try say("move up", in: &session) }
    #expect(answers.count == 4)
    // The level stays 1, so no answer says it: only the parent when it changes, else the place.
    for answer in answers { #expect(!answer.contains("Level"), "\(answer)") }
    // From the end of Frontend's items, up through them, then to the end of Backend's.
    #expect(answers == ["Under Frontend, 2 of 2.", "Position 1 of 2.", "Under Backend, 4 of 4.", "Position 3 of 4."])
  }

  @Test("Up past a section's first item goes to its parent section's list, then the document's, then stops")
  func edge() throws {
    var session = try outline()
    _ = try session.run(line: #"lift "Set up the database""#)
    #expect(try say("move up", in: &session).first?.hasPrefix("Under Launch plan") == true)
    #expect(try say("move up", in: &session).first?.hasPrefix("Under document") == true)
    let stays = try say("move up", in: &session)
    #expect(stays == ["Already first in document."])
    #expect(session.document.drag.context?.target == .root)
  }

  @Test("move right and move left, typed in a document, indent and outdent the lifted item")
  func typedRightAndLeft() throws {
    var session = try outline()
    _ = try session.run(line: #"lift "Build the API""#)
    #expect(try say("move right", in: &session).first?.hasPrefix("Level 2 under Set up the database") == true)
    #expect(try say("move left", in: &session).first?.hasPrefix("Level 1 under Backend") == true)
  }

  @Test("property: any moves, indents and outdents, then Up or Down, keep the level and save as the scene shows")
  func randomThenVertical() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...10_000).array(of: 4...14)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      guard var session = try? self.outline() else { return }
      func items() -> [String] {
        session.scene.subtreeIDs(of: .root).filter { session.scene[$0]?.properties.role == .outlineItem }
          .map { session.scene[$0]!.name }
      }
      for _ in 0..<4 {
        let name = items()[next(items().count)]
        let line = ["indent", "outdent", "lift"][next(3)] + " \"\(name)\""
        _ = try? session.run(line: line)
        if session.document.drag.context != nil {
          _ = try? session.run(line: ["move up", "move down", "move right", "move left"][next(4)])
          _ = try? session.run(line: "drop")
        }
        if session.document.drag.context != nil { _ = try? session.run(line: "cancel") }
      }
      let name = items()[next(items().count)]
      guard let node = session.scene.subtreeIDs(of: .root).first(where: { session.scene[$0]?.name == name }) else {
        return
      }
      // The level before the lift: a lifted item is out of the tree.
      let level = OutlineKind.level(under: session.scene[node]!.parent!, in: session.scene)
      guard (try? session.run(line: "lift \"\(name)\"")) != nil, let item = session.document.drag.context?.item else {
        return
      }
      for _ in 0..<3 {
        _ = try? session.run(line: next(2) == 0 ? "move up" : "move down")
        let over = session.document.drag.context!.target!
        #expect(OutlineKind.level(under: over, in: session.scene) == level, "\(name)")
      }
      _ = try? session.run(line: "drop")
      #expect(OutlineKind.level(under: session.scene[item]!.parent!, in: session.scene) == level, "\(name)")
    }
  }

  /// The tree as the outline reads it: each node's title, indented by its depth.
  static func shape(_ scene: Scene) -> [String] {
    scene.subtreeIDs(of: .root).dropFirst().map { id in
      var depth = 0
      var current = scene[id]?.parent
      while let parent = current, parent != .root {
        depth += 1
        current = scene[parent]?.parent
      }
      return String(repeating: "  ", count: depth) + (scene.title(of: id) ?? "")
    }
  }

  @Test(
    "property: moves by name and by position, into the document's headings or its items, save as the scene shows or are refused: an item never after a subheading"
  )
  func namedMovesReadBack() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...10_000).array(of: 15...15)) { numbers in
      var script = numbers.makeIterator()
      func next(_ bound: Int) -> Int { bound <= 0 ? 0 : (script.next() ?? 0) % bound }
      guard var session = try? self.outline() else { return }
      var ran: [String] = []
      for _ in 0..<5 {
        let nodes = session.scene.subtreeIDs(of: .root).dropFirst().compactMap { session.scene.name(of: $0) }
        let item = Command.quoted(nodes[next(nodes.count)])
        let into = Command.quoted(nodes[next(nodes.count)])
        let lines = [
          "lift \(item); move first; drop", "lift \(item); move last; drop", "lift \(item); move up; drop",
          "drag \(item) to \(into) last", "drag \(item) to \(into) first", "drag \(item) to \(into) at position 2",
          "drag \(item) to document last",
        ]
        let line = lines[next(lines.count)]
        ran.append(line)
        _ = try? session.run(line: line)
        if session.document.drag.context != nil { _ = try? session.run(line: "cancel") }
      }
      // A scene the file cannot hold is refused, with nothing written (a block moved after the
      // paragraph that ends a list, say); one that is written reads back as the scene shows.
      guard let bytes = try? MarkdownFile.encode(session.scene, session.open) else { return }
      do {
        let reread = try MarkdownFile.decode(bytes: bytes, name: "outline.md")
        #expect(Self.shape(reread.scene) == Self.shape(session.scene), "\(ran)")
      } catch {
        Issue.record("the written outline could not be read: \(error) after \(ran)")
      }
    }
  }

  @Test(
    "an item dropped after a subheading stays before it, and a heading before an item stays after it: said where they are"
  )
  func itemsBeforeSubheadings() throws {
    var session = try outline()
    // "Launch plan" holds only its subheadings: an item put last goes first, before them.
    _ = try session.run(line: "drag Deploy to \"Launch plan\" last")
    #expect(Self.shape(session.scene).prefix(2) == ["Launch plan", "  Deploy"])
    _ = try session.run(line: "select Backend; lift")
    #expect(try session.say("move up") == ["Position 2 of 4."])
    _ = try session.run(line: "drop")
    let bytes = try MarkdownFile.encode(session.scene, session.open)
    #expect(Self.shape(try MarkdownFile.decode(bytes: bytes, name: "outline.md").scene) == Self.shape(session.scene))
  }
}
