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
      let local = point - rect.origin
      if let index = childIndex(of: id) {
        for child in index.candidates(at: local) { stack.append((child, rect.origin, false)) }
      } else if let range = stackRange(of: id, from: local, to: local) {
        for child in slots[id.rawValue].children[range] { stack.append((child, rect.origin, false)) }
      } else {
        for child in slots[id.rawValue].children { stack.append((child, rect.origin, false)) }
      }
    }
    return nil
  }

  /// The children of a long stack that may touch the local span from `low` to `high` along its
  /// axis, by binary search: a stack lays its children out in order, without overlap along the
  /// axis, so a stack needs no spatial index. Nil for other containers and short stacks.
  ///
  /// - Complexity: O(log children + children in the span).
  func stackRange(of id: NodeID, from low: Point, to high: Point) -> Range<Int>? {
    guard case .stack(let stack) = slots[id.rawValue].properties.layout else { return nil }
    let children = slots[id.rawValue].children
    guard children.count >= 16 else { return nil }
    let vertical = stack.axis == .vertical
    let (lo, hi) = vertical ? (low.y, high.y) : (low.x, high.x)
    // The first child whose far edge lies past `lo`.
    var first = 0
    var last = children.count
    while first < last {
      let middle = (first + last) / 2
      let frame = slots[children[middle].rawValue].frame
      if (vertical ? frame.maxY : frame.maxX) > lo { last = middle } else { first = middle + 1 }
    }
    var end = first
    while end < children.count {
      let frame = slots[children[end].rawValue].frame
      if (vertical ? frame.minY : frame.minX) > hi { break }
      end += 1
    }
    return first..<end
  }

  /// The container's spatial index, if it has one; only containers with many children do.
  @inline(__always)
  func childIndex(of id: NodeID) -> ChildIndex? {
    childCount(of: id) >= ChildIndex.threshold / 2 ? childIndexes[id] : nil
  }

  /// The node a lift at `point` picks up: the deepest, front-most draggable node there.
  public func hitTest(_ point: Point) -> NodeID? {
    firstHit(at: point) { $0 != .root && slots[$0.rawValue].isDraggable }
  }

  /// The drop area a drag of `rect` with effective point `point` is over, never `excluding` or
  /// anything inside it. With `center`, only areas for which `accepts` is true count: the nearest
  /// area that would take the item wins over a nearer one that refuses it, as dnd-kit's
  /// `closestCenter` considers only the droppables that are enabled. (`pointer` and
  /// `intersection` report the area under or over the item, which then refuses with its reason.)
  ///
  /// - Complexity: O(nodes along the containing branches) for `pointer`; O(overlapping nodes) otherwise.
  public func dropTarget(
    at point: Point, draggedRect rect: Rect, excluding excluded: NodeID?,
    strategy: CollisionStrategy = .pointer, accepts: (NodeID) -> Bool = { _ in true }
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
      return nearestCenter(to: rect) { eligible($0) && accepts($0) }
    }
  }

  /// The drop area whose center is nearest the rect's center, as dnd-kit's `closestCenter`,
  /// whether or not it overlaps the rect.
  ///
  /// Any area whose center lies within distance d of the point overlaps the square of half-side
  /// d around it; so the search looks in the dragged rect, widens the square until it finds an
  /// area, and then looks once more in the square the best distance so far spans.
  ///
  /// - Complexity: O(areas near the point), through the spatial indexes.
  func nearestCenter(to rect: Rect, where eligible: (NodeID) -> Bool) -> NodeID? {
    let center = rect.center
    var best: (id: NodeID, distance: Double)?
    func search(_ area: Rect) {
      forEachOverlapping(area) { id, absolute in
        guard eligible(id) else { return }
        let distance = absolute.center.squaredDistance(to: center)
        if distance < (best?.distance ?? .infinity) { best = (id, distance) }
      }
    }
    search(rect)
    searchOutward(from: center, startingAt: max(rect.width, rect.height, 1), best: { best?.distance }, search)
    return best?.id
  }

  /// The widening search both nearest-area queries use: squares around `center`, doubling from
  /// `half`, until `best()` finds something; then once more over the square the best squared
  /// distance spans, where a nearer one may lie outside the squares searched so far.
  func searchOutward(from center: Point, startingAt half: Double, best: () -> Double?, _ search: (Rect) -> Void) {
    func square(_ half: Double) -> Rect {
      Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }
    let bounds = root.frame
    let reach = max(bounds.width, bounds.height) * 2 + abs(center.x) + abs(center.y)
    var half = half
    while best() == nil, half <= reach {
      search(square(half))
      half *= 2
    }
    guard let found = best() else { return }
    search(square(found.squareRoot() + 0.5))
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
      let local = rect.offset(by: Point.zero - absolute.origin)
      if let index = childIndex(of: id) {
        for child in index.candidates(in: local) { stack.append((child, absolute.origin, false)) }
      } else if let range = stackRange(
        of: id, from: local.origin, to: Point(x: local.maxX, y: local.maxY))
      {
        for child in slots[id.rawValue].children[range] { stack.append((child, absolute.origin, false)) }
      } else {
        for child in slots[id.rawValue].children { stack.append((child, absolute.origin, false)) }
      }
    }
  }
}
