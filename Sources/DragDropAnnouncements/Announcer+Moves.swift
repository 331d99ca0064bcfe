import DragDropKit

/// The sentence for each move of a drag, at each verbosity.
///
/// - brief: the container and the position, the refusal in a few words: "Doing, 1 of 2."
/// - normal: the same in a sentence, without the item's name the lift already said:
///   "Doing, position 1 of 2.", "Done takes no bugs.", "viewA, middle left; 130 from the right
///   edge."
/// - verbose: the main sentence with the item's name first, then exact coordinates in free
///   containers and a hint.
extension Announcer {
  func moved(_ e: DragEvent.Moved, in scene: Scene) -> String {
    if let group = groupMove(e, in: scene) { return group }
    return switch verbosity {
    case .brief: briefMove(e, in: scene)
    case .normal: normalMove(e, in: scene)
    case .verbose: verboseMove(e, in: scene)
    }
  }

  private func briefMove(_ e: DragEvent.Moved, in scene: Scene) -> String {
    guard let target = e.over, !isFree(target, in: scene) else { return briefFreeMove(e, in: scene) }
    if let line = outlineMove(e, target: target, brief: true, in: scene) { return line }
    var values: TemplateValues = [.target: targetName(target, e, in: scene)]
    if let refusal = e.refusal {
      values[.reason] = reason(refusal, item: e.item, in: scene)
      return templates.fill(.movedRefusedBrief, values)
    }
    guard let position = e.position else { return templates.fill(.movedBrief, values) }
    values[.position] = place(position, e.count ?? position, in: target, scene)
    return templates.fill(.movedPositionBrief, values)
  }

  private func normalMove(_ e: DragEvent.Moved, in scene: Scene) -> String {
    guard let target = e.over, !isFree(target, in: scene) else { return freeOver(e, moved: true, in: scene) }
    if let line = outlineMove(e, target: target, brief: false, in: scene) { return line }
    var values: TemplateValues = [.target: targetName(target, e, in: scene)]
    if let refusal = e.refusal {
      if refusal == .insideItself { return say(.refusedInsideItself, item: e.item, scene) }
      values[.reason] = reason(refusal, item: e.item, in: scene)
      return templates.fill(.movedRefusing, values)
    }
    if scene[target]?.properties.effect == .tint { return templates.fill(.movedTint, values) }
    guard let position = e.position else { return templates.fill(.movedTarget, values) }
    values[.position] = place(
      position, e.count ?? scene.childCount(of: target, excluding: e.item) + 1, in: target, scene)
    return templates.fill(.movedPosition, values)
  }

  private func verboseMove(_ e: DragEvent.Moved, in scene: Scene) -> String {
    let free = isFree(e.over, in: scene)
    if !free, let target = e.over, let line = outlineMove(e, target: target, brief: false, in: scene) { return line }
    var line =
      free && e.isStopped
      ? stopped(e, frame(of: e, in: scene), direction(of: e), in: scene)
      : say(.moved, item: e.item, scene, [.over: over(e, in: scene)])
    if free {
      let container = e.over ?? .root
      let origin = frame(of: e, in: scene).origin - scene.absoluteOrigin(of: container)
      let named = e.over == nil ? templates.fill(.theScene) : name(container, scene)
      line += " " + templates.fill(.coordinates, [.point: "\(origin)", .target: named])
    }
    if !e.isStopped { line += " " + templates.fill(e.over == nil || e.refusal != nil ? .hintPutBack : .hintDrop) }
    return line
  }

  /// In a document's outline, a move says what changed: the level and the parent when the level
  /// changed ("Level 3 under Backend, 2 of 4."), the parent when only it changed ("Under
  /// Frontend, 1 of 2."), else the position alone ("Position 2 of 4."); brief: "Level 3,
  /// Backend, 2 of 4.", "Frontend, 1 of 2.", "2 of 4.". Verbose says all of it, the item's name
  /// first: "Write tests, level 3 under Backend, 2 of 4." Nil elsewhere, and for a refusal,
  /// which says why as in any scene.
  func outlineMove(_ e: DragEvent.Moved, target: NodeID, brief: Bool, in scene: Scene) -> String? {
    guard e.refusal == nil, !e.isGroup, let position = e.position, OutlineKind.isOutline(scene[e.item]?.properties)
    else { return nil }
    let count = e.count ?? scene.childCount(of: target, excluding: e.item) + 1
    let level = OutlineKind.level(under: target, in: scene)
    let values: TemplateValues = [
      .item: name(e.item, scene), .target: targetName(target, e, in: scene),
      .level: "\(level)", .position: "\(position)", .count: "\(count)",
    ]
    if verbosity == .verbose { return templates.fill(.movedOutline, values) + " " + templates.fill(.hintDrop) }
    let phrase: AnnouncementTemplates.Phrase
    if let previous = e.previousOver, scene[previous] != nil, OutlineKind.level(under: previous, in: scene) == level {
      phrase =
        previous == target
        ? (brief ? .movedOutlineSameParentBrief : .movedOutlineSameParent)
        : (brief ? .movedOutlineSameLevelBrief : .movedOutlineSameLevel)
    } else {
      phrase = brief ? .movedOutlineBrief : .movedOutlineLevel
    }
    return templates.fill(phrase, values)
  }

  /// A move's container, with its page when the move crossed into another page of a vault:
  /// "Home board, Doing"; else the container alone.
  func targetName(_ target: NodeID, _ e: DragEvent.Moved, in scene: Scene) -> String {
    let name = templates.contextName(target, in: scene)
    guard let page = Self.page(of: target, in: scene),
      let before = e.previousOver ?? scene[e.item]?.parent, Self.page(of: before, in: scene) != page
    else { return name }
    return templates.fill(.inPage, [.container: templates.contextName(page, in: scene), .target: name])
  }

  /// The vault page a node is on, if any.
  static func page(of id: NodeID, in scene: Scene) -> NodeID? {
    var current: NodeID? = id
    while let node = current {
      if scene[node]?.properties.role == .vaultPage { return node }
      current = scene[node]?.parent
    }
    return nil
  }

  /// "over Done, position 2 of 4." with the refusal, or "over viewA, middle left."
  func over(_ e: DragEvent.Moved, in scene: Scene) -> String {
    guard let target = e.over, !isFree(target, in: scene) else { return freeOver(e, moved: false, in: scene) }
    if e.isGroup, let line = groupOver(e, target: target, in: scene) { return line }
    var values: TemplateValues = [.target: targetName(target, e, in: scene)]
    if let refusal = e.refusal {
      if refusal == .insideItself { return say(.overInsideItself, item: e.item, scene, values) }
      values[.reason] = reason(refusal, item: e.item, in: scene)
      return say(.overRefusing, item: e.item, scene, values)
    }
    if scene[target]?.properties.effect == .tint { return say(.overTint, item: e.item, scene, values) }
    guard let pos = e.position else { return say(.overTarget, item: e.item, scene, values) }
    let count = e.count ?? scene.childCount(of: target, excluding: e.item) + 1
    values[.position] = place(pos, count, in: target, scene)
    return say(.overPosition, item: e.item, scene, values)
  }
}
