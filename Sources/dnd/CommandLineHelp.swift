import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations

/// What each argument and option does: one table for the argument parser's English help and
/// for `--help` in the person's language (`Narrator.commandLineHelp`).
enum CommandLineHelp {
  typealias Entry = Narrator.CommandLineEntry

  static let files = Entry("<files> ...", .cliFiles)
  static let commands = Entry("-c <commands>", .cliCommands)
  static let scene = Entry("--scene <file>", .cliScene)
  static let demo = Entry("--demo <name>", .cliDemo)
  static let mode = Entry("--mode <mode>", .cliMode, command: "visual, screen-reader, json")
  static let screenReader = Entry("--screen-reader", .cliShorthand, command: "--mode screen-reader")
  static let json = Entry("--json", .cliShorthand, command: "--mode json")
  static let noColor = Entry("--no-color", .cliNoColor)
  static let noHistory = Entry("--no-history", .cliNoHistory)
  static let keepGoing = Entry("--keep-going", .cliKeepGoing)
  static let echo = Entry("--echo", .cliEcho)
  static let speak = Entry("--speak", .cliSpeak, command: "speech-dispatcher or espeak-ng")
  static let view = Entry("--view/--no-view", .cliView)
  static let language = Entry("--language <code>", .cliLanguage, command: "en, de, fr, pt_BR")
  static let record = Entry("--record <file>", .cliRecord)
  static let version = Entry("--version", .cliVersion)
  static let help = Entry("-h, --help", .cliHelp)

  static let options = [
    commands, scene, demo, mode, screenReader, json, noColor, noHistory, keepGoing, echo, speak, view, language,
    record, version, help,
  ]

  /// With `--help`, `-h` or `dnd help` and a language other than English (from `--language`,
  /// the settings file or the locale, as the session chooses): writes the help in it and
  /// returns true. English is left to the argument parser.
  static func writeTranslated(_ arguments: [String]) -> Bool {
    guard arguments.contains("--help") || arguments.contains("-h") || arguments == ["help"] else { return false }
    var options = Launch.Options()
    for (index, argument) in arguments.enumerated() {
      if argument == "--language", index + 1 < arguments.count {
        options.language = Language.named(arguments[index + 1])
      } else if argument.hasPrefix("--language=") {
        options.language = Language.named(String(argument.dropFirst("--language=".count)))
      }
    }
    let language = Launch.settings(options).0.language
    guard !language.isEnglish else { return false }
    let narrator = Narrator(style: .plain, language: language)
    let text = narrator.commandLineHelp(
      usage: "dnd [<options>] [<files> ...]", arguments: [files], options: Self.options)
    print(text)
    return true
  }
}
