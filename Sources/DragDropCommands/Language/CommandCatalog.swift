/// Every command's syntax, purpose, example and parser: the single source for the parser,
/// `help`, "did you mean", completion and the command reference.
public struct CommandInfo: Hashable, Sendable {
  /// The command word, such as `move`.
  public var name: String
  /// The group `help` lists it under.
  public var group: String
  /// The syntax forms, with `{layouts}` and `{layout parameters}` standing for what the
  /// registered layouts take.
  var rawSyntax: [String]
  /// The syntax forms.
  public var syntax: [String] { rawSyntax.map(Grammar.expanding) }
  /// What it does, in one sentence.
  public var summary: String
  /// A working example.
  public var example: String
  /// Reads the rest of the command after its word.
  let parse: @Sendable (inout TokenCursor) throws(CommandError) -> Command

  init(
    name: String, group: String, syntax: [String], summary: String, example: String,
    parse: @escaping @Sendable (inout TokenCursor) throws(CommandError) -> Command
  ) {
    self.name = name
    self.group = group
    self.rawSyntax = syntax
    self.summary = summary
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
  public static let groups = [
    "Dragging", "Pointer", "Focus and inspection", "History", "Editing", "Session", "Assertions",
  ]

  /// Every command.
  public static let all: [CommandInfo] = [
    CommandInfo(
      name: "lift", group: "Dragging", syntax: ["lift [REF]"],
      summary: "Pick up an item, or the selected one, grabbed at its center.", example: "lift red",
      parse: { c throws(CommandError) in
        .lift(c.isAtEnd ? nil : try c.reference())
      }),
    CommandInfo(
      name: "move", group: "Dragging",
      syntax: [
        "move up|down|left|right [N]", "move by DX,DY", "move to X,Y [in REF]",
        "move into REF [at position N | before REF | after REF | first | last]",
        "move first|last", "move next|previous [accepting]",
      ],
      summary:
        "Move the lifted item, by slot over a stack or grid, by points elsewhere, or into a named container. In a document, left and right outdent and indent it.",
      example: "move into Done at position 2", parse: Parser.parseMove),
    CommandInfo(
      name: "drop", group: "Dragging",
      syntax: ["drop [copy] [into REF [at position N | before REF | after REF | first | last]]"],
      summary: "Release the lifted item where it is, or into a named container.", example: "drop into Done",
      parse: Parser.parseDrop),
    CommandInfo(
      name: "cancel", group: "Dragging", syntax: ["cancel"],
      summary: "Put the lifted item back exactly where it was.", example: "cancel", parse: { _ in .cancel }),
    CommandInfo(
      name: "drag", group: "Dragging",
      syntax: [
        "drag REF to REF [at position N | before REF | after REF | first | last] [copy]", "drag REF to X,Y",
        "drag REF, REF, REF to REF [at position N] [copy]",
      ],
      summary: "Lift, move and drop in one gesture and one undo step.", example: "drag red to viewB",
      parse: Parser.parseDrag),
    CommandInfo(
      name: "indent", group: "Dragging", syntax: ["indent [REF]"],
      summary: "In an outline, make an item, or the lifted one, the last child of the item above it.",
      example: "indent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: false) }),
    CommandInfo(
      name: "outdent", group: "Dragging", syntax: ["outdent [REF]"],
      summary: "In an outline, make an item, or the lifted one, the next sibling of its parent item.",
      example: "outdent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: true) }),
    CommandInfo(
      name: "pointer", group: "Pointer",
      syntax: ["pointer down X,Y", "pointer move X,Y", "pointer up [X,Y]", "pointer cancel"],
      summary: "Drive the drag with pointer events, as a mouse or finger would.", example: "pointer down 125,125",
      parse: Parser.parsePointer),
    CommandInfo(
      name: "select", group: "Focus and inspection",
      syntax: [
        "select REF|next|previous|none", "select parent|child|first|last|left|right", "select add REF",
        "select remove REF", "select all in REF", "select toggle",
      ],
      summary: "Choose the item, or the items, that lift and Space act on.", example: "select next",
      parse: Parser.parseSelect),
    CommandInfo(
      name: "find", group: "Focus and inspection", syntax: ["find TEXT", "find", "find previous"],
      summary:
        "Select the first item whose name holds the words, in any case and without accents. Find alone goes to the next match, find previous to the one before; F3 and Shift-F3 do the same. To look for the word previous, quote it.",
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
      name: "where", group: "Focus and inspection", syntax: ["where"],
      summary: "Say what is selected or lifted and where it is.", example: "where", parse: { _ in .whereIs }),
    CommandInfo(
      name: "info", group: "Focus and inspection", syntax: ["info [REF]"],
      summary: "Describe a node, its frame, absolute rect, properties and drop rules.", example: "info Done",
      parse: { c throws(CommandError) in
        .info(c.isAtEnd ? nil : try c.reference())
      }),
    CommandInfo(
      name: "tree", group: "Focus and inspection", syntax: ["tree [REF] [depth N | all]"],
      summary: "Show the scene as an outline.", example: "tree depth 2", parse: Parser.parseTree),
    CommandInfo(
      name: "targets", group: "Focus and inspection", syntax: ["targets"],
      summary: "List every container and whether it would accept the lifted or selected item.", example: "targets",
      parse: { _ in .targets }),
    CommandInfo(
      name: "map", group: "Focus and inspection", syntax: ["map"],
      summary: "Show where things are, a picture in visual mode, a summary in words otherwise.", example: "map",
      parse: { _ in .map }),
    CommandInfo(
      name: "history", group: "History", syntax: ["history"],
      summary: "List the undo steps, with the current point.", example: "history", parse: { _ in .history }),
    CommandInfo(
      name: "undo", group: "History", syntax: ["undo [N]"], summary: "Undo the last N steps, 1 unless N is given.",
      example: "undo",
      parse: { c throws(CommandError) in
        .undo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "undo 2"))
      }),
    CommandInfo(
      name: "redo", group: "History", syntax: ["redo [N]"], summary: "Redo N undone steps, 1 unless N is given.",
      example: "redo",
      parse: { c throws(CommandError) in
        .redo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "redo 2"))
      }),
    CommandInfo(
      name: "add", group: "Editing",
      syntax: [
        "add container NAME [in REF] [at X,Y] [size WxH] [layout {layouts}] [accepts K,K|any|none] [capacity N] [effect move|copy|tint] [color C]",
        "add item NAME [in REF] [at X,Y|position N] [size WxH] [kind K] [color C]",
      ],
      summary: "Add a container or an item.", example: "add item \"Fix login\" in \"To Do\" kind bug",
      parse: Parser.parseAdd),
    CommandInfo(
      name: "remove", group: "Editing", syntax: ["remove REF"], summary: "Remove a node and everything inside it.",
      example: "remove blue",
      parse: { c throws(CommandError) in .remove(try c.reference()) }),
    CommandInfo(
      name: "rename", group: "Editing", syntax: ["rename REF to NAME"], summary: "Rename a node.",
      example: "rename red to crimson", parse: Parser.parseRename),
    CommandInfo(
      name: "set", group: "Editing",
      syntax: [
        "set REF kind|color|label|draggable|accepts|capacity|effect|targets VALUE",
        "set REF layout {layouts}",
        "set REF {layout parameters}",
        "set REF origin X,Y | size WxH",
        "set step|mode|verbosity|collision|clamp|snap|axis|threshold|history-limit VALUE",
        "set step|mode|verbosity VALUE save",
      ],
      summary: "Change a node's property, or a session option.", example: "set Done capacity 3", parse: Parser.parseSet),
    CommandInfo(
      name: "new", group: "Session", syntax: ["new scene [WxH]"],
      summary: "Start an empty scene, 800x600 unless a size is given.",
      example: "new scene 640x480", parse: Parser.parseNew),
    CommandInfo(
      name: "load", group: "Session", syntax: ["load FILE"],
      summary: "Replace the scene with a scene file, and clear history.",
      example: "load board.json",
      parse: { c throws(CommandError) in .load(try c.name("a file name")) }),
    CommandInfo(
      name: "save", group: "Session", syntax: ["save [FILE]"],
      summary: "Save the scene atomically, without FILE to the file last loaded or saved.", example: "save board.json",
      parse: { c throws(CommandError) in
        .save(c.isAtEnd ? nil : try c.name("a file name"))
      }),
    CommandInfo(
      name: "demo", group: "Session", syntax: ["demo [NAME]"], summary: "List the bundled scenes, or load one.",
      example: "demo two-views",
      parse: { c throws(CommandError) in
        .demo(c.isAtEnd ? nil : try c.name("a demo name"))
      }),
    CommandInfo(
      name: "source", group: "Session", syntax: ["source FILE"], summary: "Run a batch file inside this session.",
      example: "source setup.dnd",
      parse: { c throws(CommandError) in .source(try c.name("a file name"))
      }),
    CommandInfo(
      name: "help", group: "Session", syntax: ["help [COMMAND|TOPIC]"],
      summary: "List the commands, or explain one command or topic.", example: "help move",
      parse: { c throws(CommandError) in
        guard !c.isAtEnd else { return .help(nil) }
        // A topic heard as words ("help scene files") is the topic typed with hyphens.
        var words = [try c.name("a command or topic")]
        while !c.isAtEnd { words.append(try c.name("a command or topic")) }
        return .help(words.joined(separator: "-"))
      }),
    CommandInfo(
      name: "settings", group: "Session", syntax: ["settings"],
      summary:
        "Show the settings in effect and where each came from. Add save to a set to keep one in the settings file.",
      example: "settings", parse: { _ in .settings }),
    CommandInfo(
      name: "record", group: "Session", syntax: ["record FILE", "record stop"],
      summary:
        "Write the session from now on as a batch file that replays it. Record stop adds expect lines and closes it.",
      example: "record session.dnd",
      parse: { c throws(CommandError) in
        if c.peek?.text == "stop", c.tokens.endIndex - c.index == 1 {
          _ = c.accept("stop")
          return .record(nil)
        }
        return .record(try c.name("a file name"))
      }),
    CommandInfo(
      name: "quit", group: "Session", syntax: ["quit"],
      summary: "Leave dnd. With unsaved changes it asks first, and quit again leaves.", example: "quit",
      parse: { _ in .quit }),
    CommandInfo(
      name: "quit!", group: "Session", syntax: ["quit!"], summary: "Leave dnd at once, discarding unsaved changes.",
      example: "quit!", parse: { _ in .forceQuit }),
    CommandInfo(
      name: "expect", group: "Assertions",
      syntax: [
        "expect REF in REF [position N] [at X,Y]", "expect REF count N", "expect lifted REF", "expect idle",
        "expect over REF|nothing", "expect REF color C", "expect REF, REF in REF [position N]",
      ],
      summary: "Fail, with exit status 1, unless the scene is as stated.", example: "expect red in viewB at 135,55",
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
