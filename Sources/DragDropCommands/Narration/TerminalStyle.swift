/// What the output terminal can show, decided once by the executable.
public struct TerminalStyle: Hashable, Sendable {
  /// Use ANSI color in visual mode.
  public var color: Bool
  /// Use box-drawing characters (a UTF-8 locale).
  public var unicode: Bool
  /// Columns available for pictures.
  public var width: Int

  /// Creates a style.
  public init(color: Bool = false, unicode: Bool = true, width: Int = 80) {
    self.color = color
    self.unicode = unicode
    self.width = max(width, 20)
  }

  /// Plain output: no color, Unicode allowed, 80 columns.
  public static let plain = TerminalStyle()
}
