import DragDropKit

/// Markdown documents as scenes (`Docs/outlines.md`): headings are stack containers
/// nested by level, list items are draggable stack containers nested by indentation (any item
/// can take children, so that indenting under it works), a block's text travels with it.
///
/// Items take only items; headings and the document take items and headings. A heading moves
/// only within its own section, so that the file reads back as the same tree.
public enum OutlineFile {
  /// The kind of a list item's node, which item containers accept.
  public static let itemKind = OutlineKind.item
  /// The kind of a heading's node.
  public static let headingKind = OutlineKind.heading
  static let rowHeight = 28.0, indent = 24.0, spacing = 4.0, width = 720.0

  /// Reads a document's bytes into a scene, with what saving it back needs. A document nested
  /// deeper than a scene can hold is refused with the line of the first block too deep.
  public static func decode(bytes: [UInt8]) throws(FormatError) -> (Scene, OutlineSource) {
    try decode(bytes: bytes, otherBlocks: [:])
  }

  /// Reads a document's bytes, its block references (`((id))`) to blocks of other documents
  /// heard as `otherBlocks` has their texts, by id in lower case (a vault's other pages).
  public static func decode(bytes: [UInt8], otherBlocks: [String: String]) throws(FormatError)
    -> (Scene, OutlineSource)
  {
    var source = try OutlineSource(bytes: bytes)
    let scene = try bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(FormatError) in try Self.scene(of: &source, buffer, otherBlocks: otherBlocks) }
    }.get()
    return (scene, source)
  }

  /// The texts of a document's blocks that Logseq's `id::` names, by id in lower case, as block
  /// references to them are heard; empty for a document that cannot be read.
  public static func blockTexts(of bytes: [UInt8]) -> [String: String] {
    guard let source = try? OutlineSource(bytes: bytes) else { return [:] }
    return bytes.withUnsafeBufferPointer { buffer in
      blockTexts(of: source, OutlineSource.holdsProperty(in: buffer), buffer)
    }
  }

  /// Reads a document's text.
  public static func decode(_ text: String) throws(FormatError) -> (Scene, OutlineSource) {
    try decode(bytes: Array(text.utf8))
  }

  /// True for Markdown text that the Kanban plugin's front matter marks as a board.
  public static func isBoard(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    guard head.hasPrefix("---") else { return false }
    for line in head.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).dropFirst()
    {
      if line.hasPrefix("kanban-plugin:") { return true }
      if line == "---" { return false }
    }
    return false
  }

  /// The scene of a document: the document is the root; blocks become nested stacks, sized so
  /// that each holds its children.
  ///
  /// - Complexity: O(blocks); the blocks are walked twice, back to front for the heights (a
  ///   block's children come after it), then front to back for the nodes (a parent before its
  ///   children), each block's first line read again for its name in the second. A document
  ///   with a block reference, `((`, is read once more, for the blocks its references point to.
  static func scene(
    of source: inout OutlineSource, _ buffer: UnsafeBufferPointer<UInt8>, otherBlocks: [String: String] = [:]
  ) throws(FormatError) -> Scene {
    if let line = source.tooDeepLine {
      throw FormatError(.outlineTooDeep(depth: Scene.maxDepth, limit: Scene.maxDepth - 1), line: line, column: 1)
    }
    // Each block's children's heights and spacing, summed into its slot from the back; then its
    // own height. Whole numbers of points (rows of 28, gaps of 4), so 4 bytes a block hold them
    // exactly. The heading levels among each block's children were found as the file was read.
    let row = UInt32(rowHeight), gap = UInt32(spacing)
    var heights = [UInt32](repeating: 0, count: source.count)
    let headingLevels = source.childHeadings
    source.childHeadings = []
    var total = 0.0
    for index in stride(from: source.count - 1, through: 0, by: -1) {
      let sum = heights[index]
      let height = sum == 0 ? row : (2 * row - gap).addingReportingOverflow(sum).partialValue
      heights[index] = height
      let parent = Int(source.parents[index])
      if parent >= 0 {
        heights[parent] = heights[parent].addingReportingOverflow(height + gap).partialValue
      } else {
        total += Double(height + gap)
      }
    }
    var scene = Scene(size: Size(width: width + 2 * indent, height: max(600, total + 2 * indent)))
    scene.reserveCapacity(source.count + 1, names: false)
    var rootProperties = NodeProperties.defaults(for: .container)
    rootProperties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: indent))
    rootProperties.accepts = .kinds([itemKind, headingKind])
    rootProperties.draggable = false
    scene.setRootProperties(rootProperties, name: "document", origin: .zero)
    var itemProperties = NodeProperties.defaults(for: .container)
    itemProperties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: rowHeight))
    itemProperties.draggable = true
    itemProperties.kind = itemKind
    itemProperties.role = .outlineItem
    itemProperties.accepts = .kinds([itemKind])
    source.firstNode = scene.root.id.rawValue + 1
    // Then the nodes in document order: block i is node firstNode + i, under its parent's node.
    var depths: [Int] = []
    // Where the next child of each open block goes, beside `depths`, and the document's: each
    // node is placed as its parent's vertical stack places it, so no layout pass follows.
    var nextY: [Double] = []
    var documentNextY = indent
    // Logseq's block properties that change how a block is heard, looked for only where the
    // document holds them.
    let hasProperties = OutlineSource.holdsProperty(in: buffer)
    let hasCollapsed = hasProperties && OutlineSource.holds("collapsed:: true", in: buffer)
    let hasHeading = hasProperties && OutlineSource.holds("heading:: ", in: buffer)
    // Logseq's block references, `((id))`, heard as the text of the block they point to: the
    // texts of the blocks with an `id::`, gathered when the first block that holds `((` is met.
    var blockTexts: [String: String]?
    // The items' properties, boxed once for each look.
    var itemLooks: [ItemLook: LoadedProperties] = [:]
    // The last look met: the next block mostly has it too.
    var recentLook: (look: ItemLook, properties: LoadedProperties)?
    // The blocks with no words: named "untitled", they have no title.
    var untitled: [Int] = []
    for index in 0..<source.count {
      let parentBlock = Int(source.parents[index])
      let parent = parentBlock < 0 ? NodeID.root : NodeID(rawValue: source.firstNode + parentBlock)
      while let last = depths.last, last != parentBlock {
        depths.removeLast()
        nextY.removeLast()
      }
      let depth = depths.count + 1
      let height = Double(heights[index])
      let y: Double
      if nextY.isEmpty {
        y = documentNextY
        documentNextY = (y + height) + spacing
      } else {
        y = nextY[nextY.count - 1]
        nextY[nextY.count - 1] = (y + height) + spacing
      }
      depths.append(index)
      nextY.append(rowHeight)
      // The name: straight from the bytes for a plain line (`PlainBlock`), else by the general
      // path, which reads markup, task markers, properties and block references.
      var look = ItemLook()
      let isHeading: Bool
      let base: String
      // What a person reads, when it differs from the name: a `/`, a marker; nil for the name.
      let readableText: String?
      var references = false
      if let plain = PlainBlock.read(in: buffer, from: Int(source.starts[index])) {
        isHeading = plain.headingLevel > 0
        look.headingLevel = UInt8(plain.headingLevel)
        look.task = plain.mark.map { $0 == 0x20 ? .todo : .done } ?? .none
        base = plain.name
        readableText = nil
      } else {
        let text: String
        switch source.syntax(of: index, in: buffer) {
        case .heading(let level, let name):
          text = name
          isHeading = true
          look.headingLevel = UInt8(level)
        case .item(_, _, let mark, let name):
          text = name
          isHeading = false
          look.task = ReadableText.task(checkbox: mark)
        }
        // What a person reads: the words, a heading's level and a task's state apart.
        // A text with a block reference may be read otherwise than alone: its name is kept with
        // the numbered ones, as the name it was read with, so that saving sees no rename.
        references = Self.holdsReference(text)
        if references, blockTexts == nil {
          blockTexts = otherBlocks.merging(Self.blockTexts(of: source, hasProperties, buffer)) { _, own in own }
        }
        let readable = references ? ReadableText(text, blockTexts: blockTexts) : ReadableText(text)
        if readable.headingLevel > 0 { look.headingLevel = readable.headingLevel }
        if readable.task != .none { look.task = readable.task }
        base = nodeName(readable: readable)
        readableText = readable.text == base ? nil : readable.text
      }
      if hasCollapsed, source.property("collapsed", of: index, in: buffer) == "true" { look.collapsed = true }
      if hasHeading, let value = source.property("heading", of: index, in: buffer) {
        // `heading:: 2`, or `heading:: true`: a heading of the block's own list level.
        if let level = UInt8(value), (1...6).contains(level) {
          look.headingLevel = level
        } else if value == "true" {
          look.headingLevel = UInt8(min(OutlineKind.level(under: parent, in: scene), 6))
        }
      }
      let frame = Rect(
        x: depth == 1 ? indent : rowHeight, y: y, width: max(rowHeight, width - Double(depth) * indent),
        height: height)
      if references { source.numberedNames[Int32(index)] = base }
      let added: NodeID
      do {
        let properties: LoadedProperties
        if isHeading {
          var heading = look.applied(to: itemProperties)
          heading.kind = headingKind
          heading.role = .outlineHeading
          heading.accepts = .kinds([itemKind, headingKind])
          // Reordered within its section only, among headings of its own level: anywhere else its
          // level would put it, or a neighbour, in another section when the file is read again.
          heading.targets = [scene.name(of: parent) ?? "document"]
          heading.draggable = headingLevels[parentBlock + 1].nonzeroBitCount == 1
          properties = try LoadedProperties(heading, of: base)
        } else if let recent = recentLook, recent.look == look {
          properties = recent.properties
        } else if let shared = itemLooks[look] {
          properties = shared
          recentLook = (look, shared)
        } else {
          properties = try LoadedProperties(look.applied(to: itemProperties), of: base)
          itemLooks[look] = properties
          recentLook = (look, properties)
        }
        // Named for now by its text; names are made unique below, all at once.
        // The name is handed over, not copied: a million names are not retained and released.
        added = try scene.appendUnindexed(named: consume base, frame: frame, properties: properties, in: parent)
      } catch {
        // Counted only now: the lines before the block's first byte.
        let line = 1 + buffer[..<Int(source.starts[index])].lazy.filter { $0 == 0x0A }.count
        throw FormatError(.engine(error), line: line, column: 1)
      }
      guard added.rawValue == source.firstNode + index else {
        throw FormatError(.notNumberedInOrder)
      }
      // The name is a key; a text that differs from it (a `/`, a task's marker) is the node's
      // title.
      if let readableText {
        if readableText.isEmpty { untitled.append(index) } else { scene.setTitle(readableText, of: added) }
      }
    }
    // Let go before the names are indexed, when memory is at its peak.
    heights = []
    try number(&scene, &source, untitled: untitled)
    return scene
  }

  /// Names are keys, unique in the document: a repeated text gets a number, "type: Command 2", so
  /// that each one can be typed wherever it is; its title keeps the text. The names are indexed
  /// all at once, the later of two texts alike numbered as it is met (`Scene.indexLoadedNames`).
  /// A numbered block is remembered with its name, so that saving sees no rename, and a
  /// heading under a numbered one is kept to its section by the new name.
  ///
  /// `untitled` lists the blocks with no words (named "untitled", with no title), in order.
  private static func number(_ scene: inout Scene, _ source: inout OutlineSource, untitled: [Int]) throws(FormatError) {
    let numbered = scene.indexLoadedNames(from: NodeID(rawValue: source.firstNode)) { base, number in
      "\(base) \(number)"
    }
    guard !numbered.isEmpty else { return }
    let wordless = Set(untitled)
    for (id, number) in numbered {
      let index = id.rawValue - source.firstNode
      guard let name = scene.name(of: id) else { continue }
      source.numberedNames[Int32(index)] = name
      // The text it was read with: its title already, or the name it had before its number.
      if scene.title(of: id) == name, !wordless.contains(index) {
        scene.setTitle(String(name.dropLast(" \(number)".count)), of: id)
      }
      for child in scene.children(of: id) {
        guard var properties = scene[child]?.properties, properties.role == .outlineHeading else { continue }
        properties.targets = [name]
        do {
          scene.setLoadedProperties(try LoadedProperties(properties, of: name), of: child)
        } catch {
          throw FormatError(.engine(error))
        }
      }
    }
  }

  /// What sets one block's properties apart from a plain item's.
  struct ItemLook: Hashable {
    var headingLevel: UInt8 = 0
    var task = TaskState.none
    var collapsed = false

    /// The item properties with these.
    func applied(to properties: NodeProperties) -> NodeProperties {
      var properties = properties
      properties.headingLevel = headingLevel
      properties.task = task
      properties.collapsed = collapsed
      return properties
    }
  }

  /// The texts of the blocks that an `id::` names, as read, by their id in lower case: what a
  /// block reference to them is heard as. One level only: a reference in such a text is not
  /// followed, and is heard as "block reference". A block with no words is left out, and a
  /// reference to it heard so too.
  static func blockTexts(
    of source: OutlineSource, _ hasProperties: Bool, _ buffer: UnsafeBufferPointer<UInt8>
  ) -> [String: String] {
    guard hasProperties else { return [:] }
    var texts: [String: String] = [:]
    for (id, block) in source.blockIDs(in: buffer) {
      let text: String
      switch source.syntax(of: block, in: buffer) {
      case .heading(_, let name): text = name
      case .item(_, _, _, let name): text = name
      }
      let readable = ReadableText(text, blockTexts: [:]).text
      if !readable.isEmpty { texts[id] = readable }
    }
    return texts
  }

  /// True when a block's text holds `((`, which may open a block reference.
  static func holdsReference(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x28, previous == 0x28 { return true }
      previous = byte
    }
    return false
  }

  /// A block's name as a node's: its text as a reader sees it (`ReadableText`: no markup, no
  /// task marker), trimmed, with `/` (which separates a path) as `∕`; "untitled" for none.
  static func nodeName(_ markdown: String) -> String { nodeName(readable: ReadableText(markdown)) }

  static func nodeName(readable: ReadableText) -> String {
    let text = readable.text
    let bytes = text.utf8
    func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    // Most names need nothing done: no blank at either end, no `/`.
    let plain =
      !(bytes.first.map(blank) ?? true) && !(bytes.last.map(blank) ?? true) && !bytes.contains(UInt8(ascii: "/"))
    let name = plain ? text : BoardFile.nodeName(text)
    return name.isEmpty ? "untitled" : name
  }
}
