/// Where a task stands, as its file marks it: a checkbox (`- [ ]`, `- [x]`) or one of Logseq's
/// markers (`TODO`, `DOING`, `DONE`, `LATER`, `NOW`, `WAIT`, `CANCELLED`, ...). Heard as words
/// after the name ("watch Doctor Who, done"), never as the marker.
public enum TaskState: UInt8, Hashable, Sendable, CaseIterable {
  /// Not a task.
  case none
  /// Still to do: an empty checkbox, `TODO`.
  case todo
  /// Being done: `DOING`, `IN-PROGRESS`.
  case doing
  /// Done: a checked box, `DONE`.
  case done
  /// To do later: `LATER`.
  case later
  /// To do now: `NOW`.
  case now
  /// Waiting on something: `WAIT`, `WAITING`.
  case waiting
  /// Given up: `CANCELLED`, `CANCELED`.
  case cancelled

  /// The state a Logseq marker names, for the marker's exact (upper-case) word.
  public init?(marker: Substring) {
    switch marker {
    case "TODO": self = .todo
    case "DOING", "IN-PROGRESS": self = .doing
    case "DONE": self = .done
    case "LATER": self = .later
    case "NOW": self = .now
    case "WAIT", "WAITING": self = .waiting
    case "CANCELLED", "CANCELED": self = .cancelled
    default: return nil
    }
  }

  /// True for a task that is still open: what a brief answer may leave unsaid.
  public var isOpen: Bool { self == .todo }
}
