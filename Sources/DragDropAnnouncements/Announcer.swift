import DragDropKit

/// Turns drag events into sentences to be heard: by a screen reader, a braille display, or an
/// app's own `UIAccessibility.post(notification: .announcement, argument:)`.
///
/// ```swift
/// let announcer = Announcer(verbosity: .normal)
/// for event in try document.handle(.changed(point)) {
///   if let sentence = announcer.announce(event, in: document.scene) { speak(sentence) }
/// }
/// ```
///
/// Every word comes from `templates`; names have their control characters escaped.
public struct Announcer: Sendable {
  /// How much each sentence says.
  public var verbosity: Verbosity
  /// The words.
  public var templates: AnnouncementTemplates

  /// How the person drives the drag, for the first-use instructions.
  public enum Input: Hashable, Sendable {
    /// Arrow keys, Space and Escape.
    case keys
    /// Typed commands such as `move right` and `drop`.
    case commands
  }

  /// Creates an announcer.
  public init(verbosity: Verbosity = .normal, templates: AnnouncementTemplates = .english) {
    self.verbosity = verbosity
    self.templates = templates
  }

  /// The sentence for one drag event, or nil when it says nothing at this verbosity (entering
  /// and leaving a drop area are told only when verbose; the move sentence covers them).
  public func announce(_ event: DragEvent, in scene: Scene) -> String? {
    switch event {
    case .lifted(let e):
      if e.isGroup { return groupLifted(e, in: scene) }
      return say(
        brief ? .liftedBrief : .lifted, item: e.item, scene,
        [
          .container: templates.contextName(e.from, in: scene),
          .position: place(e.position, e.count, in: e.from, scene, rect: centred(e.item, on: e.point, scene)),
        ])
    case .entered, .left:
      // The move sentence that follows says where the item is; crossings would only delay it.
      return nil
    case .moved(let e):
      return moved(e, in: scene)
    case .dropped(let e):
      if e.isGroup { return groupDropped(e, in: scene) }
      let rect = e.frame.offset(by: scene.absoluteOrigin(of: e.into))
      // Brief and normal: the move before it said where; the drop only confirms.
      guard verbosity == .verbose else { return templates.fill(.droppedShort) }
      let line = say(
        .dropped, item: e.item, scene,
        [
          .target: templates.contextName(e.into, in: scene),
          .position: place(e.position, e.count, in: e.into, scene, rect: rect),
        ])
      return line + " " + droppedDetail(e, in: scene)
    case .refused(let e):
      if e.isGroup { return groupRefused(e, in: scene) }
      if brief {
        return templates.fill(
          .refusedBrief,
          [.target: templates.contextName(e.target, in: scene), .reason: reason(e.reason, item: e.item, in: scene)])
      }
      if e.reason == .insideItself { return say(.refusedInsideItself, item: e.item, scene) }
      return say(
        .refused, item: e.item, scene,
        [.target: templates.contextName(e.target, in: scene), .reason: reason(e.reason, item: e.item, in: scene)])
    case .cancelled(let e):
      if e.isGroup { return groupBack(e, in: scene) }
      let back = say(
        brief ? .backHomeBrief : .backHome, item: e.item, scene,
        [
          .container: templates.contextName(e.returnedTo, in: scene),
          .position: place(e.position, e.count, in: e.returnedTo, scene, rect: scene.absoluteFrame(of: e.item)),
        ])
      switch e.reason {
      case .cancelled where verbosity == .normal:
        // The item was named when it was lifted: where it went back leads.
        return templates.fill(
          .putBack,
          [
            .container: templates.contextName(e.returnedTo, in: scene),
            .position: place(e.position, e.count, in: e.returnedTo, scene, rect: scene.absoluteFrame(of: e.item)),
          ])
      case .cancelled where brief: return back
      case .cancelled: return templates.fill(.cancelled, [.back: back])
      case .noTarget: return templates.fill(brief ? .notOverDropAreaBrief : .notOverDropArea, [.back: back])
      case .refused: return back
      }
    case .copied(let e):
      if e.isGroup { return groupCopied(e, in: scene) }
      return say(
        .copied, item: e.item, scene,
        [
          .target: templates.contextName(e.into, in: scene), .copy: name(e.copy, scene),
          .position: place(
            e.position, e.count, in: e.into, scene, rect: e.frame.offset(by: scene.absoluteOrigin(of: e.into))),
        ])
    case .tinted(let e):
      if e.isGroup { return groupTinted(e, in: scene) }
      let color = e.color.map(Sanitizer.clean) ?? templates.fill(.colorless)
      return say(.tinted, item: e.item, scene, [.target: templates.contextName(e.target, in: scene), .color: color])
    }
  }

  /// The one-time instructions after the first lift.
  public func instructions(for input: Input, group: Bool = false) -> String {
    if group { return templates.fill(input == .keys ? .instructionsKeysGroup : .instructionsCommandsGroup) }
    return templates.fill(input == .keys ? .instructionsKeys : .instructionsCommands)
  }

  /// Where the lifted item is: "Fix login is lifted, over Doing, position 2 of 2."
  public func whereLifted(_ context: DragContext, in scene: Scene) -> String {
    if context.isGroup {
      return say(
        .groupWhereLifted, item: context.item, scene,
        [.count: "\(context.group.count)", .over: over(context, in: scene)])
    }
    return say(.whereLifted, item: context.item, scene, [.over: over(context, in: scene)])
  }

  /// What the lifted item is over: "over Doing, position 2 of 2." or "over nothing, at 160,210."
  public func over(_ context: DragContext, in scene: Scene) -> String {
    let moved = DragEvent.Moved(
      item: context.item, point: context.point, over: context.target, position: context.position, count: nil,
      refusal: context.refusal, items: context.group, member: context.isGroup ? context.refusedMember : nil)
    return over(moved, in: scene)
  }

  /// A keyboard move that found no slot and no drop area in its direction. Normal says only that
  /// nothing changed, short enough for one braille line: "Already first in To Do.", "Nothing to
  /// the right, still in Done."; verbose adds the item and its position.
  public func atEdge(_ edge: KeyboardSensor.Edge, in scene: Scene) -> String {
    let vertical = edge.direction == .up || edge.direction == .down
    let first = edge.position == 1 && (edge.direction == .up || edge.direction == .left)
    let last = edge.position == edge.count && (edge.direction == .down || edge.direction == .right)
    var phrase: AnnouncementTemplates.Phrase
    switch verbosity {
    case .brief: phrase = .edgeBrief
    case .normal: phrase = vertical && first ? .edgeFirst : vertical && last ? .edgeLast : .edgeStays
    case .verbose: phrase = first ? .alreadyFirst : last ? .alreadyLast : .staysAtEdge
    }
    let towards: AnnouncementTemplates.Phrase =
      switch edge.direction {
      case .up: .towardsUp
      case .down: .towardsDown
      case .left: .towardsLeft
      case .right: .towardsRight
      }
    return say(
      phrase, item: edge.item, scene,
      [
        .container: templates.contextName(edge.container, in: scene),
        .position: place(edge.position, edge.count, in: edge.container, scene),
        .towards: templates.fill(towards),
      ])
  }

  /// "Undid the move; red is back in viewA, position 1 of 1, middle." for a move, where the
  /// item is now; "Undid: renamed a to b." for other edits, with a property's value now.
  public func undone(_ edit: Edit, in scene: Scene) -> String {
    if let moved = whereNow(after: edit, undoing: true, in: scene) { return moved }
    return templates.fill(.undone, [.edit: describe(edit, in: scene)]) + valuesNow(after: edit, in: scene)
  }

  /// "Redid the move; red is in viewB, position 2 of 2, top middle." for a move; "Redid:
  /// renamed a to b." for other edits.
  public func redone(_ edit: Edit, in scene: Scene) -> String {
    if let moved = whereNow(after: edit, undoing: false, in: scene) { return moved }
    return templates.fill(.redone, [.edit: describe(edit, in: scene)]) + valuesNow(after: edit, in: scene)
  }

  /// After a move was undone or redone, where the item is now, read from the scene.
  private func whereNow(after edit: Edit, undoing: Bool, in scene: Scene) -> String? {
    if let container = edit.reorderedContainer {
      return templates.fill(
        undoing ? .reorderUndone : .reorderRedone, [.container: templates.contextName(container, in: scene)])
    }
    if case .moveGroup(let ids, _, _) = edit { return groupWhereNow(ids, undoing: undoing, in: scene) }
    // An archive or unarchive is heard as the card's move.
    let moved = edit.archiveMove(in: scene)?.card
    guard let id = moved ?? { if case .move(let id, _, _) = edit { id } else { nil } }(),
      let placement = scene.placement(of: id)
    else { return nil }
    let count = scene.childCount(of: placement.parent, excluding: nil)
    return say(
      undoing ? .undoneMove : .redoneMove, item: id, scene,
      [
        .container: templates.contextName(placement.parent, in: scene),
        .position: place(placement.index + 1, count, in: placement.parent, scene, rect: scene.absoluteFrame(of: id)),
      ])
  }

  private func valuesNow(after edit: Edit, in scene: Scene) -> String {
    guard case .update(let id, let from, let to) = edit else { return "" }
    return valuesNow(id, from: from, to: to, in: scene)
  }

  /// After a property change was undone or redone, the value each word-valued property has
  /// now: "The color of lime is green now." Frames, layouts and drop rules are left to `info`.
  private func valuesNow(_ id: NodeID, from: NodeState, to: NodeState, in scene: Scene) -> String {
    guard let node = scene[id] else { return "" }
    var sentences = ""
    for (property, say) in changedProperties(from, to) {
      guard let say else { continue }
      sentences +=
        " "
        + templates.fill(
          .valueNow,
          [
            .properties: templates.fill(property), .item: Sanitizer.clean(node.name),
            .to: say(node.properties).map(Sanitizer.clean) ?? templates.fill(.noValue),
          ])
    }
    return sentences
  }

  /// `undo N` or `redo N` when fewer steps were there: "Only 1 step could be undone."
  public func fewerSteps(_ done: Int, undoing: Bool) -> String {
    templates.fill(undoing ? .fewerUndone : .fewerRedone, [.count: "\(done)"])
  }

  /// An undo step in words, without a full stop: "moved red from viewA to viewB".
  public func describe(_ edit: Edit, in scene: Scene) -> String {
    if let group = describeGroup(edit, in: scene) { return group }
    switch edit {
    case .moveGroup, .group: return ""
    case .move(let id, let from, let to):
      if from.parent == to.parent && scene[to.parent]?.properties.layout == .free {
        return say(.editMovedWithinFree, item: id, scene, [.container: templates.contextName(to.parent, in: scene)])
      }
      if from.parent == to.parent {
        return say(
          .editMovedWithin, item: id, scene,
          [
            .container: templates.contextName(to.parent, in: scene), .from: "\(from.index + 1)",
            .to: "\(to.index + 1)",
          ])
      }
      return say(
        .editMoved, item: id, scene,
        [.from: templates.contextName(from.parent, in: scene), .to: templates.contextName(to.parent, in: scene)])
    case .insert(let subtree, let at):
      return templates.fill(
        .editAdded,
        [.item: Sanitizer.clean(subtree.nodes[0].name), .container: templates.contextName(at.parent, in: scene)])
    case .remove(let subtree, let from):
      return templates.fill(
        .editRemoved,
        [.item: Sanitizer.clean(subtree.nodes[0].name), .container: templates.contextName(from.parent, in: scene)])
    case .rename(_, let from, let to):
      return templates.fill(.editRenamed, [.from: Sanitizer.clean(from), .to: Sanitizer.clean(to)])
    case .update(let id, let from, let to):
      let changed = changedProperties(from, to).map { templates.fill($0.phrase) }
      return say(.editChanged, item: id, scene, [.properties: changed.joined(separator: templates.fill(.listJoiner))])
    }
  }

  /// Brief lines leave out what the listener knows and say refusals in a few words, so that
  /// they fit 40 braille cells for names of up to 12 characters.
  var brief: Bool { verbosity == .brief }

  /// A refusal in plain words, to follow the target's name: "takes no bugs", "is full".
  public func reason(_ refusal: Refusal, item: NodeID? = nil, in scene: Scene? = nil) -> String {
    switch refusal {
    case .kind(let kind):
      templates.fill(.briefKind, [.reason: Sanitizer.clean(templates.language.isEnglish ? Self.plural(kind) : kind)])
    case .full: templates.fill(.briefFull)
    case .tooDeep(let limit): templates.fill(.briefTooDeep, [.count: "\(limit)"])
    case .notAllowedTarget: templates.fill(.briefNotAllowed)
    case .insideItself:
      templates.fill(.briefInsideItself, [.item: scene.map { name(item, $0) } ?? templates.fill(.theItem)])
    case .nameTaken(let name): templates.fill(.briefNameTaken, [.reason: Sanitizer.clean(name)])
    case .notADropArea: templates.fill(.briefNoDrops)
    case .otherFile(let card): templates.fill(card ? .briefNoCards : .briefNoBlocks)
    }
  }

  /// The plural of a kind, for "takes no bugs": English rules for the common endings.
  public static func plural(_ word: String) -> String {
    guard let last = word.last, last.isLetter else { return word }
    if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") || word.hasSuffix("ch")
      || word.hasSuffix("sh")
    {
      return word + "es"
    }
    if last == "y", word.count > 1, !"aeiou".contains(word[word.index(word.endIndex, offsetBy: -2)]) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  /// "position 2 of 5", or "2 of 5" when brief.
  public func position(_ position: Int, _ count: Int) -> String {
    templates.fill(verbosity == .brief ? .positionBrief : .position, [.position: "\(position)", .count: "\(count)"])
  }

  /// Where a position is: "position 2 of 5", or in a grid "row 1, column 2", as drawn; in a
  /// free container, given the item's absolute rect, also its region: "position 1 of 2, top left".
  public func place(_ position: Int, _ count: Int, in container: NodeID, _ scene: Scene, rect: Rect? = nil) -> String {
    if let rect, !brief, scene[container]?.properties.layout == .free {
      return self.position(position, count) + ", " + region(of: rect, in: scene.absoluteFrame(of: container))
    }
    guard case .grid(let grid) = scene[container]?.properties.layout, let size = scene.frame(of: container)?.size
    else { return self.position(position, count) }
    let cell = grid.cell(ofSlot: position - 1, in: size)
    return templates.fill(.gridCell, [.row: "\(cell.row)", .column: "\(cell.column)"])
  }

  /// The item's size centred on a point: where a keyboard lift holds it.
  func centred(_ item: NodeID, on point: Point, _ scene: Scene) -> Rect {
    let size = scene[item]?.frame.size ?? Size(width: 0, height: 0)
    return Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
  }

  /// Verbose extras after a drop: where it came from and where it went, and its frame.
  private func droppedDetail(_ e: DragEvent.Dropped, in scene: Scene) -> String {
    var detail = ""
    if let from = e.from, from.parent != e.into || from.index + 1 != e.position {
      detail =
        say(
          .droppedFromTo, item: e.item, scene,
          [
            .from: templates.contextName(from.parent, in: scene), .position: "\(from.index + 1)",
            .target: templates.contextName(e.into, in: scene),
            .to: "\(e.position)",
          ]) + " "
    }
    // A stack or grid places the item itself; its frame is only news in a free container.
    guard scene[e.into]?.properties.layout == .free else { return detail + templates.fill(.undoHint) }
    return detail + templates.fill(.droppedDetail, [.origin: "\(e.frame.origin)", .size: "\(e.frame.size)"])
  }

  /// A node's name as read (its title), with control characters escaped, "nothing" for nil.
  func name(_ id: NodeID?, _ scene: Scene) -> String {
    guard let id else { return templates.fill(.nothing) }
    // A drag does not change a task's state: saying it with every move would be noise.
    return Sanitizer.clean(scene.title(of: id) ?? "#\(id.rawValue)")
  }

  /// A phrase about an item, with the item's name filled in.
  func say(
    _ phrase: AnnouncementTemplates.Phrase, item: NodeID, _ scene: Scene, _ values: TemplateValues = [:]
  ) -> String {
    var values = values
    values[.item] = name(item, scene)
    return templates.fill(phrase, values)
  }

  /// Each property an update changed, in the order they are listed, with how to say its value
  /// when a word can (nil for frames, drop rules and layouts, which `info` describes).
  private func changedProperties(_ from: NodeState, _ to: NodeState)
    -> [(phrase: AnnouncementTemplates.Phrase, value: ((NodeProperties) -> String?)?)]
  {
    let (a, b) = (from.properties, to.properties)
    let checks: [(Bool, AnnouncementTemplates.Phrase, ((NodeProperties) -> String?)?)] = [
      (from.frame.origin != to.frame.origin, .propertyPosition, nil),
      (from.frame.size != to.frame.size, .propertySize, nil),
      (a.color != b.color, .propertyColor, { $0.color }), (a.kind != b.kind, .propertyKind, { $0.kind }),
      (a.label != b.label, .propertyLabel, { $0.label }), (a.draggable != b.draggable, .propertyDraggable, nil),
      (a.accepts != b.accepts, .propertyAccepts, nil),
      (a.capacity != b.capacity, .propertyCapacity, { $0.capacity.map(String.init) }),
      (a.effect != b.effect, .propertyEffect, { $0.effect.rawValue }), (a.targets != b.targets, .propertyTargets, nil),
      (a.layout != b.layout, .propertyLayout, nil),
    ]
    return checks.filter(\.0).map { ($0.1, $0.2) }
  }

}
