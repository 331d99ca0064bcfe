/// Escapes control characters so that no name can move the cursor, set a title or ring the bell,
/// and the characters that reorder text, so that no name can disguise what a line says.
public enum Sanitizer {
  /// The text with every control character (C0, DEL and C1) and bidi embedding, override and
  /// isolate (U+202A to U+202E, U+2066 to U+2069) written as `\u{1b}`.
  ///
  /// - Complexity: O(length); returns the text unchanged without copying when it is clean.
  public static func clean(_ text: String) -> String {
    // Controls are C0 (bytes below 0x20), DEL (0x7F) and C1 (0xC2 then 0x80...0x9F in UTF-8);
    // the bidi controls start with 0xE2.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
      text.unicodeScalars.contains(where: isControl)
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }

  /// One control character written as `\u{1b}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
  }

  /// True for C0 controls, DEL, C1 controls and the bidi embeddings, overrides and isolates.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }
}
