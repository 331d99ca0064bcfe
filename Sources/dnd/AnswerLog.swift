/// The interactive session's last answers, kept as they were written, so that `again` (and F2)
/// says them again the same way: on the line where the cursor rests, so that speech and the
/// braille line get them again, and spoken again with `--speak`.
struct AnswerLog {
  /// One line of an answer: written to standard output, or to standard error.
  struct Line: Hashable {
    var text: String
    var error: Bool
  }

  /// The most answers kept.
  static let limit = 20

  /// The answers before this input's, oldest first.
  private(set) var answers: [[Line]] = []
  /// This input's answer so far.
  private var current: [Line] = []
  /// True while an input says earlier answers again: what it writes is not a new answer.
  var repeating = false

  /// Output written: whole lines, each ending in a new line.
  mutating func wrote(_ text: String) {
    guard !text.isEmpty else { return }
    current.append(Line(text: text, error: false))
  }

  /// A line written to standard error.
  mutating func wroteError(_ line: String) { current.append(Line(text: line, error: true)) }

  /// The input was answered: its answer is the last one now, unless it said earlier ones again.
  mutating func answered() {
    defer {
      current = []
      repeating = false
    }
    guard !repeating, !current.isEmpty else { return }
    answers.append(current)
    if answers.count > Self.limit { answers.removeFirst(answers.count - Self.limit) }
  }

  /// The last `count` answers, oldest first, their lines in order.
  func last(_ count: Int) -> [Line] { answers.suffix(count).flatMap { $0 } }
}
