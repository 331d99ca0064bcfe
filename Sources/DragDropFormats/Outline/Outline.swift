import DragDropKit

/// A Markdown document read as a tree of blocks, the general way: the reference reader
/// (`Docs/outlines.md`). Headings nest by level, list items by indentation, and every other line
/// (paragraphs, code fences and the list-like lines inside them, tables, quotes, front matter,
/// blank lines, Logseq property lines) is text of the block before it.
///
/// Every line of the file belongs to exactly one block, and the blocks in tree order hold the
/// lines in file order: writing it back gives the very same bytes. It is read only: a document
/// is edited as a scene (`OutlineFile`, moves by the engine and `OutlineMoves`, written back by
/// `OutlineWriter`), and the tests and the fuzz target hold that fast reader to this one.
public struct Outline: Hashable, Sendable {
  /// What a block is.
  public enum Kind: Hashable, Sendable {
    /// The document: the lines before the first heading or item.
    case document
    /// A `#` heading of level 1 to 6.
    case heading(level: Int)
    /// A list item: its marker (`-`, `*`, `+`, or digits and `.` or `)`), and its checkbox mark
    /// (" ", "x", ...) or nil.
    case item(marker: String, mark: Character?)
  }

  /// A heading or a list item with its own lines and the blocks nested in it.
  public struct Block: Hashable, Sendable {
    /// What it is.
    public var kind: Kind
    /// Its name: the heading's or the item's text without marker, checkbox or trailing spaces.
    public var name: String
    /// Its own lines: the heading or item line first, then the text that belongs to it.
    public var lines: [Board.Line]
    /// The blocks nested in it, in order.
    public var children: [Block]

    /// A heading's level, or nil.
    public var headingLevel: Int? {
      if case .heading(let level) = kind { level } else { nil }
    }

    /// True for a list item.
    public var isItem: Bool {
      if case .item = kind { true } else { false }
    }
  }

  /// The document block: its own lines come before everything else.
  public var root: Block
  /// The line ending most lines use, for lines dnd writes.
  public var newline: String
  /// One level of list indentation as the file writes it: a tab, or a number of spaces.
  public var indentUnit: String
  /// True when the document ends inside a code fence that is never closed.
  public var endsInOpenFence = false
  /// True when the file's last line has no line ending; whichever line is last keeps it so.
  public var endsWithoutNewline = false

  /// Every block in tree order, with its path of child indexes from the root.
  public func blocks() -> [(path: [Int], block: Block)] {
    var result: [(path: [Int], block: Block)] = []
    var stack: [([Int], Block)] = [([], root)]
    while let (path, block) = stack.popLast() {
      if !path.isEmpty { result.append((path, block)) }
      for (index, child) in block.children.enumerated().reversed() { stack.append((path + [index], child)) }
    }
    return result
  }

  /// The block at a path of child indexes.
  public func block(at path: [Int]) -> Block? {
    var block = root
    for index in path {
      guard block.children.indices.contains(index) else { return nil }
      block = block.children[index]
    }
    return block
  }
}

extension Outline {
  /// Reads a document's bytes. Bytes that are not UTF-8, or a NUL byte, are refused with their
  /// line.
  ///
  /// - Complexity: O(bytes); one pass over the lines.
  public static func decode(bytes: [UInt8]) throws(FormatError) -> Outline {
    let read = bytes.withUnsafeBufferPointer { buffer in Result { () throws(FormatError) in try Self.read(buffer) } }
    return try read.get()
  }

  /// Reads a document's text.
  public static func decode(_ text: String) throws(FormatError) -> Outline {
    let read = text.utf8.withContiguousStorageIfAvailable { buffer in
      Result { () throws(FormatError) in try Self.read(buffer) }
    }
    return try (read ?? Result { () throws(FormatError) in try decode(bytes: Array(text.utf8)) }).get()
  }

  /// Reads the lines into blocks, each line into the block it belongs to.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatError) -> Outline {
    var stack = [Block(kind: .document, name: "", lines: [], children: [])]
    var scanner = OutlineScanner()
    var crlf = 0
    var count = 0
    var lastEnding = ""
    try OutlineLines.forEach(bytes, in: 0..<bytes.count, checked: true) { line throws(FormatError) in
      let text = UnsafeBufferPointer(rebasing: bytes[line.start..<line.end])
      let ending = line.next - line.end == 2 ? "\r\n" : line.next > line.end ? "\n" : ""
      let read = Board.Line(text: String(decoding: text, as: UTF8.self), ending: ending, number: line.number)
      count += 1
      if ending == "\r\n" { crlf += 1 }
      lastEnding = ending
      let event = OutlineLines.withFollowing(line.next, in: bytes) { following in
        scanner.next(text, ascii: line.ascii, following: following)
      }
      switch event {
      case .text:
        stack[stack.count - 1].lines.append(read)
      case .block(let syntax, _):
        while stack.count > scanner.depth { close(&stack) }
        let kind: Kind
        let name: String
        switch syntax {
        case .heading(let level, let heading): (kind, name) = (.heading(level: level), heading)
        case .item(_, let marker, let mark, let item): (kind, name) = (.item(marker: marker, mark: mark), item)
        }
        stack.append(Block(kind: kind, name: name, lines: [read], children: []))
      }
    }
    while stack.count > 1 { close(&stack) }
    return Outline(
      root: stack[0], newline: crlf * 2 > count ? "\r\n" : "\n", indentUnit: scanner.unit.unit,
      endsInOpenFence: scanner.endsInOpenFence, endsWithoutNewline: count > 0 && lastEnding.isEmpty)
  }

  private static func close(_ stack: inout [Block]) {
    let done = stack.removeLast()
    stack[stack.count - 1].children.append(done)
  }

  /// The document's text: every block's lines in tree order. A line that lost its place as
  /// the last one (it had no ending) ends as the file's lines do; the new last line ends as
  /// the file's last line did.
  public func encode() -> String {
    var text = ""
    var previous: Board.Line?
    var stack: [Block] = [root]
    while let block = stack.popLast() {
      for line in block.lines {
        if let previous { text += previous.text + (previous.ending.isEmpty ? newline : previous.ending) }
        previous = line
      }
      stack.append(contentsOf: block.children.reversed())
    }
    if let previous {
      text += previous.text + (endsWithoutNewline ? "" : previous.ending.isEmpty ? newline : previous.ending)
    }
    return text
  }
}
