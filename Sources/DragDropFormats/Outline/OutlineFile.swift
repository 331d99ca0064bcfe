import DragDropKit

/// A document opened as a scene, and which block of the file each node came from, so that saving
/// writes back the lines of what moved, re-indented, and every other line as it was.
public struct OutlineSource: Sendable {
  /// The document as it was read.
  var outline: Outline
  /// Each node's block in the document as it was read.
  var paths: [NodeID: [Int]] = [:]
  /// Each node's name as it was read: another one now is a rename.
  var names: [NodeID: String] = [:]
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
    let outline = try Outline.decode(bytes: bytes)
    if let (_, block) = outline.blocks().first(where: { $0.path.count >= Scene.maxDepth }) {
      throw FormatError(
        "this block is nested \(Scene.maxDepth) levels deep, and a scene holds at most \(Scene.maxDepth - 1)",
        hint: "outdent it and what is under it", line: block.lines.first?.number, column: 1)
    }
    return scene(of: outline)
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
  static func scene(of outline: Outline) -> (Scene, OutlineSource) {
    var source = OutlineSource(outline: outline)
    // Heights first, in one pass from the leaves up, in the order the nodes are added.
    var heights: [Double] = []
    func measure(_ block: Outline.Block) -> Double {
      let slot = heights.count
      heights.append(0)
      let children = block.children.reduce(0) { $0 + measure($1) }
      heights[slot] =
        block.children.isEmpty ? rowHeight : 2 * rowHeight + children + spacing * Double(block.children.count - 1)
      return heights[slot]
    }
    let total = outline.root.children.reduce(0) { $0 + measure($1) + spacing }
    var scene = Scene(size: Size(width: width + 2 * indent, height: max(600, total + 2 * indent)))
    var rootProperties = NodeProperties.defaults(for: .container)
    rootProperties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: indent))
    rootProperties.accepts = .kinds([itemKind, headingKind])
    rootProperties.draggable = false
    scene.setRootProperties(rootProperties, name: "document", origin: .zero)
    // Then the nodes, depth first in document order, so that each takes its height in turn.
    var stack: [(path: [Int], parent: NodeID, depth: Int)] = outline.root.children.indices.reversed().map {
      ([$0], NodeID.root, 1)
    }
    var taken: [NodeID: Set<String>] = [:]
    var next = 0
    while let (path, parent, depth) = stack.popLast() {
      let block = outline.block(at: path)!
      let height = heights[next]
      next += 1
      var properties = NodeProperties.defaults(for: .container)
      properties.layout = .stack(StackLayout(axis: .vertical, spacing: spacing, padding: rowHeight))
      properties.draggable = true
      if block.isItem {
        properties.kind = itemKind
        properties.accepts = .kinds([itemKind])
      } else {
        properties.kind = headingKind
        properties.accepts = .kinds([itemKind, headingKind])
        // Reordered within its section only, among headings of its own level: anywhere else its
        // level would put it, or a neighbour, in another section when the file is read again.
        properties.targets = [scene.name(of: parent) ?? "document"]
        let siblings = path.count == 1 ? outline.root.children : outline.block(at: Array(path.dropLast()))!.children
        properties.draggable = Set(siblings.compactMap(\.headingLevel)).count == 1
      }
      var base = BoardFile.nodeName(block.name)
      if base.isEmpty { base = "untitled" }
      var name = base
      var number = 2
      while taken[parent, default: []].contains(name) {
        name = "\(base) \(number)"
        number += 1
      }
      taken[parent, default: []].insert(name)
      let frame = Rect(x: 0, y: 0, width: max(rowHeight, width - Double(depth) * indent), height: height)
      // Names are unique among siblings and free of `/`, and `decode` refused nesting past the
      // scene's limit: this cannot fail.
      let id = try! scene.addNode(
        named: name, type: .container, frame: frame, properties: properties, in: parent, layout: false)
      source.paths[id] = path
      source.names[id] = name
      for index in block.children.indices.reversed() { stack.append((path + [index], id, depth + 1)) }
    }
    scene.relayoutAll()
    return (scene, source)
  }

}
