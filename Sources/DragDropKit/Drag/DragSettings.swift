/// Where a dragged item is kept.
public enum Clamp: String, Hashable, Sendable, CaseIterable {
  /// Inside the scene's bounds (the default).
  case scene
  /// Inside the container it was lifted from (seed 004).
  case parent
  /// Anywhere.
  case off
}

/// The modifiers and collision strategy of drags.
public struct DragSettings: Hashable, Sendable {
  /// Where the item is kept.
  public var clamp: Clamp
  /// Round the item's origin to multiples of this; 0 turns snapping off.
  public var snap: Double
  /// Lock movement to one axis, or nil for free movement.
  public var axis: Axis?
  /// How the drop target is found.
  public var collision: CollisionStrategy

  /// Creates settings; the defaults are clamp scene, no snap, no axis, pointer collision.
  public init(clamp: Clamp = .scene, snap: Double = 0, axis: Axis? = nil, collision: CollisionStrategy = .pointer) {
    self.clamp = clamp
    self.snap = snap
    self.axis = axis
    self.collision = collision
  }

  /// Applies axis lock, snapping and clamping to a proposed origin, in that order.
  public func modify(origin proposed: Point, start: Point, size: Size, bounds: Rect?) -> Point {
    var origin = proposed
    switch axis {
    case .horizontal?: origin.y = start.y
    case .vertical?: origin.x = start.x
    case nil: break
    }
    if snap > 0, snap.isFinite {
      // A grid so fine that origin / snap overflows would snap to infinity: such a grid is
      // finer than any difference it could make, so the origin stays as it is.
      let x = (origin.x / snap).rounded() * snap
      let y = (origin.y / snap).rounded() * snap
      if x.isFinite { origin.x = x }
      if y.isFinite { origin.y = y }
    }
    if let bounds {
      if size.width <= bounds.width { origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width) }
      if size.height <= bounds.height { origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height) }
    }
    return origin
  }
}
