import CReadline
import DragDropCommands
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the line editor asks of the REPL.
struct EditorCallbacks {
  /// A complete line, or nil at end of input. Returns false to stop reading.
  var line: (String?) -> Bool
  /// A key on an empty line (Control-G on any line). Returns true when it was handled.
  var key: (SessionKey) -> Bool
  /// Completion candidates for the word starting at a character offset.
  var complete: (_ line: String, _ wordStart: Int) -> Completer.Completion
  /// Control-C.
  var interrupt: () -> Void
  /// The prompt to show next.
  var prompt: () -> String
  /// Tab again on the same line: the short answer that stands for the choices listed before.
  var sameChoices: (Int) -> String
  /// After the bytes waiting have been read (a whole key, a paste), a resize or a return from
  /// Control-Z: the live view is brought up to date (`ViewScreen`).
  var afterInput: () -> Void = {}
  /// The terminal was resized, or dnd is about to stop for Control-Z: the screen is to be
  /// drawn afresh.
  var screenLost: () -> Void = {}
  /// True while the live view is drawn: Control-L lays the screen out afresh through
  /// `screenLost` and `afterInput` instead of readline's clear-screen.
  var redrawsScreen: () -> Bool = { false }
  /// A descriptor that becomes readable when the open file may have changed (`FileWatcher`).
  var watchedDescriptor: () -> Int32? = { nil }
  /// True while a file is open: without a descriptor to wait on, it is looked at every half second.
  var watchesFile: () -> Bool = { false }
  /// True when the open file is to be looked at as soon as no key is waiting.
  var lookDue: () -> Bool = { false }
  /// Reads the watcher's descriptor; true when the open file may have changed.
  var drainWatch: () -> Bool = { false }
  /// The open file may have changed, and nothing has happened for a moment: look at it.
  var fileMayHaveChanged: () -> Void = {}
}

/// Everything the line editor keeps between readline's calls, in one value.
struct EditorState {
  /// What the editor asks of the REPL.
  var callbacks: EditorCallbacks?
  /// A callback said stop reading.
  var stop = false
  /// The completion candidates readline is handed one at a time, and the next one's place.
  var matches: [String] = []
  var matchIndex = 0
  /// The line and choices last listed, so a second Tab does not read them all again.
  var lastListing: [String] = []
  /// Screen-reader mode: the cursor rests on each answer (LineEditor+Answers.swift).
  var restsOnAnswers = false
  /// A braille display reads the terminal and no screen reader speaks what ends at the cursor
  /// (BRLTTY found at start, Orca not on): every answer rests at its start.
  var brailleOnly = false
  /// Where the cursor rests, while it rests on an answer.
  var resting: LineEditor.Rest?
  /// Where the next answer leaves the cursor: after the key being handled.
  var nextRest = RestPlace.start
  /// `TerminalOutput.newlines` where the answer being written began.
  var answerStart = 0
  /// True when the byte readline got last was a lone Escape, turned into Control-G.
  var escapeTyped = false
  /// Bytes read from the terminal that readline has not taken yet.
  var waiting: ArraySlice<UInt8> = []
}

/// The only code that touches GNU readline's C globals. It runs readline's callback interface
/// in a poll loop, so Control-C and terminal resizes are handled between keys, never inside a
/// signal handler.
final class LineEditor {
  // Readline calls back through C function pointers that cannot capture context, so the one
  // editor in the process keeps its state in this one value. Readline runs on one thread.
  nonisolated(unsafe) static var state = EditorState()

  private let historyPath: String?

  init(historyPath: String?, screenReader: Bool, callbacks: EditorCallbacks) {
    self.historyPath = historyPath
    LineEditor.state.callbacks = callbacks
    LineEditor.state.restsOnAnswers = screenReader
    dnd_rl_configure("dnd")
    // Readline writes through the same gathering as the answers (see TerminalOutput).
    if let output = dnd_open_output({ bytes, count in
      guard let bytes, count > 0 else { return }
      TerminalOutput.append(UnsafeRawBufferPointer(start: bytes, count: count))
    }) {
      dnd_rl_set_output(output)
      TerminalOutput.gathering = true
    }
    dnd_rl_set_completion { text, start, _ in LineEditor.attemptCompletion(text, start) }
    dnd_rl_set_getc { _ in LineEditor.readKey() }
    if screenReader { dnd_rl_set_redisplay { LineEditor.redisplay() } }
    // The keys' names first, so that the init file can bind them; then readline reads
    // /etc/inputrc or ~/.inputrc; then dnd's own bindings, which its generic ones (Debian binds
    // Home and End to beginning-of-line) must not override; then the file's `$if dnd` sections
    // once more, so that what a person binds for dnd wins.
    let keys = Self.keys
    for key in keys { _ = rl_add_defun(strdup(key.name), key.function, -1) }
    _ = rl_initialize()
    _ = rl_variable_bind("page-completions", "off")
    _ = rl_variable_bind("show-all-if-ambiguous", "on")
    _ = rl_variable_bind("completion-query-items", "1000")
    if screenReader {
      dnd_rl_set_display_hook { matches, count, _ in LineEditor.listMatches(matches, count) }
      _ = rl_variable_bind("bell-style", "none")
    }
    for key in keys {
      for sequence in key.sequences { _ = rl_bind_keyseq(sequence, key.function) }
    }
    for line in InputrcSections.lines(for: "dnd", environment: Terminal.environment) {
      let copy = strdup(line)
      _ = rl_parse_and_bind(copy)
      free(copy)
    }
    if let historyPath {
      stifle_history(1000)
      _ = read_history(historyPath)
    }
  }

  /// A key dnd binds: its name and the sequences terminals send for it (`KeyBindings`), and
  /// what it does in readline.
  struct Key {
    let name: String
    let sequences: [String]
    let function: @convention(c) (Int32, Int32) -> Int32

    init(_ key: SessionKey?, function: @escaping @convention(c) (Int32, Int32) -> Int32) {
      let binding = KeyBindings.binding(for: key)
      name = binding.name
      sequences = binding.sequences
      self.function = function
    }
  }

  /// Every key dnd binds, with what it does in readline when the session does not take it.
  /// `Docs/keys.md` lists the names.
  static var keys: [Key] {
    [
      Key(.space) { count, key in
        LineEditor.onKey(.space, count, key) { rl_insert($0, $1) }
      },
      Key(.arrow(.up, shifted: false)) { count, key in
        LineEditor.onKey(.arrow(.up, shifted: false), count, key) { rl_get_previous_history($0, $1) }
      },
      Key(.arrow(.down, shifted: false)) { count, key in
        LineEditor.onKey(.arrow(.down, shifted: false), count, key) { rl_get_next_history($0, $1) }
      },
      Key(.arrow(.right, shifted: false)) { count, key in
        LineEditor.onKey(.arrow(.right, shifted: false), count, key) { rl_forward_char($0, $1) }
      },
      Key(.arrow(.left, shifted: false)) { count, key in
        LineEditor.onKey(.arrow(.left, shifted: false), count, key) { rl_backward_char($0, $1) }
      },
      Key(.arrow(.up, shifted: true)) { count, key in
        LineEditor.onKey(.arrow(.up, shifted: true), count, key) { _, _ in 0 }
      },
      Key(.arrow(.down, shifted: true)) { count, key in
        LineEditor.onKey(.arrow(.down, shifted: true), count, key) { _, _ in 0 }
      },
      Key(.arrow(.right, shifted: true)) { count, key in
        LineEditor.onKey(.arrow(.right, shifted: true), count, key) { _, _ in 0 }
      },
      Key(.arrow(.left, shifted: true)) { count, key in
        LineEditor.onKey(.arrow(.left, shifted: true), count, key) { _, _ in 0 }
      },
      Key(.cancel) { count, key in
        LineEditor.onKey(.cancel, count, key) { LineEditor.clearLine($0, $1) }
      },
      Key(.home) { count, key in
        LineEditor.onKey(.home, count, key) { rl_beg_of_line($0, $1) }
      },
      Key(.end) { count, key in
        LineEditor.onKey(.end, count, key) { rl_end_of_line($0, $1) }
      },
      Key(.pageUp) { count, key in
        LineEditor.onKey(.pageUp, count, key) { _, _ in 0 }
      },
      Key(.pageDown) { count, key in
        LineEditor.onKey(.pageDown, count, key) { _, _ in 0 }
      },
      Key(.tab(backward: false)) { count, key in
        LineEditor.onKey(.tab(backward: false), count, key) { rl_complete($0, $1) }
      },
      Key(.tab(backward: true)) { count, key in
        LineEditor.onKey(.tab(backward: true), count, key) { _, _ in 0 }
      },
      Key(.findAgain(backward: false)) { count, key in
        LineEditor.onKey(.findAgain(backward: false), count, key) { _, _ in 0 }
      },
      Key(.findAgain(backward: true)) { count, key in
        LineEditor.onKey(.findAgain(backward: true), count, key) { _, _ in 0 }
      },
      // F2, on any line: the line typed so far stays.
      Key(.sayAgain) { count, key in
        LineEditor.onKey(.sayAgain, count, key) { _, _ in 0 }
      },
      Key(.controlSpace) { count, key in
        LineEditor.onKey(.controlSpace, count, key) { rl_set_mark($0, $1) }
      },
      // Readline's clear-screen would wipe the live view and leave the prompt above its scroll
      // region: with the view, the screen is laid out afresh instead.
      Key(nil) { count, key in
        guard let callbacks = LineEditor.state.callbacks, callbacks.redrawsScreen() else {
          return rl_clear_screen(count, key)
        }
        callbacks.screenLost()
        callbacks.afterInput()
        return 0
      },
    ]
  }

  /// After Control D on an empty line that dnd answered instead of leaving: readline must
  /// forget the end of input, or it starts every later answer with an empty line.
  static func resumeAfterEndOfInput() {
    dnd_rl_forget_eof()
  }

  /// Reads one byte for readline. A lone Escape becomes Control-G, which cancels a lift: an
  /// Escape that no byte follows within readline's `keyseq-timeout` (500 ms unless an init file
  /// sets another). A key's bytes can arrive apart (through a braille driver's terminal, a slow
  /// SSH link), and the start of an arrow key must never be taken for Escape; Control-G is the
  /// cancel that never waits.
  private static func readKey() -> Int32 {
    if LineEditor.state.waiting.isEmpty {
      // Everything the terminal has sent, in one read: an arrow's three bytes, a paste.
      var bytes = [UInt8](repeating: 0, count: 256)
      while true {
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count > 0 {
          LineEditor.state.waiting = bytes[..<count]
          break
        }
        if count < 0 && errno == EINTR { continue }
        return EOF
      }
    }
    let byte = LineEditor.state.waiting.removeFirst()
    LineEditor.state.escapeTyped = byte == 0x1B && !waitForByte(milliseconds: escapeWait)
    return LineEditor.state.escapeTyped ? 0x07 : Int32(byte)
  }

  /// How long a lone Escape waits for the rest of a key: readline's `keyseq-timeout`, read once.
  /// Readline's callback interface does not apply it itself.
  private static let escapeWait: Int32 = {
    let timeout = dnd_rl_keyseq_timeout()
    return timeout > 0 ? Int32(timeout) : -1
  }()

  /// True when a byte is waiting, read or on standard input within the time (-1: wait for ever).
  private static func waitForByte(milliseconds: Int32) -> Bool {
    if !LineEditor.state.waiting.isEmpty { return true }
    var next = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&next, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Runs a key's REPL action on an empty line, else the key's usual readline function.
  private static func onKey(
    _ key: SessionKey, _ count: Int32, _ code: Int32, fallback: (Int32, Int32) -> Int32
  ) -> Int32 {
    LineEditor.state.nextRest = restPlace(after: key, escape: LineEditor.state.escapeTyped)
    if LineEditor.state.callbacks?.key(key) == true { return 0 }
    return fallback(count, code)
  }

  private static func clearLine(_: Int32, _: Int32) -> Int32 {
    rl_replace_line("", 0)
    dnd_rl_set_point(0)
    return 0
  }

  private static func attemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let callbacks = LineEditor.state.callbacks, let buffer = dnd_rl_line_buffer() else { return nil }
    let line = String(cString: buffer)
    let typed = text.map { String(cString: $0) } ?? ""
    let bytes = Array(line.utf8)
    let inQuote = start > 0 && Int(start) <= bytes.count && bytes[Int(start) - 1] == UInt8(ascii: "\"")
    let wordStart = String(decoding: bytes.prefix(Int(inQuote ? start - 1 : start)), as: UTF8.self).unicodeScalars.count
    switch callbacks.complete(line, wordStart) {
    case .files:
      dnd_rl_set_completion_over(0)
      return nil
    case .words(let words):
      dnd_rl_set_completion_over(1)
      var candidates = Completer.matches(for: (inQuote ? "\"" : "") + typed, in: words)
      if inQuote { candidates = candidates.map(unquote) }
      LineEditor.state.matches = candidates
      guard !candidates.isEmpty else { return nil }
      // After an opening quote readline closes it when the name is complete; a candidate that
      // brings its own quotes (typed without one) must not get another.
      dnd_rl_suppress_quote(!inQuote && candidates.contains(where: { $0.hasPrefix("\"") }) ? 1 : 0)
      guard let text else { return nil }
      return rl_completion_matches(text) { _, state in
        if state == 0 { LineEditor.state.matchIndex = 0 }
        guard LineEditor.state.matchIndex < LineEditor.state.matches.count else { return nil }
        defer { LineEditor.state.matchIndex += 1 }
        return strdup(LineEditor.state.matches[LineEditor.state.matchIndex])
      }
    }
  }

  private static func unquote(_ word: String) -> String {
    guard word.hasPrefix("\""), word.hasSuffix("\""), word.count >= 2 else { return word }
    var result = ""
    var escaped = false
    for character in word.dropFirst().dropLast() {
      if character == "\\" && !escaped {
        escaped = true
        continue
      }
      escaped = false
      result.append(character)
    }
    return result
  }

  /// Screen-reader completion lists: one match per line, no columns, no pager.
  private static func listMatches(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: Int32) {
    guard let list else { return }
    var choices: [String] = []
    if count > 0 {
      for index in 1...Int(count) {
        if let match = list[index] { choices.append(String(cString: match)) }
      }
    }
    let listing = [dnd_rl_line_buffer().map { String(cString: $0) } ?? ""] + choices
    // Over the line being typed, which is drawn again below the list: a screen reader finds the
    // choices new and the line where it was, and reads the choices alone.
    beginAnnouncement()
    if listing == LineEditor.state.lastListing {
      // Tab again on the same line: one short answer instead of the whole list once more.
      TerminalOutput.append((LineEditor.state.callbacks?.sameChoices(choices.count) ?? "") + "\n")
    } else {
      // Names as they are heard: a quoted name is said without its quotes ("quote"); Tab still
      // writes them on the line.
      for choice in choices { TerminalOutput.append(unquote(choice) + "\n") }
    }
    LineEditor.state.lastListing = listing
    endAnnouncement()
  }

  /// Reads and dispatches lines until a callback says stop or input ends.
  func run() {
    LineEditor.state.stop = false
    rl_callback_handler_install(LineEditor.state.callbacks?.prompt() ?? "dnd> ") { raw in
      let line = raw.map { String(cString: $0) }
      if let raw { free(raw) }
      LineEditor.newLineTyped()
      if LineEditor.state.callbacks?.line(line) == false {
        LineEditor.state.stop = true
      } else {
        if let prompt = LineEditor.state.callbacks?.prompt() { rl_set_prompt(prompt) }
        // Readline draws the (empty) prompt next, which leaves the cursor where it rests.
        if LineEditor.state.restsOnAnswers { LineEditor.rest(lineDone: true) }
      }
    }
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd()]
    // A change seen and not yet looked at: a writer's burst of events is let settle first.
    var changePending = false
    LineEditor.state.callbacks?.afterInput()
    while !LineEditor.state.stop && !Signals.ended {
      TerminalOutput.flush()
      let watched = LineEditor.state.callbacks?.watchedDescriptor()
      descriptors[1] = pollfd(fd: watched ?? -1, events: Int16(POLLIN), revents: 0)
      let timeout: Int32 =
        LineEditor.state.callbacks?.lookDue() == true
        ? 0 : changePending ? 150 : watched == nil && LineEditor.state.callbacks?.watchesFile() == true ? 500 : -1
      let ready = poll(&descriptors, 2, timeout)
      if ready == 0 {
        changePending = false
        LineEditor.state.callbacks?.fileMayHaveChanged()
        continue
      }
      if ready < 0 {
        if errno == EINTR {
          handleSignals()
          if Signals.ended { break }
          continue
        }
        break
      }
      handleSignals()
      if descriptors[1].revents & Int16(POLLIN) != 0, LineEditor.state.callbacks?.drainWatch() == true {
        changePending = true
      }
      let descriptor = descriptors[0]
      if descriptor.revents & Int16(POLLIN) != 0 {
        // A key's bytes (an arrow's three) and a paste come together: all that is waiting is
        // read before the live view is brought up to date, once.
        repeat { rl_callback_read_char() } while !LineEditor.state.stop && Self.waitForByte(milliseconds: 0)
        if !LineEditor.state.stop { LineEditor.state.callbacks?.afterInput() }
        // Everything the key caused, in one write.
        TerminalOutput.flush()
      } else if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        _ = LineEditor.state.callbacks?.line(nil)
        break
      }
    }
    rl_callback_handler_remove()
  }

  private func handleSignals() {
    if Signals.takeResize() {
      rl_resize_terminal()
      LineEditor.state.callbacks?.screenLost()
      LineEditor.state.callbacks?.afterInput()
    }
    if Signals.takeSuspend() {
      // The terminal as it was while dnd is stopped: no scroll region, the shell's own modes.
      LineEditor.state.callbacks?.screenLost()
      TerminalOutput.flush()
      rl_deprep_terminal()
      Signals.stopNow()
      rl_prep_terminal(1)
      Self.redrawLine()
      LineEditor.state.callbacks?.afterInput()
    }
    if Signals.takeInterrupt() {
      LineEditor.state.callbacks?.interrupt()
    }
  }

  /// Draws the prompt and the line again, from the cursor's row: the screen was laid out afresh.
  static func redrawLine() {
    rl_on_new_line()
    _ = rl_forced_update_display()
  }

  /// True when nothing is typed on the line.
  static var lineIsEmpty: Bool { dnd_rl_end() == 0 }

  static func abandonLine() {
    leaveAnswer()
    TerminalOutput.append("^C\n")
    rl_replace_line("", 0)
    dnd_rl_set_point(0)
    rl_on_new_line()
    if let prompt = LineEditor.state.callbacks?.prompt() { rl_set_prompt(prompt) }
    rl_redisplay()
  }

  /// Adds a line to history and appends it to the history file.
  /// Adds a line to history and the history file; false when the file could not be written.
  @discardableResult
  func remember(_ line: String) -> Bool {
    add_history(line)
    guard let historyPath else { return true }
    // append_history needs an existing file; the first line of a new history creates it.
    return append_history(1, historyPath) == 0 || write_history(historyPath) == 0
  }

  /// The history file, when one is kept.
  var historyFile: String? { historyPath }

  /// Saves history, truncated to 1000 entries, and restores the terminal.
  func close() {
    if let historyPath { _ = history_truncate_file(historyPath, 1000) }
    rl_callback_handler_remove()
    TerminalOutput.flush()
    TerminalOutput.gathering = false
    LineEditor.state.callbacks = nil
  }
}
