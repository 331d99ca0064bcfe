import CCmarkGFM
import DragDropFormats

/// The second oracle: cmark-gfm's C library, the reference implementation of CommonMark, reads
/// a document's headings and items on the same lines, at the same levels, as dnd does. The same
/// comparison as Tests/DragDropFormatsTests/CommonMarkDifferentialTests.swift, on any text:
/// - cmark-gfm: every item not inside a block quote, its depth the number of kept item
///   ancestors + 1, keeping only the outermost of items that start on the same line; and every
///   heading that is a child of the document, with its level; none in front matter.
/// - dnd: every block of `Outline.decode`: an item with 1 + the number of its item ancestors,
///   a heading with its level; each on its first line.
///
/// cmark-gfm's core is used, without the task list extension (`cmark-gfm -e tasklist`), which
/// the differential test attaches.
enum CommonMarkOracle {
  /// A heading or an item: the line it starts on, and its level (a heading's) or its depth
  /// (an item's).
  struct Block: Equatable, CustomStringConvertible {
    var line: Int
    var isHeading: Bool
    var level: Int

    var description: String { "\(line) \(isHeading ? "heading" : "item") \(level)" }
  }

  /// Holds dnd's reading of `bytes` (`outline`) to cmark-gfm's; a mismatch is a crash, so that
  /// libFuzzer keeps the input. `what` says which text it is. Texts where dnd reads otherwise on
  /// purpose, in ways the comparison does not allow for, are not compared (`differsOnPurpose`).
  static func check(_ bytes: [UInt8], _ outline: Outline, what: String) {
    guard !differsOnPurpose(bytes), !knownMismatch(bytes) else { return }
    let expected = reference(bytes)
    let actual = dnd(outline)
    guard expected != actual else { return }
    fatalError(
      """
      \(what): dnd's headings and items differ from cmark-gfm's
      text: \(String(reflecting: String(decoding: bytes, as: UTF8.self)))
      cmark-gfm: \(expected)
      dnd:       \(actual)
      """)
  }

  /// True for a text where dnd differs from CommonMark on purpose and the comparison does not
  /// allow for it: a line that starts with a tab and then a list marker (Logseq's tab-indented
  /// items after a heading, where CommonMark reads indented code, or lazy text: `o`, `\t -`,
  /// `-` is a heading for cmark-gfm and two items for dnd), and any `<source` or `<search`,
  /// which CommonMark 0.31.2 makes HTML block tags and cmark-gfm 0.29's list lacks.
  static func differsOnPurpose(_ bytes: [UInt8]) -> Bool {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.contains(where: startsWithTabItem) { return true }
    let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return contains(lowered, "<source") || contains(lowered, "<search")
  }

  /// True for a text with a mismatch found and reported, not (yet) one dnd makes on purpose: a
  /// carriage return that no line feed follows ends a line in CommonMark (`#\r` is a heading,
  /// `# a\r- b` a heading and an item on line 2), where dnd's lines end only at a line feed.
  /// Remove this when dnd reads it as CommonMark does, or move it to `differsOnPurpose` and
  /// Docs/outlines.md if it stays.
  static func knownMismatch(_ bytes: [UInt8]) -> Bool {
    bytes.indices.contains { bytes[$0] == 0x0D && (bytes.index(after: $0) == bytes.endIndex || bytes[$0 + 1] != 0x0A) }
  }

  /// A line that starts with a tab, then more tabs or spaces (as dnd's rule takes them), then a
  /// list marker: `-`, `+`, `*`, or one to nine digits and `.` or `)`, then a space, a tab or the
  /// end of the line.
  static func startsWithTabItem(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.first == UInt8(ascii: "\t") else { return false }
    var rest = line.drop { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: " ") }
    guard let first = rest.first else { return false }
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
      rest = rest.dropFirst()
    } else {
      let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      rest = rest.dropFirst(digits.count)
      guard (1...9).contains(digits.count), let delimiter = rest.first,
        delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
      else { return false }
      rest = rest.dropFirst()
    }
    return rest.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") } ?? true
  }

  static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
    let word = Array(word.utf8)
    guard bytes.count >= word.count else { return false }
    return (0...(bytes.count - word.count)).contains { start in bytes[start..<start + word.count].elementsEqual(word) }
  }

  /// cmark-gfm's headings and items, front matter read as dnd reads it: lines of text that open
  /// nothing, so they are given to cmark-gfm as blank lines (a fence in front matter opens no
  /// code block, and the body after it starts afresh).
  static func reference(_ original: [UInt8]) -> [Block] {
    let bytes = blankingFrontMatter(original)
    guard
      let document = bytes.withUnsafeBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) }
      })
    else { fatalError("cmark-gfm did not parse the text") }
    defer { cmark_node_free(document) }
    var blocks: [Block] = []
    // The open containers above the node: type, start line, and for an item whether it is kept.
    var open: [(type: cmark_node_type, line: Int, kept: Bool)] = [(CMARK_NODE_DOCUMENT, 1, false)]
    var next = cmark_node_first_child(document)
    while let node = next {
      let type = cmark_node_get_type(node)
      let line = Int(cmark_node_get_start_line(node))
      var kept = false
      if type == CMARK_NODE_ITEM {
        if !open.contains(where: { $0.type == CMARK_NODE_BLOCK_QUOTE }) {
          // The second item a line opens is part of the first.
          kept = open.last(where: { $0.type == CMARK_NODE_ITEM })?.line != line
          if kept { blocks.append(Block(line: line, isHeading: false, level: open.filter(\.kept).count + 1)) }
        }
      } else if type == CMARK_NODE_HEADING, open.last?.type == CMARK_NODE_DOCUMENT {
        blocks.append(Block(line: line, isHeading: true, level: Int(cmark_node_get_heading_level(node))))
      }
      // Items and headings are only found in lists, items and quotes: no need to read the rest.
      if type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE,
        let child = cmark_node_first_child(node)
      {
        open.append((type, line, kept))
        next = child
        continue
      }
      // The next sibling of the node or of its nearest container that has one.
      var node = node
      next = cmark_node_next(node)
      while next == nil, let parent = cmark_node_parent(node), parent != document {
        open.removeLast()
        node = parent
        next = cmark_node_next(node)
      }
    }
    guard let front = frontMatter(bytes) else { return blocks }
    return blocks.filter { !front.contains($0.line) }
  }

  /// The text with its front matter's lines (`frontMatter`) made empty, line feeds kept, so that
  /// every other line keeps its number.
  static func blankingFrontMatter(_ bytes: [UInt8]) -> [UInt8] {
    guard let front = frontMatter(bytes) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var line = 1
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        result.append(byte)
        line += 1
      } else if !front.contains(line) {
        result.append(byte)
      }
    }
    return result
  }

  /// The lines of front matter, as dnd finds it: from a first line `---` to the next line `---`
  /// or `...`, or to the end when there is none.
  static func frontMatter(_ bytes: [UInt8]) -> ClosedRange<Int>? {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
    guard lines.first?.elementsEqual("---".utf8) == true else { return nil }
    let end =
      lines.indices.dropFirst().first { lines[$0].elementsEqual("---".utf8) || lines[$0].elementsEqual("...".utf8) }
      ?? lines.count - 1
    return 1...(end + 1)
  }

  /// dnd's headings and items, in document order.
  static func dnd(_ outline: Outline) -> [Block] {
    var blocks: [Block] = []
    // Blocks to visit, with the number of items above each.
    var stack = [(outline.root, 0)]
    while let (block, items) = stack.popLast() {
      let line = block.lines.first?.number ?? 0
      var inner = items
      switch block.kind {
      case .heading(let level):
        blocks.append(Block(line: line, isHeading: true, level: level))
      case .item:
        blocks.append(Block(line: line, isHeading: false, level: items + 1))
        inner += 1
      case .document:
        break
      }
      stack.append(contentsOf: block.children.reversed().map { ($0, inner) })
    }
    return blocks
  }
}
