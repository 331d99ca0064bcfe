import DragDropAnnouncements
import DragDropKit

/// A command with where it starts, as the parser hands it to the session.
public struct ParsedCommand: Hashable, Sendable {
  /// The command.
  public var command: Command
  /// Where its first word is.
  public var location: SourceLocation
  /// Where its first argument is, if it has one: an error about a file or a topic points there.
  public var argumentLocation: SourceLocation?

  /// Creates a parsed command.
  public init(command: Command, location: SourceLocation, argumentLocation: SourceLocation? = nil) {
    self.command = command
    self.location = location
    self.argumentLocation = argumentLocation
  }
}

extension Array {
  /// Empties the array, keeping its storage; for the few elements of a line, cheaper than
  /// `removeAll(keepingCapacity:)`, which goes through the general `replaceSubrange`.
  mutating func removeAllKeepingCapacity() {
    while !isEmpty { removeLast() }
  }
}

/// Turns command lines into commands: `;` separates commands, `#` starts a comment.
public enum Parser {
  /// Parses one line into its commands.
  public static func parse(line: String, lineNumber: Int = 1) throws(CommandError) -> [ParsedCommand] {
    var commands: [ParsedCommand] = []
    var tokens: [Token] = []
    try parse(line: line, lineNumber: lineNumber, into: &commands, tokens: &tokens)
    return commands
  }

  /// Parses one line into `commands`, replacing what they held, with `tokens` as scratch space;
  /// a batch reuses both arrays for every line.
  package static func parse(
    line: String, lineNumber: Int, into commands: inout [ParsedCommand], tokens: inout [Token]
  ) throws(CommandError) {
    commands.removeAllKeepingCapacity()
    try parse(line: line, lineNumber: lineNumber, appendingTo: &commands, tokens: &tokens)
  }

  /// Parses one line and appends its commands, or, on an error, appends nothing.
  package static func parse(
    line: String, lineNumber: Int, appendingTo commands: inout [ParsedCommand], tokens: inout [Token]
  ) throws(CommandError) {
    tokens.removeAllKeepingCapacity()
    let count = commands.count
    do {
      let endColumn = try Lexer.scan(line, lineNumber: lineNumber, into: &tokens)
      let end = SourceLocation(line: lineNumber, column: endColumn)
      var start = 0
      for index in 0...tokens.count where index == tokens.count || tokens[index].kind == .separator {
        if index > start {
          let end = index < tokens.count ? tokens[index].location : end
          let command = try parse(tokens[start..<index], end: end)
          // The argument of `save as FILE` is the file, after the as.
          var argument = start + 1
          if case .save = command, index > start + 2, tokens[argument].isKeyword("as") { argument += 1 }
          commands.append(
            ParsedCommand(
              command: command, location: tokens[start].location,
              argumentLocation: index > argument ? tokens[argument].location : nil))
        }
        start = index + 1
      }
    } catch {
      commands.removeSubrange(count...)
      var error = error
      error.code = .syntax
      throw error
    }
  }

  /// Parses the tokens of one command.
  static func parse(_ tokens: ArraySlice<Token>, end: SourceLocation) throws(CommandError) -> Command {
    let head = tokens[tokens.startIndex]
    guard head.kind == .word else {
      throw CommandError(
        .errorQuotedCommand, hint: .hintStartWithCommand, [.item: "\"\(Sanitizer.clean(head.text))\""],
        at: head.location)
    }
    let word = head.text.foldedForKeywords
    var cursor = TokenCursor(tokens.dropFirst(), end: end, context: word)
    func example() -> String { CommandCatalog.example(word) }
    guard let index = CommandCatalog.index(of: word) else {
      let guess = Suggestions.closest(to: head.text, in: CommandCatalog.names)
      throw CommandError(
        .errorUnknownCommand, hint: guess == nil ? .hintHelpCommands : .hintDidYouMeanCommand,
        [.item: Sanitizer.clean(head.text), .target: guess ?? ""], at: head.location)
    }
    cursor.commandIndex = index
    let command = try CommandCatalog.all[index].parse(&cursor)
    try cursor.finish(example: example())
    return command
  }

  static func parseRename(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    func example() -> String { "rename red to crimson" }
    let reference = try cursor.reference(example: example())
    try cursor.expect("to", example: example())
    return .rename(reference, to: try cursor.name("the new name", example: example()))
  }

  static func parseNew(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    try cursor.expect("scene", example: "new scene 640x480")
    return .newScene(cursor.isAtEnd ? nil : try cursor.size(example: "new scene 640x480"))
  }

  static func parseMove(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    func example() -> String { "move down, move by 10,0, move to 160,300, move into Done at position 2" }
    let way = try cursor.expect(oneOf: Grammar.moveWays, what: "direction", example: example())
    switch way {
    case "by":
      cursor.context = "move by"
      return .moveBy(try cursor.point(example: "move by 10,-5"))
    case "to":
      cursor.context = "move to"
      let point = try cursor.point(example: "move to 160,300")
      let container = cursor.accept("in") ? try cursor.reference(example: "move to 10,10 in viewB") : nil
      return .moveTo(point, in: container)
    case "first": return .jump(.first)
    case "last": return .jump(.last)
    case "next", "previous":
      let accepting = cursor.accept("accepting")
      return .jump(way == "next" ? .next(accepting: accepting) : .previous(accepting: accepting))
    case "into":
      cursor.context = "move into"
      let container = try cursor.reference(example: "move into Done")
      return .moveInto(container, try parseSlot(&cursor))
    default:
      let steps = cursor.isAtEnd ? 1 : try cursor.integer("the number of steps", min: 1, example: "move down 3")
      return .move(Direction(rawValue: way)!, steps: min(steps, 10_000))
    }
  }

  /// `at position N | before REF | after REF | first | last`, or nothing.
  static func parseSlot(_ cursor: inout TokenCursor) throws(CommandError) -> SlotSpec? {
    if cursor.accept("first") { return .first }
    if cursor.accept("last") { return .last }
    if cursor.accept("before") { return .before(try cursor.reference(example: "move into Done before \"card 2\"")) }
    if cursor.accept("after") { return .after(try cursor.reference(example: "move into Done after \"card 2\"")) }
    if cursor.accept("at") {
      _ = cursor.accept("position")
      return .position(try cursor.integer("the position", min: 1, example: "move into Done at position 2"))
    }
    return nil
  }

  static func parseDrop(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    let copy = cursor.accept("copy")
    guard cursor.accept("into") else { return .drop(copy: copy, into: nil, nil) }
    cursor.context = "drop into"
    let container = try cursor.reference(example: "drop into Done")
    return .drop(copy: copy, into: container, try parseSlot(&cursor))
  }

  static func parseDrag(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    func example() -> String { "drag red to viewB, drag red to 160,300" }
    let items = try cursor.references(example: example())
    let item = items[0]
    try cursor.expect("to", example: example())
    cursor.context = "drag ... to"
    if let token = cursor.peek, token.kind == .word, token.text.contains(","),
      let first = token.text.first, first.isNumber || first == "-" || first == "." || first == "+"
    {
      guard items.count == 1 else {
        throw CommandError(.errorDragToPoint, hint: .hintForExample, [.edit: "drag A, B to Done"], at: cursor.location)
      }
      return .dragToPoint(item, try cursor.point(example: example()))
    }
    let target = try cursor.reference(example: example())
    let slot = try parseSlot(&cursor)
    let copy = cursor.accept("copy")
    if items.count > 1 { return .dragGroup(items, target: target, slot, copy: copy) }
    return .dragToContainer(item, target: target, slot, copy: copy)
  }

  static func parsePointer(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    let phase = try cursor.expect(
      oneOf: Grammar.pointerActions, what: "pointer action", example: "pointer down 125,125")
    cursor.context = "pointer \(phase)"
    switch phase {
    case "down": return .pointerDown(try cursor.point(example: "pointer down 125,125"))
    case "move": return .pointerMove(try cursor.point(example: "pointer move 160,300"))
    case "up": return .pointerUp(cursor.isAtEnd ? nil : try cursor.point(example: "pointer up 160,300"))
    default: return .pointerCancel
    }
  }

  static func parseSelect(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    if let token = cursor.peek, token.kind == .word {
      switch token.text.foldedForKeywords {
      case "next": _ = cursor.next(); return .select(.next)
      case "previous", "prev": _ = cursor.next(); return .select(.previous)
      case "none": _ = cursor.next(); return .select(.none)
      case "toggle" where cursor.isLast: _ = cursor.next(); return .select(.toggle)
      case "parent" where cursor.isLast: _ = cursor.next(); return .select(.parent)
      case "child" where cursor.isLast: _ = cursor.next(); return .select(.child)
      case "first" where cursor.isLast: _ = cursor.next(); return .select(.first)
      case "last" where cursor.isLast: _ = cursor.next(); return .select(.last)
      case "left" where cursor.isLast: _ = cursor.next(); return .select(.column(forward: false))
      case "right" where cursor.isLast: _ = cursor.next(); return .select(.column(forward: true))
      case "add" where !cursor.isLast:
        _ = cursor.next()
        return .select(.add(try cursor.reference(example: "select add red")))
      case "remove" where !cursor.isLast:
        _ = cursor.next()
        return .select(.remove(try cursor.reference(example: "select remove red")))
      case "all" where !cursor.isLast:
        _ = cursor.next()
        try cursor.expect("in", example: "select all in Done")
        return .select(.allIn(try cursor.reference(example: "select all in Done")))
      default: break
      }
    }
    return .select(.node(try cursor.reference(example: "select red, select next")))
  }

  static func parseTree(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    var reference: Reference?
    if cursor.accept("all") { return .tree(nil, depth: Command.allLevels) }
    if let token = cursor.peek, !token.isKeyword("depth"), !token.isKeyword("all") {
      reference = try cursor.reference(example: "tree Done")
    }
    var depth: Int?
    if cursor.accept("all") {
      depth = Command.allLevels
    } else if cursor.accept("depth") {
      depth = try cursor.integer("the depth", min: 0, example: "tree depth 2")
    }
    return .tree(reference, depth: depth)
  }

  static func parseExpect(_ cursor: inout TokenCursor) throws(CommandError) -> Expectation {
    func example() -> String {
      "expect red in viewB, expect Done count 2, expect lifted red, expect idle, expect over Done"
    }
    if cursor.accept("idle") { return .idle }
    if cursor.accept("lifted") { return .lifted(try cursor.reference(example: "expect lifted red")) }
    if cursor.accept("over") {
      if cursor.accept("nothing") { return .over(nil) }
      return .over(try cursor.reference(example: "expect over Done"))
    }
    let subjects = try cursor.references(example: example())
    let subject = subjects[0]
    if subjects.count > 1 {
      cursor.context = "expect ... in"
      try cursor.expect("in", example: "expect A, B in Done position 2")
      let container = try cursor.reference(example: "expect A, B in Done position 2")
      var position: Int?
      if cursor.accept("position") {
        position = try cursor.integer("the position", min: 1, example: "expect A, B in Done position 2")
      }
      return .groupInContainer(subjects, container, position: position)
    }
    let relation = try cursor.expect(oneOf: Grammar.expectRelations, what: "expectation", example: example())
    cursor.context = "expect ... \(relation)"
    switch relation {
    case "count":
      return .count(subject, try cursor.integer("the count", min: 0, example: "expect Done count 2"))
    case "color":
      return .color(subject, try cursor.name("a color", example: "expect target color green"))
    default:
      let container = try cursor.reference(example: "expect red in viewB position 2 at 135,55")
      var position: Int?
      var origin: Point?
      while !cursor.isAtEnd {
        if cursor.accept("position") {
          position = try cursor.integer("the position", min: 1, example: "expect red in viewB position 2")
        } else if cursor.accept("at") {
          origin = try cursor.point(example: "expect red in viewB at 135,55")
        } else {
          break
        }
      }
      return .inContainer(subject, container, position: position, at: origin)
    }
  }
}
