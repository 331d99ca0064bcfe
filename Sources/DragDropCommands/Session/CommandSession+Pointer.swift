import DragDropKit

/// The pointer sensor: hit-tests at the down point, begins a drag only after `threshold` points
/// of movement, and treats an up before that as a click that selects.
extension CommandSession {
  mutating func pointerDown(_ point: Point, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    if pointer != nil {
      throw CommandError("the pointer is already down", at: location, hint: "send pointer up or pointer cancel first")
    }
    pointer = PointerState(down: point, dragging: false)
    return [.pointerDown(point, over: scene.hitTest(point))]
  }

  mutating func pointerMove(_ point: Point, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    guard let state = pointer else {
      throw CommandError("the pointer is not down", at: location, hint: "send pointer down X,Y first")
    }
    if state.dragging { return try feed(.changed(point), at: location, into: &reports) }
    let distance = point.squaredDistance(to: state.down).squareRoot()
    guard distance >= threshold, scene.hitTest(state.down) != nil else {
      return reports.append(.pointerWaiting(point, distance: distance, threshold: threshold))
    }
    try feed(.began(state.down), at: location, into: &reports)
    pointer?.dragging = true
    if let item = document.lifted { selection = item }
    if !hasLifted {
      hasLifted = true
      reports.append(.firstLiftHelp)
    }
    try feed(.changed(point), at: location, into: &reports)
  }

  mutating func pointerUp(_ point: Point?, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    guard let state = pointer else {
      throw CommandError("the pointer is not down", at: location, hint: "send pointer down X,Y first")
    }
    pointer = nil
    if state.dragging {
      let context = try liftedContext(at: location)
      return try feed(.ended(point ?? context.rawPoint), at: location, into: &reports)
    }
    // A click: select what is under the down point.
    if let hit = scene.hitTest(state.down) {
      selection = hit
      return reports.append(.selected(hit))
    }
    reports.append(.pointerReleased(point))
  }

  mutating func pointerCancel(at location: SourceLocation, into reports: inout [Report]) throws(CommandError) {
    guard let state = pointer else { return reports.append(.nothingToCancel) }
    pointer = nil
    if state.dragging { return try feed(.cancelled, at: location, into: &reports) }
    reports.append(.pointerReleased(nil))
  }
}
