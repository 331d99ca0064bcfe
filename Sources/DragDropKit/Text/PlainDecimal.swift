/// Plain decimals ("160", "-3.5"), the numbers scene files and commands are made of, read from
/// bytes without building a String or calling strtod. Shared by the command lexer and the JSON
/// reader; each keeps a general path for anything else, and the fast path is tested against it.
package enum PlainDecimal {
  /// An optional minus, digits and an optional fraction, 15 digits at most and within the
  /// accepted range; nil for anything else. Exact like `Double(_:)`: the digits form an integer
  /// below 2^53 and the power of ten is exact, so one division rounds correctly.
  private static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  package static func value(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    var index = bytes.startIndex
    let negative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard !seenPoint, digits > 0 else { return nil }
        seenPoint = true
      } else {
        let digit = Int(byte) &- 0x30
        guard digit >= 0, digit <= 9 else { return nil }
        mantissa = mantissa &* 10 &+ digit
        digits += 1
        if seenPoint { fractionDigits += 1 }
      }
      index += 1
    }
    guard digits > 0, digits <= 15, !seenPoint || fractionDigits > 0 else { return nil }
    var value = Double(mantissa)
    if fractionDigits > 0 {
      value /= powersOfTen[fractionDigits]
    }
    guard value <= 1e12 else { return nil }
    return negative ? -value : value
  }
}
