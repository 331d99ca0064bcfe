import DragDropAnnouncements
import DragDropKit

/// Sentences and pictures for sighted users: box-drawing trees, a character-cell map, color on a
/// color terminal, and errors with the source line and a caret.
public struct VisualFormat: OutputFormat {
  /// Creates the format.
  public init() {}

  /// Pictures.
  public var presentation: Presentation? { .pictures }

  /// Sentences, colored by outcome when the terminal has color.
  public func write(_ reports: [Report], in state: NarrationState, narrator: Narrator, into buffer: OutputBuffer) {
    narrator.sentences(reports, in: state, colored: narrator.style.color, into: buffer)
  }

  /// The error line, then the source line and a caret under the column.
  public func error(_ error: CommandError, file: String, sourceLine: String?, narrator: Narrator) -> [String] {
    let word = narrator.words.fill(.errorLabel) + ":"
    let label = narrator.style.color ? "\u{1B}[1;31m\(word)\u{1B}[0m" : word
    var lines = [narrator.errorHeader(error, file: file, label: label, message: error.fullMessage(in: narrator.words))]
    guard let location = error.location, let sourceLine else { return lines }
    let clean = Sanitizer.clean(sourceLine.replacingTabs())
    // The caret column counts escaped characters as the width they print with.
    let prefix = String(
      sourceLine.replacingTabs().unicodeScalars.prefix(max(0, location.column - 1)).map(Character.init))
    let caretColumn = Sanitizer.clean(prefix).count
    lines.append("    \(clean)")
    lines.append("    " + String(repeating: " ", count: caretColumn) + "^")
    return lines
  }

  /// `> COMMAND`.
  public func echo(_ line: String) -> String { "> \(Sanitizer.clean(line))" }
}

extension String {
  func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
