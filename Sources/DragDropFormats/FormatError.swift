import DragDropKit

/// Why bytes were refused as a file of some format, and where: the line and column, or the
/// JSON path of the fault. The caller knows the file's name and adds it, and says the problem
/// in its user's words (`FormatProblem`).
public struct FormatError: Error, Hashable, Sendable {
  /// What is wrong.
  public var problem: FormatProblem
  /// The 1-based line, when the fault has one.
  public var line: Int?
  /// The 1-based column on that line.
  public var column: Int?
  /// The JSON path of the fault in a scene file (`$.root.children[2].frame`).
  public var jsonPath: String?

  /// Creates an error; `line` and `column` or `jsonPath` say where.
  public init(_ problem: FormatProblem, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
    self.problem = problem
    self.line = line
    self.column = column
    self.jsonPath = jsonPath
  }

  /// The engine's own error, when the engine refused what the file describes.
  public var cause: EngineError? {
    if case .engine(let error) = problem { return error }
    return nil
  }

  /// True when reading stopped because the caller asked it to (Control-C).
  public var interrupted: Bool { problem == .interrupted }

  /// Reading was stopped by the caller; nothing was changed.
  public static var stopped: FormatError { FormatError(.interrupted) }
}
