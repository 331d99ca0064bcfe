import DragDropKit

/// Where an item is in a free container or over nothing, in words a listener can build a
/// picture from: the region of the container, the siblings it overlaps or is next to, how far
/// it is from the edge it is moving towards, and, over nothing, which way the nearest drop area
/// that takes it lies.
extension Announcer {
  /// Points within which a sibling counts as next to the item.
  static let nearGap = 10.0

  /// The item's frame at the time of a move: the event's own, else the live one on the drag
  /// layer, else its size centred on the event's point.
  func frame(of e: DragEvent.Moved, in scene: Scene) -> Rect {
    if let frame = e.frame { return frame }
    let size = scene[e.item]?.frame.size ?? Size(width: 0, height: 0)
    if scene.lifted == e.item { return scene.absoluteFrame(of: e.item) }
    return Rect(x: e.point.x - size.width / 2, y: e.point.y - size.height / 2, width: size.width, height: size.height)
  }

  /// The way a move went: where it went, else (when held in place) where it was asked to go.
  func direction(of e: DragEvent.Moved) -> Direction? {
    guard let from = e.from else { return nil }
    var delta = e.point - from
    if delta == .zero, let requested = e.requested { delta = requested - from }
    if delta == .zero { return nil }
    if abs(delta.x) >= abs(delta.y) { return delta.x > 0 ? .right : .left }
    return delta.y > 0 ? .down : .up
  }

  /// "top left", "middle", ...: the third of the container, across and down, that holds the
  /// centre of `rect`.
  public func region(of rect: Rect, in container: Rect) -> String {
    func third(_ value: Double, _ low: Double, _ length: Double) -> Int {
      guard length > 0 else { return 1 }
      let fraction = (value - low) / length
      return fraction < 1.0 / 3 ? 0 : (fraction > 2.0 / 3 ? 2 : 1)
    }
    let column = third(rect.center.x, container.minX, container.width)
    let row = third(rect.center.y, container.minY, container.height)
    let phrases: [AnnouncementTemplates.Phrase] = [
      .regionTopLeft, .regionTop, .regionTopRight, .regionLeft, .regionMiddle, .regionRight, .regionBottomLeft,
      .regionBottom, .regionBottomRight,
    ]
    return templates.fill(phrases[row * 3 + column])
  }

  /// How far the item's edge is from the container's edge on one side: positive inside,
  /// negative past it.
  func edgeDistance(_ rect: Rect, in container: Rect, _ direction: Direction) -> Double {
    switch direction {
    case .up: rect.minY - container.minY
    case .down: container.maxY - rect.maxY
    case .left: rect.minX - container.minX
    case .right: container.maxX - rect.maxX
    }
  }

  /// How far the item is from the container's edge it moves towards: "130 from the right
  /// edge", "at the right edge", "10 past the right edge".
  func travel(_ rect: Rect, in container: Rect, _ direction: Direction) -> String {
    let distance = edgeDistance(rect, in: container, direction)
    let values: TemplateValues = [.side: side(direction), .distance: formatNumber(abs(distance).rounded())]
    if abs(distance) < 0.5 { return templates.fill(brief ? .travelAtBrief : .travelAt, values) }
    if distance > 0 { return templates.fill(brief ? .travelFromBrief : .travelFrom, values) }
    return templates.fill(brief ? .travelPastBrief : .travelPast, values)
  }

  /// "top", "bottom", "left", "right".
  func side(_ direction: Direction) -> String {
    switch direction {
    case .up: templates.fill(.sideTop)
    case .down: templates.fill(.sideBottom)
    case .left: templates.fill(.sideLeft)
    case .right: templates.fill(.sideRight)
    }
  }

  /// ", overlapping blue" or ", next to blue and green": the siblings the item touches.
  func touching(_ rect: Rect, in container: NodeID, item: NodeID, _ scene: Scene) -> String {
    let (overlapping, near) = scene.siblings(around: rect, in: container, excluding: item, within: Self.nearGap)
    func list(_ ids: [NodeID]) -> String {
      let names = ids.prefix(2).map { name($0, scene) }
      var text = names.joined(separator: templates.fill(.listJoiner))
      if ids.count > 2 { text += templates.fill(.andMore, [.count: "\(ids.count - 2)"]) }
      return text
    }
    if !overlapping.isEmpty { return templates.fill(.nearOverlapping, [.target: list(overlapping)]) }
    if !near.isEmpty { return templates.fill(.nearNextTo, [.target: list(near)]) }
    return ""
  }

  /// True when moves over this target are told by region rather than by slot: over nothing
  /// or over a free container.
  func isFree(_ target: NodeID?, in scene: Scene) -> Bool {
    guard let target else { return true }
    return scene[target]?.properties.layout == .free
  }

  /// A brief move in a free container or over nothing: "viewA, 40 from bottom.".
  func briefFreeMove(_ e: DragEvent.Moved, in scene: Scene) -> String {
    let rect = frame(of: e, in: scene)
    let direction = direction(of: e)
    if e.isStopped { return stopped(e, rect, direction, in: scene) }
    guard let target = e.over else { return overNothing(e, rect, direction, moved: true, in: scene) }
    if let refusal = e.refusal {
      return templates.fill(
        .movedRefusedBrief,
        [.target: templates.contextName(target, in: scene), .reason: reason(refusal, item: e.item, in: scene)])
    }
    guard let direction else {
      return templates.fill(.movedBrief, [.target: templates.contextName(target, in: scene)])
    }
    let travel = travel(rect, in: scene.absoluteFrame(of: target), direction)
    return templates.fill(.overFreeBrief, [.target: templates.contextName(target, in: scene), .travel: travel])
  }

  /// Where the item is in a free container or over nothing; nil over a stack or grid. As a
  /// move's sentence (`moved`): "viewA, middle left; 130 from the right edge." or "Over
  /// nothing; viewB is 15 below."; else a phrase to follow the item's name: "over viewA,
  /// middle left."
  func freeOver(_ e: DragEvent.Moved, moved: Bool, in scene: Scene) -> String {
    let rect = frame(of: e, in: scene)
    let direction = direction(of: e)
    if moved && e.isStopped { return stopped(e, rect, direction, in: scene) }
    guard let target = e.over else { return overNothing(e, rect, direction, moved: moved, in: scene) }
    let container = scene.absoluteFrame(of: target)
    var values: TemplateValues = [.target: templates.contextName(target, in: scene)]
    values[.travel] = direction.map { travel(rect, in: container, $0) }
    values[.region] = region(of: rect, in: container)
    values[.near] = touching(rect, in: target, item: e.item, scene)
    values[.item] = name(e.item, scene)
    if let refusal = e.refusal {
      values[.reason] = reason(refusal, item: e.item, in: scene)
      let phrase = pick(
        moved: moved, direction == nil, movedIf: .movedRefusing, movedElse: .movedFreeRefusing,
        overIf: .overFreeRefusingHere, overElse: .overFreeRefusing)
      return templates.fill(phrase, values)
    }
    let phrase = pick(
      moved: moved, direction == nil, movedIf: .movedFreeHere, movedElse: .movedFree, overIf: .overFreeHere,
      overElse: .overFree)
    var sentence = templates.fill(phrase, values)
    if scene[target]?.properties.effect == .tint {
      let color = scene[e.item]?.properties.color.map(Sanitizer.clean) ?? templates.fill(.colorless)
      sentence += " " + templates.fill(.tintClause, [.color: color])
    }
    return sentence
  }

  /// Over nothing: which way the nearest drop area that takes the item lies ("viewB is 15
  /// below"), and, when that did not change with the move, how far the item is from the
  /// scene's edge it moves towards.
  private func overNothing(
    _ e: DragEvent.Moved, _ rect: Rect, _ direction: Direction?, moved: Bool, in scene: Scene
  ) -> String {
    let point = e.point
    // The way it is heading first: just past viewA going down, viewB below matters more.
    let nearest =
      direction.flatMap { scene.nearestAccepting(e.item, to: point, ahead: $0) }
      ?? scene.nearestAccepting(e.item, to: point)
    let offset = nearest.map { self.offset(from: point, to: scene.absoluteFrame(of: $0)) }
    var values: TemplateValues = [:]
    values[.target] = nearest.map { name($0, scene) }
    values[.offset] = offset
    // Moving across the way to it leaves that phrase as it was; the distance to the scene's
    // edge then tells this press from the last.
    var across: String?
    if let direction, let from = e.from,
      nearest.map({ self.offset(from: from, to: scene.absoluteFrame(of: $0)) }) == offset
    {
      across = travel(rect, in: scene.root.frame, direction)
    }
    if brief {
      if let across { return templates.fill(.overNothingTravelBrief, [.travel: across]) }
      return templates.fill(nearest == nil ? .overNothingNoneBrief : .overNothingBrief, values)
    }
    let phrase = pick(
      moved: moved, nearest == nil, movedIf: .movedNothingNone, movedElse: .movedNothing,
      overIf: .overNothingNone, overElse: .overNothingNearest)
    var sentence = templates.fill(phrase, values)
    if let across { sentence += " " + templates.fill(.travelInScene, [.travel: across]) }
    return sentence
  }

  /// "15 below and 30 to the right": how far the point is from entering the rect, per axis.
  private func offset(from point: Point, to rect: Rect) -> String {
    let gap = rect.gap(to: point)
    var parts: [String] = []
    if gap.y != 0 {
      let phrase: AnnouncementTemplates.Phrase =
        gap.y < 0 ? (brief ? .offsetDownBrief : .offsetBelow) : (brief ? .offsetUpBrief : .offsetAbove)
      parts.append(templates.fill(phrase, [.distance: formatNumber(max(1, abs(gap.y).rounded()))]))
    }
    if gap.x != 0 {
      let phrase: AnnouncementTemplates.Phrase =
        gap.x < 0 ? (brief ? .offsetRightBrief : .offsetRight) : (brief ? .offsetLeftBrief : .offsetLeft)
      parts.append(templates.fill(phrase, [.distance: formatNumber(max(1, abs(gap.x).rounded()))]))
    }
    return parts.joined(separator: brief ? " " : templates.fill(.listJoiner))
  }

  /// A move that a clamp, a bound or an axis lock held where it was: "image stays at the right
  /// edge of view."
  func stopped(_ e: DragEvent.Moved, _ rect: Rect, _ direction: Direction?, in scene: Scene) -> String {
    guard let direction else { return say(brief ? .stoppedHereBrief : .stoppedHere, item: e.item, scene) }
    var bounds: [NodeID] = []
    if let target = e.over { bounds.append(target) }
    if let home = scene.liftedHome?.parent, scene.lifted == e.item { bounds.append(home) }
    bounds.append(.root)
    for bound in bounds {
      guard abs(edgeDistance(rect, in: scene.absoluteFrame(of: bound), direction)) < 0.5 else { continue }
      let values: TemplateValues = [
        .side: side(direction), .target: bound == .root ? templates.fill(.theScene) : name(bound, scene),
      ]
      return say(brief ? .stoppedBrief : .stoppedAt, item: e.item, scene, values)
    }
    return say(brief ? .stoppedHereBrief : .stoppedHere, item: e.item, scene)
  }

  /// One of four phrases: a move's own sentence or a phrase after the item's name ("over
  /// ..."), each for when `condition` holds or not.
  private func pick(
    moved: Bool, _ condition: Bool, movedIf: AnnouncementTemplates.Phrase, movedElse: AnnouncementTemplates.Phrase,
    overIf: AnnouncementTemplates.Phrase, overElse: AnnouncementTemplates.Phrase
  ) -> AnnouncementTemplates.Phrase {
    moved ? (condition ? movedIf : movedElse) : (condition ? overIf : overElse)
  }
}
