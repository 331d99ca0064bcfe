/// One language's phrases as the build step wrote them: a single string literal that the
/// binary holds in its read-only data and that is read in place, never copied whole.
///
/// The text is a run of records, sorted by context (byte order), each ending in U+001E:
///
///     context U+001F form U+001F form ... U+001E
///
/// A literal compiles in moments where a switch of 800 string cases took the optimizer minutes
/// for every language (Docs/architecture.md, "Translations"). The first phrase a language says
/// finds where each record starts, one pass over the text; every phrase after that is a binary
/// search, and only its forms become strings.
struct PhraseTable: Sendable {
  static let recordEnd: UInt8 = 0x1E
  static let fieldEnd: UInt8 = 0x1F

  private let text: StaticString
  /// Where each record starts, in the text's byte offsets, in order.
  private let starts: [Int32]

  init(_ text: StaticString) {
    self.text = text
    var starts: [Int32] = []
    text.withUTF8Buffer { bytes in
      var start = 0
      for (offset, byte) in bytes.enumerated() where byte == Self.recordEnd {
        starts.append(Int32(start))
        start = offset + 1
      }
    }
    self.starts = starts
  }

  /// The forms of the phrase named `context`, in its plural rule's order; nil when the language
  /// does not have it.
  func forms(_ context: String) -> [String]? {
    var key = context
    return key.withUTF8 { wanted in
      text.withUTF8Buffer { bytes in
        var low = 0
        var high = starts.count
        while low < high {
          let middle = (low + high) / 2
          let start = Int(starts[middle])
          switch Self.compare(bytes, from: start, to: wanted) {
          case .less: low = middle + 1
          case .greater: high = middle
          case .equal: return Self.forms(bytes, after: start + wanted.count + 1)
          }
        }
        return nil
      }
    }
  }

  private enum Order { case less, equal, greater }

  /// How the context of the record at `start` compares with `wanted`, byte by byte.
  private static func compare(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to wanted: UnsafeBufferPointer<UInt8>
  ) -> Order {
    var offset = 0
    while true {
      let byte = bytes[start + offset]
      let ended = byte == fieldEnd
      if offset == wanted.count { return ended ? .equal : .greater }
      if ended { return .less }
      if byte != wanted[offset] { return byte < wanted[offset] ? .less : .greater }
      offset += 1
    }
  }

  /// The forms from `start` to the record's end.
  private static func forms(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> [String] {
    var forms: [String] = []
    var from = start
    var offset = start
    while true {
      let byte = bytes[offset]
      if byte == fieldEnd || byte == recordEnd {
        forms.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<offset]), as: UTF8.self))
        if byte == recordEnd { return forms }
        from = offset + 1
      }
      offset += 1
    }
  }
}
