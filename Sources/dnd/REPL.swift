import DragDropAnnouncements
import DragDropCommands
import DragDropFormats
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The interactive session: readline editing, Space, arrows and Escape as drag keys, Tab
/// completion, and history. Every key runs through the same command path as typed commands.
final class REPL {
  private var runner: BatchRunner
  private let streams: StandardStreams
  private var lineNumber = 0
  private var warnedAboutUnsaved = false
  private var warnedAboutHistory = false
  private var editor: LineEditor?
  /// A journal a killed session left, offered for recovery until recovered or discarded.
  private var abandoned: AbandonedJournal?
  /// The live view, where the terminal can show it (`ViewScreen`).
  private var view: ViewScreen?
  /// Wakes the session when the open file changes on disk; nil where inotify is missing.
  private let watcher = InotifyWatcher()
  /// After an answer the open file is looked at once more, from the poll loop: a change that
  /// waited for a drop is said then, and a file opened or saved under another name is watched.
  private var lookDue = false

  /// Takes the runner over: the caller's is left with an empty scene, so that the session's
  /// scene has one reference and its first change copies nothing (a large outline's storage).
  init(taking runner: inout BatchRunner, streams: StandardStreams) {
    self.runner = runner
    runner = BatchRunner(
      session: CommandSession(scene: Scene(), mode: runner.session.mode), narrator: runner.narrator,
      sink: runner.sink)
    self.runner.session.interactive = true
    self.runner.locatesErrors = false
    self.streams = streams
  }

  /// dnd's state folder: $XDG_STATE_HOME/dnd, else ~/.local/state/dnd; nil without either.
  static func stateDirectory() -> String? {
    if let state = Terminal.environment("XDG_STATE_HOME"), !state.isEmpty { return state + "/dnd" }
    if let home = Terminal.environment("HOME"), !home.isEmpty { return home + "/.local/state/dnd" }
    return nil
  }

  /// The history file: $XDG_STATE_HOME/dnd/history, else ~/.local/state/dnd/history.
  static func historyPath() -> String? {
    guard let directory = stateDirectory() else { return nil }
    let path = directory + "/history"
    // Without the folder there is no history; the session goes on.
    try? FileIO.makeDirectories(for: path)
    return path
  }

  var prompt: String {
    let presentation = runner.session.mode.format.presentation
    if presentation == .pictures, let lifted = runner.session.document.lifted, let node = runner.session.scene[lifted] {
      return "dnd [\(Sanitizer.clean(node.name))]> "
    }
    // Screen-reader mode has no prompt: the cursor rests on the answer (see LineEditor.rest).
    if presentation == .words { return "" }
    return "dnd> "
  }

  /// Runs the session; returns the exit status.
  func run(history: Bool, sceneName: String, start: String) -> ExitStatus {
    // No local copy of the session: for as long as the session runs it would be a second
    // reference to the scene, and the first lift would copy a large outline's storage.
    let screenReader = runner.session.mode.format.presentation == .words
    LineEditor.brailleOnly = screenReader && AssistiveTechnology.detect(environment: Terminal.environment) == .brltty
    let editor = LineEditor(
      historyPath: history ? Self.historyPath() : nil, screenReader: screenReader,
      callbacks: EditorCallbacks(
        line: { [unowned self] in self.handle(line: $0) },
        key: { [unowned self] in self.handle(key: $0) },
        complete: { [unowned self] line, start in
          Completer.complete(line: line, wordStart: start, session: self.runner.session)
        },
        interrupt: { [unowned self] in self.interrupt() },
        prompt: { [unowned self] in self.prompt },
        afterInput: { [unowned self] in self.refreshView() },
        screenLost: { [unowned self] in self.view?.invalidate() },
        redrawsScreen: { [unowned self] in self.view?.rowsBelow != nil },
        watchedDescriptor: { [unowned self] in self.watcher?.descriptor },
        watchesFile: { [unowned self] in self.runner.session.currentFile != nil },
        lookDue: { [unowned self] in self.lookDue },
        drainWatch: { [unowned self] in self.watcher?.drain() ?? false },
        fileMayHaveChanged: { [unowned self] in self.lookAtFile() }))
    self.editor = editor
    Signals.installSuspend()
    CrashRestore.install(writing: "\u{1B}[r\u{1B}[0m\u{1B}[?25h\u{1B}[999;1H\r\n")
    if Self.viewAllowed { view = ViewScreen(renderer: LiveView(narrator: runner.narrator)) }
    streams.wrapsPictures = true
    streams.answerLog = AnswerLog()
    // The view first, at the top of the screen; the start-up lines below it.
    refreshView()
    // The start-up lines are the first answer, gathered with readline's output like every other.
    let before = TerminalOutput.newlines
    // Under the live view the scene is on screen: the greeting and a summary, not the tree.
    let rows = view?.rowsBelow != nil ? 0 : Terminal.height
    for line in runner.narrator.start(scene: sceneName, in: runner.session.narrationState, rows: rows) {
      streams.output(line)
    }
    if case .detected(let reader) = runner.session.preferences.source(of: .mode) {
      streams.output(runner.narrator.detectedNote(reader))
    }
    if let directory = Self.stateDirectory() {
      abandoned = AbandonedJournal.find(in: directory).first
      if let abandoned { streams.output(runner.narrator.recoveryOffer(abandoned, spoken: screenReader)) }
      runner.journal = Journal(directory: directory, start: start, scene: sceneName)
      if let file = runner.session.currentFile {
        for process in Journal.others(opening: file, in: directory) {
          runner.say([.disk(.openElsewhere(file: file, process: Int(process)))])
        }
      }
    }
    watcher?.watch(runner.session.currentFile)
    Signals.installEnding()
    streams.flush()
    streams.answered()
    LineEditor.startAnswered(rows: TerminalOutput.newlines - before)
    editor.run()
    view?.takeDown()
    editor.close()
    streams.flush()
    // A clean exit retires the journal; SIGTERM or SIGHUP leave it to recover from.
    if !Signals.ended { runner.journal?.retire() }
    return .success
  }

  /// The live view may be drawn: output to a terminal that can move its cursor, and no
  /// ACCESSIBLE (whose users' tools read the screen as text). The mode and the view setting
  /// decide the rest, at each key.
  static var viewAllowed: Bool {
    let term = Terminal.environment("TERM") ?? ""
    return Terminal.stdoutIsTerminal && !term.isEmpty && term != "dumb" && !Terminal.accessibleRequested
  }

  /// Brings the live view up to date after a key, a line, a resize or Control-Z.
  private func refreshView() {
    guard let view else { return }
    let session = runner.session
    let wanted = session.mode.format.presentation == .pictures && session.preferences.view
    let outcome = view.update(session.narrationState, wanted: wanted, lineIsEmpty: LineEditor.lineIsEmpty)
    if outcome.redrawLine {
      LineEditor.redrawLine()
      // Now the cursor can go to the focused item.
      _ = view.update(session.narrationState, wanted: wanted, lineIsEmpty: LineEditor.lineIsEmpty)
    }
    if let line = outcome.say { announce(line) }
  }

  /// Looks at the open file and says what changed on disk, between answers and never while an
  /// item is lifted (`CommandSession.checkOpenFile`); the live view shows the new version.
  private func lookAtFile() {
    lookDue = false
    watcher?.watch(runner.session.currentFile)
    let reports = runner.checkOpenFile()
    guard !reports.isEmpty else { return }
    LineEditor.beginAnnouncement()
    runner.say(reports)
    streams.flush()
    streams.answered()
    LineEditor.endAnnouncement()
    refreshView()
  }

  /// `recover` or `discard`, while a journal is on offer; false for any other line.
  private func answerRecovery(_ text: String) -> Bool {
    guard let journal = abandoned else { return false }
    let word = text.trimmingBlanks
    guard word == "recover" || word == "discard" else { return false }
    if word == "discard" {
      abandoned = nil
      journal.discard()
      streams.output(runner.narrator.discardedJournal())
      return true
    }
    // Replayed quietly, without the guards for unsaved work; each line goes into this
    // session's journal too, so a second crash still recovers it.
    runner.session.interactive = false
    defer { runner.session.interactive = true }
    // The scene it began from must come back first; without it the rest would land elsewhere.
    do {
      _ = try runner.session.run(line: journal.lines.first ?? "")
    } catch {
      streams.error(runner.narrator.recoveryFailed(journal, reason: error.fullMessage))
      return true
    }
    var failed = 0
    for (index, line) in journal.lines.enumerated() {
      if index > 0, (try? runner.session.run(line: line)) == nil { failed += 1 }
      if index == 0 {
        runner.journal?.restart(line, scene: journal.scene)
      } else {
        runner.journal?.record(line)
      }
    }
    abandoned = nil
    runner.session.markUnsaved()
    journal.discard()
    streams.output(runner.narrator.recovered(journal, failed: failed))
    return true
  }

  /// A typed or pasted line; a multi-line paste runs line by line.
  private func handle(line: String?) -> Bool {
    guard let line else { return endOfInput() }
    warnedAboutUnsaved = false
    for part in line.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let text = String(part)
      if !text.trimmingBlanks.isEmpty, editor?.remember(text) == false, !warnedAboutHistory {
        // Said once: history is still kept for this session, only not on disk.
        warnedAboutHistory = true
        streams.error(runner.narrator.historyWarning(path: editor?.historyFile ?? ""))
      }
      lineNumber += 1
      // The terminal may have been resized since: `map` draws at today's width.
      runner.style.width = Terminal.width
      if answerRecovery(text) {
        streams.flush()
        continue
      }
      runner.runLine(text, number: lineNumber, file: "<input>")
      streams.flush()
      if runner.didQuit { break }
    }
    // One typed or pasted line is one input: its answers are spoken whole, in order.
    streams.answered()
    lookDue = true
    return !runner.didQuit
  }

  /// Control-D: leave, but first warn once about unsaved changes.
  private func endOfInput() -> Bool {
    if runner.session.hasUnsavedChanges && !warnedAboutUnsaved {
      warnedAboutUnsaved = true
      // Readline has gone to a new line for the end of input; the session goes on.
      LineEditor.resumeAfterEndOfInput()
      streams.output(runner.narrator.unsavedWarning(file: runner.session.currentFile))
      streams.flush()
      streams.answered()
      return true
    }
    streams.output("")
    streams.flush()
    return false
  }

  /// A key the line editor passes on: what `KeyMap` says it does.
  private func handle(key: SessionKey) -> Bool {
    let state = KeyMap.State(
      lifted: runner.session.document.lifted != nil, isDocument: runner.session.isDocument,
      lineIsEmpty: LineEditor.lineIsEmpty, arrows: runner.session.preferences.arrows)
    switch KeyMap.action(for: key, in: state) {
    case .lineEditing: return false
    case .arrowsHint: announce(runner.narrator.arrowsHint())
    case .command(let command, let spelling): perform(command, spelling: spelling)
    }
    return true
  }

  /// A line from the narrator that is not the answer to a command.
  private func announce(_ line: String) {
    LineEditor.beginAnnouncement()
    streams.output(line)
    streams.flush()
    streams.answered()
    LineEditor.endAnnouncement()
  }

  private func perform(_ command: Command, spelling: String) {
    runner.style.width = Terminal.width
    LineEditor.beginAnnouncement()
    lineNumber += 1
    _ = runner.run(
      key: command, spelling: spelling, number: lineNumber,
      endsAtCursor: LineEditor.restsOnAnswers && LineEditor.nextRest == .end)
    streams.flush()
    streams.answered()
    LineEditor.endAnnouncement()
    lookDue = true
  }

  /// Control-C: cancel a lift, else clear the line. Never exits.
  private func interrupt() {
    if runner.session.document.lifted != nil || LineEditor.lineIsEmpty {
      // On an empty line it answers, as every key does: "Nothing is lifted, nothing to cancel."
      perform(.cancel, spelling: "cancel")
    } else {
      LineEditor.abandonLine()
    }
  }
}
