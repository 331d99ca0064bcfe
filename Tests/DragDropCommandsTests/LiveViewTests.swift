import DragDropKit
import Foundation
import Testing

@testable import DragDropCommands

/// The live view's pictures, read as text: a renderer of the session's state like the output
/// formats, so it is tested without a terminal.
@Suite struct LiveViewTests {
  let view = LiveView(narrator: Narrator(style: TerminalStyle(color: false, unicode: true, width: 80)))

  func frame(_ session: CommandSession, width: Int = 80, height: Int = 16) -> ViewFrame {
    var scroll = ViewScroll()
    return view.frame(session.narrationState, width: width, maxHeight: height, minHeight: height, scroll: &scroll)
  }

  /// The column, 0-based, where a text starts on a row, counting display columns.
  func column(of text: String, in line: String) -> Int? {
    guard let range = line.range(of: text) else { return nil }
    return line[..<range.lowerBound].count
  }

  @Test func kanbanShowsEveryColumnSideBySide() throws {
    let session = try CommandSession.demo("kanban", mode: .visual)
    let lines = frame(session).lines
    #expect(lines[0].hasPrefix("┌ To Do (3) ─"))
    #expect(lines[0].contains("┌ Doing (1) ─") && lines[0].contains("┌ Done (1) ─"))
    #expect(lines[1].contains(" Write docs ") && lines[1].contains(" Design API ") && lines[1].contains(" Set up CI "))
    #expect(lines[3].contains("Add tests"))
    #expect(frame(session).cursor == nil)
  }

  @Test func liftedCardIsMarkedWhereItWouldDropWithTheCursorOnIt() throws {
    var session = try CommandSession.demo("kanban", mode: .visual, running: ["lift \"Write docs\""])
    var picture = frame(session)
    #expect(picture.lines[1].hasPrefix("│*Write docs"))
    let cursor = try #require(picture.cursor)
    #expect(cursor == ViewPosition(row: 1, column: 2))
    #expect(picture.rows[1][1].style.contains(.reverse))

    // Right: into Doing, on screen, the cursor with it, the old place empty of it.
    _ = try session.run(line: "move right")
    picture = frame(session)
    let line = picture.lines[1]
    #expect(!picture.lines.contains { $0.hasPrefix("│ Write docs") || $0.hasPrefix("│*Write docs") })
    let doing = try #require(column(of: "*Write docs", in: line))
    #expect(picture.cursor == ViewPosition(row: 1, column: doing + 1))
    // The target's border is doubled and its name bold.
    #expect(picture.lines[0].contains("┌ Doing (2) ═"))
    #expect(picture.rows[0][doing + 2].style.contains(.bold))
  }

  @Test func selectionIsMarkedWithAShapeAndReverseVideo() throws {
    let session = try CommandSession.demo("kanban", mode: .visual, running: ["select \"Fix login\""])
    let picture = frame(session)
    #expect(picture.lines[2].hasPrefix("│>Fix login"))
    #expect(picture.rows[2][2].style == .reverse)
    #expect(picture.cursor == ViewPosition(row: 2, column: 2))
  }

  @Test func plainTerminalsGetASCII() throws {
    let plain = LiveView(narrator: Narrator(style: TerminalStyle(color: false, unicode: false, width: 80)))
    let session = try CommandSession.demo("kanban", mode: .visual, running: ["lift \"Write docs\"", "move right"])
    var scroll = ViewScroll()
    let lines = plain.frame(session.narrationState, width: 80, maxHeight: 12, minHeight: 12, scroll: &scroll).lines
    #expect(lines[0].hasPrefix("+ To Do (2) -"))
    #expect(lines[0].contains("+ Doing (2) ="))
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
  }

  @Test func aWideBoardScrollsSidewaysToKeepTheFocusInView() throws {
    var session = try CommandSession.demo("kanban", mode: .visual, running: ["select \"Set up CI\""])
    var scroll = ViewScroll()
    // 40 columns hold two boxes: Done is the third, so the view scrolls one to the right.
    var picture = view.frame(session.narrationState, width: 40, maxHeight: 10, minHeight: 10, scroll: &scroll)
    #expect(picture.lines[0].contains("Doing") && picture.lines[0].contains("Done"))
    #expect(!picture.lines[0].contains("To Do"))
    #expect(picture.lines[9] == "1 more column to the left")
    #expect(picture.cursor != nil)
    _ = try session.run(line: "select \"Write docs\"")
    picture = view.frame(session.narrationState, width: 40, maxHeight: 10, minHeight: 10, scroll: &scroll)
    #expect(picture.lines[0].contains("To Do") && picture.lines[9] == "1 more column to the right")
  }

  @Test func aLongColumnScrollsAndSaysHowMuchIsBelow() throws {
    var session = try CommandSession.demo("kanban", mode: .visual)
    for index in 1...12 { _ = try session.run(line: "add item \"Card \(index)\" in \"To Do\"") }
    _ = try session.run(line: "select \"Card 12\"")
    var scroll = ViewScroll()
    let picture = view.frame(session.narrationState, width: 80, maxHeight: 10, minHeight: 10, scroll: &scroll)
    let cursor = try #require(picture.cursor)
    #expect(picture.lines[cursor.row].contains(">Card 12"))
    #expect(picture.lines[9].contains("more lines above"))
  }

  @Test func anOutlineIsDrawnWithItsNestingAndTheCursorOnTheLiftedItem() throws {
    let session = try CommandSession.demo(
      "outline", mode: .visual, running: ["lift \"Write the schema\"", "move down"])
    let picture = frame(session, height: 18)
    let lines = picture.lines
    // A column for the mark, then two a level.
    #expect(lines[0] == " # Launch plan")
    #expect(lines[1] == "   ## Backend")
    #expect(lines[2] == "     • [ ] Set up the database")
    #expect(lines[3] == "       • [ ] Seed test data")
    #expect(lines[4] == "*      • [x] Write the schema")
    let cursor = try #require(picture.cursor)
    #expect(cursor.row == 4)
    #expect(String(lines[4].dropFirst(cursor.column)).hasPrefix("Write the schema"))
  }

  @Test func aLongOutlineScrollsToTheFocus() throws {
    let session = try CommandSession.demo("outline", mode: .visual, running: ["select \"Offline mode\""])
    let picture = frame(session, height: 6)
    let cursor = try #require(picture.cursor)
    #expect(picture.lines[cursor.row].contains("Offline mode"))
    #expect(picture.lines[5].hasPrefix("10 more lines above"))
  }

  /// A Logseq page with a collapsed block, opened as `dnd FILE` opens it.
  func logseqPage() throws -> CommandSession {
    let text = """
      - Plans
        collapsed:: true
        - Hidden one
        - Hidden two
          - Hidden deeper
      - TODO Shown
      - Last
      """
    let path = NSTemporaryDirectory() + "live-view-\(UUID().uuidString).md"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try CommandSession.opening(path, mode: .visual)
  }

  @Test func collapsedBlocksAreFoldedAndLeftOutOfTheCounts() throws {
    var session = try logseqPage()
    var picture = frame(session, height: 3)
    #expect(picture.lines[0] == " • + Plans")
    #expect(picture.lines[1] == " • [ ] Shown")
    // Three lines in all: one more below, not four.
    #expect(picture.lines[2] == "1 more line below")
    // The focus inside unfolds it.
    _ = try session.run(line: "select \"Hidden deeper\"")
    picture = frame(session, height: 6)
    #expect(picture.lines.contains(">    • Hidden deeper"))
    #expect(picture.lines[0] == "   • Hidden one")
    #expect(picture.lines[5] == "1 more line above")
  }

  @Test func countsAboveAndBelowAddUpWhileScrolling() throws {
    var session = try CommandSession.demo("outline", mode: .visual)
    var scroll = ViewScroll()
    for step in 0..<15 {
      _ = try session.run(line: step == 0 ? "select \"Launch plan\"" : "select next")
      let picture = view.frame(session.narrationState, width: 80, maxHeight: 5, minHeight: 5, scroll: &scroll)
      let status = picture.lines[4]
      let numbers = status.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      #expect(numbers.reduce(0, +) + 4 == 15, "\(status)")
      let cursor = try #require(picture.cursor)
      #expect(picture.lines[cursor.row].hasPrefix(">"))
    }
  }

  @Test func freeLayoutsAreDrawnAsTheMapDrawsThem() throws {
    let session = try CommandSession.demo("two-views", mode: .visual, running: ["lift red"])
    let picture = frame(session)
    let cursor = try #require(picture.cursor)
    #expect(picture.lines[cursor.row].contains("[*red]"))
    #expect(String(picture.lines[cursor.row].dropFirst(cursor.column)).hasPrefix("red]"))
  }

  @Test func namesWithControlCharactersAreEscaped() throws {
    var session = try CommandSession.demo("kanban", mode: .visual)
    _ = try session.run(line: "add item \"bell\\u{7}card\" in Doing")
    let lines = frame(session).lines
    #expect(lines.contains { $0.contains("bell\\u{7}card") })
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func longNamesEndWithAnEllipsisInsideTheirColumn() throws {
    var session = try CommandSession.demo("kanban", mode: .visual)
    _ = try session.run(line: "add item \"\(String(repeating: "long words ", count: 8))\" in Doing")
    let line = try #require(frame(session).lines.first { $0.contains("long words") })
    #expect(line.contains("…│"))
  }

  @Test func onlyChangedCellsAreRewritten() throws {
    var session = try CommandSession.demo("kanban", mode: .visual, running: ["lift \"Write docs\""])
    let before = frame(session)
    _ = try session.run(line: "move right")
    let after = frame(session)
    let changes = after.changes(from: before)
    // The two columns' headers and their changed rows; nothing in Done, nothing below the cards.
    #expect(Set(changes.map(\.row)).isSubset(of: [0, 1, 2, 3]))
    #expect(changes.reduce(0) { $0 + $1.cells.count } < 160)
    #expect(after.changes(from: after).isEmpty)
    #expect(after.changes(from: nil).count == after.height)
  }

  @Test func wideCharactersTakeTwoCellsAndChangeTogether() {
    var frame = ViewFrame(width: 10, height: 1)
    frame.put("看板ab", row: 0, column: 0)
    #expect(frame.text(ofRow: 0) == "看板ab")
    #expect(frame.rows[0][1].style.contains(.continuation))
    var other = frame
    other.put("x", row: 0, column: 1)
    let change = try? #require(other.changes(from: frame).first)
    #expect(change?.column == 0)
    var cut = ViewFrame(width: 5, height: 1)
    cut.put("看板看板", row: 0, column: 0)
    #expect(cut.text(ofRow: 0) == "看板…")
  }

  @Test("text of one-column scalars is put a scalar a column, the same cells as character by character")
  func asciiPutMatchesCharacters() {
    var random = SplitMix(state: 44)
    let alphabet = Array(" abcXYZ019.,-_>()[]éüßĳ─┌┐│└┘…→•")
    for _ in 0..<2000 {
      let text = String(
        (0..<Int(random.next() % 30)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      let width = 1 + Int(random.next() % 40)
      let column = Int(random.next() % UInt64(width + 4)) - 2
      // As `put` gives them: at most to the frame's edge.
      let room = min(1 + Int(random.next() % UInt64(width)), width - column)
      var fast = ViewFrame(width: width, height: 1)
      var general = fast
      #expect(text.unicodeScalars.allSatisfy(ViewFrame.standsAlone))
      let fastColumns = fast.putScalars(text, row: 0, column: column, room: room, style: [.reverse], ellipsis: "…")
      let generalColumns = general.putCharacters(
        text, row: 0, column: column, room: room, style: [.reverse], ellipsis: "…")
      #expect(fastColumns == generalColumns && fast == general, "\(text) at \(column), room \(room)")
    }
    // Each scalar that stands alone is one character of one column, whatever follows it.
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value), ViewFrame.standsAlone(scalar) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      #expect(text.count == 3 && LineWrapper.columns(Character(scalar)) == 1, "U+\(String(value, radix: 16))")
    }
  }

  @Test("a cell keeps its character whole, up to 15 bytes of UTF-8, and a longer one as its first scalar")
  func cellsKeepTheirCharacters() {
    let kept: [Character] = ["a", " ", "é", "e\u{301}", "漢", "…", "🇩🇪", "👍🏽", "\u{2502}"]
    for character in kept {
      let cell = ViewCell(character, .bold)
      #expect(cell.character == character, "\(character.unicodeScalars.map(\.value))")
      #expect(cell.style == .bold)
      var bytes: [UInt8] = []
      cell.appendUTF8(to: &bytes)
      #expect(bytes == Array(String(character).utf8))
    }
    // A scalar's cell, encoded in place, is the character's, at each length of UTF-8.
    for scalar in ["a", "é", "漢", "🙂", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}"]
      as [Unicode.Scalar]
    {
      #expect(ViewCell(scalar: scalar, .reverse) == ViewCell(Character(scalar), .reverse), "\(scalar.value)")
    }
    let family: Character = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    #expect(ViewCell(family).character == "👨")
    #expect(
      ViewCell("a") != ViewCell("b") && ViewCell("a") != ViewCell("a", .reverse) && ViewCell("é") == ViewCell("é"))
  }
}
