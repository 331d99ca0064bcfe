import DragDropAnnouncements

/// `dnd --help` in the person's language: the argument parser writes English, so where the
/// language chosen (flag, settings file, locale) is another, the executable asks for this text.
/// Options, their values and the command words stay English; what each does is translated.
extension Narrator {
  /// One argument or option: as it is typed ("-c <commands>"), what it does, and the English
  /// words its phrase's `{command}` stands for.
  public struct CommandLineEntry: Sendable {
    /// As it is typed, with its value's name.
    public var spelling: String
    /// What it does.
    public var phrase: NarrationTemplates.Phrase
    /// The English words the phrase's `{command}` stands for.
    public var command: String?

    /// An entry.
    public init(_ spelling: String, _ phrase: NarrationTemplates.Phrase, command: String? = nil) {
      self.spelling = spelling
      self.phrase = phrase
      self.command = command
    }

    /// What the entry does, in English: the argument parser's help.
    public var english: String { NarrationTemplates.english.fill(phrase, [.command: command ?? ""]) }
  }

  /// The help: what dnd is, how to call it, its arguments and options, aligned as the argument
  /// parser aligns them.
  public func commandLineHelp(usage: String, arguments: [CommandLineEntry], options: [CommandLineEntry]) -> String {
    let words = self.words
    let width = (arguments + options).map { LineWrapper.columns($0.spelling[...]) }.max() ?? 0
    func section(_ title: NarrationTemplates.Phrase, _ entries: [CommandLineEntry]) -> [String] {
      [words.language.uppercased(words.fill(title)) + ":"]
        + entries.map { entry in
          let said = words.fill(entry.phrase, [.command: entry.command ?? ""])
          return "  " + entry.spelling + String(repeating: " ", count: width - entry.spelling.count + 2) + said
        } + [""]
    }
    var lines = [words.fill(.cliAbstract), ""]
    lines += [words.language.uppercased(words.fill(.cliUsage)) + ": " + usage, ""]
    lines += section(.cliArguments, arguments) + section(.cliOptions, options)
    return lines.joined(separator: "\n")
  }
}
