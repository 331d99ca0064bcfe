/// One node of the scene tree: a container or an item with a frame in its parent's coordinates.
///
/// The fields hit testing and collision read (frame, parent, children, the draggable and
/// drop-area flags) sit in the node; the rarely read properties sit in a shared, immutable box,
/// so a node is 88 bytes instead of 232 and nodes with equal properties share one box.
public struct Node: Sendable {
  // Declared so that no padding falls between fields: 8-byte fields first, then the parent
  // (8 bytes and a tag), then the one-byte ones. A node is 88 bytes.
  /// The node's stable identity.
  public let id: NodeID
  /// The node's name, unique among its siblings.
  public internal(set) var name: String
  /// The frame in the parent's coordinates (in scene coordinates while lifted).
  public internal(set) var frame: Rect
  /// The children, back to front: a later child is drawn on top.
  public internal(set) var children: [NodeID]
  /// The properties, shared with other nodes that have the same ones.
  private(set) var storage: PropertiesStorage
  /// The parent, or nil for the root and for a lifted node on the drag layer.
  public internal(set) var parent: NodeID?
  /// Container or item.
  public let type: NodeType
  /// True when the node can be lifted (its `draggable` property), read in place.
  public private(set) var isDraggable: Bool
  /// True for a container that takes drops (its `accepts` is not `none`), read in place.
  public private(set) var isDropArea: Bool

  /// Creates a node.
  init(
    id: NodeID, name: String, type: NodeType, frame: Rect, parent: NodeID?, children: [NodeID],
    properties: NodeProperties
  ) {
    self.init(
      id: id, name: name, type: type, frame: frame, parent: parent, children: children,
      storage: PropertiesStorage(properties))
  }

  /// Creates a node with properties already boxed, to share the box.
  init(
    id: NodeID, name: String, type: NodeType, frame: Rect, parent: NodeID?, children: [NodeID],
    storage: PropertiesStorage
  ) {
    self.id = id
    self.name = name
    self.type = type
    self.frame = frame
    self.parent = parent
    self.children = children
    self.storage = storage
    self.isDraggable = storage.value.draggable
    self.isDropArea = Self.takesDrops(type, storage.value)
  }

  /// Kind, color, layout, drop rules and the rest.
  public internal(set) var properties: NodeProperties {
    // Lent, not copied: reading one property (`node.properties.role`) copies none of the others.
    _read { yield storage.value }
    set { setStorage(PropertiesStorage(newValue)) }
  }

  /// Replaces the properties' box, keeping the flags in step.
  mutating func setStorage(_ storage: PropertiesStorage) {
    self.storage = storage
    isDraggable = storage.value.draggable
    isDropArea = Self.takesDrops(type, storage.value)
  }

  private static func takesDrops(_ type: NodeType, _ properties: NodeProperties) -> Bool {
    if type != .container { return false }
    if case .none = properties.accepts { return false }
    return true
  }

  /// The kind that drop rules check: the `kind` property, else `item` or `container`.
  public var effectiveKind: String { properties.kind ?? type.rawValue }

  /// True for a node of a scene; false for the tombstone a removed node leaves in storage.
  var isLive: Bool { id.rawValue >= 0 }

  /// What a removed node's storage slot holds.
  static let tombstone = Node(
    id: NodeID(rawValue: -1), name: "", type: .item, frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: nil,
    children: [], properties: NodeProperties(draggable: false, accepts: .none))
}

extension Node: Hashable {
  /// Nodes are equal when every field and property is.
  public static func == (lhs: Node, rhs: Node) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.type == rhs.type && lhs.frame == rhs.frame
      && lhs.parent == rhs.parent && lhs.children == rhs.children
      && (lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value)
  }

  /// Hashes the fields and properties.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
    hasher.combine(type)
    hasher.combine(frame)
    hasher.combine(parent)
    hasher.combine(children)
    hasher.combine(storage.value)
  }
}

/// An immutable box for a node's properties, shared by nodes whose properties are equal.
final class PropertiesStorage: Sendable {
  let value: NodeProperties

  init(_ value: NodeProperties) {
    self.value = value
  }
}
