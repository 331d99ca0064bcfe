import DragDropAnnouncements
import DragDropKit

/// The selection: the focused item, and the set of items selected together, which one lift
/// carries as a group led by the focused item.
extension CommandSession {
  /// Every draggable node in tree order, for `select next` and `select previous`; in a vault,
  /// its folders and pages too.
  func draggableNodes() -> [NodeID] {
    scene.subtreeIDs(of: .root).filter { $0 != .root && Self.isBrowsable(scene[$0]!) }
  }

  /// True for a node the arrows stop at: one that can be dragged, or a vault's folder or page.
  static func isBrowsable(_ node: Node) -> Bool { node.properties.draggable || node.properties.role.isVault }

  /// The draggable nodes Up and Down go through, in reading order: a collapsed block's
  /// children (Logseq's `collapsed:: true`) are passed over, as a tree view passes over a closed
  /// branch, unless the focus is already inside it (Right goes in).
  func browsableNodes() -> [NodeID] {
    var open: Set<NodeID> = []
    var ancestor = selection.flatMap { scene[$0]?.parent }
    while let id = ancestor, id != .root {
      open.insert(id)
      ancestor = scene[id]?.parent
    }
    var result: [NodeID] = []
    var stack = Array(scene.root.children.reversed())
    while let id = stack.popLast() {
      guard let node = scene[id] else { continue }
      if Self.isBrowsable(node) { result.append(id) }
      if node.properties.collapsed, !open.contains(id) { continue }
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The browsable node after (or before) `focus` in `browsableNodes()`'s order, wrapping
  /// around; from no focus, or one not in that order, the first (or last). Nil when there is none.
  ///
  /// - Complexity: O(depth + siblings) a step over nodes that cannot be dragged, not O(nodes):
  ///   a key costs the same at the start and the end of a million-item outline.
  func browsableNode(after focus: NodeID?, forward: Bool) -> NodeID? {
    var open: Set<NodeID> = []
    var ancestor = focus.flatMap { scene[$0]?.parent }
    while let id = ancestor, id != .root {
      open.insert(id)
      ancestor = scene.parentID(of: id)
    }
    // Whether Down and Up go into a node's children: not a collapsed block's, unless the focus
    // is inside it.
    let entered = { (id: NodeID) -> Bool in !self.scene.isCollapsed(id) || open.contains(id) }
    let browsable = { (id: NodeID) -> Bool in self.scene[id].map(Self.isBrowsable) ?? false }
    // The last node in reading order under `id` (itself when it has no children to enter).
    let last = { (id: NodeID) -> NodeID in
      var node = id
      while entered(node) || node == .root, let child = self.scene.children(of: node).last { node = child }
      return node
    }
    let start: NodeID
    if let focus, focus != .root, scene[focus] != nil, scene.parentID(of: focus) != nil, browsable(focus) {
      start = focus
    } else {
      start = .root
    }
    var node = start
    // Each node is visited at most once before the walk comes back to where it started.
    repeat {
      if forward {
        if (node == .root || entered(node)), let child = scene.children(of: node).first {
          node = child
        } else {
          // Up until a node with a next sibling; past the last node, back to the first.
          while true {
            guard let parent = scene.parentID(of: node) else {
              node = .root
              break
            }
            let siblings = scene.children(of: parent)
            if let index = siblings.firstIndex(of: node), index + 1 < siblings.count {
              node = siblings[index + 1]
              break
            }
            node = parent
          }
        }
      } else {
        if node == .root {
          node = last(.root)
        } else if let parent = scene.parentID(of: node) {
          let siblings = scene.children(of: parent)
          if let index = siblings.firstIndex(of: node), index > 0 {
            node = last(siblings[index - 1])
          } else {
            node = parent
          }
        } else {
          node = .root
        }
      }
      if node != .root, browsable(node) { return node }
    } while node != start
    return nil
  }

  /// The items selected: the set, or else the focused item alone.
  public var selectedItems: [NodeID] { NarrationState.itemsSelected(selected, focus: selection, in: scene) }

  mutating func select(_ target: SelectTarget, at location: SourceLocation) throws(CommandError) -> [Report] {
    switch target {
    case .add, .remove, .allIn, .toggle:
      // The group of a drag in progress is fixed at the lift.
      if let lifted = document.lifted {
        throw CommandError(
          .errorLiftedNoSelect, hint: .hintDropOrCancel, [.item: Sanitizer.clean(scene.title(of: lifted)!)],
          at: location)
      }
    default: break
    }
    switch target {
    case .none:
      selection = nil
      selected = []
    case .node(let reference):
      selection = try resolve(reference)
      selected = []
    case .next, .previous:
      // The focus moves; items selected together stay selected.
      let forward = if case .next = target { true } else { false }
      guard let reached = browsableNode(after: selection, forward: forward) else {
        throw CommandError(.errorNothingToSelect, hint: .hintAddItem)
      }
      selection = reached
    case .parent, .child, .first, .last, .column:
      selection = try browse(target, at: location)
    case .add(let reference):
      let id = try resolve(reference)
      try requireItem(id, at: reference.location)
      let set = selectedItems
      selection = id
      if set.contains(id) { return [.selectionChanged(.alreadySelected(id))] }
      selected = scene.documentOrder(set + [id])
      return [.selectionChanged(.added(id))]
    case .remove(let reference):
      let id = try resolve(reference)
      var set = selectedItems
      guard set.contains(id) else { return [.selectionChanged(.notSelected(id))] }
      set.removeAll { $0 == id }
      selected = set
      if selection == id { selection = set.first }
      return [.selectionChanged(.removed(id))]
    case .allIn(let reference):
      let container = try resolve(reference)
      let items = (scene[container]?.children ?? []).filter { scene[$0]!.isDraggable }
      guard !items.isEmpty else {
        throw CommandError(
          .errorNothingDraggable, hint: .hintNameContainerItems,
          [
            .container: Sanitizer.clean(scene.path(of: container)),
            .edit: "select all in \(exampleContainer ?? "Done")",
          ], at: reference.location)
      }
      selected = items
      selection = items[0]
      return [.selectionChanged(.all(in: container))]
    case .toggle:
      guard let focus = selection, scene[focus] != nil else {
        throw CommandError(.errorNoFocus, hint: .hintSelectFirst, [.edit: "select next"])
      }
      // The first Control-Space marks the focused item; later ones add or take out.
      if selected.contains(focus) {
        selected.removeAll(where: { $0 == focus })
        return [.selectionChanged(.removed(focus))]
      }
      try requireItem(focus, at: nil)
      selected = scene.documentOrder(selected.filter { scene[$0] != nil } + [focus])
      return [.selectionChanged(.added(focus))]
    }
    switch target {
    case .next, .previous, .parent, .child, .first, .last, .column:
      if let selection { return [.focusMoved(selection)] }
    default: break
    }
    return [.selected(selection)]
  }

  /// The node a browsing target reaches from the focus (the first draggable node without one),
  /// or an error that says why there is none.
  private func browse(_ target: SelectTarget, at location: SourceLocation) throws(CommandError) -> NodeID {
    guard let focus = selection, scene[focus] != nil, let parent = scene[focus]?.parent else {
      guard let first = draggableNodes().first else {
        throw CommandError(.errorNothingToSelect, hint: .hintAddItem, at: location)
      }
      return first
    }
    let name = Sanitizer.clean(scene.title(of: focus)!)
    let siblings = scene[parent]!.children
    switch target {
    case .parent:
      guard parent != .root else {
        throw CommandError(.errorTopLevel, hint: .hintGoDown, [.item: name, .command: "select child"], at: location)
      }
      return parent
    case .child:
      guard let child = scene[focus]!.children.first else {
        throw CommandError(.errorNoChildren, hint: .hintGoUp, [.item: name, .command: "select parent"], at: location)
      }
      return child
    case .first: return siblings.first!
    case .last: return siblings.last!
    default:
      // The neighbouring container that holds something, and its node at the same position.
      let forward: Bool = if case .column(let forward) = target { forward } else { true }
      // In a free layout there are no columns: the nearest item that way.
      if scene[parent]?.properties.layout == .free {
        guard let nearest = nearestItem(to: focus, rightward: forward) else {
          throw CommandError(
            forward ? .errorNothingRight : .errorNothingLeft, hint: .hintGoOn, [.item: name, .command: "select next"],
            at: location)
        }
        return nearest
      }
      let index = siblings.firstIndex(of: focus)!
      guard let grandparent = scene[parent]?.parent, let columns = scene[grandparent]?.children,
        let at = columns.firstIndex(of: parent)
      else {
        throw CommandError(.errorNoColumnBeside, hint: .hintGoOn, [.item: name, .command: "select next"], at: location)
      }
      let others = forward ? Array(columns[(at + 1)...]) : Array(columns[..<at].reversed())
      guard let column = others.first(where: { !(scene[$0]?.children.isEmpty ?? true) }) else {
        throw CommandError(
          forward ? .errorLastColumn : .errorFirstColumn, hint: .hintGoOn, [.item: name, .command: "select next"],
          at: location)
      }
      let children = scene[column]!.children
      return children[min(index, children.count - 1)]
    }
  }

  /// The item whose centre is nearest `focus`'s to the right (or left), a step up or down
  /// counting twice a step across, so that the item beside it wins over one far above.
  func nearestItem(to focus: NodeID, rightward: Bool) -> NodeID? {
    let from = scene.absoluteFrame(of: focus).center
    var best: (id: NodeID, cost: Double)?
    for node in scene.everyNode where node.type == .item && node.id != focus && node.parent != nil {
      let center = scene.absoluteFrame(of: node.id).center
      let dx = center.x - from.x
      let dy = center.y - from.y
      guard rightward ? dx > 0 : dx < 0 else { continue }
      let cost = abs(dx) + 2 * abs(dy)
      if best.map({ cost < $0.cost }) ?? true { best = (node.id, cost) }
    }
    return best?.id
  }

  private func requireItem(_ id: NodeID, at location: SourceLocation?) throws(CommandError) {
    guard id != .root, scene[id]!.isDraggable else {
      throw CommandError(
        .errorUndraggableInGroup, hint: .hintSelectDraggable, [.item: Sanitizer.clean(scene.path(of: id))], at: location
      )
    }
  }

  /// The other items a lift of `item` carries: the rest of the set when `item` is in it.
  func companions(of item: NodeID) -> [NodeID] {
    guard selected.count > 1 else { return [] }
    let set = selected.filter { scene[$0] != nil }
    guard set.count > 1, set.contains(item) else { return [] }
    return set.filter { $0 != item }
  }

  /// `drag A, B, C to REF [slot] [copy]`: the first item leads; one group drag, one undo step.
  mutating func dragGroup(
    _ references: [Reference], to targetReference: Reference, _ slot: SlotSpec?, copy: Bool,
    at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    try requireIdle(at: location)
    var items: [NodeID] = []
    for reference in references {
      let id = try resolve(reference)
      if items.contains(id) {
        throw CommandError(
          .errorNamedTwice, hint: .hintNameOnce, [.item: Sanitizer.clean(reference.text)], at: reference.location)
      }
      items.append(id)
    }
    let target = try resolve(targetReference)
    let position = try position(of: slot, in: target, for: items[0])
    selection = items[0]
    selected = scene.documentOrder(items)
    let lift = keyboard.lift(items[0], with: Array(items.dropFirst()), in: scene)
    try drag(lift, items[0], into: target, position: position, copy: copy, at: location, into: &reports)
  }

  /// `expect A, B in REF [position N]`: all in REF, in that order, side by side (from N).
  func expectGroup(
    _ subjects: [Reference], in containerReference: Reference, position: Int?, at location: SourceLocation
  ) throws(CommandError) {
    let container = try resolve(containerReference)
    var indexes: [Int] = []
    for subject in subjects {
      let id = try resolve(subject)
      guard let placement = scene.placement(of: id), placement.parent == container else {
        throw expectationFailed(
          .expectNotIn, [.target: Sanitizer.clean(scene.path(of: container))], place: id, at: location)
      }
      indexes.append(placement.index)
    }
    let first = position.map { $0 - 1 } ?? indexes[0]
    for (offset, index) in indexes.enumerated() where index != first + offset {
      let id = try resolve(subjects[offset])
      if position == nil, offset > 0 {
        throw expectationFailed(
          .expectNotRightAfter, [.target: Sanitizer.clean(subjects[offset - 1].text)], place: id, at: location)
      }
      throw expectationFailed(.expectNotAtPosition, [.to: "\(first + offset + 1)"], place: id, at: location)
    }
  }
}
