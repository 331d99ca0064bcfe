/// Splits a command line into tokens: bare words, "quoted strings" (with `\"` and `\\`),
/// `;` separators, and `#` comments outside quotes.
public enum Lexer {
  /// The tokens of one line, or an error at the offending column.
  ///
  /// - Complexity: O(length of the line).
  public static func tokenize(_ line: String, lineNumber: Int = 1) throws(CommandError) -> [Token] {
    var tokens: [Token] = []
    var column = 0
    let scalars = line.unicodeScalars
    var position = scalars.startIndex
    func next() -> Unicode.Scalar? {
      guard position < scalars.endIndex else { return nil }
      let scalar = scalars[position]
      position = scalars.index(after: position)
      column += 1
      return scalar
    }
    // A bare word is sliced out of the line whole, not built character by character.
    var wordStart: String.UnicodeScalarView.Index?
    var wordColumn = 0
    var wordEnd = scalars.startIndex
    func flushWord() {
      if let start = wordStart {
        let text = String(scalars[start..<wordEnd])
        tokens.append(Token(kind: .word, text: text, location: SourceLocation(line: lineNumber, column: wordColumn)))
        wordStart = nil
      }
    }
    while let scalar = next() {
      switch scalar {
      case " ", "\t", "\r", "\n":
        flushWord()
      case ";":
        flushWord()
        tokens.append(Token(kind: .separator, text: ";", location: SourceLocation(line: lineNumber, column: column)))
      case "#":
        flushWord()
        return tokens
      case "\"":
        flushWord()
        let start = column
        var text = ""
        var closed = false
        while let inner = next() {
          if inner == "\"" {
            closed = true
            break
          }
          if inner.value < 0x20 || inner.value == 0x7F {
            throw CommandError(
              "control character \(Sanitizer.escape(inner)) inside a quoted name",
              at: SourceLocation(line: lineNumber, column: column),
              hint: "remove it; names cannot be typed with control characters")
          }
          if inner == "\\" {
            guard let escaped = next() else { break }
            guard escaped == "\"" || escaped == "\\" else {
              throw CommandError(
                "unknown escape \\\(escaped.escaped(asASCII: true)) in a quoted name",
                at: SourceLocation(line: lineNumber, column: column - 1),
                hint: "only \\\" and \\\\ are escapes; write \\\\ for a backslash")
            }
            text.unicodeScalars.append(escaped)
          } else {
            text.unicodeScalars.append(inner)
          }
        }
        guard closed else {
          throw CommandError(
            "unterminated quote", at: SourceLocation(line: lineNumber, column: start),
            hint: "add a closing \" at the end of the name")
        }
        tokens.append(Token(kind: .quoted, text: text, location: SourceLocation(line: lineNumber, column: start)))
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          throw CommandError(
            "control character \(Sanitizer.escape(scalar)) in the command",
            at: SourceLocation(line: lineNumber, column: column),
            hint: "remove it; names with control characters must be written inside quotes")
        }
        if wordStart == nil {
          wordStart = scalars.index(before: position)
          wordColumn = column
        }
        wordEnd = position
      }
    }
    flushWord()
    return tokens
  }
}
