import DragDropAnnouncements
import DragDropCommands
import DragDropKit
import DragDropTranslations

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `dnd` was asked to do, and doing it: the session set-up shared by the argument
/// parser's path and the plain `dnd FILE...` fast path.
enum Launch {
  struct Options {
    var files: [String] = []
    var commands: String?
    var scene: String?
    var demo: String?
    /// The mode a flag chose, and which flag; nil leaves it to the settings file and
    /// DND_SCREEN_READER.
    var mode: OutputMode?
    var modeFlag = "--mode"
    var noColor = false
    var noHistory = false
    var keepGoing = false
    var echo = false
    var record: String?
    var speak = false
    /// The language `--language` chose.
    var language: Language?
    /// `--view` or `--no-view`: the live view on or off.
    var view: Bool?
  }

  /// The settings in effect: built in, then ACCESSIBLE, then the settings file, then
  /// DND_SCREEN_READER, then the flags; with the file's path and its warnings.
  static func settings(_ options: Options, interactive: Bool = false) -> (Preferences, String?, [SettingsFile.Warning])
  {
    var preferences = Preferences()
    let path = SettingsFile.path(environment: Terminal.environment)
    let warnings = path.map { SettingsFile.apply($0, to: &preferences) } ?? []
    if let value = Terminal.environment("DND_SCREEN_READER"), !value.isEmpty {
      if Terminal.screenReaderRequested {
        preferences.mode = .screenReader
        preferences.note(.mode, from: .environment("DND_SCREEN_READER"))
      } else if preferences.mode == .screenReader {
        // DND_SCREEN_READER=off turns off a screen-reader mode the file chose, for this run.
        preferences.mode = .visual
        preferences.note(.mode, from: .environment("DND_SCREEN_READER"))
      }
    } else if let value = Terminal.environment("ACCESSIBLE"), !value.isEmpty,
      preferences.source(of: .mode) == .builtIn
    {
      // ACCESSIBLE is set for every program; dnd's own file and variable say more, so they win.
      // ACCESSIBLE=0 asks for no screen-reader mode, whatever is running.
      if Terminal.accessibleRequested { preferences.mode = .screenReader }
      preferences.note(.mode, from: .environment("ACCESSIBLE"))
    }
    if let mode = options.mode {
      preferences.mode = mode
      preferences.note(.mode, from: .flag(options.modeFlag))
    } else if interactive, preferences.source(of: .mode) == .builtIn,
      let reader = AssistiveTechnology.detect(environment: Terminal.environment)
    {
      // Last, as the person's word wins: a flag, the settings file, then the environment.
      preferences.mode = .screenReader
      preferences.note(.mode, from: .detected(reader.name))
    }
    if options.noColor {
      preferences.color = false
      preferences.note(.color, from: .flag("--no-color"))
    }
    if options.noHistory {
      preferences.history = false
      preferences.note(.history, from: .flag("--no-history"))
    }
    if let view = options.view {
      preferences.view = view
      preferences.note(.view, from: .flag(view ? "--view" : "--no-view"))
    }
    if options.speak {
      preferences.speak = true
      preferences.note(.speak, from: .flag("--speak"))
    }
    if let language = options.language {
      preferences.language = language
      preferences.note(.language, from: .flag("--language"))
    } else if preferences.source(of: .language) == .builtIn {
      // The locale, as gettext reads it: the first of these that is set decides; a language
      // dnd does not have means English, silently.
      for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        guard let value = Terminal.environment(name), !value.isEmpty else { continue }
        let language = name == "LANGUAGE" ? Language.firstAvailable(in: value) : Language.named(value)
        if let language, !language.isEnglish {
          preferences.language = language
          preferences.note(.language, from: .environment(name))
        }
        break
      }
    }
    return (preferences, path, warnings)
  }

  /// Runs and returns the exit status.
  static func run(_ given: Options) -> ExitStatus {
    // First, so that Control-C also stops reading a long scene file.
    Signals.install()
    var options = given
    // `dnd notes.md`: a document, board or scene file first is opened, as in any editor; the
    // interactive session on a terminal, else the commands that follow or come in.
    if options.scene == nil, options.demo == nil, let first = options.files.first,
      CommandSession.kind(of: first) != .batch
    {
      options.scene = first
      options.files.removeFirst()
    }
    let streams = StandardStreams()
    defer {
      streams.flush()
      // A `-c` string or a batch file is one input: its answers are spoken whole, in order.
      streams.answered()
    }
    // Only the interactive session looks for a screen reader: -c, batch files and pipes keep
    // their output mode.
    let interactive =
      options.files.isEmpty && options.commands == nil && Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal
    let (preferences, settingsPath, warnings) = settings(options, interactive: interactive)
    let mode = preferences.mode
    let narrator = Narrator(
      style: Terminal.style(noColor: !preferences.color || mode.format.presentation != .pictures),
      language: preferences.language)
    // A broken settings file is one warning, never fatal: dnd goes on with its defaults.
    for warning in warnings { streams.error(narrator.renderWarning(warning, mode: mode)) }
    var session = CommandSession(scene: Scene(), mode: mode)
    if let path = options.scene {
      // A file of 4 MB or more takes a moment to read: say so once, on a terminal.
      if Terminal.stdoutIsTerminal, let size = FileIO.size(path), size >= 4 << 20 {
        streams.output(narrator.reading(file: path, bytes: size))
        streams.flush()
      }
      do {
        session = try CommandSession.opening(path, mode: mode)
        // A file that breaks its own drop rules still loads, with one warning a rule.
        mode.format.write(
          session.openingNews + session.warnings(), in: session.narrationState, narrator: narrator,
          into: streams.lineBuffer)
      } catch {
        for line in narrator.renderError(error, file: "dnd", sourceLine: nil, mode: mode) { streams.error(line) }
        return error.exitStatus
      }
    } else {
      // A demo, named or the default, is known as one: a recording can start from `demo NAME`.
      session.applyDemo(options.demo.flatMap(DemoScenes.named) ?? DemoScenes.defaultDemo)
    }
    session.apply(preferences)
    session.settingsPath = settingsPath
    // Moved into the runner, not copied: a second reference to the scene would make the first
    // drag copy its storage (88 MB for a million-item outline).
    var runner = BatchRunner(session: CommandSession(scene: Scene(), mode: mode), narrator: narrator, sink: streams)
    swap(&runner.session, &session)
    streams.noSpeechWarning = { narrator.noSpeechWarning(mode: mode) }
    runner.syncSink()
    var status = ExitStatus.success
    if let path = options.record {
      // A path that cannot be written is an error with its reason, and the session goes on.
      do {
        mode.format.write(
          [try runner.session.startRecording(to: path)], in: runner.session.narrationState, narrator: runner.narrator,
          into: streams.lineBuffer)
      } catch {
        var error = error
        error.location = nil
        for line in narrator.renderError(error, file: "dnd", sourceLine: nil, mode: mode) { streams.error(line) }
        status = error.exitStatus
      }
    }
    runner.keepGoing = options.keepGoing
    runner.echo = options.echo
    runner.interrupted = { Signals.interrupted }
    if let commands = options.commands {
      for (index, line) in commands.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard !runner.didQuit else { break }
        if !runner.runLine(String(line), number: index + 1, file: "<command-line>") && !options.keepGoing { break }
      }
    } else if !options.files.isEmpty {
      for file in options.files where !runner.didQuit {
        let reader: LineReader
        do {
          try CommandSession.refuseDataFile(file)
          reader = try LineReader(path: file)
        } catch {
          for line in narrator.renderError(error, file: "dnd", sourceLine: nil, mode: mode) { streams.error(line) }
          return error.exitStatus
        }
        if runner.run(reader, file: file) != .success && !options.keepGoing { break }
      }
    } else if !Terminal.stdinIsTerminal {
      runner.run(LineReader(), file: "<stdin>")
    } else {
      // A file by its own name: a path's folders would be read out, slash after slash.
      let name =
        options.scene.map { String($0.split(separator: "/").last ?? Substring($0)) }
        ?? runner.narrator.demoName(options.demo ?? DemoScenes.defaultDemo.name)
      // The journal's first line loads the scene the session began with.
      let start =
        options.scene.map { "load \(Recorder.quoted(FileIO.absolute($0)))" }
        ?? "demo \(options.demo ?? DemoScenes.defaultDemo.name)"
      // Moved into the REPL, not copied: this frame's reference to the scene would make the first
      // lift copy a large outline's storage.
      return REPL(taking: &runner, streams: streams).run(history: preferences.history, sceneName: name, start: start)
    }
    let final = Signals.interrupted ? .interrupted : runner.status == .success ? status : runner.status
    // The process ends here, with the session still whole: taking apart a million-node scene
    // and its document, object by object, cost a tenth of a large outline's run.
    streams.flush()
    streams.answered()
    exit(final.rawValue)
  }
}
