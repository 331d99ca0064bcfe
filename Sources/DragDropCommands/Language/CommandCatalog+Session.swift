import DragDropAnnouncements
import DragDropKit

/// The session and assertions: files, demos, help, settings, recording, quitting and `expect`.
/// Each command is one entry: its syntax, summary, example, parser, printer and policy.
extension CommandCatalog {
  static let session: [CommandInfo] = [
    CommandInfo(
      name: "new", group: .groupSession, syntax: ["new scene [WxH]"],
      summary: .summaryNew,
      example: "new scene 640x480", parse: Parser.parseNew,
      print: {
        switch $0 {
        case .newScene(let size): "new scene" + (size.map { " \($0)" } ?? "")
        default: nil
        }
      },
      policy: { _ in CommandPolicy(replays: true, discardsScene: true, restartsJournal: true) }),
    CommandInfo(
      name: "load", group: .groupSession, syntax: ["load FILE"],
      summary: .summaryLoad,
      example: "load board.json",
      parse: { c throws(CommandError) in .load(try c.name("a file name")) },
      print: {
        switch $0 {
        case .load(let file): "load \(Command.quoted(file))"
        default: nil
        }
      },
      policy: { _ in CommandPolicy(replays: true, discardsScene: true, restartsJournal: true) }),
    CommandInfo(
      name: "save", group: .groupSession, syntax: ["save [FILE]", "save as FILE"],
      summary: .summarySave, example: "save board.json",
      parse: { c throws(CommandError) in
        // `save as FILE` is `save FILE`; a file named as is typed in quotes, save "as".
        guard c.accept("as") else { return .save(c.isAtEnd ? nil : try c.name("a file name")) }
        c.context = "save as"
        return .save(try c.name("a file name", example: "save as board.json"))
      },
      print: {
        switch $0 {
        case .save(let file): "save" + (file.map { " \(Command.quoted($0))" } ?? "")
        default: nil
        }
      },
      policy: { _ in CommandPolicy(replays: false, restartsJournal: true) }),
    CommandInfo(
      name: "demo", group: .groupSession, syntax: ["demo [NAME]"], summary: .summaryDemo,
      example: "demo two-views",
      parse: { c throws(CommandError) in
        .demo(c.isAtEnd ? nil : try c.name("a demo name"))
      },
      print: {
        switch $0 {
        case .demo(let name): "demo" + (name.map { " \(Command.quoted($0))" } ?? "")
        default: nil
        }
      },
      policy: {
        guard case .demo(let name?) = $0 else { return .change }
        return CommandPolicy(replays: true, discardsScene: true, restartsJournal: true)
      }),
    CommandInfo(
      name: "source", group: .groupSession, syntax: ["source FILE"], summary: .summarySource,
      example: "source setup.dnd",
      parse: { c throws(CommandError) in .source(try c.name("a file name"))
      },
      print: {
        switch $0 {
        case .source(let file): "source \(Command.quoted(file))"
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "help", group: .groupSession, syntax: ["help [COMMAND|TOPIC]"],
      summary: .summaryHelp, example: "help move",
      parse: { c throws(CommandError) in
        guard !c.isAtEnd else { return .help(nil) }
        // A topic heard as words ("help scene files") is the topic typed with hyphens.
        var words = [try c.name("a command or topic")]
        while !c.isAtEnd { words.append(try c.name("a command or topic")) }
        return .help(words.joined(separator: "-"))
      },
      print: {
        switch $0 {
        case .help(let topic): "help" + (topic.map { " \(Command.quoted($0))" } ?? "")
        default: nil
        }
      },
      policy: { _ in .question }),
    CommandInfo(
      word: "settings", group: .groupSession, summary: .summarySettings, command: .settings, policy: .question),
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
      },
      print: {
        switch $0 {
        case .record(let file): "record " + (file.map(Command.quoted) ?? "stop")
        default: nil
        }
      },
      policy: { _ in .question }),
    CommandInfo(
      name: "again", group: .groupSession, syntax: ["again [N]"], summary: .summaryAgain,
      example: "again 3",
      parse: { c throws(CommandError) in
        .again(c.isAtEnd ? 1 : try c.integer("the number of answers", min: 1, example: "again 3"))
      },
      print: {
        switch $0 {
        case .again(let count): count == 1 ? "again" : "again \(count)"
        default: nil
        }
      },
      policy: { _ in .question }),
    CommandInfo(
      word: "save!", group: .groupSession, summary: .summarySaveOver, command: .saveOver,
      policy: CommandPolicy(replays: false, restartsJournal: true)),
    // Asked for by name, as the way on from a save refused: it goes ahead at once.
    CommandInfo(
      word: "reload", group: .groupSession, summary: .summaryReload, command: .reload,
      policy: CommandPolicy(replays: true, restartsJournal: true)),
    CommandInfo(
      word: "quit", group: .groupSession, summary: .summaryQuit, command: .quit,
      policy: CommandPolicy(replays: false, discardsScene: true)),
    CommandInfo(
      word: "quit!", group: .groupSession, summary: .summaryQuitNow, command: .forceQuit, policy: .question),
    CommandInfo(
      name: "expect", group: .groupAssertions,
      syntax: [
        "expect REF in REF [position N] [at X,Y]", "expect REF count N", "expect lifted REF", "expect idle",
        "expect over REF|nothing", "expect REF color C", "expect REF, REF in REF [position N]",
      ],
      summary: .summaryExpect, example: "expect red in viewB at 135,55",
      parse: { c throws(CommandError) in .expect(try Parser.parseExpect(&c)) },
      print: {
        switch $0 {
        case .expect(let expectation): "expect " + Command.text(expectation)
        default: nil
        }
      },
      policy: { _ in .question }),
  ]
}
