import DragDropFormats
import DragDropKit
import FuzzSupport

/// The Markdown outline readers on arbitrary bytes: a document the tree reader accepts, the
/// scene reader accepts too, with the same tree, and both write back the very same bytes; then
/// drags in the engine, and moves, indents and outdents in the tree, chosen by the input's bytes,
/// write back text that reads as the tree they made.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var outline = try? Outline.decode(bytes: bytes) else { return 0 }
  let text = outline.encode()
  precondition(Array(text.utf8) == bytes, "a document changed on its way through dnd:\n\(text)")
  guard let again = try? Outline.decode(text) else { fatalError("a document dnd wrote does not read back") }
  precondition(shape(again) == shape(outline), "a document read back to another tree")
  scene(bytes, outline)
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

/// The scene reader on the same bytes, then drags by the engine, saved and read back.
func scene(_ bytes: [UInt8], _ outline: Outline) {
  guard let (opened, source) = try? OutlineFile.decode(bytes: bytes) else {
    // Only nesting deeper than a scene holds is refused here.
    precondition(outline.blocks().contains { $0.path.count >= Scene.maxDepth }, "the scene reader refused a document")
    return
  }
  precondition(kinds(opened, itemsFirst: false) == outline.blocks().map { "\($0.path.count) \(kind($0.block))" })
  guard let saved = try? OutlineFile.encode(opened, source: source) else {
    fatalError("an unchanged scene was refused")
  }
  precondition(Array(saved.utf8) == bytes, "a document changed on its way through a scene:\n\(saved)")
  var document = Document(scene: opened)
  let keyboard = KeyboardSensor()
  var choices = bytes.prefix(12).makeIterator()
  for _ in 0..<4 {
    guard let a = choices.next(), let b = choices.next(), let c = choices.next() else { break }
    let nodes = document.scene.everyNode.map(\.id).filter { $0 != .root }
    guard !nodes.isEmpty else { break }
    let item = nodes[Int(a) % nodes.count]
    let targets = [NodeID.root] + nodes
    let target = targets[Int(b) % targets.count]
    guard document.scene.refusal(of: item, into: target) == nil else { continue }
    let count = (document.scene[target]?.children.filter { $0 != item }.count ?? 0) + 1
    _ = try? document.handle(keyboard.lift(item, in: document.scene))
    _ = try? document.handle(keyboard.slot(1 + Int(c) % count, in: target, item: item, scene: document.scene))
    if let context = document.drag.context { _ = try? document.handle(.ended(context.rawPoint)) }
  }
  guard let moved = try? OutlineFile.encode(document.scene, source: source) else { return }
  guard let reread = try? OutlineFile.decode(moved) else { fatalError("a saved scene does not read back:\n\(moved)") }
  precondition(
    kinds(reread.0, itemsFirst: false) == kinds(document.scene, itemsFirst: true), "saved as another tree:\n\(moved)")
}

/// Each node's depth and kind in document order; with `itemsFirst`, in the order a save writes
/// them (a section's items before its subheadings).
func kinds(_ scene: Scene, itemsFirst: Bool) -> [String] {
  var result: [String] = []
  func visit(_ id: NodeID, depth: Int) {
    var children = scene[id]!.children
    if itemsFirst {
      children =
        children.filter { scene[$0]!.properties.kind != OutlineFile.headingKind }
        + children.filter { scene[$0]!.properties.kind == OutlineFile.headingKind }
    }
    for child in children {
      result.append("\(depth) \(scene[child]!.properties.kind == OutlineFile.headingKind ? "heading" : "item")")
      visit(child, depth: depth + 1)
    }
  }
  visit(.root, depth: 1)
  return result
}

func kind(_ block: Outline.Block) -> String {
  block.headingLevel == nil ? "item" : "heading"
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
