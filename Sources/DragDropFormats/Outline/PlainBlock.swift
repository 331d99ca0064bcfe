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
  static func read(_ line: UnsafeBufferPointer<UInt8>) -> Read? { read(in: line, from: 0) }

  /// The heading or item of the line that starts at `start` in `buffer`, up to its line ending
  /// (`\n` or `\r\n`), when its words are plain: the line is read once, its end found as it is.
  static func read(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Read? {
    // The line's end is not known yet: a line feed, or the buffer's end, reads as 0x0A.
    let count = buffer.count
    @inline(__always) func byte(_ index: Int) -> UInt8 { index < count ? buffer[index] : 0x0A }
    var index = start
    while byte(index) == 0x20 || byte(index) == 0x09 { index += 1 }
    var headingLevel = 0
    var mark: UInt8?
    let first = byte(index)
    if first == UInt8(ascii: "#") {
      guard index - start <= 3, !buffer[start..<index].contains(0x09) else { return nil }
      while byte(index) == UInt8(ascii: "#") {
        headingLevel += 1
        index += 1
      }
      guard headingLevel <= 6, isBlank(byte(index)) else { return nil }
    } else {
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
        index += 1
      } else {
        let digits = index
        while isDigit(byte(index)) { index += 1 }
        guard index > digits, index - digits <= 9, byte(index) == UInt8(ascii: ".") || byte(index) == UInt8(ascii: ")")
        else { return nil }
        index += 1
      }
      guard isBlank(byte(index)) else { return nil }
      while isBlank(byte(index)) { index += 1 }
      if byte(index) == UInt8(ascii: "["), byte(index + 1) != 0x0A, byte(index + 2) == UInt8(ascii: "]"),
        isBlank(byte(index + 3)) || byte(index + 3) == 0x0A || (byte(index + 3) == 0x0D && byte(index + 4) == 0x0A)
      {
        mark = byte(index + 1)
        // A mark that is a tab, a control character or not ASCII is left to the general path.
        guard let found = mark, found >= 0x20, found < 0x80 else { return nil }
        index += 3
      }
    }
    while isBlank(byte(index)) { index += 1 }
    guard let end = plainWords(in: buffer, from: index) else { return nil }
    let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<end]), as: UTF8.self)
    return Read(name: name, headingLevel: headingLevel, mark: mark)
  }

  /// Where the words that start at `start` end, blanks at the end left out, when they read as
  /// written: ASCII, starting with a letter or digit, with no character that can start markup,
  /// no `/`, no `::`, no first word in capitals before more words (a task marker such as
  /// `TODO`), and no colon at the end. Nil for words that do not, or for none.
  private static func plainWords(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < buffer.count, isLetterOrDigit(buffer[start]) else { return nil }
    // The tables read once a line, not once a byte: each read of a global checks that it is made.
    return byteClasses.withUnsafeBufferPointer { classes -> Int? in
      restKinds.withUnsafeBufferPointer { kinds -> Int? in
        var index = start
        var end = start
        // The first word, to its first space: in capitals, it is a task marker when more follows.
        var capitals = true
        firstWord: while index < buffer.count {
          switch classes[Int(buffer[index])] {
          case .plain: capitals = false
          case .capital: break
          case .tab:
            // Part of the first word, as the general path reads it; a blank at the end.
            capitals = false
            index += 1
            continue
          case .colon:
            // Two colons make a property (`type:: x`); the first byte is a letter or digit.
            if buffer[index - 1] == UInt8(ascii: ":") { return nil }
            capitals = false
          case .space, .lineFeed, .carriageReturn, .stop: break firstWord
          }
          end = index + 1
          index += 1
        }
        while index < buffer.count {
          // Word bytes and blanks, the most of a line, in a loop of their own.
          let kind = kinds[Int(buffer[index])]
          if kind == RestKind.word {
            if capitals { return nil }
            end = index + 1
          } else if kind == RestKind.colon {
            if capitals || buffer[index - 1] == UInt8(ascii: ":") { return nil }
            end = index + 1
          } else if kind == RestKind.lineFeed {
            break
          } else if kind == RestKind.carriageReturn {
            // Only before a line feed: a line ending.
            guard index + 1 < buffer.count, buffer[index + 1] == 0x0A else { return nil }
            break
          } else if kind == RestKind.stop {
            return nil
          }
          index += 1
        }
        return buffer[end - 1] == UInt8(ascii: ":") ? nil : end
      }
    }
  }

  /// What a byte after a name's first word is: `restKinds` holds these.
  private enum RestKind {
    static let word: UInt8 = 0, blank: UInt8 = 1, colon: UInt8 = 2, lineFeed: UInt8 = 3, carriageReturn: UInt8 = 4
    static let stop: UInt8 = 5
  }

  /// `byteClasses` after the first word, where capitals and tabs are read as other word bytes
  /// and blanks.
  private static let restKinds: [UInt8] = byteClasses.map { kind in
    switch kind {
    case .plain, .capital: RestKind.word
    case .space, .tab: RestKind.blank
    case .colon: RestKind.colon
    case .lineFeed: RestKind.lineFeed
    case .carriageReturn: RestKind.carriageReturn
    case .stop: RestKind.stop
    }
  }

  /// What a byte of a name's words is to `plainWords`.
  private enum ByteClass: UInt8 {
    /// Read as written.
    case plain
    /// A capital letter or `-`, which a task marker (`TODO`, `IN-PROGRESS`) is made of.
    case capital
    /// A space, which ends the first word.
    case space
    /// A tab, which does not.
    case tab
    /// A colon: two make a property (`type:: x`).
    case colon
    /// A line feed, which ends the line.
    case lineFeed
    /// A carriage return, which ends the line before a line feed.
    case carriageReturn
    /// Not ASCII, a control character, `/`, or a character that can start markup.
    case stop
  }

  private static let byteClasses: [ByteClass] = (0..<256).map { value in
    let byte = UInt8(value)
    if byte == 0x0A { return .lineFeed }
    if byte == 0x0D { return .carriageReturn }
    if byte >= 0x80 || (byte < 0x20 && byte != 0x09) || byte == UInt8(ascii: "/") || MarkdownInline.markupBytes[value] {
      return .stop
    }
    if byte == 0x20 { return .space }
    if byte == 0x09 { return .tab }
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
