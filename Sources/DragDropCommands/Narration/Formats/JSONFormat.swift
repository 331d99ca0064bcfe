import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// JSON Lines for tools: one object per event on standard output, errors as objects on
/// standard error (`Docs/scripting.md`, "JSON events").
public struct JSONFormat: OutputFormat {
  /// Creates the format.
  public init() {}

  /// No sentences.
  public var presentation: Presentation? { nil }

  /// One object per report; drag events, the lines a long batch prints most, go straight in.
  /// (A multi-step move reports one `moved` event, the last; the session's `move` sees to it.)
  public func write(_ reports: [Report], in state: NarrationState, narrator: Narrator, into buffer: OutputBuffer) {
    for report in reports {
      if case .drag(let event) = report {
        narrator.writeJSONLine(event, in: state.scene, into: buffer)
      } else if let value = narrator.json(report, in: state) {
        buffer.appendLine(value.text())
      }
    }
  }

  /// Drag events with the scene alone; the state is made only for another report. The same
  /// lines as `write(_:in:narrator:into:)` (`JSONDifferentialTests`).
  public func write(
    _ reports: [Report], scene: Scene, state: () -> NarrationState, narrator: Narrator, into buffer: OutputBuffer
  ) {
    guard reports.allSatisfy({ if case .drag = $0 { true } else { false } }) else {
      return write(reports, in: state(), narrator: narrator, into: buffer)
    }
    for case .drag(let event) in reports { narrator.writeJSONLine(event, in: scene, into: buffer) }
  }

  /// An object with `message`, `file`, `line` and `column`. A fault in a scene file names that
  /// file, its line and column and the field's `path`, and the command that read it.
  public func error(_ error: CommandError, file: String, sourceLine: String?, narrator: Narrator) -> [String] {
    func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
    let file = Sanitizer.clean(file)
    var members: [(String, JSONValue)] = [("event", .string("error")), ("message", .string(error.fullMessage))]
    guard let place = error.place else {
      members += [
        ("file", .string(file)), ("line", number(error.location?.line)), ("column", number(error.location?.column)),
      ]
      return [JSONValue.object(members).text()]
    }
    members += [
      ("file", .string(Sanitizer.clean(place.file))), ("line", number(place.line)), ("column", number(place.column)),
    ]
    if let path = place.jsonPath { members.append(("path", .string(path))) }
    if let location = error.location {
      let command: [(String, JSONValue)] = [
        ("file", .string(file)), ("line", number(location.line)), ("column", number(location.column)),
      ]
      members.append(("command", .object(command)))
    }
    return [JSONValue.object(members).text()]
  }

  /// `{"event":"command","text":COMMAND}`.
  public func echo(_ line: String) -> String {
    JSONValue.object([("event", .string("command")), ("text", .string(line))]).text()
  }
}
