/// Every command's syntax, purpose, example and parser: the single source for the parser,
/// `help`, "did you mean", completion and the command reference.
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

  init(
    name: String, group: NarrationTemplates.Phrase, syntax: [String], summary: NarrationTemplates.Phrase,
    example: String,
    parse: @escaping @Sendable (inout TokenCursor) throws(CommandError) -> Command
  ) {
    self.name = name
    self.group = group
    self.rawSyntax = syntax
    self.summaryPhrase = summary
    self.example = example
    self.parse = parse
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
  public static let all: [CommandInfo] = [
    CommandInfo(
      name: "lift", group: .groupDragging, syntax: ["lift [REF]"],
      summary: .summaryLift, example: "lift red",
      parse: { c throws(CommandError) in
        .lift(c.isAtEnd ? nil : try c.reference())
      }),
    CommandInfo(
      name: "move", group: .groupDragging,
      syntax: [
        "move up|down|left|right [N]", "move by DX,DY", "move to X,Y [in REF]",
        "move into REF [at position N | before REF | after REF | first | last]",
        "move first|last", "move next|previous [accepting]",
      ],
      summary: .summaryMove,
      example: "move into Done at position 2", parse: Parser.parseMove),
    CommandInfo(
      name: "drop", group: .groupDragging,
      syntax: ["drop [copy] [into REF [at position N | before REF | after REF | first | last]]"],
      summary: .summaryDrop, example: "drop into Done",
      parse: Parser.parseDrop),
    CommandInfo(
      name: "cancel", group: .groupDragging, syntax: ["cancel"],
      summary: .summaryCancel, example: "cancel", parse: { _ in .cancel }),
    CommandInfo(
      name: "drag", group: .groupDragging,
      syntax: [
        "drag REF to REF [at position N | before REF | after REF | first | last] [copy]", "drag REF to X,Y",
        "drag REF, REF, REF to REF [at position N] [copy]",
      ],
      summary: .summaryDrag, example: "drag red to viewB",
      parse: Parser.parseDrag),
    CommandInfo(
      name: "indent", group: .groupDragging, syntax: ["indent [REF]"],
      summary: .summaryIndent,
      example: "indent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: false) }),
    CommandInfo(
      name: "outdent", group: .groupDragging, syntax: ["outdent [REF]"],
      summary: .summaryOutdent,
      example: "outdent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: true) }),
    CommandInfo(
      name: "pointer", group: .groupPointer,
      syntax: ["pointer down X,Y", "pointer move X,Y", "pointer up [X,Y]", "pointer cancel"],
      summary: .summaryPointer, example: "pointer down 125,125",
      parse: Parser.parsePointer),
    CommandInfo(
      name: "select", group: .groupFocus,
      syntax: [
        "select REF|next|previous|none", "select parent|child|first|last|left|right", "select add REF",
        "select remove REF", "select all in REF", "select toggle",
      ],
      summary: .summarySelect, example: "select next",
      parse: Parser.parseSelect),
    CommandInfo(
      name: "find", group: .groupFocus, syntax: ["find TEXT", "find", "find previous"],
      summary: .summaryFind,
      example: "find login",
      parse: { c throws(CommandError) in
        guard !c.isAtEnd else { return .find(nil) }
        if c.isLast, c.peek?.isKeyword("previous") == true {
          _ = c.next()
          return .findPrevious
        }
        var words = [try c.name("the words to find")]
        while !c.isAtEnd { words.append(try c.name("the words to find")) }
        return .find(words.joined(separator: " "))
      }),
    CommandInfo(
      name: "where", group: .groupFocus, syntax: ["where"],
      summary: .summaryWhere, example: "where", parse: { _ in .whereIs }),
    CommandInfo(
      name: "info", group: .groupFocus, syntax: ["info [REF]"],
      summary: .summaryInfo, example: "info Done",
      parse: { c throws(CommandError) in
        .info(c.isAtEnd ? nil : try c.reference())
      }),
    CommandInfo(
      name: "tree", group: .groupFocus, syntax: ["tree [REF] [depth N | all]"],
      summary: .summaryTree, example: "tree depth 2", parse: Parser.parseTree),
    CommandInfo(
      name: "targets", group: .groupFocus, syntax: ["targets"],
      summary: .summaryTargets, example: "targets",
      parse: { _ in .targets }),
    CommandInfo(
      name: "map", group: .groupFocus, syntax: ["map"],
      summary: .summaryMap, example: "map",
      parse: { _ in .map }),
    CommandInfo(
      name: "history", group: .groupHistory, syntax: ["history"],
      summary: .summaryHistory, example: "history", parse: { _ in .history }),
    CommandInfo(
      name: "undo", group: .groupHistory, syntax: ["undo [N]"], summary: .summaryUndo,
      example: "undo",
      parse: { c throws(CommandError) in
        .undo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "undo 2"))
      }),
    CommandInfo(
      name: "redo", group: .groupHistory, syntax: ["redo [N]"], summary: .summaryRedo,
      example: "redo",
      parse: { c throws(CommandError) in
        .redo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "redo 2"))
      }),
    CommandInfo(
      name: "add", group: .groupEditing,
      syntax: [
        "add container NAME [in REF] [at X,Y] [size WxH] [layout {layouts}] [accepts K,K|any|none] [capacity N] [effect move|copy|tint] [color C]",
        "add item NAME [in REF] [at X,Y|position N] [size WxH] [kind K] [color C]",
      ],
      summary: .summaryAdd, example: "add item \"Fix login\" in \"To Do\" kind bug",
      parse: Parser.parseAdd),
    CommandInfo(
      name: "remove", group: .groupEditing, syntax: ["remove REF"], summary: .summaryRemove,
      example: "remove blue",
      parse: { c throws(CommandError) in .remove(try c.reference()) }),
    CommandInfo(
      name: "rename", group: .groupEditing, syntax: ["rename REF to NAME"], summary: .summaryRename,
      example: "rename red to crimson", parse: Parser.parseRename),
    CommandInfo(
      name: "set", group: .groupEditing,
      syntax: [
        "set REF kind|color|label|draggable|accepts|capacity|effect|targets VALUE",
        "set REF layout {layouts}",
        "set REF {layout parameters}",
        "set REF origin X,Y | size WxH",
        "set step|mode|verbosity|collision|clamp|snap|axis|threshold|history-limit VALUE",
        "set step|mode|verbosity VALUE save",
      ],
      summary: .summarySet, example: "set Done capacity 3", parse: Parser.parseSet),
    CommandInfo(
      name: "new", group: .groupSession, syntax: ["new scene [WxH]"],
      summary: .summaryNew,
      example: "new scene 640x480", parse: Parser.parseNew),
    CommandInfo(
      name: "load", group: .groupSession, syntax: ["load FILE"],
      summary: .summaryLoad,
      example: "load board.json",
      parse: { c throws(CommandError) in .load(try c.name("a file name")) }),
    CommandInfo(
      name: "save", group: .groupSession, syntax: ["save [FILE]", "save as FILE"],
      summary: .summarySave, example: "save board.json",
      parse: { c throws(CommandError) in
        // `save as FILE` is `save FILE`; a file named as is typed in quotes, save "as".
        guard c.accept("as") else { return .save(c.isAtEnd ? nil : try c.name("a file name")) }
        c.context = "save as"
        return .save(try c.name("a file name", example: "save as board.json"))
      }),
    CommandInfo(
      name: "demo", group: .groupSession, syntax: ["demo [NAME]"], summary: .summaryDemo,
      example: "demo two-views",
      parse: { c throws(CommandError) in
        .demo(c.isAtEnd ? nil : try c.name("a demo name"))
      }),
    CommandInfo(
      name: "source", group: .groupSession, syntax: ["source FILE"], summary: .summarySource,
      example: "source setup.dnd",
      parse: { c throws(CommandError) in .source(try c.name("a file name"))
      }),
    CommandInfo(
      name: "help", group: .groupSession, syntax: ["help [COMMAND|TOPIC]"],
      summary: .summaryHelp, example: "help move",
      parse: { c throws(CommandError) in
        guard !c.isAtEnd else { return .help(nil) }
        // A topic heard as words ("help scene files") is the topic typed with hyphens.
        var words = [try c.name("a command or topic")]
        while !c.isAtEnd { words.append(try c.name("a command or topic")) }
        return .help(words.joined(separator: "-"))
      }),
    CommandInfo(
      name: "settings", group: .groupSession, syntax: ["settings"],
      summary: .summarySettings,
      example: "settings", parse: { _ in .settings }),
    CommandInfo(
      name: "record", group: .groupSession, syntax: ["record FILE", "record stop"],
      summary: .summaryRecord,
      example: "record session.dnd",
      parse: { c throws(CommandError) in
        if c.peek?.text == "stop", c.tokens.endIndex - c.index == 1 {
          _ = c.accept("stop")
          return .record(nil)
        }
        return .record(try c.name("a file name"))
      }),
    CommandInfo(
      name: "again", group: .groupSession, syntax: ["again [N]"], summary: .summaryAgain,
      example: "again 3",
      parse: { c throws(CommandError) in
        .again(c.isAtEnd ? 1 : try c.integer("the number of answers", min: 1, example: "again 3"))
      }),
    CommandInfo(
      name: "save!", group: .groupSession, syntax: ["save!"], summary: .summarySaveOver,
      example: "save!", parse: { _ in .saveOver }),
    CommandInfo(
      name: "reload", group: .groupSession, syntax: ["reload"], summary: .summaryReload,
      example: "reload", parse: { _ in .reload }),
    CommandInfo(
      name: "quit", group: .groupSession, syntax: ["quit"],
      summary: .summaryQuit, example: "quit",
      parse: { _ in .quit }),
    CommandInfo(
      name: "quit!", group: .groupSession, syntax: ["quit!"], summary: .summaryQuitNow,
      example: "quit!", parse: { _ in .forceQuit }),
    CommandInfo(
      name: "expect", group: .groupAssertions,
      syntax: [
        "expect REF in REF [position N] [at X,Y]", "expect REF count N", "expect lifted REF", "expect idle",
        "expect over REF|nothing", "expect REF color C", "expect REF, REF in REF [position N]",
      ],
      summary: .summaryExpect, example: "expect red in viewB at 135,55",
      parse: { c throws(CommandError) in .expect(try Parser.parseExpect(&c)) }),
  ]

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
