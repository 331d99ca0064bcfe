import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// Markdown documents read as outlines: the eight shapes in Tests/Outlines read as their `.tree`
/// files say, and write back byte for byte.
@Suite("Markdown outlines")
struct OutlineTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Outlines")
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted()
  }()

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The tree as the `.tree` files write it: `heading2 Name`, `list Name`, `item Name`.
  static func tree(_ outline: Outline) -> String {
    var lines: [String] = []
    for (path, block) in outline.blocks() {
      let kind: String
      switch block.kind {
      case .heading(let level): kind = "heading\(level)"
      case .item: kind = block.children.isEmpty ? "item" : "list"
      case .document: continue
      }
      let indent = String(repeating: "  ", count: path.count - 1)
      lines.append(indent + kind + (block.name.isEmpty ? "" : " " + block.name))
    }
    return lines.joined(separator: "\n")
  }

  @Test("there are at least six outline documents")
  func corpus() {
    #expect(Self.files.count >= 6, "\(Self.files)")
  }

  @Test("every document reads as its .tree file says", arguments: files)
  func reads(file: String) throws {
    let outline = try Outline.decode(bytes: try Self.bytes(file))
    let expected = try String(contentsOf: Self.folder.appendingPathComponent(file + ".tree"), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("# ") }.joined(separator: "\n")
    #expect(Self.tree(outline) == expected)
  }

  @Test("open and save gives the very same bytes", arguments: files)
  func roundTrip(file: String) throws {
    let bytes = try Self.bytes(file)
    #expect(Array(try Outline.decode(bytes: bytes).encode().utf8) == bytes)
  }

  @Test("the file's own indentation unit is found: tabs, two spaces, four spaces")
  func indentUnit() throws {
    #expect(try Outline.decode(bytes: try Self.bytes("obsidian-tabs.md")).indentUnit == "\t")
    #expect(try Outline.decode(bytes: try Self.bytes("logseq-properties.md")).indentUnit == "\t")
    #expect(try Outline.decode(bytes: try Self.bytes("deep-nesting.md")).indentUnit == "  ")
    #expect(try Outline.decode(bytes: try Self.bytes("ordered-lists.md")).indentUnit == "    ")
  }

  @Test("a file that is not UTF-8, or holds a NUL byte, is refused with its line")
  func badInput() {
    for (bytes, line) in [([0x2D, 0x20, 0x61, 0x0A, 0x2D, 0x20, 0xFF, 0x0A] as [UInt8], 2), ([0x61, 0x0A, 0x00], 2)] {
      #expect(throws: FormatError.self) { _ = try Outline.decode(bytes: bytes) }
      do {
        _ = try Outline.decode(bytes: bytes)
      } catch {
        #expect(error.line == line)
      }
    }
  }

  @Test("property: any document of headings, items, fences and text writes back to the same bytes")
  func randomRoundTrip() async {
    let pieces = [
      "# Title", "## Section", "### Sub", "- item", "  - child", "    - grandchild", "\t- tabbed", "* star",
      "+ plus", "1. one", "2) two", "- [ ] task", "- [x] done", "text", "", "```", "- in a fence", "~~~",
      "> - quoted", "| a | b |", "---", "  id:: 123", "      - jump", "#not a heading", "- ", "***",
    ]
    await propertyCheck(count: 300, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40), Gen.bool) {
      picks, crlf in
      let newline = crlf ? "\r\n" : "\n"
      let text = picks.map { pieces[$0] }.joined(separator: newline)
      let bytes = Array(text.utf8)
      let outline = try? Outline.decode(bytes: bytes)
      #expect(outline != nil)
      #expect(outline.map { Array($0.encode().utf8) } == bytes)
    }
  }
}
