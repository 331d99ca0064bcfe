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
  /// The session as a model: keys and lines in, answers out through `streams`.
  private var model: InteractiveSession
  private let streams: StandardStreams
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
    model = InteractiveSession(runner: runner)
    runner = BatchRunner(
      session: CommandSession(scene: Scene(), mode: model.runner.session.mode), narrator: model.runner.narrator,
      sink: model.runner.sink)
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

  /// Runs the session; returns the exit status.
  func run(history: Bool, sceneName: String, start: String) -> ExitStatus {
    // No local copy of the session: for as long as the session runs it would be a second
    // reference to the scene, and the first lift would copy a large outline's storage.
    let screenReader = model.runner.session.mode.format.presentation == .words
    LineEditor.state.brailleOnly =
      screenReader && AssistiveTechnology.detect(environment: Terminal.environment) == .brltty
    let editor = LineEditor(
      historyPath: history ? Self.historyPath() : nil, screenReader: screenReader,
      callbacks: EditorCallbacks(
        line: { [unowned self] in self.handle(line: $0) },
        key: { [unowned self] in self.handle(key: $0) },
        complete: { [unowned self] line, start in
          Completer.complete(line: line, wordStart: start, session: self.model.runner.session)
        },
        interrupt: { [unowned self] in self.interrupt() },
        prompt: { [unowned self] in self.model.prompt },
        sameChoices: { [unowned self] in self.model.sameChoices($0) },
        afterInput: { [unowned self] in self.refreshView() },
        screenLost: { [unowned self] in self.view?.invalidate() },
        redrawsScreen: { [unowned self] in self.view?.rowsBelow != nil },
        watchedDescriptor: { [unowned self] in self.watcher?.descriptor },
        watchesFile: { [unowned self] in self.model.runner.session.currentFile != nil },
        lookDue: { [unowned self] in self.lookDue },
        drainWatch: { [unowned self] in self.watcher?.drain() ?? false },
        fileMayHaveChanged: { [unowned self] in self.lookAtFile() }))
    self.editor = editor
    Signals.installSuspend()
    CrashRestore.install(writing: "\u{1B}[r\u{1B}[0m\u{1B}[?25h\u{1B}[999;1H\r\n")
    if Self.viewAllowed { view = ViewScreen(renderer: LiveView(narrator: model.runner.narrator)) }
    streams.wrapsPictures = true
    streams.answerLog = AnswerLog()
    // The view first, at the top of the screen; the start-up lines below it.
    refreshView()
    // The start-up lines are the first answer, gathered with readline's output like every other.
    let before = TerminalOutput.newlines
    // Under the live view the scene is on screen: the greeting and a summary, not the tree.
    let rows = view?.rowsBelow != nil ? 0 : Terminal.height
    for line in model.runner.narrator.start(scene: sceneName, in: model.runner.session.narrationState, rows: rows) {
      streams.output(line)
    }
    if case .detected(let reader) = model.runner.session.preferences.source(of: .mode) {
      streams.output(model.runner.narrator.detectedNote(reader))
    }
    if let directory = Self.stateDirectory() {
      abandoned = AbandonedJournal.find(in: directory).first
      if let abandoned { streams.output(model.runner.narrator.recoveryOffer(abandoned, spoken: screenReader)) }
      model.runner.journal = Journal(directory: directory, start: start, scene: sceneName)
      if let file = model.runner.session.currentFile {
        for process in Journal.others(opening: file, in: directory) {
          model.runner.say([.disk(.openElsewhere(file: file, process: Int(process)))])
        }
      }
    }
    watcher?.watch(model.runner.session.currentFile)
    Signals.installEnding()
    streams.flush()
    streams.answered()
    LineEditor.startAnswered(rows: TerminalOutput.newlines - before)
    editor.run()
    view?.takeDown()
    editor.close()
    streams.flush()
    // A clean exit retires the journal; SIGTERM or SIGHUP leave it to recover from.
    if !Signals.ended { model.runner.journal?.retire() }
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
    let state = model.runner.session.narrationState
    let outcome = view.update(state, wanted: model.wantsView, lineIsEmpty: LineEditor.lineIsEmpty)
    if outcome.redrawLine {
      LineEditor.redrawLine()
      // Now the cursor can go to the focused item.
      _ = view.update(state, wanted: model.wantsView, lineIsEmpty: LineEditor.lineIsEmpty)
    }
    if let line = outcome.say { announce(line) }
  }

  /// Looks at the open file and says what changed on disk, between answers and never while an
  /// item is lifted (`CommandSession.checkOpenFile`); the live view shows the new version.
  private func lookAtFile() {
    lookDue = false
    watcher?.watch(model.runner.session.currentFile)
    let reports = model.runner.checkOpenFile()
    guard !reports.isEmpty else { return }
    LineEditor.beginAnnouncement()
    model.runner.say(reports)
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
      streams.output(model.runner.narrator.discardedJournal())
      return true
    }
    // Replayed quietly, without the guards for unsaved work; each line goes into this
    // session's journal too, so a second crash still recovers it.
    model.runner.session.interactive = false
    defer { model.runner.session.interactive = true }
    // The scene it began from must come back first; without it the rest would land elsewhere.
    do {
      _ = try model.runner.session.run(line: journal.lines.first ?? "")
    } catch {
      streams.error(model.runner.narrator.recoveryFailed(journal, reason: error.fullMessage))
      return true
    }
    var failed = 0
    for (index, line) in journal.lines.enumerated() {
      if index > 0, (try? model.runner.session.run(line: line)) == nil { failed += 1 }
      if index == 0 {
        model.runner.journal?.restart(line, scene: journal.scene)
      } else {
        model.runner.journal?.record(line)
      }
    }
    abandoned = nil
    model.runner.session.markUnsaved()
    journal.discard()
    streams.output(model.runner.narrator.recovered(journal, failed: failed))
    return true
  }

  /// A typed or pasted line; a multi-line paste runs line by line.
  private func handle(line: String?) -> Bool {
    guard let line else { return endOfInput() }
    for part in line.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let text = String(part)
      if !text.trimmingBlanks.isEmpty, editor?.remember(text) == false, !warnedAboutHistory {
        // Said once: history is still kept for this session, only not on disk.
        warnedAboutHistory = true
        streams.error(model.runner.narrator.historyWarning(path: editor?.historyFile ?? ""))
      }
      if answerRecovery(text) {
        streams.flush()
        continue
      }
      let goesOn = model.handle(line: text, width: Terminal.width)
      streams.flush()
      if !goesOn { break }
    }
    // One typed or pasted line is one input: its answers are spoken whole, in order.
    streams.answered()
    lookDue = true
    return !model.runner.didQuit
  }

  /// Control-D: leave, but first warn once about unsaved changes.
  private func endOfInput() -> Bool {
    // Readline has gone to a new line for the end of input; when the session stays, it must
    // forget that.
    if model.endOfInput() {
      LineEditor.resumeAfterEndOfInput()
      streams.flush()
      streams.answered()
      return true
    }
    streams.output("")
    streams.flush()
    return false
  }

  /// A key the line editor passes on: what the session does with it, answered as one input.
  private func handle(key: SessionKey) -> Bool {
    guard model.takes(key, lineIsEmpty: LineEditor.lineIsEmpty) else { return false }
    LineEditor.beginAnnouncement()
    _ = model.handle(
      key, lineIsEmpty: LineEditor.lineIsEmpty,
      endsAtCursor: LineEditor.state.restsOnAnswers && LineEditor.state.nextRest == .end, width: Terminal.width)
    streams.flush()
    streams.answered()
    LineEditor.endAnnouncement()
    lookDue = true
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

  /// Control-C: cancel a lift, else clear the line. Never exits.
  private func interrupt() {
    guard model.interruptAnswers(lineIsEmpty: LineEditor.lineIsEmpty) else { return LineEditor.abandonLine() }
    LineEditor.beginAnnouncement()
    _ = model.interrupt(lineIsEmpty: LineEditor.lineIsEmpty, width: Terminal.width)
    streams.flush()
    streams.answered()
    LineEditor.endAnnouncement()
    lookDue = true
  }
}
