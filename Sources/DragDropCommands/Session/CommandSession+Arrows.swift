import DragDropFormats
import DragDropKit

/// `move up|down|left|right [N]` and `move first|last|next|previous`: the keyboard sensor
/// decides each step.
extension CommandSession {
  mutating func move(
    _ direction: Direction, steps: Int, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    // One command is one `moved` event, the last: `move down 1000` reports where it ended.
    // Crossings (entered, left) and an edge stay, in order.
    let start = reports.count
    defer {
      if steps > 1, let last = reports[start...].lastIndex(where: \.isMoved) {
        var index = start
        reports.removeAll { report in
          defer { index += 1 }
          return index >= start && index != last && report.isMoved
        }
      }
    }
    // In a document, left and right change the level, as the Left and Right keys do.
    if usesOutlineKeys, direction == .left || direction == .right {
      for _ in 0..<steps {
        _ = try liftedContext(at: location)
        try indent(nil, outward: direction == .left, at: location, into: &reports)
      }
      return
    }
    for _ in 0..<steps {
      let context = try liftedContext(at: location)
      // In a document, Up and Down keep a list item's level: the outline's rule, not geometry.
      if usesOutlineKeys, direction == .up || direction == .down, scene[context.item]?.properties.role == .outlineItem {
        let container = context.target ?? context.home.parent
        let position = context.position ?? context.home.index + 1
        guard
          let next = OutlineMoves.step(context.item, in: container, at: position, up: direction == .up, scene: scene)
        else {
          let count = scene.childCount(of: container, excluding: context.item) + 1
          return reports.append(
            .alreadyAtEdge(
              KeyboardSensor.Edge(
                item: context.item, container: container, position: position, count: count, direction: direction)))
        }
        try feed(
          keyboard.slot(next.position, in: next.container, item: context.item, scene: scene), at: location,
          into: &reports)
        continue
      }
      let step = keyboard.move(direction, in: scene, drag: context)
      switch step {
      case .gesture(let gesture): try feed(gesture, at: location, into: &reports)
      case .edge(let edge): return reports.append(.alreadyAtEdge(edge))
      }
    }
  }

  /// Home and End (`move first|last`) within a stack or grid; Page Down and Page Up, Tab and
  /// Shift-Tab (`move next|previous [accepting]`) to the neighbouring container.
  mutating func jump(_ jump: Jump, at location: SourceLocation, into reports: inout [Report]) throws(CommandError) {
    let context = try liftedContext(at: location)
    let gesture: GestureEvent?
    switch jump {
    case .first: gesture = keyboard.first(in: scene, drag: context)
    case .last: gesture = keyboard.last(in: scene, drag: context)
    case .next(let accepting):
      gesture = keyboard.nextContainer(forward: true, accepting: accepting, in: scene, drag: context)
    case .previous(let accepting):
      gesture = keyboard.nextContainer(forward: false, accepting: accepting, in: scene, drag: context)
    }
    guard let gesture else { return reports.append(.noJump(item: context.item, over: context.target, jump)) }
    try feed(gesture, at: location, into: &reports)
  }
}
