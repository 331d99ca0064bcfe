import DragDropKit

/// `move up|down|left|right [N]`: by slot over a stack or grid, into the neighbouring drop area
/// past either end or across the stack, and by `step` points elsewhere.
extension CommandSession {
  mutating func move(
    _ direction: Direction, steps: Int, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    for _ in 0..<steps {
      let context = try liftedContext(at: location)
      if let target = context.target, let container = scene[target], container.properties.layout != .free {
        if let (next, position) = nextSlot(from: target, position: context.position ?? 1, direction, context: context) {
          let point =
            next == target || position != nil
            ? scene.dropPoint(for: context.item, in: next, position: position)
            : projected(context.point, into: next)
          try feed(
            .changed(point, target: NamedTarget(container: next, position: position)), at: location, into: &reports)
        } else {
          let count = scene[target]!.children.count + 1
          reports.append(
            .alreadyAtEdge(
              item: context.item, container: target, position: context.position ?? count, count: count,
              direction: direction))
          break
        }
      } else {
        let delta: Point
        switch direction {
        case .up: delta = Point(x: 0, y: -step)
        case .down: delta = Point(x: 0, y: step)
        case .left: delta = Point(x: -step, y: 0)
        case .right: delta = Point(x: step, y: 0)
        }
        try feed(.changed(context.point + delta), at: location, into: &reports)
      }
    }
  }

  /// The next slot in a direction: within the stack or grid, or in the neighbouring drop area.
  private func nextSlot(
    from target: NodeID, position: Int, _ direction: Direction, context: DragContext
  ) -> (NodeID, Int?)? {
    let container = scene[target]!
    let count = container.children.count
    var candidate: Int?
    switch container.properties.layout {
    case .stack(let stack):
      switch (stack.axis, direction) {
      case (.vertical, .up), (.horizontal, .left): candidate = position - 1
      case (.vertical, .down), (.horizontal, .right): candidate = position + 1
      default: candidate = nil
      }
    case .grid(let grid):
      let columns = gridColumns(grid, size: container.frame.size)
      switch direction {
      case .left: candidate = position - 1
      case .right: candidate = position + 1
      case .up: candidate = position - columns
      case .down: candidate = position + columns
      }
    case .free:
      candidate = nil
    }
    if let candidate, candidate >= 1, candidate <= count + 1 { return (target, candidate) }
    guard let neighbour = neighbour(of: target, direction, excluding: context.item) else { return nil }
    let node = scene[neighbour]!
    if node.properties.layout == .free || node.properties.effect == .tint { return (neighbour, nil) }
    let position = scene.dropPosition(of: context.item, in: neighbour, at: projected(context.point, into: neighbour))
    return (neighbour, position)
  }

  private func gridColumns(_ grid: GridLayout, size: Size) -> Int {
    guard grid.fill == .rows else { return 1 }
    if let columns = grid.columns { return columns }
    // The column count the layout uses: the x of slot 1 returns to the margin after it.
    var columns = 1
    while columns < 10_000, grid.slotOrigin(columns, in: size).y == grid.slotOrigin(0, in: size).y { columns += 1 }
    return columns
  }

  /// A point clamped into a container's absolute rect.
  func projected(_ point: Point, into container: NodeID) -> Point {
    let rect = scene.absoluteFrame(of: container)
    return Point(
      x: min(max(point.x, rect.minX), rect.maxX - 0.5),
      y: min(max(point.y, rect.minY), rect.maxY - 0.5))
  }

  /// The nearest drop area in a direction from a container, never its ancestors or descendants.
  ///
  /// - Complexity: O(n).
  private func neighbour(of target: NodeID, _ direction: Direction, excluding item: NodeID) -> NodeID? {
    let from = scene.absoluteFrame(of: target).center
    var best: (id: NodeID, score: Double)?
    for node in scene.allNodes where node.isDropArea && node.id != target && node.id != item {
      if scene.isAncestor(node.id, of: target) || scene.isAncestor(target, of: node.id) { continue }
      if scene.isAncestor(item, of: node.id) { continue }
      let center = scene.absoluteFrame(of: node.id).center
      let (along, across): (Double, Double)
      switch direction {
      case .right: (along, across) = (center.x - from.x, abs(center.y - from.y))
      case .left: (along, across) = (from.x - center.x, abs(center.y - from.y))
      case .down: (along, across) = (center.y - from.y, abs(center.x - from.x))
      case .up: (along, across) = (from.y - center.y, abs(center.x - from.x))
      }
      guard along > 0.5 else { continue }
      let score = along + 2 * across
      if score < (best?.score ?? .infinity) { best = (node.id, score) }
    }
    return best?.id
  }
}
