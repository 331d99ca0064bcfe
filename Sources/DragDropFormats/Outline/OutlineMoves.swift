import DragDropKit

/// Indent and outdent in a document opened as a scene: where each puts a list item. The one
/// place these rules live: dnd's `indent` and `outdent` (and the Right and Left keys) use them,
/// as do the tests and the outline example. Every other move in a document is a drag the engine
/// checks by the scene's own drop rules (items take only items; a heading moves only within its
/// section, `OutlineFile`), and `OutlineWriter` writes it back re-indented.
public enum OutlineMoves {
  /// Why an item cannot be indented or outdented, naming it; the commands layer says it.
  public enum Refusal: Error, Hashable, Sendable {
    /// Indent of the first block under its parent (nil: the document itself): nothing above it
    /// to go under.
    case nothingAbove(name: String, parent: String?)
    /// The block above cannot hold items (a heading takes none under an item).
    case cannotHold(name: String, above: String)
    /// Outdent of a block already at the top level of its section.
    case atTopLevel(name: String)
  }

  /// Where indenting puts `item`, which is (or would drop) at 1-based `position` among the
  /// other children of `container`: the last child of the block above it, as the container to
  /// drop into (nil position: after every child).
  public static func indent(
    _ item: NodeID, in container: NodeID, at position: Int, scene: Scene
  ) throws(Refusal) -> (container: NodeID, position: Int?) {
    let siblings = scene[container]!.children.filter { $0 != item }
    guard position >= 2, position - 2 < siblings.count else {
      throw .nothingAbove(
        name: scene[item]!.name, parent: container == .root ? nil : scene[container]!.name)
    }
    let above = siblings[position - 2]
    guard scene[above]?.isDropArea == true else {
      throw .cannotHold(name: scene[item]!.name, above: scene[above]!.name)
    }
    return (above, nil)
  }

  /// Where outdenting puts `item`, a child of `container`: the next sibling of its parent item.
  public static func outdent(
    _ item: NodeID, in container: NodeID, scene: Scene
  ) throws(Refusal) -> (container: NodeID, position: Int?) {
    // Already at the top level: its container is the scene, a heading, or not an item.
    guard container != .root, scene[container]?.properties.role != .outlineHeading,
      let grandparent = scene[container]?.parent,
      let index = scene[grandparent]?.children.filter({ $0 != item }).firstIndex(of: container)
    else {
      throw .atTopLevel(name: scene[item]!.name)
    }
    return (grandparent, index + 2)
  }

  /// Where Up (`up`) or Down takes a list item that is (or would drop) at 1-based `position`
  /// among the other children of `container`: one position among its siblings; past the first
  /// or the last, the end or the start of the neighbouring list at the same level, in document
  /// order and across headings (the children of the item before or after its parent, or of a
  /// heading at the top level). An item keeps its level, however it moved before: the
  /// document's structure decides, not positions laid out when it was opened. Nil at the
  /// document's start or end.
  ///
  /// - Complexity: O(n) over the scene's nodes when the item leaves its list.
  public static func step(
    _ item: NodeID, in container: NodeID, at position: Int, up: Bool, scene: Scene
  ) -> (container: NodeID, position: Int)? {
    // Among the list's items only: a section's items come before its subheadings in the file,
    // wherever the scene has them.
    func items(of container: NodeID) -> [(index: Int, id: NodeID)] {
      (scene[container]?.children.filter { $0 != item } ?? []).enumerated()
        .filter { scene[$0.element]?.properties.role == .outlineItem }.map { ($0.offset, $0.element) }
    }
    let here = items(of: container)
    if up, let previous = here.last(where: { $0.index < position - 1 }) { return (container, previous.index + 1) }
    if !up, let next = here.first(where: { $0.index >= position - 1 }) { return (container, next.index + 2) }
    let level = OutlineKind.level(under: container, in: scene)
    let order = scene.subtreeIDs(of: .root)
    guard let start = order.firstIndex(of: container) else { return nil }
    func fits(_ candidate: NodeID) -> Bool {
      guard candidate != item, scene[candidate]?.isDropArea == true,
        OutlineKind.level(under: candidate, in: scene) == level, scene.refusal(of: item, into: candidate) == nil
      else { return false }
      // Never into the item's own children.
      var current: NodeID? = candidate
      while let id = current {
        if id == item { return false }
        current = scene[id]?.parent
      }
      return true
    }
    // Into the end of the previous list (after its last item), or the start of the next.
    if up {
      return order[..<start].reversed().first(where: fits).map { ($0, (items(of: $0).last?.index ?? -1) + 2) }
    }
    return order[(start + 1)...].first(where: fits).map { ($0, 1) }
  }
}
