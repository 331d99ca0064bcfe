import DragDropCommands

/// The settings reader on arbitrary text: it never fails, only warns, and every warning names
/// the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var preferences = Preferences()
  for warning in SettingsFile.apply(text: text, path: "config.toml", to: &preferences) {
    precondition(warning.path == "config.toml" && !warning.message.isEmpty)
  }
  precondition(preferences.step > 0 && preferences.step.isFinite)
  return 0
}

/// libFuzzer's driver. SwiftPM names an executable's entry point `FuzzSettings_main` and points
/// `main` at it, so libFuzzer's own `main` is not linked; this one starts the fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzSettings_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments, fuzz)
}
