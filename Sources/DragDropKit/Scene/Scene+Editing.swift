extension Scene {
  /// Checks that a name can be given to a child of `parent`, ignoring `excluding` (for renames).
  ///
  /// - Complexity: O(siblings).
  public func validateName(_ name: String, in parent: NodeID, excluding: NodeID? = nil) throws(EngineError) {
    if name.isEmpty { throw .emptyName }
    if name.utf8.contains(UInt8(ascii: "/")) { throw .slashInName(name) }
    if let existing = child(named: name, of: parent), existing != excluding {
      throw .duplicateName(name, parent: path(of: parent))
    }
  }

  /// Checks that a node may be placed inside `parent`.
  func validateContainer(_ parent: NodeID) throws(EngineError) {
    let node = try node(parent)
    guard node.type == .container else { throw .notAContainer(path(of: parent)) }
  }

  /// Adds a new node and returns its ID.
  ///
  /// - Parameters:
  ///   - index: the 0-based position among the parent's children; nil appends (front-most).
  /// - Complexity: O(siblings), plus a re-layout of the parent.
  @discardableResult
  public mutating func addNode(
    named name: String, type: NodeType, frame: Rect, properties: NodeProperties? = nil,
    in parent: NodeID = .root, at index: Int? = nil, layout: Bool = true
  ) throws(EngineError) -> NodeID {
    try validateContainer(parent)
    if depth(of: parent) + 1 > Scene.maxDepth {
      throw .refused(node: name, container: path(of: parent), reason: .tooDeep(limit: Scene.maxDepth))
    }
    try validateName(name, in: parent)
    try Scene.validateFrame(frame, of: name)
    let count = self[parent]!.children.count
    if let index, index < 0 || index > count { throw .positionOutOfRange(position: index + 1, count: count + 1) }
    let node = Node(
      id: nextID, name: name, type: type, frame: frame, parent: parent, children: [],
      storage: sharedStorage(for: properties ?? .defaults(for: type)))
    try Scene.validateProperties(node.properties, of: name)
    insert(Subtree(nodes: [node]), at: Placement(parent: parent, index: index ?? count, frame: frame), layout: layout)
    // A slot freed by an undone insertion may come back: its old title goes.
    if !titles.isEmpty { titles[node.id] = nil }
    return node.id
  }

  /// A box for these properties: the one the last node added used when they are equal (a
  /// loaded file's siblings mostly are), else a new one.
  mutating func sharedStorage(for properties: NodeProperties) -> PropertiesStorage {
    if let recent = recentStorage, recent.value == properties { return recent }
    let storage = PropertiesStorage(properties)
    recentStorage = storage
    return storage
  }

  /// Checks that a frame has finite coordinates and a positive size.
  public static func validateFrame(_ frame: Rect, of name: String) throws(EngineError) {
    guard frame.origin.isFinite else { throw .invalidCoordinate(.position(of: name)) }
    guard frame.size.isValidNodeSize else { throw .invalidSize(.size(of: name)) }
  }

  /// Checks that layout parameters and limits are usable numbers.
  public static func validateProperties(_ properties: NodeProperties, of name: String) throws(EngineError) {
    if let capacity = properties.capacity, capacity < 0 {
      throw .invalidValue(.capacity(of: name), rule: .zeroOrMore)
    }
    try properties.layout.rules.validate(of: name)
  }

  /// Puts a detached subtree back under a parent, keeping its node IDs; `layout: false` leaves
  /// the parent's layout to a later `relayoutAll()`, as bulk loading does.
  mutating func insert(_ subtree: Subtree, at placement: Placement, layout: Bool = true) {
    for node in subtree.nodes { store(node) }
    for node in subtree.nodes where node.children.count >= ChildIndex.threshold { buildIndex(node.id) }
    let id = subtree.rootID
    modify(id) {
      $0.parent = placement.parent
      $0.frame = placement.frame
    }
    attach(id, to: placement.parent, at: placement.index)
    if layout { relayout(placement.parent, from: placement.index) }
  }

  /// Detaches a node and its descendants, returning them and where they were.
  mutating func remove(_ id: NodeID) -> (Subtree, Placement)? {
    guard let placement = placement(of: id) else { return nil }
    let nodes = subtreeIDs(of: id).map { self[$0]! }
    detach(id, at: placement.index)
    for node in nodes { discard(node.id) }
    relayout(placement.parent, from: placement.index)
    return (Subtree(nodes: nodes), placement)
  }

  /// Moves a node to a new placement; re-lays out both parents.
  mutating func move(_ id: NodeID, to placement: Placement) {
    if let old = self.placement(of: id) {
      detach(id, at: old.index)
      relayout(old.parent, from: old.index)
    }
    modify(id) {
      $0.parent = placement.parent
      $0.frame = placement.frame
    }
    attach(id, to: placement.parent, at: placement.index)
    relayout(placement.parent, from: placement.index)
  }

  /// Replaces a node's frame and properties, then re-lays out the node and its parent.
  mutating func setState(_ state: NodeState, of id: NodeID) {
    let resized = self[id]!.frame.size != state.frame.size
    modify(id) { $0.properties = state.properties }
    setFrame(state.frame, of: id)
    if let childFrames = state.childFrames {
      for (child, frame) in zip(self[id]!.children, childFrames) { setFrame(frame, of: child) }
    }
    // A new size, or a layout that now does or no longer needs an index.
    let wantsIndex = slots[id.rawValue].children.count >= ChildIndex.threshold
    if resized || wantsIndex != (childIndexes[id] != nil) { buildIndex(id) }
    relayout(id)
    if let parent = self[id]?.parent { relayout(parent) }
  }

  /// Recomputes the frames of a stack's or grid's children from `start` on; the children
  /// before it keep their frames, so appending costs O(1).
  ///
  /// - Complexity: O(children from `start`).
  mutating func relayout(_ id: NodeID, from start: Int = 0) {
    // A node with nothing to place costs one read: a million-block outline is mostly leaves.
    guard exists(id), start < slots[id.rawValue].children.count else { return }
    let layout = slots[id.rawValue].storage.value.layout.rules
    guard layout.movesBySlot else { return }
    let children = slots[id.rawValue].children
    let size = slots[id.rawValue].frame.size
    var previous = start > 0 ? slots[children[start - 1].rawValue].frame : nil
    // Looked up once: a dictionary lookup a child, through `_modify`, allocated every time.
    let indexed = !childIndexes.isEmpty && childIndexes[id] != nil
    for index in max(start, 0)..<children.count {
      let child = children[index]
      let frame = layout.frame(
        forChildAt: index, size: slots[child.rawValue].frame.size, after: previous, in: size)!
      if indexed {
        setFrame(frame, of: child)
      } else {
        slots[child.rawValue].frame = frame
      }
      previous = frame
    }
  }

  /// Recomputes the frames of every stack and grid, as after loading a scene without layout.
  ///
  /// - Complexity: O(n).
  public mutating func relayoutAll() {
    // In storage order: each container places its own children, whatever its parent does, and
    // no list of a million IDs is built.
    for index in slots.indices where slots[index].isLive && slots[index].type == .container {
      relayout(NodeID(rawValue: index))
    }
  }

  /// Sets a node's frame, keeping its parent's spatial index current.
  mutating func setFrame(_ frame: Rect, of id: NodeID) {
    guard let old = self.frame(of: id), old != frame else { return }
    slots[id.rawValue].frame = frame
    if !childIndexes.isEmpty, let parent = parent(of: id), childIndexes[parent] != nil {
      childIndexes[parent]!.update(id, frame: frame)
    }
  }

  /// Inserts a node into its parent's children (and spatial index) at an index.
  mutating func attach(_ id: NodeID, to parent: NodeID, at index: Int) {
    var position = 0
    modify(parent) {
      position = min(index, $0.children.count)
      $0.children.insert(id, at: position)
    }
    let children = slots[parent.rawValue].children
    if !childIndexes.isEmpty, childIndexes[parent] != nil {
      let previous = position > 0 ? children[position - 1] : nil
      let next = position + 1 < children.count ? children[position + 1] : nil
      let frame = slots[id.rawValue].frame
      if childIndexes[parent]!.insert(id, frame: frame, after: previous, before: next) == false {
        childIndexes[parent]!.renumber(children)
        _ = childIndexes[parent]!.insert(id, frame: frame, after: previous, before: next)
      }
    } else if children.count >= ChildIndex.threshold {
      buildIndex(parent)
    }
  }

  /// Removes a node from its parent's children (and spatial index); it keeps its `parent` field.
  mutating func detach(_ id: NodeID, at index: Int) {
    guard let parent = parent(of: id) else { return }
    modify(parent) { $0.children.remove(at: index) }
    if !childIndexes.isEmpty, childIndexes[parent] != nil {
      childIndexes[parent]!.remove(id)
      if childCount(of: parent) < ChildIndex.threshold / 2 { childIndexes[parent] = nil }
    }
  }

  /// Builds a container's spatial index from its children.
  ///
  /// - Complexity: O(children).
  mutating func buildIndex(_ id: NodeID) {
    guard let node = self[id] else { return }
    // A stack is searched by binary search instead (`stackRange`), which costs no memory.
    if case .stack = node.properties.layout {
      childIndexes[id] = nil
      return
    }
    childIndexes[id] = ChildIndex(
      children: node.children.map { ($0, self[$0]!.frame) }, containerSize: node.frame.size)
  }

  /// A copy of a node's subtree with fresh IDs, the copy's root renamed.
  mutating func duplicate(_ id: NodeID, named name: String) -> Subtree {
    let ids = subtreeIDs(of: id)
    var mapping: [NodeID: NodeID] = [:]
    var next = nextID.rawValue
    for old in ids {
      mapping[old] = NodeID(rawValue: next)
      next += 1
    }
    let nodes = ids.map { old -> Node in
      var node = self[old]!
      node = Node(
        id: mapping[old]!, name: old == id ? name : node.name, type: node.type, frame: node.frame,
        parent: node.parent.flatMap { mapping[$0] } ?? node.parent,
        children: node.children.map { mapping[$0]! }, properties: node.properties)
      return node
    }
    return Subtree(nodes: nodes)
  }

  /// A name for a copy that no other node in the scene has: `NAME copy`, then `NAME copy 2`, ...
  ///
  /// - Complexity: O(n) per candidate.
  public func copyName(for name: String) -> String {
    let base = "\(name) copy"
    if nodes(named: base).isEmpty { return base }
    var number = 2
    while !nodes(named: "\(base) \(number)").isEmpty { number += 1 }
    return "\(base) \(number)"
  }
}

/// A node's frame and properties, and its children's frames where a layout change moved them.
public struct NodeState: Hashable, Sendable {
  /// The node's frame.
  public var frame: Rect
  /// The node's properties.
  public var properties: NodeProperties
  /// The children's frames to restore, when a layout change replaced them.
  public var childFrames: [Rect]?
}

extension Scene {
  /// Sets the root's name, origin and properties, as a scene file describes them.
  public mutating func setRootProperties(_ properties: NodeProperties, name: String, origin: Point) {
    setName(name.isEmpty ? "scene" : name, of: .root)
    modify(.root) {
      $0.frame.origin = origin.isFinite ? origin : .zero
      $0.properties = properties
      $0.properties.draggable = false
    }
    relayout(.root)
  }
}
