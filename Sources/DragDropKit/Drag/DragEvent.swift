/// Why a drag ended without a drop.
public enum CancelReason: String, Hashable, Sendable {
  /// The gesture was cancelled.
  case cancelled
  /// It was released over no drop area.
  case noTarget = "no-target"
  /// It was released over a drop area that refused it.
  case refused
}

/// Why a drop area refuses an item, checked in this order.
public enum Refusal: Hashable, Sendable {
  /// A container would go into itself or one of its descendants.
  case insideItself
  /// The item lists its allowed targets and this is not one of them.
  case notAllowedTarget(item: String)
  /// The container is scenery and takes no drops.
  case notADropArea
  /// The container does not accept the item's kind.
  case kind(String)
  /// The container already holds its capacity.
  case full(capacity: Int)
  /// A child of the container already has the item's name.
  case nameTaken(String)
}

extension Refusal: CustomStringConvertible {
  /// The reason in words, to follow the target's name ("Done is full (capacity 3)").
  public var description: String {
    switch self {
    case .insideItself: "cannot go inside itself"
    case .notAllowedTarget(let item): "is not an allowed target for \(item)"
    case .notADropArea: "does not accept drops"
    case .kind(let kind): "does not accept kind \(kind)"
    case .full(let capacity): "is full (capacity \(capacity))"
    case .nameTaken(let name): "already has a child named \(name)"
    }
  }
}

/// What a gesture event caused. Positions are 1-based; counts are the number of children.
public enum DragEvent: Hashable, Sendable {
  /// The item left its parent for the drag layer.
  case lifted(item: NodeID, from: NodeID, position: Int, count: Int, point: Point)
  /// The drag entered a drop area.
  case entered(item: NodeID, target: NodeID)
  /// The drag left a drop area.
  case left(item: NodeID, target: NodeID)
  /// The item moved; `over` is the drop area under it with the position a drop would take.
  case moved(item: NodeID, point: Point, over: NodeID?, position: Int?, count: Int?, refusal: Refusal?)
  /// The item was dropped into a container.
  case dropped(item: NodeID, into: NodeID, position: Int, count: Int, frame: Rect)
  /// A drop area refused the item at release; a `cancelled` follows.
  case refused(item: NodeID, target: NodeID, reason: Refusal)
  /// The item went back exactly where it was.
  case cancelled(item: NodeID, reason: CancelReason, returnedTo: NodeID, position: Int, count: Int)
  /// A copy was dropped and the original went back home.
  case copied(item: NodeID, copy: NodeID, into: NodeID, position: Int, count: Int, frame: Rect)
  /// The target took the item's color and the item went back home.
  case tinted(item: NodeID, target: NodeID, color: String?, previous: String?)

  /// The phase of the pipeline this event belongs to.
  public var phase: Phase {
    switch self {
    case .lifted: .began
    case .entered, .left, .moved: .changed
    case .dropped, .refused, .copied, .tinted: .ended
    case .cancelled(_, let reason, _, _, _): reason == .cancelled ? .cancelled : .ended
    }
  }
}
