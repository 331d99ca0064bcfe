import DragDropKit

/// A block's or card's first line as a person reads it: its words without markup
/// (`MarkdownInline`), and apart from them what the markup said, a heading's level and a task's
/// state. `- ## Usage` is "Usage", heading 2; `DONE watch Doctor Who` is "watch Doctor Who",
/// done; a block made only of properties, `type:: [[Command]]`, is "type: Command".
public struct ReadableText: Hashable, Sendable {
  /// The words as read, with `/` as itself.
  public var text: String
  /// The heading level its `#` marks give, 0 for none.
  public var headingLevel: UInt8
  /// The task state its marker gives.
  public var task: TaskState

  /// Reads a line's text (after any list marker and checkbox). Given the texts of a page's
  /// blocks by their `id::` (lower case), a block reference, `((uuid))`, is read as the text of
  /// the block it points to (`MarkdownInline.plain`).
  public init(_ markdown: String, blockTexts: [String: String]? = nil) {
    headingLevel = 0
    task = .none
    // Most lines start with neither `#` nor a word in capitals and hold no `::`: their words are
    // plain. Looked at byte by byte, so that a million-block document reads at its old pace.
    if !Self.mayHoldMarks(markdown.utf8) {
      text = Self.withoutClosingColon(MarkdownInline.plain(markdown, headingMarks: false, blockTexts: blockTexts))
      return
    }
    var rest = Substring(markdown.trimmingBlanks)
    // A fenced code block that starts a block, ```calc: its language, or its first words.
    if rest.hasPrefix("```") || rest.hasPrefix("~~~") {
      let fence = rest.first!
      rest = rest.drop { $0 == fence }.drop { $0 == " " }
    }
    // Logseq's heading bullet: `- ## Usage`.
    let marks = rest.prefix { $0 == "#" }.count
    if (1...6).contains(marks), rest.dropFirst(marks).first == " " {
      headingLevel = UInt8(marks)
      rest = rest.dropFirst(marks + 1).drop { $0 == " " }
    }
    // A Logseq marker, upper case, then a blank: `DONE watch Doctor Who`.
    if let space = rest.firstIndex(of: " "), let state = TaskState(marker: rest[..<space]) {
      task = state
      rest = rest[space...].drop { $0 == " " }
    }
    // A property, `type:: [[Command]]`: "type: Command".
    if let colons = rest.firstRange(of: ":: "), rest[..<colons.lowerBound].allSatisfy(Self.isPropertyNameCharacter),
      !rest[..<colons.lowerBound].isEmpty
    {
      rest = rest[..<colons.lowerBound] + ": " + rest[colons.upperBound...]
    }
    text = Self.withoutClosingColon(MarkdownInline.plain(String(rest), headingMarks: false, blockTexts: blockTexts))
  }

  /// A name that ends in a colon ("Some examples:", introducing the list under it) without it,
  /// and one wholly in parentheses without them: a reader sees them and moves on, a screen
  /// reader says "colon" and "left paren".
  static func withoutClosingColon(_ text: String) -> String {
    // A whole name in parentheses, an aside ("(this is how DONE renders)"), is heard without them.
    if text.hasPrefix("("), text.hasSuffix(")"), text.count > 2,
      !text.dropFirst().dropLast().contains(where: { $0 == "(" || $0 == ")" })
    {
      return String(text.dropFirst().dropLast()).trimmingBlanks
    }
    guard text.hasSuffix(":"), !text.hasSuffix("::") else { return text }
    let trimmed = String(text.dropLast()).trimmingBlanks
    return trimmed.isEmpty ? text : trimmed
  }

  /// False for text that cannot start with heading marks, a marker or a blank, nor hold `::`.
  static func mayHoldMarks(_ bytes: String.UTF8View) -> Bool {
    guard let first = bytes.first else { return false }
    if first == UInt8(ascii: "#") || first == 0x20 || first == 0x09 || first == UInt8(ascii: "`")
      || first == UInt8(ascii: "~")
    {
      return true
    }
    var previous: UInt8 = 0
    var inFirstWord = true
    var capitals = true
    for byte in bytes {
      if byte == UInt8(ascii: ":"), previous == UInt8(ascii: ":") { return true }
      if inFirstWord {
        if byte == 0x20 {
          inFirstWord = false
          if capitals { return true }
        } else if !((0x41...0x5A).contains(byte) || byte == UInt8(ascii: "-")) {
          capitals = false
        }
      }
      previous = byte
    }
    return false
  }

  static func isPropertyNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "_"
  }

  /// The state a checkbox mark gives: `[ ]` to do, any other mark done.
  public static func task(checkbox mark: Character?) -> TaskState {
    guard let mark else { return .none }
    return mark == " " ? .todo : .done
  }
}
