/// A point in scene or parent coordinates; the origin is top-left and y grows downward.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// True when both coordinates are finite numbers (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The component-wise sum.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The component-wise difference.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

  /// The squared distance to another point, for comparisons without a square root.
  public func squaredDistance(to other: Point) -> Double {
    let dx = x - other.x
    let dy = y - other.y
    return dx * dx + dy * dy
  }
}

extension Point: CustomStringConvertible {
  /// The point as `X,Y`, the way the command language writes it.
  public var description: String { "\(formatNumber(x)),\(formatNumber(y))" }
}

/// Formats a coordinate without a trailing `.0`, so 135.0 reads `135` and 2.5 reads `2.5`.
public func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
