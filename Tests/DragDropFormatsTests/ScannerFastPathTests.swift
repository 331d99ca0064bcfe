import Foundation
import PropertyBased
import Testing

@testable import DragDropFormats

/// The scanner's fast path for plain item lines (`OutlineScanner.plainItem`) against its general
/// path: line by line, both say the same of every line and are left in the same state.
@Suite("The scanner's fast path for items")
struct ScannerFastPathTests {
  /// What two scanners, one with the fast path and one without, say of each line, where they
  /// first differ, naming blocks and not (as `OutlineSource` reads); nil when they never do.
  static func firstDifference(_ text: String) -> String? {
    firstDifference(text, names: true) ?? firstDifference(text, names: false)
  }

  static func firstDifference(_ text: String, names: Bool) -> String? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer -> String? in
      var fast = OutlineScanner()
      fast.names = names
      var general = OutlineScanner()
      general.names = names
      general.fastItems = false
      var difference: String?
      try? OutlineLines.forEach(buffer, in: 0..<buffer.count, checked: true) { line throws(FormatError) in
        guard difference == nil else { return }
        let lineText = UnsafeBufferPointer(rebasing: buffer[line.start..<line.end])
        let saidFast = OutlineLines.withFollowing(line.next, in: buffer) { following in
          fast.next(lineText, ascii: line.ascii, following: following)
        }
        let saidGeneral = OutlineLines.withFollowing(line.next, in: buffer) { following in
          general.next(lineText, ascii: line.ascii, following: following)
        }
        let state = { (scanner: OutlineScanner) in
          "depth \(scanner.depth), blocks \(scanner.blockCount), unit \(scanner.unit.unit.debugDescription), "
            + "swallower \(scanner.swallower)"
        }
        if saidFast != saidGeneral || state(fast) != state(general) {
          difference =
            "names \(names), line \(line.number) \(String(decoding: lineText, as: UTF8.self).debugDescription): "
            + "fast \(saidFast), \(state(fast)); general \(saidGeneral), \(state(general))"
        }
      }
      return difference
    }
  }

  /// Lines that nest items by spaces and by tabs, under quotes, fences, code and paragraphs.
  static let pieces = [
    "- [ ] task", "  - [x] child", "    - grandchild", "      - deeper", "        - jump in code", "- item",
    "* star", "+ plus", "   - three in", "  -  two spaces", "- Item", "-\tTabbed", "\t- tab indented", "text",
    "  lazy text", "", "```", "~~~", "    indented", "> - quoted", "> quote", "1. one", "2) two", "# Title",
    "## Section", "---", "***", "- - nested", "- > quote in item", "- # heading in item", "- ```", "- <div>",
    "<div>", "</div>", "- [link]: /url", "Setext", "===", "- 1. ordered", "-", "- ", "  - [ ] z", "+ [ ] Z",
  ]

  @Test("property: every line is read the same with the fast path as without it")
  func agreesWithGeneral() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...40)) { picks in
      let text = picks.map { Self.pieces[$0] }.joined(separator: "\n")
      let difference = Self.firstDifference(text)
      #expect(difference == nil, "\(text.debugDescription): \(difference ?? "")")
    }
  }

  @Test("every page in Tests/Outlines is read the same with the fast path as without it")
  func realPages() throws {
    let folder = CommonMarkDifferentialTests.outlines
    #expect(CommonMarkDifferentialTests.pages.count > 10)
    for page in CommonMarkDifferentialTests.pages {
      let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      let difference = Self.firstDifference(text)
      #expect(difference == nil, "\(page): \(difference ?? "")")
    }
  }

  @Test("an item under a quote, in a fence or four columns in is left to the general path, and read alike")
  func leftToTheGeneralPath() {
    for text in [
      "> - quoted\n- after", "```\n- in a fence\n```\n- after", "- a\n\n        - code under a\n- b",
      "para\n    - lazy", "- a\n  - b\n      - c", "<div>\n- html\n\n- item",
    ] {
      #expect(Self.firstDifference(text) == nil, "\(text.debugDescription)")
    }
  }
}
