/// Why a drag ended without a drop.
public enum CancelReason: String, Hashable, Sendable {
  /// The gesture was cancelled.
  case cancelled
  /// It was released over no drop area.
  case noTarget = "no-target"
  /// It was released over a drop area that refused it.
  case refused
}

/// Why a drop area refuses an item, checked in this order.
public enum Refusal: Hashable, Sendable {
  /// A container would go into itself or one of its descendants.
  case insideItself
  /// The item lists its allowed targets and this is not one of them.
  case notAllowedTarget(item: String)
  /// The container is scenery and takes no drops.
  case notADropArea
  /// The container does not accept the item's kind.
  case kind(String)
  /// The container already holds its capacity.
  case full(capacity: Int)
  /// A child of the container already has the item's name.
  case nameTaken(String)
  /// The item would sit deeper than `Scene.maxDepth` levels, which no scene file could hold.
  case tooDeep(limit: Int)
  /// A board's card into a document's outline (`card` true), or a document's block into a
  /// board's lane: each file keeps its own kind of node (a vault's pages, `Docs/vaults.md`).
  case otherFile(card: Bool)
}

extension Refusal: CustomStringConvertible {
  /// The reason in words, to follow the target's name ("Done is full (capacity 3)").
  public var description: String {
    switch self {
    case .insideItself: "cannot go inside itself"
    case .notAllowedTarget(let item): "is not an allowed target for \(item)"
    case .notADropArea: "does not accept drops"
    case .kind(let kind): "does not accept kind \(kind)"
    case .full(let capacity): "is full (capacity \(capacity))"
    case .nameTaken(let name): "already has a child named \(name)"
    case .tooDeep(let limit): "is too deep: nothing may nest more than \(limit) levels"
    case .otherFile(let card): card ? "takes no cards: a card belongs on a board" : "takes no list items or headings"
    }
  }
}

/// The items of a group drag, shared by its events as one reference.
public final class ItemGroup: Hashable, Sendable {
  /// The items, in document order.
  public let items: [NodeID]
  /// For a lift, the containers they came from; for a copy, the copies.
  public let sources: [NodeID]
  /// For a move, the member a refusal is about.
  public let member: NodeID?

  /// Creates a group.
  public init(_ items: [NodeID], sources: [NodeID] = [], member: NodeID? = nil) {
    self.items = items
    self.sources = sources
    self.member = member
  }

  /// Two groups are equal when they hold the same items, sources and member.
  public static func == (lhs: ItemGroup, rhs: ItemGroup) -> Bool {
    lhs.items == rhs.items && lhs.sources == rhs.sources && lhs.member == rhs.member
  }

  /// Hashes the items and sources.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(sources)
  }
}

/// An event that may belong to a group drag. Its group rides as one optional reference, so
/// that a plain drag's events hold no reference and copy as plain values.
public protocol GroupCarrying {
  /// The dragged item.
  var item: NodeID { get }
  /// The group's items, or nil for one item.
  var carried: ItemGroup? { get }
}

extension GroupCarrying {
  /// The items of a group drag, in document order, the dragged one among them; empty for a
  /// one-item drag.
  public var group: [NodeID] { carried?.items ?? [] }
  /// Every item the drag carries, in document order.
  public var items: [NodeID] { carried?.items ?? [item] }
  /// True for an event of a group drag.
  public var isGroup: Bool { carried != nil }
}

/// What a gesture event caused. Positions are 1-based; counts are the number of children.
///
/// Each case carries a struct, so a field can be added without breaking a client's `switch`.
/// The static functions with the fields as labels build them: `.dropped(item: red, into: viewB, ...)`.
public enum DragEvent: Hashable, Sendable {
  /// The item left its parent for the drag layer.
  case lifted(Lifted)
  /// The drag entered a drop area.
  case entered(Crossing)
  /// The drag left a drop area.
  case left(Crossing)
  /// The item moved; `over` is the drop area under it with the position a drop would take.
  case moved(Moved)
  /// The item was dropped into a container.
  case dropped(Dropped)
  /// A drop area refused the item at release; a `cancelled` follows.
  case refused(Refused)
  /// The item went back exactly where it was.
  case cancelled(Cancelled)
  /// A copy was dropped and the original went back home.
  case copied(Copied)
  /// The target took the item's color and the item went back home.
  case tinted(Tinted)

  /// The phase of the pipeline this event belongs to.
  public var phase: Phase {
    switch self {
    case .lifted: .began
    case .entered, .left, .moved: .changed
    case .dropped, .refused, .copied, .tinted: .ended
    case .cancelled(let event): event.reason == .cancelled ? .cancelled : .ended
    }
  }

  /// The dragged item every event names.
  public var item: NodeID {
    switch self {
    case .lifted(let event): event.item
    case .entered(let event), .left(let event): event.item
    case .moved(let event): event.item
    case .dropped(let event): event.item
    case .refused(let event): event.item
    case .cancelled(let event): event.item
    case .copied(let event): event.item
    case .tinted(let event): event.item
    }
  }

  /// Every item the drag carries, in document order.
  public var items: [NodeID] {
    switch self {
    case .lifted(let event): event.items
    case .entered(let event), .left(let event): event.items
    case .moved(let event): event.items
    case .dropped(let event): event.items
    case .refused(let event): event.items
    case .cancelled(let event): event.items
    case .copied(let event): event.items
    case .tinted(let event): event.items
    }
  }

  /// The lift: where the item came from.
  public struct Lifted: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The container it was lifted from.
    public var from: NodeID
    /// The 1-based position.
    public var position: Int
    /// The number of children.
    public var count: Int
    /// The effective grab point, in scene coordinates.
    public var point: Point
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// The containers a group's items came from, in document order, each once; empty for one item.
    public var sources: [NodeID] { carried?.sources ?? [] }
    /// Creates the event's fields.
    public init(
      item: NodeID, from: NodeID, position: Int, count: Int, point: Point, items: [NodeID] = [], sources: [NodeID] = []
    ) {
      self.item = item
      self.from = from
      self.position = position
      self.count = count
      self.point = point
      self.carried = items.count > 1 ? ItemGroup(items, sources: sources) : nil
    }
  }

  /// The drag entered or left a drop area.
  public struct Crossing: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The drop area.
    public var target: NodeID
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(item: NodeID, target: NodeID, items: [NodeID] = []) {
      self.item = item
      self.target = target
      self.carried = items.count > 1 ? ItemGroup(items) : nil
    }
  }

  /// A move: the effective point, the drop area under it, and what a drop there would do.
  public struct Moved: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The effective grab point, in scene coordinates.
    public var point: Point
    /// The drop area under the item, or nil over nothing.
    public var over: NodeID?
    /// The position a drop would take, or nil over nothing or a tint target.
    public var position: Int?
    /// The number of children after such a drop.
    public var count: Int?
    /// Why `over` refuses the item, or nil.
    public var refusal: Refusal?
    /// The drop area under the item before this move, or nil over nothing or when not known: a
    /// listener needs to hear only what changed.
    public var previousOver: NodeID?
    /// The effective point before this move, or nil when not known. Equal to `point` when a
    /// clamp or bound held the item where it was.
    public var from: Point?
    /// The point the move asked for, before axis lock, snapping and clamping; nil when not known.
    public var requested: Point?
    /// The item's frame in scene coordinates after the move; nil when not known.
    public var frame: Rect?
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// The group member `refusal` is about; nil for one item or no refusal.
    public var member: NodeID? { carried?.member }
    /// Creates the event's fields.
    public init(
      item: NodeID, point: Point, over: NodeID?, position: Int?, count: Int?, refusal: Refusal?,
      from: Point? = nil, requested: Point? = nil, frame: Rect? = nil, items: [NodeID] = [],
      member: NodeID? = nil, previousOver: NodeID? = nil
    ) {
      self.item = item
      self.previousOver = previousOver
      self.point = point
      self.over = over
      self.position = position
      self.count = count
      self.refusal = refusal
      self.from = from
      self.requested = requested
      self.frame = frame
      self.carried = items.count > 1 ? ItemGroup(items, member: member) : nil
    }

    /// True when the move asked to go somewhere and the item stayed where it was: a clamp, a
    /// bound or an axis lock stopped it.
    public var isStopped: Bool {
      guard let from, let requested else { return false }
      return point == from && requested != from
    }
  }

  /// A drop that moved the item.
  public struct Dropped: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The container it went into.
    public var into: NodeID
    /// The 1-based position; for a group, the first item's.
    public var position: Int
    /// The number of children.
    public var count: Int
    /// The item's frame in its new parent's coordinates.
    public var frame: Rect
    /// Where the item was lifted from, or nil when not known.
    public var from: Placement?
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(
      item: NodeID, into: NodeID, position: Int, count: Int, frame: Rect, from: Placement? = nil, items: [NodeID] = []
    ) {
      self.item = item
      self.into = into
      self.position = position
      self.count = count
      self.frame = frame
      self.from = from
      self.carried = items.count > 1 ? ItemGroup(items) : nil
    }
  }

  /// A refusal at release.
  public struct Refused: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The drop area.
    public var target: NodeID
    /// Why.
    public var reason: Refusal
    /// The item the reason is about: in a group, the one the target refuses.
    public var member: NodeID
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(item: NodeID, target: NodeID, reason: Refusal, items: [NodeID] = [], member: NodeID? = nil) {
      self.item = item
      self.target = target
      self.reason = reason
      self.carried = items.count > 1 ? ItemGroup(items) : nil
      self.member = member ?? item
    }
  }

  /// The item is back home.
  public struct Cancelled: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// Why.
    public var reason: CancelReason
    /// The container it went back to.
    public var returnedTo: NodeID
    /// The 1-based position.
    public var position: Int
    /// The number of children.
    public var count: Int
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(item: NodeID, reason: CancelReason, returnedTo: NodeID, position: Int, count: Int, items: [NodeID] = [])
    {
      self.item = item
      self.reason = reason
      self.returnedTo = returnedTo
      self.position = position
      self.count = count
      self.carried = items.count > 1 ? ItemGroup(items) : nil
    }
  }

  /// A copy went in; the original is home.
  public struct Copied: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The copy of the dragged item.
    public var copy: NodeID
    /// Every copy, in the order of `items`.
    public var copies: [NodeID] { carried?.sources ?? [copy] }
    /// The container it went into.
    public var into: NodeID
    /// The 1-based position.
    public var position: Int
    /// The number of children.
    public var count: Int
    /// The frame in the new parent's coordinates.
    public var frame: Rect
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(
      item: NodeID, copy: NodeID, into: NodeID, position: Int, count: Int, frame: Rect, items: [NodeID] = [],
      copies: [NodeID] = []
    ) {
      self.item = item
      self.copy = copy
      self.into = into
      self.position = position
      self.count = count
      self.frame = frame
      self.carried = items.count > 1 ? ItemGroup(items, sources: copies) : nil
    }
  }

  /// The target took the item's color.
  public struct Tinted: Hashable, Sendable, GroupCarrying {
    /// The dragged item.
    public var item: NodeID
    /// The drop area.
    public var target: NodeID
    /// The color the target took.
    public var color: String?
    /// The color the target had.
    public var previous: String?
    /// A group drag's items, shared by its events; nil for one item (see `GroupCarrying`).
    public internal(set) var carried: ItemGroup?
    /// Creates the event's fields.
    public init(item: NodeID, target: NodeID, color: String?, previous: String?, items: [NodeID] = []) {
      self.item = item
      self.target = target
      self.color = color
      self.previous = previous
      self.carried = items.count > 1 ? ItemGroup(items) : nil
    }
  }
}

extension DragEvent {
  /// A lift event.
  public static func lifted(item: NodeID, from: NodeID, position: Int, count: Int, point: Point) -> DragEvent {
    .lifted(Lifted(item: item, from: from, position: position, count: count, point: point))
  }

  /// An entered event.
  public static func entered(item: NodeID, target: NodeID) -> DragEvent {
    .entered(Crossing(item: item, target: target))
  }

  /// A left event.
  public static func left(item: NodeID, target: NodeID) -> DragEvent {
    .left(Crossing(item: item, target: target))
  }

  /// A moved event.
  public static func moved(
    item: NodeID, point: Point, over: NodeID?, position: Int?, count: Int?, refusal: Refusal?,
    from: Point? = nil, requested: Point? = nil, frame: Rect? = nil, previousOver: NodeID? = nil
  ) -> DragEvent {
    .moved(
      Moved(
        item: item, point: point, over: over, position: position, count: count, refusal: refusal, from: from,
        requested: requested, frame: frame, previousOver: previousOver))
  }

  /// A dropped event.
  public static func dropped(
    item: NodeID, into: NodeID, position: Int, count: Int, frame: Rect, from: Placement? = nil
  ) -> DragEvent {
    .dropped(Dropped(item: item, into: into, position: position, count: count, frame: frame, from: from))
  }

  /// A refused event.
  public static func refused(item: NodeID, target: NodeID, reason: Refusal) -> DragEvent {
    .refused(Refused(item: item, target: target, reason: reason))
  }

  /// A cancelled event.
  public static func cancelled(
    item: NodeID, reason: CancelReason, returnedTo: NodeID, position: Int, count: Int
  ) -> DragEvent {
    .cancelled(Cancelled(item: item, reason: reason, returnedTo: returnedTo, position: position, count: count))
  }

  /// A copied event.
  public static func copied(
    item: NodeID, copy: NodeID, into: NodeID, position: Int, count: Int, frame: Rect
  ) -> DragEvent {
    .copied(Copied(item: item, copy: copy, into: into, position: position, count: count, frame: frame))
  }

  /// A tinted event.
  public static func tinted(item: NodeID, target: NodeID, color: String?, previous: String?) -> DragEvent {
    .tinted(Tinted(item: item, target: target, color: color, previous: previous))
  }
}
