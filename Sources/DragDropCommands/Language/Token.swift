/// One lexical token of a command line.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public enum Kind: Hashable, Sendable {
    /// A bare word: a keyword, a name, a path, a number, a point or a size.
    case word
    /// A "quoted string", always a name or a value, never a keyword.
    case quoted
    /// The `;` that separates commands.
    case separator
  }

  /// What the token is.
  public var kind: Kind
  /// The token's text, with quotes removed and escapes resolved.
  public var text: String
  /// Where the token starts.
  public var location: SourceLocation

  /// True when this bare word is the keyword, ignoring case.
  public func isKeyword(_ keyword: String) -> Bool {
    kind == .word && text.lowercased() == keyword
  }
}
