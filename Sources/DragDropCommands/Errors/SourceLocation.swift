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
