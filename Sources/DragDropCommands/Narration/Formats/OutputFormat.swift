import DragDropAnnouncements
import DragDropKit

/// One output mode: how reports and errors are written. `OutputMode.format` chooses the type
/// once; nothing else asks which mode is on.
///
/// A new mode is one type conforming to this protocol plus its case in `OutputMode`.
public protocol OutputFormat: Sendable {
  /// How text is shown; nil for a format that writes no sentences (JSON).
  var presentation: Presentation? { get }
  /// Writes the lines for one command's reports, each with its newline.
  func write(_ reports: [Report], in state: NarrationState, narrator: Narrator, into buffer: OutputBuffer)
  /// The lines for an error on standard error; `file` is the command source's name.
  func error(_ error: CommandError, file: String, sourceLine: String?, narrator: Narrator) -> [String]
  /// The line `--echo` prints before a command's output.
  func echo(_ line: String) -> String
  /// `write`, with the narration state made only when a report needs more than the scene: a
  /// long batch's drag events in JSON need the names alone, and building the state for each
  /// command (the scene's, the settings' and the history's references) cost a third of it.
  func write(
    _ reports: [Report], scene: Scene, state: () -> NarrationState, narrator: Narrator, into buffer: OutputBuffer)
}

extension OutputFormat {
  /// The state made at once: every report of a sentence format may need it.
  public func write(
    _ reports: [Report], scene: Scene, state: () -> NarrationState, narrator: Narrator, into buffer: OutputBuffer
  ) {
    write(reports, in: state(), narrator: narrator, into: buffer)
  }
}

/// How sentences are shown.
public enum Presentation: Hashable, Sendable {
  /// For the eye: box-drawing trees, pictures, tables, the current-step marker, color.
  case pictures
  /// For the ear and braille: plain sentences, one message per line, nothing drawn.
  case words
}

extension Narrator {
  /// The lines for one command's reports in a sentence format. Several moves in one command
  /// (`move down 3`) are told once, at the end, and not at all when an edge stopped them: the
  /// edge's line says where the item stays. One answer, one line.
  func sentences(
    _ reports: [Report], in state: NarrationState, colored: Bool = false, into buffer: OutputBuffer
  ) {
    let lastMove = reports.lastIndex { if case .drag(.moved) = $0 { true } else { false } }
    for (index, report) in reports.enumerated() {
      if case .drag(.moved) = report {
        if index != lastMove { continue }
        if index + 1 < reports.count, case .alreadyAtEdge = reports[index + 1] { continue }
      }
      // An outline streams straight into the buffer; it may have a line for every node.
      if case .tree(let root, let depth) = report {
        var lines = 0
        writeTree(root, depth: depth, in: state) {
          buffer.appendLine($0)
          lines += 1
          if lines & 1023 == 0, buffer.count >= 1 << 16 { buffer.drain?() }
        }
        continue
      }
      // A drop that marked its card done says so in the same sentence.
      if case .drag(.dropped(let dropped)) = report, !dropped.isGroup, state.verbosity != .verbose,
        index + 1 < reports.count, case .markedDone = reports[index + 1]
      {
        let line = words(state).fill(.droppedMarkedDone)
        buffer.appendLine(colored ? self.colored(line, for: report) : line)
        continue
      }
      for line in text(report, in: state) { buffer.appendLine(colored ? self.colored(line, for: report) : line) }
    }
  }

  /// `FILE:LINE:COLUMN: LABEL MESSAGE`, or `FILE: LABEL MESSAGE` without a location, or
  /// `LABEL MESSAGE` with no file (at the prompt).
  func errorHeader(_ error: CommandError, file: String, label: String, message: String) -> String {
    if file.isEmpty { return "\(label) \(message)" }
    let file = Sanitizer.clean(file)
    guard let location = error.location else { return "\(file): \(label) \(message)" }
    return "\(file):\(location.line):\(location.column): \(label) \(message)"
  }
}
