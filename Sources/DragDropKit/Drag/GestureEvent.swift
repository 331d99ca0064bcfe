/// The phase of a drag that an event belongs to, as the JSON contract's `phase` key names it.
public enum Phase: String, Hashable, Sendable {
  /// The lift.
  case began
  /// A move.
  case changed
  /// The release.
  case ended
  /// An explicit cancel.
  case cancelled
}

/// A named drop point: a move that names its target, so collision is skipped and the drop
/// policy alone decides.
public struct NamedTarget: Hashable, Sendable {
  /// The container to drop into.
  public var container: NodeID
  /// The 1-based position to take, or nil for the layout's default (the end, or the free drop point).
  public var position: Int?

  /// Creates a named target.
  public init(container: NodeID, position: Int? = nil) {
    self.container = container
    self.position = position
  }
}

/// One step of a gesture, from any sensor: keyboard commands, REPL keys and pointer lines all
/// become these.
public enum GestureEvent: Hashable, Sendable {
  /// The press: lift whatever is at the point, or the named item (grabbed at the point), with
  /// the other items of a group, which travel with it.
  case began(Point, item: NodeID? = nil, with: [NodeID] = [])
  /// A move of the grab point, optionally naming the target.
  case changed(Point, target: NamedTarget? = nil)
  /// The release at the point; `copy` asks for a copy where the target allows it.
  case ended(Point, copy: Bool = false)
  /// The gesture was cancelled.
  case cancelled
}
