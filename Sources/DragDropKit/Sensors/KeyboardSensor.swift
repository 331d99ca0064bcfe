/// Turns keys into gesture events, after dnd-kit's `KeyboardSensor` and
/// `sortableKeyboardCoordinates`: an app calls it for arrow keys, Home, End and Page keys and
/// feeds the gesture it returns to `Document.handle(_:)`.
///
/// - Over a stack or grid an arrow moves one slot (one cell in a grid, in either fill order).
/// - Past either end, or across a stack, it moves into the nearest drop area that way.
/// - Elsewhere it moves by `step` points.
///
/// ```swift
/// var sensor = KeyboardSensor()
/// switch sensor.move(.down, in: document.scene, drag: document.drag.context!) {
/// case .gesture(let gesture): events = try document.handle(gesture)
/// case .edge(let edge): speak(announcer.atEdge(edge, in: document.scene))
/// }
/// ```
public struct KeyboardSensor: Hashable, Sendable {
  /// Points an arrow moves outside stacks and grids.
  public var step: Double

  /// Creates a sensor; `step` defaults to 10 points.
  public init(step: Double = 10) {
    self.step = step
  }

  /// What a key asks for.
  public enum Move: Hashable, Sendable {
    /// Feed this gesture to the engine.
    case gesture(GestureEvent)
    /// Nothing lies that way: the item stays where it is.
    case edge(Edge)
  }

  /// A move that found no slot and no drop area in its direction.
  public struct Edge: Hashable, Sendable {
    /// The lifted item.
    public var item: NodeID
    /// The container it stays over.
    public var container: NodeID
    /// The position it keeps.
    public var position: Int
    /// The number of slots.
    public var count: Int
    /// The direction that was asked for.
    public var direction: Direction

    /// Creates an edge.
    public init(item: NodeID, container: NodeID, position: Int, count: Int, direction: Direction) {
      self.item = item
      self.container = container
      self.position = position
      self.count = count
      self.direction = direction
    }
  }

  /// The gesture that lifts an item: `began` at its center, naming it so that an item in front
  /// cannot steal the lift.
  public func lift(_ item: NodeID, in scene: Scene) -> GestureEvent {
    .began(scene.absoluteFrame(of: item).center, item: item)
  }

  /// The gesture that lifts an item with others that travel with it, as one group drag.
  public func lift(_ item: NodeID, with others: [NodeID], in scene: Scene) -> GestureEvent {
    .began(scene.absoluteFrame(of: item).center, item: item, with: others)
  }

  /// One arrow key's move of the lifted item.
  ///
  /// - Complexity: O(children of the target); leaving the container is O(n) over drop areas.
  public func move(_ direction: Direction, in scene: Scene, drag context: DragContext) -> Move {
    guard let target = context.target, scene.exists(target) else {
      return .gesture(.changed(stepped(context.point, direction)))
    }
    let container = scene.slots[target.rawValue]
    let layout = container.properties.layout.rules
    guard layout.movesBySlot else { return .gesture(.changed(stepped(context.point, direction))) }
    let count = scene.childCount(of: target, excluding: context.item)
    let from = context.position ?? 1
    if let next = layout.neighbour(of: from, direction, count: count, in: container.frame.size) {
      return .gesture(slot(next, in: target, item: context.item, scene: scene))
    }
    guard let neighbour = scene.neighbour(of: target, direction, excluding: context.item) else {
      let edge = Edge(
        item: context.item, container: target, position: context.position ?? count + 1, count: count + 1,
        direction: direction)
      return .edge(edge)
    }
    let node = scene.slots[neighbour.rawValue]
    let projected = scene.projected(context.point, into: neighbour)
    if !node.properties.layout.rules.movesBySlot || node.properties.effect == .tint {
      return .gesture(.changed(projected, target: NamedTarget(container: neighbour)))
    }
    // Straight back across into the container it just left (Left after Right between
    // columns): the very slot it left, whatever the heights of the cards on either side.
    if let previous = context.previous, previous.container == neighbour, let position = previous.position,
      crosses(direction, node.properties.layout)
    {
      return .gesture(slot(position, in: neighbour, item: context.item, scene: scene))
    }
    let position = scene.dropPosition(of: context.item, in: neighbour, at: projected)
    return .gesture(slot(position, in: neighbour, item: context.item, scene: scene))
  }

  /// Home: the first slot of the stack or grid the item is over; nil over anything else.
  public func first(in scene: Scene, drag context: DragContext) -> GestureEvent? {
    guard let target = slotContainer(context, scene) else { return nil }
    return slot(1, in: target, item: context.item, scene: scene)
  }

  /// End: the last slot of the stack or grid the item is over; nil over anything else.
  public func last(in scene: Scene, drag context: DragContext) -> GestureEvent? {
    guard let target = slotContainer(context, scene) else { return nil }
    return slot(scene.childCount(of: target, excluding: context.item) + 1, in: target, item: context.item, scene: scene)
  }

  /// Page Down and Page Up: the next or previous drop area in document order; Tab and
  /// Shift-Tab (`accepting`): the next or previous one that would accept the item, skipping
  /// those that refuse, as React Aria does. Wraps around; nil when there is no other one.
  ///
  /// - Complexity: O(n).
  public func nextContainer(
    forward: Bool, accepting: Bool = true, in scene: Scene, drag context: DragContext
  ) -> GestureEvent? {
    let areas = scene.subtreeIDs(of: .root).filter { id in
      scene.isDropArea(id) && !context.items.contains { scene.isAncestor($0, of: id) }
    }
    guard !areas.isEmpty else { return nil }
    // From the area the item is over, even one that refuses it, to the next one that would take it.
    let start = context.target.flatMap { areas.firstIndex(of: $0) }
    for step in 1...areas.count {
      let index: Int
      if let start {
        index = ((start + (forward ? step : -step)) % areas.count + areas.count) % areas.count
      } else {
        index = forward ? step - 1 : areas.count - step
      }
      let area = areas[index]
      if area == context.target { return nil }
      if !accepting || scene.refusal(of: context, into: area) == nil {
        return slot(nil, in: area, item: context.item, scene: scene)
      }
    }
    return nil
  }

  /// The named move to a slot: its exact drop point, with the target named.
  public func slot(_ position: Int?, in container: NodeID, item: NodeID, scene: Scene) -> GestureEvent {
    .changed(
      scene.dropPoint(for: item, in: container, position: position),
      target: NamedTarget(container: container, position: position))
  }

  /// True when a move goes across a layout's run rather than along it: sideways into a vertical
  /// stack, up or down into a horizontal one, any way into a grid.
  private func crosses(_ direction: Direction, _ layout: Layout) -> Bool {
    guard case .stack(let stack) = layout else { return true }
    let vertical = direction == .up || direction == .down
    return vertical != (stack.axis == .vertical)
  }

  private func slotContainer(_ context: DragContext, _ scene: Scene) -> NodeID? {
    guard let target = context.target, scene.exists(target),
      scene.slots[target.rawValue].properties.layout.rules.movesBySlot
    else { return nil }
    return target
  }

  private func stepped(_ point: Point, _ direction: Direction) -> Point {
    switch direction {
    case .up: Point(x: point.x, y: point.y - step)
    case .down: Point(x: point.x, y: point.y + step)
    case .left: Point(x: point.x - step, y: point.y)
    case .right: Point(x: point.x + step, y: point.y)
    }
  }
}

extension Scene {
  /// A point clamped into a container's absolute rect.
  func projected(_ point: Point, into container: NodeID) -> Point {
    let rect = absoluteFrame(of: container)
    return Point(
      x: min(max(point.x, rect.minX), rect.maxX - 0.5),
      y: min(max(point.y, rect.minY), rect.maxY - 0.5))
  }

  /// The nearest drop area in a direction from a container, never its ancestors or descendants.
  ///
  /// - Complexity: O(n).
  func neighbour(of target: NodeID, _ direction: Direction, excluding item: NodeID) -> NodeID? {
    let from = absoluteFrame(of: target).center
    var best: (id: NodeID, score: Double)?
    for node in everyNode where node.isDropArea && node.id != target && node.id != item {
      if isAncestor(node.id, of: target) || isAncestor(target, of: node.id) { continue }
      if isAncestor(item, of: node.id) { continue }
      let center = absoluteFrame(of: node.id).center
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
