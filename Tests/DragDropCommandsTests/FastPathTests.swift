import DragDropKit
import PropertyBased
import Testing

@testable import DragDropCommands
@testable import DragDropFormats

/// The batch path's shortcuts must give exactly what the general code gives.
@Suite("Fast paths agree with the general code")
struct FastPathTests {
  /// A number as JSONLine writes it into a buffer.
  func lineNumber(_ value: Double) -> String {
    let buffer = OutputBuffer(capacity: 16)
    JSONLine(into: buffer).number(value)
    return buffer.text
  }

  @Test("numbers are written as JSONValue writes them, for any double")
  func numbers() async {
    await propertyCheck(count: 500, input: Gen.uint64(), Gen.int(in: -2_000_000...2_000_000)) { bits, whole in
      for value in [Double(bitPattern: bits), Double(whole), Double(whole) / 8, Double(whole) * 1e9] {
        #expect(lineNumber(value) == JSONValue.number(value).text(), "\(value)")
      }
    }
    for value in [0, -0.0, 1e15, -1e15, 999_999_999_999_999, .nan, .infinity, -.infinity, Double(Int64.min)] {
      #expect(lineNumber(value) == JSONValue.number(value).text(), "\(value)")
    }
  }

  @Test("plain decimals read exactly as Double(_:) reads them; anything unusual goes the general way")
  func decimals() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: -999_999_999...999_999_999), Gen.int(in: 0...999_999), Gen.int(in: 0...6)
    ) { whole, fraction, digits in
      let sign = whole < 0 ? "-" : ""
      let text =
        digits == 0
        ? "\(whole)" : "\(sign)\(abs(whole)).\(String(String(fraction).reversed()).prefix(digits))"
      let bytes = Array(text.utf8)
      let plain = bytes.withUnsafeBufferPointer { PlainDecimal.value($0[...]) }
      #expect(plain != nil, "\(text) is plain")
      if let plain, let general = Double(text) {
        #expect(plain.bitPattern == general.bitPattern, "\(text): \(plain) vs \(general)")
      }
    }
    for unusual in ["", "-", "+5", ".5", "5.", "1e3", "1.2.3", "0x10", "1234567890123456", "2e12", "inf", "nan", "٣"] {
      let bytes = Array(unusual.utf8)
      #expect(bytes.withUnsafeBufferPointer { PlainDecimal.value($0[...]) } == nil, "\(unusual)")
    }
  }

  @Test("points read the same on the fast path and the general path")
  func points() throws {
    let location = SourceLocation(line: 1, column: 1)
    for text in ["160,300", "-3.5,12", "0,0", "-0,5", "1.25,-0.125", "999999999999,1"] {
      let point = try Values.point(text, at: location)
      let parts = text.split(separator: ",")
      #expect(point == Point(x: Double(parts[0])!, y: Double(parts[1])!))
    }
    for bad in ["160", "160,", ",3", "1,2,3", "a,b", "1e400,2", "nan,1"] {
      #expect(throws: CommandError.self) { try Values.point(bad, at: location) }
    }
  }

  @Test("keywords match without case, and only ASCII letters fold")
  func keywords() async {
    let words = ["lift", "LIFT", "Lift", "lifT", "lif", "lifts", "líft", "LİFT", "drop", "lift\u{0}"]
    for word in words {
      let token = Token(kind: .word, text: word, location: SourceLocation(line: 1, column: 1))
      #expect(token.isKeyword("lift") == (word.lowercased() == "lift" && word.allSatisfy(\.isASCII)), "\(word)")
      #expect(word.foldedForKeywords == word.lowercased())
    }
    let quoted = Token(kind: .quoted, text: "lift", location: SourceLocation(line: 1, column: 1))
    #expect(!quoted.isKeyword("lift"))
  }

  @Test("the output buffer grows past its capacity and keeps every byte in order")
  func buffer() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...0x10FFFF).array(of: 0...400)) { scalars in
      let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
      let buffer = OutputBuffer(capacity: 16)
      buffer.appendLine(text)
      buffer.appendLine(text)
      #expect(buffer.text == text + "\n" + text + "\n")
      #expect(buffer.count == 2 * (text.utf8.count + 1))
      buffer.removeAll()
      #expect(buffer.text.isEmpty)
    }
  }
}
