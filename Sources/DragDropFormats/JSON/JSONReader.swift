import DragDropKit

/// A fast pull parser over JSON bytes: the scene reader asks for the value it expects next, so a
/// million-node file is read in one pass without an intermediate document tree.
struct JSONReader {
  /// A syntax problem at a byte offset, or a field problem at a JSON path.
  enum Failure: Error {
    case syntax(FormatProblem, offset: Int)
    case field(FormatProblem, path: [PathComponent], offset: Int)
    /// Control-C stopped the reading.
    case interrupted
  }

  enum PathComponent {
    case key(String)
    case index(Int)
  }

  /// What kind of value comes next.
  typealias Kind = JSONKind

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var depth = 0
  let maxDepth: Int
  /// Where the reader is in the document, for field errors.
  var path: [PathComponent] = []
  /// The keys read so far in each open object, by depth: a key given twice is an error, not a
  /// silent last-one-wins. Known keys are bits of a mask (no string compared); any other key
  /// goes in a short list.
  private var seenKnownKeys: [UInt32] = []
  private var seenOtherKeys: [[String]] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  func syntax(_ problem: FormatProblem) -> Failure { .syntax(problem, offset: offset) }
  func field(_ problem: FormatProblem) -> Failure { .field(problem, path: path, offset: offset) }

  mutating func skipSpace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  /// The kind of the next value, without consuming it.
  mutating func kind() throws(Failure) -> Kind {
    skipSpace()
    guard offset < bytes.count else { throw syntax(.endsEarly) }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw syntax(.expectedValue)
    }
  }

  /// Fails with `expectedKind` at the current path when the next value is of another kind.
  mutating func require(_ wanted: Kind) throws(Failure) {
    let found = try kind()
    if found != wanted { throw field(.expectedKind(wanted)) }
  }

  mutating func consume(_ byte: UInt8, _ problem: FormatProblem) throws(Failure) {
    skipSpace()
    guard offset < bytes.count else { throw syntax(.endsEarly) }
    guard bytes[offset] == byte else { throw syntax(problem) }
    offset += 1
  }

  /// Steps past an opening bracket, refusing nesting deeper than the limit.
  private mutating func descend() throws(Failure) {
    offset += 1
    depth += 1
    if depth > maxDepth { throw syntax(.nestedTooDeep(limit: maxDepth)) }
  }

  /// Enters an object; then call `nextKey()` until it returns nil.
  mutating func beginObject() throws(Failure) {
    try require(.object)
    try descend()
    while seenKnownKeys.count <= depth {
      seenKnownKeys.append(0)
      seenOtherKeys.append([])
    }
    seenKnownKeys[depth] = 0
    if !seenOtherKeys[depth].isEmpty { seenOtherKeys[depth].removeAll(keepingCapacity: true) }
  }

  /// The next key of the current object, or nil at its end.
  mutating func nextKey(first: inout Bool) throws(Failure) -> String? {
    skipSpace()
    guard offset < bytes.count else { throw syntax(.endsEarly) }
    if bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return nil
    }
    if !first {
      guard bytes[offset] == UInt8(ascii: ",") else { throw syntax(.expectedEither(",", "}")) }
      offset += 1
      skipSpace()
    }
    first = false
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw syntax(offset < bytes.count ? .expectedKey : .endsEarly)
    }
    let keyStart = offset
    let key: String
    var twice = false
    if let known = knownKey() {
      key = Self.knownKeyStrings[known]
      if depth < seenKnownKeys.count {
        let bit = UInt32(1) << UInt32(known)
        twice = seenKnownKeys[depth] & bit != 0
        seenKnownKeys[depth] |= bit
      }
    } else {
      key = try readString()
      if depth < seenOtherKeys.count {
        twice = seenOtherKeys[depth].contains(key)
        seenOtherKeys[depth].append(key)
      }
    }
    if twice {
      throw Failure.syntax(.keyTwice(key), offset: keyStart)
    }
    try consume(UInt8(ascii: ":"), .expectedColon)
    return key
  }

  /// The keys scene files use, most frequent first: a million-node file repeats each of them a
  /// million times, and decoding every copy into a new String was a tenth of loading it
  /// (callgrind). All are ASCII and shorter than 16 bytes, so each String is stored inline.
  private static let knownKeys: [StaticString] = [
    "x", "y", "width", "height", "name", "type", "frame", "kind", "children", "color", "label", "draggable",
    "accepts", "capacity", "effect", "targets", "layout", "axis", "spacing", "padding", "cell", "columns", "margin",
    "fill", "format", "version", "root",
  ]
  private static let knownKeyStrings = knownKeys.map { $0.description }

  /// At a key's opening quote: the key's index in `knownKeys` when it is one, past its closing
  /// quote.
  private mutating func knownKey() -> Int? {
    let start = offset + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), end - start <= 16 {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    let length = end - start
    for (position, candidate) in Self.knownKeys.enumerated() where candidate.utf8CodeUnitCount == length {
      let expected = candidate.utf8Start
      var index = 0
      while index < length, expected[index] == bytes[start + index] { index += 1 }
      if index == length {
        offset = end + 1
        return position
      }
    }
    return nil
  }

  /// Enters an array; then call `nextElement()` until it returns false.
  mutating func beginArray() throws(Failure) {
    try require(.array)
    try descend()
  }

  /// True when another element follows in the current array.
  mutating func nextElement(first: inout Bool) throws(Failure) -> Bool {
    skipSpace()
    guard offset < bytes.count else { throw syntax(.endsEarly) }
    if bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return false
    }
    if !first {
      guard bytes[offset] == UInt8(ascii: ",") else { throw syntax(.expectedEither(",", "]")) }
      offset += 1
    }
    first = false
    return true
  }

  mutating func string() throws(Failure) -> String {
    try require(.string)
    return try readString()
  }

  mutating func number() throws(Failure) -> Double {
    try require(.number)
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      guard
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
          || byte == UInt8(ascii: "E")
      else { break }
      offset += 1
    }
    guard Self.isJSONNumber(bytes[start..<offset]) else {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      offset = start
      throw syntax(.notJSONNumber(text))
    }
    // Plain decimals, the numbers scene files are made of, without a String and strtod.
    if let value = PlainDecimal.value(bytes[start..<offset]) { return value }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text) else {
      offset = start
      throw syntax(.notJSONNumber(text))
    }
    guard value.isFinite else { throw field(.numberTooLarge(text)) }
    return value
  }

  mutating func integer() throws(Failure) -> Int {
    let value = try number()
    guard value == value.rounded(), abs(value) < 1e15 else { throw field(.expectedWholeNumber) }
    return Int(value)
  }

  mutating func bool() throws(Failure) -> Bool {
    try require(.bool)
    if bytes[offset] == UInt8(ascii: "t") {
      try literal("true")
      return true
    }
    try literal("false")
    return false
  }

  mutating func strings() throws(Failure) -> [String] {
    try beginArray()
    var result: [String] = []
    var first = true
    var index = 0
    while try nextElement(first: &first) {
      path.append(.index(index))
      result.append(try string())
      path.removeLast()
      index += 1
    }
    return result
  }

  mutating func literal(_ word: StaticString) throws(Failure) {
    let start = offset
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard offset < bytes.count, bytes[offset] == expected else {
        offset = start
        throw syntax(.expectedLiteral("\(word)"))
      }
      offset += 1
    }
  }

  /// Reads a string at the opening quote, decoding escapes; invalid UTF-8 is an error, as JSON
  /// requires (JSONSerialization agrees).
  mutating func readString() throws(Failure) -> String {
    offset += 1
    let start = offset
    var hasEscape = false
    var ascii = true
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") { break }
      if byte >= 0x80 { ascii = false }
      if byte < 0x20 { throw syntax(.rawControlCharacter) }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        offset += 1
      }
      offset += 1
    }
    guard offset < bytes.count else { throw syntax(.stringNotClosed) }
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    if !ascii, String(validating: raw, as: UTF8.self) == nil {
      throw .syntax(.stringNotUTF8, offset: start - 1)
    }
    offset += 1
    if !hasEscape { return String(decoding: raw, as: UTF8.self) }
    return try unescape(raw, start: start)
  }

  private func unescape(_ raw: UnsafeBufferPointer<UInt8>, start: Int) throws(Failure) -> String {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    func flush() {
      if !utf8.isEmpty {
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll()
      }
    }
    var index = 0
    var pendingHigh: UInt32?
    func loneSurrogate(_ value: UInt32, at offset: Int) -> Failure {
      .syntax(.loneSurrogate(value), offset: offset)
    }
    while index < raw.count {
      let byte = raw[index]
      if let high = pendingHigh,
        byte != UInt8(ascii: "\\") || index + 1 >= raw.count || raw[index + 1] != UInt8(ascii: "u")
      {
        throw loneSurrogate(high, at: start + index)
      }
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      index += 1
      let escape = raw[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): utf8.append(0x22)
      case UInt8(ascii: "\\"): utf8.append(0x5C)
      case UInt8(ascii: "/"): utf8.append(0x2F)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        // Exactly four hex digits: UInt32(_:radix:) alone would also take a sign.
        guard index + 4 <= raw.count, raw[index..<index + 4].allSatisfy(Self.isHexDigit),
          let value = UInt32(
            String(decoding: UnsafeBufferPointer(rebasing: raw[index..<index + 4]), as: UTF8.self), radix: 16)
        else { throw Failure.syntax(.shortUnicodeEscape, offset: start + index) }
        index += 4
        flush()
        if (0xD800...0xDBFF).contains(value) {
          if let high = pendingHigh { throw loneSurrogate(high, at: start + index - 6) }
          pendingHigh = value
          continue
        }
        if (0xDC00...0xDFFF).contains(value) {
          guard let high = pendingHigh else { throw loneSurrogate(value, at: start + index - 6) }
          let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
          scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
        } else {
          if let high = pendingHigh { throw loneSurrogate(high, at: start + index - 6) }
          scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        pendingHigh = nil
      default:
        // The byte is quoted escaped: a control byte or half a UTF-8 sequence must not reach a terminal.
        throw Failure.syntax(
          (0x21...0x7E).contains(escape)
            ? .unknownEscape(Character(UnicodeScalar(escape))) : .backslashBeforeByte(escape),
          offset: start + index - 1)
      }
    }
    if let high = pendingHigh { throw loneSurrogate(high, at: start + raw.count) }
    flush()
    return String(scalars)
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// True for JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isJSONNumber(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = token.startIndex
    func digits() -> Int {
      let from = index
      while index < token.endIndex, (0x30...0x39).contains(token[index]) { index += 1 }
      return index - from
    }
    if index < token.endIndex, token[index] == UInt8(ascii: "-") { index += 1 }
    guard index < token.endIndex else { return false }
    if token[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < token.endIndex, token[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < token.endIndex, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
      index += 1
      if index < token.endIndex, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == token.endIndex
  }

  /// Checks that nothing but white space follows the document.
  mutating func finish() throws(Failure) {
    skipSpace()
    if offset < bytes.count { throw syntax(.textAfterEnd) }
  }

  /// The 1-based line and column of a byte offset.
  static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column =
      String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<min(offset, bytes.count)]), as: UTF8.self)
      .unicodeScalars.count + 1
    return (line, column)
  }

  /// `$.root.children[2].frame` for a path.
  static func format(_ path: [PathComponent]) -> String {
    var text = "$"
    for component in path {
      switch component {
      case .key(let key): text += ".\(Sanitizer.clean(key))"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
