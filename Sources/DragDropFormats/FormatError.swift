import DragDropKit

/// Why bytes were refused as a file of some format, and where: the line and column, or the
/// JSON path of the fault. The caller knows the file's name and adds it.
public struct FormatError: Error, Hashable, Sendable {
  /// What is wrong, with names escaped (`Sanitizer.clean`).
  public var message: String
  /// How to fix it, when there is more to say than the message.
  public var hint: String?
  /// The 1-based line, when the fault has one.
  public var line: Int?
  /// The 1-based column on that line.
  public var column: Int?
  /// The JSON path of the fault in a scene file (`$.root.children[2].frame`).
  public var jsonPath: String?
  /// The engine's own error, when the engine refused what the file describes.
  public var cause: EngineError?
  /// True when reading stopped because the caller asked it to (Control-C).
  public var interrupted = false

  /// Creates an error; `line` and `column` or `jsonPath` say where.
  public init(
    _ message: String, hint: String? = nil, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil,
    cause: EngineError? = nil
  ) {
    self.message = message
    self.hint = hint
    self.line = line
    self.column = column
    self.jsonPath = jsonPath
    self.cause = cause
  }

  /// Reading was stopped by the caller; nothing was changed.
  public static var stopped: FormatError {
    var error = FormatError("interrupted", hint: "nothing was changed")
    error.interrupted = true
    return error
  }
}
