/// A width and a height.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// True when both extents are finite and greater than zero, as every node's size must be.
  public var isValidNodeSize: Bool {
    width.isFinite && height.isFinite && width > 0 && height > 0
  }
}

extension Size: CustomStringConvertible {
  /// The size as `WxH`, the way the command language writes it.
  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
