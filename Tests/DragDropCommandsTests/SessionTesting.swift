import DragDropKit

@testable import DragDropCommands

extension CommandSession {
  /// A session on a bundled demo, opened as `demo NAME` opens it, with these lines run.
  static func demo(_ name: String, mode: OutputMode = .screenReader, running lines: [String] = []) throws
    -> CommandSession
  {
    var session = CommandSession(scene: Scene(), mode: mode)
    for line in ["demo \(name)"] + lines { _ = try session.run(line: line) }
    return session
  }

  /// What the session answers a line, in its words, said from the session after the line ran
  /// (`answer(try run(...))` would read the session as it was before).
  mutating func say(_ line: String) throws -> [String] {
    let reports = try run(line: line)
    return answer(reports)
  }
}
