import DragDropAnnouncements
import DragDropKit

/// Walks the tokens of one command, with errors that say what was expected and where.
struct TokenCursor {
  let tokens: ArraySlice<Token>
  var index: Int
  /// Where the command ends, for "missing argument" errors.
  let end: SourceLocation
  /// The command word, for messages ("after 'move to'").
  var context: String
  /// The command's place in the catalog, for hints that need its example.
  var commandIndex = 0
  /// The command's example in the catalog, read only when a hint needs it.
  var commandExample: String { CommandCatalog.all[commandIndex].example }

  init(_ tokens: ArraySlice<Token>, end: SourceLocation, context: String = "") {
    self.tokens = tokens
    self.index = tokens.startIndex
    self.end = end
    self.context = context
  }

  var isAtEnd: Bool { index >= tokens.endIndex }
  /// True when the next token is the command's last.
  var isLast: Bool { index == tokens.endIndex - 1 }

  /// A name, with the command's own example in the hint (looked up only for the hint).
  mutating func name(_ what: String) throws(CommandError) -> String {
    let index = commandIndex
    return try name(what, example: CommandCatalog.all[index].example)
  }

  /// A reference, with the command's own example in the hint (looked up only for the hint).
  mutating func reference() throws(CommandError) -> Reference {
    let index = commandIndex
    return try reference(example: CommandCatalog.all[index].example)
  }
  var peek: Token? { isAtEnd ? nil : tokens[index] }
  var location: SourceLocation { peek?.location ?? end }

  mutating func next() -> Token? {
    guard let token = peek else { return nil }
    index += 1
    return token
  }

  /// Consumes the keyword if it comes next.
  mutating func accept(_ keyword: String) -> Bool {
    guard let token = peek, token.isKeyword(keyword) else { return false }
    index += 1
    return true
  }

  /// Consumes any of the keywords and returns it, lowercased.
  mutating func accept(oneOf keywords: [String]) -> String? {
    guard let token = peek, token.kind == .word else { return nil }
    let word = token.text.foldedForKeywords
    guard keywords.contains(word) else { return nil }
    index += 1
    return word
  }

  /// The error for a word that is missing or not what was expected: `what` names it in
  /// English (the text of a `noun*` phrase), followed by the `keywords` it may be.
  func missing(_ what: String, keywords: [String] = [], example: @autoclosure () -> String) -> CommandError {
    // The keywords are typed as they are, so they follow the noun in every language.
    CommandError(
      peek == nil ? .errorExpectedEnded : .errorExpected, hint: .hintForExample,
      [.command: context, .target: peek.map { Sanitizer.clean($0.text) } ?? "", .edit: example()],
      nouns: [.item: what], suffixes: keywords.isEmpty ? [:] : [.item: " (\(keywords.joined(separator: ", ")))"],
      at: location)
  }

  mutating func expect(_ keyword: String, example: @autoclosure () -> String) throws(CommandError) {
    guard accept(keyword) else { throw missing("'\(keyword)'", example: example()) }
  }

  mutating func expect(oneOf keywords: [String], what: String, example: @autoclosure () -> String) throws(CommandError)
    -> String
  {
    if let word = accept(oneOf: keywords) { return word }
    if let token = peek, token.kind == .word, let guess = Suggestions.closest(to: token.text, in: keywords) {
      throw CommandError(
        .errorUnknownWord, hint: .hintChooseOne,
        [
          .target: Sanitizer.clean(token.text), .command: context, .edit: guess,
          .items: keywords.joined(separator: ", "),
        ], nouns: [.item: what], at: token.location)
    }
    throw missing(what, keywords: keywords, example: example())
  }

  /// A name: a bare word or a quoted string.
  mutating func name(_ what: String = "a name", example: @autoclosure () -> String) throws(CommandError) -> String {
    guard let token = peek, token.kind != .separator else { throw missing(what, example: example()) }
    index += 1
    if token.text.isEmpty {
      throw CommandError(.errorEmptyName, hint: .hintNameInQuotes, at: token.location)
    }
    return token.text
  }

  mutating func reference(example: @autoclosure () -> String) throws(CommandError) -> Reference {
    let location = self.location
    return Reference(text: try name("a name or path", example: example()), location: location)
  }

  /// One reference or several separated by commas: `A, B, C`, `A,B`, `"Write docs", "Fix login"`.
  /// A bare word is split at its commas; a quoted name keeps them.
  mutating func references(example: @autoclosure () -> String) throws(CommandError) -> [Reference] {
    var references: [Reference] = []
    var wantsName = true
    var afterComma: SourceLocation?
    while let token = peek, token.kind != .separator {
      if token.kind == .word {
        if !wantsName && !token.text.hasPrefix(",") { break }
        index += 1
        var column = token.location.column
        let pieces = token.text.split(separator: ",", omittingEmptySubsequences: false)
        for (number, piece) in pieces.enumerated() {
          if !piece.isEmpty {
            guard wantsName else {
              throw CommandError(
                .errorMissingComma, hint: .hintCommas, [.item: Sanitizer.clean(String(piece))],
                at: SourceLocation(line: token.location.line, column: column))
            }
            references.append(
              Reference(text: String(piece), location: SourceLocation(line: token.location.line, column: column)))
            wantsName = false
          }
          column += piece.unicodeScalars.count + 1
          if number < pieces.count - 1 {
            if wantsName && (number > 0 || references.isEmpty) {
              throw CommandError(
                .errorNameBeforeComma, hint: .hintEachNameOnce, [.edit: example()],
                at: SourceLocation(line: token.location.line, column: column - 1))
            }
            wantsName = true
            afterComma = SourceLocation(line: token.location.line, column: column)
          }
        }
      } else {
        guard wantsName else { break }
        references.append(try reference(example: example()))
        wantsName = false
      }
    }
    if references.isEmpty { throw missing("a name or path", example: example()) }
    if wantsName {
      throw CommandError(.errorNameAfterComma, hint: .hintAddNameOrRemoveComma, at: afterComma ?? location)
    }
    return references
  }

  mutating func number(_ what: String, example: @autoclosure () -> String) throws(CommandError) -> Double {
    guard let token = peek, token.kind == .word else { throw missing(what, example: example()) }
    index += 1
    return try Values.number(token.text, at: token.location, what: what)
  }

  mutating func integer(_ what: String, min minimum: Int, example: @autoclosure () -> String) throws(CommandError)
    -> Int
  {
    guard let token = peek, token.kind == .word else { throw missing(what, example: example()) }
    index += 1
    return try Values.integer(token.text, at: token.location, what: what, min: minimum)
  }

  mutating func point(example: @autoclosure () -> String) throws(CommandError) -> Point {
    guard let token = peek, token.kind == .word else { throw missing("a point X,Y", example: example()) }
    index += 1
    return try Values.point(token.text, at: token.location)
  }

  mutating func size(example: @autoclosure () -> String) throws(CommandError) -> Size {
    guard let token = peek, token.kind == .word else { throw missing("a size WxH", example: example()) }
    index += 1
    return try Values.size(token.text, at: token.location)
  }

  /// Fails when anything is left over.
  func finish(example: @autoclosure () -> String) throws(CommandError) {
    guard let token = peek else { return }
    let example = example()
    throw CommandError(
      .errorUnexpected, hint: .hintQuotes,
      [.item: Sanitizer.clean(token.text), .command: context, .target: "\"Write docs\"", .edit: example],
      at: token.location)
  }
}

/// Parsing of numbers, points and sizes, with errors that name the problem.
enum Values {
  static func number(_ text: String, at location: SourceLocation, what: String) throws(CommandError) -> Double {
    guard let value = Double(text) else {
      throw CommandError(
        .errorNotNumber, hint: .hintWriteLikeOr, [.item: Sanitizer.clean(text), .edit: "12", .command: "-3.5"],
        nouns: [.target: what], at: location)
    }
    if !value.isFinite {
      // "nan", "inf" and "infinity" are words, not numbers; 1e400 is a number too large.
      let spelled = text.utf8.contains { $0 == UInt8(ascii: "n") || $0 == UInt8(ascii: "N") }
      if value.isNaN || spelled {
        throw CommandError(
          .errorNotFinite, hint: .hintWriteLikeOr, [.item: Sanitizer.clean(text), .edit: "12", .command: "-3.5"],
          nouns: [.target: what], at: location)
      }
    }
    guard value.isFinite, abs(value) <= 1e12 else {
      throw CommandError(
        .errorTooLarge, hint: .hintBetween, [.item: Sanitizer.clean(text), .from: "-1e12", .to: "1e12"], at: location)
    }
    return value
  }

  static func integer(_ text: String, at location: SourceLocation, what: String, min minimum: Int) throws(CommandError)
    -> Int
  {
    guard let value = Int(text) else {
      // All digits, but more than an Int holds: say so, with the limit.
      let digits = text.drop { $0 == "-" || $0 == "+" }
      if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
        throw CommandError(
          .errorTooLarge, hint: .hintAtMost, [.item: Sanitizer.clean(text), .to: "\(Int.max)"], nouns: [.target: what],
          at: location)
      }
      throw CommandError(
        .errorNotWholeNumber, hint: .hintWriteLike, [.item: Sanitizer.clean(text), .edit: "3"], nouns: [.target: what],
        at: location)
    }
    guard value >= minimum else {
      throw CommandError(.errorMinimum, [.to: "\(minimum)", .item: "\(value)"], nouns: [.target: what], at: location)
    }
    return value
  }

  static func point(_ text: String, at location: SourceLocation) throws(CommandError) -> Point {
    if let point = plainPoint(text) { return point }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw CommandError(
        .errorNotPoint, hint: .hintPointForm, [.item: Sanitizer.clean(text), .command: "X,Y", .edit: "160,300"],
        at: location)
    }
    let x = try number(String(parts[0]), at: location, what: "the x coordinate")
    let y = try number(String(parts[1]), at: location, what: "the y coordinate")
    return Point(x: x, y: y)
  }

  /// A point of two plain decimals ("160,300", "-3.5,12"), read without building substrings;
  /// nil for anything else, which `point(_:at:)` reads or explains.
  static func plainPoint(_ text: String) -> Point? {
    var text = text
    return text.withUTF8 { bytes -> Point? in
      guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")),
        let x = PlainDecimal.value(bytes[..<comma]), let y = PlainDecimal.value(bytes[(comma + 1)...])
      else { return nil }
      return Point(x: x, y: y)
    }
  }

  static func size(_ text: String, at location: SourceLocation) throws(CommandError) -> Size {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw CommandError(
        .errorNotSizeText, hint: .hintSizeForm, [.item: Sanitizer.clean(text), .command: "WxH", .edit: "50x50"],
        at: location)
    }
    let width = try number(String(parts[0]), at: location, what: "the width")
    let height = try number(String(parts[1]), at: location, what: "the height")
    guard width > 0, height > 0 else {
      throw CommandError(
        .errorSizeNotPositive, hint: .hintPositiveSize, [.item: Sanitizer.clean(text), .edit: "50x50"], at: location)
    }
    return Size(width: width, height: height)
  }
}
