// The embedding example from Docs/embedding.md; it is built with the package so it cannot rot.
import DragDropKit

// A scene like seed 000: two views, and a red square in the first.
var scene = Scene(size: Size(width: 320, height: 480))
let viewA = try scene.addNode(named: "viewA", type: .container, frame: Rect(x: 0, y: 0, width: 320, height: 200))
let viewB = try scene.addNode(named: "viewB", type: .container, frame: Rect(x: 0, y: 220, width: 320, height: 200))
let red = try scene.addNode(
  named: "red", type: .item, frame: Rect(x: 100, y: 100, width: 50, height: 50), in: viewA)

// Feed gesture events from any input (touch, mouse, keys) through one pipeline.
var document = Document(scene: scene)
var events = try document.handle(.began(Point(x: 125, y: 125)))
events += try document.handle(.changed(Point(x: 160, y: 300)))
events += try document.handle(.ended(Point(x: 160, y: 300)))

for event in events {
  if case .dropped(_, let into, let position, let count, let frame) = event {
    print("dropped into \(document.scene[into]!.name), \(position) of \(count), at \(frame.origin)")
  }
}

// Drop rules say why they refuse; undo restores the scene exactly.
print(document.scene.refusal(of: red, into: .root).map(String.init(describing:)) ?? "accepted")
try document.undo()
print(document.scene.path(of: red))
_ = viewB
