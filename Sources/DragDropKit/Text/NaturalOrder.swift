/// Text in the order a person expects: character by character, but a run of digits by its
/// value, so "Task 2" comes before "Task 10".
public enum NaturalOrder {
  /// True when `a` comes first, false when `b` does, nil when they are the same.
  public static func compare(_ a: String, _ b: String) -> Bool? {
    var left = Array(a.unicodeScalars)[...]
    var right = Array(b.unicodeScalars)[...]
    while let x = left.first, let y = right.first {
      if x.properties.numericType == .decimal, y.properties.numericType == .decimal {
        let first = digits(&left)
        let second = digits(&right)
        if first != second {
          return first.count != second.count ? first.count < second.count : first.lexicographicallyPrecedes(second)
        }
        continue
      }
      if x != y { return x.value < y.value }
      left.removeFirst()
      right.removeFirst()
    }
    if left.isEmpty != right.isEmpty { return left.isEmpty }
    return nil
  }

  /// The run of decimal digits at the start, consumed, without leading zeros, as ASCII digits.
  private static func digits(_ scalars: inout ArraySlice<Unicode.Scalar>) -> [UInt8] {
    var run: [UInt8] = []
    while let scalar = scalars.first, scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue
    {
      if !(run.isEmpty && value == 0) { run.append(UInt8(value)) }
      scalars.removeFirst()
    }
    return run
  }
}
