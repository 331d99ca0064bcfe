import DragDropKit
import PropertyBased
import Testing

@testable import DragDropFormats

/// The fast path that names a plain block straight from its bytes, held to the general path:
/// the line read as a block (`OutlineSyntax`), its words as a person reads them
/// (`ReadableText`), then made a node's name (`OutlineFile.nodeName`).
@Suite("Plain blocks named from their bytes")
struct PlainBlockTests {
  static let blanks = ["", " ", "  ", "   ", "    ", "\t", " \t"]
  static let heads = [
    "#", "##", "######", "#######", "-", "*", "+", "1.", "12)", "1234567890.", "x", "- [ ]", "- [x]", "* [-]",
    "- [\t]", "- [é]", "-[ ]", "- []",
  ]
  static let tokens = [
    " ", "  ", "\t", "#", "-", "*", "1.", "[", "]", "[x]", "[ ]", "x", "Word", "word", "TODO", "DONE", "A", "9",
    "`", "~", ":", "::", "(", ")", "/", "é", "_", "=", "!", "<", "&", "^", "%", "{", ",", ".", "'", "\"", "\u{1}",
    "\u{7f}", "\r",
  ]

  /// What the general path makes of a line: its name, heading level and task; nil when it is
  /// not a heading or an item.
  static func general(_ line: [UInt8]) -> PlainBlock.Read? {
    let block = line.withUnsafeBufferPointer { buffer in
      OutlineSyntax.block(buffer, ascii: buffer.allSatisfy { $0 < 0x80 })
    }
    switch block {
    case .heading(let level, let name):
      let readable = ReadableText(name)
      guard readable.headingLevel == 0, readable.task == .none else { return nil }
      return PlainBlock.Read(name: OutlineFile.nodeName(readable: readable), headingLevel: level, mark: nil)
    case .item(_, _, let mark, let name):
      let readable = ReadableText(name)
      guard readable.headingLevel == 0, readable.task == .none else { return nil }
      return PlainBlock.Read(
        name: OutlineFile.nodeName(readable: readable), headingLevel: 0,
        mark: mark.flatMap { $0.asciiValue })
    case nil:
      return nil
    }
  }

  @Test("property: a line the fast path names is named so by the general path, and its text reads as its name")
  func fastPathAgreesWithGeneral() async {
    await propertyCheck(
      count: 20000, input: Gen.int(in: 0...(Self.blanks.count - 1)), Gen.int(in: 0...(Self.heads.count - 1)),
      Gen.int(in: 0...(Self.tokens.count - 1)).array(of: 0...6)
    ) { blank, head, picks in
      let line = Self.blanks[blank] + Self.heads[head] + " " + picks.map { Self.tokens[$0] }.joined()
      let bytes = Array(line.utf8)
      guard let fast = bytes.withUnsafeBufferPointer({ PlainBlock.read($0) }) else { return }
      #expect(fast == Self.general(bytes), "\(line.debugDescription)")
      let name = Self.general(bytes)?.name
      #expect(ReadableText(fast.name).text == name, "\(line.debugDescription)")
    }
  }

  @Test(
    "plain lines are taken by the fast path; markup, markers, properties, paths and colons are left to the general one",
    arguments: [
      ("- [ ] Task 0 in section 1", true), ("## Section 1", true), ("  12) Buy milk, eggs", true),
      ("- **bold**", false), ("- TODO buy milk", false), ("- type:: Command", false), ("- a/b", false),
      ("- Some examples:", false), ("- (aside)", false), ("- Café", false), ("Plain paragraph", false),
      ("    # not a heading", false), ("- [\t] tab mark", false),
    ])
  func takesPlainLinesOnly(line: String, taken: Bool) {
    let bytes = Array(line.utf8)
    #expect((bytes.withUnsafeBufferPointer { PlainBlock.read($0) } != nil) == taken)
  }

  @Test("property: a line read where it lies in the file, up to its ending, is read as the line alone")
  func readInPlace() async {
    await propertyCheck(
      count: 5000, input: Gen.int(in: 0...(Self.blanks.count - 1)), Gen.int(in: 0...(Self.heads.count - 1)),
      Gen.int(in: 0...(Self.tokens.count - 1)).array(of: 0...6), Gen.int(in: 0...2)
    ) { blank, head, picks, ending in
      let line = Self.blanks[blank] + Self.heads[head] + " " + picks.map { Self.tokens[$0] }.joined()
      let file = Array(("- before\n" + line + ["\n- after", "\r\n- after", ""][ending]).utf8)
      let start = "- before\n".utf8.count
      // The line alone, as the file's lines are cut: a carriage return before the line feed is
      // the line's ending, not its text.
      var alone = Array(line.utf8)
      if ending == 0, alone.last == 0x0D { alone.removeLast() }
      let inPlace = file.withUnsafeBufferPointer { PlainBlock.read(in: $0, from: start) }
      let lone = alone.withUnsafeBufferPointer { PlainBlock.read($0) }
      #expect(inPlace == lone, "\(line.debugDescription) ending \(ending)")
    }
  }
}
