/// How a container arranges its children.
///
/// Each case's type owns everything about its layout (`ContainerLayout`); `rules` is the one
/// place that maps a case to its type. A new layout is a new type, a case here, its words and
/// its scene-file fields.
public enum Layout: Hashable, Sendable {
  /// Children keep the frames they are given; a drop keeps the item's absolute position.
  case free
  /// Children run along an axis in order, keeping their sizes.
  case stack(StackLayout)
  /// Children occupy fixed slots, after seed 003's SEDraggableLocation.
  case grid(GridLayout)

  /// Every layout, in the order the command language and the reference list them. A new
  /// layout is registered here, with its case and its lines in `rules` and `init(_:)`.
  public static let types: [any ContainerLayout.Type] = [FreeLayout.self, StackLayout.self, GridLayout.self]

  /// The layout's name: `free`, `stack` or `grid`.
  public var name: String { rules.name }

  /// The layout of a type's value.
  public init(_ rules: any ContainerLayout) {
    switch rules {
    case let stack as StackLayout: self = .stack(stack)
    case let grid as GridLayout: self = .grid(grid)
    default: self = .free
    }
  }

  /// The layout type with this name.
  public static func type(named name: String) -> (any ContainerLayout.Type)? {
    types.first { $0.name == name }
  }

  /// The layout's type, which answers every question about it.
  public var rules: any ContainerLayout {
    switch self {
    case .free: FreeLayout()
    case .stack(let stack): stack
    case .grid(let grid): grid
    }
  }

  /// The frame the layout gives the child at `index` of this size, after the previous child's
  /// frame, or nil for `free` (frames stay where they are).
  public func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect? {
    rules.frame(forChildAt: index, size: size, after: previous, in: containerSize)
  }
}

/// What a layout knows: where children go, which slot a point means, the point a slot stands
/// for, the keyboard neighbour of a slot, its rows and columns, and which parameters are valid.
///
/// Positions are 1-based; points are in the container's coordinates. `siblings` are the
/// container's children without the dragged item.
public protocol ContainerLayout: Hashable, Sendable {
  /// The layout's name as the command language and scene files write it.
  static var name: String { get }
  /// Its parameters, in the order scene files write them.
  static var parameters: [LayoutParameter] { get }
  /// The layout with its default parameters.
  init()
  /// A parameter's value.
  func value(of parameter: String) -> LayoutValue
  /// Sets a parameter to a value already checked against its kind.
  mutating func set(_ parameter: String, to value: LayoutValue)
  /// True when the keyboard moves by slot (stacks, grids); false when it moves by points.
  var movesBySlot: Bool { get }
  /// The frame of the child at `index`, after the previous child's frame; nil keeps frames.
  func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect?
  /// The position a drop at `point` takes.
  func dropPosition(at point: Point, siblings: SiblingFrames, in containerSize: Size) -> Int
  /// A point that, as a drop point, lands at exactly `position`.
  func slotPoint(_ position: Int, siblings: SiblingFrames, in containerSize: Size) -> Point
  /// The slot one keyboard step from `position`, or nil when the step leaves the container.
  /// `count` is the number of siblings, so slots run from 1 to count + 1.
  func neighbour(of position: Int, _ direction: Direction, count: Int, in containerSize: Size) -> Int?
  /// The rows and columns that `count` children fill.
  func rowsAndColumns(count: Int, in containerSize: Size) -> (rows: Int, columns: Int)
  /// How far a lifted child of this size, still holding its place, would push the siblings after
  /// it; nil when the siblings' frames do not decide positions.
  func heldPlace(for size: Size) -> Point?
  /// Throws when a parameter is unusable; `name` names the container in the message.
  func validate(of name: String) throws(EngineError)
}

extension ContainerLayout {
  /// By default the siblings' frames do not decide positions (free containers, grids' fixed
  /// slots), so a held place pushes nothing.
  public func heldPlace(for size: Size) -> Point? { nil }
}

/// The frames of a container's children without the dragged item, read in place.
public struct SiblingFrames: RandomAccessCollection, Sendable {
  let slots: [Node]
  let children: [NodeID]
  let excludedIndex: Int?

  /// The index from which siblings are pushed along by a lifted child holding its place.
  let heldIndex: Int
  /// How far they are pushed.
  let heldShift: Point

  init(slots: [Node], container: NodeID, excluding item: NodeID?, holding held: (index: Int, shift: Point)? = nil) {
    self.slots = slots
    self.children = slots[container.rawValue].children
    // A lifted item is on the drag layer, not among the children, so the search is rare.
    if let item, slots[item.rawValue].parent == container {
      self.excludedIndex = children.firstIndex(of: item)
    } else {
      self.excludedIndex = nil
    }
    self.heldIndex = held?.index ?? Int.max
    self.heldShift = held?.shift ?? .zero
  }

  /// The first index.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { children.count - (excludedIndex == nil ? 0 : 1) }

  /// The frame of the sibling at an index.
  public subscript(index: Int) -> Rect {
    let skip = excludedIndex.map { index >= $0 ? 1 : 0 } ?? 0
    let frame = slots[children[index + skip].rawValue].frame
    return index >= heldIndex ? frame.offset(by: heldShift) : frame
  }
}
