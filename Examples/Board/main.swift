// The board example from Docs/embedding.md; it is built with the package and run by its tests.
import DragDropFormats
import DragDropKit

// An Obsidian Kanban board, as an app would read it from its file.
let original = """
  ---

  kanban-plugin: basic

  ---

  ## To Do

  - [ ] Write docs #docs
  \t- the README first
  - [ ] Fix login #bug

  ## Done

  **Complete**
  - [x] Set up CI

  """

// Bytes in, a scene out, with what writing it back needs.
var (scene, source) = try BoardFile.decode(original)
let todo = scene.child(named: "To Do", of: .root)!
let done = scene.child(named: "Done", of: .root)!
let card = scene.child(named: "Write docs", of: todo)!

// One keyboard drag into Done, as any app's sensor would make it.
var document = Document(scene: scene)
let keyboard = KeyboardSensor()
_ = try document.handle(keyboard.lift(card, in: document.scene))
_ = try document.handle(keyboard.slot(nil, in: done, item: card, scene: document.scene))
_ = try document.handle(.ended(document.drag.context!.rawPoint))

// A scene in, bytes out: only the moved card's lines changed (and the complete lane checked it).
let saved = try BoardFile.encode(document.scene, source: source)
let before = original.split(separator: "\n", omittingEmptySubsequences: false)
let after = saved.split(separator: "\n", omittingEmptySubsequences: false)
for line in after where !before.contains(line) { print("+ \(line)") }
for line in before where !after.contains(line) { print("- \(line)") }
