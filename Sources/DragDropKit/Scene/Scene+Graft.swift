extension Scene {
  /// Puts another scene's tree under `parent`: its root's children become `parent`'s last
  /// children, everything under them as it was, and `parent` takes the root's drop rules and
  /// layout. Node `k` of `other` becomes node `offset + k`
  /// here, in the same order, so a file's reader that maps its blocks to node IDs (`block i is
  /// node firstNode + i`) maps them here by adding the returned offset. Not an edit: loading,
  /// as a file's reader does, so nothing is recorded and every step in history still names
  /// the nodes it named. How a folder of files (a vault) reads a page when it is first needed.
  ///
  /// - Complexity: O(nodes of `other` + children of `parent`).
  public mutating func graft(_ other: Scene, into parent: NodeID) throws(EngineError) -> Int {
    guard exists(parent) else { throw .unknownNode(parent) }
    guard slots[parent.rawValue].type == .container else { throw .notAContainer(path(of: parent)) }
    let offset = slots.count - 1
    func map(_ id: NodeID) -> NodeID { id == .root ? parent : NodeID(rawValue: id.rawValue + offset) }
    // Grown by doubling, not reserved: reserving the exact count each time would copy every
    // slot on each graft, and a vault grafts one page after another.
    for index in other.slots.indices.dropFirst() {
      let node = other.slots[index]
      guard node.isLive else {
        slots.append(.tombstone)
        continue
      }
      store(
        Node(
          id: map(node.id), name: node.name, type: node.type, frame: node.frame, parent: node.parent.map(map),
          children: node.children.map(map), storage: node.storage))
    }
    for (id, title) in other.titles { titles[map(id)] = title }
    // The parent stands for the other scene's root from now on: it takes what it accepts and how
    // it lays out its children, keeping its own role, name and frame.
    modify(parent) {
      var properties = $0.properties
      properties.accepts = other.root.properties.accepts
      properties.layout = other.root.properties.layout
      properties.capacity = other.root.properties.capacity
      $0.properties = properties
    }
    let first = slots[parent.rawValue].children.count
    for child in other.root.children { attach(map(child), to: parent, at: slots[parent.rawValue].children.count) }
    // Indexes for the grafted containers with many children, as a reader's scene has them.
    for id in other.childIndexes.keys { buildIndex(map(id)) }
    relayout(parent, from: first)
    return offset
  }
}
