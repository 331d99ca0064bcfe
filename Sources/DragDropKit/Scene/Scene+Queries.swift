extension Scene {
  /// The node's rect in scene coordinates.
  ///
  /// - Complexity: O(depth).
  public func absoluteFrame(of id: NodeID) -> Rect {
    guard let frame = frame(of: id) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(origin: absoluteOrigin(of: slots[id.rawValue].parent) + frame.origin, size: frame.size)
  }

  /// The scene-coordinate origin of a container's coordinate space (zero for nil).
  ///
  /// - Complexity: O(depth).
  public func absoluteOrigin(of id: NodeID?) -> Point {
    var origin = Point.zero
    var current = id
    while let id = current, let frame = frame(of: id) {
      origin = origin + frame.origin
      current = slots[id.rawValue].parent
    }
    return origin
  }

  /// Converts a rect in scene coordinates into a container's coordinates.
  public func convert(_ rect: Rect, into container: NodeID) -> Rect {
    rect.offset(by: Point.zero - absoluteOrigin(of: container))
  }

  /// The node's 0-based index among its parent's children, or nil for the root or a lifted node.
  ///
  /// - Complexity: O(siblings).
  public func index(of id: NodeID) -> Int? {
    guard let parent = parent(of: id), exists(parent) else { return nil }
    return slots[parent.rawValue].children.firstIndex(of: id)
  }

  /// The node's placement, or nil for the root or a lifted node.
  public func placement(of id: NodeID) -> Placement? {
    guard let parent = parent(of: id), let index = index(of: id) else { return nil }
    return Placement(parent: parent, index: index, frame: slots[id.rawValue].frame)
  }

  /// True when `ancestor` is `node` itself or one of its ancestors.
  ///
  /// - Complexity: O(depth).
  public func isAncestor(_ ancestor: NodeID, of node: NodeID) -> Bool {
    var current: NodeID? = node
    while let id = current {
      if id == ancestor { return true }
      current = parent(of: id)
    }
    return false
  }

  /// The node's depth: 0 for the root, 1 for its children.
  public func depth(of id: NodeID) -> Int {
    var depth = 0
    var current = parent(of: id)
    while let id = current {
      depth += 1
      current = parent(of: id)
    }
    return depth
  }

  /// The path from the root, such as `To Do/card 1`; the root's path is `scene`.
  ///
  /// - Complexity: O(depth).
  public func path(of id: NodeID) -> String {
    guard let node = self[id] else { return "#\(id.rawValue)" }
    if id == .root { return node.name }
    var parts = [node.name]
    var current = node.parent
    while let parent = current, parent != .root, let next = self[parent] {
      parts.append(next.name)
      current = next.parent
    }
    return parts.reversed().joined(separator: "/")
  }

  /// The node and all its descendants in pre-order (a node before its children, back to front).
  ///
  /// - Complexity: O(size of the subtree); iterative, so deep trees cannot overflow the stack.
  public func subtreeIDs(of id: NodeID) -> [NodeID] {
    var result: [NodeID] = []
    var stack: [NodeID] = [id]
    while let next = stack.popLast() {
      guard let node = self[next] else { continue }
      result.append(next)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The node's role, read in place: no copy of the node or of its properties.
  public func role(of id: NodeID) -> NodeRole? {
    exists(id) ? slots[id.rawValue].storage.value.role : nil
  }

  /// The child of `parent` with this exact name.
  ///
  /// - Complexity: O(nodes with that name), through the name index, or O(siblings) for 16 or fewer.
  public func child(named name: String, of parent: NodeID) -> NodeID? {
    // A few siblings are compared directly: cheaper than hashing the name.
    if exists(parent), slots[parent.rawValue].children.count <= 16 {
      return slots[parent.rawValue].children.first { slots[$0.rawValue].name == name }
    }
    var found: NodeID?
    names.forEach(named: name, tag: NameIndex.tag(of: name), in: slots) { id in
      if self.parent(of: id) == parent { found = id }
      return found == nil
    }
    return found
  }

  /// True when a node has exactly this name.
  ///
  /// - Complexity: O(1), through the name index.
  public func hasNode(named name: String) -> Bool {
    names.first(named: name, tag: NameIndex.tag(of: name), in: slots) != nil
  }

  /// Every node whose name is exactly this one, in creation order.
  ///
  /// - Complexity: O(nodes with that name), through the name index.
  public func nodes(named name: String) -> [NodeID] {
    var ids: [NodeID] = []
    names.forEach(named: name, tag: NameIndex.tag(of: name), in: slots) { id in
      ids.append(id)
      return true
    }
    return ids.sorted()
  }

  /// The node with this exact name when exactly one has it.
  ///
  /// - Complexity: O(1), through the name index.
  public func onlyNode(named name: String) -> NodeID? {
    var found: NodeID?
    var count = 0
    names.forEach(named: name, tag: NameIndex.tag(of: name), in: slots) { id in
      found = id
      count += 1
      return count < 2
    }
    return count == 1 ? found : nil
  }

  /// The node's children, excluding a given one (used for a drag's own item).
  func children(of id: NodeID, excluding excluded: NodeID?) -> [NodeID] {
    guard let children = self[id]?.children else { return [] }
    guard let excluded else { return children }
    return children.filter { $0 != excluded }
  }
}

extension Scene {
  /// A node's names from below the root down to it: a key that holds across two readings of
  /// the same file, where IDs do not (names are unique among siblings).
  ///
  /// - Complexity: O(depth).
  public func namePath(of id: NodeID) -> [String] {
    var names: [String] = []
    var current = id
    while current != .root, let name = name(of: current), let parent = parentID(of: current) {
      names.append(name)
      current = parent
    }
    return names.reversed()
  }

  /// The node at a path of names (`namePath(of:)`), or nil.
  ///
  /// - Complexity: O(depth × siblings) at worst; O(depth) with the name index.
  public func node(atNamePath names: [String]) -> NodeID? {
    var current = NodeID.root
    for name in names {
      guard let child = child(named: name, of: current) else { return nil }
      current = child
    }
    return current
  }
}
