import DragDropKit

/// A journal left behind by a session that was killed.
public struct AbandonedJournal: Hashable, Sendable {
  /// Its path.
  public var path: String
  /// When the session started, as the journal's first line says.
  public var started: String
  /// What scene it started from: "the kanban demo", "/home/me/board.json".
  public var scene: String
  /// Its lines after the header: the start command, then each command.
  public var lines: [String]
  /// The number of commands after the start.
  public var changes: Int { max(0, lines.count - 1) }

  /// When its last command was written, as "YYYY-MM-DD HH:MM".
  public var ended: String
  /// The day it was found, "YYYY-MM-DD": what "today" means when it is said.
  public var foundOn: String

  /// When it ended, said short: "today at 12:40", else "on 2026-11-21 at 12:40".
  /// When the session ended: its date and time as the journal wrote them, and whether that
  /// was today; nil when the journal's time cannot be read.
  public var endedAt: (date: String, time: String, today: Bool)? {
    let parts = ended.split(separator: " ")
    guard parts.count == 2 else { return nil }
    return (String(parts[0]), String(parts[1]), parts[0] == foundOn)
  }

  /// When the session ended, in English words: "today at 14:03", "on 2026-11-23 at 09:12".
  public var endedInWords: String {
    let parts = ended.split(separator: " ")
    guard parts.count == 2 else { return ended }
    return parts[0] == foundOn ? "today at \(parts[1])" : "on \(parts[0]) at \(parts[1])"
  }
}
