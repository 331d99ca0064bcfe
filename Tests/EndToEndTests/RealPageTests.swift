import Foundation
import Testing

/// A real page, as a new user hears it: Logseq's own Tasks page (Tests/Outlines/Real), which
/// nobody here wrote, with its heading bullets, markers, properties, repeated blocks and a `/`.
@Suite("A real Logseq page, heard as people read it")
struct RealPageTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Outlines/Real/Tasks.md").path

  @Test("tree starts with a summary, shows the top levels in at most 40 lines and says how to hear more")
  func tree() throws {
    let result = try DND.run(["--screen-reader", Self.page, "-c", "tree"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "5 headings and 42 list items, 5 levels deep.", "\(result.stdout)")
    #expect(lines.count <= 42)
    #expect(lines.last?.contains("more lines not shown. Type tree all for every line") == true)
    #expect(lines.contains("Usage, heading 2, level 1, 1 of 2, 4 children"), "\(result.stdout)")
    let all = try DND.run(["--screen-reader", Self.page, "-c", "tree all"])
    #expect(all.stdout.split(separator: "\n").count == 47, "every block; heard, the document's own line is left out")
    // No markup, no stand-in, no number the file does not have.
    for line in (result.stdout + all.stdout).split(separator: "\n") {
      for mark in ["[[", "]]", "**", "`", "::", "\u{2215}", "Command 2", "Command 3", "DONE watch", "LATER do"] {
        #expect(!line.contains(mark), "\(mark) in \(line)")
      }
    }
    #expect(
      all.stdout.contains(
        "do grocery, later, level 4, 1 of 3\nplay with Logseq, now, 2 of 3\nwatch Doctor Who, done, 3 of 3, 1 child"),
      "\(all.stdout)")
    #expect(all.stdout.contains("when editing the block, press Ctrl/Cmd+enter…"), "\(all.stdout)")
  }

  @Test("one heading over many items (a changelog): the tree goes a level deeper, cut at 30 lines")
  func oneHeading() throws {
    let folder = try DND.folder("changelog")
    let text = "# Changelog\n\n" + (1...50).map { "- Version \($0)\n  - Fixed a thing\n" }.joined()
    try Data(text.utf8).write(to: folder.appendingPathComponent("changelog.md"))
    let result = try DND.run(["--screen-reader", "changelog.md", "-c", "tree"], in: folder)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "1 heading and 100 list items, 3 levels deep.", "\(result.stdout)")
    #expect(lines.count == 32, "the summary, 30 lines and how to hear more")
    #expect(lines[2] == "Version 1, level 1, 1 of 50, 1 child")
    #expect(lines.last?.hasPrefix("71 more lines not shown.") == true, "\(result.stdout)")
  }

  @Test("a word reaches an item; a repeated text says how to reach each; a name with / is typed as written")
  func reaching() throws {
    let doctor = try DND.run(["--screen-reader", Self.page, "-c", "lift Doctor"])
    #expect(doctor.stdout.hasPrefix("Lifted watch Doctor Who from Some examples,"), "\(doctor.stdout)")
    let marker = try DND.run(["--screen-reader", Self.page, "-c", "select \"DONE watch Doctor Who\""])
    #expect(marker.stdout.hasPrefix("Selected watch Doctor Who, done,"), "\(marker.stdout)")
    let repeated = try DND.run(["--screen-reader", Self.page, "-c", "lift \"type: Command\""])
    #expect(repeated.status != 0)
    #expect(repeated.stderr.contains("5 names are 'type: Command'"), "\(repeated.stderr)")
    #expect(
      repeated.stderr.contains(#"Add its number, 1 to 5, such as "type: Command 2", or find type: Command"#),
      "\(repeated.stderr)")
    for number in 1...3 {
      let one = try DND.run(["--screen-reader", Self.page, "-c", "select \"type: Command \(number)\"; where"])
      #expect(
        one.stdout.contains("in Logseq comes with three optional…, position \(number) of 5"), "\(one.stdout)")
    }
    // JSON names what a script types: the text as written, a repeated one by its number.
    let json = try DND.run(["--json", Self.page, "-c", "select \"type: Command 2\""])
    #expect(
      json.stdout.contains(#""item":"type: Command 2","parent":"Logseq comes with three optional"#), "\(json.stdout)")
    #expect(json.stdout.contains("(/A, /B, /C)") && !json.stdout.contains("\u{2215}"), "\(json.stdout)")
    // Errors name a node as it is read too.
    let lifted = try DND.run(["--screen-reader", Self.page, "-c", "lift \"Some examples 2\"; lift Doctor"])
    #expect(lifted.stderr.contains("error: Some examples is lifted"), "\(lifted.stderr)")
    let folder = try DND.folder("slash")
    try Data("- a/b path\n- other\n".utf8).write(to: folder.appendingPathComponent("notes.md"))
    let slash = try DND.run(
      ["--screen-reader", "notes.md", "-c", "lift \"a/b path\"; move down; drop; save"], in: folder)
    #expect(slash.stdout.hasPrefix("Lifted a/b path from document"), "\(slash.stdout)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("notes.md"), encoding: .utf8) == "- other\n- a/b path\n")
  }

  @Test("a move under a long parent says the parent in its first words; info says it whole")
  func longParent() throws {
    let result = try DND.run([
      "--screen-reader", Self.page, "-c", "lift \"Some examples 2\"; move up; cancel; info \"Some examples 2\"",
    ])
    #expect(result.stdout.hasPrefix("Lifted Some examples from In addition to the workflows described…,"))
    #expect(result.stdout.contains("\nUnder There are two ways to attach…, 4 of 4.\n"), "\(result.stdout)")
    #expect(result.stdout.contains("in In addition to the workflows described…, position 1 of 1"), "\(result.stdout)")
  }

  @Test("a collapsed block keeps its children folded in tree and says how many")
  func collapsed() throws {
    let folder = try DND.folder("collapsed")
    try Data("- open\n  - child\n- folded\n  collapsed:: true\n  - hidden\n  - hidden too\n".utf8).write(
      to: folder.appendingPathComponent("notes.md"))
    let result = try DND.run(["--screen-reader", "notes.md", "-c", "tree; tree folded"], in: folder)
    #expect(result.stdout.contains("folded, level 1, 2 of 2, collapsed, 2 children\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("hidden, level 2, 1 of 2\nhidden too, 2 of 2\nfolded"))
    #expect(result.stdout.hasSuffix("hidden, level 2, 1 of 2\nhidden too, 2 of 2\n"), "tree NAME unfolds it")
    // Browsing says what a move says, and passes over the folded children until Right goes in.
    let browse = try DND.run(
      ["--screen-reader", "notes.md", "-c", "select open; select next; select next; select child; select next"],
      in: folder)
    let said = [
      "Selected open, list item, level 1 under document, 1 of 2, 1 child.",
      "child, list item, level 2 under open, 1 of 1, no children.",
      "folded, list item, level 1 under document, 2 of 2, collapsed, 2 children.",
      "hidden, list item, level 2 under folded, 1 of 2, no children.",
      "hidden too, list item, level 2 under folded, 2 of 2, no children.",
    ]
    #expect(browse.stdout == said.joined(separator: "\n") + "\n", "\(browse.stdout)")
    let past = try DND.run(["--screen-reader", "notes.md", "-c", "select folded; select next"], in: folder)
    #expect(
      past.stdout.hasSuffix("\nopen, list item, level 1 under document, 1 of 2, 1 child.\n"), "\(past.stdout)")
  }
}

/// Every real page in Tests/Outlines/Real, heard whole: no markup reaches the ear.
@Suite("Real pages heard whole, without markup")
struct RealPagesHeardTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Outlines/Real")

  static let pages: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
  }()

  @Test(
    "tree all says no comment, HTML tag, entity, footnote mark, block id, image size, macro or reference",
    arguments: pages)
  func noMarkup(page: String) throws {
    let result = try DND.run(["--screen-reader", Self.folder.appendingPathComponent(page).path, "-c", "tree all"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count > 3, "\(result.stdout)")
    let marks: [Regex<Substring>] = [
      /%%/, /<\/?(?:kbd|span|div|p|br|img|a|b|i|em|strong|details|summary|sub|sup|table|tr|td|ul|ol|li|h[1-6])[ >\/]/,
      /&[a-zA-Z]+;/, /&#[0-9]+;/, /\[\^[^\]]+\]/, /\s\^[a-z0-9-]{6}(?:,|$)/,
      /\{:[a-z]/, /\(\([0-9a-f-]{36}\)\)/, /\{\{/,
    ]
    for line in result.stdout.split(separator: "\n") {
      for mark in marks {
        #expect(line.firstMatch(of: mark) == nil, "\(page): \(line)")
      }
    }
  }
}
