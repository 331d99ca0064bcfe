/// Escapes control characters so that no name can move the cursor, set a title or ring the bell.
public enum Sanitizer {
  /// The text with every control character (C0, DEL and C1) written as `\u{1b}`.
  ///
  /// - Complexity: O(length); returns the text unchanged without copying when it is clean.
  public static func clean(_ text: String) -> String {
    // Controls are C0 (bytes below 0x20), DEL (0x7F) and C1 (0xC2 then 0x80...0x9F in UTF-8).
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }),
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

  /// True for C0 controls, DEL and C1 controls.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
