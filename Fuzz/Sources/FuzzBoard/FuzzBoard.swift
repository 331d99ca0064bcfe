import DragDropFormats
import DragDropKit
import FuzzSupport

/// The Markdown board reader on arbitrary bytes: a board it accepts becomes a scene that keeps
/// its invariants, and writing it back unchanged gives the very same bytes, which read back to
/// the same lanes and cards; anything else fails with a FormatError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let (scene, source) = try? BoardFile.decode(bytes: bytes) else { return 0 }
  scene._checkInvariants()
  guard let text = try? BoardFile.encode(scene, source: source) else {
    fatalError("a board dnd read cannot be written back")
  }
  precondition(Array(text.utf8) == bytes, "a board changed on its way through dnd:\n\(text)")
  guard let (again, _) = try? BoardFile.decode(text) else {
    fatalError("a board dnd wrote does not read back:\n\(text)")
  }
  precondition(names(again) == names(scene), "a board read back to other lanes or cards")
  return 0
}

func names(_ scene: Scene) -> [[String]] {
  scene.root.children.map { lane in [scene.name(of: lane)!] + scene[lane]!.children.map { scene.name(of: $0)! } }
}

@_cdecl("FuzzBoard_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
