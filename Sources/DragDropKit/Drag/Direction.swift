/// One of the four keyboard directions.
public enum Direction: String, Hashable, Sendable, CaseIterable {
  case up, down, left, right
}
