import DragDropKit

/// A JSON value with ordered object keys, for output whose key order is part of the contract.
///
/// Writing is a single pass with no intermediate allocations beyond the output string, which
/// keeps JSON Lines output fast on long batches.
package indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// Values are equal when they write the same JSON text.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text() == rhs.text() }
  /// Hashes the JSON text.
  package func hash(into hasher: inout Hasher) { hasher.combine(text()) }

  /// The value as compact JSON text.
  package func text() -> String {
    var output = ""
    write(into: &output, indent: nil)
    return output
  }

  /// The value as JSON text indented by two spaces per level.
  package func prettyText() -> String {
    var output = ""
    write(into: &output, indent: 0)
    return output
  }

  /// Appends the value; `indent` nil writes compact JSON.
  package func write(into output: inout String, indent: Int?) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += JSONValue.format(value)
    case .string(let value): JSONValue.writeString(value, into: &output)
    case .array(let values):
      if values.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        JSONValue.newline(&output, indent.map { $0 + 1 })
        value.write(into: &output, indent: indent.map { $0 + 1 })
      }
      JSONValue.newline(&output, indent)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      // Small objects of numbers (points, frames) stay on one line even when pretty.
      let inline = indent == nil || members.allSatisfy { if case .number = $0.1 { true } else { false } }
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += inline && indent != nil ? ", " : "," }
        if !inline { JSONValue.newline(&output, indent.map { $0 + 1 }) }
        JSONValue.writeString(key, into: &output)
        output += indent == nil ? ":" : ": "
        value.write(into: &output, indent: inline ? indent : indent.map { $0 + 1 })
      }
      if !inline { JSONValue.newline(&output, indent) }
      output += "}"
    }
  }

  private static func newline(_ output: inout String, _ indent: Int?) {
    guard let indent else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  /// A number without a trailing `.0`; non-finite numbers (which JSON cannot hold) become null.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  package static func writeString(_ value: String, into output: inout String) {
    output += "\""
    // Most strings need no escaping: append them whole. 0xC2 starts the C1 controls and 0xE2
    // the bidi controls, which are escaped too (valid JSON either way, but a terminal showing
    // the line must not have it reordered).
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 })
    {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if Sanitizer.isControl(scalar) {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

extension JSONValue {
  /// A point as `{"x":..,"y":..}`.
  package static func point(_ x: Double, _ y: Double) -> JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }
}
