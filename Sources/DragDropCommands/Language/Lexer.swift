import DragDropAnnouncements
import DragDropKit

/// Splits a command line into tokens: bare words, "quoted strings" (with `\"` and `\\`),
/// `;` separators, and `#` comments outside quotes.
///
/// It scans the line's UTF-8 bytes: every delimiter is ASCII, and a column counts the bytes
/// that start a character, so columns are in characters (Unicode scalars) as people count them.
package enum Lexer {
  /// The tokens of one line, or an error at the offending column.
  ///
  /// - Complexity: O(length of the line).
  package static func tokenize(_ line: String, lineNumber: Int = 1) throws(CommandError) -> [Token] {
    var tokens: [Token] = []
    _ = try scan(line, lineNumber: lineNumber, into: &tokens)
    return tokens
  }

  /// Appends the line's tokens and returns the column just past its end; a batch reuses one
  /// token array for every line.
  static func scan(_ line: String, lineNumber: Int, into tokens: inout [Token]) throws(CommandError) -> Int {
    var line = line
    return try line.withUTF8 { scan($0, lineNumber: lineNumber, into: &tokens) }.get()
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int, into tokens: inout [Token]
  ) -> Result<Int, CommandError> {
    var index = 0
    var column = 0
    var wordStart = -1
    var wordColumn = 0
    func location(_ column: Int) -> SourceLocation { SourceLocation(line: lineNumber, column: column) }
    func isStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
    func flushWord(upTo end: Int) {
      guard wordStart >= 0 else { return }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<end]), as: UTF8.self)
      tokens.append(Token(kind: .word, text: text, location: location(wordColumn)))
      wordStart = -1
    }
    func scalar(at offset: Int) -> Unicode.Scalar {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)]), as: UTF8.self)
        .unicodeScalars.first ?? "?"
    }
    while index < bytes.count {
      let byte = bytes[index]
      if isStart(byte) { column += 1 }
      switch byte {
      case 0x20, 0x09, 0x0D, 0x0A:
        flushWord(upTo: index)
        index += 1
      case UInt8(ascii: ";"):
        flushWord(upTo: index)
        tokens.append(Token(kind: .separator, text: ";", location: location(column)))
        index += 1
      case UInt8(ascii: "#"):
        flushWord(upTo: index)
        // The rest is a comment; count its characters for the end column only.
        for rest in bytes[(index + 1)...] where isStart(rest) { column += 1 }
        return .success(column + 1)
      case UInt8(ascii: "\""):
        flushWord(upTo: index)
        let start = column
        var text: [UInt8] = []
        var closed = false
        index += 1
        while index < bytes.count {
          let inner = bytes[index]
          if isStart(inner) { column += 1 }
          if inner == UInt8(ascii: "\"") {
            closed = true
            index += 1
            break
          }
          if inner < 0x20 || inner == 0x7F {
            return .failure(
              CommandError(
                .errorControlInName, hint: .hintRemoveControlName, [.item: Sanitizer.escape(Unicode.Scalar(inner))],
                at: location(column)))
          }
          if inner == UInt8(ascii: "\\") {
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            if isStart(escaped) { column += 1 }
            // \u{1b}: a character by its number, as dnd prints control characters, so a name
            // printed (or recorded) with one can be typed back.
            if escaped == UInt8(ascii: "u"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
              let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")), close - index - 2 <= 6,
              let value = UInt32(String(decoding: bytes[(index + 2)..<close], as: UTF8.self), radix: 16),
              bytes[(index + 2)..<close].allSatisfy({
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
              }),
              let decoded = Unicode.Scalar(value)
            {
              text.append(contentsOf: Array(String(decoded).utf8))
              column += close - index
              index = close + 1
              continue
            }
            guard escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else {
              return .failure(
                CommandError(
                  .errorUnknownEscape, hint: .hintEscapes,
                  [
                    .item: "\\\(scalar(at: index).escaped(asASCII: true))", .command: "\\\", \\\\, \\u{HEX}",
                    .edit: "\\\\",
                  ], at: location(column - 1)))
            }
            text.append(escaped)
            index += 1
            continue
          }
          text.append(inner)
          index += 1
        }
        guard closed else {
          return .failure(
            CommandError(.errorUnclosedQuote, hint: .hintCloseQuote, at: location(start)))
        }
        tokens.append(Token(kind: .quoted, text: String(decoding: text, as: UTF8.self), location: location(start)))
      default:
        if byte < 0x20 || byte == 0x7F {
          return .failure(
            CommandError(
              .errorControlInCommand, hint: .hintRemoveControl, [.item: Sanitizer.escape(Unicode.Scalar(byte))],
              at: location(column)))
        }
        if wordStart < 0 {
          wordStart = index
          wordColumn = column
        }
        index += 1
      }
    }
    flushWord(upTo: bytes.count)
    return .success(column + 1)
  }
}
