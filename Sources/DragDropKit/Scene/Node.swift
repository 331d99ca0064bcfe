/// One node of the scene tree: a container or an item with a frame in its parent's coordinates.
public struct Node: Hashable, Sendable {
  /// The node's stable identity.
  public let id: NodeID
  /// The node's name, unique among its siblings.
  public internal(set) var name: String
  /// Container or item.
  public let type: NodeType
  /// The frame in the parent's coordinates (in scene coordinates while lifted).
  public internal(set) var frame: Rect
  /// The parent, or nil for the root and for a lifted node on the drag layer.
  public internal(set) var parent: NodeID?
  /// The children, back to front: a later child is drawn on top.
  public internal(set) var children: [NodeID]
  /// Kind, color, layout, drop rules and the rest.
  public internal(set) var properties: NodeProperties

  /// The kind that drop rules check: the `kind` property, else `item` or `container`.
  public var effectiveKind: String { properties.kind ?? type.rawValue }

  /// True for a node of a scene; false for the tombstone a removed node leaves in storage.
  var isLive: Bool { id.rawValue >= 0 }

  /// What a removed node's storage slot holds.
  static let tombstone = Node(
    id: NodeID(rawValue: -1), name: "", type: .item, frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: nil,
    children: [], properties: NodeProperties(draggable: false, accepts: .none))

  /// True for a container that takes drops (its `accepts` is not `none`).
  public var isDropArea: Bool {
    if type != .container { return false }
    if case .none = properties.accepts { return false }
    return true
  }
}
