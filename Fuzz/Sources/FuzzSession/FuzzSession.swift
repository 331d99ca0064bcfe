import DragDropCommands
import DragDropKit
import FuzzSupport

/// Command sequences on every demo scene: each line runs or fails with a CommandError, the
/// scene keeps its invariants, and every answer renders in every mode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let demo = DemoScenes.all[Int(data[0]) % DemoScenes.all.count]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  var session = CommandSession(scene: demo.makeScene())
  session.applyDemo(demo)
  var lines = 0
  for line in text.split(separator: "\n") {
    lines += 1
    if lines > 64 { break }
    // Files are out of bounds: a fuzzed `save`, `load`, `source` or `record` would touch the disk.
    // Command words are case-insensitive (`savE` saves), and may follow any white space.
    let trimmed = line.drop { $0 == " " || $0 == "\t" }.lowercased()
    if ["save", "load", "source", "record"].contains(where: { trimmed.hasPrefix($0) }) || trimmed.contains(";") {
      continue
    }
    guard let reports = try? session.run(line: String(line)) else { continue }
    for mode in OutputMode.allCases {
      session.mode = mode
      for rendered in session.answer(reports) {
        precondition(!rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B }, "a raw escape")
      }
    }
    session.mode = .visual
    session.scene._checkInvariants()
  }
  return 0
}

@_cdecl("FuzzSession_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
