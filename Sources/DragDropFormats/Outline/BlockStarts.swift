/// What starts CommonMark 0.31.2's blocks, read from a line's bytes at a position: the
/// thematic break, the ATX heading, the code fence, the HTML block, the setext underline and the
/// list marker (spec sections 4.1 to 4.6 and 5.2). Block structure turns on ASCII bytes only
/// (spaces, tabs, `>`, markers), so one path serves every line, ASCII or not: a UTF-8 byte of
/// another character is never one of them.
///
/// `OutlineScanner` puts them together, with the containers (block quotes and list items) that
/// decide where a line's content starts.
enum BlockStarts {
  static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// True when nothing but spaces and tabs follows `index`.
  static func restIsBlank(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
    var index = index
    while index < line.count {
      if !isBlank(line[index]) { return false }
      index += 1
    }
    return true
  }

  /// A thematic break: three or more `-`, `*` or `_`, the same one, with only spaces and tabs
  /// between and after.
  static func thematicBreak(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard start < line.count else { return false }
    let mark = line[start]
    guard mark == UInt8(ascii: "-") || mark == UInt8(ascii: "*") || mark == UInt8(ascii: "_") else { return false }
    var count = 0
    for byte in UnsafeBufferPointer(rebasing: line[start...]) {
      if byte == mark {
        count += 1
      } else if !isBlank(byte) {
        return false
      }
    }
    return count >= 3
  }

  /// True for an ATX heading: one to six `#`, then a space, a tab or the end of the line.
  static func atxHeading(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var end = start
    while end < line.count, line[end] == UInt8(ascii: "#") { end += 1 }
    let hashes = end - start
    return (1...6).contains(hashes) && (end == line.count || isBlank(line[end]))
  }

  /// The fence a line opens at `start`: three or more backticks (whose info string holds no
  /// backtick) or tildes.
  static func opensFence(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> OutlineSyntax.Fence? {
    guard start < line.count else { return nil }
    let character = line[start]
    guard character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
    var end = start
    while end < line.count, line[end] == character { end += 1 }
    guard end - start >= 3 else { return nil }
    if character == UInt8(ascii: "`"), line[end...].contains(character) { return nil }
    return OutlineSyntax.Fence(character: character, length: end - start)
  }

  /// True when the line closes `fence` at `start`: as many of its character or more, then only
  /// spaces and tabs.
  static func closesFence(_ line: UnsafeBufferPointer<UInt8>, at start: Int, _ fence: OutlineSyntax.Fence) -> Bool {
    var end = start
    while end < line.count, line[end] == fence.character { end += 1 }
    return end - start >= fence.length && restIsBlank(line, from: end)
  }

  /// A setext heading's underline at `start`: `=`s (level 1) or `-`s (level 2), then only
  /// spaces and tabs.
  static func setextUnderline(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    guard start < line.count else { return nil }
    let mark = line[start]
    guard mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-") else { return nil }
    var end = start
    while end < line.count, line[end] == mark { end += 1 }
    guard restIsBlank(line, from: end) else { return nil }
    return mark == UInt8(ascii: "=") ? 1 : 2
  }

  /// A list marker at `start`: its length in bytes, and its number for an ordered one. A
  /// marker is followed by a space, a tab or the end of the line; one that would interrupt a
  /// paragraph must have text after it, and an ordered one must be 1.
  static func listMarker(
    _ line: UnsafeBufferPointer<UInt8>, at start: Int, interruptsParagraph: Bool
  ) -> (length: Int, number: Int?)? {
    guard start < line.count else { return nil }
    let first = line[start]
    var end = start
    var number: Int?
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
      end += 1
    } else if isDigit(first) {
      var value = 0
      while end < line.count, isDigit(line[end]), end - start < 10 {
        value = value * 10 + Int(line[end] - UInt8(ascii: "0"))
        end += 1
      }
      guard end - start <= 9, end < line.count, line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")")
      else { return nil }
      end += 1
      number = value
    } else {
      return nil
    }
    guard end == line.count || isBlank(line[end]) else { return nil }
    if interruptsParagraph {
      if restIsBlank(line, from: end) { return nil }
      if let number, number != 1 { return nil }
    }
    return (end - start, number)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

// MARK: - HTML blocks

extension BlockStarts {
  /// The kind of HTML block a line starts at `start` (1 to 7, as the spec numbers them), or nil.
  /// Kind 7, a whole tag alone on its line, cannot interrupt a paragraph.
  static func htmlBlockStart(_ line: UnsafeBufferPointer<UInt8>, at start: Int, interruptsParagraph: Bool) -> Int? {
    guard start < line.count, line[start] == UInt8(ascii: "<") else { return nil }
    let rest = UnsafeBufferPointer(rebasing: line[(start + 1)...])
    // 1: <script, <pre, <style, <textarea, then a blank, `>` or the end.
    for name in rawTags where startsWithName(rest, name) {
      let after = name.count
      if after == rest.count || isBlank(rest[after]) || rest[after] == UInt8(ascii: ">") { return 1 }
    }
    if hasPrefix(rest, "!--") { return 2 }
    if hasPrefix(rest, "?") { return 3 }
    if rest.count >= 2, rest[0] == UInt8(ascii: "!"), isLetter(rest[1]) { return 4 }
    if hasPrefix(rest, "![CDATA[") { return 5 }
    // 6: a block-level tag name, opening or closing, then a blank, the end, `>` or `/>`.
    let closing = rest.first == UInt8(ascii: "/")
    let nameStart = closing ? 1 : 0
    var nameEnd = nameStart
    while nameEnd < rest.count, isLetter(rest[nameEnd]) || isDigit(rest[nameEnd]) { nameEnd += 1 }
    if nameEnd > nameStart, blockTags.contains(lowercased(rest, nameStart..<nameEnd)) {
      if nameEnd == rest.count || isBlank(rest[nameEnd]) || rest[nameEnd] == UInt8(ascii: ">")
        || (rest[nameEnd] == UInt8(ascii: "/") && nameEnd + 1 < rest.count && rest[nameEnd + 1] == UInt8(ascii: ">"))
      {
        return 6
      }
    }
    if !interruptsParagraph, isWholeTag(line, at: start) { return 7 }
    return nil
  }

  /// True when the line ends an HTML block of kind 1 to 5: it holds the closing text.
  static func endsHTMLBlock(_ kind: Int, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
    switch kind {
    case 1: rawTags.contains { contains(line, "</" + $0 + ">", caseInsensitive: true) }
    case 2: contains(line, "-->")
    case 3: contains(line, "?>")
    case 4: line.contains(UInt8(ascii: ">"))
    case 5: contains(line, "]]>")
    default: false
    }
  }

  static let rawTags = ["script", "pre", "style", "textarea"]

  static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
    "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
    "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li",
    "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search",
    "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  /// Kind 7: an open tag with its attributes, or a closing tag, then only blanks; not one of
  /// kind 1's names.
  static func isWholeTag(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = start + 1
    let closing = index < line.count && line[index] == UInt8(ascii: "/")
    if closing { index += 1 }
    guard index < line.count, isLetter(line[index]) else { return false }
    let nameStart = index
    while index < line.count, isLetter(line[index]) || isDigit(line[index]) || line[index] == UInt8(ascii: "-") {
      index += 1
    }
    if rawTags.contains(lowercased(line, nameStart..<index)) { return false }
    if closing {
      while index < line.count, isBlank(line[index]) { index += 1 }
      guard index < line.count, line[index] == UInt8(ascii: ">") else { return false }
      return restIsBlank(line, from: index + 1)
    }
    // Attributes: blanks, a name, and an optional value.
    while true {
      let beforeBlanks = index
      while index < line.count, isBlank(line[index]) { index += 1 }
      guard index < line.count else { return false }
      let byte = line[index]
      if byte == UInt8(ascii: ">") { return restIsBlank(line, from: index + 1) }
      if byte == UInt8(ascii: "/") {
        return index + 1 < line.count && line[index + 1] == UInt8(ascii: ">") && restIsBlank(line, from: index + 2)
      }
      guard index > beforeBlanks, isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else {
        return false
      }
      while index < line.count, isAttributeNameByte(line[index]) { index += 1 }
      var look = index
      while look < line.count, isBlank(line[look]) { look += 1 }
      guard look < line.count, line[look] == UInt8(ascii: "=") else { continue }
      index = look + 1
      while index < line.count, isBlank(line[index]) { index += 1 }
      guard index < line.count else { return false }
      let quote = line[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        index += 1
        while index < line.count, line[index] != quote { index += 1 }
        guard index < line.count else { return false }
        index += 1
      } else {
        let valueStart = index
        while index < line.count, !isBlank(line[index]), !"\"'=<>`".utf8.contains(line[index]) { index += 1 }
        guard index > valueStart else { return false }
      }
    }
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  static func isAttributeNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
  }

  static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: bytes[range].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  static func startsWithName(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
    let utf8 = Array(name.utf8)
    guard bytes.count >= utf8.count else { return false }
    return utf8.indices.allSatisfy { (bytes[$0] | 0x20) == utf8[$0] && isLetter(bytes[$0]) }
  }

  static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    return bytes.count >= utf8.count && utf8.indices.allSatisfy { bytes[$0] == utf8[$0] }
  }

  static func contains(_ line: UnsafeBufferPointer<UInt8>, _ text: String, caseInsensitive: Bool = false) -> Bool {
    let needle = Array(text.utf8)
    guard line.count >= needle.count else { return false }
    for start in 0...(line.count - needle.count) {
      var found = true
      for offset in needle.indices {
        let byte = line[start + offset]
        let folded = caseInsensitive && isLetter(byte) ? byte | 0x20 : byte
        if folded != needle[offset] {
          found = false
          break
        }
      }
      if found { return true }
    }
    return false
  }
}
