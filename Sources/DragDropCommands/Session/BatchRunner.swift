import DragDropAnnouncements
import DragDropKit

/// Where output goes: result lines are written into one buffer that standard output drains;
/// errors go unbuffered.
public protocol OutputSink: AnyObject {
  /// The buffer result lines are written into; the writer calls `didWrite()` after each batch.
  var lineBuffer: OutputBuffer { get }
  /// Called after lines were written into `lineBuffer`.
  func didWrite()
  /// Writes one line of errors to standard error.
  func error(_ line: String)
  /// Writes out everything buffered now: a pipe's reader sees each answer as it happens.
  func flush()
  /// Speech was turned on or off, or its rate or language changed: a sink that can speak speaks
  /// each answer, in the voice of the language (nil: the speech program's own).
  func speech(on: Bool, rate: Int, voice: Language?)
  /// The session's output mode shows text this way (nil: JSON); a terminal sink wraps sentences
  /// for the ear at word boundaries.
  func presentation(_ presentation: Presentation?)
  /// Everything written since the last call answers one input (a key, a typed or piped line, a
  /// `-c` string, a batch file): a sink that speaks says it now, whole and in order.
  func answered()
  /// Writes the last `count` answers again, as they were written (and spoken); false when the
  /// sink kept none.
  func repeatAnswers(_ count: Int) -> Bool
}

extension OutputSink {
  /// Nothing to write out by default.
  public func flush() {}
  /// A sink that cannot speak ignores speech.
  public func speech(on: Bool, rate: Int, voice: Language?) {}
  /// Nothing to say by default.
  public func answered() {}
  /// Lines are written as they are by default.
  public func presentation(_ presentation: Presentation?) {}
  /// No answers are kept by default.
  public func repeatAnswers(_ count: Int) -> Bool { false }
}

/// Runs command lines from a batch file, `-c`, piped input or the REPL, printing each command's
/// answer as it goes. Stops at the first error unless `keepGoing`.
public struct BatchRunner {
  /// The session commands run in.
  public var session: CommandSession
  /// What the terminal can show; answers are written for it.
  public var style: TerminalStyle
  /// Where lines go.
  public let sink: OutputSink
  /// Continue after a failed command.
  public var keepGoing = false
  /// Print each command line before its output.
  public var echo = false
  /// Errors say FILE:LINE:COLUMN; false in the interactive session, where an error typed or
  /// keyed at the prompt leads with its message (a file it sources keeps its places).
  public var locatesErrors = true
  /// Checked between lines; true stops the batch as interrupted.
  public var interrupted: () -> Bool = { false }
  /// The speech setting the sink was last told.
  private var toldSpeech: (on: Bool, rate: Int, voice: String)?
  /// The answer being written ends at the cursor (`run(key:spelling:number:endsAtCursor:)`).
  private var answerEndsAtCursor = false
  /// The presentation the sink was last told.
  private var toldPresentation: Presentation??
  /// The interactive session's crash journal; nil in batch runs.
  public var journal: Journal?
  /// The first failure's exit status, or success.
  public private(set) var status = ExitStatus.success
  /// True once `quit` ran.
  public private(set) var didQuit = false
  private var sourceDepth = 0
  /// The arrays every line reuses, so a long batch does not allocate them per line.
  private var reports: [Report] = []
  private var parsed: [ParsedCommand] = []
  private var tokens: [Token] = []

  /// Creates a runner.
  public init(session: CommandSession, narrator: Narrator, sink: OutputSink) {
    self.session = session
    self.style = narrator.style
    self.sink = sink
  }

  /// The words of answers, in the session's language as it is now.
  public var narrator: Narrator { Narrator(style: style, language: session.preferences.language) }

  /// Runs every line a reader gives; returns the exit status so far.
  @discardableResult
  public mutating func run(_ reader: LineReader, file: String) -> ExitStatus {
    // A short script gains nothing from a second thread but the cost of starting it.
    if reader.isRegularFile, reader.byteCount >= 8192, let thread = ParsingThread(reader: reader) {
      defer { thread.finish() }
      return run(thread, file: file)
    }
    var number = 0
    // From a pipe or a terminal each answer goes out before the next line is read, so a
    // program driving dnd as a co-process sees events as they happen. Files keep the buffer.
    let live = !reader.isRegularFile
    while !didQuit, let line = reader.next() {
      number += 1
      if interrupted() {
        status = .interrupted
        return status
      }
      let ok = runLine(line, number: number, file: file)
      if live {
        sink.flush()
        sink.answered()
      }
      if !ok && !keepGoing { break }
    }
    return status
  }

  /// Runs the lines a reading thread parsed, in order.
  private mutating func run(_ thread: ParsingThread, file: String) -> ExitStatus {
    while !didQuit, let chunk = thread.next(interrupted: interrupted) {
      for line in chunk.lines {
        if interrupted() {
          status = .interrupted
          return status
        }
        let ok: Bool
        switch line.parsed {
        case .success(let range):
          ok = run(chunk.commands[range], line: line.text, number: line.number, file: file)
        case .failure(let error):
          report(error, file: file, line: line.text)
          ok = false
        }
        if !ok && !keepGoing || didQuit { return status }
      }
    }
    if interrupted() { status = .interrupted }
    return status
  }

  /// Tells the sink the session's presentation and speech settings when they changed (and at
  /// the start).
  public mutating func syncSink() {
    let presentation = session.mode.format.presentation
    if toldPresentation != .some(presentation) {
      toldPresentation = .some(presentation)
      sink.presentation(presentation)
    }
    syncSpeech()
  }

  /// Tells the sink the session's speech setting when it changed (and at the start).
  private mutating func syncSpeech() {
    // JSON is for programs: it is never spoken.
    let language = session.preferences.language
    let now = (
      on: session.preferences.speak && session.mode != .json, rate: session.preferences.speechRate, voice: language.code
    )
    if let toldSpeech, toldSpeech == now { return }
    if toldSpeech == nil && !now.on { return }
    toldSpeech = now
    sink.speech(on: now.on, rate: now.rate, voice: language.isEnglish ? nil : language)
  }

  /// Runs one line; false when a command failed.
  @discardableResult
  public mutating func runLine(_ line: String, number: Int, file: String) -> Bool {
    do {
      try Parser.parse(line: line, lineNumber: number, into: &parsed, tokens: &tokens)
    } catch {
      report(error, file: file, line: line)
      return false
    }
    return run(parsed[...], line: line, number: number, file: file)
  }

  /// Runs the command a key stands for (`KeyMap`), without parsing: `spelling` is what the
  /// journal and a recording keep. False when it failed.
  /// `endsAtCursor`: the answer is written with the cursor just after it (Left, Right, Home,
  /// End and Escape in screen-reader mode), where a braille display shows it from its first
  /// cell only when it fits the line, so an error leaves its hint out.
  public mutating func run(key command: Command, spelling: String, number: Int, endsAtCursor: Bool = false) -> Bool {
    answerEndsAtCursor = endsAtCursor
    defer { answerEndsAtCursor = false }
    let location = SourceLocation(line: number, column: 1)
    return run(
      [ParsedCommand(command: command, location: location)][...], line: spelling, number: number, file: "<key>")
  }

  /// Runs a line's parsed commands; false when one failed.
  private mutating func run(_ parsed: ArraySlice<ParsedCommand>, line: String, number: Int, file: String) -> Bool {
    if echo, !parsed.isEmpty {
      sink.lineBuffer.appendLine(session.mode.format.echo(line))
      sink.didWrite()
    }
    for command in parsed {
      if case .source(let path) = command.command {
        guard runSource(path, at: command.location, file: file, line: line) else { return false }
        continue
      }
      do {
        reports.removeAllKeepingCapacity()
        try session.execute(command, into: &reports)
        if case .setOption = command.command { syncSink() }
        if case .saveOption = command.command { syncSink() }
        if let journal { keep(command, of: parsed, line: line, in: journal) }
        if let recorder = session.recorder { record(command, of: parsed, line: line, in: recorder) }
        session.write(reports, narrator: narrator, into: sink.lineBuffer)
        sink.didWrite()
        if case .again(let count)? = reports.last, !sink.repeatAnswers(count) {
          say([.nothingToRepeat])
        }
        if reports.contains(where: { if case .quit = $0 { true } else { false } }) {
          didQuit = true
          return true
        }
      } catch {
        report(error, file: file, line: line)
        return false
      }
    }
    return true
  }

  /// Writes reports that answer no command (the open file changed on disk, another dnd has
  /// it open) as answers are written.
  public mutating func say(_ reports: [Report]) {
    guard !reports.isEmpty else { return }
    session.mode.format.write(reports, in: session.narrationState, narrator: narrator, into: sink.lineBuffer)
    sink.didWrite()
  }

  /// Looks at the open file (`CommandSession.checkOpenFile`) and returns what to say of it; a
  /// file opened again starts the journal again from it.
  public mutating func checkOpenFile() -> [Report] {
    let reports = session.checkOpenFile()
    if let journal, let file = session.currentFile,
      reports.contains(where: { if case .disk(.reloaded) = $0 { true } else { false } })
    {
      journal.restart(Command.load(FileIO.absolute(file)).description, scene: file)
    }
    return reports
  }

  private mutating func runSource(_ path: String, at location: SourceLocation, file: String, line: String) -> Bool {
    guard sourceDepth < 16 else {
      report(
        CommandError(.errorSourceDepth, hint: .hintSourcesItself, [.command: "source", .count: "16"], at: location),
        file: file, line: line)
      return false
    }
    let reader: LineReader
    do {
      reader = try LineReader(path: path)
    } catch {
      var error = error
      error.location = location
      report(error, file: file, line: line)
      return false
    }
    sourceDepth += 1
    let before = status
    status = .success
    run(reader, file: path)
    sourceDepth -= 1
    let inner = status
    status = before == .success ? inner : before
    return inner == .success || keepGoing
  }

  private mutating func report(_ error: CommandError, file: String, line: String) {
    if status == .success { status = error.exitStatus }
    var error = session.withSceneExamples(error)
    // An answer that ends at the cursor is short enough for one braille line: the hint, which
    // says what to type, waits for the verbose verbosity or a typed command.
    if answerEndsAtCursor, session.narrationState.verbosity != .verbose {
      error.hint = nil
      error.said?.hint = nil
    }
    var file = file
    if !locatesErrors, sourceDepth == 0, session.mode.format.presentation != nil {
      error.location = nil
      file = ""
    }
    for text in narrator.renderError(error, file: file, sourceLine: line, mode: session.mode) { sink.error(text) }
  }

  /// Writes a command that ran into the journal, before its answer is printed: its own part
  /// of the line. A save, a load, a demo or a new scene starts the journal again from there.
  private func keep(_ command: ParsedCommand, of parsed: ArraySlice<ParsedCommand>, line: String, in journal: Journal) {
    if case .quit = reports.last { return }
    if reports.contains(where: { if case .unsavedChanges = $0 { true } else { false } }) { return }
    let policy = command.command.policy
    guard policy.restartsJournal else {
      if policy.replays { journal.record(text(of: command, in: parsed, line: line)) }
      return
    }
    switch command.command {
    case .demo(let name?): journal.restart(Command.demo(name).description, scene: narrator.demoName(name))
    case .newScene: journal.restart(command.command.description, scene: Report.newSceneSource)
    default:
      // A save or a load: the file now holds the scene.
      if let file = session.currentFile {
        journal.restart(Command.load(FileIO.absolute(file)).description, scene: file)
      }
    }
  }

  /// A command's own part of its line, without the separating `;`.
  private func text(of command: ParsedCommand, in parsed: ArraySlice<ParsedCommand>, line: String) -> String {
    // The line's only command, as a key's spelling is: the line, without what ends it.
    if parsed.count == 1, command.location.column <= 1 {
      var text = Substring(line)
      while let last = text.last, last == " " || last == ";" || last == "\t" { text.removeLast() }
      return String(text)
    }
    let scalars = Array(line.unicodeScalars)
    let start = min(max(0, command.location.column - 1), scalars.count)
    let next = parsed.first { $0.location.column > command.location.column }
    let end = min(next.map { $0.location.column - 1 } ?? scalars.count, scalars.count)
    var text = String(String.UnicodeScalarView(scalars[start..<end]))
    while let last = text.last, last == " " || last == ";" || last == "\t" { text.removeLast() }
    return text
  }

  /// Writes a command that ran into the recording: as typed, or, for a jump to another
  /// container (Page and Tab keys), as `move into NAME at position N`, which replays the same
  /// wherever the focus is. Saves and the recording's own commands are left out.
  private func record(
    _ command: ParsedCommand, of parsed: ArraySlice<ParsedCommand>, line: String, in recorder: Recorder
  ) {
    guard command.command.policy.replays else { return }
    switch command.command {
    case .jump(.next), .jump(.previous):
      guard let context = session.document.drag.context, let target = context.target else { return }
      let container = Reference(text: session.scene.path(of: target), location: command.location)
      recorder.write(Command.moveInto(container, context.position.map(SlotSpec.position)).description)
    default:
      recorder.write(text(of: command, in: parsed, line: line))
    }
  }
}
