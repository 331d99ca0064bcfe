import DragDropAnnouncements
import DragDropKit

extension Narrator {
  /// The map: a character-cell picture in visual mode, a summary in words otherwise.
  func mapText(in state: NarrationState) -> [String] {
    let scene = state.scene
    let root = scene.root
    let lifted = state.drag
    if state.presentation != .pictures {
      let words = words(state)
      var lines = [words.fill(.mapScene, [.scene: name(.root, scene), .size: "\(root.frame.size)"])]
      for id in scene.subtreeIDs(of: .root) where id != .root {
        let rect = scene.absoluteFrame(of: id)
        let node = scene[id]!
        var values: TemplateValues = [
          .item: name(id, scene), .properties: words.fill(node.type == .container ? .typeContainer : .typeItem),
          .origin: "\(rect.origin)", .point: "\(Point(x: rect.maxX, y: rect.maxY))",
        ]
        guard node.type == .container else {
          lines.append(words.fill(.mapNode, values))
          continue
        }
        values[.size] = contents(of: node, in: scene, words)
        lines.append(words.fill(.mapContainer, values))
      }
      if let lifted {
        let rect = scene.absoluteFrame(of: lifted.item)
        lines.append(
          words.fill(
            .mapLifted,
            [
              .item: name(lifted.item, scene), .point: "\(rect.origin)",
              .over: announcer(state).over(lifted, in: scene),
            ]))
      }
      return lines
    }
    let picture = mapPicture(in: state, maxColumns: max(20, style.width - 1), maxRows: 24)
    var lines = picture.grid.map { String($0).replacingTrailingSpaces() }
    // The legend in the answer's language; the marks are the picture's own characters.
    let words = words(state)
    let scale = picture.scale
    var legend = [
      words.fill(.mapScale, [.count: formatNumber(scale < 0.1 ? scale : (scale * 10).rounded() / 10)]),
      words.fill(.mapMarks, [.item: "*", .target: "="]),
    ]
    if !scene.liftedCompanions.isEmpty { legend.append(words.fill(.mapCompanions, [.item: "+"])) }
    lines.append(legend.joined(separator: " "))
    return lines
  }

  /// The map's picture: a grid of characters, where each item's label begins, and how many
  /// points a column is.
  struct MapPicture {
    var grid: [[Character]]
    /// Each labelled item's row, column and label length (brackets included).
    var labels: [NodeID: (row: Int, column: Int, length: Int)]
    var scale: Double
  }

  /// The scene drawn in at most `maxColumns` by `maxRows` cells.
  func mapPicture(in state: NarrationState, maxColumns width: Int, maxRows: Int) -> MapPicture {
    let scene = state.scene
    let root = scene.root
    let lifted = state.drag
    var labels: [NodeID: (row: Int, column: Int, length: Int)] = [:]
    // A character cell is about twice as tall as wide; fit the width and at most maxRows rows.
    let maxColumns = Double(width)
    // Any size the language accepts, from 5e-324 to 1e308: a scale that is zero or not finite
    // falls back to one point a column, and every cell number is clamped to just outside the
    // picture before it becomes an Int, so the work is bounded by the cells, never the points.
    var scale = max(root.frame.width / maxColumns, root.frame.height / Double(maxRows * 2))
    if !(scale.isFinite && scale >= Double.leastNormalMagnitude) { scale = max(1, scale.isFinite ? scale : 1) }
    func whole(_ value: Double, _ limit: Int) -> Int {
      guard !value.isNaN else { return -1 }
      return Int(min(max(value, -1), Double(limit + 1)))
    }
    let columns = max(1, min(Int(maxColumns), whole((root.frame.width / scale).rounded(.up), Int(maxColumns))))
    let rows = max(1, min(maxRows, whole((root.frame.height / scale / 2).rounded(.up), maxRows)))
    var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
    func cell(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
      let x0 = whole((rect.minX / scale).rounded(), columns)
      let y0 = whole((rect.minY / scale / 2).rounded(), rows)
      let x1 = max(x0, whole((rect.maxX / scale).rounded(.up), columns) - 1)
      let y1 = max(y0, whole((rect.maxY / scale / 2).rounded(.up), rows) - 1)
      return (x0, y0, x1, y1)
    }
    func put(_ x: Int, _ y: Int, _ character: Character) {
      if y >= 0, y < rows, x >= 0, x < columns { grid[y][x] = character }
    }
    func label(_ text: String, _ x: Int, _ y: Int, max width: Int) {
      for (offset, character) in text.prefix(max(0, width)).enumerated() { put(x + offset, y, character) }
    }
    let (h, v) = style.unicode ? (Character("─"), Character("│")) : ("-", "|")
    let corners: [Character] = style.unicode ? ["┌", "┐", "└", "┘"] : ["+", "+", "+", "+"]
    let ids = scene.subtreeIDs(of: .root).filter { $0 != .root }
    /// A label `[name]` from the first free cell at or after x on row y, up to the next thing
    /// drawn; cut short, it keeps its closing bracket.
    func label(item text: String, _ x: Int, _ y: Int, over: Bool, id: NodeID) {
      guard y >= 0, y < rows else { return }
      var start = max(0, x)
      if !over { while start < columns, grid[y][start] != " " { start += 1 } }
      var end = start
      while end < columns, over || grid[y][end] == " " { end += 1 }
      let room = end - start
      guard room >= 3 else { return }
      let characters = Array("[\(text)]")
      let shown = characters.count <= room ? characters : Array(characters.prefix(room - 1)) + ["]"]
      for (offset, character) in shown.enumerated() { grid[y][start + offset] = character }
      labels[id] = (y, start, shown.count)
    }
    // Container borders first; then the cards, in free cells, so neither erases the other; the
    // lifted item last, over everything, as it floats over the scene.
    for id in ids where scene[id]!.type == .container {
      let box = cell(scene.absoluteFrame(of: id))
      let isTarget = id == lifted?.target
      let edge: Character = isTarget ? "=" : h
      for x in box.x0...box.x1 {
        put(x, box.y0, edge)
        put(x, box.y1, edge)
      }
      for y in box.y0...box.y1 {
        put(box.x0, y, v)
        put(box.x1, y, v)
      }
      let points = [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)]
      for ((x, y), corner) in zip(points, corners) { put(x, y, corner) }
      label((isTarget ? "[target] " : "") + name(id, scene), box.x0 + 1, box.y0, max: box.x1 - box.x0 - 1)
    }
    for id in ids where scene[id]!.type == .item {
      let box = cell(scene.absoluteFrame(of: id))
      var y = (box.y0 + box.y1) / 2
      // On a coarse map a card's row can be its column's top border: the row below it.
      if y >= 0, y < rows, box.x0 >= 0, box.x0 < columns, grid[y][box.x0] != " ", y + 1 < rows { y += 1 }
      label(item: name(id, scene), box.x0, y, over: false, id: id)
    }
    if let lifted {
      // Over everything, on a free row of its box if there is one, so it hides no card; the
      // items that travel with it after it, each where it floats.
      for (mark, id) in [("*", lifted.item)] + scene.liftedCompanions.map({ ("+", $0) }) {
        let box = cell(scene.absoluteFrame(of: id))
        let x = max(0, min(box.x0, columns - 3))
        let middle = min(max(0, (box.y0 + box.y1) / 2), rows - 1)
        // A box wholly below or above the map is drawn at its edge: every bound is clamped.
        let top = min(max(0, box.y0), middle)
        let candidates = Array(middle...max(middle, min(box.y1, rows - 1))) + Array(top..<middle)
        let free = candidates.first { y in (x..<min(columns, x + 4)).allSatisfy { grid[y][$0] == " " } }
        label(item: mark + name(id, scene), x, free ?? middle, over: true, id: id)
      }
    }
    return MapPicture(grid: grid, labels: labels, scale: scale)
  }
}

extension String {
  func replacingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
