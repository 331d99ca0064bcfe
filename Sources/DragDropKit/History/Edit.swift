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
  /// Several nodes moved together, as a group drag drops them: each from its placement to its
  /// new one. The placements on each side are where the nodes sit when all of them are there.
  indirect case moveGroup([NodeID], from: [Placement], to: [Placement])
  /// Several edits made as one step, applied in order (a group dropped as copies).
  indirect case group([Edit])

  /// The edit that undoes this one.
  public var inverse: Edit {
    switch self {
    case .move(let id, let from, let to): .move(id, from: to, to: from)
    case .insert(let subtree, let at): .remove(subtree, from: at)
    case .remove(let subtree, let from): .insert(subtree, at: from)
    case .rename(let id, let from, let to): .rename(id, from: to, to: from)
    case .update(let id, let from, let to): .update(id, from: to, to: from)
    case .moveGroup(let ids, let from, let to): .moveGroup(ids, from: to, to: from)
    case .group(let edits): .group(edits.reversed().map(\.inverse))
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
    case .moveGroup(let ids, let from, let to):
      detachAll(ids, from: from)
      attachAll(ids, at: to)
    case .group(let edits): for edit in edits { apply(edit) }
    }
  }
}
