import DragDropAnnouncements
import DragDropKit
import DragDropTranslations

extension Parser {
  static func parseAdd(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    let type = try cursor.expect(
      oneOf: Grammar.nodeTypes, what: "node type", example: "add item red in viewA, add container Done")
    cursor.context = "add \(type)"
    func example() -> String { CommandCatalog.info("add")!.syntax[type == "item" ? 1 : 0] }
    let name = try cursor.name("a name", example: example())
    if type == "item" {
      var options = ItemOptions()
      while !cursor.isAtEnd {
        let option = try cursor.expect(
          oneOf: Grammar.itemOptions, what: "option", example: example())
        switch option {
        case "in": options.parent = try cursor.reference(example: example())
        case "at":
          if cursor.accept("position") {
            options.position = try cursor.integer("the position", min: 1, example: "add item a in Done at position 1")
          } else {
            options.origin = try cursor.point(example: example())
          }
        case "position": options.position = try cursor.integer("the position", min: 1, example: example())
        case "size": options.size = try cursor.size(example: example())
        case "kind": options.kind = try cursor.name("a kind", example: example())
        default: options.color = try cursor.name("a color", example: example())
        }
      }
      return .addItem(name: name, options)
    }
    var options = ContainerOptions()
    while !cursor.isAtEnd {
      let option = try cursor.expect(
        oneOf: Grammar.containerOptions, what: "option",
        example: example())
      switch option {
      case "in": options.parent = try cursor.reference(example: example())
      case "at": options.origin = try cursor.point(example: example())
      case "size": options.size = try cursor.size(example: example())
      case "layout": options.layout = try parseLayout(&cursor)
      case "accepts": options.accepts = try parseAccepts(&cursor)
      case "capacity": options.capacity = try cursor.integer("the capacity", min: 0, example: "capacity 3")
      case "effect": options.effect = try parseEffect(&cursor)
      default: options.color = try cursor.name("a color", example: example())
      }
    }
    return .addContainer(name: name, options)
  }

  /// `layout NAME` and the bare words that may follow it: `stack horizontal`, `grid 3`.
  static func parseLayout(_ cursor: inout TokenCursor) throws(CommandError) -> LayoutSpec {
    func example() -> String { "layout free, layout stack horizontal, layout grid 3" }
    let name = try cursor.expect(oneOf: Grammar.layouts, what: "layout", example: example())
    var values: [LayoutSetting] = []
    for parameter in Layout.type(named: name)!.parameters where parameter.positional {
      guard let token = cursor.peek, token.kind == .word else { break }
      var fits: Bool
      switch parameter.kind {
      case .choice(let words): fits = words.contains(token.text.foldedForKeywords)
      case .count: fits = Int(token.text) != nil
      case .number: fits = Double(token.text) != nil
      case .size: fits = token.text.contains("x") || token.text.contains("×")
      }
      if let none = parameter.noneWord, token.text.foldedForKeywords == none { fits = true }
      guard fits else { continue }
      values.append(
        LayoutSetting(name: parameter.name, value: try layoutValue(parameter, &cursor, example: "layout \(name) 3")))
    }
    return LayoutSpec(name: name, values: values)
  }

  /// A layout parameter's value, read as its kind.
  static func layoutValue(_ parameter: LayoutParameter, _ cursor: inout TokenCursor, example: String)
    throws(CommandError) -> LayoutValue
  {
    if let none = parameter.noneWord, cursor.accept(none) { return .none }
    switch parameter.kind {
    case .number: return .number(try nonNegative(&cursor, "the \(parameter.name)", example: example))
    case .count: return .count(try cursor.integer("the number of \(parameter.name)", min: 1, example: example))
    case .size: return .size(try cursor.size(example: example))
    case .choice(let words): return .word(try cursor.expect(oneOf: words, what: parameter.name, example: example))
    }
  }

  static func parseAccepts(_ cursor: inout TokenCursor) throws(CommandError) -> Accepts {
    let text = try cursor.name("a list of kinds, any or none", example: "accepts task,bug")
    switch text.lowercased() {
    case "any", "*": return .any
    case "none": return .none
    default: return .kinds(text.split(separator: ",").map(String.init))
    }
  }

  static func parseEffect(_ cursor: inout TokenCursor) throws(CommandError) -> Effect {
    Effect(rawValue: try cursor.expect(oneOf: Grammar.effects, what: "effect", example: "effect copy"))!
  }

  static func parseSet(_ cursor: inout TokenCursor) throws(CommandError) -> Command {
    let remaining = cursor.tokens.endIndex - cursor.index
    let saves = remaining == 3 && cursor.tokens.last?.text == "save"
    if remaining == 2 || saves, let token = cursor.peek, token.kind == .word,
      let word = cursor.accept(oneOf: SessionOptions.settableNames), let option = OptionName(rawValue: word)
    {
      cursor.context = "set \(word)"
      let value = try parseOption(option, &cursor)
      guard saves else { return .setOption(value) }
      _ = cursor.accept("save")
      return .saveOption(value)
    }
    let reference = try cursor.reference(example: "set Done capacity 3, set step 20")
    cursor.context = "set \(reference.text)"
    if cursor.isAtEnd, let guess = Suggestions.closest(to: reference.text, in: SessionOptions.settableNames) {
      throw CommandError(
        .errorMissingValue, hint: .hintDidYouMeanOption,
        [.command: "set \(Sanitizer.clean(reference.text))", .target: guess, .edit: "set \(guess) VALUE"],
        at: cursor.location)
    }
    let property = try cursor.expect(oneOf: Grammar.propertyNames, what: "property", example: "set Done capacity 3")
    cursor.context = "set ... \(property)"
    return .setProperty(reference, try parseProperty(property, &cursor))
  }

  static func positive(_ cursor: inout TokenCursor, _ what: String, example: String) throws(CommandError) -> Double {
    let location = cursor.location
    let value = try cursor.number(what, example: example)
    guard value > 0 else {
      throw CommandError(.errorNotPositive, hint: .hintForExample, [.edit: example], nouns: [.item: what], at: location)
    }
    return value
  }

  static func nonNegative(_ cursor: inout TokenCursor, _ what: String, example: String) throws(CommandError) -> Double {
    let location = cursor.location
    let value = try cursor.number(what, example: example)
    guard value >= 0 else {
      throw CommandError(.errorNegative, hint: .hintForExample, [.edit: example], nouns: [.item: what], at: location)
    }
    return value
  }

  static func parseProperty(_ property: String, _ cursor: inout TokenCursor) throws(CommandError) -> PropertyChange {
    func optionalText(_ what: String) throws(CommandError) -> String? {
      let text = try cursor.name(what, example: "set red \(property) VALUE (or none)")
      return text.lowercased() == "none" ? nil : text
    }
    if let parameter = Grammar.layoutParameter(named: property) {
      let sample: String
      switch parameter.kind {
      case .number: sample = "8"
      case .count: sample = "3"
      case .size: sample = "40x40"
      case .choice(let words): sample = words.last!
      }
      let layout = Layout.types.first { $0.parameter(named: property) != nil }!.name
      let value = try layoutValue(parameter, &cursor, example: "set \(layout) \(property) \(sample)")
      return .layoutParameter(LayoutSetting(name: property, value: value))
    }
    switch property {
    case "kind": return .kind(try optionalText("a kind"))
    case "color": return .color(try optionalText("a color"))
    case "label": return .label(try optionalText("a label"))
    case "draggable":
      let value = try cursor.expect(
        oneOf: Grammar.booleanWords, what: "value", example: "set red draggable false")
      return .draggable(Grammar.trueWords.contains(value))
    case "accepts": return .accepts(try parseAccepts(&cursor))
    case "capacity":
      if cursor.accept("none") { return .capacity(nil) }
      return .capacity(try cursor.integer("the capacity", min: 0, example: "set Done capacity 3"))
    case "effect": return .effect(try parseEffect(&cursor))
    case "targets":
      let text = try cursor.name("a list of container names, or any", example: "set red targets viewA,viewB")
      return .targets(text.lowercased() == "any" ? nil : text.split(separator: ",").map(String.init))
    case "layout": return .layout(try parseLayout(&cursor))
    case "origin": return .origin(try cursor.point(example: "set red origin 10,20"))
    default: return .size(try cursor.size(example: "set red size 50x50"))
    }
  }
}
