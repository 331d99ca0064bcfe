/// What lies around a rect, for describing where a dragged item is in a free container or over
/// nothing: the siblings it overlaps or nearly touches, and the nearest drop area that takes it.
extension Scene {
  /// The children of `container` that overlap `rect`, and those within `gap` points of it,
  /// front-most first; `item` and what it holds are left out.
  ///
  /// - Complexity: O(children near the rect), through the spatial indexes.
  public func siblings(
    around rect: Rect, in container: NodeID, excluding item: NodeID, within gap: Double
  ) -> (overlapping: [NodeID], near: [NodeID]) {
    var overlapping: [NodeID] = []
    var near: [NodeID] = []
    let widened = Rect(
      x: rect.minX - gap, y: rect.minY - gap, width: rect.width + 2 * gap, height: rect.height + 2 * gap)
    forEachOverlapping(widened) { id, absolute in
      guard id != item, slots[id.rawValue].parent == container, !isAncestor(item, of: id) else { return }
      if absolute.overlapArea(with: rect) > 0 { overlapping.append(id) } else { near.append(id) }
    }
    return (overlapping, near)
  }

  /// The drop area nearest to `point` that would take `item`, by the distance from the point to
  /// its rect (ties to the nearer center); nil when none would. With `ahead`, only areas that
  /// lie that way from the point count.
  ///
  /// - Complexity: O(drop areas near the point), through the spatial indexes.
  public func nearestAccepting(_ item: NodeID, to point: Point, ahead: Direction? = nil) -> NodeID? {
    func eligible(_ id: NodeID) -> Bool {
      guard isDropArea(id) && !isAncestor(item, of: id) && refusal(of: item, into: id) == nil else { return false }
      guard let ahead else { return true }
      let gap = absoluteFrame(of: id).gap(to: point)
      switch ahead {
      case .up: return gap.y > 0
      case .down: return gap.y < 0
      case .left: return gap.x > 0
      case .right: return gap.x < 0
      }
    }
    var best: (id: NodeID, distance: Double, center: Double)?
    func search(_ area: Rect) {
      forEachOverlapping(area) { id, absolute in
        guard eligible(id) else { return }
        let gap = absolute.gap(to: point)
        let distance = gap.x * gap.x + gap.y * gap.y
        let center = absolute.center.squaredDistance(to: point)
        if best == nil || distance < best!.distance || (distance == best!.distance && center < best!.center) {
          best = (id, distance, center)
        }
      }
    }
    searchOutward(from: point, startingAt: 1, best: { best?.distance }, search)
    return best?.id
  }
}
