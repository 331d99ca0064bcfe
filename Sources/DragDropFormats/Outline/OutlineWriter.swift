import DragDropKit

extension OutlineFile {
  /// Writes the document for a scene opened from it, handing the bytes to `write` in pieces as
  /// they are made: each node's lines where the scene now has it, an item that changed parent
  /// re-indented by the file's unit (its children with it), a list that counted renumbered, a
  /// renamed item's line rewritten, a new item written as `- `; every other line as it was.
  /// Items come before the subheadings of their section, as the file must have them to read
  /// back the same.
  ///
  /// Every line written is read again as it goes, and a document that would read back as another
  /// outline (uneven indentation, tabs and spaces mixed, can defeat a re-indentation) is refused
  /// with a `FormatError`: the caller throws away what it was given. `write` returns false to
  /// stop; then `encode` returns early.
  ///
  /// - Complexity: O(bytes), in memory of the deepest path's sibling lists, not the document's.
  public static func encode(
    _ scene: Scene, source: OutlineSource, into write: (UnsafeBufferPointer<UInt8>) -> Bool
  ) throws(FormatError) {
    let result = withoutActuallyEscaping(write) { write in
      source.bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(FormatError) in
          var writer = OutlineWriter(scene: scene, source: source, buffer: buffer, write: write)
          try writer.writeDocument()
        }
      }
    }
    try result.get()
  }

  /// The document's text for a scene opened from it, as `encode(_:source:into:)` writes it.
  public static func encode(_ scene: Scene, source: OutlineSource) throws(FormatError) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.bytes.count + 64)
    try encode(scene, source: source) { chunk in
      bytes.append(contentsOf: chunk)
      return true
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Writes the blocks of a scene from the document it was opened from, reading each line it writes
/// with a scanner of its own to check that the file reads back as the scene.
struct OutlineWriter {
  let scene: Scene
  let source: OutlineSource
  let buffer: UnsafeBufferPointer<UInt8>
  let write: (UnsafeBufferPointer<UInt8>) -> Bool

  /// Bytes made and not yet handed to `write`.
  var output: [UInt8] = []
  /// The lines made and not yet read back, in `queued`: a line is read back once the next one
  /// is known (its ending depends on it), or the lines a setext heading's underline needs.
  var queue: [Queued] = []
  var queued: [UInt8] = []
  var head = 0
  /// How many lines were handed on: the line number of the next one, less one.
  var linesOut = 0
  var stopped = false
  /// Reads back every line written.
  var reader = OutlineScanner()
  /// How many blocks were written: the next one's number, as the reader counts them.
  var written = 0
  /// Reused for a line that changes.
  private var scratch: [UInt8] = []
  /// Blank lines that end a list or a section separate it from what follows, so they stay at the
  /// end of the block whose end they mark (its place, -1 for the document) wherever the block
  /// that held them moves: their bytes by that block, and where they start by the block that
  /// held them.
  private var separators: [Int32: Range<Int>] = [:]
  private var separatorStarts: [Int32: Int] = [:]
  static let chunkSize = 1 << 16

  init(
    scene: Scene, source: OutlineSource, buffer: UnsafeBufferPointer<UInt8>,
    write: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    self.scene = scene
    self.source = source
    self.buffer = buffer
    self.write = write
    output.reserveCapacity(Self.chunkSize + 4096)
  }

  /// One child about to be written.
  private struct Planned {
    var id: NodeID
    /// The block it was read from; nil for a node added since.
    var place: Int?
    /// What its first line says; nil for an added node.
    var syntax: OutlineSyntax.Block?
    var isItem: Bool
    /// Its first line's indentation as read, and as written.
    var old: String
    var new: String
    /// The marker it gets, when its list is renumbered or it arrived in a list of another style.
    var marker: String?
  }

  mutating func writeDocument() throws(FormatError) {
    findSeparators()
    let document = source.range(of: -1)
    try lines(in: document, old: "", new: "", block: nil)
    try children(of: source.document, home: -1, parent: -1, parentIsItem: false, old: "", new: "")
    if let blanks = separators[-1] { try lines(in: blanks, old: "", new: "", block: nil) }
    try finish()
  }

  /// Writes a node's children. `old` and `new` are the node's own indentation as read and as
  /// written, which a child that stayed under it shifts by in the same way; `parent` is the
  /// node's number as the reader counts blocks.
  private mutating func children(
    of node: NodeID, home: Int?, parent: Int, parentIsItem: Bool, old: String, new: String
  ) throws(FormatError) {
    guard let ids = scene[node]?.children, !ids.isEmpty, !stopped else { return }
    // Each item that stayed in this list keeps its indentation (shifted with its parent's); one
    // that arrived takes the indentation of the item before it, so that both read as siblings,
    // or of the next one that stayed.
    var nextStayed = [String?](repeating: nil, count: ids.count + 1)
    var planned: [Planned] = []
    planned.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() {
      guard let place = source.place(of: id) else {
        // A block from another page of a vault says what its first line does; a new one, nothing.
        let adopted = source.adopted[id]
        planned.append(
          Planned(id: id, place: nil, syntax: adopted?.syntax, isItem: adopted?.isItem ?? true, old: "", new: ""))
        continue
      }
      let syntax = source.syntax(of: place, in: buffer)
      let isItem: Bool
      if case .item = syntax { isItem = true } else { isItem = false }
      let indent = Self.leading(source.firstLine(of: place, in: buffer))
      planned.append(Planned(id: id, place: place, syntax: syntax, isItem: isItem, old: indent, new: indent))
      if isItem, let home, Int(source.parents[place]) == home {
        nextStayed[index] = Self.shifted(indent, old: old, new: new)
      }
    }
    for index in stride(from: ids.count - 1, through: 0, by: -1) where nextStayed[index] == nil {
      nextStayed[index] = nextStayed[index + 1]
    }
    for index in planned.indices where planned[index].isItem {
      let stayed = planned[index].place.map { home != nil && Int(source.parents[$0]) == home } ?? false
      if stayed {
        planned[index].new = Self.shifted(planned[index].old, old: old, new: new)
        continue
      }
      let previous = index > 0 && planned[index - 1].isItem ? planned[index - 1].new : nil
      let indent = previous ?? nextStayed[index] ?? (parentIsItem ? childIndent(under: node, home: home, new: new) : "")
      planned[index].new = indent
      if planned[index].place == nil { planned[index].old = indent }
    }
    // A subheading takes the items after it when the file is read: items go first.
    if planned.contains(where: { !$0.isItem }) {
      planned = planned.filter(\.isItem) + planned.filter { !$0.isItem }
    }
    restyle(&planned, home: home)
    for child in planned {
      let number = written
      if let place = child.place {
        var range = source.range(of: place)
        if let start = separatorStarts[Int32(place)] { range = range.lowerBound..<start }
        try lines(in: range, old: child.old, new: child.new, block: (child, parent))
      } else if let block = source.adopted[child.id] {
        try adopted(block, child, parent: parent)
      } else {
        try added(child, parent: parent)
      }
      try children(
        of: child.id, home: child.place, parent: number, parentIsItem: child.isItem, old: child.old, new: child.new)
      if let place = child.place, let blanks = separators[Int32(place)] {
        try lines(in: blanks, old: "", new: "", block: nil)
      }
      if stopped { return }
    }
  }

  /// The markers of a node's children: an item that arrived takes the style of the item before
  /// it (or after it), a bullet or a number with its `.` or `)`, when its text keeps its column
  /// (the same width, or nothing under its first line); a list that counted 1, 2, 3 is
  /// renumbered from its first number, and so is a new list of items from lists that counted.
  private func restyle(_ planned: inout [Planned], home: Int?) {
    func marker(_ child: Planned) -> String? {
      if let marker = child.marker { return marker }
      if case .item(_, let marker, _, _) = child.syntax { return marker }
      return child.place == nil && child.syntax == nil ? "-" : nil
    }
    func stayed(_ child: Planned) -> Bool {
      child.place.map { home != nil && Int(source.parents[$0]) == home } ?? false
    }
    for index in planned.indices where planned[index].isItem && !stayed(planned[index]) {
      let adopted = source.adopted[planned[index].id]
      guard planned[index].place != nil || adopted != nil, let own = marker(planned[index]) else { continue }
      let before = planned[..<index].last(where: \.isItem)
      let after = planned[(index + 1)...].first { $0.isItem && stayed($0) }
      guard let neighbour = (before ?? after).flatMap(marker) else { continue }
      let styled: String
      if let number = OutlineSyntax.number(neighbour) {
        styled = "\(before == nil ? number : number + 1)\(neighbour.last!)"
      } else {
        styled = neighbour
      }
      let single =
        planned[index].place.map { source.range(of: $0).count <= source.firstLine(of: $0, in: buffer).count + 2 }
        ?? (adopted?.lines.count == 1)
      if styled.utf8.count == own.utf8.count || (single && scene[planned[index].id]?.children.isEmpty == true) {
        planned[index].marker = styled
      }
    }
    let ordered = planned.indices.filter { index in marker(planned[index]).flatMap(OutlineSyntax.number) != nil }
    var start = home.flatMap { source.counting[Int32($0)] }
    if start == nil, let first = ordered.first, !ordered.contains(where: { stayed(planned[$0]) }),
      let place = planned[first].place, source.counting[source.parents[place]] != nil
    {
      start = 1
    }
    guard var next = start else { return }
    for index in ordered {
      // A number written with its own zeros (`01.`) that counts right stays as it is.
      let current = marker(planned[index])!
      if OutlineSyntax.number(current) != next { planned[index].marker = "\(next)\(current.last!)" }
      next += 1
    }
  }

  /// Finds the blank lines that end a list or a section: those that end the last block of a
  /// block's subtree, where the next block is not its child or sibling. Each is kept for the
  /// block whose end it marks: the ancestor whose parent is the next block's parent, or the
  /// document after the last block.
  ///
  /// - Complexity: O(blocks), and the bytes of the blocks that end a list.
  private mutating func findSeparators() {
    let count = source.count
    for place in 0..<count {
      let next: Int32 = place + 1 < count ? source.parents[place + 1] : -1
      if place + 1 < count, next == Int32(place) || next == source.parents[place] { continue }
      guard let start = trailingBlankStart(in: source.range(of: place)) else { continue }
      var owner = Int32(place)
      if place + 1 == count {
        owner = -1
      } else {
        while owner != -1, source.parents[Int(owner)] != next { owner = source.parents[Int(owner)] }
      }
      separators[owner] = start..<source.range(of: place).upperBound
      separatorStarts[Int32(place)] = start
    }
  }

  /// Where the blank lines (spaces and tabs only) that end a block's lines begin; nil for none.
  private func trailingBlankStart(in range: Range<Int>) -> Int? {
    var start: Int?
    var first = true
    try? OutlineLines.forEach(buffer, in: range) { line in
      defer { first = false }
      let blank = !first && buffer[line.start..<line.end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
      start = blank ? (start ?? line.start) : nil
    }
    return start
  }

  /// A node added in the session: a new item line.
  private mutating func added(_ child: Planned, parent: Int) throws(FormatError) {
    let name = scene.name(of: child.id) ?? ""
    let text = child.new + "- " + BoardFile.cardText(name)
    var line = Array(text.utf8)
    let ending = Array(source.newline.utf8)
    try emit(&line, ending: ending[...], expecting: (parent, nil, BoardFile.cardText(name)))
  }

  /// A block from another document of the vault: its lines as that file has them, an item's
  /// shifted to the indentation it has here, its first line renamed when its node was.
  private mutating func adopted(_ block: OutlineSource.Adopted, _ child: Planned, parent: Int) throws(FormatError) {
    let ending = Array(source.newline.utf8)
    let name = scene.name(of: child.id) ?? ""
    for (index, text) in block.lines.enumerated() {
      var line =
        block.isItem
        ? OutlineSyntax.reindented(text, from: block.indent, to: child.new, isFirst: index == 0) ?? text : text
      // The marker of the list it joined, as an item moved within a page takes it.
      if index == 0, let new = child.marker, case .item(_, let marker, _, _) = block.syntax, new != marker,
        let at = line.firstRange(of: marker)
      {
        line.replaceSubrange(at, with: new)
      }
      var expected: String?
      if index == 0, name != block.name {
        Self.rename(&line, from: block.syntax.name, to: BoardFile.cardText(name))
        expected = BoardFile.cardText(name)
      }
      var bytes = Array(line.utf8)
      try emit(&bytes, ending: ending[...], expecting: index == 0 ? (parent, block.syntax, expected) : nil)
    }
  }

  /// Writes the lines of `range`: a block's (its first line the block's) or the document's.
  private mutating func lines(
    in range: Range<Int>, old: String, new: String, block: (child: Planned, parent: Int)?
  ) throws(FormatError) {
    var first = true
    let reindents = block?.child.isItem == true && old != new
    try OutlineLines.forEach(buffer, in: range) { line throws(FormatError) in
      if stopped { return }
      let text = UnsafeBufferPointer(rebasing: buffer[line.start..<line.end])
      let ending = buffer[line.end..<line.next]
      defer { first = false }
      var rewritten: [UInt8]?
      // Only a moved block's lines are shifted, so only they are read as strings.
      if reindents,
        let shifted = OutlineSyntax.reindented(
          String(decoding: text, as: UTF8.self), from: old, to: new, isFirst: first)
      {
        rewritten = Array(shifted.utf8)
      }
      guard first, let (child, parent) = block else {
        if var bytes = rewritten {
          try emit(&bytes, ending: ending, expecting: nil)
        } else {
          try emit(text: text, ending: ending, ascii: line.ascii, expecting: nil)
        }
        return
      }
      // The block's first line: renamed, then renumbered.
      var expectedName: String?
      let name = scene.name(of: child.id) ?? ""
      if let place = child.place, case let syntax? = child.syntax, name != readName(place, syntax) {
        var line = rewritten.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: text, as: UTF8.self)
        let renamed = BoardFile.cardText(name)
        Self.rename(&line, from: syntax.name, to: renamed)
        rewritten = Array(line.utf8)
        expectedName = renamed
      }
      if let new = child.marker, case .item(_, let marker, _, _) = child.syntax, new != marker {
        var bytes = rewritten ?? Array(text)
        let indent = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
        bytes.replaceSubrange(indent..<indent + marker.utf8.count, with: Array(new.utf8))
        rewritten = bytes
      }
      if var bytes = rewritten {
        try emit(&bytes, ending: ending, expecting: (parent, child.syntax, expectedName))
      } else {
        try emit(text: text, ending: ending, ascii: line.ascii, expecting: (parent, child.syntax, nil))
      }
    }
  }

  /// The name a block had when it was read, as its node's.
  private func readName(_ place: Int, _ syntax: OutlineSyntax.Block) -> String {
    source.numberedNames[Int32(place)] ?? OutlineFile.nodeName(syntax.name)
  }

  /// What the reader must make of a line: a block under `parent` (of the kind `syntax` says,
  /// any item for nil), with this name when it is given; nil for text.
  typealias Expectation = (parent: Int, syntax: OutlineSyntax.Block?, name: String?)

  static let wouldNotReadBack = FormatError(.wouldNotReadBack(line: nil, name: nil))

  // MARK: - Lines

  /// The leading spaces and tabs of a line.
  static func leading(_ line: UnsafeBufferPointer<UInt8>) -> String {
    let count = line.prefix { $0 == 0x20 || $0 == 0x09 }.count
    return String(decoding: UnsafeBufferPointer(rebasing: line[0..<count]), as: UTF8.self)
  }

  /// The indentation of a line under a parent whose own indentation went from `old` to `new`.
  static func shifted(_ indent: String, old: String, new: String) -> String {
    guard old != new, indent.hasPrefix(old) else { return indent }
    return new + indent.dropFirst(old.count)
  }

  /// The indentation of a child arriving under an item whose own is `new`: the file's unit
  /// more, and at least as far as the item's text starts, where CommonMark nests it (three
  /// columns under `1. `, four under `10. `).
  private func childIndent(under node: NodeID, home: Int?, new: String) -> String {
    var padding = 2
    if let home, home >= 0 {
      let line = source.firstLine(of: home, in: buffer)
      var cursor = LineCursor(line: line)
      let first = cursor.firstNonspace()
      if let marker = BlockStarts.listMarker(line, at: first.index, interruptsParagraph: false) {
        cursor.advance(bytes: first.index + marker.length - cursor.index)
        padding = cursor.listPadding(markerLength: marker.length)
      }
    }
    let indent = new + source.indentUnit
    let need = Self.columns(new) + padding
    let have = Self.columns(indent)
    return have >= need ? indent : indent + String(repeating: " ", count: need - have)
  }

  /// The columns of an indentation, a tab to the next multiple of 4.
  static func columns(_ indent: String) -> Int {
    indent.utf8.reduce(0) { column, byte in byte == 0x09 ? column + 4 - column % 4 : column + 1 }
  }

  /// Rewrites a first line with a new name, keeping its indentation, marker and checkbox (or a
  /// heading's `#`s).
  static func rename(_ line: inout String, from name: String, to renamed: String) {
    if !name.isEmpty, let range = line.firstRange(of: name) {
      line.replaceSubrange(range, with: renamed)
    } else {
      line += (line.last == " " ? "" : " ") + renamed
    }
  }
}

extension OutlineSyntax.Block {
  /// The heading's or the item's name as the line has it.
  var name: String {
    switch self {
    case .heading(_, let name), .item(_, _, _, let name): name
    }
  }
}
