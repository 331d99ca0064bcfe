/// A document's text as an editor has it, and positions in it as the Language Server Protocol
/// counts them: a line from 0, and a character within the line in the code units the client
/// and server agreed on (UTF-16 unless both take UTF-8 or UTF-32).
struct EditorText: Sendable {
  /// How a position's character counts.
  enum Encoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
  }

  /// A line and a character within it.
  struct Position: Hashable, Sendable {
    var line: Int
    var character: Int
  }

  private(set) var bytes: [UInt8]
  /// Where each line starts; a line ends at its `\n`, which belongs to it.
  private(set) var lineStarts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    index()
  }

  init(_ text: String) { self.init(Array(text.utf8)) }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  private mutating func index() {
    lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
  }

  /// The number of lines, a last one after the last line ending counted even when empty.
  var lineCount: Int { lineStarts.count }

  /// The byte offset where a line starts; the end of the text past the last line.
  func start(ofLine line: Int) -> Int {
    line < lineStarts.count ? lineStarts[max(0, line)] : bytes.count
  }

  /// The byte offset of a position; a character past its line's end means the end of the line
  /// (before its line ending), as the protocol says; a line past the last, the end of the text.
  func offset(of position: Position, _ encoding: Encoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let start = lineStarts[position.line]
    var end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    var offset = start
    var units = 0
    while offset < end, units < position.character {
      let (length, scalarUnits) = Self.scalar(at: offset, in: bytes, encoding)
      units += scalarUnits
      offset += length
    }
    return offset
  }

  /// The position of a byte offset.
  func position(of offset: Int, _ encoding: Encoding) -> Position {
    let offset = min(max(0, offset), bytes.count)
    var low = 0, high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    var character = 0
    var index = lineStarts[low]
    while index < offset {
      let (length, units) = Self.scalar(at: index, in: bytes, encoding)
      character += units
      index += length
    }
    return Position(line: low, character: character)
  }

  /// The length in bytes of the UTF-8 scalar at `offset`, and how many code units the encoding
  /// counts for it. A stray byte counts as one scalar of one unit.
  private static func scalar(at offset: Int, in bytes: [UInt8], _ encoding: Encoding) -> (Int, Int) {
    let lead = bytes[offset]
    let length =
      switch lead {
      case 0xF0...0xF7: 4
      case 0xE0...0xEF: 3
      case 0xC0...0xDF: 2
      default: 1
      }
    let fits = offset + length <= bytes.count
    let length1 = fits ? length : 1
    switch encoding {
    case .utf8: return (length1, length1)
    case .utf16: return (length1, length1 == 4 ? 2 : 1)
    case .utf32: return (length1, 1)
    }
  }

  /// Replaces the text between two positions with `replacement`.
  mutating func replace(from start: Position, to end: Position, with replacement: String, _ encoding: Encoding) {
    let lower = offset(of: start, encoding)
    let upper = max(lower, offset(of: end, encoding))
    bytes.replaceSubrange(lower..<upper, with: Array(replacement.utf8))
    index()
  }
}
