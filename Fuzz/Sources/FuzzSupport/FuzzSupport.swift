/// libFuzzer's driver. SwiftPM names an executable's entry point `TARGET_main` and points
/// `main` at it, so libFuzzer's own `main` is not linked; each target's entry point calls this.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Starts libFuzzer on a target's test function.
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments, test)
}
