/// The fast path of naming a block (`OutlineFile.scene`): a first line that is an ATX heading or a
/// list item whose words are all ASCII and hold nothing that markup, a task marker, a property or
/// a path could change, read straight from its bytes into its name.
///
/// The general path reads the line (`OutlineSyntax.block`), then its words (`ReadableText`), then
/// makes them a name (`OutlineFile.nodeName`), a string and a scan each. Most lines of a large
/// outline are plain, so this path reads them once, and leaves every other line to the general
/// one. `PlainBlockTests` holds the two to the same answers on random lines.
enum PlainBlock {
  /// A plain block's first line as the general path reads it.
  struct Read: Equatable {
    /// The block's name: its words as written.
    var name: String
    /// A heading's level; 0 for a list item.
    var headingLevel: Int
    /// A list item's checkbox mark (`[x]` gives `x`), if it has a checkbox.
    var mark: UInt8?
  }

  /// The line's heading or item when its words are plain; nil for every other line, which the
  /// general path reads.
  static func read(_ line: UnsafeBufferPointer<UInt8>) -> Read? {
    var index = 0
    while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
    guard index < line.count else { return nil }
    var headingLevel = 0
    var mark: UInt8?
    let first = line[index]
    if first == UInt8(ascii: "#") {
      guard index <= 3, !line[..<index].contains(0x09) else { return nil }
      while index < line.count, line[index] == UInt8(ascii: "#") {
        headingLevel += 1
        index += 1
      }
      guard headingLevel <= 6, index < line.count, isBlank(line[index]) else { return nil }
    } else {
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
        index += 1
      } else {
        let digits = index
        while index < line.count, isDigit(line[index]) { index += 1 }
        guard index > digits, index - digits <= 9, index < line.count,
          line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")")
        else { return nil }
        index += 1
      }
      guard index < line.count, isBlank(line[index]) else { return nil }
      while index < line.count, isBlank(line[index]) { index += 1 }
      if line.count - index >= 3, line[index] == UInt8(ascii: "["), line[index + 2] == UInt8(ascii: "]"),
        index + 3 == line.count || isBlank(line[index + 3])
      {
        mark = line[index + 1]
        // A mark that is a tab, a control character or not ASCII is left to the general path.
        guard let found = mark, found >= 0x20, found < 0x80 else { return nil }
        index += 3
      }
    }
    while index < line.count, isBlank(line[index]) { index += 1 }
    var end = line.count
    while end > index, isBlank(line[end - 1]) { end -= 1 }
    guard end > index, isPlain(UnsafeBufferPointer(rebasing: line[index..<end])) else { return nil }
    let name = String(decoding: UnsafeBufferPointer(rebasing: line[index..<end]), as: UTF8.self)
    return Read(name: name, headingLevel: headingLevel, mark: mark)
  }

  /// True for words that read as written: ASCII, starting with a letter or digit, with no
  /// character that can start markup, no `/`, no `::`, no first word in capitals before a blank
  /// (a task marker such as `TODO`), and no colon at the end.
  private static func isPlain(_ words: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = words.first, isLetterOrDigit(first), words[words.count - 1] != UInt8(ascii: ":") else {
      return false
    }
    var previous: UInt8 = 0
    var inFirstWord = true
    var capitals = true
    // The table read once a line, not once a byte: each read of a global checks that it is made.
    let classes = byteClasses
    for byte in words {
      switch classes[Int(byte)] {
      case .plain:
        if inFirstWord { capitals = false }
      case .capital:
        break
      case .space:
        if inFirstWord {
          if capitals { return false }
          inFirstWord = false
        }
      case .colon:
        if previous == UInt8(ascii: ":") { return false }
        if inFirstWord { capitals = false }
      case .stop:
        return false
      }
      previous = byte
    }
    return true
  }

  /// What a byte of a name's words is to `isPlain`.
  private enum ByteClass: UInt8 {
    /// Read as written.
    case plain
    /// A capital letter or `-`, which a task marker (`TODO`, `IN-PROGRESS`) is made of.
    case capital
    /// A space, which ends the first word.
    case space
    /// A colon: two make a property (`type:: x`).
    case colon
    /// Not ASCII, a control character, `/`, or a character that can start markup.
    case stop
  }

  private static let byteClasses: [ByteClass] = (0..<256).map { value in
    let byte = UInt8(value)
    if byte >= 0x80 || (byte < 0x20 && byte != 0x09) || byte == UInt8(ascii: "/") || MarkdownInline.markupBytes[value] {
      return .stop
    }
    if byte == 0x20 { return .space }
    if byte == UInt8(ascii: ":") { return .colon }
    if isCapital(byte) || byte == UInt8(ascii: "-") { return .capital }
    return .plain
  }

  @inline(__always) private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
  @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  @inline(__always) private static func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  @inline(__always) private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || isCapital(byte) || (byte >= 0x61 && byte <= 0x7A)
  }
}
