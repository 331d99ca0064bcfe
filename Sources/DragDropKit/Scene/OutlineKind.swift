/// The kinds a document's nodes carry when a Markdown document is opened as an outline (drop
/// rules check them), and the list level of its items. Whether a node is part of an outline is
/// its `role`, not its kind: a board card of kind `item` is a card.
public enum OutlineKind {
  /// A list item: a container that takes only items.
  public static let item = "item"
  /// A heading: a container of items and subheadings.
  public static let heading = "heading"

  /// True for a node of a document's outline.
  public static func isOutline(_ properties: NodeProperties?) -> Bool { properties?.role.isOutline ?? false }

  /// The list level a child of `container` has: 1 under a heading or the document, one more
  /// than the container's own under an item.
  public static func level(under container: NodeID, in scene: Scene) -> Int {
    var level = 1
    var current: NodeID? = container
    while let id = current, id != .root, scene[id]?.properties.role == .outlineItem {
      level += 1
      current = scene[id]?.parent
    }
    return level
  }
}
