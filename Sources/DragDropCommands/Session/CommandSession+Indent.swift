import DragDropAnnouncements
import DragDropFormats
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
          .errorIsLifted, hint: .hintIndentLifted,
          [.item: Sanitizer.clean(scene.title(of: context.item)!), .command: outward ? "outdent" : "indent"],
          at: location)
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
      throw CommandError(outward ? .errorSceneOutdent : .errorSceneIndent, at: location)
    }
    let (target, slot) = try place(item, in: parent, at: index + 1, outward: outward, at: location)
    selection = item
    selected = []
    try drag(
      keyboard.lift(item, in: scene), item, into: target, position: slot, copy: false, at: location, into: &reports)
  }

  /// Where indenting or outdenting puts an item that is (or would drop) at 1-based `position`
  /// among the other children of `container`: the container and the position there, by the
  /// outline's own rules (`OutlineMoves`).
  private func place(
    _ item: NodeID, in container: NodeID, at position: Int, outward: Bool, at location: SourceLocation
  ) throws(CommandError) -> (NodeID, Int?) {
    do {
      let place =
        outward
        ? try OutlineMoves.outdent(item, in: container, scene: scene)
        : try OutlineMoves.indent(item, in: container, at: position, scene: scene)
      return (place.container, place.position)
    } catch {
      let said: CommandError.Said =
        switch error {
        case .nothingAbove(let name, let parent):
          parent.map { .init(.errorIndentFirst, [.item: Sanitizer.clean(name), .container: Sanitizer.clean($0)]) }
            ?? .init(.errorIndentFirst, [.item: Sanitizer.clean(name)], phrases: [.container: .nounTheDocument])
        case .cannotHold(let name, let above):
          .init(.errorIndentCannotHold, [.item: Sanitizer.clean(name), .container: Sanitizer.clean(above)])
        case .atTopLevel(let name): .init(.errorOutdentTop, [.item: Sanitizer.clean(name)])
        }
      throw CommandError(said, at: location)
    }
  }
}
