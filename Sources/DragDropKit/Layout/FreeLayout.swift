/// The free layout: children keep their frames; a drop keeps the item's absolute position and
/// makes it the front-most child. The keyboard moves by points, not slots.
public struct FreeLayout: ContainerLayout {
  /// Creates the free layout; it has no parameters.
  public init() {}

  /// `free`.
  public static var name: String { "free" }
  /// None.
  public static var parameters: [LayoutParameter] { [] }
  /// There are no values.
  public func value(of parameter: String) -> LayoutValue { .none }
  /// There is nothing to set.
  public mutating func set(_ parameter: String, to value: LayoutValue) {}
  /// Whether arrows move by slot.
  public var movesBySlot: Bool { false }

  /// The frame in the new parent's coordinates.
  public func frame(forChildAt index: Int, size: Size, after previous: Rect?, in containerSize: Size) -> Rect? {
    nil
  }

  /// The front: one past the last child.
  public func dropPosition(at point: Point, siblings: SiblingFrames, in containerSize: Size) -> Int {
    siblings.count + 1
  }

  /// The container's center.
  public func slotPoint(_ position: Int, siblings: SiblingFrames, in containerSize: Size) -> Point {
    Point(x: containerSize.width / 2, y: containerSize.height / 2)
  }

  /// The slot one keyboard step away.
  public func neighbour(of position: Int, _ direction: Direction, count: Int, in containerSize: Size) -> Int? {
    nil
  }

  /// The rows and columns the children fill.
  public func rowsAndColumns(count: Int, in containerSize: Size) -> (rows: Int, columns: Int) {
    (1, 1)
  }

  /// Throws when a parameter is unusable.
  public func validate(of name: String) throws(EngineError) {}
}
