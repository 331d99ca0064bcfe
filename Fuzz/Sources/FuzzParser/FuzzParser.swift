import DragDropCommands

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

/// libFuzzer's driver. SwiftPM names an executable's entry point `FuzzParser_main` and points
/// `main` at it, so libFuzzer's own `main` is not linked; this one starts the fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzParser_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments, fuzz)
}
