import PropertyBased
import Testing

@testable import DragDropFormats

/// Finding a line's end eight bytes at a time, held to the byte-at-a-time loop.
@Suite("Lines found a word at a time")
struct OutlineLinesTests {
  static let pieces: [[UInt8]] = [
    Array("word".utf8), Array("- [ ] Task 12 in section 3".utf8), [0x0A], [0x0D, 0x0A], [0x00], Array("é".utf8),
    [0x80], [0xFF], Array("        ".utf8), [0x09], Array("x".utf8),
  ]

  @Test("property: every start in random bytes gives the same end, high bits and NUL as the plain loop")
  func agreesWithBytes() async {
    await propertyCheck(count: 2000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...40)) { picks in
      let bytes = picks.flatMap { Self.pieces[$0] }
      bytes.withUnsafeBufferPointer { buffer in
        for start in 0...buffer.count {
          for end in [buffer.count, max(start, buffer.count - 3)] {
            let fast = OutlineLines.scan(buffer, from: start, to: end)
            let slow = OutlineLines.scanByBytes(buffer, from: start, to: end)
            #expect(fast.end == slow.end, "\(bytes) from \(start) to \(end)")
            #expect((fast.high >= 0x80) == (slow.high >= 0x80), "\(bytes) from \(start) to \(end)")
            #expect(fast.nul == slow.nul, "\(bytes) from \(start) to \(end)")
          }
        }
      }
    }
  }
}
