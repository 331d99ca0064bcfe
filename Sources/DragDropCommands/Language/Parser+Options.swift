import DragDropAnnouncements
import DragDropKit
import DragDropTranslations

/// `set OPTION VALUE`: the value read as the option's form says (`SessionOptions`).
extension Parser {
  static func parseOption(_ name: OptionName, _ cursor: inout TokenCursor) throws(CommandError) -> SessionOption {
    let definition = name.definition
    let (what, example) = (definition.what, definition.example)
    switch definition.form {
    case .points(let zero, let offWord):
      if offWord, cursor.accept("off") { return SessionOption(name, .number(0)) }
      let points = try zero ? nonNegative(&cursor, what, example: example) : positive(&cursor, what, example: example)
      return SessionOption(name, .number(points))
    case .count(let range, _, let tooHigh):
      let location = cursor.location
      let count = try cursor.integer(what, min: range.lowerBound, example: example)
      if count > range.upperBound, let tooHigh {
        throw CommandError(
          tooHigh, hint: .hintUseRange,
          [.count: "\(range.upperBound)", .from: "\(range.lowerBound)", .to: "\(range.upperBound)"], at: location)
      }
      return SessionOption(name, .count(min(count, range.upperBound)))
    case .onOff:
      let word = try cursor.expect(oneOf: Grammar.booleanWords, what: what, example: example)
      return SessionOption(name, .flag(Grammar.trueWords.contains(word)))
    case .choice(let names, let offWord):
      if offWord, cursor.accept(oneOf: OptionForm.offWords) != nil { return SessionOption(name, .word(nil)) }
      let word = try cursor.expect(oneOf: names, what: what, example: example)
      return SessionOption(name, .word(word))
    case .language:
      let location = cursor.location
      guard let token = cursor.peek, token.kind == .word || token.kind == .quoted else {
        throw CommandError(
          .errorMissingLanguage, hint: .hintForExample, [.command: "set language", .edit: example], at: location)
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
      return SessionOption(name, .language(language))
    }
  }
}
