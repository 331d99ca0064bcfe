/// Building a scene from a file: nodes added in document order, their properties boxed once for
/// many (`LoadedProperties`), their names indexed one by one or all at once.
extension Scene {
  /// Adds a node as the last child of a container, for a reader that builds a scene in
  /// document order: nil, adding nothing, when a node elsewhere in the scene has the name
  /// already. The reader keeps the depth within `maxDepth`; the name and frame are checked as
  /// `addNode` checks them. No layout: the reader gives final frames, or calls `relayoutAll()`
  /// at the end.
  ///
  /// - Complexity: O(1) amortized: the name is hashed once.
  public mutating func appendLoaded(named name: String, frame: Rect, properties: NodeProperties, in parent: NodeID)
    throws(EngineError) -> NodeID?
  {
    try Scene.validateProperties(properties, of: name)
    let storage = sharedStorage(for: properties)
    return try appendLoaded(named: name, frame: frame, storage: storage, in: parent)
  }

  /// Adds a node as `appendLoaded(named:frame:properties:in:)` does, with properties checked and
  /// boxed once for all the nodes that have them: a reader of a million blocks keeps one box for
  /// each kind of block it meets.
  public mutating func appendLoaded(named name: String, frame: Rect, properties: LoadedProperties, in parent: NodeID)
    throws(EngineError) -> NodeID?
  {
    try appendLoaded(named: name, frame: frame, storage: properties.storage, in: parent)
  }

  private mutating func appendLoaded(
    named name: consuming String, frame: Rect, storage: PropertiesStorage, in parent: NodeID, indexed: Bool = true
  ) throws(EngineError) -> NodeID? {
    guard exists(parent), slots[parent.rawValue].type == .container else { throw .notAContainer(path(of: parent)) }
    if name.isEmpty { throw .emptyName }
    if Self.holdsSlash(name) { throw .slashInName(name) }
    try Scene.validateFrame(frame, of: name)
    let id = nextID
    if !indexed {
      // Hashed now, while the name is at hand.
      names.addPending(id, named: name)
    } else if names.insertIfAbsent(id, named: name, tag: NameIndex.tag(of: name), in: slots) != nil {
      return nil
    }
    slots.append(
      Node(id: id, name: name, type: .container, frame: frame, parent: parent, children: [], storage: storage))
    nodeCount += 1
    attach(id, to: parent, at: slots[parent.rawValue].children.count)
    return id
  }

  /// Adds a node as `appendLoaded(named:frame:properties:in:)` does, for a reader that names its
  /// nodes all at once when it is done (`indexLoadedNames(from:numbering:)`): the name is not
  /// looked up, nor indexed, until then, and the scene is not used before.
  public mutating func appendUnindexed(
    named name: consuming String, frame: Rect, properties: LoadedProperties, in parent: NodeID
  ) throws(EngineError) -> NodeID {
    // Never nil: the name is not looked up.
    try appendLoaded(named: name, frame: frame, storage: properties.storage, in: parent, indexed: false) ?? nextID
  }

  /// Indexes the names of the nodes added with `appendUnindexed` from `first` on, in one sweep
  /// of the index. A node whose name an earlier node has is renamed as `appendLoaded` would
  /// have had it, the first of `numbering(name, 2)`, `numbering(name, 3)`, ... that no earlier
  /// node has, and is returned with the number it took, in creation order.
  ///
  /// - Complexity: O(n) when the names are unique; with a repeated name, the names are indexed
  ///   again one by one, O(n) with a cache miss each.
  public mutating func indexLoadedNames(
    from first: NodeID, numbering: (String, Int) -> String
  ) -> [(id: NodeID, number: Int)] {
    let loaded = first.rawValue..<slots.count
    if names.insertPending(in: slots) { return [] }
    // A repeated name: every name again, in creation order, as `appendLoaded` meets them.
    names = NameIndex(capacity: slots.count)
    for index in 0..<first.rawValue where slots[index].isLive {
      names.insert(slots[index].id, tag: NameIndex.tag(of: slots[index].name))
    }
    var renamed: [(id: NodeID, number: Int)] = []
    for index in loaded {
      let id = NodeID(rawValue: index)
      let base = slots[index].name
      var name = base
      var number = 1
      while names.insertIfAbsent(id, named: name, tag: NameIndex.tag(of: name), in: slots) != nil {
        number += 1
        name = numbering(base, number)
        slots[index].name = name
      }
      if number > 1 { renamed.append((id, number)) }
    }
    return renamed
  }

  /// Gives a node a reader added new properties, checked and boxed (a heading's section after
  /// `indexLoadedNames` renamed it).
  public mutating func setLoadedProperties(_ properties: LoadedProperties, of id: NodeID) {
    guard exists(id) else { return }
    slots[id.rawValue].setStorage(properties.storage)
  }

  /// True when a name holds `/`, looked for in its bytes where they lie.
  static func holdsSlash(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "/")) }
      ?? name.utf8.contains(UInt8(ascii: "/"))
  }
}
