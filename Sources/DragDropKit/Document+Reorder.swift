extension Edit {
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
