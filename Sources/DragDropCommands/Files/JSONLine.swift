import DragDropKit

/// Writes one flat JSON object straight into a string, for the events a long batch prints most;
/// it builds no intermediate values, so a JSON Lines batch stays close to plain text speed.
struct JSONLine {
  private(set) var text: String
  private var empty = true

  init() {
    text = "{"
    text.reserveCapacity(192)
  }

  private mutating func key(_ name: String) {
    text += empty ? "\"" : ",\""
    empty = false
    text += name
    text += "\":"
  }

  mutating func string(_ name: String, _ value: String) {
    key(name)
    JSONValue.writeString(value, into: &text)
  }

  mutating func string(_ name: String, _ value: String?) {
    guard let value else { return null(name) }
    string(name, value)
  }

  mutating func number(_ name: String, _ value: Double) {
    key(name)
    text += JSONValue.format(value)
  }

  mutating func number(_ name: String, _ value: Int) {
    key(name)
    text += String(value)
  }

  mutating func bool(_ name: String, _ value: Bool) {
    key(name)
    text += value ? "true" : "false"
  }

  mutating func null(_ name: String) {
    key(name)
    text += "null"
  }

  mutating func point(_ name: String, _ point: Point) {
    key(name)
    text += "{\"x\":" + JSONValue.format(point.x) + ",\"y\":" + JSONValue.format(point.y) + "}"
  }

  mutating func frame(_ name: String, _ rect: Rect) {
    key(name)
    text += "{\"x\":" + JSONValue.format(rect.minX) + ",\"y\":" + JSONValue.format(rect.minY)
    text += ",\"width\":" + JSONValue.format(rect.width) + ",\"height\":" + JSONValue.format(rect.height) + "}"
  }

  /// The finished object.
  mutating func finish() -> String {
    text += "}"
    return text
  }
}
