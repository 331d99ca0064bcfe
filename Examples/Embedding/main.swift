// The embedding example from Docs/embedding.md; it is built with the package and run by its tests.
import DragDropAnnouncements
import DragDropKit

// Two stack columns, as on a board, with two cards in the first.
var scene = Scene(size: Size(width: 400, height: 300))
let stack = NodeProperties(draggable: false, accepts: .any, layout: .stack(StackLayout()))
let todo = try scene.addNode(
  named: "To Do", type: .container, frame: Rect(x: 0, y: 0, width: 180, height: 300), properties: stack)
let done = try scene.addNode(
  named: "Done", type: .container, frame: Rect(x: 200, y: 0, width: 180, height: 300), properties: stack)
for name in ["Write docs", "Fix login"] {
  try scene.addNode(named: name, type: .item, frame: Rect(x: 0, y: 0, width: 160, height: 40), in: todo)
}

// What an app would hand to UIAccessibility.post(notification: .announcement, argument:),
// or to AT-SPI on Linux. Here it is printed.
func post(announcement: String) {
  print(announcement)
}

var document = Document(scene: scene)
let keyboard = KeyboardSensor()
let announcer = Announcer(verbosity: .normal)

// Every event the engine reports becomes one sentence to speak.
@MainActor func handle(_ gesture: GestureEvent) throws {
  for event in try document.handle(gesture) {
    if let sentence = announcer.announce(event, in: document.scene) { post(announcement: sentence) }
  }
}

// A whole keyboard drag: Space lifts, Down, Right, Space drops.
let card = document.scene.child(named: "Write docs", of: todo)!
try handle(keyboard.lift(card, in: document.scene))
post(announcement: announcer.instructions(for: .keys))
for key in [Direction.down, .right] {
  switch keyboard.move(key, in: document.scene, drag: document.drag.context!) {
  case .gesture(let gesture): try handle(gesture)
  case .edge(let edge): post(announcement: announcer.atEdge(edge, in: document.scene))
  }
}
try handle(.ended(document.drag.context!.rawPoint))

// One drag is one undo step, and the announcer says what undo did.
if let step = try document.undo() { post(announcement: announcer.undone(step, in: document.scene)) }
_ = done
