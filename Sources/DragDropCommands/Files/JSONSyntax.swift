/// A fast syntax check of JSON text that says where the first problem is, and refuses nesting
/// deeper than a limit before any decoder recurses into it.
enum JSONSyntax {
  struct Problem: Error {
    var message: String
    var line: Int
    var column: Int
  }

  /// The first syntax problem, or nil when the text is one well-formed JSON value.
  ///
  /// - Complexity: O(bytes); iterative, so depth cannot overflow the stack.
  static func check(_ bytes: [UInt8], maxDepth: Int) -> Problem? {
    var index = 0
    var line = 1
    var lineStart = 0
    func problem(_ message: String) -> Problem { Problem(message: message, line: line, column: index - lineStart + 1) }
    func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0D: index += 1
        case 0x0A:
          index += 1
          line += 1
          lineStart = index
        default: return
        }
      }
    }
    enum Frame { case array, object }
    var stack: [Frame] = []
    // States: expecting a value; after a value (expect , or close); expecting a key.
    var expectingValue = true
    var expectingKey = false
    skipSpace()
    if index == bytes.count { return problem("the file is empty; a scene file is a JSON object") }
    while true {
      skipSpace()
      guard index < bytes.count else {
        if stack.isEmpty && !expectingValue { return nil }
        return problem("the file ends too early (is it truncated?)")
      }
      let byte = bytes[index]
      if expectingKey {
        if byte == UInt8(ascii: "}"), case .object? = stack.last {
          // Only valid directly after "{", handled when the object opened.
          return problem("expected a key in quotes, found '}' after ','")
        }
        guard byte == UInt8(ascii: "\"") else { return problem("expected a key in quotes") }
        if let error = scanString() { return error }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          return problem(
            index < bytes.count ? "expected ':' after the key" : "the file ends too early (is it truncated?)")
        }
        index += 1
        expectingKey = false
        expectingValue = true
        continue
      }
      if expectingValue {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = byte == UInt8(ascii: "{")
          stack.append(isObject ? .object : .array)
          if stack.count > maxDepth {
            return problem("the JSON nests more than \(maxDepth) levels deep; flatten the scene")
          }
          index += 1
          skipSpace()
          if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
            index += 1
            stack.removeLast()
            expectingValue = false
          } else if isObject {
            expectingKey = true
          }
          continue
        case UInt8(ascii: "\""):
          if let error = scanString() { return error }
        case UInt8(ascii: "t"): if let error = scanLiteral("true") { return error }
        case UInt8(ascii: "f"): if let error = scanLiteral("false") { return error }
        case UInt8(ascii: "n"): if let error = scanLiteral("null") { return error }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let error = scanNumber() { return error }
        default:
          return problem("expected a JSON value (an object, array, string, number, true, false or null)")
        }
        expectingValue = false
        continue
      }
      // After a value.
      guard let top = stack.last else { return problem("unexpected text after the end of the JSON value") }
      if byte == UInt8(ascii: ",") {
        index += 1
        if top == .object { expectingKey = true } else { expectingValue = true }
      } else if byte == UInt8(ascii: top == .object ? "}" : "]") {
        index += 1
        stack.removeLast()
      } else {
        return problem(top == .object ? "expected ',' or '}'" : "expected ',' or ']'")
      }
    }

    func scanString() -> Problem? {
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return nil
        }
        if byte < 0x20 { return problem("a raw control character inside a string; write it as \\u00XX") }
        if byte == UInt8(ascii: "\\") { index += 1 }
        index += 1
      }
      return problem("a string is not closed (is the file truncated?)")
    }

    func scanLiteral(_ word: String) -> Problem? {
      for expected in word.utf8 {
        guard index < bytes.count, bytes[index] == expected else { return problem("expected \(word)") }
        index += 1
      }
      return nil
    }

    func scanNumber() -> Problem? {
      let start = index
      while index < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || "+-.eE".utf8.contains(bytes[index])
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text) else {
        index = start
        return problem("'\(text)' is not a number")
      }
      guard value.isFinite else {
        index = start
        return problem("the number \(text) is too large")
      }
      return nil
    }
  }
}
