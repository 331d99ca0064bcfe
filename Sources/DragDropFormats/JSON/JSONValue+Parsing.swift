import DragDropKit

extension JSONValue {
  /// Reads any JSON text into a value, keys in the order written: what a message of a protocol
  /// holds (the language server's JSON-RPC), read by the same reader as scene files.
  ///
  /// A fault is a `FormatError` with its line and column: `notJSON` for bad syntax (a key given
  /// twice among them), `nestedTooDeep` past `maxDepth` levels.
  package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(FormatError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONValue, JSONReader.Failure> in
      var reader = JSONReader(buffer, maxDepth: maxDepth)
      return Result { () throws(JSONReader.Failure) in
        let value = try reader.value()
        try reader.finish()
        return value
      }
    }
    switch result {
    case .success(let value): return value
    case .failure(.syntax(let problem, let offset)), .failure(.field(let problem, _, let offset)):
      let (line, column) = bytes.withUnsafeBufferPointer { JSONReader.location(of: offset, in: $0) }
      throw FormatError(.notJSON(problem), line: line, column: column)
    case .failure(.interrupted): throw FormatError(.interrupted)
    }
  }

  /// The member named `key` of an object; nil for another value or a missing key.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, when the value is one.
  package var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The whole number, when the value is one that fits an `Int`.
  package var integer: Int? {
    guard let number, number.rounded() == number, abs(number) < 9e15 else { return nil }
    return Int(number)
  }

  /// The elements, when the value is an array.
  package var array: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }
}

extension JSONReader {
  /// The next value whole, of whatever kind it is.
  mutating func value() throws(Failure) -> JSONValue {
    switch try kind() {
    case .null:
      try literal("null")
      return .null
    case .bool: return .bool(try bool())
    case .number: return .number(try number())
    case .string: return .string(try string())
    case .array:
      try beginArray()
      var values: [JSONValue] = []
      var first = true
      while try nextElement(first: &first) { values.append(try value()) }
      return .array(values)
    case .object:
      try beginObject()
      var members: [(String, JSONValue)] = []
      var first = true
      while let key = try nextKey(first: &first) { members.append((key, try value())) }
      return .object(members)
    }
  }
}
