/// Group drags: several items lifted together travel with the one that leads (the primary).
/// Collision and drop positions follow the primary; the drop policy checks every item; a stack
/// or grid takes them together in document order; a free container keeps their offsets; a
/// cancel puts each back exactly; a drop is one undo step.
extension DragSession {
  /// Every item to lift with `primary`, in document order, or nil when the companions name no
  /// other item. Throws for an item that cannot be dragged or a group that holds its own member.
  ///
  /// - Complexity: O(k × depth × siblings + k log k).
  func groupToLift(_ primary: NodeID, with companions: [NodeID], in scene: Scene) throws(EngineError) -> [NodeID]? {
    var seen: Set<NodeID> = [primary]
    var members = [primary]
    for id in companions where seen.insert(id).inserted {
      guard scene.exists(id) else { throw .unknownNode(id) }
      if id == .root { throw .rootIsFixed(.lifted) }
      guard scene.slots[id.rawValue].isDraggable else { throw .notDraggable(scene.path(of: id)) }
      guard scene.parent(of: id) != nil else { throw .dragInProgress(item: scene.path(of: id)) }
      members.append(id)
    }
    guard members.count > 1 else { return nil }
    if let (container, member) = scene.nesting(in: members) {
      throw .nestedInGroup(container: scene.path(of: container), member: scene.path(of: member))
    }
    return scene.documentOrder(members)
  }

  /// Lifts a group onto the drag layer, each item at its absolute frame.
  ///
  /// - Complexity: O(k log k + the children after the first lifted one in each home container).
  mutating func beginGroup(_ group: [NodeID], primary: NodeID, at point: Point, in scene: inout Scene) -> DragEvent {
    let homes = group.map { scene.placement(of: $0)! }
    let frames = group.map { scene.absoluteFrame(of: $0) }
    let lead = group.firstIndex(of: primary)!
    let home = homes[lead]
    let count = scene.childCount(of: home.parent)
    let parentBounds = scene.absoluteFrame(of: home.parent)
    scene.detachAll(group, from: homes)
    for (id, frame) in zip(group, frames) {
      scene.modify(id) {
        $0.parent = nil
        $0.frame = frame
      }
    }
    scene.lifted = primary
    scene.liftedCompanions = group.filter { $0 != primary }
    // Its home reckons positions as if the primary still held its place there, among the
    // siblings left after the others went too.
    let before = zip(group, homes).prefix(lead).filter { $0.1.parent == home.parent }.count
    scene.liftedHome = Placement(parent: home.parent, index: home.index - before, frame: home.frame)
    let absolute = frames[lead]
    context = liftContext(
      primary, home: home, at: point, absolute: absolute, parentBounds: parentBounds, in: scene,
      group: (group, homes, frames.map { $0.origin - absolute.origin }))
    let sources = homes.distinctParents
    return .lifted(
      .init(
        item: primary, from: home.parent, position: home.index + 1, count: count, point: point, items: group,
        sources: sources))
  }

  /// Moves the other members of a group on the drag layer to keep their offsets from the
  /// primary's new origin.
  ///
  /// - Complexity: O(k).
  func moveCompanions(_ context: DragContext, to origin: Point, in scene: inout Scene) {
    for (id, offset) in zip(context.group, context.groupOffsets) where id != context.item {
      scene.modify(id) { $0.frame.origin = origin + offset }
    }
  }

  /// The release of a group: refused or cancelled as one, or dropped, copied or tinting as one step.
  mutating func endGroup(
    _ context: DragContext, copy: Bool, in scene: inout Scene, appendingTo events: inout [DragEvent]
  ) -> Edit? {
    guard let target = context.target else {
      putBack(context, in: &scene)
      events.append(cancelledEvent(context, .noTarget, in: scene))
      return nil
    }
    if let (member, refusal) = scene.refusal(of: context.group, into: target, copy: copy) {
      putBack(context, in: &scene)
      events.append(
        .refused(.init(item: context.item, target: target, reason: refusal, items: context.group, member: member)))
      events.append(cancelledEvent(context, .refused, in: scene))
      return nil
    }
    let effect = scene.slots[target.rawValue].properties.effect
    if !context.hasMoved && effect == .move && !copy {
      // A drop straight after the lift leaves every item where it was, as a cancel does.
      putBack(context, in: &scene)
      events.append(
        .dropped(
          .init(
            item: context.item, into: context.home.parent, position: context.home.index + 1,
            count: scene.childCount(of: context.home.parent), frame: context.home.frame, from: context.home,
            items: context.group)))
      return nil
    }
    let origin = context.point - context.grabOffset
    let first = context.position ?? scene.childCount(of: target) + 1
    let lead = context.group.firstIndex(of: context.item)!
    let landings = context.groupOffsets.enumerated().map { (offset, delta) in
      Placement(
        parent: target, index: first - 1 + offset,
        frame: landingFrame(
          Rect(origin: origin + delta, size: scene.slots[context.group[offset].rawValue].frame.size), in: target,
          scene: scene))
    }
    if effect == .move && !copy {
      putBack(context, in: &scene)
      let edit = Edit.moveGroup(context.group, from: context.groupHomes, to: landings)
      scene.apply(edit)
      let finals = context.group.map { scene.placement(of: $0)! }
      events.append(
        .dropped(
          .init(
            item: context.item, into: target, position: first, count: scene.childCount(of: target),
            frame: finals[lead].frame, from: context.home, items: context.group)))
      return finals == context.groupHomes ? nil : .moveGroup(context.group, from: context.groupHomes, to: finals)
    }
    putBack(context, in: &scene)
    if effect == .tint { return tint(target, with: context, in: &scene, appendingTo: &events) }
    // Copies: the originals are home; a duplicate of each goes in, in order.
    var inserts: [Edit] = []
    var copies: [NodeID] = []
    for (member, landing) in zip(context.group, landings) {
      let subtree = scene.duplicate(member, named: scene.copyName(for: scene[member]!.name))
      scene.insert(subtree, at: landing)
      inserts.append(.insert(subtree, at: landing))
      copies.append(subtree.rootID)
    }
    let leadCopy = scene[copies[lead]]!
    events.append(
      .copied(
        .init(
          item: context.item, copy: leadCopy.id, into: target, position: first,
          count: scene.childCount(of: target), frame: leadCopy.frame, items: context.group, copies: copies)))
    return .group(inserts)
  }
}
