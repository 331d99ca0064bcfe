/// Moving blocks of an outline: a block moves with its children and all its lines, re-indented by
/// the file's own unit to its new depth; an ordered list that counted 1, 2, 3 is renumbered where
/// a move broke the count. Every other line stays byte for byte.
extension Outline {
  /// Why a move is refused, in words that name the block.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Indent of the first block under its parent: nothing above it to go under.
    case nothingAbove(name: String, parent: String)
    /// Outdent of a block already at the top level of its section.
    case atTopLevel(name: String)
    /// A block into itself or one of its descendants.
    case insideItself(name: String)
    /// A heading cannot go into a list item, nor under a heading of its level or deeper, nor
    /// where another heading would take it or it would take another block; an item cannot go
    /// after a subheading (level 0 for an item).
    case headingPlacement(name: String, level: Int)
    /// Left and Right change a list item's depth; a heading's level is its own.
    case headingDepth(name: String)
    /// Nesting past the limit.
    case tooDeep(name: String, limit: Int)
    /// The file would not read back as the moved outline (its indentation mixes tabs and
    /// spaces in a way the move cannot follow).
    case wouldNotReadBack(name: String)
    /// No block at that path, or no such position.
    case noSuchPlace

    /// The refusal as a sentence, the reason after the name.
    public var description: String {
      switch self {
      case .nothingAbove(let name, let parent):
        "Cannot indent \(name): it is first under \(parent), with nothing above it to go under."
      case .atTopLevel(let name): "Cannot outdent \(name): it is already at the top level."
      case .insideItself(let name): "Cannot move \(name) inside itself."
      case .headingPlacement(let name, 0):
        "Cannot move \(name) there: list items come before the subheadings of a section."
      case .headingPlacement(let name, let level):
        "Cannot move the heading \(name) there: a level \(level) heading goes after its section's list items, under a heading of a higher level, and not where a heading of a higher level would take it."
      case .headingDepth(let name):
        "Cannot indent or outdent the heading \(name). Move it up or down with its section."
      case .tooDeep(let name, let limit): "Cannot indent \(name): lists nest at most \(limit) levels."
      case .wouldNotReadBack(let name):
        "Cannot move \(name) there: the file would not read back the same, as its indentation mixes tabs and spaces."
      case .noSuchPlace: "There is no such place in the outline."
      }
    }
  }

  /// The deepest list nesting a move may make.
  public static let maxListDepth = 100

  /// The name of the block at a path, for words ("the document" for the root).
  func name(at path: [Int]) -> String {
    path.isEmpty ? "the document" : block(at: path)?.name ?? ""
  }

  /// Moves the block at `path` to be child number `index` (0-based) of the block at `parent`.
  /// Returns the block's new path.
  @discardableResult
  public mutating func move(_ path: [Int], to parent: [Int], at index: Int) throws(Refusal) -> [Int] {
    guard !path.isEmpty, let moving = block(at: path), let target = block(at: parent) else { throw .noSuchPlace }
    if parent.starts(with: path) { throw .insideItself(name: moving.name) }
    if case .heading(let level) = moving.kind {
      let fits: Bool
      switch target.kind {
      case .document: fits = true
      case .heading(let parentLevel): fits = parentLevel < level
      case .item: fits = false
      }
      if !fits { throw .headingPlacement(name: moving.name, level: level) }
    } else if listDepth(of: parent) + 1 + moving.listHeight > Self.maxListDepth {
      throw .tooDeep(name: moving.name, limit: Self.maxListDepth)
    }
    guard index >= 0, index <= target.children.count else { throw .noSuchPlace }
    try checkReadsBack(moving, into: parent, at: index, from: path)
    let before = self
    // Where the destination is once the block has left: removal shifts its later siblings.
    let source = Array(path.dropLast())
    let from = path.last!
    var destination = parent
    var insertAt = index
    if destination.count > source.count, destination.starts(with: source), destination[source.count] > from {
      destination[source.count] -= 1
    }
    if destination == source, index > from { insertAt -= 1 }
    let sourceStart = counts(source)
    let destinationStart = destination == source ? nil : counts(parent)
    let wasLast = from == block(at: source)!.children.count - 1
    var block = remove(path)
    // Blank lines that end a list separate it from what follows: they stay where they were.
    if wasLast {
      let blanks = block.takeTrailingBlanks()
      modify(Self.previousInDocument(parent: source, index: from)) { $0.appendToLast(blanks) }
    }
    if block.isItem { reindent(&block, to: indentation(forChildOf: destination, at: insertAt)) }
    // Arriving last, the block takes the separating blank lines the list ended with.
    if insertAt == self.block(at: destination)!.children.count, block.trailingBlankCount == 0, insertAt > 0 {
      var taken: [Board.Line] = []
      modify(destination + [insertAt - 1]) { taken = $0.takeTrailingBlanks() }
      block.appendToLast(taken)
    }
    modify(destination) { $0.children.insert(block, at: insertAt) }
    // And the source list once the block has arrived: insertion shifts its later siblings.
    var list = source
    if list.count > destination.count, list.starts(with: destination), list[destination.count] >= insertAt {
      list[destination.count] += 1
    }
    if let start = sourceStart { renumber(list, from: start) }
    if let start = destinationStart { renumber(destination, from: start) }
    // A document that ends inside an unclosed code fence: the fence swallows every line after
    // it, so the block that holds it must stay last.
    if endsInOpenFence, lastLines() != before.lastLines() {
      self = before
      throw .noSuchPlace
    }
    // The text must read back as this outline; where uneven indentation defeats the move, it
    // is refused rather than written wrong.
    guard let reread = try? Outline.decode(encode()), reread.hasSameShape(as: self) else {
      self = before
      throw .wouldNotReadBack(name: moving.name)
    }
    return destination + [insertAt]
  }

  /// Refuses a place where the moved block would read back as part of another: an item after
  /// a subheading (the subheading would take it), a heading after a block that holds a heading
  /// of a higher level (that heading would take it), or before a sibling it would take.
  private func checkReadsBack(_ moving: Block, into parent: [Int], at index: Int, from path: [Int]) throws(Refusal) {
    let siblings = block(at: parent)!.children.enumerated().filter { parent + [$0.offset] != path }.map(\.element)
    let at = parent == Array(path.dropLast()) && index > path.last! ? index - 1 : index
    let before = siblings.prefix(at)
    let after = siblings.dropFirst(at)
    guard case .heading(let level) = moving.kind else {
      if before.contains(where: { !$0.isItem }) { throw .headingPlacement(name: moving.name, level: 0) }
      return
    }
    if after.contains(where: \.isItem) { throw .headingPlacement(name: moving.name, level: level) }
    if let next = after.first, case .heading(let nextLevel) = next.kind, nextLevel > level {
      throw .headingPlacement(name: moving.name, level: level)
    }
    if let previous = before.last, previous.smallestHeadingLevel < level {
      throw .headingPlacement(name: moving.name, level: level)
    }
  }

  /// Where lines go that come just before child `index` of `parent` in document order: the
  /// previous sibling (whose last descendant takes them), else the parent itself.
  static func previousInDocument(parent: [Int], index: Int) -> [Int] {
    index > 0 ? parent + [index - 1] : parent
  }

  /// True when both outlines have the same blocks, kinds and names, nested the same way: what
  /// reading a file gives. Walked side by side, with no list built.
  public func hasSameShape(as other: Outline) -> Bool {
    Self.sameShape(root.children, other.root.children)
  }

  private static func sameShape(_ mine: [Block], _ theirs: [Block]) -> Bool {
    guard mine.count == theirs.count else { return false }
    for index in mine.indices {
      let a = mine[index]
      let b = theirs[index]
      guard a.name == b.name, kindNumber(a) == kindNumber(b), sameShape(a.children, b.children) else { return false }
    }
    return true
  }

  /// A block's kind as a number: its heading level, 0 for an item, -1 for the document.
  private static func kindNumber(_ block: Block) -> Int {
    switch block.kind {
    case .heading(let level): level
    case .item: 0
    case .document: -1
    }
  }

  /// Each block's depth, kind and name, in tree order: what reading the file gives.
  public var shape: [String] {
    blocks().map { path, block in
      let kind = block.headingLevel.map { "h\($0)" } ?? "item"
      return "\(path.count) \(kind) \(block.name)"
    }
  }

  /// The lines of the last block in document order.
  private func lastLines() -> [Board.Line] {
    var block = root
    while let last = block.children.last { block = last }
    return block.lines
  }

  /// Indents the block at `path`: it becomes the last child of the item above it.
  @discardableResult
  public mutating func indent(_ path: [Int]) throws(Refusal) -> [Int] {
    guard let moving = block(at: path), let last = path.last else { throw .noSuchPlace }
    if case .heading = moving.kind { throw .headingDepth(name: moving.name) }
    let parent = Array(path.dropLast())
    guard last > 0, let above = block(at: parent + [last - 1]), above.isItem else {
      throw .nothingAbove(name: moving.name, parent: name(at: parent))
    }
    return try move(path, to: parent + [last - 1], at: above.children.count)
  }

  /// Outdents the block at `path`: it becomes the next sibling of its parent item.
  @discardableResult
  public mutating func outdent(_ path: [Int]) throws(Refusal) -> [Int] {
    guard let moving = block(at: path) else { throw .noSuchPlace }
    if case .heading = moving.kind { throw .headingDepth(name: moving.name) }
    let parent = Array(path.dropLast())
    guard let parentBlock = block(at: parent), parentBlock.isItem else { throw .atTopLevel(name: moving.name) }
    return try move(path, to: Array(parent.dropLast()), at: parent.last! + 1)
  }

  /// How many list items enclose the block at `path` (0 for a top-level item's parent).
  public func listDepth(of path: [Int]) -> Int {
    var depth = 0
    for length in 0...path.count where length > 0 {
      if block(at: Array(path.prefix(length)))?.isItem == true { depth += 1 }
    }
    return depth
  }

  // MARK: - Editing the tree

  private mutating func modify(_ path: [Int], _ change: (inout Block) -> Void) {
    func visit(_ block: inout Block, _ rest: ArraySlice<Int>) {
      guard let first = rest.first else { return change(&block) }
      visit(&block.children[first], rest.dropFirst())
    }
    visit(&root, path[...])
  }

  private mutating func remove(_ path: [Int]) -> Block {
    var removed: Block?
    modify(Array(path.dropLast())) { removed = $0.children.remove(at: path.last!) }
    return removed!
  }

  // MARK: - Indentation

  /// The leading spaces and tabs of a line.
  static func leading(_ text: String) -> Substring {
    text.prefix { $0 == " " || $0 == "\t" }
  }

  /// The indentation an item gets as child `index` of the block at `parent`: the item's before
  /// it, so that both read as siblings (the one after it, when it comes first), else its parent
  /// item's and one unit more, else none (a top-level item of its section).
  private func indentation(forChildOf parent: [Int], at index: Int) -> String {
    guard let target = block(at: parent) else { return "" }
    let before = target.children.prefix(index).last
    let after = target.children.dropFirst(index).first
    if let neighbour = before?.isItem == true ? before : after, neighbour.isItem, let line = neighbour.lines.first {
      return String(Self.leading(line.text))
    }
    if target.isItem, let line = target.lines.first { return String(Self.leading(line.text)) + indentUnit }
    return ""
  }

  /// Gives the block's first line the new indentation, and every line of the block and its
  /// children that began with the old one the same change.
  func reindent(_ block: inout Block, to new: String) {
    guard let first = block.lines.first else { return }
    let old = String(Self.leading(first.text))
    guard old != new else { return }
    func shift(_ block: inout Block) {
      Self.reindent(&block.lines, from: old, to: new)
      for index in block.children.indices { shift(&block.children[index]) }
    }
    shift(&block)
  }

  /// Lines that begin with `old` (and are not blank) begin with `new` instead, as `reindented`
  /// says.
  static func reindent(_ lines: inout [Board.Line], from old: String, to new: String) {
    guard old != new else { return }
    for index in lines.indices {
      if let shifted = reindented(lines[index].text, from: old, to: new, isFirst: index == 0) {
        lines[index].text = shifted
      }
    }
  }

  /// A line that begins with `old` (and is not blank) with `new` instead; but a line of text
  /// that would read as a heading with less indentation (`\t  # notes` becoming `  # notes`)
  /// keeps its own, so that it stays text of its block. Nil for a line that stays as it is.
  static func reindented(_ text: String, from old: String, to new: String, isFirst: Bool) -> String? {
    guard text.hasPrefix(old), !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    let shifted = new + text.dropFirst(old.count)
    if !isFirst, OutlineSyntax.heading(shifted) != nil, OutlineSyntax.heading(text) == nil { return nil }
    return shifted
  }

  // MARK: - Numbering

  /// The number of an ordered marker (`3.`, `3)`), or nil for a bullet.
  static func number(_ marker: String) -> Int? {
    guard marker.count >= 2, let last = marker.last, last == "." || last == ")" else { return nil }
    return Int(marker.dropLast())
  }

  /// The first number of the block's ordered children when they count up one by one (1, 2, 3
  /// or 4, 5, 6; one number alone counts too); nil for a list with its own numbering (all `1.`)
  /// or none.
  private func counts(_ path: [Int]) -> Int? {
    block(at: path).flatMap { Self.counts($0.children) }
  }

  /// The first number of ordered blocks that count up one by one, as `counts(_:)` says.
  static func counts(_ children: [Block]) -> Int? {
    let numbers = children.compactMap { number($0.marker) }
    guard let first = numbers.first else { return nil }
    for (offset, number) in numbers.enumerated() where number != first + offset { return nil }
    return first
  }

  /// Numbers the block's ordered children one by one from `start`, rewriting only the digits.
  private mutating func renumber(_ path: [Int], from start: Int) {
    modify(path) { Self.renumber(&$0.children, from: start) }
  }

  /// Numbers ordered blocks one by one from `start`, rewriting only the digits of their lines.
  static func renumber(_ children: inout [Block], from start: Int) {
    var next = start
    for index in children.indices {
      guard case .item(let marker, let mark) = children[index].kind, let number = number(marker) else { continue }
      defer { next += 1 }
      guard number != next, var line = children[index].lines.first else { continue }
      let indent = leading(line.text)
      let newMarker = "\(next)\(marker.last!)"
      line.text = indent + newMarker + line.text.dropFirst(indent.count + marker.count)
      children[index].lines[0] = line
      children[index].kind = .item(marker: newMarker, mark: mark)
    }
  }
}

extension Outline.Block {
  /// How many blank lines end the block's last line in document order (its last descendant's).
  var trailingBlankCount: Int {
    if let last = children.last { return last.trailingBlankCount }
    var count = 0
    for line in lines.dropFirst().reversed() {
      guard line.text.allSatisfy({ $0 == " " || $0 == "\t" }) else { break }
      count += 1
    }
    return count
  }

  /// Removes and returns the blank lines that end the block in document order.
  mutating func takeTrailingBlanks() -> [Board.Line] {
    if !children.isEmpty { return children[children.count - 1].takeTrailingBlanks() }
    let count = trailingBlankCount
    defer { lines.removeLast(count) }
    return Array(lines.suffix(count))
  }

  /// Adds lines after the block's last line in document order (its last descendant's).
  mutating func appendToLast(_ added: [Board.Line]) {
    guard !added.isEmpty else { return }
    if !children.isEmpty { return children[children.count - 1].appendToLast(added) }
    lines += added
  }

  /// An item's marker, or "" for a heading or the document.
  var marker: String {
    if case .item(let marker, _) = kind { marker } else { "" }
  }

  /// The highest heading (smallest level) in this block and its descendants; 7 for none.
  var smallestHeadingLevel: Int {
    let own: Int = if case .heading(let level) = kind { level } else { 7 }
    return children.reduce(own) { min($0, $1.smallestHeadingLevel) }
  }

  /// How many levels of items this block holds, itself included (1 for a leaf item).
  var listHeight: Int {
    (isItem ? 1 : 0) + (children.map(\.listHeight).max() ?? 0)
  }
}
