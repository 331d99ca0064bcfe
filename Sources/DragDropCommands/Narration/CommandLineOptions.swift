import DragDropAnnouncements

/// What each of `dnd`'s arguments and options does: one table for the argument parser's English
/// help, for `--help` in the person's language (`Narrator.commandLineHelp`) and for the
/// translated manual pages (`ManualPage`).
public enum CommandLineOptions {
  public typealias Entry = Narrator.CommandLineEntry

  public static let files = Entry("<files> ...", .cliFiles)
  public static let commands = Entry("-c <commands>", .cliCommands)
  public static let scene = Entry("--scene <file>", .cliScene)
  public static let demo = Entry("--demo <name>", .cliDemo)
  public static let mode = Entry("--mode <mode>", .cliMode, command: "visual, screen-reader, json")
  public static let screenReader = Entry("--screen-reader", .cliShorthand, command: "--mode screen-reader")
  public static let json = Entry("--json", .cliShorthand, command: "--mode json")
  public static let noColor = Entry("--no-color", .cliNoColor)
  public static let noHistory = Entry("--no-history", .cliNoHistory)
  public static let keepGoing = Entry("--keep-going", .cliKeepGoing)
  public static let echo = Entry("--echo", .cliEcho)
  public static let speak = Entry("--speak", .cliSpeak, command: "speech-dispatcher or espeak-ng")
  public static let view = Entry("--view/--no-view", .cliView)
  public static let language = Entry("--language <code>", .cliLanguage, command: "en, de, fr, pt_BR")
  public static let record = Entry("--record <file>", .cliRecord)
  public static let version = Entry("--version", .cliVersion)
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
