import DragDropKit

/// The keyboard sensor: typed drag commands become gesture events.
extension CommandSession {
  mutating func feed(_ gesture: GestureEvent, at location: SourceLocation) throws(CommandError) -> [Report] {
    let events = try engine(at: location) { () throws(EngineError) in try document.handle(gesture) }
    if events.contains(where: {
      if case .dropped = $0 {
        true
      } else if case .copied = $0 {
        true
      } else if case .tinted = $0 {
        true
      } else {
        false
      }
    }) {
      hasUnsavedChanges = true
    }
    return events.map(Report.drag)
  }

  func liftedContext(at location: SourceLocation) throws(CommandError) -> DragContext {
    guard let context = document.drag.context else {
      throw CommandError("nothing is lifted", at: location, hint: "lift an item first, for example: lift red")
    }
    return context
  }

  mutating func lift(_ reference: Reference?, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    let item: NodeID
    if let reference {
      item = try resolve(reference)
    } else if let selection, scene[selection] != nil {
      item = selection
    } else {
      throw CommandError(
        "nothing is selected", at: location, hint: "name an item, for example: lift red, or select one first")
    }
    if pointer != nil { pointer = nil }
    selection = item
    let center = scene.absoluteFrame(of: item).center
    var reports = try feed(.began(center, item: item), at: location)
    if !hasLifted {
      hasLifted = true
      reports.append(.firstLiftHelp)
    }
    return reports
  }

  mutating func moveBy(_ delta: Point, at location: SourceLocation) throws(CommandError) -> [Report] {
    let context = try liftedContext(at: location)
    return try feed(.changed(context.point + delta), at: location)
  }

  mutating func moveTo(_ point: Point, in container: Reference?, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    _ = try liftedContext(at: location)
    var absolute = point
    if let container { absolute = scene.absoluteOrigin(of: try resolve(container)) + point }
    return try feed(.changed(absolute), at: location)
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
          "position \(n) is past the end of \(Sanitizer.clean(scene[container]!.name))",
          hint: "use 1 to \(children.count + 1)")
      }
      return n
    case .before(let sibling)?, .after(let sibling)?:
      let id = try resolve(sibling)
      guard let index = children.firstIndex(of: id) else {
        throw CommandError(
          "\(Sanitizer.clean(scene[id]!.name)) is not in \(Sanitizer.clean(scene[container]!.name))",
          at: sibling.location, hint: "name a child of \(Sanitizer.clean(scene[container]!.name))")
      }
      if case .before = slot { return index + 1 }
      return index + 2
    }
  }

  mutating func moveInto(_ reference: Reference, _ slot: SlotSpec?, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    let context = try liftedContext(at: location)
    let container = try resolve(reference)
    let position = try position(of: slot, in: container, for: context.item)
    let point = scene.dropPoint(for: context.item, in: container, position: position)
    return try feed(.changed(point, target: NamedTarget(container: container, position: position)), at: location)
  }

  mutating func drop(copy: Bool, into container: Reference?, _ slot: SlotSpec?, at location: SourceLocation)
    throws(CommandError) -> [Report]
  {
    var reports: [Report] = []
    if let container { reports += try moveInto(container, slot, at: location) }
    let context = try liftedContext(at: location)
    return reports + (try feed(.ended(context.rawPoint, copy: copy), at: location))
  }

  mutating func cancel(at location: SourceLocation) throws(CommandError) -> [Report] {
    guard document.lifted != nil else { return [.nothingToCancel] }
    pointer = nil
    return try feed(.cancelled, at: location)
  }

  mutating func drag(
    _ itemReference: Reference, to targetReference: Reference, _ slot: SlotSpec?, copy: Bool,
    at location: SourceLocation
  ) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    let item = try resolve(itemReference)
    let target = try resolve(targetReference)
    let position = try position(of: slot, in: target, for: item)
    selection = item
    var reports = try feed(.began(scene.absoluteFrame(of: item).center, item: item), at: location)
    do {
      let point = scene.dropPoint(for: item, in: target, position: position)
      reports += try feed(.changed(point, target: NamedTarget(container: target, position: position)), at: location)
      reports += try feed(.ended(point, copy: copy), at: location)
    } catch {
      if document.lifted != nil { _ = try? document.handle(.cancelled) }
      throw error
    }
    return reports
  }

  mutating func drag(_ itemReference: Reference, to point: Point, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    try requireIdle(at: location)
    let item = try resolve(itemReference)
    selection = item
    var reports = try feed(.began(scene.absoluteFrame(of: item).center, item: item), at: location)
    do {
      reports += try feed(.changed(point), at: location)
      reports += try feed(.ended(point), at: location)
    } catch {
      if document.lifted != nil { _ = try? document.handle(.cancelled) }
      throw error
    }
    return reports
  }
}
