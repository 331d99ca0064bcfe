import DragDropKit

/// A document opened as a scene: its bytes, and where each block of it starts, so that saving
/// writes back the lines of what moved, re-indented, and every other line as it was.
///
/// A block's own lines are one run of the file's bytes, from its first line up to the next
/// block's, as blocks in tree order hold the lines in file order. So the source is the bytes and
/// two numbers a block, and no line is copied: a million-item outline costs 8 bytes an item on
/// top of its file.
public struct OutlineSource: Sendable {
  /// The document as it was read.
  private(set) var bytes: [UInt8]
  /// Each block's first byte, blocks in file order (tree order).
  var starts: [UInt32] = []
  /// Each block's parent, an index into `starts`; -1 for the document.
  var parents: [Int32] = []
  /// Block `i` is node `firstNode + i` of the scene it was opened as.
  var firstNode = 1
  /// The node that stands for the document: the scene's root, or a vault's page node.
  public private(set) var document = NodeID.root
  /// The names a block was given with a number, to be unique among its siblings, or with its
  /// block references read as the blocks they point to: what saving compares a node's name to.
  var numberedNames: [Int32: String] = [:]
  /// The blocks (-1 for the document) whose ordered children count up one by one, with the
  /// first number: a move renumbers them.
  var counting: [Int32: Int] = [:]
  /// The line ending most lines use, for lines dnd writes.
  var newline = "\n"
  /// One level of list indentation as the file writes it: a tab, or a number of spaces.
  var indentUnit = "  "
  /// True when the document ends inside a code fence that is never closed.
  var endsInOpenFence = false
  /// True when the file's last line has no line ending; whichever line is last keeps it so.
  var endsWithoutNewline = false
  /// The line of the first block nested deeper than a scene holds, if any.
  var tooDeepLine: Int?
  /// The heading levels among each block's children (bit n for level n), at the parent's index
  /// plus one (0 for the document's): found while reading, kept until the scene is made.
  var childHeadings: [UInt8] = []

  /// The number of blocks.
  var count: Int { starts.count }
  /// Blocks from other documents of a vault, by node, to write where the scene has them
  /// (`adopt(_:from:)`).
  var adopted: [NodeID: Adopted] = [:]

  /// The block a node came from; nil for a node added since.
  public func place(of id: NodeID) -> Int? {
    let place = id.rawValue - firstNode
    return place >= 0 && place < starts.count ? place : nil
  }

  /// The bytes of a block's own lines; block -1 is the document's, before the first block.
  func range(of block: Int) -> Range<Int> {
    let start = block < 0 ? 0 : Int(starts[block])
    let next = block + 1 < starts.count ? Int(starts[block + 1]) : bytes.count
    return start..<next
  }

  /// The text of the line that starts at `start`, without its ending; nil at the end.
  static func line(after start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    guard start < buffer.count else { return nil }
    var end = OutlineLines.scan(buffer, from: start, to: buffer.count).end
    if end < buffer.count, end > start, buffer[end - 1] == 0x0D { end -= 1 }
    return UnsafeBufferPointer(rebasing: buffer[start..<end])
  }

  /// The text of a block's first line, without its ending.
  func firstLine(of block: Int, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    // A block starts within the bytes: its line is there.
    OutlineSource.line(after: Int(starts[block]), in: buffer) ?? UnsafeBufferPointer(rebasing: buffer[0..<0])
  }

  /// What a block's first line says: its heading or list item. A setext heading's name is its
  /// lines up to the underline, joined.
  func syntax(of block: Int, in buffer: UnsafeBufferPointer<UInt8>) -> OutlineSyntax.Block {
    let line = firstLine(of: block, in: buffer)
    let ascii = line.allSatisfy { $0 < 0x80 }
    if let block = OutlineSyntax.block(line, ascii: ascii) { return block }
    // The line was read as a block and is not a heading or item line: a setext heading's text,
    // its underline below.
    var lines: [UnsafeBufferPointer<UInt8>] = []
    var next = OutlineLines.line(at: Int(starts[block]), in: buffer)?.next ?? buffer.count
    let found = OutlineScanner.setextUnderline { k in
      while lines.count < k, let (text, after) = OutlineLines.line(at: next, in: buffer) {
        lines.append(text)
        next = after
      }
      return k <= lines.count ? lines[k - 1] : nil
    }
    let trimmed = { (text: UnsafeBufferPointer<UInt8>) in
      OutlineSyntax.Bytes.string(text, OutlineSyntax.Bytes.trimmed(text, 0..<text.count))
    }
    let count = found?.count ?? 1
    let name = ([line] + lines.prefix(count - 1)).map(trimmed).joined(separator: " ")
    return .heading(level: found?.level ?? 2, name: name)
  }
}

extension OutlineSource {
  /// Reads a document's bytes: where each block starts and what it is under. Bytes that are not
  /// UTF-8, or a NUL byte, are refused with their line.
  ///
  /// - Complexity: O(bytes); one pass over the lines, keeping two numbers a block.
  init(bytes: [UInt8]) throws(FormatError) {
    self.bytes = bytes
    guard bytes.count <= Int(UInt32.max) else {
      throw FormatError(.tooLarge)
    }
    var source = self
    let read = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(FormatError) in try source.read(buffer) }
    }
    try read.get()
    self = source
  }

  /// The ordered children of one open block, as they are read.
  private struct Count {
    var first: Int
    var count: Int
    var steady: Bool
  }

  private mutating func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(FormatError) {
    var scanner = OutlineScanner()
    // Blocks are named when the scene is made, from their first lines.
    scanner.names = false
    var lines = 0
    var crlf = 0
    var lastEnding = 0
    var counts: [Int32: Count] = [:]
    // Each block's first line, with room for the usual one line a block.
    starts.reserveCapacity(buffer.count / 48)
    parents.reserveCapacity(buffer.count / 48)
    childHeadings = [0]
    childHeadings.reserveCapacity(buffer.count / 48 + 1)
    try OutlineLines.forEach(buffer, in: 0..<buffer.count, checked: true) { line throws(FormatError) in
      lines += 1
      lastEnding = line.next - line.end
      if lastEnding == 2 { crlf += 1 }
      let text = UnsafeBufferPointer(rebasing: buffer[line.start..<line.end])
      let event = OutlineLines.withFollowing(line.next, in: buffer) { following in
        scanner.next(text, ascii: line.ascii, following: following)
      }
      guard case .block(let block, let parent) = event else { return }
      if scanner.depth >= Scene.maxDepth, tooDeepLine == nil { tooDeepLine = line.number }
      starts.append(UInt32(line.start))
      parents.append(Int32(parent))
      childHeadings.append(0)
      if case .heading(let level, _) = block { childHeadings[parent + 1] |= 1 << level }
      if case .item(_, let marker, _, _) = block, let number = OutlineSyntax.number(marker) {
        if var count = counts[Int32(parent)] {
          count.steady = count.steady && number == count.first + count.count
          count.count += 1
          counts[Int32(parent)] = count
        } else {
          counts[Int32(parent)] = Count(first: number, count: 1, steady: true)
        }
      }
    }
    // Grown by doubling, the arrays may hold twice what they need, for as long as the scene
    // lives: copied to their size, before the scene is built.
    if starts.capacity > starts.count + starts.count / 8 {
      starts = Self.exactCopy(starts)
      parents = Self.exactCopy(parents)
    }
    for (parent, count) in counts where count.steady { counting[parent] = count.first }
    newline = crlf * 2 > lines ? "\r\n" : "\n"
    indentUnit = scanner.unit.unit
    endsInOpenFence = scanner.endsInOpenFence
    endsWithoutNewline = lines > 0 && lastEnding == 0
  }

  /// The elements in new storage of just their size.
  private static func exactCopy<Element: BitwiseCopyable>(_ array: [Element]) -> [Element] {
    [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
      _ = buffer.initialize(fromContentsOf: array)
      count = array.count
    }
  }
}

extension OutlineSource {
  /// A Logseq property a block's own lines give (`collapsed:: true`, `heading:: 2`): its value,
  /// or nil. Property lines follow the first line.
  ///
  /// - Complexity: O(bytes of the block's own lines).
  func property(_ key: String, of block: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Substring? {
    property(Array((key + ":: ").utf8), of: block, in: buffer).map { Substring($0) }
  }

  /// The value of the first property line of a block that starts with `needle` (`id:: `), after
  /// the block's first line, trimmed; nil for none.
  private func property(_ needle: [UInt8], of block: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String? {
    let range = range(of: block)
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var end = lineStart
      while end < range.upperBound, buffer[end] != 0x0A { end += 1 }
      var index = lineStart
      while index < end, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
      if lineStart != range.lowerBound, end - index > needle.count,
        needle.indices.allSatisfy({ buffer[index + $0] == needle[$0] })
      {
        // A CRLF line's value ends before its carriage return.
        let last = end > index && buffer[end - 1] == 0x0D ? end - 1 : end
        let value = String(
          decoding: UnsafeBufferPointer(rebasing: buffer[(index + needle.count)..<last]), as: UTF8.self)
        return value.trimmingBlanks
      }
      lineStart = end + 1
    }
    return nil
  }

  /// The blocks that Logseq's `id::` property names, by their id in lower case (the first block
  /// where two give the same id), for the block references (`((id))`) that point to them.
  ///
  /// - Complexity: O(bytes); one pass over every block's lines.
  func blockIDs(in buffer: UnsafeBufferPointer<UInt8>) -> [String: Int] {
    let needle = Array("id:: ".utf8)
    var ids: [String: Int] = [:]
    for block in 0..<count {
      guard let id = property(needle, of: block, in: buffer), !id.isEmpty else { continue }
      let key = id.lowercased()
      if ids[key] == nil { ids[key] = block }
    }
    return ids
  }

  /// True when the document's bytes hold `::` anywhere: one quick pass, so that a document
  /// without properties is not searched for each.
  static func holdsProperty(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard buffer.count > 1 else { return false }
    var index = 1
    while index < buffer.count {
      if buffer[index] == 0x3A {
        if buffer[index - 1] == 0x3A { return true }
        index += 1
      } else {
        index += 2
      }
    }
    return false
  }

  /// True when the document's bytes hold the text anywhere: a quick look before reading a
  /// property block by block.
  /// True when the bytes hold the text.
  public static func holds(_ text: String, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { holds(text, in: $0) }
  }

  static func holds(_ text: String, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, buffer.count >= needle.count else { return false }
    var index = 0
    while index <= buffer.count - needle.count {
      if buffer[index] == first, needle.indices.allSatisfy({ buffer[index + $0] == needle[$0] }) { return true }
      index += 1
    }
    return false
  }
}

extension OutlineSource {
  /// The source of the same document after its scene was grafted under `page` of another
  /// scene (`Scene.graft`) at `offset`: block `i` is node `firstNode + offset + i` there, and the
  /// page node stands for the document.
  public mutating func graft(offset: Int, under page: NodeID) {
    firstNode += offset
    document = page
  }
}
