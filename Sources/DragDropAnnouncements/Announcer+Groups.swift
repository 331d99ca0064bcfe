import DragDropKit

/// The sentences of a group drag: they count the items and name the first few, and a position
/// becomes a range ("positions 2 to 4 of 4"). A refusal names the item it is about.
///
/// - brief: the count and one name: "Lifted 3 items: Write docs and 2 more.", "Done 2 to 4 of 4."
/// - normal: two names: "Lifted 3 items: Write docs, Fix login and 1 more, from To Do."
/// - verbose: five names, which item leads, and what undo does.
extension Announcer {
  /// How many names a list says before "and N more".
  var namesListed: Int {
    switch verbosity {
    case .brief: 1
    case .normal: 2
    case .verbose: 5
    }
  }

  /// "Write docs, Fix login and 1 more", or "Write docs and Fix login": up to `limit` names.
  public func list(_ ids: [NodeID], in scene: Scene, limit: Int? = nil) -> String {
    let limit = max(limit ?? namesListed, 1)
    let joiner = templates.fill(.listJoiner)
    if ids.count <= limit {
      let names = ids.map { name($0, scene) }
      guard names.count > 1 else { return names.first ?? "" }
      return names.dropLast().joined(separator: ", ") + joiner + names.last!
    }
    let shown = ids.prefix(limit).map { name($0, scene) }.joined(separator: ", ")
    return shown + templates.fill(.andMore, [.count: "\(ids.count - limit)"])
  }

  /// "positions 2 to 4 of 4" ("2 to 4 of 4" when brief), or in a grid "row 1, column 2 to row 2,
  /// column 1".
  func range(first: Int, _ count: Int, of total: Int, in container: NodeID, _ scene: Scene) -> String {
    let last = first + count - 1
    if case .grid = scene[container]?.properties.layout {
      return templates.fill(
        .cellRange, [.from: place(first, total, in: container, scene), .to: place(last, total, in: container, scene)])
    }
    return templates.fill(
      brief ? .positionRangeBrief : .positionRange, [.position: "\(first)", .to: "\(last)", .count: "\(total)"])
  }

  func groupLifted(_ e: DragEvent.Lifted, in scene: Scene) -> String {
    var values: TemplateValues = [.count: "\(e.items.count)", .items: list(e.items, in: scene)]
    if brief { return templates.fill(.groupLiftedBrief, values) }
    values[.container] = list(e.sources.isEmpty ? [e.from] : e.sources, in: scene, limit: 2)
    let line = templates.fill(.groupLifted, values)
    guard verbosity == .verbose else { return line }
    return line + " " + say(.groupLeads, item: e.item, scene)
  }

  /// A move of a group over a stack or grid; nil over a free container or nothing, where the
  /// leading item's sentence says where it is.
  func groupMove(_ e: DragEvent.Moved, in scene: Scene) -> String? {
    guard e.isGroup, let target = e.over, !isFree(target, in: scene) else { return nil }
    if let refusal = e.refusal {
      return groupRefusal(refusal, target: target, member: e.member ?? e.item, count: e.items.count, in: scene)
    }
    var values: TemplateValues = [.target: templates.contextName(target, in: scene)]
    if scene[target]?.properties.effect == .tint { return templates.fill(.movedTint, values) }
    guard let position = e.position else { return templates.fill(.movedTarget, values) }
    let total = e.count ?? scene.childCount(of: target, excluding: nil) + e.items.count
    values[.position] = range(first: position, e.items.count, of: total, in: target, scene)
    let line = templates.fill(brief ? .movedPositionBrief : .movedPosition, values)
    return verbosity == .verbose ? line + " " + templates.fill(.hintDrop) : line
  }

  /// What a lifted group is over, for `where`: "over Done, positions 2 to 3 of 3.", "over Done,
  /// which takes no bugs; Fix login is one."
  func groupOver(_ e: DragEvent.Moved, target: NodeID, in scene: Scene) -> String? {
    var values: TemplateValues = [
      .target: templates.contextName(target, in: scene), .item: name(e.member ?? e.item, scene),
    ]
    switch e.refusal {
    case .kind(let kind)?:
      values[.reason] = reason(.kind(kind))
      return templates.fill(.groupOverKind, values)
    case .full(let capacity)?:
      values[.room] = "\(max(capacity - scene.childCount(of: target, excluding: nil), 0))"
      values[.count] = "\(e.items.count)"
      return templates.fill(.groupOverRoom, values)
    case nil:
      guard let position = e.position, scene[target]?.properties.effect != .tint else { return nil }
      let total = e.count ?? scene.childCount(of: target, excluding: nil) + e.items.count
      values[.position] = range(first: position, e.items.count, of: total, in: target, scene)
      return templates.fill(.overPosition, values)
    default:
      return nil
    }
  }

  /// Why a target refuses a group, naming the member: "Done takes no bugs; Fix login is one.",
  /// "Done has room for 1 of the 3."
  func groupRefusal(_ refusal: Refusal, target: NodeID, member: NodeID, count: Int, in scene: Scene) -> String {
    var values: TemplateValues = [.target: templates.contextName(target, in: scene), .item: name(member, scene)]
    switch refusal {
    case .full(let capacity):
      let room = max(capacity - scene.childCount(of: target, excluding: nil), 0)
      values[.room] = "\(room)"
      values[.count] = "\(count)"
      return templates.fill(brief ? .groupRoomBrief : .groupRoom, values)
    case .kind:
      values[.reason] = reason(refusal, item: member, in: scene)
      return templates.fill(brief ? .movedRefusedBrief : .groupKindMember, values)
    case .notAllowedTarget:
      return templates.fill(.groupNotTarget, values)
    case .insideItself:
      return say(.refusedInsideItself, item: member, scene)
    default:
      values[.reason] = reason(refusal, item: member, in: scene)
      return templates.fill(.movedRefusing, values)
    }
  }

  func groupRefused(_ e: DragEvent.Refused, in scene: Scene) -> String {
    let why = groupRefusal(e.reason, target: e.target, member: e.member, count: e.items.count, in: scene)
    return templates.fill(.groupRefused, [.reason: why])
  }

  /// Where a group went back: "3 items are back in To Do."
  func groupBack(_ e: DragEvent.Cancelled, in scene: Scene) -> String {
    let back = templates.fill(
      brief ? .groupBackBrief : .groupBack, [.count: "\(e.items.count)", .container: homes(of: e.items, in: scene)])
    switch e.reason {
    case .cancelled: return templates.fill(.cancelled, [.back: back])
    case .noTarget: return templates.fill(brief ? .notOverDropAreaBrief : .notOverDropArea, [.back: back])
    case .refused: return back
    }
  }

  /// The containers that hold these nodes, each once, in order: "To Do and Doing".
  func homes(of ids: [NodeID], in scene: Scene) -> String {
    var parents: [NodeID] = []
    for id in ids {
      if let parent = scene[id]?.parent, !parents.contains(parent) { parents.append(parent) }
    }
    return list(parents, in: scene, limit: 2)
  }

  func groupDropped(_ e: DragEvent.Dropped, in scene: Scene) -> String {
    let count = e.items.count
    if brief { return templates.fill(.groupDroppedBrief, [.count: "\(count)"]) }
    let indexes = e.items.map { scene[$0]?.parent == e.into ? scene.index(of: $0) : nil }
    guard indexes == Array(e.position - 1..<e.position - 1 + count) else {
      // Dropped straight after the lift: each item stayed where it was.
      return templates.fill(.groupDroppedInPlace, [.count: "\(count)", .container: homes(of: e.items, in: scene)])
    }
    let line = templates.fill(
      .groupDropped,
      [
        .count: "\(count)", .target: templates.contextName(e.into, in: scene),
        .position: range(first: e.position, count, of: e.count, in: e.into, scene),
      ])
    return verbosity == .verbose ? line + " " + templates.fill(.groupUndoHint) : line
  }

  func groupCopied(_ e: DragEvent.Copied, in scene: Scene) -> String {
    return templates.fill(
      .groupCopied,
      [
        .count: "\(e.items.count)", .target: templates.contextName(e.into, in: scene),
        .position: range(first: e.position, e.items.count, of: e.count, in: e.into, scene),
      ])
  }

  func groupTinted(_ e: DragEvent.Tinted, in scene: Scene) -> String {
    let color = e.color.map(Sanitizer.clean) ?? templates.fill(.colorless)
    return templates.fill(
      .groupTinted, [.target: templates.contextName(e.target, in: scene), .color: color, .count: "\(e.items.count)"])
  }

  /// After a group move was undone or redone, where the items are now: "Undid the move; 3 items
  /// are back in To Do, positions 1 to 3 of 4." The range is said when they sit together.
  func groupWhereNow(_ ids: [NodeID], undoing: Bool, in scene: Scene) -> String {
    var values: TemplateValues = [.count: "\(ids.count)", .container: homes(of: ids, in: scene), .position: ""]
    let placements = ids.compactMap { scene.placement(of: $0) }
    if placements.count == ids.count, let first = placements.first,
      placements.allSatisfy({ $0.parent == first.parent }),
      placements.map(\.index) == Array(first.index..<first.index + ids.count)
    {
      values[.position] =
        ", "
        + range(
          first: first.index + 1, ids.count, of: scene.childCount(of: first.parent, excluding: nil), in: first.parent,
          scene)
    }
    return templates.fill(undoing ? .groupUndone : .groupRedone, values)
  }

  /// A group step in words: "moved 3 items from To Do to Done", "added 3 items to Done".
  func describeGroup(_ edit: Edit, in scene: Scene) -> String? {
    if let container = edit.reorderedContainer {
      return templates.fill(.editReordered, [.container: templates.contextName(container, in: scene)])
    }
    if let (card, into) = edit.archiveMove(in: scene) {
      return say(into ? .editArchived : .editUnarchived, item: card, scene, [:])
    }
    switch edit {
    case .moveGroup(let ids, let from, let to):
      let sources = from.distinctParents
      let targets = to.distinctParents
      return templates.fill(
        .editMovedGroup,
        [
          .count: "\(ids.count)", .from: list(sources, in: scene, limit: 2),
          .to: list(targets, in: scene, limit: 2),
        ])
    case .group(let edits):
      let containers = edits.compactMap { if case .insert(_, let at) = $0 { at } else { nil } }.distinctParents
      if containers.count == 1, edits.allSatisfy({ if case .insert = $0 { true } else { false } }) {
        return templates.fill(
          .editAddedGroup, [.count: "\(edits.count)", .container: templates.contextName(containers[0], in: scene)])
      }
      return edits.map { describe($0, in: scene) }.joined(separator: templates.fill(.listJoiner))
    default:
      return nil
    }
  }
}
