import DragDropAnnouncements
import DragDropKit

/// The keyboard sensor: typed drag commands become gesture events.
extension CommandSession {
  /// Feeds a gesture to the engine and appends its events as reports.
  mutating func feed(_ gesture: GestureEvent, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    // One event array serves every gesture of the session (a batch feeds hundreds of thousands).
    var events = scratchEvents
    scratchEvents = []
    events.removeAllKeepingCapacity()
    defer { scratchEvents = events }
    do {
      try document.handle(gesture, appendingTo: &events)
    } catch {
      throw CommandError(error, at: location)
    }
    var changed = false
    for event in events {
      switch event {
      case .dropped, .copied, .tinted:
        hasUnsavedChanges = true
        changed = true
      default: break
      }
      reports.append(.drag(event))
    }
    guard changed, board != nil || vault != nil else { return }
    // A card dropped into a lane that completes its cards is done, and the drop says so.
    let changes = followBoardTasks()
    if case .drag(.dropped(let dropped))? = reports.last, !dropped.isGroup,
      changes.contains(where: { $0.card == dropped.item && $0.task == .done })
    {
      reports.append(.markedDone(dropped.item))
    }
  }

  func liftedContext(at location: SourceLocation) throws(CommandError) -> DragContext {
    guard let context = document.drag.context else { throw nothingLifted(at: location) }
    return context
  }

  func nothingLifted(at location: SourceLocation) -> CommandError {
    let example = exampleItem ?? "red"
    return CommandError(.errorNothingLifted, hint: .hintLiftExample, [.item: example], at: location)
  }

  /// The item a command names, else the selected one, else an error that says how to choose.
  func subject(_ reference: Reference?, of command: String, at location: SourceLocation) throws(CommandError)
    -> NodeID
  {
    if let reference { return try resolve(reference) }
    if let selection, scene[selection] != nil { return selection }
    // In the interactive session Space sends a bare `lift`, so the hint names the keys' way.
    let keys = interactive && command == "lift"
    let example = exampleItem ?? "red"
    throw CommandError(
      .errorNothingSelected, hint: keys ? .hintSelectKeys : .hintNameItem, [.item: "\(command) \(example)"],
      at: location)
  }

  mutating func lift(_ reference: Reference?, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    try requireIdle(at: location)
    let item = try subject(reference, of: "lift", at: location)
    pointer.reset()
    selection = item
    let others = companions(of: item)
    if others.isEmpty { selected = [] }
    // Made in a statement of its own: a copy of the scene held to the end of the statement would
    // make the lift copy the whole scene's storage.
    let gesture = keyboard.lift(item, with: others, in: scene)
    try feed(gesture, at: location, into: &reports)
    if !hasLifted {
      hasLifted = true
      reports.append(.firstLiftHelp)
    }
  }

  mutating func moveBy(_ delta: Point, at location: SourceLocation, into reports: inout [Report])
    throws(CommandError)
  {
    let context = try liftedContext(at: location)
    try feed(.changed(context.point + delta), at: location, into: &reports)
  }

  mutating func moveTo(
    _ point: Point, in container: Reference?, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    guard document.lifted != nil else { throw nothingLifted(at: location) }
    var absolute = point
    if let container { absolute = scene.absoluteOrigin(of: try resolve(container)) + point }
    try feed(.changed(absolute), at: location, into: &reports)
  }

  /// The 1-based position a slot names in a container, for the lifted or given item.
  func position(of slot: SlotSpec?, in container: NodeID, for item: NodeID) throws(CommandError) -> Int? {
    let children = scene[container]!.children.filter { $0 != item }
    switch slot {
    case nil: return nil
    case .first?: return 1
    case .last?: return children.count + 1
    case .position(let n)?:
      guard n <= children.count + 1 else {
        throw CommandError(
          .errorPastEnd, hint: .hintUseRange,
          [
            .position: "\(n)", .container: Sanitizer.clean(scene.title(of: container)!), .from: "1",
            .to: "\(children.count + 1)",
          ])
      }
      return n
    case .before(let sibling)?, .after(let sibling)?:
      let id = try resolve(sibling)
      guard let index = children.firstIndex(of: id) else {
        throw CommandError(
          .errorNotIn, hint: .hintNameChild,
          [.item: Sanitizer.clean(scene.title(of: id)!), .container: Sanitizer.clean(scene.title(of: container)!)],
          at: sibling.location)
      }
      if case .before = slot { return index + 1 }
      return index + 2
    }
  }

  mutating func moveInto(
    _ reference: Reference, _ slot: SlotSpec?, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    let context = try liftedContext(at: location)
    let container = try resolve(reference)
    let position = try position(of: slot, in: container, for: context.item)
    let move = keyboard.slot(position, in: container, item: context.item, scene: scene)
    try feed(move, at: location, into: &reports)
  }

  mutating func drop(
    copy: Bool, into container: Reference?, _ slot: SlotSpec?, at location: SourceLocation,
    into reports: inout [Report]
  ) throws(CommandError) {
    if let container { try moveInto(container, slot, at: location, into: &reports) }
    guard let rawPoint = document.drag.context?.rawPoint else { throw nothingLifted(at: location) }
    try feed(.ended(rawPoint, copy: copy), at: location, into: &reports)
  }

  mutating func cancel(at location: SourceLocation, into reports: inout [Report]) throws(CommandError) {
    guard document.lifted != nil else { return reports.append(.nothingToCancel) }
    pointer.reset()
    try feed(.cancelled, at: location, into: &reports)
  }

  mutating func drag(
    _ itemReference: Reference, to targetReference: Reference, _ slot: SlotSpec?, copy: Bool,
    at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    try requireIdle(at: location)
    let item = try resolve(itemReference)
    let target = try resolve(targetReference)
    let position = try position(of: slot, in: target, for: item)
    selection = item
    selected = []
    let lift = keyboard.lift(item, in: scene)
    try drag(lift, item, into: target, position: position, copy: copy, at: location, into: &reports)
  }

  /// The rest of `drag ... to REF`: the lift, a named move into the slot, and the drop; a
  /// failure puts everything back.
  mutating func drag(
    _ lift: GestureEvent, _ item: NodeID, into target: NodeID, position: Int?, copy: Bool, at location: SourceLocation,
    into reports: inout [Report]
  ) throws(CommandError) {
    try feed(lift, at: location, into: &reports)
    do {
      let move = keyboard.slot(position, in: target, item: item, scene: scene)
      try feed(move, at: location, into: &reports)
      guard case .changed(let point, _) = move else { return }
      try feed(.ended(point, copy: copy), at: location, into: &reports)
    } catch {
      if document.lifted != nil { _ = try? document.handle(.cancelled) }
      throw error
    }
  }

  mutating func drag(
    _ itemReference: Reference, to point: Point, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    try requireIdle(at: location)
    let item = try resolve(itemReference)
    selection = item
    let gesture = keyboard.lift(item, in: scene)
    try feed(gesture, at: location, into: &reports)
    do {
      try feed(.changed(point), at: location, into: &reports)
      try feed(.ended(point), at: location, into: &reports)
    } catch {
      if document.lifted != nil { _ = try? document.handle(.cancelled) }
      throw error
    }
  }
}
