import DragDropKit
import Testing

@testable import DragDropFormats

/// Logseq's block references, `((uuid))`, heard as the text of the block whose `id::` property
/// they name, when it is on the same page (issue 41).
@Suite("Logseq block references")
struct BlockReferenceTests {
  static let milk = "6502f8a1-1c1d-4a4e-9a2e-0f2a3b4c5d6e"
  static let eggs = "6502f8a1-2b2b-4c4c-8d8d-1e1e1e1e1e1e"
  static let bread = "6502f8a1-3c3c-4d4d-9e9e-2f2f2f2f2f2f"

  /// The scene's titles (each node's text as read) in document order, and the document as it
  /// was saved back.
  static func titles(_ text: String) throws -> (titles: [String], names: [String], saved: String) {
    let (scene, source) = try OutlineFile.decode(text)
    let ids = scene.subtreeIDs(of: .root).filter { $0 != .root }
    return (
      ids.map { scene.title(of: $0)! }, ids.map { scene.name(of: $0)! }, try OutlineFile.encode(scene, source: source)
    )
  }

  @Test("a block made only of a reference is heard as the block it points to; the names stay unique")
  func onlyAReference() throws {
    let text = """
      - TODO **Buy** [[milk]]
        id:: \(Self.milk)
      - ((\(Self.milk)))
      - ((\(Self.milk)))

      """
    let read = try Self.titles(text)
    #expect(read.titles == ["Buy milk", "Buy milk", "Buy milk"])
    #expect(read.names == ["Buy milk", "Buy milk 2", "Buy milk 3"])
    #expect(read.saved == text)
    // The reference is not a task: the marker is the other block's.
    let (scene, _) = try OutlineFile.decode(text)
    #expect(scene.onlyNode(named: "Buy milk 2").flatMap { scene[$0] }?.properties.task == TaskState.none)
    #expect(scene.onlyNode(named: "Buy milk").flatMap { scene[$0] }?.properties.task == .todo)
  }

  @Test("a reference inside a longer text is replaced where it stands, before or after its block")
  func inPlace() throws {
    let text = """
      # Shopping
      - See ((\(Self.milk))) for details
      - Then ((\(Self.eggs))) and ((\(Self.milk)))
      - Buy milk
        id:: \(Self.milk)
      - ## Eggs, a dozen
        collapsed:: true
        id:: \(Self.eggs)

      """
    let read = try Self.titles(text)
    #expect(
      read.titles == [
        "Shopping", "See Buy milk for details", "Then Eggs, a dozen and Buy milk", "Buy milk", "Eggs, a dozen",
      ])
    #expect(read.saved == text)
  }

  @Test("a block that holds a reference moves and is saved with the reference as written")
  func moved() throws {
    let text = """
      - Buy milk
        id:: \(Self.milk)
      - Errands
      - See ((\(Self.milk))) for details

      """
    let (scene, source) = try OutlineFile.decode(text)
    var document = Document(scene: scene)
    let see = try #require(scene.onlyNode(named: "See Buy milk for details"))
    let errands = try #require(scene.onlyNode(named: "Errands"))
    let keyboard = KeyboardSensor()
    _ = try document.handle(keyboard.lift(see, in: document.scene))
    _ = try document.handle(keyboard.slot(nil, in: errands, item: see, scene: document.scene))
    _ = try document.handle(.ended(document.drag.context!.rawPoint))
    let saved = try OutlineFile.encode(document.scene, source: source)
    #expect(saved == "- Buy milk\n  id:: \(Self.milk)\n- Errands\n  - See ((\(Self.milk))) for details\n")
    #expect(try Self.titles(saved).titles == ["Buy milk", "Errands", "See Buy milk for details"])
  }

  @Test("a reference to a block that holds a reference is resolved one level only, with no loop")
  func oneLevel() throws {
    let text = """
      - Bread from ((\(Self.eggs)))
        id:: \(Self.bread)
      - Eggs after ((\(Self.bread)))
        id:: \(Self.eggs)
      - ((\(Self.bread)))
      - Me: ((\(Self.milk)))
        id:: \(Self.milk)

      """
    let read = try Self.titles(text)
    #expect(
      read.titles == [
        "Bread from Eggs after block reference", "Eggs after Bread from block reference",
        "Bread from block reference", "Me: Me: block reference",
      ])
  }

  @Test("a reference to a block not on the page is heard as \"block reference\"; an embed of one as embed")
  func notOnThePage() throws {
    let text = """
      - ((\(Self.bread)))
      - See ((\(Self.bread))) for details
      - {{embed ((\(Self.bread)))}}
      - {{embed ((\(Self.milk)))}}
      - Milk
        id:: \(Self.milk)
      - f((x)) stays, and `((\(Self.milk)))` is code

      """
    let read = try Self.titles(text)
    #expect(
      read.titles == [
        "block reference", "See block reference for details", "embed", "Milk", "Milk",
        "f((x)) stays, and ((\(Self.milk))) is code",
      ])
    #expect(read.saved == text)
  }

  @Test("ids on CRLF lines, in capitals, under a heading, and a property on a first line that is no id")
  func idLines() throws {
    let text =
      "# Groceries\r\nid:: \(Self.milk.uppercased())\r\n- id:: \(Self.eggs)\r\n- ((\(Self.milk)))\r\n- ((\(Self.eggs)))\r\n"
    let read = try Self.titles(text)
    #expect(read.titles == ["Groceries", "id: \(Self.eggs)", "Groceries", "block reference"])
    #expect(read.saved == text)
  }

  @Test("a property on a CRLF line is read without its carriage return")
  func crlfProperty() throws {
    let (scene, _) = try OutlineFile.decode(
      "- Folded\r\n  collapsed:: true\r\n  - child\r\n- Level\r\n  heading:: 2\r\n")
    #expect(scene.onlyNode(named: "Folded").flatMap { scene[$0] }?.properties.collapsed == true)
    #expect(scene.onlyNode(named: "Level").flatMap { scene[$0] }?.properties.headingLevel == 2)
  }

  @Test("MarkdownInline resolves a reference from the texts it is given, and leaves it out without them")
  func inline() {
    let texts = [Self.milk: "Buy milk"]
    #expect(MarkdownInline.plain("See ((\(Self.milk))) for details", blockTexts: texts) == "See Buy milk for details")
    #expect(MarkdownInline.plain("See ((\(Self.eggs))) now", blockTexts: texts) == "See block reference now")
    #expect(MarkdownInline.plain("See ((\(Self.milk))) for details") == "See for details")
    #expect(MarkdownInline.plain("**((\(Self.milk)))**", blockTexts: texts) == "Buy milk")
    #expect(ReadableText("DONE ((\(Self.milk)))", blockTexts: texts) == ReadableText("DONE Buy milk"))
  }

  @Test(
    "the real Logseq pages say no block reference's number",
    arguments: [
      "Real/ezdxf-CHANGELOG.md", "Real/ezdxf-Recognize-New-Installed-Fonts.md", "Real/ezdxf-Load-Documents.md",
      "Real/babbitt-2023_12_14.md", "Real/tu-bs-Homomorphismus.md", "Real/tu-bs-Turing-Maschine.md", "Real/Tasks.md",
    ])
  func realPages(file: String) throws {
    let bytes = try OutlineTests.bytes(file)
    let (scene, source) = try OutlineFile.decode(bytes: bytes)
    for id in scene.subtreeIDs(of: .root) where id != .root {
      #expect(!scene.title(of: id)!.contains("(("), "\(file): \(scene.title(of: id)!)")
    }
    #expect(Array(try OutlineFile.encode(scene, source: source).utf8) == bytes)
  }

  @Test("ezdxf's changelog: a version's release notes heard where another version points to them")
  func ezdxfChangelog() throws {
    let (scene, _) = try OutlineFile.decode(bytes: try OutlineTests.bytes("Real/ezdxf-CHANGELOG.md"))
    let titles = scene.subtreeIDs(of: .root).filter { $0 != .root }.map { scene.title(of: $0)! }
    // Versions 1.0.1 to 1.0.3 point to 1.0.0's notes; 1.1.1 to 1.1.0's.
    #expect(titles.filter { $0 == "Release Notes v1.0.x" }.count == 4)
    #expect(titles.filter { $0 == "Release Notes v1.1.x" }.count == 5)
    // Seven point to blocks of other pages.
    #expect(titles.filter { $0 == "block reference" }.count == 7)
  }
}
