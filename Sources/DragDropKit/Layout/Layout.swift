/// How a container arranges its children.
public enum Layout: Hashable, Sendable {
  /// Children keep the frames they are given; a drop keeps the item's absolute position.
  case free
  /// Children run along an axis in order, keeping their sizes.
  case stack(StackLayout)
  /// Children occupy fixed slots, after seed 003's SEDraggableLocation.
  case grid(GridLayout)

  /// The layout's name: `free`, `stack` or `grid`.
  public var name: String {
    switch self {
    case .free: "free"
    case .stack: "stack"
    case .grid: "grid"
    }
  }
}

/// The parameters of a stack layout.
public struct StackLayout: Hashable, Sendable {
  /// The direction children run in.
  public var axis: Axis
  /// The gap between neighbours.
  public var spacing: Double
  /// The inset from the container's edges.
  public var padding: Double

  /// Creates a stack layout; the defaults are vertical, spacing 8, padding 8.
  public init(axis: Axis = .vertical, spacing: Double = 8, padding: Double = 8) {
    self.axis = axis
    self.spacing = spacing
    self.padding = padding
  }
}

/// The parameters of a grid layout.
public struct GridLayout: Hashable, Sendable {
  /// The size of one slot.
  public var cell: Size
  /// The number of columns, or nil for as many as fit.
  public var columns: Int?
  /// The inset from the container's edges.
  public var margin: Double
  /// The gap between slots.
  public var spacing: Double
  /// The order slots are filled in.
  public var fill: GridFill

  /// Creates a grid layout; the defaults are cells of 44x44, margin 3, spacing 3, filling rows.
  public init(
    cell: Size = Size(width: 44, height: 44), columns: Int? = nil, margin: Double = 3,
    spacing: Double = 3, fill: GridFill = .rows
  ) {
    self.cell = cell
    self.columns = columns
    self.margin = margin
    self.spacing = spacing
    self.fill = fill
  }

  /// How many slots fit along one extent, at least one.
  func fitting(_ extent: Double, cell: Double) -> Int {
    let n = ((extent - 2 * margin + spacing) / (cell + spacing)).rounded(.down)
    return n.isFinite && n >= 1 ? Int(min(n, 1_000_000)) : 1
  }

  /// The origin of slot `index` (0-based) in the container's coordinates.
  ///
  /// With margin 3, spacing 3 and cells of 40x40 in 3 columns, slots 0 to 3 are at
  /// (3,3), (46,3), (89,3) and (3,46).
  public func slotOrigin(_ index: Int, in containerSize: Size) -> Point {
    let column: Int
    let row: Int
    switch fill {
    case .rows:
      let columns = self.columns ?? fitting(containerSize.width, cell: cell.width)
      column = index % columns
      row = index / columns
    case .columns:
      let rows = fitting(containerSize.height, cell: cell.height)
      row = index % rows
      column = index / rows
    }
    return Point(
      x: margin + Double(column) * (cell.width + spacing),
      y: margin + Double(row) * (cell.height + spacing))
  }

  /// The center of slot `index` (0-based) in the container's coordinates.
  public func slotCenter(_ index: Int, in containerSize: Size) -> Point {
    let origin = slotOrigin(index, in: containerSize)
    return Point(x: origin.x + cell.width / 2, y: origin.y + cell.height / 2)
  }
}

extension Layout {
  /// The frame the layout gives the child at `index` of this size, after the previous child's
  /// frame, or nil for `free` (frames stay where they are).
  public func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect? {
    switch self {
    case .free:
      return nil
    case .stack(let stack):
      switch stack.axis {
      case .vertical:
        let y = previous.map { $0.maxY + stack.spacing } ?? stack.padding
        return Rect(origin: Point(x: stack.padding, y: y), size: size)
      case .horizontal:
        let x = previous.map { $0.maxX + stack.spacing } ?? stack.padding
        return Rect(origin: Point(x: x, y: stack.padding), size: size)
      }
    case .grid(let grid):
      return Rect(origin: grid.slotOrigin(index, in: containerSize), size: size)
    }
  }
}
