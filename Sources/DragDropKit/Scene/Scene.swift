/// A tree of named containers and items with frames, like a UIKit view hierarchy.
///
/// The root is a free container named `scene`. Children are ordered back to front. While a drag
/// is in progress the lifted node sits on the drag layer: detached from its parent, with its
/// frame in scene coordinates.
public struct Scene: Sendable {
  /// Node storage indexed by `NodeID.rawValue`; a removed node leaves a tombstone (a node
  /// whose ID is -1) in its slot.
  ///
  /// Not `[Node?]`: callgrind showed every field read of an optional node copying all 232 bytes
  /// to the stack to find its tag. A plain node's field is read where it lies.
  var slots: [Node]
  /// The number of nodes in the tree, the root and a lifted node included.
  public internal(set) var nodeCount: Int
  /// The deepest a node may sit below the root. Scene files hold this many levels and no more
  /// (their JSON nests two levels a node), so every scene an edit makes can be saved and read
  /// back.
  public static let maxDepth = 250

  /// The node on the drag layer, if any.
  public internal(set) var lifted: NodeID? {
    didSet {
      if lifted == nil {
        liftedHome = nil
        liftedCompanions = []
      }
    }
  }
  /// The other nodes a group drag carries with `lifted`, on the drag layer too, in document order.
  public internal(set) var liftedCompanions: [NodeID] = []
  /// Where the lifted node came from: its home container reckons drop positions as if it still
  /// held its place there.
  public internal(set) var liftedHome: Placement?
  /// Every node ID by exact name, so name lookups and sibling checks need no scan.
  var names = NameIndex()
  /// The properties box the last added node used, to share it with the next.
  var recentStorage: PropertiesStorage?
  /// What a person reads for the few nodes whose name differs from their text (`Scene+Titles`).
  var titles: [NodeID: String] = [:]
  /// Spatial indexes of containers with many children.
  var childIndexes: [NodeID: ChildIndex] = [:]

  /// Creates a scene with an empty root of this size that accepts nothing.
  public init(size: Size = Size(width: 800, height: 600)) {
    let root = Node(
      id: .root, name: "scene", type: .container,
      frame: Rect(origin: .zero, size: size), parent: nil, children: [],
      properties: NodeProperties(draggable: false, accepts: .none))
    slots = [root]
    nodeCount = 1
    names.insert(root.id, tag: NameIndex.tag(of: root.name))
  }

  /// The root container.
  public var root: Node { slots[0] }

  /// Makes room for this many nodes, so that a loader adding them one by one does not grow the
  /// storage by doubling (which holds two copies at once).
  /// A reader that indexes its names at the end (`appendUnindexed`) passes `names: false`: the
  /// index is then made at its size when the names are indexed, after the reader let go of its
  /// own working memory, and not held all along.
  public mutating func reserveCapacity(_ count: Int, names indexed: Bool = true) {
    slots.reserveCapacity(count)
    if indexed { names.reserveCapacity(count) }
  }

  /// The node with this ID, or nil when it does not exist.
  public subscript(id: NodeID) -> Node? {
    exists(id) ? slots[id.rawValue] : nil
  }

  /// The node's name, without copying the rest of the node.
  public func name(of id: NodeID) -> String? {
    exists(id) ? slots[id.rawValue].name : nil
  }

  /// The node's frame, without copying the rest of the node.
  public func frame(of id: NodeID) -> Rect? {
    exists(id) ? slots[id.rawValue].frame : nil
  }

  /// True when a node with this ID exists.
  @inline(__always)
  /// A node's type, read in place, or nil for a removed node.
  public func type(of id: NodeID) -> NodeType? {
    exists(id) ? slots[id.rawValue].type : nil
  }

  func exists(_ id: NodeID) -> Bool {
    id.rawValue >= 0 && id.rawValue < slots.count && slots[id.rawValue].isLive
  }

  /// The node's parent, read in place.
  ///
  /// Hot paths read single fields like this, `slots[i].field`: going through `self[id]` first
  /// materializes a whole optional node.
  @inline(__always)
  func parent(of id: NodeID) -> NodeID? {
    exists(id) ? slots[id.rawValue].parent : nil
  }

  /// The number of children of an existing node.
  @inline(__always)
  func childCount(of id: NodeID) -> Int { slots[id.rawValue].children.count }

  /// The node's children, read without copying the rest of the node; empty for a node that
  /// does not exist. For walks over many nodes (the live view counts an outline's lines).
  public func children(of id: NodeID) -> [NodeID] {
    exists(id) ? slots[id.rawValue].children : []
  }

  /// The node's parent, read in place; nil for the root, a lifted node or one that does not exist.
  public func parentID(of id: NodeID) -> NodeID? { parent(of: id) }

  /// True for a block folded with Logseq's `collapsed:: true`, read in place.
  public func isCollapsed(_ id: NodeID) -> Bool {
    exists(id) && slots[id.rawValue].storage.value.collapsed
  }

  /// Every node folded with `collapsed:: true`, in one pass over the nodes read in place.
  public var collapsedNodes: [NodeID] {
    var found: [NodeID] = []
    for index in slots.indices where slots[index].isLive && slots[index].storage.value.collapsed {
      found.append(slots[index].id)
    }
    return found
  }

  /// True for an existing container that takes drops (its `accepts` is not `none`).
  @inline(__always)
  func isDropArea(_ id: NodeID) -> Bool {
    slots[id.rawValue].isDropArea
  }

  /// The node with this ID, or `EngineError.unknownNode`.
  public func node(_ id: NodeID) throws(EngineError) -> Node {
    guard let node = self[id] else { throw .unknownNode(id) }
    return node
  }

  /// Every node in creation order.
  ///
  /// - Complexity: O(n) over the storage.
  public var allNodes: [Node] { slots.filter(\.isLive) }

  /// Every node in creation order, one at a time: no array of a million nodes is built.
  ///
  /// - Complexity: O(n) over the storage, as it is iterated.
  public var everyNode: LazyFilterSequence<[Node]> { slots.lazy.filter(\.isLive) }

  /// The ID the next inserted node will get.
  var nextID: NodeID { NodeID(rawValue: slots.count) }

  /// Mutates a stored node in place.
  mutating func modify(_ id: NodeID, _ body: (inout Node) -> Void) {
    body(&slots[id.rawValue])
  }

  /// Stores a node in its slot, growing the storage as needed.
  mutating func store(_ node: Node) {
    if node.id.rawValue == slots.count {
      // A new node, the usual case: appended once rather than as a tombstone then overwritten.
      slots.append(node)
      nodeCount += 1
      remember(node.name, of: node.id)
      return
    }
    while slots.count <= node.id.rawValue { slots.append(.tombstone) }
    if slots[node.id.rawValue].isLive {
      forgetName(slots[node.id.rawValue].name, of: node.id)
    } else {
      nodeCount += 1
    }
    slots[node.id.rawValue] = node
    remember(node.name, of: node.id)
  }

  /// Empties a node's slot.
  mutating func discard(_ id: NodeID) {
    guard slots[id.rawValue].isLive else { return }
    nodeCount -= 1
    forgetName(slots[id.rawValue].name, of: id)
    childIndexes[id] = nil
    slots[id.rawValue] = .tombstone
  }

  private mutating func remember(_ name: String, of id: NodeID) {
    names.insert(id, tag: NameIndex.tag(of: name))
  }

  private mutating func forgetName(_ name: String, of id: NodeID) {
    names.remove(id, tag: NameIndex.tag(of: name))
  }

  /// Renames a node, keeping the name index current.
  mutating func setName(_ name: String, of id: NodeID) {
    guard let old = self[id]?.name, old != name else { return }
    forgetName(old, of: id)
    modify(id) { $0.name = name }
    remember(name, of: id)
    if !titles.isEmpty { titles[id] = nil }
  }
}

extension Scene: Equatable {
  /// Two scenes are equal when they hold the same nodes in the same places; empty slots left at
  /// the end by an undone insertion do not count.
  public static func == (lhs: Scene, rhs: Scene) -> Bool {
    guard lhs.nodeCount == rhs.nodeCount, lhs.lifted == rhs.lifted, lhs.liftedCompanions == rhs.liftedCompanions else {
      return false
    }
    let count = max(lhs.slots.count, rhs.slots.count)
    for index in 0..<count {
      let left = lhs[NodeID(rawValue: index)]
      let right = rhs[NodeID(rawValue: index)]
      if left != right { return false }
    }
    return true
  }
}
