/// How a drag finds its drop target, after dnd-kit's collision detection.
public enum CollisionStrategy: String, Hashable, Sendable, CaseIterable {
  /// The deepest, front-most drop area under the effective point (the default).
  case pointer
  /// The drop area that overlaps the dragged rect the most.
  case intersection
  /// The drop area overlapping the dragged rect whose center is nearest to the dragged rect's center.
  case center
}

extension Scene {
  /// The deepest, front-most node containing `point` that satisfies `predicate`.
  ///
  /// A node is searched only when its rect contains the point; front-most siblings come first
  /// and a node's children come before the node itself.
  ///
  /// - Complexity: O(nodes along the containing branches); iterative, so depth cannot overflow.
  public func firstHit(at point: Point, where predicate: (NodeID) -> Bool) -> NodeID? {
    guard point.isFinite else { return nil }
    var stack: [(id: NodeID, parentOrigin: Point, expanded: Bool)] = []
    stack.reserveCapacity(16)
    stack.append((.root, .zero, false))
    while let (id, parentOrigin, expanded) = stack.popLast() {
      guard let frame = frame(of: id) else { continue }
      if expanded {
        if predicate(id) { return id }
        continue
      }
      let rect = frame.offset(by: parentOrigin)
      guard rect.contains(point) else { continue }
      stack.append((id, parentOrigin, true))
      // Back to front, so the front-most child is searched first.
      if let index = childIndex(of: id) {
        for child in index.candidates(at: point - rect.origin) { stack.append((child, rect.origin, false)) }
      } else {
        for child in slots[id.rawValue].children { stack.append((child, rect.origin, false)) }
      }
    }
    return nil
  }

  /// The container's spatial index, if it has one; only containers with many children do.
  @inline(__always)
  func childIndex(of id: NodeID) -> ChildIndex? {
    childCount(of: id) >= ChildIndex.threshold / 2 ? childIndexes[id] : nil
  }

  /// The node a lift at `point` picks up: the deepest, front-most draggable node there.
  public func hitTest(_ point: Point) -> NodeID? {
    firstHit(at: point) { $0 != .root && slots[$0.rawValue].properties.draggable }
  }

  /// The drop area a drag of `rect` with effective point `point` is over, never `excluding` or
  /// anything inside it.
  ///
  /// - Complexity: O(nodes along the containing branches) for `pointer`; O(overlapping nodes) otherwise.
  public func dropTarget(
    at point: Point, draggedRect rect: Rect, excluding excluded: NodeID?,
    strategy: CollisionStrategy = .pointer
  ) -> NodeID? {
    func eligible(_ id: NodeID) -> Bool {
      guard isDropArea(id) else { return false }
      if let excluded, isAncestor(excluded, of: id) { return false }
      return true
    }
    switch strategy {
    case .pointer:
      return firstHit(at: point, where: eligible)
    case .intersection:
      var best: (id: NodeID, area: Double)?
      forEachOverlapping(rect) { id, absolute in
        guard eligible(id) else { return }
        let area = absolute.overlapArea(with: rect)
        if area > (best?.area ?? 0) { best = (id, area) }
      }
      return best?.id
    case .center:
      var best: (id: NodeID, distance: Double)?
      let center = rect.center
      forEachOverlapping(rect) { id, absolute in
        guard eligible(id) else { return }
        let distance = absolute.center.squaredDistance(to: center)
        if distance < (best?.distance ?? .infinity) { best = (id, distance) }
      }
      return best?.id
    }
  }

  /// Visits every node whose rect overlaps `rect` (and whose ancestors do), deepest and
  /// front-most first, with its absolute rect.
  func forEachOverlapping(_ rect: Rect, _ body: (NodeID, Rect) -> Void) {
    var stack: [(id: NodeID, parentOrigin: Point, expanded: Bool)] = []
    stack.reserveCapacity(32)
    stack.append((.root, .zero, false))
    while let (id, parentOrigin, expanded) = stack.popLast() {
      guard let frame = frame(of: id) else { continue }
      let absolute = frame.offset(by: parentOrigin)
      if expanded {
        body(id, absolute)
        continue
      }
      guard absolute.overlapArea(with: rect) > 0 else { continue }
      stack.append((id, parentOrigin, true))
      if let index = childIndex(of: id) {
        let local = rect.offset(by: Point.zero - absolute.origin)
        for child in index.candidates(in: local) { stack.append((child, absolute.origin, false)) }
      } else {
        for child in slots[id.rawValue].children { stack.append((child, absolute.origin, false)) }
      }
    }
  }
}
