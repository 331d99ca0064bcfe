extension Edit {
  /// The card this step moved into a board's archive (`into` true) or out of it, as `archive`
  /// and `unarchive` make it: a move, alone or with a rename and the archive's making, where
  /// the archive is a container of role `.boardArchive` in `scene` or made by the step.
  public func archiveMove(in scene: Scene) -> (card: NodeID, into: Bool)? {
    let edits: [Edit]
    switch self {
    case .group(let list): edits = list
    case .move: edits = [self]
    default: return nil
    }
    let made = Set(
      edits.compactMap { edit -> NodeID? in
        guard case .insert(let subtree, _) = edit, subtree.nodes.first?.properties.role == .boardArchive else {
          return nil
        }
        return subtree.rootID
      })
    func isArchive(_ id: NodeID) -> Bool { made.contains(id) || scene[id]?.properties.role == .boardArchive }
    for edit in edits.reversed() {
      guard case .move(let card, let from, let to) = edit, from.parent != to.parent else { continue }
      if isArchive(to.parent) { return (card, true) }
      if isArchive(from.parent) { return (card, false) }
    }
    return nil
  }

  /// The container whose children this step put in another order (`Document.reorder`): a group
  /// move within one container; nil for any other step.
  public var reorderedContainer: NodeID? {
    guard case .moveGroup(_, let from, let to) = self, let parent = from.first?.parent,
      from.allSatisfy({ $0.parent == parent }), to.allSatisfy({ $0.parent == parent }),
      Set(from.map(\.index)) == Set(to.map(\.index))
    else { return nil }
    return parent
  }
}

extension Document {
  /// Puts a container's children in `order` (a permutation of them) as one undo step, each
  /// keeping its frame until the container's layout places it; returns false when they are
  /// already in that order, recording nothing. This is how `sort` orders a lane or a list.
  ///
  /// - Complexity: O(n log n) for the container's n children.
  @discardableResult
  public mutating func reorder(_ container: NodeID, as order: [NodeID]) throws(EngineError) -> Bool {
    try requireIdle()
    let node = try scene.node(container)
    guard node.type == .container else { throw .notAContainer(scene.path(of: container)) }
    let children = node.children
    guard order.count == children.count, Set(order) == Set(children) else {
      throw .notAnOrderOf(scene.path(of: container))
    }
    guard order != children else { return false }
    var index: [NodeID: Int] = [:]
    for (position, id) in children.enumerated() { index[id] = position }
    let from = order.map { Placement(parent: container, index: index[$0]!, frame: scene[$0]!.frame) }
    let to = order.enumerated().map { Placement(parent: container, index: $0.offset, frame: scene[$0.element]!.frame) }
    let edit = Edit.moveGroup(order, from: from, to: to)
    scene.apply(edit)
    record(edit)
    return true
  }
}

extension Document {
  /// Moves a node into a container as one undo step, at `index` among its children (nil: last),
  /// keeping its frame until the container's layout places it. Not a drag: the container's drop
  /// rules are the caller's to apply (a board's archive takes no drops, yet takes what is
  /// archived); the tree's own rules hold: not the root, not into itself, a container, a name
  /// free among the new siblings.
  public mutating func place(_ id: NodeID, into container: NodeID, at index: Int? = nil) throws(EngineError) {
    try requireIdle()
    let node = try scene.node(id)
    let target = try scene.node(container)
    if id == .root { throw .rootIsFixed(.lifted) }
    guard target.type == .container else { throw .notAContainer(scene.path(of: container)) }
    if scene.isAncestor(id, of: container) {
      throw .refused(node: scene.path(of: id), container: scene.path(of: container), reason: .insideItself)
    }
    guard let from = scene.placement(of: id) else { throw .unknownNode(id) }
    if from.parent != container { try scene.validateName(node.name, in: container, excluding: id) }
    let count = target.children.count - (from.parent == container ? 1 : 0)
    let position = min(max(index ?? count, 0), count)
    guard from.parent != container || from.index != position else { return }
    let edit = Edit.move(id, from: from, to: Placement(parent: container, index: position, frame: node.frame))
    scene.apply(edit)
    record(edit)
  }

  /// Runs `body`, whose edits become one undo step (a group of them); when it throws, its
  /// edits are taken back and nothing is recorded. Inside another `asOneStep`, the edits join
  /// that one's step.
  public mutating func asOneStep<T>(_ body: (inout Document) throws(EngineError) -> T) throws(EngineError) -> T {
    if collecting != nil { return try body(&self) }
    collecting = []
    let result: T
    do {
      result = try body(&self)
    } catch {
      for edit in (collecting ?? []).reversed() { scene.apply(edit.inverse) }
      collecting = nil
      throw error
    }
    let edits = collecting ?? []
    collecting = nil
    if edits.count == 1 { record(edits[0]) } else if !edits.isEmpty { record(.group(edits)) }
    return result
  }
}

extension Document {
  /// Puts another scene's tree under `parent`, as `Scene.graft` does: loading, not an edit, so
  /// history is untouched and stays valid. Returns the offset of the grafted nodes' IDs.
  public mutating func graft(_ other: Scene, into parent: NodeID) throws(EngineError) -> Int {
    try scene.graft(other, into: parent)
  }
}
