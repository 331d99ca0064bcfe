import DragDropFormats
import DragDropKit

/// Writes one flat JSON object straight into an output buffer, for the events a long batch
/// prints most. Each value comes after a literal fragment holding its key and punctuation
/// (`{"event":"moved","phase":"changed","item":`, then `,"point":`), so a key is one copy.
///
/// Measured with callgrind on a 15,000-command batch: building these lines with String appends
/// was half of the batch's instructions; one append per key and value cost about 2,600
/// instructions a line; literal fragments cost a third of that.
struct JSONLine {
  private let bytes: OutputBuffer

  /// Starts writing at the end of the buffer.
  init(into bytes: OutputBuffer) {
    self.bytes = bytes
  }

  /// Keys, punctuation and constant values, written as they are.
  func raw(_ text: StaticString) {
    bytes.append(text)
  }

  /// A string value, escaped as JSON requires; `null` for nil.
  func string(_ value: String?) {
    guard var value else { return bytes.append("null") }
    let clean = value.withUTF8 { utf8 -> Bool in
      // Most names need no escaping: copy their bytes whole.
      for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
      {
        return false
      }
      bytes.reserve(utf8.count + 2)
      bytes.append(UInt8(ascii: "\""))
      bytes.append(utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if !clean {
      var text = ""
      JSONValue.writeString(value, into: &text)
      bytes.append(contentsOf: text)
    }
  }

  /// A number as `JSONValue` writes it: whole numbers without a fraction, `null` when not finite.
  func number(_ value: Double) {
    guard value.isFinite else { return bytes.append("null") }
    if abs(value) < 1e15 {
      let integer = Int64(value)
      if Double(integer) == value { return int(integer) }
    }
    bytes.append(contentsOf: String(value))
  }

  /// A whole number.
  func int(_ value: Int) { int(Int64(value)) }

  private func int(_ value: Int64) {
    if value == .min { return bytes.append(contentsOf: String(value)) }
    var integer = value
    if integer < 0 {
      bytes.append(UInt8(ascii: "-"))
      integer = -integer
    }
    if integer < 10 { return bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: integer)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var count = 0
      while integer > 0 {
        buffer[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: integer % 10)
        integer /= 10
        count += 1
      }
      bytes.reserve(count)
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// `{"x":X,"y":Y}`.
  func point(_ point: Point) {
    bytes.append(#"{"x":"#)
    number(point.x)
    bytes.append(#","y":"#)
    number(point.y)
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{"x":X,"y":Y,"width":W,"height":H}`.
  func frame(_ rect: Rect) {
    bytes.append(#"{"x":"#)
    number(rect.minX)
    bytes.append(#","y":"#)
    number(rect.minY)
    bytes.append(#","width":"#)
    number(rect.width)
    bytes.append(#","height":"#)
    number(rect.height)
    bytes.append(UInt8(ascii: "}"))
  }

  /// A key fragment and a string value (`null` for nil).
  func string(_ key: StaticString, _ value: String?) {
    raw(key)
    string(value)
  }

  /// A key fragment and a whole number.
  func int(_ key: StaticString, _ value: Int) {
    raw(key)
    int(value)
  }

  /// A key fragment and a point.
  func point(_ key: StaticString, _ value: Point) {
    raw(key)
    point(value)
  }

  /// A key fragment and a frame.
  func frame(_ key: StaticString, _ value: Rect) {
    raw(key)
    frame(value)
  }

  /// Ends the object and its line.
  /// A key and a list of names: `,"items":["a","b"]`.
  func strings(_ key: StaticString, _ values: [String?]) {
    raw(key)
    raw("[")
    for (index, value) in values.enumerated() {
      if index > 0 { raw(",") }
      string(value)
    }
    raw("]")
  }

  func finish() {
    bytes.reserve(2)
    bytes.append(UInt8(ascii: "}"))
    bytes.append(0x0A)
  }
}
