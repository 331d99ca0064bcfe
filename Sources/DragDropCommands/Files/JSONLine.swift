import DragDropKit

/// Writes one flat JSON object straight into bytes, for the events a long batch prints most.
/// Measured with callgrind: building these lines with String appends was half of a batch's
/// instructions; byte appends with integer fast paths cost a small fraction of that.
struct JSONLine {
  private var bytes: [UInt8]
  private var empty = true

  init() {
    bytes = [UInt8(ascii: "{")]
    bytes.reserveCapacity(192)
  }

  private mutating func key(_ name: StaticString) {
    if !empty { bytes.append(UInt8(ascii: ",")) }
    empty = false
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  private mutating func literal(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private mutating func quoted(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    let clean = value.withUTF8 { utf8 -> Bool in
      // Most names need no escaping: copy their bytes whole.
      guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) else {
        return false
      }
      bytes.append(contentsOf: utf8)
      return true
    }
    if clean {
      bytes.append(UInt8(ascii: "\""))
    } else {
      var text = ""
      JSONValue.writeString(value, into: &text)
      bytes.removeLast()
      bytes.append(contentsOf: text.utf8)
    }
  }

  private mutating func write(_ value: Double) {
    guard value.isFinite else { return literal("null") }
    if value == value.rounded(), abs(value) < 1e15 {
      var integer = Int64(value)
      if integer < 0 {
        bytes.append(UInt8(ascii: "-"))
        integer = -integer
      }
      if integer == 0 { return bytes.append(UInt8(ascii: "0")) }
      var digits:
        (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
          (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        while integer > 0 {
          buffer[count] = UInt8(ascii: "0") + UInt8(integer % 10)
          integer /= 10
          count += 1
        }
        for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
      }
      return
    }
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func string(_ name: StaticString, _ value: String?) {
    key(name)
    guard let value else { return literal("null") }
    quoted(value)
  }

  /// A string value known when compiling, such as an event name.
  mutating func constant(_ name: StaticString, _ value: StaticString) {
    key(name)
    bytes.append(UInt8(ascii: "\""))
    literal(value)
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func number(_ name: StaticString, _ value: Double) {
    key(name)
    write(value)
  }

  mutating func number(_ name: StaticString, _ value: Int) {
    key(name)
    write(Double(value))
  }

  mutating func bool(_ name: StaticString, _ value: Bool) {
    key(name)
    literal(value ? "true" : "false")
  }

  mutating func point(_ name: StaticString, _ point: Point) {
    key(name)
    literal("{\"x\":")
    write(point.x)
    literal(",\"y\":")
    write(point.y)
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func frame(_ name: StaticString, _ rect: Rect) {
    key(name)
    literal("{\"x\":")
    write(rect.minX)
    literal(",\"y\":")
    write(rect.minY)
    literal(",\"width\":")
    write(rect.width)
    literal(",\"height\":")
    write(rect.height)
    bytes.append(UInt8(ascii: "}"))
  }

  /// The finished object.
  mutating func finish() -> String {
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
