/// An axis-aligned rectangle: an origin and a size.
///
/// Containment is half-open: a rect contains P when `x <= P.x < x + width` and
/// `y <= P.y < y + height`, so two rects that share an edge never both contain a point on it.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extents.
  public var size: Size

  /// Creates a rect from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rect from its four numbers.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge (exclusive).
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge (exclusive).
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The center point.
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
  /// The area.
  public var area: Double { size.width * size.height }

  /// True when the point lies inside, with half-open edges.
  public func contains(_ point: Point) -> Bool {
    minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// True when every coordinate is finite and the size is positive.
  public var isValidNodeFrame: Bool { origin.isFinite && size.isValidNodeSize }

  /// The area shared with another rect, zero when they do not overlap.
  public func overlapArea(with other: Rect) -> Double {
    let w = min(maxX, other.maxX) - max(minX, other.minX)
    let h = min(maxY, other.maxY) - max(minY, other.minY)
    return w > 0 && h > 0 ? w * h : 0
  }

  /// How far a point is outside this rect along each axis: negative to the left or above,
  /// positive to the right or below, zero where it lies within the rect's span.
  public func gap(to point: Point) -> (x: Double, y: Double) {
    let x = point.x < minX ? point.x - minX : (point.x >= maxX ? point.x - maxX : 0)
    let y = point.y < minY ? point.y - minY : (point.y >= maxY ? point.y - maxY : 0)
    return (x, y)
  }

  /// The same rect moved by an offset.
  public func offset(by delta: Point) -> Rect {
    Rect(origin: origin + delta, size: size)
  }
}

extension Rect: CustomStringConvertible {
  /// The rect as `X,Y WxH`.
  public var description: String { "\(origin) \(size)" }
}
