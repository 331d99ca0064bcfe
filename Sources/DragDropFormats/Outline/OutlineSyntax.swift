/// What one line of a Markdown document is, on its own: a heading, a list item, a line that opens
/// or closes a code fence, or text.
///
/// Two paths give the same answers. The general one reads a line as `String` characters; the fast
/// one reads the bytes of a line that is all ASCII, where a byte is a character, without making
/// a string (a million-item outline is a million such lines). `OutlineSyntaxTests` holds them to
/// each other.
enum OutlineSyntax {
  /// A heading's level and name, or a list item's indentation, marker, checkbox mark and name.
  enum Block: Hashable {
    case heading(level: Int, name: String)
    case item(indent: Int, marker: String, mark: Character?, name: String)
  }

  /// A code fence: its character (a backtick or a tilde) and how many of them opened it.
  struct Fence: Hashable {
    var character: UInt8
    var length: Int
  }

  /// The number of an ordered marker (`3.`, `3)`), or nil for a bullet.
  static func number(_ marker: String) -> Int? {
    guard marker.count >= 2, let last = marker.last, last == "." || last == ")" else { return nil }
    return Int(marker.dropLast())
  }

  /// A line that begins with `old` (and is not blank) with `new` instead; but a line of text
  /// that would read as a heading with less indentation (`\t  # notes` becoming `  # notes`)
  /// keeps its own, so that it stays text of its block. Nil for a line that stays as it is.
  static func reindented(_ text: String, from old: String, to new: String, isFirst: Bool) -> String? {
    guard text.hasPrefix(old), !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    let shifted = new + text.dropFirst(old.count)
    if !isFirst, heading(shifted) != nil, heading(text) == nil { return nil }
    return shifted
  }

  /// The line's block, or nil for text. `line` holds the line's bytes, without its ending.
  /// Unless `named`, the block's name is left empty (an ASCII line's is not made at all).
  static func block(_ line: UnsafeBufferPointer<UInt8>, ascii: Bool, named: Bool = true) -> Block? {
    if !named {
      switch block(line, ascii: ascii, namedASCII: false) {
      case .heading(let level, _): return .heading(level: level, name: "")
      case .item(let indent, let marker, let mark, _):
        return .item(indent: indent, marker: marker, mark: mark, name: "")
      case nil: return nil
      }
    }
    return block(line, ascii: ascii, namedASCII: true)
  }

  private static func block(_ line: UnsafeBufferPointer<UInt8>, ascii: Bool, namedASCII: Bool) -> Block? {
    // By bytes for every line: a block's structure turns on ASCII bytes alone, and a combining
    // mark after the marker's space (`- \u{301}`) must not join the space into one character.
    if !ascii, let first = line.first(where: { !Bytes.blank($0) }), first == Bytes.hash || first < 0x80 {
      if let heading = Bytes.heading(line) { return heading }
      if let item = Bytes.listItem(line) { return item }
    }
    guard ascii else {
      let text = String(decoding: line, as: UTF8.self)
      if let heading = heading(text) { return .heading(level: heading.level, name: heading.name) }
      if let item = listItem(text) {
        return .item(indent: item.indent, marker: item.marker, mark: item.mark, name: item.name)
      }
      return nil
    }
    if let heading = Bytes.heading(line, named: namedASCII) { return heading }
    return Bytes.listItem(line, named: namedASCII)
  }

  /// The level a setext heading's underline gives, `===` 1 and `---` 2, or nil: up to three
  /// spaces, one character repeated (at least two dashes, which a lone `-`, an empty list item,
  /// is not), then only blanks.
  static func setextLevel(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    var start = 0
    while start < line.count, line[start] == Bytes.space { start += 1 }
    guard start <= 3, start < line.count else { return nil }
    let mark = line[start]
    guard mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-") else { return nil }
    var end = start
    while end < line.count, line[end] == mark { end += 1 }
    let run = end - start
    guard run >= (mark == UInt8(ascii: "-") ? 2 : 1) else { return nil }
    while end < line.count, Bytes.blank(line[end]) { end += 1 }
    guard end == line.count else { return nil }
    return mark == UInt8(ascii: "=") ? 1 : 2
  }

  /// The fence the line opens, or nil.
  static func opensFence(_ line: UnsafeBufferPointer<UInt8>, ascii: Bool) -> Fence? {
    ascii ? Bytes.opensFence(line) : opensFence(String(decoding: line, as: UTF8.self))
  }

  /// True when the line closes the open fence.
  static func closesFence(_ line: UnsafeBufferPointer<UInt8>, ascii: Bool, _ fence: Fence) -> Bool {
    ascii ? Bytes.closesFence(line, fence) : closesFence(String(decoding: line, as: UTF8.self), fence)
  }

  // MARK: - The general path, by characters

  /// The columns of a line's leading spaces and tabs (a tab to the next multiple of 4).
  static func indentation(_ text: Substring) -> Int {
    var columns = 0
    for character in text {
      if character == " " {
        columns += 1
      } else if character == "\t" {
        columns += 4 - columns % 4
      } else {
        break
      }
    }
    return columns
  }

  /// An ATX heading: one to six `#`, then a space or the end, at most three spaces in.
  static func heading(_ text: String) -> (level: Int, name: String)? {
    let body = text.drop { $0 == " " }
    guard text.count - body.count <= 3, body.first == "#" else { return nil }
    let hashes = body.prefix { $0 == "#" }.count
    guard hashes <= 6 else { return nil }
    let rest = body.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var name = rest.trimmingSpaces
    // An optional closing sequence of `#` after a space.
    let closing = name.reversed().prefix { $0 == "#" }.count
    if closing > 0, closing == name.count || name.dropLast(closing).last == " " {
      name = name.dropLast(closing).trimmingSpaces
    }
    return (hashes, String(name))
  }

  /// A list item: its indentation, marker, checkbox mark and name.
  static func listItem(_ text: String) -> (indent: Int, marker: String, mark: Character?, name: String)? {
    let body = text.drop { $0 == " " || $0 == "\t" }
    guard let first = body.first else { return nil }
    var marker: Substring
    if first == "-" || first == "*" || first == "+" {
      marker = body.prefix(1)
    } else if first.isASCII, first.isNumber {
      let digits = body.prefix { $0.isASCII && $0.isNumber }
      guard digits.count <= 9, let close = body.dropFirst(digits.count).first, close == "." || close == ")" else {
        return nil
      }
      marker = body.prefix(digits.count + 1)
    } else {
      return nil
    }
    let rest = body.dropFirst(marker.count)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    if BoardReader.isBreak(body) { return nil }
    var content = rest.drop { $0 == " " || $0 == "\t" }
    var mark: Character?
    let box = Array(content.prefix(3))
    if box.count == 3, box[0] == "[", box[2] == "]", content.dropFirst(3).first.map({ $0 == " " || $0 == "\t" }) ?? true
    {
      mark = box[1]
      content = content.dropFirst(3).drop { $0 == " " || $0 == "\t" }
    }
    return (indentation(text[...]), String(marker), mark, String(content.trimmingSpaces))
  }

  /// A line that opens a code fence: three or more backticks or tildes.
  static func opensFence(_ text: String) -> Fence? {
    let body = text.drop { $0 == " " || $0 == "\t" }
    guard let first = body.first, first == "`" || first == "~" else { return nil }
    let length = body.prefix { $0 == first }.count
    guard length >= 3 else { return nil }
    // A backtick fence's info string holds no backtick.
    if first == "`", body.dropFirst(length).contains("`") { return nil }
    return Fence(character: first.asciiValue!, length: length)
  }

  /// A line that closes the open fence: the same character, at least as many, nothing after.
  static func closesFence(_ text: String, _ fence: Fence) -> Bool {
    let body = text.drop { $0 == " " || $0 == "\t" }
    let run = body.prefix { $0.asciiValue == fence.character }.count
    return run >= fence.length && body.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
  }

  // MARK: - The fast path, by bytes of an ASCII line

  /// The same answers as the general path for a line of ASCII bytes, where every byte is a
  /// character.
  enum Bytes {
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#")

    static func blank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// The first index at or after `start` that is not a space or a tab.
    static func skipBlanks(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
      var index = start
      while index < line.count, blank(line[index]) { index += 1 }
      return index
    }

    /// The range without spaces and tabs at either end.
    static func trimmed(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
      var start = range.lowerBound
      var end = range.upperBound
      while start < end, blank(line[start]) { start += 1 }
      while end > start, blank(line[end - 1]) { end -= 1 }
      return start..<end
    }

    static func string(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
    }

    static func indentation(_ line: UnsafeBufferPointer<UInt8>) -> Int {
      var columns = 0
      for byte in line {
        if byte == space {
          columns += 1
        } else if byte == tab {
          columns += 4 - columns % 4
        } else {
          break
        }
      }
      return columns
    }

    static func heading(_ line: UnsafeBufferPointer<UInt8>, named: Bool = true) -> Block? {
      var start = 0
      while start < line.count, line[start] == space { start += 1 }
      guard start <= 3, start < line.count, line[start] == hash else { return nil }
      var rest = start
      while rest < line.count, line[rest] == hash { rest += 1 }
      let hashes = rest - start
      guard hashes <= 6, rest == line.count || blank(line[rest]) else { return nil }
      var name = trimmed(line, rest..<line.count)
      var closing = 0
      while closing < name.count, line[name.upperBound - 1 - closing] == hash { closing += 1 }
      if closing > 0, closing == name.count || line[name.upperBound - 1 - closing] == space {
        name = trimmed(line, name.lowerBound..<name.upperBound - closing)
      }
      return .heading(level: hashes, name: named ? string(line, name) : "")
    }

    static func listItem(_ line: UnsafeBufferPointer<UInt8>, named: Bool = true) -> Block? {
      let body = skipBlanks(line, from: 0)
      guard body < line.count else { return nil }
      let first = line[body]
      var markerEnd: Int
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
        markerEnd = body + 1
      } else if first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
        markerEnd = body
        while markerEnd < line.count, line[markerEnd] >= UInt8(ascii: "0"), line[markerEnd] <= UInt8(ascii: "9") {
          markerEnd += 1
        }
        guard markerEnd - body <= 9, markerEnd < line.count,
          line[markerEnd] == UInt8(ascii: ".") || line[markerEnd] == UInt8(ascii: ")")
        else { return nil }
        markerEnd += 1
      } else {
        return nil
      }
      guard markerEnd == line.count || blank(line[markerEnd]) else { return nil }
      if BoardReader.isBreak(bytes: UnsafeBufferPointer(rebasing: line[body...])) { return nil }
      var content = skipBlanks(line, from: markerEnd)
      var mark: Character?
      if line.count - content >= 3, line[content] == UInt8(ascii: "["), line[content + 2] == UInt8(ascii: "]"),
        content + 3 == line.count || blank(line[content + 3])
      {
        mark = Character(Unicode.Scalar(line[content + 1]))
        content = skipBlanks(line, from: content + 3)
      }
      return .item(
        indent: indentation(line), marker: string(line, body..<markerEnd), mark: mark,
        name: named ? string(line, trimmed(line, content..<line.count)) : "")
    }

    static func opensFence(_ line: UnsafeBufferPointer<UInt8>) -> Fence? {
      let body = skipBlanks(line, from: 0)
      guard body < line.count, line[body] == UInt8(ascii: "`") || line[body] == UInt8(ascii: "~") else { return nil }
      let character = line[body]
      var end = body
      while end < line.count, line[end] == character { end += 1 }
      guard end - body >= 3 else { return nil }
      if character == UInt8(ascii: "`"), line[end...].contains(character) { return nil }
      return Fence(character: character, length: end - body)
    }

    static func closesFence(_ line: UnsafeBufferPointer<UInt8>, _ fence: Fence) -> Bool {
      let body = skipBlanks(line, from: 0)
      var end = body
      while end < line.count, line[end] == fence.character { end += 1 }
      return end - body >= fence.length && skipBlanks(line, from: end) == line.count
    }
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  fileprivate var trimmingSpaces: Substring {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
    while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
    return self[start..<end]
  }
}
