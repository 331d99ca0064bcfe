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
      let option = cursor.accept(oneOf: Grammar.sessionOptionNames)
    {
      cursor.context = "set \(option)"
      let value = try parseOption(option, &cursor)
      guard saves else { return .setOption(value) }
      _ = cursor.accept("save")
      return .saveOption(value)
    }
    let reference = try cursor.reference(example: "set Done capacity 3, set step 20")
    cursor.context = "set \(reference.text)"
    if cursor.isAtEnd, let guess = Suggestions.closest(to: reference.text, in: Grammar.sessionOptionNames) {
      throw CommandError(
        .errorMissingValue, hint: .hintDidYouMeanOption,
        [.command: "set \(Sanitizer.clean(reference.text))", .target: guess, .edit: "set \(guess) VALUE"],
        at: cursor.location)
    }
    let property = try cursor.expect(oneOf: Grammar.propertyNames, what: "property", example: "set Done capacity 3")
    cursor.context = "set ... \(property)"
    return .setProperty(reference, try parseProperty(property, &cursor))
  }

  static func parseOption(_ option: String, _ cursor: inout TokenCursor) throws(CommandError) -> SessionOption {
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(CommandError) -> T
    where T.RawValue == String {
      let value = try cursor.expect(oneOf: T.allCases.map(\.rawValue), what: what, example: "set \(option) ...")
      return T(rawValue: value)!
    }
    switch option {
    case "step": return .step(try positive(&cursor, "the step", example: "set step 20"))
    case "threshold": return .threshold(try nonNegative(&cursor, "the threshold", example: "set threshold 3"))
    case "snap":
      if cursor.accept("off") { return .snap(0) }
      return .snap(try nonNegative(&cursor, "the snap grid", example: "set snap 10"))
    case "history-limit":
      return .historyLimit(try cursor.integer("the history limit", min: 1, example: "set history-limit 100"))
    case "speak":
      let word = try cursor.expect(oneOf: Grammar.booleanWords, what: "on or off", example: "set speak on")
      return .speak(Grammar.trueWords.contains(word))
    case "view":
      let word = try cursor.expect(oneOf: Grammar.booleanWords, what: "on or off", example: "set view off")
      return .view(Grammar.trueWords.contains(word))
    case "speech-rate":
      let rate = try cursor.integer(
        "the speech rate", min: Preferences.speechRates.lowerBound, example: "set speech-rate 200")
      guard rate <= Preferences.speechRates.upperBound else {
        throw CommandError(
          .errorRateTooHigh, hint: .hintUseRange,
          [
            .count: "\(Preferences.speechRates.upperBound)", .from: "\(Preferences.speechRates.lowerBound)",
            .to: "\(Preferences.speechRates.upperBound)",
          ])
      }
      return .speechRate(rate)
    case "language":
      let location = cursor.location
      guard let token = cursor.peek, token.kind == .word || token.kind == .quoted else {
        throw CommandError(
          .errorMissingLanguage, hint: .hintForExample, [.command: "set language", .edit: "set language de"],
          at: location)
      }
      guard let language = Language.named(token.text) else {
        throw CommandError(
          .errorUnknownLanguage, hint: .hintHelpLanguages,
          [
            .item: Sanitizer.clean(token.text), .items: Language.all.map(\.code).joined(separator: ", "),
            .command: "help languages",
          ], at: location)
      }
      _ = cursor.next()
      return .language(language)
    case "mode": return .mode(try choice(OutputMode.self, "mode"))
    case "verbosity": return .verbosity(try choice(Verbosity.self, "verbosity"))
    case "collision": return .collision(try choice(CollisionStrategy.self, "collision strategy"))
    case "clamp": return .clamp(try choice(Clamp.self, "clamp"))
    case "arrows": return .arrows(try choice(ArrowKeys.self, "arrow keys"))
    default:
      if cursor.accept("off") || cursor.accept("none") || cursor.accept("free") { return .axis(nil) }
      return .axis(try choice(Axis.self, "axis"))
    }
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
