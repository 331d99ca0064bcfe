/// The grid layout: children occupy fixed slots in rows or columns, after seed 003's
/// SEDraggableLocation.
public struct GridLayout: ContainerLayout {
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

  /// The slots in one row (fill rows) or one column (fill columns): the run that fills first.
  func run(in containerSize: Size) -> Int {
    switch fill {
    case .rows: columns ?? fitting(containerSize.width, cell: cell.width)
    case .columns: fitting(containerSize.height, cell: cell.height)
    }
  }

  /// The origin of slot `index` (0-based) in the container's coordinates.
  ///
  /// With margin 3, spacing 3 and cells of 40x40 in 3 columns, slots 0 to 3 are at
  /// (3,3), (46,3), (89,3) and (3,46).
  public func slotOrigin(_ index: Int, in containerSize: Size) -> Point {
    let column: Int
    let row: Int
    let run = run(in: containerSize)
    switch fill {
    case .rows: (row, column) = (index / run, index % run)
    case .columns: (row, column) = (index % run, index / run)
    }
    return Point(
      x: margin + Double(column) * (cell.width + spacing),
      y: margin + Double(row) * (cell.height + spacing))
  }

  /// The 1-based row and column of slot `index` (0-based), as drawn.
  public func cell(ofSlot index: Int, in containerSize: Size) -> (row: Int, column: Int) {
    let run = run(in: containerSize)
    switch fill {
    case .rows: return (index / run + 1, index % run + 1)
    case .columns: return (index % run + 1, index / run + 1)
    }
  }

  /// The center of slot `index` (0-based) in the container's coordinates.
  public func slotCenter(_ index: Int, in containerSize: Size) -> Point {
    let origin = slotOrigin(index, in: containerSize)
    return Point(x: origin.x + cell.width / 2, y: origin.y + cell.height / 2)
  }

  /// The defaults.
  public init() {
    self.init(cell: Size(width: 44, height: 44))
  }

  /// `grid`.
  public static var name: String { "grid" }
  /// `cell`, `columns` (which may follow the name: `grid 3`), `margin`, `spacing`, `fill`.
  public static let parameters = [
    LayoutParameter("cell", .size), LayoutParameter("columns", .count, noneWord: "auto", positional: true),
    LayoutParameter("margin", .number), LayoutParameter("spacing", .number),
    LayoutParameter("fill", .choice(GridFill.allCases.map(\.rawValue))),
  ]

  /// A parameter's value.
  public func value(of parameter: String) -> LayoutValue {
    switch parameter {
    case "cell": .size(cell)
    case "columns": columns.map(LayoutValue.count) ?? .none
    case "margin": .number(margin)
    case "spacing": .number(spacing)
    case "fill": .word(fill.rawValue)
    default: .none
    }
  }

  /// Sets a parameter.
  public mutating func set(_ parameter: String, to value: LayoutValue) {
    switch (parameter, value) {
    case ("cell", .size(let size)): cell = size
    case ("columns", .count(let count)): columns = count
    case ("columns", .none): columns = nil
    case ("margin", .number(let number)): margin = number
    case ("spacing", .number(let number)): spacing = number
    case ("fill", .word(let word)): fill = GridFill(rawValue: word) ?? fill
    default: break
    }
  }

  /// Whether arrows move by slot.
  public var movesBySlot: Bool { true }

  /// The frame in the new parent's coordinates.
  public func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect? {
    Rect(origin: slotOrigin(index, in: containerSize), size: size)
  }

  /// The nearest slot to the point, at most one past the last sibling.
  public func dropPosition(at point: Point, siblings: SiblingFrames, in containerSize: Size) -> Int {
    var best = (position: 1, distance: Double.infinity)
    for index in 0...siblings.count {
      let distance = slotCenter(index, in: containerSize).squaredDistance(to: point)
      if distance < best.distance { best = (index + 1, distance) }
    }
    return best.position
  }

  /// The slot's center.
  public func slotPoint(_ position: Int, siblings: SiblingFrames, in containerSize: Size) -> Point {
    slotCenter(position - 1, in: containerSize)
  }

  /// One cell as drawn, in either fill order: Right is the next column and Down the next row.
  /// A step past the last slot goes to the empty slot at the end when that slot is in the row
  /// or column stepped into; otherwise it leaves the grid (nil).
  public func neighbour(of position: Int, _ direction: Direction, count: Int, in containerSize: Size) -> Int? {
    let run = run(in: containerSize)
    let index = position - 1
    // In fill order, `major` is the row (fill rows) or column (fill columns), `minor` the place in it.
    let (major, minor) = (index / run, index % run)
    let alongRun =
      switch direction {
      case .left, .right: fill == .rows
      case .up, .down: fill == .columns
      }
    let forward = direction == .right || direction == .down
    let target: Int
    if alongRun {
      let next = forward ? minor + 1 : minor - 1
      guard next >= 0, next < run else { return nil }
      target = major * run + next
    } else {
      let next = forward ? major + 1 : major - 1
      guard next >= 0 else { return nil }
      target = next * run + minor
    }
    // Slots run from 0 to count (the empty slot at the end).
    if target <= count { return target + 1 }
    if !alongRun, forward, count / run == major + 1 { return count + 1 }
    return nil
  }

  /// The rows and columns the children fill.
  public func rowsAndColumns(count: Int, in containerSize: Size) -> (rows: Int, columns: Int) {
    let run = run(in: containerSize)
    let runs = max(1, (count + run - 1) / run)
    return fill == .rows ? (runs, min(max(count, 1), run)) : (min(max(count, 1), run), runs)
  }

  /// Throws when a parameter is unusable.
  public func validate(of name: String) throws(EngineError) {
    guard cell.isValidNodeSize else { throw .invalidSize(.gridCell(of: name)) }
    guard margin.isFinite, spacing.isFinite, margin >= 0, spacing >= 0 else {
      throw .invalidValue(.gridSpacing(of: name), rule: .finiteZeroOrMore)
    }
    if let columns, columns < 1 {
      throw .invalidValue(.columns(of: name), rule: .oneOrMore)
    }
  }
}
