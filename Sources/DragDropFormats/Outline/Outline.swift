import DragDropKit

/// A Markdown document read as an outline (DESIGN section 8, "Documents"): headings nest by
/// level, list items by indentation, and every other line (paragraphs, code fences and the
/// list-like lines inside them, tables, quotes, front matter, blank lines, Logseq property
/// lines) is text of the block before it.
///
/// Every line of the file belongs to exactly one block, and the blocks in tree order hold the
/// lines in file order: writing an unchanged outline back gives the very same bytes. A moved
/// block takes all its lines and its children's with it (see `Outline+Moves.swift`).
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
  /// Reads a document's bytes. Bytes that are not UTF-8 are refused with their line.
  ///
  /// - Complexity: O(bytes); one pass over the lines.
  public static func decode(bytes: [UInt8]) throws(FormatError) -> Outline {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FormatError(
        "the file is not UTF-8 text", hint: "save it as UTF-8 and open it again", line: BoardReader.invalidLine(bytes),
        column: 1)
    }
    if text.utf8.contains(0) {
      throw FormatError(
        "the file holds a NUL byte, so it is not a text document", line: BoardReader.invalidLine(bytes), column: 1)
    }
    return OutlineReader(lines: BoardReader.split(text)).read()
  }

  /// Reads a document's text: already UTF-8, so it is read in place, without a copy.
  public static func decode(_ text: String) throws(FormatError) -> Outline {
    if text.utf8.contains(0) { return try decode(bytes: Array(text.utf8)) }
    return OutlineReader(lines: BoardReader.split(text)).read()
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

/// Reads lines into an outline, keeping each line in the block it belongs to.
struct OutlineReader {
  let lines: [Board.Line]

  /// A block being read, with what placing the next block under it needs.
  private struct Open {
    var block: Outline.Block
    /// The heading level, or nil for an item.
    var level: Int?
    /// An item's indentation in columns.
    var indent: Int
  }

  func read() -> Outline {
    var stack = [Open(block: .init(kind: .document, name: "", lines: [], children: []), level: 0, indent: -1)]
    var fence: (character: Character, length: Int)?
    var index = 0
    var unit = UnitFinder()
    // Front matter at the very top is the document's text.
    if lines.first?.text == "---" {
      stack[0].block.lines.append(lines[0])
      index = 1
      while index < lines.count {
        stack[0].block.lines.append(lines[index])
        index += 1
        if lines[index - 1].text == "---" || lines[index - 1].text == "..." { break }
      }
    }
    while index < lines.count {
      let line = lines[index]
      index += 1
      if let open = fence {
        stack[stack.count - 1].block.lines.append(line)
        if Self.closesFence(line.text, open) { fence = nil }
        continue
      }
      if let opened = Self.opensFence(line.text) {
        fence = opened
        stack[stack.count - 1].block.lines.append(line)
        continue
      }
      if let heading = Self.heading(line.text) {
        // A heading closes every item and every heading of its level or deeper.
        while stack.count > 1, (stack[stack.count - 1].level ?? 7) >= heading.level { close(&stack) }
        let block = Outline.Block(kind: .heading(level: heading.level), name: heading.name, lines: [line], children: [])
        stack.append(Open(block: block, level: heading.level, indent: -1))
        continue
      }
      if let item = Self.listItem(line.text) {
        unit.see(item.indent, tabbed: line.text.utf8.first == 0x09)
        // Items close the items at their indentation or deeper; a deeper one nests one level,
        // however much deeper it is.
        while stack.count > 1, stack[stack.count - 1].level == nil, stack[stack.count - 1].indent >= item.indent {
          close(&stack)
        }
        let block = Outline.Block(
          kind: .item(marker: item.marker, mark: item.mark), name: item.name, lines: [line], children: [])
        stack.append(Open(block: block, level: nil, indent: item.indent))
        continue
      }
      stack[stack.count - 1].block.lines.append(line)
    }
    while stack.count > 1 { close(&stack) }
    return Outline(
      root: stack[0].block, newline: BoardReader.dominantNewline(lines), indentUnit: unit.unit,
      endsInOpenFence: fence != nil, endsWithoutNewline: lines.last?.ending == "")
  }

  private func close(_ stack: inout [Open]) {
    let done = stack.removeLast()
    stack[stack.count - 1].block.children.append(done.block)
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

  /// The columns of a line's leading spaces and tabs (a tab to the next multiple of 4).
  static func indentation(_ text: Substring) -> Int {
    var columns = 0
    for character in text {
      if character == " " {
        columns += 1
      } else if character == "\t" {
        columns += 4 - columns % 4
      } else {
        break
      }
    }
    return columns
  }

  /// An ATX heading: one to six `#`, then a space or the end, at most three spaces in.
  static func heading(_ text: String) -> (level: Int, name: String)? {
    let body = text.drop { $0 == " " }
    guard text.count - body.count <= 3, body.first == "#" else { return nil }
    let hashes = body.prefix { $0 == "#" }.count
    guard hashes <= 6 else { return nil }
    let rest = body.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var name = rest.trimmingSpaces
    // An optional closing sequence of `#` after a space.
    let closing = name.reversed().prefix { $0 == "#" }.count
    if closing > 0, closing == name.count || name.dropLast(closing).last == " " {
      name = name.dropLast(closing).trimmingSpaces
    }
    return (hashes, String(name))
  }

  /// A list item: its indentation, marker, checkbox mark and name.
  static func listItem(_ text: String) -> (indent: Int, marker: String, mark: Character?, name: String)? {
    let body = text.drop { $0 == " " || $0 == "\t" }
    guard let first = body.first else { return nil }
    var marker: Substring
    if first == "-" || first == "*" || first == "+" {
      marker = body.prefix(1)
    } else if first.isASCII, first.isNumber {
      let digits = body.prefix { $0.isASCII && $0.isNumber }
      guard digits.count <= 9, let close = body.dropFirst(digits.count).first, close == "." || close == ")" else {
        return nil
      }
      marker = body.prefix(digits.count + 1)
    } else {
      return nil
    }
    let rest = body.dropFirst(marker.count)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    if BoardReader.isBreak(body) { return nil }
    var content = rest.drop { $0 == " " || $0 == "\t" }
    var mark: Character?
    let box = Array(content.prefix(3))
    if box.count == 3, box[0] == "[", box[2] == "]", content.dropFirst(3).first.map({ $0 == " " || $0 == "\t" }) ?? true
    {
      mark = box[1]
      content = content.dropFirst(3).drop { $0 == " " || $0 == "\t" }
    }
    return (indentation(text[...]), String(marker), mark, String(content.trimmingSpaces))
  }

  /// A line that opens a code fence: three or more backticks or tildes.
  static func opensFence(_ text: String) -> (character: Character, length: Int)? {
    let body = text.drop { $0 == " " || $0 == "\t" }
    guard let first = body.first, first == "`" || first == "~" else { return nil }
    let length = body.prefix { $0 == first }.count
    guard length >= 3 else { return nil }
    // A backtick fence's info string holds no backtick.
    if first == "`", body.dropFirst(length).contains("`") { return nil }
    return (first, length)
  }

  /// A line that closes the open fence: the same character, at least as many, nothing after.
  static func closesFence(_ text: String, _ fence: (character: Character, length: Int)) -> Bool {
    let body = text.drop { $0 == " " || $0 == "\t" }
    let run = body.prefix { $0 == fence.character }.count
    return run >= fence.length && body.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  fileprivate var trimmingSpaces: Substring {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
    while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
    return self[start..<end]
  }
}
