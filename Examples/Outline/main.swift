import DragDropFormats
import DragDropKit

// A Markdown outline, as an app would read it from its file: nested list items under headings.
let original = """
  # Launch plan

  ## Backend
  - Set up the database
  \t- Write the schema
  - Build the API
  - Write tests

  """

// Bytes in, a scene out: headings and items are nested containers.
let (scene, source) = try OutlineFile.decode(original)
let backend = scene.child(named: "Backend", of: scene.child(named: "Launch plan", of: .root)!)!
let api = scene.child(named: "Build the API", of: backend)!
let tests = scene.child(named: "Write tests", of: backend)!

// Indent "Write tests": the outline's rule says where (the last child of the item above it,
// "Build the API"), and a keyboard drag takes it there, as any app's sensor makes it.
let place = try OutlineMoves.indent(tests, in: backend, at: 3, scene: scene)
precondition(place.container == api)
var document = Document(scene: scene)
let keyboard = KeyboardSensor()
_ = try document.handle(keyboard.lift(tests, in: document.scene))
_ = try document.handle(keyboard.slot(place.position, in: place.container, item: tests, scene: document.scene))
_ = try document.handle(.ended(document.drag.context!.rawPoint))

// A scene in, bytes out, in pieces as they are made (a large outline is never held twice):
// only the moved item's line changed, indented by the file's own unit, a tab.
var saved: [UInt8] = []
try OutlineFile.encode(document.scene, source: source) { piece in
  saved.append(contentsOf: piece)
  return true
}
let before = original.split(separator: "\n", omittingEmptySubsequences: false)
let after = String(decoding: saved, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
for line in after where !before.contains(line) { print("+ \(line.replacing("\t", with: "<tab>"))") }
for line in before where !after.contains(line) { print("- \(line)") }
