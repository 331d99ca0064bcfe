import DragDropFormats
import FuzzSupport

/// The Markdown outline reader on arbitrary bytes: a document it accepts writes back to the
/// very same bytes and reads back to the same tree; then moves, indents and outdents chosen by
/// the input's bytes write back text that reads as the tree the moves made, and lose no line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var outline = try? Outline.decode(bytes: bytes) else { return 0 }
  let text = outline.encode()
  precondition(Array(text.utf8) == bytes, "a document changed on its way through dnd:\n\(text)")
  guard let again = try? Outline.decode(text) else { fatalError("a document dnd wrote does not read back") }
  precondition(shape(again) == shape(outline), "a document read back to another tree")
  // Up to eight edits, each picked by two bytes of the input.
  var choices = bytes.suffix(16).makeIterator()
  for _ in 0..<8 {
    guard let kind = choices.next(), let pick = choices.next() else { break }
    let blocks = outline.blocks()
    guard !blocks.isEmpty else { break }
    let path = blocks[Int(pick) % blocks.count].path
    switch kind % 3 {
    case 0: _ = try? outline.indent(path)
    case 1: _ = try? outline.outdent(path)
    default:
      let targets = [[]] + blocks.map(\.path)
      let parent = targets[Int(kind / 3) % targets.count]
      _ = try? outline.move(path, to: parent, at: Int(pick / 7) % (outline.block(at: parent)!.children.count + 1))
    }
    let saved = outline.encode()
    guard let reread = try? Outline.decode(saved) else { fatalError("moved text does not read back:\n\(saved)") }
    precondition(shape(reread) == shape(outline), "moved text reads as another tree:\n\(saved)")
  }
  return 0
}

/// Each block's depth, kind and name, in tree order.
func shape(_ outline: Outline) -> [String] {
  outline.blocks().map { path, block in
    let kind: String
    switch block.kind {
    case .document: kind = "document"
    case .heading(let level): kind = "h\(level)"
    case .item: kind = "item"
    }
    return "\(path.count) \(kind) \(block.name)"
  }
}

@_cdecl("FuzzOutline_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzz)
}
