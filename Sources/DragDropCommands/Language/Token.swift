/// One lexical token of a command line.
package struct Token: Hashable, Sendable {
  /// What the token is.
  package enum Kind: Hashable, Sendable {
    /// A bare word: a keyword, a name, a path, a number, a point or a size.
    case word
    /// A "quoted string", always a name or a value, never a keyword.
    case quoted
    /// The `;` that separates commands.
    case separator
  }

  /// What the token is.
  package var kind: Kind
  /// The token's text, with quotes removed and escapes resolved.
  package var text: String
  /// Where the token starts.
  package var location: SourceLocation

  /// True when this bare word is the keyword (lowercase ASCII), ignoring case.
  package func isKeyword(_ keyword: String) -> Bool {
    guard kind == .word, text.utf8.count == keyword.utf8.count else { return false }
    for (byte, expected) in zip(text.utf8, keyword.utf8) where byte != expected {
      // Only ASCII letters fold: 'A' (0x41) ... 'Z' (0x5A) match 'a' ... 'z'.
      guard byte >= 0x41, byte <= 0x5A, byte | 0x20 == expected else { return false }
    }
    return true
  }
}

extension String {
  /// The string in lowercase; a string with no uppercase ASCII and no other script is returned
  /// as it is, without the cost of `lowercased()` (command words are almost always lowercase).
  var foldedForKeywords: String {
    var copy = self
    let plain = copy.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 || $0 &- 0x41 < 26 } }
    return plain ? self : lowercased()
  }
}
