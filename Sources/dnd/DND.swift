import ArgumentParser
import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputMode: ExpressibleByArgument {}

/// The `dnd` command line: a REPL on a terminal, a batch runner otherwise.
@main
struct DND: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dnd",
    abstract: NarrationTemplates.english(.cliAbstract),
    discussion: """
      With no FILE and a terminal on standard input, dnd starts an interactive session on the \
      kanban demo. `dnd notes.md` opens a Markdown document or board (and `dnd scene.json` a \
      scene) in the interactive session, or runs the commands of -c or standard input on it. \
      `dnd FILE...` and `dnd run FILE...` run batch files; standard input that is not a terminal \
      is read as a batch. dnd tells them apart by what they hold: a file that starts with { is a \
      scene; a .md or .markdown file is a document, unless its first line that is not a # line is \
      a dnd command; anything else is a batch file. Exit status: 0 success, 1 a command or expect \
      failed, 2 usage error, 3 a file could not be read or written, 130 interrupted. `dnd lsp` \
      starts the language server an editor runs, on standard input and output (Docs/editors.md).
      """,
    version: "dnd \(Version.current)")

  @Argument(
    help: ArgumentHelp(CommandLineOptions.files.english),
    completion: .file(extensions: ["dnd", "md", "markdown", "json"]))
  var files: [String] = []

  @Option(
    name: .customShort("c"),
    help: ArgumentHelp(CommandLineOptions.commands.english, valueName: "commands"))
  var commands: String?

  @Option(
    help: ArgumentHelp(CommandLineOptions.scene.english, valueName: "file"),
    completion: .file(extensions: ["json", "md", "markdown"]))
  var scene: String?

  @Option(
    help: ArgumentHelp(CommandLineOptions.demo.english, valueName: "name"),
    completion: .list(DemoScenes.all.map(\.name)))
  var demo: String?

  @Option(help: ArgumentHelp(CommandLineOptions.mode.english))
  var mode: OutputMode?

  @Flag(help: ArgumentHelp(CommandLineOptions.screenReader.english))
  var screenReader = false

  @Flag(help: ArgumentHelp(CommandLineOptions.json.english))
  var json = false

  @Flag(help: ArgumentHelp(CommandLineOptions.noColor.english))
  var noColor = false

  @Flag(help: ArgumentHelp(CommandLineOptions.noHistory.english))
  var noHistory = false

  @Flag(help: ArgumentHelp(CommandLineOptions.keepGoing.english))
  var keepGoing = false

  @Flag(help: ArgumentHelp(CommandLineOptions.echo.english))
  var echo = false

  @Flag(help: ArgumentHelp(CommandLineOptions.speak.english))
  var speak = false

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(CommandLineOptions.view.english))
  var view: Bool?

  @Option(
    help: ArgumentHelp(CommandLineOptions.language.english, valueName: "code"),
    completion: .list(Language.all.map(\.code)))
  var language: String?

  @Option(
    help: ArgumentHelp(CommandLineOptions.record.english, valueName: "file"),
    completion: .file(extensions: ["dnd"]))
  var record: String?

  mutating func validate() throws {
    if [mode != nil, screenReader, json].filter({ $0 }).count > 1 {
      throw ValidationError("choose one of --mode, --screen-reader and --json")
    }
    if files.first == "run" { files.removeFirst() }
    // `dnd help` (which shells offer) shows the help, as `dnd --help` does.
    if files == ["help"] { throw CleanExit.helpRequest(self) }
    // `dnd notes.md -c tree`: the one file a document, board or scene to open.
    let opensFile = files.count == 1 && scene == nil && CommandSession.kind(of: files[0]) != .batch
    if commands != nil, !files.isEmpty, !opensFile {
      throw ValidationError("give either -c or batch files, not both; a file to open with -c goes first, alone")
    }
    if scene != nil, demo != nil { throw ValidationError("give either --scene or --demo, not both") }
    if let language, Language.named(language) == nil {
      throw ValidationError(Language.unknown(language))
    }
    if let demo, DemoScenes.named(demo) == nil {
      throw ValidationError(
        "no demo named '\(demo)'; choose one of \(DemoScenes.all.map(\.name).joined(separator: ", "))")
    }
  }

  /// The mode a flag chose, if any; the settings file and DND_SCREEN_READER decide otherwise.
  var outputMode: OutputMode? {
    if let mode { return mode }
    if json { return .json }
    if screenReader { return .screenReader }
    return nil
  }

  func run() throws {
    let options = Launch.Options(
      files: files, commands: commands, scene: scene, demo: demo, mode: outputMode,
      modeFlag: mode != nil ? "--mode" : json ? "--json" : "--screen-reader",
      noColor: noColor, noHistory: noHistory, keepGoing: keepGoing, echo: echo, record: record, speak: speak,
      language: language.flatMap(Language.named), view: view)
    let status = Launch.run(options)
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Parses the arguments and runs; usage errors exit with status 2 (`Docs/scripting.md`, "Exit status").
  static func main() {
    // --help in the person's language, where it is not English.
    if CommandLineHelp.writeTranslated(Array(CommandLine.arguments.dropFirst())) { terminate(0) }
    // `dnd lsp`: the language server an editor starts.
    if LanguageServerMain.isRequested(Array(CommandLine.arguments.dropFirst())) { terminate(LanguageServerMain.run()) }
    // Batch command lines skip the argument parser's reflection, most of the start-up cost.
    if let options = FastArguments.parse(Array(CommandLine.arguments.dropFirst())) {
      terminate(Launch.run(options).rawValue)
    }
    do {
      var command = try parseAsRoot()
      if let dnd = command as? DND {
        try dnd.run()
      } else {
        // `dnd help`: the argument parser's own help command.
        try command.run()
      }
    } catch let exitCode as ExitCode {
      terminate(exitCode.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        terminate(ExitStatus.success.rawValue)
      }
      // Usage errors exit with 2, as `Docs/scripting.md` says (the parser's default is 64).
      FileHandleError.write(fullMessage(for: error))
      terminate(ExitStatus.usage.rawValue)
    }
  }
}

/// Writes a usage error to standard error.
enum FileHandleError {
  static func write(_ text: String) {
    let bytes = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
    _ = bytes.withUnsafeBytes { writeStandardError($0) }
  }
}

/// Ends the process; outside `DND`, whose `exit(withError:)` would otherwise shadow the system's.
private func terminate(_ status: Int32) -> Never {
  exit(status)
}

/// One write(2) to standard error.
private func writeStandardError(_ bytes: UnsafeRawBufferPointer) -> Int {
  write(STDERR_FILENO, bytes.baseAddress, bytes.count)
}
