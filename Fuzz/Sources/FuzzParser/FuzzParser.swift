import DragDropCommands
import FuzzSupport

/// The lexer and parser on arbitrary bytes: every line parses or fails with a CommandError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if let parsed = try? Parser.parse(line: String(line), lineNumber: number + 1) {
      // Every parsed command has a place on its line.
      for command in parsed { precondition(command.location.line == number + 1) }
    }
  }
  return 0
}

@_cdecl("FuzzParser_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
