import DragDropAnnouncements
import DragDropKit

extension LiveView {
  /// A Markdown outline as it reads: headings with their marks, list items indented two
  /// columns a level under them, tasks with their boxes. A collapsed block's children are
  /// folded away (shown `+`) unless the focus is among them.
  ///
  ///      # Launch plan
  ///        ## Backend
  ///          • [ ] Set up the database
  ///     *      • [x] Write the schema
  ///
  /// Only the lines on screen are laid out, found from the focus by stepping through the
  /// outline; the counts of lines above and below are the sizes of the blocks around them. A
  /// key in a 1,000,000-item outline costs no walk through the whole of it but one count.
  func outline(_ state: NarrationState, width: Int, bounds: (min: Int, max: Int), scroll: inout ViewScroll)
    -> ViewFrame
  {
    let scene = state.scene
    let focus = Self.focus(state)
    let walk = OutlineWalk(state, focus: focus)
    let total = walk.total()
    let height = min(bounds.max, max(bounds.min, total + 1))
    let body = height - 1
    var frame = ViewFrame(width: width, height: height)
    guard let start = focus ?? scroll.top.flatMap({ walk.contains($0) ? $0 : nil }) ?? walk.children(.root).first
    else { return frame }

    // The top line: kept while the focus is on screen, else moved as little as it must be.
    var above: [NodeID] = []
    var node = start
    while above.count < 2 * body, let previous = walk.previous(node) {
      above.append(previous)
      node = previous
    }
    let top: NodeID
    if let kept = scroll.top, kept == start || above.prefix(body - 1).contains(kept) {
      top = kept
    } else if let kept = scroll.top, above.contains(kept) {
      // Just past the bottom: the focus on the last row.
      top = body >= 2 ? above[body - 2] : start
    } else if let kept = scroll.top, walk.lines(from: start, count: body).contains(kept) {
      // Just above the top: the focus on the first row.
      top = start
    } else {
      // A jump: the focus in the middle, or lower when the outline ends first.
      let after = walk.lines(from: start, count: body).count - 1
      let rows = min(above.count, max(body / 2, body - 1 - after))
      top = rows >= 1 ? above[rows - 1] : start
    }
    scroll.top = top

    let lines = walk.lines(from: top, count: body)
    let bullet = narrator.style.unicode ? "•" : "-"
    for (row, id) in lines.enumerated() {
      guard let node = scene[id] else { continue }
      let (shape, style) = mark(id, in: state)
      let properties = node.properties
      var prefix = properties.headingLevel > 0 ? String(repeating: "#", count: Int(properties.headingLevel)) : bullet
      switch properties.task {
      case .none: break
      case .done: prefix += " [x]"
      case .cancelled: prefix += " [-]"
      default: prefix += " [ ]"
      }
      if walk.folded(id) { prefix += " +" }
      let indent = min(2 * walk.depth(id), max(0, width / 2))
      frame.put(String(shape), row: row, column: 0, style: style)
      let x = 1 + indent
      let used = frame.put(prefix + " ", row: row, column: x, style: style)
      frame.put(narrator.name(id, scene), row: row, column: x + used, style: style)
      if !style.isEmpty { frame.mark(row: row, from: 0, count: width, style: style) }
      if id == focus { frame.cursor = ViewPosition(row: row, column: x + used) }
    }
    let before = walk.linesBefore(top, total: total)
    let after = total - before - lines.count
    var notes: [String] = []
    if before > 0 { notes.append(more(.viewLinesAbove, before, state)) }
    if after > 0 { notes.append(more(.viewLinesBelow, after, state)) }
    status(notes, into: &frame)
    return frame
  }
}

/// An outline as the live view shows it, stepped through line by line: the lifted block where
/// it would drop, collapsed blocks folded unless the focus is inside.
struct OutlineWalk {
  let scene: Scene
  /// The lifted item and those lifted with it, and where they are shown.
  let drop: DropPreview
  /// The focus's ancestors: a collapsed one among them is unfolded.
  private(set) var open: Set<NodeID> = []

  init(_ state: NarrationState, focus: NodeID?) {
    scene = state.scene
    drop = DropPreview(state)
    var node = focus.flatMap(parent)
    while let id = node {
      open.insert(id)
      node = parent(id)
    }
  }

  func parent(_ id: NodeID) -> NodeID? {
    drop.carried.contains(id) ? drop.parent : scene.parentID(of: id)
  }

  /// True for a collapsed block with children, shown folded.
  func folded(_ id: NodeID) -> Bool {
    scene.isCollapsed(id) && !open.contains(id) && !scene.children(of: id).isEmpty
  }

  func children(_ id: NodeID) -> [NodeID] {
    if folded(id) { return [] }
    return drop.children(of: id, scene.children(of: id))
  }

  /// True when the node is shown somewhere in the outline.
  func contains(_ id: NodeID) -> Bool {
    var node: NodeID? = id
    while let current = node, current != .root {
      guard let up = parent(current), !folded(up) else { return false }
      node = up
    }
    return node == .root
  }

  func next(_ id: NodeID) -> NodeID? {
    if let first = children(id).first { return first }
    var current = id
    while let up = parent(current) {
      let siblings = children(up)
      if let index = siblings.firstIndex(of: current), index + 1 < siblings.count { return siblings[index + 1] }
      current = up
    }
    return nil
  }

  func previous(_ id: NodeID) -> NodeID? {
    guard let up = parent(id) else { return nil }
    let siblings = children(up)
    guard let index = siblings.firstIndex(of: id) else { return nil }
    if index == 0 { return up == .root ? nil : up }
    var node = siblings[index - 1]
    while let last = children(node).last { node = last }
    return node
  }

  /// Up to `count` lines from a node on.
  func lines(from start: NodeID, count: Int) -> [NodeID] {
    var lines: [NodeID] = []
    var node: NodeID? = start
    while let id = node, lines.count < count {
      lines.append(id)
      node = next(id)
    }
    return lines
  }

  /// Levels below the top: 0 for the outline's first level.
  func depth(_ id: NodeID) -> Int {
    var depth = 0
    var node = parent(id)
    while let up = node, up != .root {
      depth += 1
      node = parent(up)
    }
    return depth
  }

  /// The lines of a block: the node and everything shown under it (`folds`), or everything
  /// under it at all.
  func size(_ id: NodeID, folds: Bool = true) -> Int {
    var count = 0
    var stack = [id]
    while let node = stack.popLast() {
      count += 1
      for child in folds ? children(node) : scene.children(of: node) {
        // Most lines are leaves: counted without a trip through the stack.
        if child != drop.parent, scene.children(of: child).isEmpty {
          count += 1
        } else {
          stack.append(child)
        }
      }
    }
    return count
  }

  /// The lines shown in all: every node but the root, less those folded away, found without
  /// walking the outline.
  func total() -> Int {
    var hidden = 0
    for id in scene.collapsedNodes where folded(id) {
      // Inside another folded block, it is counted with that one; detached, not at all.
      var up = parent(id)
      var counted = true
      while let node = up, node != .root {
        if folded(node) {
          counted = false
          break
        }
        up = parent(node)
      }
      if counted && up == .root { hidden += size(id, folds: false) - 1 }
    }
    return scene.nodeCount - 1 - hidden
  }

  /// The lines shown before a node. At the top level, where a long outline has most of its
  /// blocks, the shorter side is counted: the lines after it, taken from the total.
  func linesBefore(_ id: NodeID, total: Int) -> Int {
    var count = 0
    var current = id
    while let up = parent(current) {
      let siblings = children(up)
      if let index = siblings.firstIndex(of: current) {
        if up == .root, index > siblings.count / 2 {
          var after = size(current)
          for sibling in siblings[(index + 1)...] { after += size(sibling) }
          return count + total - after
        }
        for sibling in siblings[..<index] { count += size(sibling) }
      }
      if up == .root { break }
      count += 1
      current = up
    }
    return count
  }
}
