extension Scene {
  /// Why `target` would refuse `item`, or nil when it accepts it; checked in the order `Docs/commands.md` gives
  /// (inside itself, allowed targets, kind, capacity, then a taken name).
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
    // A board's card stays on a board, a document's block in a document.
    let (itemRole, targetRole) = (slots[item.rawValue].properties.role, slots[target.rawValue].properties.role)
    if itemRole == .boardCard, targetRole.isOutline { return .otherFile(card: true) }
    if itemRole.isOutline, targetRole == .boardLane || targetRole == .boardArchive { return .otherFile(card: false) }
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
    if depth(of: target) + height(of: item) > Scene.maxDepth { return .tooDeep(limit: Scene.maxDepth) }
    return nil
  }

  /// Levels a node spans: 1 for an item or an empty container, 1 more for each level below.
  ///
  /// - Complexity: O(1) for an item; O(subtree) for a container.
  func height(of id: NodeID) -> Int {
    guard !slots[id.rawValue].children.isEmpty else { return 1 }
    var deepest = 1
    var stack: [(NodeID, Int)] = [(id, 1)]
    while let (node, level) = stack.popLast() {
      deepest = max(deepest, level)
      for child in slots[node.rawValue].children { stack.append((child, level + 1)) }
    }
    return deepest
  }

  /// Why putting a node with these properties into `container` by an edit (`add`) breaks the
  /// drop rules, or nil when it may go there: allowed targets, kind and capacity, as a drag
  /// checks them. A container that takes no drops (scenery) may still hold what edits put in.
  ///
  /// - Complexity: O(1).
  public func editRefusal(
    named name: String, type: NodeType, properties: NodeProperties, into container: NodeID
  ) -> Refusal? {
    guard exists(container) else { return .notADropArea }
    let target = slots[container.rawValue]
    if let targets = properties.targets, !targets.contains(target.name) {
      return .notAllowedTarget(item: name)
    }
    guard target.isDropArea else { return nil }
    let kind = properties.kind ?? type.rawValue
    if !target.properties.accepts.allows(kind: kind) { return .kind(kind) }
    if let capacity = target.properties.capacity, target.children.count >= capacity { return .full(capacity: capacity) }
    if depth(of: container) + 1 > Scene.maxDepth { return .tooDeep(limit: Scene.maxDepth) }
    return nil
  }

  /// Every drop rule the scene breaks, as a file may: a container over its capacity, a child of
  /// a kind its container does not accept, an item outside its allowed targets.
  ///
  /// - Complexity: O(n).
  public func brokenRules() -> [BrokenRule] {
    // Mostly none: found so in one pass over the nodes in the order they lie in memory, before
    // they are listed container by container.
    breaksAnyRule() ? brokenRulesByContainer() : []
  }

  /// True when some node breaks a rule of its container, or a container holds more than its
  /// capacity: `brokenRules()` is then not empty.
  ///
  /// Each node is checked against its parent, in the order the nodes are stored, so that a
  /// million-node document is read once through and not by jumps from child to child. Nodes
  /// mostly share a few properties boxes (`sharedStorage`): a child's box with no allowed
  /// targets that broke no rule in a parent's box breaks none in another parent with that box.
  func breaksAnyRule() -> Bool {
    slots.withUnsafeBufferPointer { nodes in
      var fine: (parent: ObjectIdentifier, child: ObjectIdentifier, type: NodeType)?
      var uncapped: ObjectIdentifier?
      for index in nodes.indices where nodes[index].isLive {
        let box = ObjectIdentifier(nodes[index].storage)
        // The box first: reading the children's count is a cache miss a container.
        if box != uncapped, nodes[index].isDropArea, !nodes[index].children.isEmpty {
          if let capacity = nodes[index].storage.value.capacity {
            if nodes[index].children.count > capacity { return true }
          } else {
            uncapped = box
          }
        }
        // The root, and a lifted node on the drag layer, have no parent to break a rule of.
        guard let parent = nodes[index].parent else { continue }
        let parentBox = ObjectIdentifier(nodes[parent.rawValue].storage)
        let type = nodes[index].type
        if let fine, fine.parent == parentBox, fine.child == box, fine.type == type { continue }
        let value = nodes[index].storage.value
        if let targets = value.targets {
          if !targets.contains(nodes[parent.rawValue].name) { return true }
        }
        if nodes[parent.rawValue].isDropArea,
          !nodes[parent.rawValue].storage.value.accepts.allows(kind: value.kind ?? type.rawValue)
        {
          return true
        }
        // A box with allowed targets is fine under this parent's name only.
        fine = value.targets == nil ? (parentBox, box, type) : nil
      }
      return false
    }
  }

  /// Every rule broken, container by container in the order they are stored, each container's
  /// children in order.
  func brokenRulesByContainer() -> [BrokenRule] {
    // Fields read in place. Siblings mostly share one properties box, and a box that breaks no
    // rule in a container breaks none for the next sibling that has it: a box is told by its
    // identity, read without holding on to it.
    slots.withUnsafeBufferPointer { nodes in
      var broken: [BrokenRule] = []
      for index in nodes.indices where nodes[index].isLive && nodes[index].type == .container {
        // No child, no rule to break: most nodes of an outline are leaves.
        if nodes[index].children.isEmpty { continue }
        let id = nodes[index].id
        let isDropArea = nodes[index].isDropArea
        let properties = nodes[index].storage.value
        if isDropArea, let capacity = properties.capacity, nodes[index].children.count > capacity {
          broken.append(BrokenRule(container: id, node: nil, reason: .full(capacity: capacity)))
        }
        var fine: (box: ObjectIdentifier, type: NodeType)?
        for child in nodes[index].children {
          let box = ObjectIdentifier(nodes[child.rawValue].storage)
          let type = nodes[child.rawValue].type
          if let fine, fine.box == box, fine.type == type { continue }
          let value = nodes[child.rawValue].storage.value
          var breaks = false
          if let targets = value.targets, !targets.contains(nodes[index].name) {
            breaks = true
            broken.append(
              BrokenRule(container: id, node: child, reason: .notAllowedTarget(item: nodes[child.rawValue].name)))
          }
          let kind = value.kind ?? type.rawValue
          if isDropArea, !properties.accepts.allows(kind: kind) {
            breaks = true
            broken.append(BrokenRule(container: id, node: child, reason: .kind(kind)))
          }
          fine = breaks ? nil : (box, type)
        }
      }
      return broken
    }
  }

  /// The number of children of `container` other than `item`.
  ///
  /// - Complexity: O(1): an item is among the children exactly when its parent is the container.
  public func childCount(of container: NodeID, excluding item: NodeID?) -> Int {
    guard exists(container) else { return 0 }
    let count = slots[container.rawValue].children.count
    guard let item, parent(of: item) == container else { return count }
    return count - 1
  }

  /// The frames of a container's children without `item`, read in place. In the lifted item's
  /// home container the siblings after its place are where they were before the lift, so
  /// positions there are reckoned as if it still held its place.
  func siblingFrames(of container: NodeID, excluding item: NodeID?) -> SiblingFrames {
    if let item, item == lifted, let home = liftedHome, home.parent == container,
      let shift = slots[container.rawValue].properties.layout.rules.heldPlace(for: slots[item.rawValue].frame.size)
    {
      return SiblingFrames(slots: slots, container: container, excluding: item, holding: (home.index, shift))
    }
    return SiblingFrames(slots: slots, container: container, excluding: item)
  }

  /// The 1-based position a drop of `item` at the absolute `point` would take in `container`,
  /// as the container's layout reckons it.
  ///
  /// - Complexity: O(children).
  public func dropPosition(of item: NodeID?, in container: NodeID, at point: Point) -> Int {
    guard exists(container) else { return 1 }
    let layout = slots[container.rawValue].properties.layout
    // A free container takes a drop at the front whatever the point (FreeLayout's rule), and
    // batches of moves over free containers are common: no sibling frames needed.
    if case .free = layout { return childCount(of: container, excluding: item) + 1 }
    let local = point - absoluteOrigin(of: container)
    let size = slots[container.rawValue].frame.size
    let siblings = siblingFrames(of: container, excluding: item)
    return placeablePosition(
      of: item, in: container, layout.rules.dropPosition(at: local, siblings: siblings, in: size))
  }

  /// A 1-based position in `container` that a document's outline can hold `item` at: among a
  /// heading's or the document's children, list items come before the subheadings (a list
  /// after a heading is in that heading's section, as CommonMark reads it), so an item goes no
  /// later than the first subheading and a heading no earlier than the last item. Any other
  /// position, and any other node, as it is.
  ///
  /// - Complexity: O(1) when the position keeps that order (every arrow key through a long
  ///   list); else O(the headings or items passed).
  public func placeablePosition(of item: NodeID?, in container: NodeID, _ position: Int) -> Int {
    guard let item, exists(item), exists(container) else { return position }
    let role = slots[item.rawValue].properties.role
    guard role == .outlineItem || role == .outlineHeading else { return position }
    // The container's children without the item (a lifted item is in none).
    var children = slots[container.rawValue].children[...]
    var owned: [NodeID] = []
    if slots[item.rawValue].parent == container {
      owned = children.filter { $0 != item }
      children = owned[...]
    }
    func isHeading(_ index: Int) -> Bool {
      slots[children[children.startIndex + index].rawValue].properties.role == .outlineHeading
    }
    func isItem(_ index: Int) -> Bool {
      slots[children[children.startIndex + index].rawValue].properties.role == .outlineItem
    }
    let count = children.count
    if role == .outlineItem {
      // After a subheading: back to before the first of the subheadings there.
      var before = min(position, count + 1) - 2
      guard before >= 0, isHeading(before) else { return position }
      while before > 0, isHeading(before - 1) { before -= 1 }
      return before + 1
    }
    // Before an item: on past the items there.
    var after = max(position, 1) - 1
    guard after < count, isItem(after) else { return position }
    while after + 1 < count, isItem(after + 1) { after += 1 }
    return after + 2
  }

  /// An absolute point that, as a drop point, lands at exactly this 1-based position of `container`.
  ///
  /// For a free container it is the container's center.
  ///
  /// - Complexity: O(children).
  public func dropPoint(for item: NodeID?, in container: NodeID, position: Int?) -> Point {
    guard exists(container) else { return .zero }
    let node = slots[container.rawValue]
    let siblings = siblingFrames(of: container, excluding: item)
    let position = min(max(position ?? siblings.count + 1, 1), siblings.count + 1)
    let local = node.properties.layout.rules.slotPoint(position, siblings: siblings, in: node.frame.size)
    return absoluteOrigin(of: node.parent) + node.frame.origin + local
  }
}

/// A drop rule that a scene breaks: `container` holds `node` (or, for capacity, too many).
public struct BrokenRule: Hashable, Sendable {
  /// The container whose rule is broken.
  public var container: NodeID
  /// The child that breaks it, or nil when the container as a whole does (capacity).
  public var node: NodeID?
  /// The rule, as a drag's refusal would name it.
  public var reason: Refusal

  /// Creates a broken rule.
  public init(container: NodeID, node: NodeID?, reason: Refusal) {
    self.container = container
    self.node = node
    self.reason = reason
  }
}
