import DragDropAnnouncements
import DragDropKit

/// `pointer down|move|up|cancel`: the pointer sensor decides when a press becomes a drag.
extension CommandSession {
  mutating func pointerDown(_ point: Point, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    if pointer.isDown {
      throw CommandError(
        .errorPointerDown, hint: .hintSendFirst, [.command: "pointer up", .edit: "pointer cancel"], at: location)
    }
    return [.pointerDown(point, over: pointer.press(at: point, in: scene))]
  }

  mutating func pointerMove(_ point: Point, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    switch pointer.move(to: point, in: scene) {
    case nil: throw pointerNotDown(at: location)
    case .waiting(let distance)?:
      reports.append(.pointerWaiting(point, distance: distance, threshold: pointer.threshold))
    case .drag(let gesture)?:
      try feed(gesture, at: location, into: &reports)
    case .begin(let began, let changed)?:
      try feed(began, at: location, into: &reports)
      if let item = document.lifted { selection = item }
      if !hasLifted {
        hasLifted = true
        reports.append(.firstLiftHelp)
      }
      try feed(changed, at: location, into: &reports)
    }
  }

  mutating func pointerUp(_ point: Point?, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    switch pointer.release(at: point, in: scene) {
    case nil: throw pointerNotDown(at: location)
    case .drop(let gesture)?:
      guard document.lifted != nil else { throw nothingLifted(at: location) }
      try feed(gesture, at: location, into: &reports)
    case .click(let hit?)?:
      selection = hit
      reports.append(.selected(hit))
    case .click(nil)?: reports.append(.pointerReleased(point))
    }
  }

  mutating func pointerCancel(at location: SourceLocation, into reports: inout [Report]) throws(CommandError) {
    guard pointer.isDown else { return reports.append(.nothingToCancel) }
    if let gesture = pointer.cancel() { return try feed(gesture, at: location, into: &reports) }
    reports.append(.pointerReleased(nil))
  }

  private func pointerNotDown(at location: SourceLocation) -> CommandError {
    CommandError(.errorPointerUp, hint: .hintSendOneFirst, [.command: "pointer down X,Y"], at: location)
  }
}
