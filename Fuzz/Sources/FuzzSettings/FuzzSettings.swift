import DragDropCommands
import FuzzSupport

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

@_cdecl("FuzzSettings_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
