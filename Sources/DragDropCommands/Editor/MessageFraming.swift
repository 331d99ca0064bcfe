/// The Language Server Protocol's framing of JSON-RPC messages on a byte stream: headers, each
/// a line ending in `\r\n` (`Content-Length: N` among them), a blank line, then N bytes of JSON.
/// Bytes come in as they are read, in pieces of any size; whole messages come out.
struct MessageFraming: Sendable {
  /// What the stream held next.
  enum Frame: Hashable, Sendable {
    /// A message's JSON bytes.
    case message([UInt8])
    /// Headers without a `Content-Length`: skipped, up to their blank line.
    case noLength
  }

  /// The largest message taken: 1 GB.
  static let largest = 1 << 30

  private var buffer: [UInt8] = []
  private var start = 0

  /// Adds bytes read from the stream.
  mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 65_536, start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole frame, or nil until more bytes come.
  mutating func next() -> Frame? {
    // The headers end at the first blank line.
    guard let (headers, bodyStart) = headersEnd() else { return nil }
    var length: Int?
    for line in buffer[headers].split(separator: 0x0A) {
      let text = String(decoding: line, as: UTF8.self).trimmingBlanks()
      guard let colon = text.firstIndex(of: ":") else { continue }
      if text[..<colon].lowercased() == "content-length" {
        length = Int(text[text.index(after: colon)...].trimmingBlanks())
      }
    }
    // A length no message has (over 1 GB) is no length: waiting for it would hold the server.
    guard let length, length >= 0, length <= Self.largest else {
      start = bodyStart
      return .noLength
    }
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return .message(Array(buffer[bodyStart..<start]))
  }

  /// The headers' bytes and where the body starts, past the blank line (`\r\n`, or a lone
  /// `\n`) after them; nil while it has not come.
  private func headersEnd() -> (Range<Int>, Int)? {
    var index = start
    while index + 1 < buffer.count {
      if buffer[index] == 0x0A {
        if buffer[index + 1] == 0x0A { return (start..<index, index + 2) }
        if buffer[index + 1] == 0x0D, index + 2 < buffer.count, buffer[index + 2] == 0x0A {
          return (start..<index, index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  /// A message with its header, ready to write.
  static func frame(_ json: String) -> [UInt8] {
    let body = Array(json.utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension StringProtocol {
  /// Without spaces, tabs and carriage returns at either end.
  fileprivate func trimmingBlanks() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
    return String(self[first...last])
  }
}
