extension Scene {
  /// The nodes in document order: a container before its children, children back to front, as
  /// `tree` lists them. Nodes on the drag layer sort last, in the order given.
  ///
  /// - Complexity: O(k × depth × siblings + k log k) for k nodes.
  public func documentOrder(_ ids: [NodeID]) -> [NodeID] {
    guard ids.count > 1 else { return ids }
    let keyed = ids.enumerated().map { (offset, id) in (key: indexPath(of: id), offset: offset, id: id) }
    return keyed.sorted { a, b in
      if a.key == b.key { return a.offset < b.offset }
      if a.key.isEmpty != b.key.isEmpty { return !a.key.isEmpty }
      return a.key.lexicographicallyPrecedes(b.key)
    }.map(\.id)
  }

  /// The 0-based indexes from the root down to the node; empty for the root or a detached node.
  private func indexPath(of id: NodeID) -> [Int] {
    var path: [Int] = []
    var current = id
    while let parent = parent(of: current), let index = index(of: current) {
      path.append(index)
      current = parent
    }
    guard current == .root else { return [] }
    return path.reversed()
  }

  /// The first node of `ids` that holds another of them, with the one it holds, or nil when none
  /// nests inside another. A group dragged together cannot hold its own members.
  ///
  /// - Complexity: O(k × depth).
  public func nesting(in ids: [NodeID]) -> (container: NodeID, member: NodeID)? {
    guard ids.count > 1 else { return nil }
    let members = Set(ids)
    for id in ids {
      var current = parent(of: id)
      while let ancestor = current {
        if members.contains(ancestor) { return (ancestor, id) }
        current = parent(of: ancestor)
      }
    }
    return nil
  }

  /// Takes nodes out of their parents, each from its placement, leaving them detached (their
  /// `parent` field still set); each parent is laid out once.
  ///
  /// - Complexity: O(k log k + the children of each parent after its first removed index).
  mutating func detachAll(_ ids: [NodeID], from placements: [Placement]) {
    // From the highest index down, so that every index still holds when its turn comes.
    let order = placements.indices.sorted { placements[$0].index > placements[$1].index }
    var lowest: [NodeID: Int] = [:]
    for i in order {
      detach(ids[i], at: placements[i].index)
      lowest[placements[i].parent] = placements[i].index
    }
    for (parent, index) in lowest { relayout(parent, from: index) }
  }

  /// Puts detached nodes into their placements; each parent is laid out once.
  ///
  /// The placements are where the nodes sit once all are in, so they go in from the lowest index
  /// up: each then lands with everything before it already in place.
  ///
  /// - Complexity: O(k log k + the children of each parent after its first new index).
  mutating func attachAll(_ ids: [NodeID], at placements: [Placement]) {
    let order = placements.indices.sorted { placements[$0].index < placements[$1].index }
    var lowest: [NodeID: Int] = [:]
    for i in order {
      let placement = placements[i]
      modify(ids[i]) {
        $0.parent = placement.parent
        $0.frame = placement.frame
      }
      attach(ids[i], to: placement.parent, at: placement.index)
      if lowest[placement.parent] == nil { lowest[placement.parent] = placement.index }
    }
    for (parent, index) in lowest { relayout(parent, from: index) }
  }

  /// Why `target` would refuse the group, naming the member it refuses, or nil when it takes
  /// them all. Each member is checked by the drop rules in turn; then the capacity counts them
  /// all, and two members may not share a name there.
  ///
  /// - Complexity: O(k × (depth + children of the target)).
  public func refusal(of group: [NodeID], into target: NodeID, copy: Bool = false) -> (NodeID, Refusal)? {
    for item in group {
      if let refusal = refusal(of: item, into: target, copy: copy) { return (item, refusal) }
    }
    guard group.count > 1, exists(target), slots[target.rawValue].properties.effect != .tint else { return nil }
    let outside = group.filter { parent(of: $0) != target }
    if let capacity = slots[target.rawValue].properties.capacity,
      childCount(of: target) + outside.count > capacity
    {
      let room = max(capacity - (childCount(of: target) + group.count - outside.count), 0)
      return (outside[min(room, outside.count - 1)], .full(capacity: capacity))
    }
    if !(copy || slots[target.rawValue].properties.effect == .copy) {
      var seen: Set<String> = []
      for item in group where !seen.insert(slots[item.rawValue].name).inserted {
        return (item, .nameTaken(slots[item.rawValue].name))
      }
    }
    return nil
  }

  /// Why `target` would refuse what a drag carries: its item, or each item of its group.
  public func refusal(of drag: DragContext, into target: NodeID) -> Refusal? {
    drag.isGroup ? refusal(of: drag.group, into: target)?.1 : refusal(of: drag.item, into: target)
  }
}
