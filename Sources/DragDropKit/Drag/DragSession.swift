/// The drag state machine: `idle -> began -> changed* -> ended | cancelled -> idle`.
///
/// Every sensor's input arrives as `GestureEvent`s; `handle(_:in:appendingTo:)` appends the
/// `DragEvent`s each caused and returns, when a drop changed the scene, the `Edit` to record.
public struct DragSession: Hashable, Sendable {
  /// Modifiers and collision strategy.
  public var settings: DragSettings
  /// The drag in progress, or nil when idle.
  public internal(set) var context: DragContext?

  /// Creates an idle session.
  public init(settings: DragSettings = DragSettings()) {
    self.settings = settings
  }

  /// Feeds one gesture event through the pipeline, appending the events it caused, and returns
  /// the edit to record, if the scene changed. A long batch reuses one event array this way.
  public mutating func handle(
    _ gesture: GestureEvent, in scene: inout Scene, appendingTo events: inout [DragEvent]
  ) throws(EngineError) -> Edit? {
    switch gesture {
    case .began(let point, let item, let companions):
      if let event = try begin(at: point, item: item, with: companions, in: &scene) { events.append(event) }
      return nil
    case .changed(let point, let target):
      guard context != nil else { throw .notDragging }
      try change(to: point, named: target, in: &scene, appendingTo: &events)
      return nil
    case .ended(let point, let copy):
      guard let context else { throw .notDragging }
      if point != context.rawPoint { try change(to: point, named: nil, in: &scene, appendingTo: &events) }
      return end(copy: copy, in: &scene, appendingTo: &events)
    case .cancelled:
      guard let context else { throw .notDragging }
      putBack(context, in: &scene)
      events.append(cancelledEvent(context, .cancelled, in: scene))
      return nil
    }
  }

  private mutating func begin(
    at point: Point, item named: NodeID?, with companions: [NodeID], in scene: inout Scene
  ) throws(EngineError) -> DragEvent? {
    if let context { throw .dragInProgress(item: scene.path(of: context.item)) }
    guard point.isFinite else { throw .invalidCoordinate(.liftPoint) }
    let item: NodeID
    if let named {
      guard scene.exists(named) else { throw .unknownNode(named) }
      if named == .root { throw .rootIsFixed(.lifted) }
      guard scene.slots[named.rawValue].isDraggable else { throw .notDraggable(scene.path(of: named)) }
      item = named
    } else {
      guard let hit = scene.hitTest(point) else { return nil }
      item = hit
    }
    guard let home = scene.placement(of: item) else { throw .unknownNode(item) }
    if !companions.isEmpty, let group = try groupToLift(item, with: companions, in: scene) {
      return beginGroup(group, primary: item, at: point, in: &scene)
    }
    let absolute = scene.absoluteFrame(of: item)
    let count = scene.childCount(of: home.parent)
    let parentBounds = scene.absoluteFrame(of: home.parent)
    // Onto the drag layer, keeping the absolute position; the home container closes up.
    scene.detach(item, at: home.index)
    scene.relayout(home.parent, from: home.index)
    scene.modify(item) {
      $0.parent = nil
      $0.frame = absolute
    }
    scene.lifted = item
    scene.liftedHome = home
    self.context = liftContext(item, home: home, at: point, absolute: absolute, parentBounds: parentBounds, in: scene)
    return .lifted(item: item, from: home.parent, position: home.index + 1, count: count, point: point)
  }

  /// A new drag's context, with what the lifted item is over: what the lift says is where a drop
  /// without a move puts it, home when home takes drops, even if the item hangs over its edge.
  func liftContext(
    _ item: NodeID, home: Placement, at point: Point, absolute: Rect, parentBounds: Rect, in scene: Scene,
    group: (items: [NodeID], homes: [Placement], offsets: [Point])? = nil
  ) -> DragContext {
    var context = DragContext(
      item: item, home: home, grabOffset: point - absolute.origin, startOrigin: absolute.origin,
      parentBounds: parentBounds, rawPoint: point, point: point)
    if let group { context.carried = GroupCarry(items: group.items, homes: group.homes, offsets: group.offsets) }
    context.target =
      scene.isDropArea(home.parent)
      ? home.parent
      : scene.dropTarget(
        at: point, draggedRect: absolute, excluding: item, strategy: settings.collision,
        accepts: { context.accepted(into: $0, in: scene) })
    evaluate(&context, in: scene)
    return context
  }

  private mutating func change(
    to raw: Point, named: NamedTarget?, in scene: inout Scene, appendingTo events: inout [DragEvent]
  ) throws(EngineError) {
    guard var context else { throw .notDragging }
    guard raw.isFinite else { throw .invalidCoordinate(.dragPoint) }
    if let named {
      guard scene.exists(named.container) else { throw .unknownNode(named.container) }
      if let position = named.position {
        let count = scene.childCount(of: named.container, excluding: context.item) + 1
        if position < 1 || position > count { throw .positionOutOfRange(position: position, count: count) }
      }
    }
    let size = scene.slots[context.item.rawValue].frame.size
    let origin: Point
    if named != nil {
      // A named slot point is exact: only `clamp parent`, which forbids leaving home, applies.
      var parentOnly = DragSettings(clamp: .off)
      if settings.clamp == .parent { parentOnly.clamp = .parent }
      origin = parentOnly.modify(
        origin: raw - context.grabOffset, start: context.startOrigin, size: size,
        bounds: settings.clamp == .parent ? context.parentBounds : nil)
    } else {
      let bounds: Rect? =
        switch settings.clamp {
        case .scene: scene.root.frame
        case .parent: context.parentBounds
        case .off: nil
        }
      origin = settings.modify(
        origin: raw - context.grabOffset, start: context.startOrigin, size: size, bounds: bounds)
    }
    let point = origin + context.grabOffset
    let rect = Rect(origin: origin, size: size)
    // A clamp that moved a named point overrides the name: where the item is decides.
    let keepsName = named != nil && point == raw
    let target =
      keepsName
      ? named!.container
      : scene.dropTarget(
        at: point, draggedRect: rect, excluding: context.item, strategy: settings.collision,
        accepts: { context.accepted(into: $0, in: scene) })
    if target != context.target {
      if let old = context.target { events.append(.left(.init(item: context.item, target: old, items: context.group))) }
      if let target { events.append(.entered(.init(item: context.item, target: target, items: context.group))) }
    }
    let from = context.point
    context.previous = context.target.map { NamedTarget(container: $0, position: context.position) }
    context.rawPoint = raw
    context.point = point
    context.hasMoved = true
    // The item on the drag layer follows the effective point (O(1), no copy).
    scene.modify(context.item) { $0.frame = rect }
    if context.isGroup { moveCompanions(context, to: origin, in: &scene) }
    context.target = target
    context.named = keepsName ? named : nil
    evaluate(&context, in: scene)
    self.context = context
    let carried = context.isGroup ? context.group.count : 1
    let count = context.position.map { _ in scene.childCount(of: target!, excluding: context.item) + carried }
    events.append(
      .moved(
        .init(
          item: context.item, point: point, over: target, position: context.position, count: count,
          refusal: context.refusal, from: from, requested: raw, frame: rect, items: context.group,
          member: context.isGroup ? context.refusedMember : nil, previousOver: context.previous?.container)))
  }

  /// Recomputes the refusal and drop position for the current target.
  func evaluate(_ context: inout DragContext, in scene: Scene) {
    guard let target = context.target else {
      context.position = nil
      context.refusal = nil
      return
    }
    if context.isGroup {
      let refused = scene.refusal(of: context.group, into: target)
      context.refusal = refused?.1
      context.refusedMember = refused?.0
    } else {
      context.refusal = scene.refusal(of: context.item, into: target)
      context.refusedMember = context.refusal == nil ? nil : context.item
    }
    if scene.slots[target.rawValue].properties.effect == .tint {
      context.position = nil
    } else {
      context.position =
        context.named?.position.map { scene.placeablePosition(of: context.item, in: target, $0) }
        ?? scene.dropPosition(of: context.item, in: target, at: context.point)
    }
  }

  /// The item's frame on the drag layer, moved to the current effective point.
  private func dragRect(_ context: DragContext, in scene: Scene) -> Rect {
    Rect(origin: context.point - context.grabOffset, size: scene.slots[context.item.rawValue].frame.size)
  }

  private mutating func end(copy: Bool, in scene: inout Scene, appendingTo events: inout [DragEvent]) -> Edit? {
    guard let context else { return nil }
    if context.isGroup { return endGroup(context, copy: copy, in: &scene, appendingTo: &events) }
    guard let target = context.target else {
      putBack(context, in: &scene)
      events.append(cancelledEvent(context, .noTarget, in: scene))
      return nil
    }
    if let refusal = scene.refusal(of: context.item, into: target, copy: copy) {
      putBack(context, in: &scene)
      events.append(.refused(item: context.item, target: target, reason: refusal))
      events.append(cancelledEvent(context, .refused, in: scene))
      return nil
    }
    let rect = dragRect(context, in: scene)
    let effect = scene.slots[target.rawValue].properties.effect
    if effect == .move && !copy {
      // Straight from the drag layer into the target. Putting the item back home first and
      // moving it again would lay its home out twice to the same result.
      let position = context.position ?? scene.childCount(of: target, excluding: context.item) + 1
      let frame = landingFrame(rect, in: target, scene: scene)
      let siblings = scene.childCount(of: target, excluding: context.item)
      scene.lifted = nil
      self.context = nil
      scene.move(context.item, to: Placement(parent: target, index: position - 1, frame: frame))
      let final = scene.placement(of: context.item)!
      events.append(
        .dropped(
          item: context.item, into: target, position: position, count: siblings + 1, frame: final.frame,
          from: context.home))
      return final == context.home ? nil : .move(context.item, from: context.home, to: final)
    }
    putBack(context, in: &scene)
    switch effect {
    case .tint:
      return tint(target, with: context, in: &scene, appendingTo: &events)
    case .copy, .move:
      // A copy (a plain move was dropped above): the original is home, a duplicate goes in.
      let position = context.position ?? scene.childCount(of: target, excluding: context.item) + 1
      let frame = landingFrame(rect, in: target, scene: scene)
      let name = scene.copyName(for: scene[context.item]!.name)
      let subtree = scene.duplicate(context.item, named: name)
      let placement = Placement(parent: target, index: position - 1, frame: frame)
      scene.insert(subtree, at: placement)
      let final = scene[subtree.rootID]!
      events.append(
        .copied(
          item: context.item, copy: final.id, into: target, position: position,
          count: scene.childCount(of: target), frame: final.frame))
      return .insert(subtree, at: placement)
    }
  }

  /// A tint target takes the dragged item's color (the leading one's, for a group), which
  /// went back home: one undoable update of the target.
  func tint(_ target: NodeID, with context: DragContext, in scene: inout Scene, appendingTo events: inout [DragEvent])
    -> Edit
  {
    let before = NodeState(
      frame: scene.slots[target.rawValue].frame, properties: scene.slots[target.rawValue].properties)
    var after = before
    let color = scene[context.item]!.properties.color
    after.properties.color = color
    scene.setState(after, of: target)
    events.append(
      .tinted(
        .init(
          item: context.item, target: target, color: color, previous: before.properties.color,
          items: context.group)))
    return .update(target, from: before, to: after)
  }

  /// The frame a free container gives a dropped rect: the same absolute position in its
  /// coordinates, clamped inside its bounds where it fits. Stacks and grids re-lay it out anyway.
  func landingFrame(_ rect: Rect, in target: NodeID, scene: Scene) -> Rect {
    var frame = scene.convert(rect, into: target)
    let size = scene.slots[target.rawValue].frame.size
    if frame.width <= size.width { frame.origin.x = min(max(frame.origin.x, 0), size.width - frame.width) }
    if frame.height <= size.height { frame.origin.y = min(max(frame.origin.y, 0), size.height - frame.height) }
    return frame
  }

  /// Puts the lifted item, and a group's other items, back exactly where they were and ends the drag.
  mutating func putBack(_ context: DragContext, in scene: inout Scene) {
    if context.isGroup {
      scene.attachAll(context.group, at: context.groupHomes)
    } else {
      scene.move(context.item, to: context.home)
    }
    scene.lifted = nil
    self.context = nil
  }

  func cancelledEvent(_ context: DragContext, _ reason: CancelReason, in scene: Scene) -> DragEvent {
    .cancelled(
      .init(
        item: context.item, reason: reason, returnedTo: context.home.parent, position: context.home.index + 1,
        count: scene.childCount(of: context.home.parent), items: context.group))
  }
}
