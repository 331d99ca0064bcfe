/// A line of Markdown as a reader sees it: links as their text, code and emphasis without their
/// marks, `[[page]]` and `#tag` as their words, escaped characters as themselves. What a node of
/// a document is named, heard and shown; the file keeps every byte.
public enum MarkdownInline {
  /// The characters that can start markup: a name without any is already plain.
  static let markup: Set<Character> = ["\\", "`", "[", "!", "*", "_", "~", "=", "#", "<", "{", "("]
  /// The same marks by byte value: a table of 256 entries.
  static let markupBytes: [Bool] = (0..<256).map { byte in markup.contains(Character(Unicode.Scalar(UInt8(byte)))) }

  /// The text without its inline markup, with runs of spaces made one.
  ///
  /// - Complexity: O(length of the text) for most text; a mark with no closing one is looked
  ///   for to the end once.
  public static func plain(_ text: String, headingMarks: Bool = true) -> String {
    // Looked for byte by byte: every mark is ASCII, and hashing each character would cost a
    // million-block document a second.
    guard text.utf8.contains(where: { markupBytes[Int($0)] }) else { return text }
    var result = strip(Array(text), headingMarks: headingMarks)
    // Runs of spaces made one, none at the ends.
    result = result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    return result
  }

  private static func strip(_ characters: [Character], headingMarks: Bool) -> String {
    var output = ""
    var index = 0
    // A Logseq heading bullet, `- ## Usage`: the name is the heading's.
    if headingMarks {
      var marks = 0
      while marks < characters.count, characters[marks] == "#" { marks += 1 }
      if (1...6).contains(marks), marks < characters.count, characters[marks] == " " { index = marks + 1 }
    }
    func find(_ pattern: [Character], from start: Int) -> Int? {
      guard pattern.count <= characters.count else { return nil }
      var position = start
      while position + pattern.count <= characters.count {
        if Array(characters[position..<position + pattern.count]) == pattern { return position }
        position += 1
      }
      return nil
    }
    func isWordCharacter(_ at: Int) -> Bool {
      at >= 0 && at < characters.count && (characters[at].isLetter || characters[at].isNumber)
    }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuationOrSymbol:
        output.append(characters[index + 1])
        index += 2
      case "`":
        var run = 0
        while index + run < characters.count, characters[index + run] == "`" { run += 1 }
        let fence = [Character](repeating: "`", count: run)
        if let close = find(fence, from: index + run) {
          output += String(characters[(index + run)..<close])
          index = close + run
        } else {
          output += String(fence)
          index += run
        }
      case "[" where index + 1 < characters.count && characters[index + 1] == "[":
        // [[page]] or [[page|alias]]
        guard let close = find(["]", "]"], from: index + 2) else {
          output.append(character)
          index += 1
          continue
        }
        let inner = Array(characters[(index + 2)..<close])
        let shown = inner.lastIndex(of: "|").map { Array(inner[($0 + 1)...]) } ?? inner
        output += strip(shown, headingMarks: false)
        index = close + 2
      case "{" where index + 1 < characters.count && characters[index + 1] == "{":
        // A Logseq macro, {{embed ((…))}} or {{query (todo now)}}: its words.
        var open = index
        while open < characters.count, characters[open] == "{" { open += 1 }
        guard let close = find(["}", "}"], from: open) else {
          output.append(character)
          index += 1
          continue
        }
        output += strip(Array(characters[open..<close]), headingMarks: false)
        index = close
        while index < characters.count, characters[index] == "}" { index += 1 }
      case "(" where index + 1 < characters.count && characters[index + 1] == "(":
        // A Logseq block reference, ((60acdeba-…)): a number nobody reads, left out.
        guard let close = find([")", ")"], from: index + 2),
          characters[(index + 2)..<close].allSatisfy({ $0.isHexDigit || $0 == "-" }), close > index + 2
        else {
          output.append(character)
          index += 1
          continue
        }
        index = close + 2
      case "!" where index + 1 < characters.count && characters[index + 1] == "[":
        // An image: its text, as a link's.
        index += 1
      case "[":
        // [text](url) or [text][ref]: the text.
        guard let close = find(["]"], from: index + 1), close + 1 < characters.count,
          characters[close + 1] == "(" || characters[close + 1] == "[",
          let end = find([characters[close + 1] == "(" ? ")" : "]"], from: close + 2)
        else {
          output.append(character)
          index += 1
          continue
        }
        output += strip(Array(characters[(index + 1)..<close]), headingMarks: false)
        index = end + 1
      case "*", "_", "~", "=":
        // Emphasis, strikethrough and highlight: a run of marks that a like run closes. An
        // underscore inside a word (snake_case) is a letter, not a mark.
        var run = 0
        while index + run < characters.count, characters[index + run] == character { run += 1 }
        let marks = [Character](repeating: character, count: run)
        let opens = index + run < characters.count && characters[index + run] != " "
        let wordInside = character == "_" && isWordCharacter(index - 1)
        let pairs = character == "~" || character == "=" ? run == 2 : true
        if opens, !wordInside, pairs, let close = find(marks, from: index + run), close > index + run,
          characters[close - 1] != " ", !(character == "_" && isWordCharacter(close + run))
        {
          output += strip(Array(characters[(index + run)..<close]), headingMarks: false)
          index = close + run
        } else {
          output += String(marks)
          index += run
        }
      case "#" where (index == 0 || characters[index - 1] == " ") && isWordCharacter(index + 1):
        // A tag: its word.
        index += 1
      case "#"
      where (index == 0 || characters[index - 1] == " ") && index + 2 < characters.count
        && characters[index + 1] == "[" && characters[index + 2] == "[":
        index += 1
      case "<":
        // An autolink, <https://...>: its address.
        if let close = find([">"], from: index + 1), characters[(index + 1)..<close].contains(":"),
          !characters[(index + 1)..<close].contains(" ")
        {
          output += String(characters[(index + 1)..<close])
          index = close + 1
        } else {
          output.append(character)
          index += 1
        }
      default:
        output.append(character)
        index += 1
      }
    }
    return output
  }
}

extension Character {
  /// ASCII punctuation or a symbol, which a backslash escapes in Markdown.
  fileprivate var isPunctuationOrSymbol: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}
