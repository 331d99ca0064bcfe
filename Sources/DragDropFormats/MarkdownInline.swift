/// A line of Markdown as a reader sees it: links as their text, code and emphasis without their
/// marks, `[[page]]` and `#tag` as their words, escaped characters as themselves, HTML tags
/// without their marks and entities as their characters (MarkdownInline+HTML), Logseq's macros
/// by what they show; comments, footnote marks and block ids left out; code and math as written.
/// What a node of a document is named, heard and shown; the file keeps every byte.
public enum MarkdownInline {
  /// The characters that can start markup: a name without any is already plain. (`$` is not
  /// among them: math is kept as written, and only guards its text from the other marks.)
  static let markup: Set<Character> = [
    "\\", "`", "[", "!", "*", "_", "~", "=", "#", "<", "{", "(", "%", "&", "^",
  ]
  /// The same marks by byte value: a table of 256 entries.
  static let markupBytes: [Bool] = (0..<256).map { byte in markup.contains(Character(Unicode.Scalar(UInt8(byte)))) }

  /// The text without its inline markup, with runs of spaces made one. A Logseq block
  /// reference, `((uuid))`, is left out; given the texts of the page's blocks by their `id::`
  /// (lower case), it is the text of the block it points to, or "block reference" for a block
  /// not on the page.
  ///
  /// - Complexity: O(length of the text) for most text; a mark with no closing one is looked
  ///   for to the end once.
  public static func plain(_ text: String, headingMarks: Bool = true, blockTexts: [String: String]? = nil) -> String {
    // Looked for byte by byte: every mark is ASCII, and hashing each character would cost a
    // million-block document a second.
    guard mayHoldMarkup(text.utf8) else { return text }
    var characters = Array(text)
    dropBlockID(&characters)
    let references = blockTexts.map { BlockReferences(texts: $0, unknown: "block reference") }
    var result = strip(characters, headingMarks: headingMarks, references: references)
    // Runs of spaces made one, none at the ends.
    result = result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    return result
  }

  /// False for text without a character that can start markup: one pass over its bytes.
  static func mayHoldMarkup(_ bytes: String.UTF8View) -> Bool {
    bytes.contains { markupBytes[Int($0)] }
  }

  /// An Obsidian block id at the end, ` ^1wwy0m` (a caret after a blank, then letters, digits
  /// and dashes), left out: it names the block for links, and nobody reads it.
  static func dropBlockID(_ characters: inout [Character]) {
    var end = characters.count
    while end > 0, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
    var start = end
    while start > 0, characters[start - 1].isASCII,
      characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "-"
    {
      start -= 1
    }
    guard start < end, start >= 2, characters[start - 1] == "^",
      characters[start - 2] == " " || characters[start - 2] == "\t"
    else { return }
    characters.removeSubrange((start - 1)...)
  }

  /// The texts block references are heard as, by their id, and what one to a block not among
  /// them is heard as.
  struct BlockReferences {
    var texts: [String: String]
    var unknown: String
  }

  private static func strip(_ characters: [Character], headingMarks: Bool, references: BlockReferences?) -> String {
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
      case "%" where index + 1 < characters.count && characters[index + 1] == "%":
        // An Obsidian comment, %%not for reading%%: left out, with its text.
        if let close = find(["%", "%"], from: index + 2) {
          index = close + 2
        } else {
          output += "%%"
          index += 2
        }
      case "&":
        // An HTML entity, &amp; or &#x1F600;: its character.
        if let (said, end) = entity(in: characters, at: index) {
          output += said
          index = end
        } else {
          output.append(character)
          index += 1
        }
      case "$":
        // Math, $a_b$ or $$x_1$$: as written, its underscores and stars not read as emphasis.
        if let end = math(in: characters, at: index) {
          output += String(characters[index..<end])
          index = end
        } else {
          output.append(character)
          index += 1
        }
      case "^" where index + 1 < characters.count && characters[index + 1] == "[":
        // An inline footnote, ^[a note in the text]: left out.
        if let close = closingBracket(in: characters, from: index + 2) {
          index = close + 1
        } else {
          output.append(character)
          index += 1
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
        output += strip(shown, headingMarks: false, references: references)
        index = close + 2
      case "{" where index + 1 < characters.count && characters[index + 1] == "{":
        // A Logseq macro, {{youtube …}} or {{embed [[page]]}}: what it shows, in a word.
        var open = index
        while open < characters.count, characters[open] == "{" { open += 1 }
        guard let close = find(["}", "}"], from: open) else {
          output.append(character)
          index += 1
          continue
        }
        output += macro(Array(characters[open..<close]), references: references)
        index = close
        while index < characters.count, characters[index] == "}" { index += 1 }
      case "(" where index + 1 < characters.count && characters[index + 1] == "(":
        // A Logseq block reference, ((60acdeba-…)): the text of the block it points to, when
        // known; else a number nobody reads, left out.
        guard let close = find([")", ")"], from: index + 2),
          characters[(index + 2)..<close].allSatisfy({ $0.isHexDigit || $0 == "-" }), close > index + 2
        else {
          output.append(character)
          index += 1
          continue
        }
        if let references {
          output += references.texts[String(characters[(index + 2)..<close]).lowercased()] ?? references.unknown
        }
        index = close + 2
      case "!" where index + 1 < characters.count && characters[index + 1] == "[":
        // An image: its text, as a link's.
        index += 1
      case "[" where footnoteMark(in: characters, at: index) != nil:
        // A footnote mark, [^1] or [^note]: left out.
        index = footnoteMark(in: characters, at: index)!
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
        output += strip(Array(characters[(index + 1)..<close]), headingMarks: false, references: references)
        index = end + 1
        // Logseq's size of an image, ![alt](x.png){:height 172, :width 387}: left out.
        if index + 1 < characters.count, characters[index] == "{", characters[index + 1] == ":",
          let brace = find(["}"], from: index + 2)
        {
          index = brace + 1
        }
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
          output += strip(Array(characters[(index + run)..<close]), headingMarks: false, references: references)
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
        // An HTML tag or comment: <kbd>Ctrl</kbd> is Ctrl, <br> a blank, <img alt="Logo"> Logo.
        if let tag = htmlTag(in: characters, at: index) {
          if tag.breaksWords { output += " " }
          if let alt = tag.alt { output += strip(Array(alt), headingMarks: false, references: references) }
          index = tag.end
        } else if let close = find([">"], from: index + 1), characters[(index + 1)..<close].contains(":"),
          !characters[(index + 1)..<close].contains(" ")
        {
          // An autolink, <https://...>: its address.
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

  /// Where math that starts at a `$` ends: `$$…$$`, or `$…$` that opens before a non-blank and
  /// closes after one, not before a digit (so that "$5 and $10" is money); nil for none.
  static func math(in characters: [Character], at index: Int) -> Int? {
    let count = characters.count
    if index + 1 < count, characters[index + 1] == "$" {
      var position = index + 2
      while position + 1 < count {
        if characters[position] == "$", characters[position + 1] == "$" {
          return position > index + 2 ? position + 2 : nil
        }
        position += 1
      }
      return nil
    }
    guard index + 1 < count, !characters[index + 1].isWhitespace,
      let close = characters[(index + 1)...].firstIndex(of: "$"),
      !characters[close - 1].isWhitespace, !(close + 1 < count && characters[close + 1].isNumber)
    else { return nil }
    return close + 1
  }

  /// The index after a footnote mark, `[^1]` or `[^note]`, that starts at a `[`; nil for none.
  static func footnoteMark(in characters: [Character], at index: Int) -> Int? {
    guard index + 2 < characters.count, characters[index + 1] == "^" else { return nil }
    var position = index + 2
    while position < characters.count, characters[position] != "]" {
      if characters[position].isWhitespace || characters[position] == "[" { return nil }
      position += 1
    }
    return position < characters.count && position > index + 2 ? position + 1 : nil
  }

  /// The `]` that closes a bracket opened before `start`, brackets inside paired; nil for none.
  static func closingBracket(in characters: [Character], from start: Int) -> Int? {
    var depth = 0
    for position in start..<characters.count {
      switch characters[position] {
      case "[": depth += 1
      case "]":
        if depth == 0 { return position }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// A Logseq macro's inside, `youtube https://…`, said by what it shows: a video, a tweet, the
  /// page an embed shows, a query; a renderer nothing; any other macro its name.
  static func macro(_ inside: [Character], references: BlockReferences? = nil) -> String {
    let words = inside.drop { $0 == " " }
    let name = words.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    let rest = words.dropFirst(name.count)
    guard name.first?.isLetter == true, rest.first.map({ $0 == " " }) ?? true else {
      return strip(inside, headingMarks: false, references: references)
    }
    switch String(name).lowercased() {
    case "youtube", "youtube-timestamp", "video", "vimeo", "bilibili": return "video"
    case "tweet", "twitter": return "tweet"
    case "query": return "query"
    case "renderer": return ""
    case "embed":
      // {{embed [[page]]}}: the page's name; {{embed ((block))}}: the block's text, or "embed"
      // for a block not on the page.
      let known = references.map { BlockReferences(texts: $0.texts, unknown: "") }
      let parts = strip(Array(rest), headingMarks: false, references: known).split(separator: " ")
      let shown = parts.joined(separator: " ")
      return shown.isEmpty ? "embed" : shown
    default: return String(name)
    }
  }
}

extension Character {
  /// ASCII punctuation or a symbol, which a backslash escapes in Markdown.
  fileprivate var isPunctuationOrSymbol: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}
