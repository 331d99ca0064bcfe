import DragDropFormats
import DragDropKit
import FuzzSupport

/// The Markdown outline readers on arbitrary bytes: a document the reference reader (`Outline`)
/// accepts, the scene reader accepts too, with the same tree, and both write back the very same
/// bytes; then drags, indents and outdents in the scene, the one outline model, chosen by the
/// input's bytes, write back text that reads as the tree they made. Both the document and the
/// text written after the moves read as cmark-gfm reads them (`CommonMarkOracle`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let outline = try? Outline.decode(bytes: bytes) else { return 0 }
  CommonMarkOracle.check(bytes, outline, what: "the document")
  let text = outline.encode()
  precondition(Array(text.utf8) == bytes, "a document changed on its way through dnd:\n\(text)")
  guard let again = try? Outline.decode(text) else { fatalError("a document dnd wrote does not read back") }
  precondition(shape(again) == shape(outline), "a document read back to another tree")
  scene(bytes, outline)
  return 0
}

/// The scene reader on the same bytes, then indents, outdents and drags by the engine, saved and
/// read back.
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
  var choices = (bytes.prefix(12) + bytes.suffix(16)).makeIterator()
  for _ in 0..<8 {
    guard let a = choices.next(), let b = choices.next(), let c = choices.next() else { break }
    let nodes = Array(document.scene.everyNode.map(\.id).filter { $0 != .root })
    guard !nodes.isEmpty else { break }
    let item = nodes[Int(a) % nodes.count]
    var target: NodeID
    var position: Int?
    switch b % 4 {
    case 0, 1:
      // Indent or outdent, by the outline's rules.
      let parent = document.scene[item]!.parent!
      let index = document.scene[parent]!.children.firstIndex(of: item)!
      guard
        let place = b % 4 == 0
          ? try? OutlineMoves.indent(item, in: parent, at: index + 1, scene: document.scene)
          : try? OutlineMoves.outdent(item, in: parent, scene: document.scene)
      else { continue }
      (target, position) = place
    default:
      let targets = [NodeID.root] + nodes
      target = targets[Int(b / 4) % targets.count]
      let count = (document.scene[target]?.children.filter { $0 != item }.count ?? 0) + 1
      position = 1 + Int(c) % count
    }
    guard document.scene.refusal(of: item, into: target) == nil else { continue }
    _ = try? document.handle(keyboard.lift(item, in: document.scene))
    _ = try? document.handle(keyboard.slot(position, in: target, item: item, scene: document.scene))
    if let context = document.drag.context { _ = try? document.handle(.ended(context.rawPoint)) }
  }
  guard let moved = try? OutlineFile.encode(document.scene, source: source) else { return }
  guard let reread = try? OutlineFile.decode(moved) else { fatalError("a saved scene does not read back:\n\(moved)") }
  precondition(
    kinds(reread.0, itemsFirst: false) == kinds(document.scene, itemsFirst: true), "saved as another tree:\n\(moved)")
  let written = Array(moved.utf8)
  guard let writtenOutline = try? Outline.decode(bytes: written) else {
    fatalError("the reference reader refuses a saved scene:\n\(moved)")
  }
  CommonMarkOracle.check(written, writtenOutline, what: "the text written after the moves")
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
