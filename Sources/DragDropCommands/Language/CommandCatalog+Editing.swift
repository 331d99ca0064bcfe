import DragDropAnnouncements
import DragDropKit

/// History and editing: `history`, `undo`, `redo`, `add`, `remove`, `rename`, `sort`, `archive`,
/// `unarchive`, `set`.
/// Each command is one entry: its syntax, summary, example, parser, printer and policy.
extension CommandCatalog {
  static let editing: [CommandInfo] = [
    CommandInfo(
      word: "history", group: .groupHistory, summary: .summaryHistory, command: .history, policy: .question),
    CommandInfo(
      name: "undo", group: .groupHistory, syntax: ["undo [N]"], summary: .summaryUndo,
      example: "undo",
      parse: { c throws(CommandError) in
        .undo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "undo 2"))
      },
      print: {
        switch $0 {
        case .undo(let steps): "undo" + (steps == 1 ? "" : " \(steps)")
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "redo", group: .groupHistory, syntax: ["redo [N]"], summary: .summaryRedo,
      example: "redo",
      parse: { c throws(CommandError) in
        .redo(c.isAtEnd ? 1 : try c.integer("the number of steps", min: 1, example: "redo 2"))
      },
      print: {
        switch $0 {
        case .redo(let steps): "redo" + (steps == 1 ? "" : " \(steps)")
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "add", group: .groupEditing,
      syntax: [
        "add container NAME [in REF] [at X,Y] [size WxH] [layout {layouts}] [accepts K,K|any|none] [capacity N] [effect move|copy|tint] [color C]",
        "add item NAME [in REF] [at X,Y|position N] [size WxH] [kind K] [color C]",
      ],
      summary: .summaryAdd, example: "add item \"Fix login\" in \"To Do\" kind bug",
      parse: Parser.parseAdd,
      print: {
        switch $0 {
        case .addContainer(let name, let options): "add container \(Command.quoted(name))" + Command.text(options)
        case .addItem(let name, let options): "add item \(Command.quoted(name))" + Command.text(options)
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      word: "remove", group: .groupEditing, summary: .summaryRemove, example: "remove blue", command: Command.remove,
      reference: { if case .remove(let node) = $0 { node } else { nil } }),
    CommandInfo(
      name: "rename", group: .groupEditing, syntax: ["rename REF to NAME"], summary: .summaryRename,
      example: "rename red to crimson", parse: Parser.parseRename,
      print: {
        switch $0 {
        case .rename(let node, let name): "rename \(Command.text(node)) to \(Command.quoted(name))"
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "sort", group: .groupEditing, syntax: ["sort REF by name|date|done"], summary: .summarySort,
      example: "sort Backlog by date",
      parse: { c throws(CommandError) in
        func example() -> String { "sort Backlog by date" }
        let reference = try c.reference(example: example())
        try c.expect("by", example: example())
        let key = try c.expect(oneOf: SortKey.allCases.map(\.rawValue), what: "sort order", example: example())
        return .sort(reference, by: SortKey(rawValue: key)!)
      },
      print: {
        switch $0 {
        case .sort(let node, let key): "sort \(Command.text(node)) by \(key.rawValue)"
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      word: "archive", group: .groupEditing, summary: .summaryArchive, example: "archive \"Fix login\"",
      command: Command.archive, reference: { if case .archive(let card) = $0 { card } else { nil } }),
    CommandInfo(
      word: "unarchive", group: .groupEditing, summary: .summaryUnarchive, example: "unarchive \"Fix login\"",
      command: Command.unarchive, reference: { if case .unarchive(let card) = $0 { card } else { nil } }),
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
      summary: .summarySet, example: "set Done capacity 3", parse: Parser.parseSet,
      print: {
        switch $0 {
        case .setProperty(let node, let change): "set \(Command.text(node)) " + Command.text(change)
        case .setOption(let option): "set \(option.text)"
        case .saveOption(let option): "set \(option.text) save"
        default: nil
        }
      },
      policy: { if case .saveOption = $0 { .question } else { .change } }),
  ]
}
