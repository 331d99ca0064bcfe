/// Reads a document's lines in order as Markdown does, one at a time, and says of each whether it
/// opens a block (a heading or a list item, and under which open block) or is text of the block
/// before it. Front matter and code fences (with the list-like lines inside them) are text.
///
/// Both the tree reader (`Outline.decode`) and the flat one (`OutlineSource`) are built on it, and
/// a save feeds it every line it writes, so that a file is never written that reads back as
/// another outline.
struct OutlineScanner {
  /// What a line is.
  enum Event: Equatable {
    /// Text of the block before it.
    case text
    /// A block, nested in `parent`: the number of the open block it goes under, counting blocks
    /// from 0 in the order they open; -1 for the document.
    case block(OutlineSyntax.Block, parent: Int)
  }

  private struct Open {
    /// The block's number.
    var number: Int
    /// A heading's level; 7 for a list item.
    var level: Int
    /// A list item's indentation in columns.
    var indent: Int
  }

  private enum Place { case firstLine, frontMatter, body }

  private var place = Place.firstLine
  private var stack: [Open] = []
  /// The code fence the last lines opened, when it is not closed yet.
  private(set) var fence: OutlineSyntax.Fence?
  /// How many blocks have opened.
  private(set) var blockCount = 0
  /// The file's unit of list indentation, from the items so far.
  private(set) var unit = UnitFinder()
  /// True where a paragraph may start: after a blank line, a heading or a fence, and at the
  /// start of the body; not after an item or text, where a line is text of that block.
  private var paragraphMayStart = true
  /// True after a setext heading's text line: the next line is its underline.
  private var underlinePending = false

  /// How many blocks are open: the depth of the last one opened below the document.
  var depth: Int { stack.count }

  /// Reads the next line: its bytes without the ending, and whether they are all ASCII.
  /// `following` gives the line after it, which only a line that may be a setext heading's text
  /// needs (`Sub` over `---` is a heading, as CommonMark reads it); nil at the end.
  mutating func next(
    _ line: UnsafeBufferPointer<UInt8>, ascii: Bool, following: () -> UnsafeBufferPointer<UInt8>? = { nil }
  ) -> Event {
    let blank = line.allSatisfy(OutlineSyntax.Bytes.blank)
    let mayStart = paragraphMayStart
    paragraphMayStart = blank
    switch place {
    case .firstLine:
      place = .body
      if line.elementsEqual("---".utf8) {
        place = .frontMatter
        return .text
      }
    case .frontMatter:
      if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
        place = .body
        paragraphMayStart = true
      }
      return .text
    case .body: break
    }
    if underlinePending {
      underlinePending = false
      paragraphMayStart = true
      return .text
    }
    if let open = fence {
      if OutlineSyntax.closesFence(line, ascii: ascii, open) {
        fence = nil
        paragraphMayStart = true
      }
      return .text
    }
    if let opened = OutlineSyntax.opensFence(line, ascii: ascii) {
      fence = opened
      return .text
    }
    guard let block = OutlineSyntax.block(line, ascii: ascii) else {
      if !blank, mayStart, let heading = setextHeading(line, following: following) {
        underlinePending = true
        while let last = stack.last, last.level >= heading.level { stack.removeLast() }
        return open(.heading(level: heading.level, name: heading.name), level: heading.level, indent: -1)
      }
      return .text
    }
    switch block {
    case .heading(let level, _):
      paragraphMayStart = true
      // A heading closes every item and every heading of its level or deeper.
      while let last = stack.last, last.level >= level { stack.removeLast() }
      return open(block, level: level, indent: -1)
    case .item(let indent, _, _, _):
      unit.see(indent, tabbed: line.first == 0x09)
      // Items close the items at their indentation or deeper; a deeper one nests one level,
      // however much deeper it is.
      while let last = stack.last, last.level == 7, last.indent >= indent { stack.removeLast() }
      return open(block, level: 7, indent: indent)
    }
  }

  /// A setext heading's level and name when `line` is its text: a paragraph's first line, with
  /// at most three spaces before it and outside any list item it would continue, over an
  /// underline.
  private func setextHeading(
    _ line: UnsafeBufferPointer<UInt8>, following: () -> UnsafeBufferPointer<UInt8>?
  ) -> (level: Int, name: String)? {
    let indent = OutlineSyntax.Bytes.indentation(line)
    guard indent <= 3 else { return nil }
    if let last = stack.last, last.level == 7, indent >= last.indent + 2 { return nil }
    guard let next = following(), let level = OutlineSyntax.setextLevel(next) else { return nil }
    let name = OutlineSyntax.Bytes.trimmed(line, 0..<line.count)
    return (level, OutlineSyntax.Bytes.string(line, name))
  }

  private mutating func open(_ block: OutlineSyntax.Block, level: Int, indent: Int) -> Event {
    let parent = stack.last?.number ?? -1
    stack.append(Open(number: blockCount, level: level, indent: indent))
    blockCount += 1
    return .block(block, parent: parent)
  }

  /// The file's own unit of list indentation, found as the items are read: a tab when its
  /// nested items use tabs, else the smallest step between an item and a deeper one; two spaces
  /// when nothing nests.
  struct UnitFinder {
    private var tabs = false
    private var smallest = Int.max
    private var previous: Int?

    mutating func see(_ indent: Int, tabbed: Bool) {
      if tabbed { tabs = true }
      if let previous, indent > previous { smallest = min(smallest, indent - previous) }
      previous = indent
    }

    var unit: String { tabs ? "\t" : String(repeating: " ", count: smallest == .max ? 2 : smallest) }
  }
}

/// The lines of a document's bytes.
enum OutlineLines {
  /// One line: its text (without the ending) and the byte after its ending.
  struct Line {
    /// The 1-based line number.
    var number: Int
    /// The first byte of the line.
    var start: Int
    /// The byte after the text: the line ending starts here (`\n` or `\r\n`, or nothing).
    var end: Int
    /// The byte after the ending: the next line starts here.
    var next: Int
    /// True when every byte of the text is ASCII.
    var ascii: Bool
  }

  /// Calls `body` with each line of `bytes[range]`, in order. With `checked`, a line that is
  /// not UTF-8 or holds a NUL byte is refused with its number.
  static func forEach(
    _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, checked: Bool = false, firstNumber: Int = 1,
    _ body: (Line) throws(FormatError) -> Void
  ) throws(FormatError) {
    var start = range.lowerBound
    var number = firstNumber
    while start < range.upperBound {
      var end = start
      var high: UInt8 = 0
      var nul = false
      while end < range.upperBound {
        let byte = bytes[end]
        if byte == 0x0A { break }
        high |= byte
        if byte == 0 { nul = true }
        end += 1
      }
      let next = end < range.upperBound ? end + 1 : end
      if end < range.upperBound, end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let ascii = high < 0x80
      if checked {
        if !ascii, String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) == nil {
          throw FormatError(
            "the file is not UTF-8 text", hint: "save it as UTF-8 and open it again", line: number, column: 1)
        }
        if nul { throw FormatError("the file holds a NUL byte, so it is not a text document", line: number, column: 1) }
      }
      try body(Line(number: number, start: start, end: end, next: next, ascii: ascii))
      number += 1
      start = next
    }
  }
}
