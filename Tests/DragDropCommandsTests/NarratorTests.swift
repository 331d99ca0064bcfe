import DragDropCommands
import Testing

@Suite("Narrator: the session's own lines") struct NarratorTests {
  @Test("the greeting and the unsaved-changes warning come from the narrator, with names escaped")
  func sessionLines() {
    let narrator = Narrator()
    #expect(narrator.greeting(scene: "the kanban demo").hasPrefix("dnd: the kanban demo. Type help for commands"))
    #expect(narrator.greeting(scene: "evil\u{1B}[2J.json").contains("evil\\u{1b}[2J.json"))
    #expect(narrator.unsavedWarning(file: nil).contains("Type save FILE to keep them"))
    let warning = narrator.unsavedWarning(file: "board\u{07}.json")
    #expect(warning.contains("save to write board\\u{7}.json"))
    #expect(!warning.unicodeScalars.contains { $0.value < 0x20 })
  }
}
