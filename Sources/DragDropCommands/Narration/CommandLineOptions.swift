import DragDropAnnouncements

/// What each of `dnd`'s arguments and options does: one table for the argument parser's English
/// help, for `--help` in the person's language (`Narrator.commandLineHelp`) and for the
/// translated manual pages (`ManualPage`).
public enum CommandLineOptions {
  /// An argument or option, as typed, with what it does.
  public typealias Entry = Narrator.CommandLineEntry

  /// The files to open or run.
  public static let files = Entry("<files> ...", .cliFiles)
  /// `lsp`: the language server an editor starts (`Docs/editors.md`).
  public static let lsp = Entry("lsp", .cliLsp)
  /// What goes where the files go: the files, or `lsp`.
  public static let arguments = [files, lsp]
  /// `-c`: commands to run.
  public static let commands = Entry("-c <commands>", .cliCommands)
  /// `--scene`: a file to open first.
  public static let scene = Entry("--scene <file>", .cliScene)
  /// `--demo`: a bundled demo to start on.
  public static let demo = Entry("--demo <name>", .cliDemo)
  /// `--mode`: the output mode.
  public static let mode = Entry("--mode <mode>", .cliMode, command: "visual, screen-reader, json")
  /// `--screen-reader`.
  public static let screenReader = Entry("--screen-reader", .cliShorthand, command: "--mode screen-reader")
  /// `--json`.
  public static let json = Entry("--json", .cliShorthand, command: "--mode json")
  /// `--no-color`.
  public static let noColor = Entry("--no-color", .cliNoColor)
  /// `--no-history`.
  public static let noHistory = Entry("--no-history", .cliNoHistory)
  /// `--keep-going`.
  public static let keepGoing = Entry("--keep-going", .cliKeepGoing)
  /// `--echo`.
  public static let echo = Entry("--echo", .cliEcho)
  /// `--speak`.
  public static let speak = Entry("--speak", .cliSpeak, command: "speech-dispatcher or espeak-ng")
  /// `--view` and `--no-view`.
  public static let view = Entry("--view/--no-view", .cliView)
  /// `--language`.
  public static let language = Entry("--language <code>", .cliLanguage, command: "en, de, fr, pt_BR")
  /// `--record`.
  public static let record = Entry("--record <file>", .cliRecord)
  /// `--version`.
  public static let version = Entry("--version", .cliVersion)
  /// `-h` and `--help`.
  public static let help = Entry("-h, --help", .cliHelp)

  /// The options, in the order the help lists them.
  public static let options = [
    commands, scene, demo, mode, screenReader, json, noColor, noHistory, keepGoing, echo, speak, view, language,
    record, version, help,
  ]
}

extension Language {
  /// Text in capitals as the language writes them: Turkish capitalises i as İ and ı as I,
  /// which Unicode's default mapping, for every other language, does not.
  public func uppercased(_ text: String) -> String {
    guard code == "tr" else { return text.uppercased() }
    var result = ""
    for character in text {
      switch character {
      case "i": result += "İ"
      case "ı": result += "I"
      default: result += character.uppercased()
      }
    }
    return result
  }
}
