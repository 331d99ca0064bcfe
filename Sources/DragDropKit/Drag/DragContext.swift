/// Everything a drag in progress remembers: what was lifted, from where, and what it is over.
public struct DragContext: Hashable, Sendable {
  /// The lifted node.
  public let item: NodeID
  /// Where it was lifted from, to put it back exactly.
  public let home: Placement
  /// The grab point minus the item's absolute origin at the lift.
  public let grabOffset: Point
  /// The item's absolute origin at the lift, for axis locking.
  public let startOrigin: Point
  /// The bounds `clamp parent` keeps the item in: the home container's absolute rect.
  public let parentBounds: Rect
  /// The last raw point a sensor sent.
  public internal(set) var rawPoint: Point
  /// The effective point after modifiers: what collision and the drop use.
  public internal(set) var point: Point
  /// The drop area the item is over.
  public internal(set) var target: NodeID?
  /// The drop area and position the item was over before the last move, so that a keyboard
  /// move straight back across returns to the very slot it left.
  public internal(set) var previous: NamedTarget?
  /// The target a named move chose, if the last move named one.
  public internal(set) var named: NamedTarget?
  /// The 1-based position a drop would take, or nil over nothing or a tint target.
  public internal(set) var position: Int?
  /// Why the target refuses the item, or nil.
  public internal(set) var refusal: Refusal?
  /// The group member the refusal is about (the item itself when it alone is dragged).
  public internal(set) var refusedMember: NodeID?
  /// True once a move has come since the lift (even one back to the same point, or a named
  /// move whose point is the lift's).
  public internal(set) var hasMoved = false
  /// A group drag's items, homes and offsets, as one reference: nil for one item, so that the
  /// context of a plain drag, copied on every move, holds no reference.
  var carried: GroupCarry?

  /// The items of a group drag in document order, `item` among them; empty for one item.
  public var group: [NodeID] { carried?.items ?? [] }
  /// Where each member of `group` was lifted from, with all of them in place.
  public var groupHomes: [Placement] { carried?.homes ?? [] }
  /// Each member's absolute origin minus the item's, at the lift: a free container keeps them.
  public var groupOffsets: [Point] { carried?.offsets ?? [] }

  /// Every item the drag carries, in document order.
  public var items: [NodeID] { carried?.items ?? [item] }
  /// True when several items travel together.
  public var isGroup: Bool { carried != nil }

  /// True when `target` would take what this drag carries: every item of a group, or the item.
  func accepted(into target: NodeID, in scene: Scene) -> Bool {
    isGroup ? scene.refusal(of: group, into: target) == nil : scene.refusal(of: item, into: target) == nil
  }
}

/// What a group drag carries, fixed at the lift.
final class GroupCarry: Hashable, Sendable {
  let items: [NodeID]
  let homes: [Placement]
  let offsets: [Point]

  init(items: [NodeID], homes: [Placement], offsets: [Point]) {
    self.items = items
    self.homes = homes
    self.offsets = offsets
  }

  static func == (lhs: GroupCarry, rhs: GroupCarry) -> Bool {
    lhs.items == rhs.items && lhs.homes == rhs.homes && lhs.offsets == rhs.offsets
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(homes)
  }
}
