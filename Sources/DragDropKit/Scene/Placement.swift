/// Where a node sits: its parent, its 0-based index among the parent's children and its frame.
public struct Placement: Hashable, Sendable {
  /// The parent container.
  public var parent: NodeID
  /// The 0-based index among the parent's children (back to front).
  public var index: Int
  /// The frame in the parent's coordinates.
  public var frame: Rect

  /// Creates a placement.
  public init(parent: NodeID, index: Int, frame: Rect) {
    self.parent = parent
    self.index = index
    self.frame = frame
  }
}

/// A detached copy of a node and all its descendants, in pre-order, as removal keeps them for undo.
public struct Subtree: Hashable, Sendable {
  /// The nodes, the subtree's root first.
  public var nodes: [Node]
  /// The subtree's root.
  public var rootID: NodeID { nodes[0].id }
}

extension Sequence where Element == Placement {
  /// Each placement's parent, once, in the order they first appear: the containers a group
  /// came from or went to.
  ///
  /// - Complexity: O(n × distinct parents).
  public var distinctParents: [NodeID] {
    var parents: [NodeID] = []
    for placement in self where !parents.contains(placement.parent) { parents.append(placement.parent) }
    return parents
  }
}
