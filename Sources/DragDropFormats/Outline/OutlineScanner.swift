/// Reads a document's lines in order as CommonMark 0.31.2 reads its blocks (`Docs/outlines.md`),
/// one at a time, and says of each whether it opens a block of the outline (a heading or a list
/// item, and under which open block) or is text of the block before it.
///
/// Its containers are CommonMark's: block quotes and list items, nested by their content
/// column, so that a code fence opened on an item's first line (`- ```sh`) ends with the item,
/// and an item two spaces under `2. McHale` is its sibling. Its leaves are paragraphs, code
/// (fenced and indented), HTML blocks, headings and thematic breaks. On top, what Obsidian and
/// Logseq add: front matter is text, and a tab-indented item after a heading is an item (Logseq
/// reads it so), where CommonMark reads indented code. An item inside a block quote is text of
/// the block before the quote, and a line that opens two items (`- - x`) is one item.
///
/// Both the tree reader (`Outline.decode`) and the flat one (`OutlineSource`) are built on it,
/// and a save feeds it every line it writes, so that a file is never written that reads back as
/// another outline.
struct OutlineScanner {
  /// What a line is.
  enum Event: Equatable {
    /// Text of the block before it.
    case text
    /// A block, nested in `parent`: the number of the open block it goes under, counting blocks
    /// from 0 in the order they open; -1 for the document.
    case block(OutlineSyntax.Block, parent: Int)
  }

  /// A block quote or a list item that is open.
  private struct Container {
    var isQuote: Bool
    /// A list item's content column, counted from where its container's content starts: the
    /// marker's indentation, the marker and the spaces after it.
    var width: Int
    /// True once something is in it: an item that opened on a blank line ends at a second one.
    var hasContent: Bool
    /// The outline's block that the item is; nil for a quote, an item in a quote, or the second
    /// item a line opens.
    var block: Int?
  }

  /// The leaf block that takes the next line, if it continues.
  private enum Leaf: Equatable {
    case none, paragraph, indentedCode
    case fence(OutlineSyntax.Fence, line: Int)
    case html(kind: Int, line: Int)
  }

  /// What a line starts besides containers.
  private enum Start: Equatable {
    case atxHeading, setextUnderline, thematicBreak, indentedCode
    case fence(OutlineSyntax.Fence)
    case html(kind: Int, closed: Bool)
  }

  /// A heading or an item of the outline that is open.
  private struct Open {
    /// The block's number.
    var number: Int
    /// A heading's level; 7 for a list item.
    var level: Int
    /// A list item's marker column.
    var column: Int
  }

  private enum Place { case firstLine, frontMatter, body }

  private var place = Place.firstLine
  private var containers: [Container] = []
  private var leaf = Leaf.none
  /// The open headings, then the open items, outermost first.
  private var chain: [Open] = []
  /// How many lines have been read.
  private var lineNumber = 0
  /// True after a heading, while Logseq's tab-indented items may follow it.
  private var tabItems = false
  /// How many blocks have opened.
  private(set) var blockCount = 0
  /// Room for the containers one line opens, kept between lines.
  private var openedStorage: [Container] = []
  /// False for a reader that names blocks itself, from their lines (`OutlineSource`): the
  /// blocks it is given have empty names, and no string is made for a line.
  var names = true
  /// The file's unit of list indentation, from the items so far.
  private(set) var unit = UnitFinder()
  /// False to read every line by the general path: a test holds `plainItem` to it.
  var fastItems = true

  /// How many blocks are open: the depth of the last one opened below the document.
  var depth: Int { chain.count }

  /// True when the lines so far end inside a code fence that is never closed.
  var endsInOpenFence: Bool {
    if case .fence = leaf { true } else { false }
  }

  /// What swallows the next line when it is not a block: a code fence or an HTML block that
  /// opened on a line (1-based), or a paragraph that it would continue.
  enum Swallower: Equatable {
    case fence(line: Int), html(line: Int), paragraph, none
  }

  var swallower: Swallower {
    switch leaf {
    case .fence(_, let line): .fence(line: line)
    case .html(_, let line): .html(line: line)
    case .paragraph: .paragraph
    default: .none
    }
  }

  /// Reads the next line: its bytes without the ending, and whether they are all ASCII.
  /// `following(k)` gives the k-th line after it (nil past the end), asked for in order from 1;
  /// only a paragraph that starts at the document's level asks, to know whether an underline
  /// makes it a setext heading.
  mutating func next(
    _ line: UnsafeBufferPointer<UInt8>, ascii: Bool, following: (Int) -> UnsafeBufferPointer<UInt8>? = { _ in nil }
  ) -> Event {
    lineNumber += 1
    switch place {
    case .firstLine:
      place = .body
      if line.elementsEqual("---".utf8) {
        place = .frontMatter
        return .text
      }
    case .frontMatter:
      if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) { place = .body }
      return .text
    case .body: break
    }
    if ascii, fastItems, let event = plainItem(line) { return event }
    var cursor = LineCursor(line: line)
    let matched = matchContainers(&cursor)
    let allMatched = matched == containers.count
    if allMatched, let event = continueLeaf(line, &cursor) { return event }
    // New blocks: containers, then at most one leaf.
    // Indented code cannot interrupt a paragraph; once a container opens on the line, there is
    // none to interrupt.
    var lazyCandidate = leaf == .paragraph
    // The containers the line opens, in storage kept from line to line: an item a line, and no
    // array made for each.
    var opened: [Container] = []
    swap(&opened, &openedStorage)
    opened.removeAll(keepingCapacity: true)
    defer { openedStorage = opened }
    var start: Start?
    var blank = false
    var tabItem = false
    var itemColumn = 0
    while true {
      let first = cursor.firstNonspace()
      blank = first.blank
      let indented = first.indent >= 4
      let inParagraph = opened.isEmpty && allMatched && leaf == .paragraph && !blank
      let byte = first.index < line.count ? line[first.index] : 0
      if !indented, byte == UInt8(ascii: ">") {
        cursor.advance(bytes: first.index + 1 - cursor.index)
        if cursor.index < line.count, BlockStarts.isBlank(line[cursor.index]) { cursor.advance(columns: 1) }
        opened.append(Container(isQuote: true, width: 0, hasContent: false, block: nil))
        lazyCandidate = false
        continue
      }
      if !indented {
        if BlockStarts.atxHeading(line, at: first.index) {
          start = .atxHeading
        } else if let fence = BlockStarts.opensFence(line, at: first.index) {
          start = .fence(fence)
        } else if let kind = BlockStarts.htmlBlockStart(line, at: first.index, interruptsParagraph: inParagraph) {
          start = .html(kind: kind, closed: kind <= 5 && BlockStarts.endsHTMLBlock(kind, line))
        } else if inParagraph, BlockStarts.setextUnderline(line, at: first.index) != nil {
          start = .setextUnderline
        } else if BlockStarts.thematicBreak(line, at: first.index) {
          start = .thematicBreak
        }
        if start != nil { break }
      }
      // Logseq: a tab-indented item after a heading, or after another such item.
      let tabRule = indented && tabItems && matched == 0 && opened.isEmpty && line.first == BlockStarts.tab
      if first.indent < 4 || tabRule,
        let marker = BlockStarts.listMarker(line, at: first.index, interruptsParagraph: inParagraph && !tabRule)
      {
        if opened.allSatisfy(\.isQuote) { itemColumn = first.column }
        cursor.advance(bytes: first.index + marker.length - cursor.index)
        let width = first.indent + cursor.listPadding(markerLength: marker.length)
        opened.append(Container(isQuote: false, width: width, hasContent: false, block: nil))
        tabItem = tabItem || tabRule
        lazyCandidate = false
        continue
      }
      if indented, !lazyCandidate, !blank { start = .indentedCode }
      break
    }
    // A lazy continuation line: more of the paragraph the open containers hold.
    if opened.isEmpty, start == nil, !allMatched, !blank, leaf == .paragraph {
      if matched == 0 { tabItems = false }
      return .text
    }
    close(above: matched)
    // The open leaf ends when its container did, or when a block starts (an underline makes the
    // paragraph a heading, which ends it too).
    if !allMatched || !opened.isEmpty || start != nil { leaf = .none }
    if !opened.isEmpty, matched > 0 { containers[matched - 1].hasContent = true }
    var event = Event.text
    if let index = opened.firstIndex(where: { !$0.isQuote }), !containers.contains(where: \.isQuote),
      !opened[..<index].contains(where: \.isQuote), let syntax = OutlineSyntax.block(line, ascii: ascii, named: names),
      case .item = syntax
    {
      if let parent = chain.last, parent.level == 7 {
        unit.see(itemColumn - parent.column, tabbed: line.first == BlockStarts.tab)
      }
      opened[index].block = blockCount
      event = open(syntax, level: 7, column: itemColumn)
    }
    let atDocumentLevel = containers.isEmpty && opened.isEmpty
    for index in opened.indices.dropLast() { opened[index].hasContent = true }
    containers.append(contentsOf: opened)
    switch start {
    case .atxHeading:
      markContent()
      leaf = .none
      if atDocumentLevel, let heading = OutlineSyntax.block(line, ascii: ascii, named: names),
        case .heading(let level, _) = heading
      {
        event = openHeading(heading, level: level)
      }
    case .setextUnderline, .thematicBreak:
      markContent()
      leaf = .none
    case .fence(let fence):
      markContent()
      leaf = .fence(fence, line: lineNumber)
    case .html(let kind, let closed):
      markContent()
      leaf = closed ? .none : .html(kind: kind, line: lineNumber)
    case .indentedCode:
      markContent()
      leaf = .indentedCode
    case nil:
      if blank {
        leaf = .none
      } else if leaf != .paragraph {
        markContent()
        leaf = .paragraph
        if atDocumentLevel, let heading = Self.setextHeading(line, named: names, following: following),
          case .heading(let level, _) = heading
        {
          event = openHeading(heading, level: level)
        }
      }
    }
    if atDocumentLevel, !blank, !tabItem {
      // After a heading's last line: an ATX heading, or a setext heading's underline.
      tabItems = start == .setextUnderline || (start == .atxHeading && event != .text)
    }
    return event
  }

  /// Most lines of a large outline, read as the general path of `next` reads them, in one pass
  /// over their indentation: a bullet item indented by spaces, under open items only (no
  /// quote), its text starting with a letter or a task's `[` right after the marker's one
  /// space, while no code or HTML block is open. Such a line opens an item wherever a paragraph
  /// would otherwise continue, and its text can start no other block. Nil for any other line.
  private mutating func plainItem(_ line: UnsafeBufferPointer<UInt8>) -> Event? {
    guard leaf == .none || leaf == .paragraph else { return nil }
    var indent = 0
    while indent < line.count, line[indent] == BlockStarts.space { indent += 1 }
    guard indent + 2 < line.count else { return nil }
    let marker = line[indent]
    guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"),
      line[indent + 1] == BlockStarts.space, Self.startsPlainText(line[indent + 2])
    else { return nil }
    // The open items the indentation continues, each by its content's column.
    var matched = 0
    var column = 0
    for container in containers where container.isQuote { return nil }
    while matched < containers.count, indent - column >= containers[matched].width {
      column += containers[matched].width
      matched += 1
    }
    // Four columns past the last one continued: code, or more of a paragraph.
    guard indent - column < 4 else { return nil }
    close(above: matched)
    leaf = .none
    if matched > 0 { containers[matched - 1].hasContent = true }
    var item = Container(isQuote: false, width: indent - column + 2, hasContent: true, block: nil)
    var event = Event.text
    if let syntax = names ? OutlineSyntax.block(line, ascii: true) : Self.unnamedItem(line, indent: indent),
      case .item = syntax
    {
      if let parent = chain.last, parent.level == 7 { unit.see(indent - parent.column, tabbed: false) }
      item.block = blockCount
      event = open(syntax, level: 7, column: indent)
    }
    // The item holds its text, a paragraph.
    containers.append(item)
    leaf = .paragraph
    return event
  }

  /// What `OutlineSyntax.block(line, ascii: true, named: false)` says of a line `plainItem`
  /// takes, read from the bytes it already found: the marker, one space, then the text.
  private static func unnamedItem(_ line: UnsafeBufferPointer<UInt8>, indent: Int) -> OutlineSyntax.Block {
    let marker =
      switch line[indent] {
      case UInt8(ascii: "-"): "-"
      case UInt8(ascii: "*"): "*"
      default: "+"
      }
    // A task's box: `[`, one character, `]`, then a blank or the line's end.
    let box = indent + 2
    var mark: Character?
    if line.count - box >= 3, line[box] == UInt8(ascii: "["), line[box + 2] == UInt8(ascii: "]"),
      box + 3 == line.count || line[box + 3] == BlockStarts.space || line[box + 3] == BlockStarts.tab
    {
      mark = Character(Unicode.Scalar(line[box + 1]))
    }
    return .item(indent: indent, marker: marker, mark: mark, name: "")
  }

  /// A byte that starts an item's text and no block inside it: a letter, or a task's `[`.
  private static func startsPlainText(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "[")
  }

  /// Walks the open containers with the line, as far as it continues them; returns how many.
  private func matchContainers(_ cursor: inout LineCursor) -> Int {
    var matched = 0
    while matched < containers.count {
      let container = containers[matched]
      let first = cursor.firstNonspace()
      if container.isQuote {
        guard first.indent <= 3, first.index < cursor.line.count, cursor.line[first.index] == UInt8(ascii: ">") else {
          break
        }
        cursor.advance(bytes: first.index + 1 - cursor.index)
        if cursor.index < cursor.line.count, BlockStarts.isBlank(cursor.line[cursor.index]) {
          cursor.advance(columns: 1)
        }
      } else if first.indent >= container.width {
        cursor.advance(columns: container.width)
      } else if first.blank, container.hasContent {
        cursor.advance(bytes: first.index - cursor.index)
      } else {
        break
      }
      matched += 1
    }
    return matched
  }

  /// The line as more of the open code or HTML block, when it is; nil when the line is read on
  /// (a paragraph's next line may start a block, and indented code that ends does).
  private mutating func continueLeaf(_ line: UnsafeBufferPointer<UInt8>, _ cursor: inout LineCursor) -> Event? {
    let first = cursor.firstNonspace()
    switch leaf {
    case .fence(let fence, _):
      if first.indent <= 3, BlockStarts.closesFence(line, at: first.index, fence) { leaf = .none }
      return .text
    case .indentedCode:
      if first.indent >= 4 || first.blank { return .text }
      leaf = .none
      return nil
    case .html(let kind, _):
      if kind >= 6 {
        if first.blank { leaf = .none }
      } else if BlockStarts.endsHTMLBlock(kind, line) {
        leaf = .none
      }
      return .text
    case .none, .paragraph:
      return nil
    }
  }

  /// Closes the containers from `count` on, and the outline's items they are.
  private mutating func close(above count: Int) {
    while containers.count > count {
      if containers.removeLast().block != nil { chain.removeLast() }
    }
  }

  /// The innermost container holds something now.
  private mutating func markContent() {
    if !containers.isEmpty { containers[containers.count - 1].hasContent = true }
  }

  private mutating func open(_ syntax: OutlineSyntax.Block, level: Int, column: Int) -> Event {
    let parent = chain.last?.number ?? -1
    chain.append(Open(number: blockCount, level: level, column: column))
    blockCount += 1
    return .block(syntax, parent: parent)
  }

  /// A heading at the document's level closes every heading of its level or deeper.
  private mutating func openHeading(_ heading: OutlineSyntax.Block, level: Int) -> Event {
    while let last = chain.last, last.level >= level { chain.removeLast() }
    return open(heading, level: level, column: -1)
  }

  /// A paragraph that starts at the document's level with `line`, when an underline makes it a
  /// setext heading: its level, and its name, its lines joined.
  private static func setextHeading(
    _ line: UnsafeBufferPointer<UInt8>, named: Bool, following: (Int) -> UnsafeBufferPointer<UInt8>?
  ) -> OutlineSyntax.Block? {
    guard let (level, count) = setextUnderline(following: following) else { return nil }
    guard named else { return .heading(level: level, name: "") }
    var name = OutlineSyntax.Bytes.string(line, OutlineSyntax.Bytes.trimmed(line, 0..<line.count))
    for index in stride(from: 1, to: count, by: 1) {
      guard let next = following(index) else { break }
      name += " " + OutlineSyntax.Bytes.string(next, OutlineSyntax.Bytes.trimmed(next, 0..<next.count))
    }
    return .heading(level: level, name: name)
  }

  /// The level of the underline that ends a paragraph at the document's level, and how many
  /// lines after its first it is; nil when something else ends the paragraph.
  static func setextUnderline(following: (Int) -> UnsafeBufferPointer<UInt8>?) -> (level: Int, count: Int)? {
    var count = 1
    while let line = following(count) {
      let first = LineCursor(line: line).firstNonspace()
      if first.blank { return nil }
      if first.indent < 4 {
        let start = first.index
        if let level = BlockStarts.setextUnderline(line, at: start) { return (level, count) }
        if line[start] == UInt8(ascii: ">") || BlockStarts.atxHeading(line, at: start)
          || BlockStarts.opensFence(line, at: start) != nil
          || BlockStarts.htmlBlockStart(line, at: start, interruptsParagraph: true) != nil
          || BlockStarts.thematicBreak(line, at: start)
          || BlockStarts.listMarker(line, at: start, interruptsParagraph: true) != nil
        {
          return nil
        }
      }
      count += 1
    }
    return nil
  }

  /// The file's own unit of list indentation, found as the items are read: a tab when its
  /// nested items use tabs, else the step an item most often takes under its parent (the
  /// smaller of two as common); two spaces when nothing nests.
  struct UnitFinder {
    private var tabs = false
    private var counts = SIMD8<UInt32>()

    mutating func see(_ step: Int, tabbed: Bool) {
      if tabbed { tabs = true }
      if (1...8).contains(step) { counts[step - 1] &+= 1 }
    }

    var unit: String {
      if tabs { return "\t" }
      var best = 1
      for step in 1...8 where counts[step - 1] > counts[best - 1] { best = step }
      return String(repeating: " ", count: counts[best - 1] == 0 ? 2 : best)
    }
  }
}

/// A place in a line as CommonMark counts it: a byte, and a column with tabs to the next
/// multiple of 4, where a tab may be partly taken by a container's indentation.
struct LineCursor {
  let line: UnsafeBufferPointer<UInt8>
  var index = 0
  var column = 0

  /// The first byte at or after the cursor that is not a space or a tab: its index and column,
  /// how many columns in from the cursor, and whether the rest of the line is blank.
  func firstNonspace() -> (index: Int, column: Int, indent: Int, blank: Bool) {
    var index = self.index
    var column = self.column
    while index < line.count {
      let byte = line[index]
      if byte == BlockStarts.space {
        column += 1
      } else if byte == BlockStarts.tab {
        column += 4 - column % 4
      } else {
        break
      }
      index += 1
    }
    return (index, column, column - self.column, index == line.count)
  }

  /// Moves on by `count` columns; a tab wider than what is left is taken in part.
  mutating func advance(columns count: Int) {
    var count = count
    while count > 0, index < line.count {
      if line[index] == BlockStarts.tab {
        let toTab = 4 - column % 4
        let step = min(count, toTab)
        column += step
        if step == toTab { index += 1 }
        count -= step
      } else {
        index += 1
        column += 1
        count -= 1
      }
    }
  }

  /// Moves on by `count` bytes, a tab to its stop.
  mutating func advance(bytes count: Int) {
    for _ in 0..<count where index < line.count {
      column += line[index] == BlockStarts.tab ? 4 - column % 4 : 1
      index += 1
    }
  }

  /// After a list marker: the marker's length and the spaces after it that the content starts
  /// past, one to four; one when there are five or more, or nothing follows. Leaves the cursor
  /// where the content starts.
  mutating func listPadding(markerLength: Int) -> Int {
    let saved = self
    while column - saved.column <= 5, index < line.count, BlockStarts.isBlank(line[index]) { advance(columns: 1) }
    let spaces = column - saved.column
    if spaces >= 5 || spaces < 1 || index == line.count {
      self = saved
      if spaces > 0 { advance(columns: 1) }
      return markerLength + 1
    }
    return markerLength + spaces
  }
}
