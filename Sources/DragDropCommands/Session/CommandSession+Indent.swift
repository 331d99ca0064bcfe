import DragDropKit

/// `indent` and `outdent`: in an outline, under the item above, or after the parent item. With
/// an item lifted they move it (a named move, as Right and Left do); otherwise they are a whole
/// drag, one undo step, with a `dropped` event.
extension CommandSession {
  mutating func indent(
    _ reference: Reference?, outward: Bool, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    if let context = document.drag.context {
      if let reference, try resolve(reference) != context.item {
        throw CommandError(
          "\(Sanitizer.clean(scene[context.item]!.name)) is lifted", at: location,
          hint: "\(outward ? "outdent" : "indent") moves the lifted item. Drop or cancel it first")
      }
      // From where a drop would put it now.
      let container = context.target ?? context.home.parent
      let position = context.position ?? context.home.index + 1
      let (target, slot) = try place(
        context.item, in: container, at: position, outward: outward, at: location)
      let move = keyboard.slot(slot, in: target, item: context.item, scene: scene)
      try feed(move, at: location, into: &reports)
      return
    }
    let item = try subject(reference, of: outward ? "outdent" : "indent", at: location)
    try requireIdle(at: location)
    guard let parent = scene[item]?.parent, let index = scene[parent]?.children.firstIndex(of: item) else {
      throw CommandError("the scene itself cannot be \(outward ? "outdented" : "indented")", at: location)
    }
    let (target, slot) = try place(item, in: parent, at: index + 1, outward: outward, at: location)
    selection = item
    selected = []
    try drag(
      keyboard.lift(item, in: scene), item, into: target, position: slot, copy: false, at: location, into: &reports)
  }

  /// Where indenting or outdenting puts an item that is (or would drop) at 1-based `position`
  /// among the other children of `container`: the container and the position there.
  private func place(
    _ item: NodeID, in container: NodeID, at position: Int, outward: Bool, at location: SourceLocation
  ) throws(CommandError) -> (NodeID, Int?) {
    let name = Sanitizer.clean(scene[item]!.name)
    let siblings = scene[container]!.children.filter { $0 != item }
    if outward {
      // Already at the top level: its container is the scene, a heading, or not an item.
      guard container != .root, scene[container]?.properties.role != .outlineHeading,
        let grandparent = scene[container]?.parent,
        let index = scene[grandparent]?.children.filter({ $0 != item }).firstIndex(of: container)
      else {
        throw CommandError("Cannot outdent \(name), it is already at the top level", at: location)
      }
      return (grandparent, index + 2)
    }
    guard position >= 2, position - 2 < siblings.count else {
      let parent = container == .root ? "the document" : Sanitizer.clean(scene[container]!.name)
      throw CommandError(
        "Cannot indent \(name), it is first under \(parent), with nothing above it to go under", at: location)
    }
    let above = siblings[position - 2]
    guard scene[above]?.isDropArea == true else {
      throw CommandError(
        "Cannot indent \(name), \(Sanitizer.clean(scene[above]!.name)) above it cannot hold items", at: location)
    }
    return (above, nil)
  }
}
