/// One command, whole: its syntax, purpose, example, parser, printer and policy, side by side
/// (`CommandCatalog+Dragging.swift` and its siblings). The single source for the parser, the
/// printer (the journal and recordings), `help`, "did you mean", completion, the command
/// reference and what the session does around the command. Running it is the session's
/// (`CommandSession.execute`, which calls the command's `run` in a `CommandSession+` file).
public struct CommandInfo: Hashable, Sendable {
  /// The command word, such as `move`.
  public var name: String
  /// The group `help` lists it under.
  public var group: NarrationTemplates.Phrase
  /// The syntax forms, with `{layouts}` and `{layout parameters}` standing for what the
  /// registered layouts take.
  var rawSyntax: [String]
  /// The syntax forms.
  public var syntax: [String] { rawSyntax.map(Grammar.expanding) }
  /// What it does, in one sentence: its phrase in the narration's table, which `help` says in
  /// the person's language.
  public var summaryPhrase: NarrationTemplates.Phrase
  /// What it does, in English (the command reference and the man page).
  public var summary: String { NarrationTemplates.english(summaryPhrase) }
  /// A working example.
  public var example: String
  /// Reads the rest of the command after its word.
  let parse: @Sendable (inout TokenCursor) throws(CommandError) -> Command
  /// Writes a command of this word as the language writes it, so that it parses back to itself;
  /// nil for a command of another word.
  let print: @Sendable (Command) -> String?
  /// What the session does around the command (`CommandPolicy`). Every entry says it, with no
  /// default, so a new command must say which it is.
  let policy: @Sendable (Command) -> CommandPolicy

  init(
    name: String, group: NarrationTemplates.Phrase, syntax: [String], summary: NarrationTemplates.Phrase,
    example: String,
    parse: @escaping @Sendable (inout TokenCursor) throws(CommandError) -> Command,
    print: @escaping @Sendable (Command) -> String?,
    policy: @escaping @Sendable (Command) -> CommandPolicy
  ) {
    self.name = name
    self.group = group
    self.rawSyntax = syntax
    self.summaryPhrase = summary
    self.example = example
    self.parse = parse
    self.print = print
    self.policy = policy
  }

  /// A command of one word and no arguments: it parses to `command`, prints as its word, and is
  /// its own syntax and example.
  init(
    word: String, group: NarrationTemplates.Phrase, summary: NarrationTemplates.Phrase, command: Command,
    policy: CommandPolicy
  ) {
    self.init(
      name: word, group: group, syntax: [word], summary: summary, example: word, parse: { _ in command },
      print: { $0 == command ? word : nil }, policy: { _ in policy })
  }

  /// A command of one word and one reference that changes the scene: `remove REF`, `archive
  /// REF`. It parses the reference into `command`, and prints what `reference` finds in it.
  init(
    word: String, group: NarrationTemplates.Phrase, summary: NarrationTemplates.Phrase, example: String,
    command: @escaping @Sendable (Reference) -> Command, reference: @escaping @Sendable (Command) -> Reference?
  ) {
    self.init(
      name: word, group: group, syntax: ["\(word) REF"], summary: summary, example: example,
      parse: { c throws(CommandError) in command(try c.reference(example: example)) },
      print: { reference($0).map { "\(word) \(Command.text($0))" } }, policy: { _ in .change })
  }

  /// Entries are the same when they are for the same command word.
  public static func == (lhs: CommandInfo, rhs: CommandInfo) -> Bool { lhs.name == rhs.name }

  /// Hashes the command word.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The command language's catalog.
public enum CommandCatalog {
  /// The groups in the order `help` lists them.
  public static let groups: [NarrationTemplates.Phrase] = [
    .groupDragging, .groupPointer, .groupFocus, .groupHistory, .groupEditing, .groupSession, .groupAssertions,
  ]

  /// Every command.
  public static let all: [CommandInfo] = dragging + focus + editing + session

  /// The command words.
  public static let names: [String] = all.map(\.name)

  /// The entry for a command word or alias (`exit` is `quit`), exact. A linear search over the
  /// catalog in its order: the drag commands a long batch runs come first, and no table is
  /// built at start-up.
  static func entry(_ word: String) -> CommandInfo? {
    index(of: word).map { all[$0] }
  }

  /// The position in `all` of a command word or alias; every parsed command looks itself up
  /// here, so nothing is copied but the index.
  static func index(of word: String) -> Int? {
    for index in all.indices where all[index].name == word { return index }
    return word == "exit" ? index(of: "quit") : nil
  }

  /// The entry for a command word.
  public static func info(_ name: String) -> CommandInfo? {
    entry(name) ?? entry(name.lowercased())
  }

  /// The example of a command, for error hints.
  static func example(_ name: String) -> String {
    info(name)?.example ?? name
  }
}
