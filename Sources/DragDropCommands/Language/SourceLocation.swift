/// A place in a command source: 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A command failure: what went wrong, where, how to fix it, and the exit status it maps to.
public struct CommandError: Error, Hashable, Sendable {
  /// What kind of failure this is, which decides the exit status.
  public enum Kind: Hashable, Sendable {
    /// A command or an `expect` failed (exit 1).
    case failed
    /// A file could not be read or written (exit 3).
    case file
  }

  /// The problem in words.
  public var message: String
  /// Where in the line it was found, when known.
  public var location: SourceLocation?
  /// How to fix it, when there is something useful to say.
  public var hint: String?
  /// The kind of failure.
  public var kind: Kind

  /// Creates an error.
  public init(_ message: String, at location: SourceLocation? = nil, hint: String? = nil, kind: Kind = .failed) {
    self.message = message
    self.location = location
    self.hint = hint
    self.kind = kind
  }

  /// The message with the hint appended, as one sentence or two.
  public var fullMessage: String {
    guard let hint else { return message }
    return "\(message); \(hint)"
  }

  /// The exit status this failure maps to (1, or 3 for files).
  public var exitStatus: Int32 { kind == .file ? 3 : 1 }
}
