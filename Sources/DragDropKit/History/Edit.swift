/// One undoable change to a scene, stored as what it did rather than as a copy of the scene.
///
/// A move is O(1) in size; only inserts and removals keep the nodes they add or take away.
public enum Edit: Hashable, Sendable {
  /// A node moved from one placement to another.
  case move(NodeID, from: Placement, to: Placement)
  /// A subtree was inserted.
  indirect case insert(Subtree, at: Placement)
  /// A subtree was removed.
  indirect case remove(Subtree, from: Placement)
  /// A node was renamed.
  case rename(NodeID, from: String, to: String)
  /// A node's frame or properties changed.
  indirect case update(NodeID, from: NodeState, to: NodeState)

  /// The edit that undoes this one.
  public var inverse: Edit {
    switch self {
    case .move(let id, let from, let to): .move(id, from: to, to: from)
    case .insert(let subtree, let at): .remove(subtree, from: at)
    case .remove(let subtree, let from): .insert(subtree, at: from)
    case .rename(let id, let from, let to): .rename(id, from: to, to: from)
    case .update(let id, let from, let to): .update(id, from: to, to: from)
    }
  }
}

extension Scene {
  /// Applies an edit. Edits come from history or from validated requests, so they always fit.
  mutating func apply(_ edit: Edit) {
    switch edit {
    case .move(let id, _, let to): move(id, to: to)
    case .insert(let subtree, let at): insert(subtree, at: at)
    case .remove(let subtree, _): _ = remove(subtree.rootID)
    case .rename(let id, _, let to): setName(to, of: id)
    case .update(let id, _, let to): setState(to, of: id)
    }
  }
}
