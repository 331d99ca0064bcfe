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
      let (found, high, nul) = scan(bytes, from: start, to: range.upperBound)
      var end = found
      let next = end < range.upperBound ? end + 1 : end
      if end < range.upperBound, end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let ascii = high < 0x80
      if checked {
        if !ascii, String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) == nil {
          throw FormatError(.notUTF8, line: number, column: 1)
        }
        if nul { throw FormatError(.holdsNUL, line: number, column: 1) }
      }
      try body(Line(number: number, start: start, end: end, next: next, ascii: ascii))
      number += 1
      start = next
    }
  }
}

extension OutlineLines {
  /// The text of the line that starts at `start` (without its ending) and where the line after
  /// it starts; nil at the end.
  static func line(
    at start: Int, in buffer: UnsafeBufferPointer<UInt8>
  ) -> (text: UnsafeBufferPointer<UInt8>, next: Int)? {
    guard start < buffer.count else { return nil }
    var end = scan(buffer, from: start, to: buffer.count).end
    let next = end < buffer.count ? end + 1 : end
    if end < buffer.count, end > start, buffer[end - 1] == 0x0D { end -= 1 }
    return (UnsafeBufferPointer(rebasing: buffer[start..<end]), next)
  }

  /// Calls `body` with the lines that start at `start`: the k-th of them for k, asked for in
  /// order from 1 (a scanner's lookahead for a setext underline).
  static func withFollowing<Result>(
    _ start: Int, in buffer: UnsafeBufferPointer<UInt8>,
    _ body: ((Int) -> UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    var lookahead = start
    return body { k in
      if k == 1 { lookahead = start }
      guard let (text, next) = line(at: lookahead, in: buffer) else { return nil }
      lookahead = next
      return text
    }
  }
}

extension OutlineLines {
  /// Where the line that starts at `start` ends (its `\n`, or `end`), the bytes before it OR-ed
  /// together (0x80 set when one is not ASCII) and whether one is NUL.
  ///
  /// Eight bytes at a time while none of them is a newline or NUL, then byte by byte: finding
  /// the lines of a 38 MB outline was a fifth of the time it took to read it.
  @inline(__always)
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
    end: Int, high: UInt8, nul: Bool
  ) {
    var index = start
    var high: UInt64 = 0
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let tops: UInt64 = 0x8080_8080_8080_8080
      let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
      while index + 8 <= end {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let newline = word ^ newlines
        // A zero byte in `x` sets a top bit in (x - 0x01...) & ~x & 0x80..., and no zero none.
        if (newline &- ones) & ~newline & tops != 0 || (word &- ones) & ~word & tops != 0 { break }
        high |= word
        index += 8
      }
    }
    let tail = scanByBytes(bytes, from: index, to: end)
    return (tail.end, tail.high | (high & 0x8080_8080_8080_8080 != 0 ? 0x80 : 0), tail.nul)
  }

  /// `scan`, a byte at a time: the words' loop ends here, and `OutlineLinesTests` holds the two
  /// to the same answers.
  static func scanByBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
    end: Int, high: UInt8, nul: Bool
  ) {
    var index = start
    var high: UInt8 = 0
    var nul = false
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A { break }
      high |= byte
      if byte == 0 { nul = true }
      index += 1
    }
    return (index, high, nul)
  }
}
