import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations

/// `--help` in the person's language; the table of options is `CommandLineOptions`.
enum CommandLineHelp {
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
      usage: "dnd [<options>] [<files> ...]", arguments: CommandLineOptions.arguments,
      options: CommandLineOptions.options
    )
    print(text)
    return true
  }
}
