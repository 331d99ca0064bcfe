/// Turns pointer presses, moves and releases into gesture events, after dnd-kit's
/// `PointerSensor` with an activation distance.
///
/// The hit test uses the point where the pointer went down. Once the pointer has moved
/// `threshold` points from it, `began` fires at the down point, followed by `changed` at the
/// current one; a release before that is a click, which only selects.
public struct PointerSensor: Hashable, Sendable {
  /// How far the pointer moves before a press becomes a drag.
  public var threshold: Double
  /// Where the pointer went down, or nil when it is up.
  public private(set) var downPoint: Point?
  /// True once the press has become a drag.
  public private(set) var isDragging = false
  /// The last point the pointer was at while down.
  public private(set) var currentPoint: Point?

  /// Creates a sensor; `threshold` defaults to 3 points.
  public init(threshold: Double = 3) {
    self.threshold = threshold
  }

  /// True between a press and its release or cancel.
  public var isDown: Bool { downPoint != nil }

  /// What a pointer move asks for.
  public enum Move: Hashable, Sendable {
    /// Still within the threshold, or nothing draggable under the down point: no drag yet.
    case waiting(distance: Double)
    /// The drag starts: feed `began`, then `changed`.
    case begin(GestureEvent, then: GestureEvent)
    /// The drag goes on: feed this.
    case drag(GestureEvent)
  }

  /// What a release asks for.
  public enum Release: Hashable, Sendable {
    /// Feed this `ended`.
    case drop(GestureEvent)
    /// A click at the down point on this item, or on nothing draggable.
    case click(NodeID?)
  }

  /// The press. Returns the item a drag would lift, if any.
  public mutating func press(at point: Point, in scene: Scene) -> NodeID? {
    downPoint = point
    currentPoint = point
    isDragging = false
    return scene.hitTest(point)
  }

  /// A move while the pointer is down; nil when it is up.
  public mutating func move(to point: Point, in scene: Scene) -> Move? {
    guard let down = downPoint else { return nil }
    currentPoint = point
    if isDragging { return .drag(.changed(point)) }
    let distance = point.squaredDistance(to: down).squareRoot()
    guard distance >= threshold, scene.hitTest(down) != nil else { return .waiting(distance: distance) }
    isDragging = true
    return .begin(.began(down), then: .changed(point))
  }

  /// The release, at the given point or where the pointer last was; nil when it is up.
  public mutating func release(at point: Point?, in scene: Scene) -> Release? {
    guard let down = downPoint else { return nil }
    let last = currentPoint ?? down
    let wasDragging = isDragging
    reset()
    if wasDragging { return .drop(.ended(point ?? last)) }
    return .click(scene.hitTest(down))
  }

  /// The cancel: `cancelled` to feed when a drag had begun, else nil.
  public mutating func cancel() -> GestureEvent? {
    let wasDragging = isDragging
    reset()
    return wasDragging ? .cancelled : nil
  }

  /// Forgets the press, as when a keyboard lift takes over.
  public mutating func reset() {
    downPoint = nil
    currentPoint = nil
    isDragging = false
  }
}
