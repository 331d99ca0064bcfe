import DragDropKit
import Testing

@testable import DragDropFormats

/// A board's archive as the Obsidian Kanban plugin writes it: dated as its settings ask, and
/// made with a `***` line and `## Archive` when the board had none.
@Suite("A board's archive, dated as its settings ask")
struct ArchiveDatingTests {
  static let time = LocalTime(year: 2026, month: 3, day: 5, hour: 14, minute: 7, second: 9, weekday: 4)

  static func board(settings: String) -> String {
    """
    ---

    kanban-plugin: basic

    ---

    ## To Do

    - [ ] Write docs #docs
    - [ ] Fix login


    %% kanban:settings
    ```
    \(settings)
    ```
    %%
    """
  }

  @Test("moment.js tokens, brackets kept as text, English names")
  func moment() {
    #expect(MomentFormat.format("YYYY-MM-DD HH:mm", Self.time) == "2026-03-05 14:07")
    #expect(MomentFormat.format("dddd Do MMMM YY, h:mm:ss A", Self.time) == "Thursday 5th March 26, 2:07:09 PM")
    #expect(MomentFormat.format("[Week of] D MMM", Self.time) == "Week of 5 Mar")
  }

  @Test("the settings ask for a date, its format and separator, before or after the text")
  func settings() throws {
    let off = try BoardFile.decode(Self.board(settings: #"{"kanban-plugin":"basic"}"#)).1
    #expect(off.archiveDating == nil)
    let on = try BoardFile.decode(Self.board(settings: #"{"kanban-plugin":"basic","archive-with-date":true}"#)).1
    #expect(on.archiveDating?.text("Fix login", at: Self.time) == "2026-03-05 14:07 Fix login")
    let custom = try BoardFile.decode(
      Self.board(
        settings:
          #"{"archive-with-date":true,"date-format":"DD.MM.YY","archive-date-separator":"·","append-archive-date":true}"#
      )
    ).1
    let dating = try #require(custom.archiveDating)
    #expect(dating.text("Fix login", at: Self.time) == "Fix login · 05.03.26 14:07")
    #expect(dating.undated("Fix login · 05.03.26 14:07") == "Fix login")
    #expect(dating.undated("Fix login at noon") == nil)
    #expect(on.archiveDating?.undated("2026-12-24 09:00 Fix login") == "Fix login")
    #expect(on.archiveDating?.undated("Fix login") == nil)
  }

  @Test("a card moved into an archive the board did not have is written after the lanes, before the settings")
  func madeArchive() throws {
    let text = Self.board(settings: #"{"kanban-plugin":"basic"}"#)
    let (decoded, source) = try BoardFile.decode(text)
    var scene = decoded
    var properties = NodeProperties.defaults(for: .container)
    properties.role = .boardArchive
    properties.layout = .stack(StackLayout())
    let archive = try scene.addNode(
      named: "Archive", type: .container, frame: Rect(x: 300, y: 20, width: 240, height: 480), properties: properties)
    var document = Document(scene: scene)
    try document.place(document.scene.nodes(named: "Fix login")[0], into: archive)
    let saved = try BoardFile.encode(document.scene, source: source)
    #expect(saved.contains("- [ ] Write docs #docs\n\n\n***\n\n## Archive\n\n- [ ] Fix login\n\n\n%% kanban:settings"))
    let (read, _) = try BoardFile.decode(saved)
    #expect(read.nodes(named: "Archive").first.map { read[$0]!.properties.role } == .boardArchive)
    #expect(read.nodes(named: "Fix login").first.flatMap { read[$0]?.parent } == read.nodes(named: "Archive").first)
  }
}
