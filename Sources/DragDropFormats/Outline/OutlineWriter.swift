import DragDropKit

extension OutlineFile {
  /// The document's text for a scene opened from it: each node's lines where the scene now has
  /// it, an item that changed parent re-indented by the file's unit (its children with it), a
  /// list that counted renumbered, a renamed item's line rewritten, a new item written as `- `;
  /// every other line as it was. Items come before the subheadings of their section, as the
  /// file must have them to read back the same.
  public static func encode(_ scene: Scene, source: OutlineSource) throws(FormatError) -> String {
    var outline = source.outline
    let writer = OutlineWriter(scene: scene, source: source)
    outline.root.children = writer.children(of: .root, old: "", new: "")
    if source.outline.endsInOpenFence, lastLines(outline.root) != lastLines(source.outline.root) {
      throw FormatError(
        "the document ends inside a code fence that is never closed, and the move would put other lines inside it",
        hint: "close the fence with ``` in the file, or move the block that holds it back to the end")
    }
    let text = outline.encode()
    // Never write a file that reads back as another outline: where uneven indentation (tabs
    // and spaces mixed) defeats the re-indentation, the save is refused and the file left alone.
    guard let reread = try? Outline.decode(text), reread.hasSameShape(as: outline) else {
      throw FormatError(
        "the document would not read back as the outline dnd shows: its indentation mixes tabs and spaces where a block moved",
        hint: "undo the move, or save it as a scene file (save notes.json)")
    }
    return text
  }

  private static func lastLines(_ block: Outline.Block) -> [Board.Line] {
    block.children.last.map(lastLines) ?? block.lines
  }
}

/// Builds the blocks of a scene from the document it was opened from.
struct OutlineWriter {
  let scene: Scene
  let source: OutlineSource

  /// The blocks for a node's children. `old` and `new` are the node's own indentation as read
  /// and as written, which a child that stayed under it shifts by in the same way.
  func children(of node: NodeID, old: String, new: String) -> [Outline.Block] {
    let isItem = scene[node]?.properties.kind == OutlineFile.itemKind
    let ids = scene[node]?.children ?? []
    // The block this node was read from: -1 for the document, nil for a node added since.
    let home: Int? = node == .root ? -1 : source.place(of: node)
    // Each item that stayed in this list keeps its indentation (shifted with its parent's).
    let stayed: [String?] = ids.map { id in
      guard let place = source.place(of: id), let home, Int(source.parents[place]) == home else { return nil }
      let block = source.blocks[place]
      guard block.isItem, let line = block.lines.first else { return nil }
      return Self.shifted(String(Outline.leading(line.text)), old: old, new: new)
    }
    var blocks: [Outline.Block] = []
    for (index, id) in ids.enumerated() {
      // One that arrived takes the indentation of the item before it, so that both read as
      // siblings, or of the next one that stayed.
      let previous = blocks.last.flatMap { $0.isItem ? $0.lines.first.map { String(Outline.leading($0.text)) } : nil }
      let neighbour = previous ?? stayed[index...].lazy.compactMap { $0 }.first
      blocks.append(block(for: id, in: home, parent: (isItem, old, new), siblingIndent: neighbour))
    }
    // A subheading takes the items after it when the file is read: items go first.
    let items = blocks.filter(\.isItem)
    if items.count != blocks.count { blocks = items + blocks.filter { !$0.isItem } }
    if let home {
      let original = home < 0 ? source.outline.root : source.blocks[home]
      if let start = Outline.counts(original.children) { Outline.renumber(&blocks, from: start) }
    }
    return blocks
  }

  private func block(
    for id: NodeID, in home: Int?, parent: (isItem: Bool, old: String, new: String), siblingIndent: String?
  ) -> Outline.Block {
    let name = scene.name(of: id) ?? ""
    guard let place = source.place(of: id) else {
      // Added in the session: a new item line.
      let indent = siblingIndent ?? (parent.isItem ? parent.new + source.outline.indentUnit : "")
      let line = Board.Line(text: indent + "- " + BoardFile.cardText(name), ending: source.outline.newline, number: 0)
      var added = Outline.Block(kind: .item(marker: "-", mark: nil), name: name, lines: [line], children: [])
      added.children = children(of: id, old: indent, new: indent)
      return added
    }
    var block = source.blocks[place]
    let old = block.lines.first.map { String(Outline.leading($0.text)) } ?? ""
    var new = old
    if block.isItem {
      if let home, Int(source.parents[place]) == home {
        new = Self.shifted(old, old: parent.old, new: parent.new)
      } else {
        new = siblingIndent ?? (parent.isItem ? parent.new + source.outline.indentUnit : "")
      }
      Outline.reindent(&block.lines, from: old, to: new)
    }
    if source.names[place] != name { rename(&block, to: BoardFile.cardText(name)) }
    block.children = children(of: id, old: old, new: new)
    return block
  }

  /// The indentation of a line under a parent whose own indentation went from `old` to `new`.
  static func shifted(_ indent: String, old: String, new: String) -> String {
    guard old != new, indent.hasPrefix(old) else { return indent }
    return new + indent.dropFirst(old.count)
  }

  /// Rewrites the block's first line with a new name, keeping its indentation, marker and
  /// checkbox (or a heading's `#`s).
  private func rename(_ block: inout Outline.Block, to name: String) {
    guard var line = block.lines.first else { return }
    if let range = line.text.firstRange(of: block.name), !block.name.isEmpty {
      line.text.replaceSubrange(range, with: name)
    } else {
      line.text += (line.text.last == " " ? "" : " ") + name
    }
    block.lines[0] = line
    block.name = name
  }
}
