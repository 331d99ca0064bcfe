extension Scene {
  /// Why `target` would refuse `item`, or nil when it accepts it; checked in the DESIGN's order.
  ///
  /// - Complexity: O(depth + children of the target).
  public func refusal(of item: NodeID, into target: NodeID, copy: Bool = false) -> Refusal? {
    // Fields are read in place (`slots[i].field`) rather than through whole-node copies:
    // this runs on every move of a drag.
    guard exists(item), exists(target) else { return .notADropArea }
    if isAncestor(item, of: target) { return .insideItself }
    if let targets = slots[item.rawValue].properties.targets, !targets.contains(slots[target.rawValue].name) {
      return .notAllowedTarget(item: slots[item.rawValue].name)
    }
    guard slots[target.rawValue].type == .container else { return .notADropArea }
    if case .none = slots[target.rawValue].properties.accepts { return .notADropArea }
    let kind = slots[item.rawValue].properties.kind ?? slots[item.rawValue].type.rawValue
    if !slots[target.rawValue].properties.accepts.allows(kind: kind) { return .kind(kind) }
    let effect = slots[target.rawValue].properties.effect
    if effect == .tint { return nil }
    if let capacity = slots[target.rawValue].properties.capacity, childCount(of: target, excluding: item) >= capacity {
      return .full(capacity: capacity)
    }
    if !(copy || effect == .copy), let existing = child(named: slots[item.rawValue].name, of: target),
      existing != item
    {
      return .nameTaken(slots[item.rawValue].name)
    }
    return nil
  }

  /// The number of children of `container` other than `item`.
  ///
  /// - Complexity: O(1): an item is among the children exactly when its parent is the container.
  func childCount(of container: NodeID, excluding item: NodeID?) -> Int {
    guard exists(container) else { return 0 }
    let count = slots[container.rawValue].children.count
    guard let item, parent(of: item) == container else { return count }
    return count - 1
  }

  /// The 1-based position a drop of `item` at the absolute `point` would take in `container`.
  ///
  /// Free: the front (count + 1). Stack: 1 + the children whose center lies before the point.
  /// Grid: the nearest slot, at most count + 1.
  ///
  /// - Complexity: O(children).
  public func dropPosition(of item: NodeID?, in container: NodeID, at point: Point) -> Int {
    guard exists(container) else { return 1 }
    let local = point - absoluteOrigin(of: container)
    switch slots[container.rawValue].properties.layout {
    case .free:
      return childCount(of: container, excluding: item) + 1
    case .stack(let stack):
      var position = 1
      for child in slots[container.rawValue].children where child != item {
        let center = slots[child.rawValue].frame.center
        let before = stack.axis == .vertical ? center.y < local.y : center.x < local.x
        if before { position += 1 }
      }
      return position
    case .grid(let grid):
      var best = (position: 1, distance: Double.infinity)
      let size = slots[container.rawValue].frame.size
      for index in 0...childCount(of: container, excluding: item) {
        let distance = grid.slotCenter(index, in: size).squaredDistance(to: local)
        if distance < best.distance { best = (index + 1, distance) }
      }
      return best.position
    }
  }

  /// An absolute point that, as a drop point, lands at exactly this 1-based position of `container`.
  ///
  /// For a free container it is the container's center.
  ///
  /// - Complexity: O(children).
  public func dropPoint(for item: NodeID?, in container: NodeID, position: Int?) -> Point {
    guard let node = self[container] else { return .zero }
    let origin = absoluteOrigin(of: node.parent) + node.frame.origin
    let children = children(of: container, excluding: item)
    let position = min(max(position ?? children.count + 1, 1), children.count + 1)
    let local: Point
    switch node.properties.layout {
    case .free:
      local = Point(x: node.frame.width / 2, y: node.frame.height / 2)
    case .stack(let stack):
      local = stackSlotPoint(stack, children: children, position: position, size: node.frame.size)
    case .grid(let grid):
      local = grid.slotCenter(position - 1, in: node.frame.size)
    }
    return origin + local
  }

  /// The point between the neighbours of a stack slot, on the stack's cross-axis center line.
  private func stackSlotPoint(_ stack: StackLayout, children: [NodeID], position: Int, size: Size) -> Point {
    let vertical = stack.axis == .vertical
    let extent = vertical ? size.height : size.width
    func along(_ rect: Rect) -> (min: Double, center: Double, max: Double) {
      vertical ? (rect.minY, rect.center.y, rect.maxY) : (rect.minX, rect.center.x, rect.maxX)
    }
    let value: Double
    if children.isEmpty {
      value = min(stack.padding + 1, extent / 2)
    } else if position == 1 {
      let first = along(slots[children[0].rawValue].frame)
      value = (first.min + first.center) / 2
    } else if position > children.count {
      let last = along(slots[children[children.count - 1].rawValue].frame)
      value = last.center + max(min(last.max, extent) - last.center, 1) / 2
    } else {
      let before = along(slots[children[position - 2].rawValue].frame).center
      let after = along(slots[children[position - 1].rawValue].frame).center
      value = (before + after) / 2
    }
    return vertical ? Point(x: size.width / 2, y: value) : Point(x: value, y: size.height / 2)
  }
}
