import DragDropFormats
import DragDropKit
import FuzzSupport

/// The scene-file reader on arbitrary bytes: a file loads into a scene that keeps its
/// invariants and saves back to the same scene, or fails with a FormatError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scene = try? SceneFile.decode(bytes) else { return 0 }
  scene._checkInvariants()
  // A file dnd writes always loads back, to the same text.
  let text = SceneFile.encode(scene)
  guard let again = try? SceneFile.decode(Array(text.utf8)) else {
    fatalError("a scene dnd wrote does not load back:\n\(text)")
  }
  precondition(SceneFile.encode(again) == text, "a scene changed on its way through a file")
  return 0
}

@_cdecl("FuzzSceneFile_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
