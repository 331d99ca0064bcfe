/// What a node is: a container (a drop area or scenery) or an item (a thing you drag).
public enum NodeType: String, Sendable, Hashable, CaseIterable {
  /// A node that holds others and may accept drops.
  case container
  /// A leaf that is dragged.
  case item
}

/// Which kinds of items a container accepts. `none` makes the container scenery, not a drop area.
public enum Accepts: Hashable, Sendable {
  /// Scenery: not a drop area at all.
  case none
  /// Every kind.
  case any
  /// Only the listed kinds.
  case kinds([String])

  /// True when an item of this kind may be dropped here.
  public func allows(kind: String) -> Bool {
    switch self {
    case .none: false
    case .any: true
    case .kinds(let kinds): kinds.contains(kind)
    }
  }
}

/// What a drop into a container does.
public enum Effect: String, Hashable, Sendable, CaseIterable {
  /// The item moves into the container (the default).
  case move
  /// A copy goes into the container and the original goes back home.
  case copy
  /// The container takes the item's color and the item goes back home (seed 001).
  case tint
}

/// The main axis of a stack.
public enum Axis: String, Hashable, Sendable, CaseIterable {
  /// Children run top to bottom.
  case vertical
  /// Children run left to right.
  case horizontal
}

/// The order in which grid slots are filled.
public enum GridFill: String, Hashable, Sendable, CaseIterable {
  /// Left to right, then the next row.
  case rows
  /// Top to bottom, then the next column.
  case columns
}

/// Everything about a node besides its name, type, frame and place in the tree.
public struct NodeProperties: Hashable, Sendable {
  /// The item kind that `accepts` lists check, such as `task` or `bug`.
  public var kind: String?
  /// A color name, such as `red`.
  public var color: String?
  /// A human-readable label announced with the name.
  public var label: String?
  /// Whether a lift can pick this node up.
  public var draggable: Bool
  /// Which kinds this container accepts.
  public var accepts: Accepts
  /// The most children this container holds, or nil for no limit.
  public var capacity: Int?
  /// What a drop here does.
  public var effect: Effect
  /// The only containers (by name) this item may be dropped into, or nil for any.
  public var targets: [String]?
  /// How this container arranges its children.
  public var layout: Layout
  /// What the node is in the file it came from: a document's list item or heading, a board's
  /// lane or card, or nothing in particular.
  public var role: NodeRole = .plain
  /// A heading's level, 1 to 6, also for a list item written as one (Logseq's `- ## Usage`);
  /// 0 for a node that is not a heading.
  public var headingLevel: UInt8 = 0
  /// Where the node stands as a task, from its checkbox or marker.
  public var task: TaskState = .none
  /// True for a block whose children its file folds away (Logseq's `collapsed:: true`).
  public var collapsed = false
  /// A board card's `#tags` as its text has them, in order and without the `#`; the first is
  /// its kind when it was read.
  public var tags: [String] = []
  /// A board card's date as written between the braces of `@{2026-07-31}`, if any.
  public var date: String?
  /// A board card's time as written between the braces of `@@{10:30}`, if any.
  public var time: String?

  /// Creates properties; the defaults suit a plain item or container of the given type.
  public init(
    kind: String? = nil, color: String? = nil, label: String? = nil, draggable: Bool,
    accepts: Accepts, capacity: Int? = nil, effect: Effect = .move, targets: [String]? = nil,
    layout: Layout = .free
  ) {
    self.kind = kind
    self.color = color
    self.label = label
    self.draggable = draggable
    self.accepts = accepts
    self.capacity = capacity
    self.effect = effect
    self.targets = targets
    self.layout = layout
  }

  /// The defaults for a new node: items are draggable, containers accept any kind.
  public static func defaults(for type: NodeType) -> NodeProperties {
    switch type {
    case .item: NodeProperties(draggable: true, accepts: .none)
    case .container: NodeProperties(draggable: false, accepts: .any)
    }
  }
}

/// Properties checked and boxed once, for the many nodes a reader adds with them
/// (`Scene.appendLoaded(named:frame:properties:in:)`): the nodes share the one box.
public struct LoadedProperties: Sendable {
  let storage: PropertiesStorage

  /// Checks the properties as `Scene.addNode` does, naming `name` in an error, and boxes them.
  public init(_ properties: NodeProperties, of name: String) throws(EngineError) {
    try Scene.validateProperties(properties, of: name)
    storage = PropertiesStorage(properties)
  }
}
