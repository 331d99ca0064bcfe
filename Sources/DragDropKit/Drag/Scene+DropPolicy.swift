extension Scene {
  /// Why `target` would refuse `item`, or nil when it accepts it; checked in the DESIGN's order.
  ///
  /// - Complexity: O(depth + children of the target).
  public func refusal(of item: NodeID, into target: NodeID, copy: Bool = false) -> Refusal? {
    guard let node = self[item], let container = self[target] else { return .notADropArea }
    if isAncestor(item, of: target) { return .insideItself }
    if let targets = node.properties.targets, !targets.contains(container.name) {
      return .notAllowedTarget(item: node.name)
    }
    guard container.type == .container else { return .notADropArea }
    if case .none = container.properties.accepts { return .notADropArea }
    if !container.properties.accepts.allows(kind: node.effectiveKind) { return .kind(node.effectiveKind) }
    if container.properties.effect == .tint { return nil }
    let count = children(of: target, excluding: item).count
    if let capacity = container.properties.capacity, count >= capacity { return .full(capacity: capacity) }
    let copies = copy || container.properties.effect == .copy
    if !copies, let existing = child(named: node.name, of: target), existing != item {
      return .nameTaken(node.name)
    }
    return nil
  }

  /// The 1-based position a drop of `item` at the absolute `point` would take in `container`.
  ///
  /// Free: the front (count + 1). Stack: 1 + the children whose center lies before the point.
  /// Grid: the nearest slot, at most count + 1.
  ///
  /// - Complexity: O(children).
  public func dropPosition(of item: NodeID?, in container: NodeID, at point: Point) -> Int {
    guard let node = self[container] else { return 1 }
    let children = children(of: container, excluding: item)
    let local = point - absoluteOrigin(of: container)
    switch node.properties.layout {
    case .free:
      return children.count + 1
    case .stack(let stack):
      var position = 1
      for child in children {
        let center = self[child]!.frame.center
        let before = stack.axis == .vertical ? center.y < local.y : center.x < local.x
        if before { position += 1 }
      }
      return position
    case .grid(let grid):
      var best = (position: 1, distance: Double.infinity)
      for index in 0...children.count {
        let distance = grid.slotCenter(index, in: node.frame.size).squaredDistance(to: local)
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
      let first = along(self[children[0]]!.frame)
      value = (first.min + first.center) / 2
    } else if position > children.count {
      let last = along(self[children[children.count - 1]]!.frame)
      value = last.center + max(min(last.max, extent) - last.center, 1) / 2
    } else {
      let before = along(self[children[position - 2]]!.frame).center
      let after = along(self[children[position - 1]]!.frame).center
      value = (before + after) / 2
    }
    return vertical ? Point(x: size.width / 2, y: value) : Point(x: value, y: size.height / 2)
  }
}
