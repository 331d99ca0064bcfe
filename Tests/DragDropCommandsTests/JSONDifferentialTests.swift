import Foundation
import Testing

@testable import DragDropCommands
@testable import DragDropFormats

/// The hand-written JSON reader against Foundation's JSONSerialization, the reference parser:
/// on random documents and on mutations of them, both accept and reject the same inputs and
/// agree on the values. The two rules scene files add on purpose (a key given twice, a lone
/// surrogate) are left out of the comparison, and tested on their own in SceneFileTests.
@Suite("JSON reader against JSONSerialization")
struct JSONDifferentialTests {
  /// A JSON value as both readers see it.
  indirect enum Value: Equatable {
    case object([String: Value]), array([Value]), string(String), number(Double), bool(Bool), null
  }

  /// Reads any JSON value with the scene reader's primitives.
  static func read(_ reader: inout JSONReader) throws -> Value {
    switch try reader.kind() {
    case .object:
      try reader.beginObject()
      var first = true
      var members: [String: Value] = [:]
      while let key = try reader.nextKey(first: &first) { members[key] = try read(&reader) }
      return .object(members)
    case .array:
      try reader.beginArray()
      var first = true
      var elements: [Value] = []
      while try reader.nextElement(first: &first) { elements.append(try read(&reader)) }
      return .array(elements)
    case .string: return .string(try reader.string())
    case .number: return .number(try reader.number())
    case .bool: return .bool(try reader.bool())
    case .null:
      try reader.literal("null")
      return .null
    }
  }

  /// The hand-written reader's value, or the reason it refused.
  struct Refusal: Error { var reason: any Error }

  static func ours(_ bytes: [UInt8]) -> Result<Value, Refusal> {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer, maxDepth: 400)
      do {
        let value = try read(&reader)
        try reader.finish()
        return .success(value)
      } catch {
        return .failure(Refusal(reason: error))
      }
    }
  }

  /// Foundation's value, or nil when it refused.
  static func reference(_ bytes: [UInt8]) -> Value? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      return nil
    }
    return convert(object)
  }

  static func convert(_ object: Any) -> Value {
    switch object {
    case let dictionary as [String: Any]: return .object(dictionary.mapValues(convert))
    case let array as [Any]: return .array(array.map(convert))
    case let string as String: return .string(string)
    case is NSNull: return .null
    case let number as NSNumber:
      // A boolean is an NSNumber made from a Bool: its type code is "c" (or "B").
      let code = String(cString: number.objCType)
      if code == "c" || code == "B" { return .bool(number.boolValue) }
      return .number(number.doubleValue)
    case let bool as Bool: return .bool(bool)
    default: return .string("unconvertible \(type(of: object))")
    }
  }

  /// A small deterministic generator, so a failure can be replayed.
  struct Generator {
    var random: SplitMix
    init(state: UInt64) { random = SplitMix(state: state) }
    mutating func next() -> UInt64 { random.next() }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func string() -> String {
      let pieces = [
        "a", "Z", " ", "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude00", "é", "😀", "\\/", "\\t", "\\u0000",
      ]
      return "\"" + (0..<below(5)).map { _ in pieces[below(pieces.count)] }.joined() + "\""
    }

    mutating func number() -> String {
      let numbers = [
        "0", "-0", "1", "-12", "3.25", "1e3", "2E-2", "1.5e+10", "123456789012", "0.000001", "1e308", "-4.9e-324",
      ]
      return numbers[below(numbers.count)]
    }

    mutating func value(depth: Int) -> String {
      switch depth > 3 ? below(4) : below(6) {
      case 0: return string()
      case 1: return number()
      case 2: return ["true", "false", "null"][below(3)]
      case 3: return [" 7 ", "\"x\"", "[]", "{}"][below(4)]
      case 4:
        return "[" + (0..<below(4)).map { _ in value(depth: depth + 1) }.joined(separator: ",") + "]"
      default:
        // Distinct keys: a key given twice is a rule of scene files, not of JSON.
        let keys = (0..<below(4)).map { "\"k\($0)\(below(3) == 0 ? "é" : "")\"" }
        return "{" + keys.map { "\($0):\(value(depth: depth + 1))" }.joined(separator: ", ") + "}"
      }
    }

    /// A document broken or bent the way fuzzing does: a byte changed, dropped or repeated,
    /// the end cut off, or a JSON token spliced in.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
      guard !bytes.isEmpty else { return bytes }
      var bytes = bytes
      let at = below(bytes.count)
      let tokens: [[UInt8]] = [
        Array(",".utf8), Array("]".utf8), Array("}".utf8), Array("\"".utf8), Array("\\".utf8), Array("01".utf8),
        Array("1.".utf8), Array("-".utf8), Array("1e".utf8), Array("+1".utf8), Array(".5".utf8), Array("tru".utf8),
        Array("\u{1}".utf8), [0xFF], [0xC3], Array("\\u12".utf8), Array("\\x".utf8), Array(" ".utf8), Array("nul".utf8),
      ]
      switch below(5) {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: next())
      case 1: bytes.remove(at: at)
      case 2: bytes.insert(bytes[at], at: at)
      case 3: bytes = Array(bytes.prefix(at))
      default: bytes.insert(contentsOf: tokens[below(tokens.count)], at: at)
      }
      return bytes
    }
  }

  /// Inputs where JSONSerialization (swift-corelibs-foundation) is more lenient than JSON:
  /// a trailing comma before `]` or `}`, and text after a NUL byte. Ours follows the standard.
  static func referenceLeniency(_ bytes: [UInt8]) -> Bool {
    let compact = bytes.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    for (a, b) in zip(compact, compact.dropFirst()) where a == UInt8(ascii: ",") {
      if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { return true }
    }
    return bytes.contains(0)
  }

  /// Compares the two readers on one input; nil when they agree.
  static func disagreement(_ bytes: [UInt8]) -> String? {
    let reference = reference(bytes)
    switch ours(bytes) {
    case .success(let value):
      if reference == nil { return "ours accepts, JSONSerialization refuses" }
      if value != reference { return "values differ: ours \(value), reference \(reference!)" }
    case .failure(let refusal):
      let reason = refusal.reason
      // Scene files refuse these on purpose; JSON allows them.
      switch reason as? JSONReader.Failure {
      case .syntax(.keyTwice, _)?, .syntax(.loneSurrogate, _)?: return nil
      default: break
      }
      if reference != nil, !referenceLeniency(bytes) { return "ours refuses (\(reason)), JSONSerialization accepts" }
    }
    return nil
  }

  @Test("random documents: both accept, with the same values")
  func randomDocuments() {
    var generator = Generator(state: 2026)
    for _ in 0..<3000 {
      let text = generator.value(depth: 0)
      if let problem = Self.disagreement(Array(text.utf8)) { Issue.record("\(problem)\n  input: \(text)") }
    }
  }

  @Test("mutated documents: both accept or both refuse, and agree on what they accept")
  func mutatedDocuments() {
    var generator = Generator(state: 7)
    for _ in 0..<20000 {
      var bytes = Array(generator.value(depth: 0).utf8)
      for _ in 0...generator.below(3) { bytes = generator.mutate(bytes) }
      if let problem = Self.disagreement(bytes) {
        Issue.record("\(problem)\n  input: \(String(decoding: bytes, as: UTF8.self).debugDescription) \(bytes)")
      }
    }
  }

  @Test("the fuzz corpus of scene files: both agree on every one")
  func fuzzCorpus() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzSceneFile")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      if let problem = Self.disagreement(bytes) { Issue.record("\(name): \(problem)") }
    }
  }

  @Test("a batch's drag events in JSON: written with the scene alone, the same lines as with the whole state")
  func dragEventsWithTheSceneAlone() throws {
    var session = try CommandSession.demo("two-views", mode: .json)
    var random = SplitMix(state: 7)
    for step in 0..<300 {
      let line =
        switch step % 3 {
        case 0: "lift red"
        case 1: "move to \(random.next() % 320),\(random.next() % 420)"
        default: "drop"
        }
      let reports = try session.run(line: line)
      let fast = OutputBuffer()
      var built = 0
      JSONFormat().write(
        reports, scene: session.scene,
        state: {
          built += 1
          return session.narrationState
        }, narrator: Narrator(), into: fast)
      let general = OutputBuffer()
      JSONFormat().write(reports, in: session.narrationState, narrator: Narrator(), into: general)
      #expect(fast.text == general.text, "\(line)")
      let onlyDrags = reports.allSatisfy { if case .drag = $0 { true } else { false } }
      #expect(!fast.text.isEmpty && built == (onlyDrags ? 0 : 1), "\(line)")
      if step > 0 { #expect(onlyDrags, "\(line): \(reports)") }
    }
  }
}
