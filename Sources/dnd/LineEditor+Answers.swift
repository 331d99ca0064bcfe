import CReadline
import DragDropCommands
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the cursor waits after an answer in screen-reader mode (`Docs/accessibility.md`,
/// "How dnd places the cursor").
///
/// Screen readers and braille displays follow the terminal's cursor, not dnd's transcript:
/// - A braille display shows the cursor's line. With the cursor on a prompt below the answer it
///   shows the prompt, and the reader must press "line up" after every key.
/// - Orca speaks the text a key inserts: after Return, Tab, Space, and Control or Alt with a
///   letter, any text; after any other key (an arrow, Home, Page Down, Escape) only text that
///   ends at the cursor, and a cursor that moves elsewhere after those keys is read as the
///   character or line it lands on. A prompt drawn after the answer is heard after every answer
///   ("greater").
///
/// So screen-reader mode has no prompt, and the cursor rests on the answer: at its start after
/// the keys whose output Orca reads wherever the cursor is (the braille line then begins with
/// the answer); at its start too after Up, Down, Page Up and Page Down when it takes one row,
/// since Orca reads the line the cursor moves to; and just after its last character after the
/// other keys (Orca reads it because it ends at the cursor; a braille display shows it from its
/// first cell when it fits the display, as the kanban demo's answers do, else its end). With
/// BRLTTY alone (no Orca), at the start after every key. The input line is the fresh line below the answer: the
/// first key that changes the line takes the cursor there, and the next answer is written
/// there, so the answers stay on screen one under another.
enum RestPlace {
  case start, end
  /// The start when the answer takes one row, else the end: after Up, Down, Page Up and Page
  /// Down, Orca reads the line the cursor lands on, which is then the whole answer.
  case startOfOneRow
}

extension LineEditor {
  /// The cursor rests on an answer: at the start of its first row, `rows` rows above the input
  /// line, or at the end of its last row, just above the input line, which is not drawn yet.
  enum Rest {
    case start(rows: Int, line: String, point: Int32)
    case end(line: String, point: Int32)

    var line: String {
      switch self {
      case .start(_, let line, _), .end(let line, _): line
      }
    }

    var point: Int32 {
      switch self {
      case .start(_, _, let point), .end(_, let point): point
      }
    }
  }

  /// Where the cursor rests after the answer to a key. On a braille display alone, always at
  /// the answer's start: nothing there needs it to end at the cursor, and the line then shows
  /// an answer longer than the display from its first cell.
  static func restPlace(after key: SessionKey, escape: Bool) -> RestPlace {
    if LineEditor.state.brailleOnly { return .start }
    return switch key {
    case .space, .controlSpace, .tab(backward: false): .start
    // Control-G is Control with a letter; a lone Escape, which dnd reads as Control-G, is not.
    case .cancel: escape ? .end : .start
    case .arrow(let direction, _): direction == .up || direction == .down ? .startOfOneRow : .end
    case .pageUp, .pageDown: .startOfOneRow
    case .home, .end, .tab(backward: true): .end
    // Function keys, as Page Up and Page Down.
    case .findAgain: .startOfOneRow
    // Said again: the cursor rests as it did on the answer.
    case .sayAgain: .start
    }
  }

  /// Starts an answer to a key: written below the answer the cursor rests on, or over the
  /// prompt line (back to column 0, the line cleared) with the prompt drawn again below it. An
  /// answer that began with a new line would be heard as "blank".
  static func beginAnnouncement() {
    leaveAnswer()
    TerminalOutput.append("\r\u{1B}[K")
    LineEditor.state.answerStart = TerminalOutput.newlines
  }

  /// Ends an answer: in screen-reader mode the cursor rests on it; otherwise the prompt (and
  /// the line typed so far) is drawn again below it.
  static func endAnnouncement() {
    if let prompt = LineEditor.state.callbacks?.prompt() { rl_set_prompt(prompt) }
    if LineEditor.state.restsOnAnswers { return rest() }
    rl_on_new_line()
    rl_redisplay()
  }

  /// After the start-up lines, written before the first prompt: in screen-reader mode the
  /// cursor rests on them as on any answer.
  static func startAnswered(rows: Int) {
    guard LineEditor.state.restsOnAnswers, rows > 0 else { return }
    LineEditor.state.answerStart = TerminalOutput.newlines - rows
    LineEditor.state.nextRest = .start
    rest()
  }

  /// Puts the cursor on the answer just written (every answer ends with a line feed). With no
  /// answer, the input line is drawn as usual. An answer taller than the screen rests on its
  /// top row. `lineDone`: the answer is to a typed line, which readline empties next.
  static func rest(lineDone: Bool = false) {
    let rows = TerminalOutput.newlines - LineEditor.state.answerStart
    let place = LineEditor.state.nextRest
    LineEditor.state.nextRest = .start
    guard rows > 0 else {
      rl_on_new_line()
      rl_redisplay()
      return
    }
    let line = lineDone ? "" : dnd_rl_line_buffer().map { String(cString: $0) } ?? ""
    let point = lineDone ? 0 : dnd_rl_point()
    if place == .end || (place == .startOfOneRow && rows > 1), TerminalOutput.dropFinalLineFeed() {
      LineEditor.state.resting = .end(line: line, point: point)
    } else {
      let up = min(rows, max(1, Terminal.height - 1))
      TerminalOutput.append("\r\u{1B}[\(up)A")
      LineEditor.state.resting = .start(rows: up, line: line, point: point)
    }
    // Readline draws the input line afresh when the cursor goes back to it.
    rl_on_new_line()
  }

  /// Takes the cursor from the answer it rests on to the input line below it.
  static func leaveAnswer() {
    switch LineEditor.state.resting {
    case .start(let rows, _, _): TerminalOutput.append("\u{1B}[\(rows)B\r")
    // A line feed, which scrolls when the answer ends on the screen's last row.
    case .end: TerminalOutput.append("\r\n")
    case nil: break
    }
    LineEditor.state.resting = nil
  }

  /// Readline's redisplay in screen-reader mode: nothing while the cursor rests on an answer and
  /// the line is as it was, so that a key dnd answered, or a key that changed nothing, leaves
  /// the cursor on the answer; otherwise the cursor goes back to the input line, drawn whole.
  static func redisplay() {
    if let resting = state.resting {
      let text = dnd_rl_line_buffer().map { String(cString: $0) } ?? ""
      if text == resting.line && dnd_rl_point() == resting.point { return }
      leaveAnswer()
      rl_on_new_line()
    }
    rl_redisplay()
  }

  /// Readline has gone to a new line (Return, or Control-D on an empty line), one row down from
  /// where the cursor was: what comes next is written below the answer it rested on.
  static func newLineTyped() {
    if case .start(let rows, _, _) = LineEditor.state.resting, rows > 1 { TerminalOutput.append("\u{1B}[\(rows - 1)B") }
    LineEditor.state.resting = nil
    LineEditor.state.nextRest = .start
    TerminalOutput.append("\r")
    LineEditor.state.answerStart = TerminalOutput.newlines
  }
}
