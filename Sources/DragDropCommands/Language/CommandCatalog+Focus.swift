import DragDropAnnouncements
import DragDropKit

/// Focus and inspection: `select`, `find`, `where`, `info`, `tree`, `targets`, `map`.
/// Each command is one entry: its syntax, summary, example, parser, printer and policy.
extension CommandCatalog {
  static let focus: [CommandInfo] = [
    CommandInfo(
      name: "select", group: .groupFocus,
      syntax: [
        "select REF|next|previous|none", "select parent|child|first|last|left|right", "select add REF",
        "select remove REF", "select all in REF", "select toggle",
      ],
      summary: .summarySelect, example: "select next",
      parse: Parser.parseSelect,
      print: {
        switch $0 {
        case .select(let target): "select " + Command.text(target)
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      word: "open", group: .groupFocus, summary: .summaryOpen, example: "open Inbox", command: Command.openPage,
      reference: { if case .openPage(let page) = $0 { page } else { nil } }),
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
      },
      print: {
        switch $0 {
        // The word previous, searched for, is quoted: bare, it goes back a match.
        case .find(let text):
          "find" + (text.map { " " + ($0.lowercased() == "previous" ? "\"\($0)\"" : Command.quoted($0)) } ?? "")
        case .findPrevious: "find previous"
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      word: "where", group: .groupFocus, summary: .summaryWhere, command: .whereIs, policy: .question),
    CommandInfo(
      name: "info", group: .groupFocus, syntax: ["info [REF]"],
      summary: .summaryInfo, example: "info Done",
      parse: { c throws(CommandError) in
        .info(c.isAtEnd ? nil : try c.reference())
      },
      print: {
        switch $0 {
        case .info(let node): "info" + Command.optional(node)
        default: nil
        }
      },
      policy: { _ in .question }),
    CommandInfo(
      name: "tree", group: .groupFocus, syntax: ["tree [REF] [depth N | all]"],
      summary: .summaryTree, example: "tree depth 2", parse: Parser.parseTree,
      print: {
        switch $0 {
        case .tree(let node, let depth):
          "tree" + Command.optional(node) + (depth.map { $0 == Command.allLevels ? " all" : " depth \($0)" } ?? "")
        default: nil
        }
      },
      policy: { _ in .question }),
    CommandInfo(
      word: "targets", group: .groupFocus, summary: .summaryTargets, command: .targets, policy: .question),
    CommandInfo(
      word: "map", group: .groupFocus, summary: .summaryMap, command: .map, policy: .question),
  ]
}
