import DragDropKit

/// Reads a Markdown board, keeping every line, or rejects it with the line and the reason.
///
/// The shapes follow the Obsidian Kanban plugin's own parser and serializer: a front matter with
/// `kanban-plugin:`, a `## ` heading a lane (`## Doing (3)` sets a WIP limit), `**Complete**`
/// under a heading for a lane that completes its cards, `- [ ] card` list items with indented
/// sub-lines, a `***` thematic break before `## Archive`, and a `%% kanban:settings` block of
/// JSON. A plain outline of `## ` headings and `- ` items reads the same way.
enum BoardReader {
  static func read(_ bytes: [UInt8]) throws(FormatError) -> Board {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw error(.notUTF8, line: invalidLine(bytes))
    }
    let lines = split(text)
    var board = Board(
      prefix: [], lanes: [], tailBefore: [], archive: [], tailAfter: [],
      endsWithNewline: bytes.last == 0x0A, newline: dominantNewline(lines), isKanbanPlugin: false)
    var index = 0
    board.prefix = try frontMatter(lines, &index, &board)
    // Up to the first lane: any text, but no card.
    while index < lines.count, heading(lines[index].text) == nil {
      if isSettings(lines[index].text) { break }
      if listItem(lines[index].text) != nil {
        throw error(.cardBeforeLane, line: lines[index].number)
      }
      board.prefix.append(lines[index])
      index += 1
    }
    while index < lines.count, let title = heading(lines[index].text) {
      var lane = lane(lines, &index, title: title)
      if lane.cards.isEmpty { splitEmpty(&lane) }
      // A thematic break that opens the archive, and the settings block, end the lanes.
      let cut = tailStart(in: lane.trailer, next: index < lines.count ? lines[index] : nil)
      if let cut {
        board.tailBefore = Array(lane.trailer[cut...])
        lane.trailer.removeSubrange(cut...)
      }
      // An empty lane's own lines (a `**Complete**`, a note) are its header: a card dropped
      // into it goes after them, and before the blank lines that end the lane.
      if lane.cards.isEmpty, let last = lane.trailer.lastIndex(where: { !isBlank($0.text) }) {
        lane.header += lane.trailer[...last]
        lane.trailer.removeSubrange(...last)
      }
      board.lanes.append(lane)
      if cut != nil { break }
    }
    guard !board.lanes.isEmpty else {
      throw error(.noLanes, line: 1)
    }
    if !board.isKanbanPlugin, board.lanes.allSatisfy({ $0.cards.isEmpty }) {
      throw error(.noCards, line: board.lanes[0].heading.number)
    }
    try tail(lines, &index, &board)
    return board
  }

  // MARK: Lines

  static func split(_ text: String) -> [Board.Line] {
    var lines: [Board.Line] = []
    var number = 1
    var current = Substring(text)
    while !current.isEmpty {
      guard let newline = current.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
        lines.append(Board.Line(text: String(current), ending: "", number: number))
        break
      }
      var body = current[..<newline]
      var ending = "\n"
      if body.utf8.last == UInt8(ascii: "\r") {
        body = body.dropLast()
        ending = "\r\n"
      }
      lines.append(Board.Line(text: String(body), ending: ending, number: number))
      number += 1
      current = current[current.utf8.index(after: newline)...]
    }
    return lines
  }

  static func dominantNewline(_ lines: [Board.Line]) -> String {
    let crlf = lines.filter { $0.ending == "\r\n" }.count
    return crlf * 2 > lines.count ? "\r\n" : "\n"
  }

  static func invalidLine(_ bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
      line += 1
      start = index + 1
    }
    return line
  }

  static func error(_ problem: FormatProblem, line: Int) -> FormatError {
    FormatError(problem, line: line, column: 1)
  }

  // MARK: Shapes

  /// The title of a `## ` heading (level two only), or nil.
  static func heading(_ line: String) -> String? {
    guard line.hasPrefix("## ") else { return nil }
    var title = line.dropFirst(3)
    while title.last == " " || title.last == "\t" || title.last == "#" { title = title.dropLast() }
    return String(title.drop { $0 == " " })
  }

  /// A list item at the start of a line: `- [ ] text`, `* [x] text`, `- text`. Returns the mark
  /// (nil without a checkbox) and the text.
  static func listItem(_ line: String) -> (mark: Character?, text: String)? {
    guard let bullet = line.first, bullet == "-" || bullet == "*" || bullet == "+" else { return nil }
    let rest = line.dropFirst()
    guard rest.first == " " || rest.first == "\t" || rest.isEmpty else { return nil }
    let body = rest.drop { $0 == " " || $0 == "\t" }
    // `***`, `---` and `- - -` are thematic breaks, not items.
    if isBreak(line) { return nil }
    let chars = Array(body.prefix(3))
    if chars.count == 3, chars[0] == "[", chars[2] == "]", body.dropFirst(3).first.map({ $0 == " " }) ?? true {
      return (chars[1], String(body.dropFirst(3).drop { $0 == " " }))
    }
    return (nil, String(body))
  }

  static func isBreak(_ line: some StringProtocol) -> Bool {
    isBreak(bytes: line.utf8)
  }

  /// Three or more of one of `*`, `-`, `_`, with only spaces and tabs between, by UTF-8 bytes.
  static func isBreak(bytes: some Sequence<UInt8>) -> Bool {
    var mark: UInt8 = 0
    var count = 0
    for byte in bytes where byte != 0x20 && byte != 0x09 {
      if mark == 0 {
        guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else { return false }
        mark = byte
      } else if byte != mark {
        return false
      }
      count += 1
    }
    return count >= 3
  }

  static func isSettings(_ line: String) -> Bool { line.hasPrefix("%% kanban:settings") }

  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

  /// The first `#tag` of a card's text.
  static func tag(in text: String) -> String? { tags(in: text, first: true).first }

  /// Every `#tag` of a card's text, in order, without the `#`; only the first when `first`.
  static func tags(in text: String, first: Bool = false) -> [String] {
    var tags: [String] = []
    var previous: Character = " "
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "#", previous == " " || previous == "\t" {
        let word = text[text.index(after: index)...].prefix {
          $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "/"
        }
        if !word.isEmpty, !word.allSatisfy(\.isNumber) {
          tags.append(String(word))
          if first { return tags }
        }
      }
      previous = character
      index = text.index(after: index)
    }
    return tags
  }

  /// What is written between the braces of a card's first `@{date}` and first `@@{time}`, the
  /// plugin's date and time, which the card's title hides.
  static func dateAndTime(in text: String) -> (date: String?, time: String?) {
    var date: String?
    var time: String?
    var rest = Substring(text)
    while let at = rest.firstIndex(of: "@") {
      let marks = rest[at...].prefix { $0 == "@" }.count
      rest = rest[at...].dropFirst(marks)
      guard rest.first == "{", let close = rest.firstIndex(of: "}") else { continue }
      let value = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingBlanks
      rest = rest[rest.index(after: close)...]
      guard !value.isEmpty else { continue }
      if marks == 1, date == nil { date = value }
      if marks == 2, time == nil { time = value }
    }
    return (date, time)
  }

  // MARK: Sections

  static func frontMatter(
    _ lines: [Board.Line], _ index: inout Int, _ board: inout Board
  ) throws(FormatError) -> [Board.Line] {
    guard let first = lines.first, first.text == "---" else { return [] }
    var prefix = [first]
    index = 1
    while index < lines.count {
      let line = lines[index]
      prefix.append(line)
      index += 1
      if line.text == "---" { return prefix }
      if line.text.hasPrefix("kanban-plugin:") { board.isKanbanPlugin = true }
    }
    throw error(.frontMatterNotClosed, line: 1)
  }

  static func lane(_ lines: [Board.Line], _ index: inout Int, title raw: String) -> Board.Lane {
    var title = raw
    var limit: Int?
    if title.hasSuffix(")"), let open = title.lastIndex(of: "("),
      let number = Int(title[title.index(after: open)..<title.index(before: title.endIndex)]), number >= 0,
      open > title.startIndex
    {
      limit = number
      title = String(title[..<open].reversed().drop { $0 == " " }.reversed())
    }
    var lane = Board.Lane(
      heading: lines[index], title: title, limit: limit, isComplete: false, header: [], cards: [], trailer: [])
    index += 1
    while index < lines.count, heading(lines[index].text) == nil, !isSettings(lines[index].text) {
      let line = lines[index]
      if let item = listItem(line.text) {
        // Lines between two cards stay with the card above them.
        if !lane.cards.isEmpty { lane.cards[lane.cards.count - 1].lines += lane.trailer }
        lane.trailer = []
        lane.cards.append(Board.Card(lines: [line], text: item.text, mark: item.mark, tag: tag(in: item.text)))
      } else if lane.cards.isEmpty {
        if line.text.trimmingBlanks == "**Complete**" { lane.isComplete = true }
        lane.header.append(line)
      } else if !isBlank(line.text), line.text.first == " " || line.text.first == "\t", lane.trailer.isEmpty {
        lane.cards[lane.cards.count - 1].lines.append(line)
      } else {
        lane.trailer.append(line)
      }
      index += 1
    }
    return lane
  }

  /// Where the tail (the archive's thematic break, or the settings block) starts in the last
  /// lane's trailer, or nil when the lanes go on.
  static func tailStart(in trailer: [Board.Line], next: Board.Line?) -> Int? {
    if let next, isSettings(next.text) {
      // Blank lines before the settings block belong to it, as the plugin writes them.
      var cut = trailer.count
      while cut > 0, isBlank(trailer[cut - 1].text) { cut -= 1 }
      return cut
    }
    guard let next, heading(next.text) == "Archive",
      let breakIndex = trailer.lastIndex(where: { !isBlank($0.text) }), isBreak(trailer[breakIndex].text)
    else { return nil }
    var cut = breakIndex
    while cut > 0, isBlank(trailer[cut - 1].text) { cut -= 1 }
    return cut
  }

  /// An empty lane's lines, all read as its header, split as a lane with cards has them: all in
  /// the trailer, where the tail (a `***` before the archive, blank lines before the settings
  /// block) is looked for, but for a first blank line that stays under the heading when another
  /// follows it, as the plugin writes a lane: the heading, a blank line, the cards, blank lines.
  static func splitEmpty(_ lane: inout Board.Lane) {
    let keep = lane.header.count >= 2 && isBlank(lane.header[0].text) && isBlank(lane.header[1].text) ? 1 : 0
    lane.trailer = Array(lane.header[keep...])
    lane.header.removeSubrange(keep...)
  }

  /// The archive's heading and cards, and the settings block, whose JSON must be valid. Lines
  /// before the first archived card go before it, then the archived cards (the first run of list
  /// items after the `## Archive` heading, with their sub-lines), then everything else after.
  static func tail(_ lines: [Board.Line], _ index: inout Int, _ board: inout Board) throws(FormatError) {
    enum Phase { case before, cards, after }
    var phase = Phase.before
    var sawArchive = false
    while index < lines.count {
      let line = lines[index]
      if isSettings(line.text) {
        let end = try settings(lines, from: index)
        if phase == .before { board.tailBefore += lines[index..<end] } else { board.tailAfter += lines[index..<end] }
        if phase == .cards { phase = .after }
        index = end
        continue
      }
      switch phase {
      case .before:
        if sawArchive, let item = listItem(line.text) {
          board.archive.append(Board.Card(lines: [line], text: item.text, mark: item.mark, tag: tag(in: item.text)))
          phase = .cards
        } else {
          if heading(line.text) == "Archive" { sawArchive = true }
          board.tailBefore.append(line)
        }
      case .cards:
        if let item = listItem(line.text) {
          board.archive.append(Board.Card(lines: [line], text: item.text, mark: item.mark, tag: tag(in: item.text)))
        } else if !isBlank(line.text), line.text.first == " " || line.text.first == "\t" {
          board.archive[board.archive.count - 1].lines.append(line)
        } else {
          phase = .after
          board.tailAfter.append(line)
        }
      case .after:
        board.tailAfter.append(line)
      }
      index += 1
    }
  }

  /// Checks the `%% kanban:settings` block's JSON and returns the index after its closing `%%`.
  static func settings(_ lines: [Board.Line], from start: Int) throws(FormatError) -> Int {
    var index = start + 1
    var json: [Board.Line] = []
    while index < lines.count {
      let text = lines[index].text.trimmingBlanks
      index += 1
      if text == "%%" {
        try validate(json)
        return index
      }
      // The fence lines around the JSON are not part of it.
      if text.hasPrefix("```") { continue }
      json.append(lines[index - 1])
    }
    throw error(.settingsNotClosed, line: lines[start].number)
  }

  static func validate(_ json: [Board.Line]) throws(FormatError) {
    let text = json.map(\.text).joined(separator: "\n")
    guard !text.trimmingBlanks.isEmpty else { return }
    let bytes = Array(text.utf8)
    let failure = bytes.withUnsafeBufferPointer { buffer -> JSONReader.Failure? in
      var reader = JSONReader(buffer, maxDepth: 64)
      do throws(JSONReader.Failure) {
        try reader.skipValue()
        try reader.finish()
        return nil
      } catch {
        return error
      }
    }
    guard let failure else { return }
    let offset: Int
    let problem: FormatProblem
    switch failure {
    case .syntax(let reason, let at): (problem, offset) = (reason, at)
    case .field(let reason, _, let at): (problem, offset) = (reason, at)
    case .interrupted: (problem, offset) = (.interrupted, 0)
    }
    let (line, column) = bytes.withUnsafeBufferPointer { JSONReader.location(of: offset, in: $0) }
    let number = json.isEmpty ? 1 : json[min(line - 1, json.count - 1)].number
    throw FormatError(.settingsNotJSON(problem), line: number, column: column)
  }
}

extension JSONReader {
  /// Reads past one value of any kind, checking its syntax.
  mutating func skipValue() throws(Failure) {
    switch try kind() {
    case .object:
      try beginObject()
      var first = true
      while try nextKey(first: &first) != nil { try skipValue() }
    case .array:
      try beginArray()
      var first = true
      while try nextElement(first: &first) { try skipValue() }
    case .string: _ = try string()
    case .number: _ = try number()
    case .bool: _ = try bool()
    case .null: try literal("null")
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  package var trimmingBlanks: String {
    // By UTF-8 bytes: spaces and tabs are single bytes, and a reversed Character walk costs a
    // quarter of opening a large document.
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
    while end > start {
      let before = bytes.index(before: end)
      guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
      end = before
    }
    if start == bytes.startIndex && end == bytes.endIndex { return self }
    return String(self[start..<end])
  }
}
