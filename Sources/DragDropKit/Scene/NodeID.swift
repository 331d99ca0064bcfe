/// A node's stable identity within one scene. IDs are never reused, so a reference to a removed
/// node stays invalid instead of silently pointing at a newer one.
public struct NodeID: Hashable, Sendable, Comparable {
  /// The index of the node's slot in the scene's storage.
  public let rawValue: Int

  /// Creates an ID from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The root of every scene.
  public static let root = NodeID(rawValue: 0)

  /// Orders IDs by creation.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}
