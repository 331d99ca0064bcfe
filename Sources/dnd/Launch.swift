import DragDropCommands

/// What `dnd` was asked to do, and doing it: the session set-up shared by the argument
/// parser's path and the plain `dnd FILE...` fast path.
enum Launch {
  struct Options {
    var files: [String] = []
    var commands: String?
    var scene: String?
    var demo: String?
    var mode: OutputMode = .visual
    var noColor = false
    var noHistory = false
    var keepGoing = false
    var echo = false
  }

  /// Runs and returns the exit status.
  static func run(_ options: Options) -> ExitStatus {
    let streams = StandardStreams()
    defer { streams.flush() }
    let mode = options.mode
    let narrator = Narrator(style: Terminal.style(noColor: options.noColor || mode.format.presentation != .pictures))
    var session = CommandSession(scene: DemoScenes.defaultDemo.makeScene(), mode: mode)
    if let path = options.scene {
      do {
        session = CommandSession(scene: try SceneFile.read(path), mode: mode, file: path)
        // A file that breaks its own drop rules still loads, with one warning a rule.
        narrator.render(session.warnings(), in: session, into: streams.lineBuffer)
      } catch {
        for line in narrator.renderError(error, file: "dnd", sourceLine: nil, mode: mode) { streams.error(line) }
        return error.exitStatus
      }
    } else if let name = options.demo, let found = DemoScenes.named(name) {
      session.applyDemo(found)
    }
    var runner = BatchRunner(session: session, narrator: narrator, sink: streams)
    runner.keepGoing = options.keepGoing
    runner.echo = options.echo
    runner.interrupted = { Signals.interrupted }
    Signals.install()
    if let commands = options.commands {
      for (index, line) in commands.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard !runner.didQuit else { break }
        if !runner.runLine(String(line), number: index + 1, file: "<command-line>") && !options.keepGoing { break }
      }
    } else if !options.files.isEmpty {
      for file in options.files where !runner.didQuit {
        let reader: LineReader
        do {
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
      let name = options.scene ?? "the \(options.demo ?? DemoScenes.defaultDemo.name) demo"
      return REPL(runner: runner, streams: streams).run(history: !options.noHistory, sceneName: name)
    }
    streams.flush()
    if Signals.interrupted { return .interrupted }
    return runner.status
  }
}
