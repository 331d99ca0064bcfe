import DragDropAnnouncements
import DragDropKit

extension LiveView {
  /// A Markdown outline as it reads: headings with their marks, list items indented two
  /// columns a level under them, tasks with their boxes. A collapsed block's children are
  /// folded away unless the focus is among them.
  ///
  ///     # Launch plan
  ///       ## Backend
  ///         - [ ] Set up the database
  ///     *     - [x] Write the schema
  func outline(_ state: NarrationState, width: Int, bounds: (min: Int, max: Int), scroll: inout ViewScroll)
    -> ViewFrame
  {
    let scene = state.scene
    let focus = Self.focus(state)
    // The nodes the focus is inside: a collapsed one among them is unfolded.
    var open: Set<NodeID> = []
    if let focus {
      var node = state.drag != nil ? state.drag!.target : scene[focus]?.parent
      while let id = node {
        open.insert(id)
        node = scene[id]?.parent
      }
    }
    var lines: [(id: NodeID, depth: Int)] = []
    var focusLine: Int?
    func visit(_ id: NodeID, depth: Int) {
      if id == focus { focusLine = lines.count }
      lines.append((id, depth))
      guard let node = scene[id], !(node.properties.collapsed && !open.contains(id)) else { return }
      for child in Self.children(of: id, in: state) { visit(child, depth: depth + 1) }
    }
    for child in Self.children(of: .root, in: state) { visit(child, depth: 0) }

    let height = min(bounds.max, max(bounds.min, lines.count + 1))
    let body = height - 1
    if let focusLine {
      if focusLine < scroll.firstRow { scroll.firstRow = focusLine }
      if focusLine >= scroll.firstRow + body { scroll.firstRow = focusLine - body + 1 }
    }
    scroll.firstRow = max(0, min(scroll.firstRow, max(0, lines.count - body)))

    var frame = ViewFrame(width: width, height: height)
    let bullet = narrator.style.unicode ? "•" : "-"
    for row in 0..<min(body, lines.count - scroll.firstRow) {
      let (id, depth) = lines[scroll.firstRow + row]
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
      if properties.collapsed && !node.children.isEmpty && !open.contains(id) { prefix += " +" }
      let indent = min(2 * depth, max(0, width / 2))
      frame.put(String(shape), row: row, column: 0, style: style)
      let x = 1 + indent
      let used = frame.put(prefix + " ", row: row, column: x, style: style)
      frame.put(narrator.name(id, scene), row: row, column: x + used, style: style)
      if !style.isEmpty { frame.mark(row: row, from: 0, count: width, style: style) }
      if id == focus { frame.cursor = ViewPosition(row: row, column: x + used) }
    }
    var notes: [String] = []
    if scroll.firstRow > 0 { notes.append(more(.viewLinesAbove, scroll.firstRow, state)) }
    let below = lines.count - scroll.firstRow - body
    if below > 0 { notes.append(more(.viewLinesBelow, below, state)) }
    status(notes, into: &frame)
    return frame
  }
}
