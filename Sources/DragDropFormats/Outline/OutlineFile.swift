import DragDropKit

/// A document opened as a scene, and which block of the file each node came from, so that saving
/// writes back the lines of what moved, re-indented, and every other line as it was.
///
/// Flat arrays, not a dictionary of paths: a million-item outline keeps one small entry a block.
public struct OutlineSource: Sendable {
  /// The document as it was read.
  var outline: Outline
  /// Every block as it was read, in tree order (the document itself is not one).
  var blocks: [Outline.Block] = []
  /// Each block's parent, an index into `blocks`; -1 for the document.
  var parents: [Int32] = []
  /// Each block's node name as it was read: another one now is a rename.
  var names: [String] = []
  /// Each node's block, by the node's raw ID; -1 for a node that came later.
  var places: [Int32] = []

  /// The block a node came from, as an index into `blocks`; nil for a node added since.
  func place(of id: NodeID) -> Int? {
    guard id.rawValue >= 0, id.rawValue < places.count else { return nil }
    let place = places[id.rawValue]
    return place < 0 ? nil : Int(place)
  }
}

/// Markdown documents as scenes (DESIGN section 8, "Documents"): headings are stack containers
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
    try scene(of: try Outline.decode(bytes: bytes))
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
  /// - Complexity: O(blocks); the tree is walked twice (heights, then nodes), never by paths.
  static func scene(of outline: Outline) throws(FormatError) -> (Scene, OutlineSource) {
    var source = OutlineSource(outline: outline)
    // Heights first, in one pass from the leaves up, in the order the nodes are added; and the
    // first block nested deeper than a scene holds.
    var heights: [Double] = []
    var tooDeep: Outline.Block?
    func measure(_ block: Outline.Block, depth: Int) -> Double {
      if depth >= Scene.maxDepth, tooDeep == nil { tooDeep = block }
      let slot = heights.count
      heights.append(0)
      var children = 0.0
      for child in block.children { children += measure(child, depth: depth + 1) }
      heights[slot] =
        block.children.isEmpty ? rowHeight : 2 * rowHeight + children + spacing * Double(block.children.count - 1)
      return heights[slot]
    }
    var total = 0.0
    for child in outline.root.children { total += measure(child, depth: 1) + spacing }
    if let tooDeep {
      throw FormatError(
        "this block is nested \(Scene.maxDepth) levels deep, and a scene holds at most \(Scene.maxDepth - 1)",
        hint: "outdent it and what is under it", line: tooDeep.lines.first?.number, column: 1)
    }
    var scene = Scene(size: Size(width: width + 2 * indent, height: max(600, total + 2 * indent)))
    var rootProperties = NodeProperties.defaults(for: .container)
    rootProperties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: indent))
    rootProperties.accepts = .kinds([itemKind, headingKind])
    rootProperties.draggable = false
    scene.setRootProperties(rootProperties, name: "document", origin: .zero)
    source.blocks.reserveCapacity(heights.count)
    source.parents.reserveCapacity(heights.count)
    source.names.reserveCapacity(heights.count)
    // Then the nodes, depth first in document order, so that each takes its height in turn.
    var itemProperties = NodeProperties.defaults(for: .container)
    itemProperties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: rowHeight))
    itemProperties.draggable = true
    itemProperties.kind = itemKind
    itemProperties.accepts = .kinds([itemKind])
    func add(children: [Outline.Block], of parent: NodeID, parentIndex: Int32, depth: Int) {
      // Names are unique among siblings: a repeated one gets a number.
      var taken = Set<String>()
      let headingLevels = Set(children.lazy.compactMap(\.headingLevel))
      for block in children {
        var properties = itemProperties
        if !block.isItem {
          properties.kind = headingKind
          properties.accepts = .kinds([itemKind, headingKind])
          // Reordered within its section only, among headings of its own level: anywhere else its
          // level would put it, or a neighbour, in another section when the file is read again.
          properties.targets = [scene.name(of: parent) ?? "document"]
          properties.draggable = headingLevels.count == 1
        }
        var name = nodeName(block.name)
        if !taken.insert(name).inserted {
          let base = name
          var number = 2
          repeat {
            name = "\(base) \(number)"
            number += 1
          } while !taken.insert(name).inserted
        }
        let index = source.blocks.count
        let frame = Rect(x: 0, y: 0, width: max(rowHeight, width - Double(depth) * indent), height: heights[index])
        // Names are unique among siblings and free of `/`, and nesting past the scene's limit
        // was refused above: this cannot fail.
        let id = try! scene.addNode(
          named: name, type: .container, frame: frame, properties: properties, in: parent, layout: false)
        if id.rawValue >= source.places.count {
          source.places.append(contentsOf: repeatElement(-1, count: id.rawValue + 1 - source.places.count))
        }
        source.places[id.rawValue] = Int32(index)
        source.blocks.append(block)
        source.parents.append(parentIndex)
        source.names.append(name)
        add(children: block.children, of: id, parentIndex: Int32(index), depth: depth + 1)
      }
    }
    add(children: outline.root.children, of: .root, parentIndex: -1, depth: 1)
    scene.relayoutAll()
    return (scene, source)
  }

  /// A block's name as a node's: trimmed, with `/` (which separates a path) as `∕`; "untitled"
  /// for none.
  static func nodeName(_ text: String) -> String {
    let bytes = text.utf8
    func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    // Most names need nothing done: no blank at either end, no `/`.
    let plain =
      !(bytes.first.map(blank) ?? true) && !(bytes.last.map(blank) ?? true) && !bytes.contains(UInt8(ascii: "/"))
    let name = plain ? text : BoardFile.nodeName(text)
    return name.isEmpty ? "untitled" : name
  }
}
