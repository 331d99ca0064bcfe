/// The stack layout: children run along an axis in order, keeping their sizes.
public struct StackLayout: ContainerLayout {
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

  /// The defaults.
  public init() {
    self.init(axis: .vertical)
  }

  /// `stack`.
  public static var name: String { "stack" }
  /// `axis` (which may follow the name: `stack horizontal`), `spacing`, `padding`.
  public static let parameters = [
    LayoutParameter("axis", .choice(Axis.allCases.map(\.rawValue)), positional: true),
    LayoutParameter("spacing", .number), LayoutParameter("padding", .number),
  ]

  /// A parameter's value.
  public func value(of parameter: String) -> LayoutValue {
    switch parameter {
    case "axis": .word(axis.rawValue)
    case "spacing": .number(spacing)
    case "padding": .number(padding)
    default: .none
    }
  }

  /// Sets a parameter.
  public mutating func set(_ parameter: String, to value: LayoutValue) {
    switch (parameter, value) {
    case ("axis", .word(let word)): axis = Axis(rawValue: word) ?? axis
    case ("spacing", .number(let number)): spacing = number
    case ("padding", .number(let number)): padding = number
    default: break
    }
  }

  /// Whether arrows move by slot.
  public var movesBySlot: Bool { true }

  /// The frame in the new parent's coordinates.
  public func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect? {
    switch axis {
    case .vertical:
      let y = previous.map { $0.maxY + spacing } ?? padding
      return Rect(origin: Point(x: padding, y: y), size: size)
    case .horizontal:
      let x = previous.map { $0.maxX + spacing } ?? padding
      return Rect(origin: Point(x: x, y: padding), size: size)
    }
  }

  /// 1 + the number of siblings whose center lies before the point along the axis.
  public func dropPosition(at point: Point, siblings: SiblingFrames, in containerSize: Size) -> Int {
    var position = 1
    for frame in siblings {
      let center = frame.center
      if axis == .vertical ? center.y < point.y : center.x < point.x { position += 1 }
    }
    return position
  }

  /// The point between the neighbours of the slot, on the stack's cross-axis center line.
  public func slotPoint(_ position: Int, siblings: SiblingFrames, in containerSize: Size) -> Point {
    let vertical = axis == .vertical
    let extent = vertical ? containerSize.height : containerSize.width
    func along(_ rect: Rect) -> (min: Double, center: Double, max: Double) {
      vertical ? (rect.minY, rect.center.y, rect.maxY) : (rect.minX, rect.center.x, rect.maxX)
    }
    let value: Double
    if siblings.isEmpty {
      value = min(padding + 1, extent / 2)
    } else if position <= 1 {
      let first = along(siblings[0])
      value = (first.min + first.center) / 2
    } else if position > siblings.count {
      let last = along(siblings[siblings.count - 1])
      value = last.center + max(min(last.max, extent) - last.center, 1) / 2
    } else {
      value = (along(siblings[position - 2]).center + along(siblings[position - 1]).center) / 2
    }
    return vertical
      ? Point(x: containerSize.width / 2, y: value) : Point(x: value, y: containerSize.height / 2)
  }

  /// One slot along the axis; across it, or past either end, the step leaves the stack.
  public func neighbour(of position: Int, _ direction: Direction, count: Int, in containerSize: Size) -> Int? {
    let candidate: Int
    switch (axis, direction) {
    case (.vertical, .up), (.horizontal, .left): candidate = position - 1
    case (.vertical, .down), (.horizontal, .right): candidate = position + 1
    default: return nil
    }
    return (1...count + 1).contains(candidate) ? candidate : nil
  }

  /// The rows and columns the children fill.
  public func rowsAndColumns(count: Int, in containerSize: Size) -> (rows: Int, columns: Int) {
    axis == .vertical ? (max(count, 1), 1) : (1, max(count, 1))
  }

  /// The child's extent along the axis and one spacing.
  public func heldPlace(for size: Size) -> Point? {
    axis == .vertical ? Point(x: 0, y: size.height + spacing) : Point(x: size.width + spacing, y: 0)
  }

  /// Throws when a parameter is unusable.
  public func validate(of name: String) throws(EngineError) {
    guard spacing.isFinite, padding.isFinite, spacing >= 0, padding >= 0 else {
      throw .invalidValue(.stackSpacing(of: name), rule: .finiteZeroOrMore)
    }
  }
}
