/// HTML in a line of Markdown as a reader sees it: a tag without its marks (`<kbd>Ctrl</kbd>` is
/// "Ctrl"), a line break as a blank, an image as its alt text, a comment left out, and an entity
/// as its character (`&amp;` is "&").
extension MarkdownInline {
  /// A tag or comment read at a `<`: where it ends, whether it parts words (`<br>`, `</p>`), and
  /// an image's alt text.
  struct HTMLTag {
    var end: Int
    var breaksWords = false
    var alt: String?
  }

  /// The HTML elements whose tags are left out. Only these: `Vec<String>` and `List<T>` are text.
  static let htmlElements: Set<String> = Set([
    "a", "abbr", "audio", "b", "bdi", "bdo", "big", "button", "cite", "code", "col", "colgroup", "data", "del",
    "dfn", "em", "font", "i", "iframe", "img", "input", "ins", "kbd", "label", "mark", "meter", "nobr", "picture",
    "progress", "q", "rp", "rt", "ruby", "s", "samp", "small", "source", "span", "strike", "strong", "sub", "sup",
    "svg", "time", "tt", "u", "var", "video", "wbr",
  ]).union(htmlBreaks)

  /// The elements that part the words either side of them, as a line or a block does.
  static let htmlBreaks: Set<String> = [
    "article", "aside", "blockquote", "br", "caption", "center", "dd", "details", "div", "dl", "dt", "figcaption",
    "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
    "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
  ]

  /// The tag or comment that starts at a `<`, or nil for a `<` that starts neither.
  static func htmlTag(in characters: [Character], at index: Int) -> HTMLTag? {
    let count = characters.count
    var position = index + 1
    func at(_ offset: Int) -> Character? { offset < count ? characters[offset] : nil }
    func skipBlanks() { while let character = at(position), character.isWhitespace { position += 1 } }
    // <!-- a comment -->
    if at(position) == "!", at(position + 1) == "-", at(position + 2) == "-" {
      position += 3
      while position + 2 < count {
        if characters[position] == "-", characters[position + 1] == "-", characters[position + 2] == ">" {
          return HTMLTag(end: position + 3)
        }
        position += 1
      }
      return nil
    }
    let closing = at(position) == "/"
    if closing { position += 1 }
    // The element's name: ASCII letters and digits, all in one case, one that HTML has.
    let nameStart = position
    guard let first = at(position), first.isASCII, first.isLetter else { return nil }
    while let character = at(position), character.isASCII, character.isLetter || character.isNumber {
      position += 1
    }
    let name = String(characters[nameStart..<position])
    let lower = name.lowercased()
    guard name == lower || name == name.uppercased(), htmlElements.contains(lower) else { return nil }
    var tag = HTMLTag(end: 0, breaksWords: htmlBreaks.contains(lower))
    if closing {
      skipBlanks()
      guard at(position) == ">" else { return nil }
      tag.end = position + 1
      return tag
    }
    // Attributes, each after a blank: alt="Logo", width=20, hidden.
    while true {
      let before = position
      skipBlanks()
      guard let character = at(position) else { return nil }
      if character == ">" {
        tag.end = position + 1
        break
      }
      if character == "/", at(position + 1) == ">" {
        tag.end = position + 2
        break
      }
      guard position > before, character.isASCII,
        character.isLetter || character == "_" || character == ":"
      else { return nil }
      let attributeStart = position
      while let next = at(position), next.isASCII,
        next.isLetter || next.isNumber || next == "_" || next == ":" || next == "." || next == "-"
      {
        position += 1
      }
      let attribute = String(characters[attributeStart..<position]).lowercased()
      let afterName = position
      skipBlanks()
      guard at(position) == "=" else {
        position = afterName
        continue
      }
      position += 1
      skipBlanks()
      guard let quote = at(position) else { return nil }
      let value: ArraySlice<Character>
      if quote == "\"" || quote == "'" {
        guard let close = characters[(position + 1)...].firstIndex(of: quote) else { return nil }
        value = characters[(position + 1)..<close]
        position = close + 1
      } else {
        let valueStart = position
        while let next = at(position), !next.isWhitespace, !"\"'=<>`".contains(next) { position += 1 }
        guard position > valueStart else { return nil }
        value = characters[valueStart..<position]
      }
      if attribute == "alt", lower == "img" { tag.alt = String(value) }
    }
    return tag
  }

  /// The entity that starts at a `&`, as its text and the index after its `;`; nil for an `&`
  /// that starts none, or a name not in the table, which stays as written.
  static func entity(in characters: [Character], at index: Int) -> (String, Int)? {
    let count = characters.count
    var position = index + 1
    guard position < count else { return nil }
    if characters[position] == "#" {
      // &#123; or &#x1F600;: the character of that number.
      position += 1
      let hex = position < count && (characters[position] == "x" || characters[position] == "X")
      if hex { position += 1 }
      let digitsStart = position
      var value: UInt32 = 0
      while position < count, position - digitsStart < (hex ? 6 : 7),
        let digit = hex ? characters[position].hexDigitValue : characters[position].wholeNumberValue,
        characters[position].isASCII
      {
        value = value * (hex ? 16 : 10) + UInt32(digit)
        position += 1
      }
      guard position > digitsStart, position < count, characters[position] == ";" else { return nil }
      guard value != 0, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", position + 1) }
      if scalar.properties.isWhitespace { return (" ", position + 1) }
      if value < 0x20 || (0x7F...0x9F).contains(value) { return ("\u{FFFD}", position + 1) }
      return (String(Character(scalar)), position + 1)
    }
    // &amp; or &mdash;: a name in the table.
    let nameStart = position
    while position < count, position - nameStart < 8, characters[position].isASCII,
      characters[position].isLetter || characters[position].isNumber
    {
      position += 1
    }
    guard position > nameStart, position < count, characters[position] == ";",
      let said = namedEntities[String(characters[nameStart..<position])]
    else { return nil }
    return (said, position + 1)
  }

  /// The named entities a page commonly holds, each as its character; `&nbsp;` and the other
  /// spaces as a blank.
  static let namedEntities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ",
    "thinsp": " ", "shy": "", "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "mdash": "\u{2014}",
    "ndash": "\u{2013}", "hellip": "\u{2026}", "laquo": "\u{AB}", "raquo": "\u{BB}", "lsquo": "\u{2018}",
    "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "sbquo": "\u{201A}", "bdquo": "\u{201E}",
    "bull": "\u{2022}", "middot": "\u{B7}", "deg": "\u{B0}", "plusmn": "\u{B1}", "times": "\u{D7}",
    "divide": "\u{F7}", "minus": "\u{2212}", "ne": "\u{2260}", "le": "\u{2264}", "ge": "\u{2265}",
    "asymp": "\u{2248}", "infin": "\u{221E}", "larr": "\u{2190}", "rarr": "\u{2192}", "uarr": "\u{2191}",
    "darr": "\u{2193}", "harr": "\u{2194}", "lArr": "\u{21D0}", "rArr": "\u{21D2}", "hArr": "\u{21D4}",
    "check": "\u{2713}", "cross": "\u{2717}", "starf": "\u{2605}", "star": "\u{2606}", "hearts": "\u{2665}",
    "euro": "\u{20AC}", "pound": "\u{A3}", "yen": "\u{A5}", "cent": "\u{A2}", "sect": "\u{A7}", "para": "\u{B6}",
    "dagger": "\u{2020}", "Dagger": "\u{2021}", "prime": "\u{2032}", "Prime": "\u{2033}", "frac12": "\u{BD}",
    "frac14": "\u{BC}", "frac34": "\u{BE}", "sup2": "\u{B2}", "sup3": "\u{B3}", "micro": "\u{B5}",
    "iexcl": "\u{A1}", "iquest": "\u{BF}", "alpha": "\u{3B1}", "beta": "\u{3B2}", "gamma": "\u{3B3}",
    "delta": "\u{3B4}", "lambda": "\u{3BB}", "mu": "\u{3BC}", "pi": "\u{3C0}", "sigma": "\u{3C3}",
    "theta": "\u{3B8}", "omega": "\u{3C9}", "Delta": "\u{394}", "Sigma": "\u{3A3}", "Omega": "\u{3A9}",
    "auml": "\u{E4}", "ouml": "\u{F6}", "uuml": "\u{FC}", "Auml": "\u{C4}", "Ouml": "\u{D6}", "Uuml": "\u{DC}",
    "szlig": "\u{DF}", "eacute": "\u{E9}", "egrave": "\u{E8}", "agrave": "\u{E0}", "ccedil": "\u{E7}",
    "ntilde": "\u{F1}",
  ]
}
