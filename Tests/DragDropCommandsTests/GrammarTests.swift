import DragDropAnnouncements
import DragDropCommands
import DragDropFormats
import DragDropKit
import Foundation
import Testing

@Suite("The grammar: one table for the parser, help, the completer and the reference")
struct GrammarTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every example in the catalog parses, as the command it documents")
  func examplesParse() throws {
    for command in CommandCatalog.all {
      let parsed = try Parser.parse(line: command.example)
      #expect(parsed.count == 1, "\(command.example)")
      #expect(command.example.lowercased().hasPrefix(command.name), "\(command.name)'s example is another command")
      for form in command.syntax {
        #expect(form.hasPrefix(command.name), "the syntax '\(form)' does not start with \(command.name)")
      }
    }
  }

  @Test("Docs/commands.md and the COMMANDS section of the man page are generated from the grammar")
  func generatedReference() throws {
    let markdownURL = Self.root.appendingPathComponent("Docs/commands.md")
    let manURL = Self.root.appendingPathComponent("Docs/dnd.1")
    let man = try String(contentsOf: manURL, encoding: .utf8)
    guard let start = man.range(of: ".SH COMMANDS\n"), let end = man.range(of: ".SH KEYS\n") else {
      Issue.record("Docs/dnd.1 has no COMMANDS section before KEYS")
      return
    }
    let generatedMan =
      String(man[..<start.lowerBound]) + CommandReference.manSection() + String(man[end.lowerBound...])
    if ProcessInfo.processInfo.environment["DND_RECORD"] != nil {
      try CommandReference.markdown().write(to: markdownURL, atomically: true, encoding: .utf8)
      try generatedMan.write(to: manURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      try String(contentsOf: markdownURL, encoding: .utf8) == CommandReference.markdown(),
      "Docs/commands.md is out of date; run with DND_RECORD=1 to regenerate it")
    #expect(man == generatedMan, "the man page's COMMANDS section is out of date; run with DND_RECORD=1")
    for command in CommandCatalog.all {
      #expect(CommandReference.markdown().contains("### `\(command.name)`"))
      #expect(CommandReference.manSection().contains(".B \(command.name)"))
    }
  }
}

@Suite("Completer") struct CompleterTests {
  var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene())

  func words(_ line: String) -> [String] {
    guard
      case .words(let words) = Completer.complete(line: line, wordStart: line.unicodeScalars.count, session: session)
    else { return ["<files>"] }
    return words
  }

  @Test("an empty line offers the commands; after a command, its keywords")
  func commandsAndKeywords() {
    #expect(words("") == CommandCatalog.names)
    #expect(words("move ") == ["up", "down", "left", "right", "by", "to", "into", "first", "last", "next", "previous"])
    #expect(words("move next ") == ["accepting"])
    #expect(words("pointer ") == ["down", "move", "up", "cancel"])
    #expect(words("add ") == ["container", "item"])
    #expect(words("add item x ").contains("kind"))
    #expect(!words("add container x ").contains("kind"))
    #expect(words("help ").contains("move"))
    #expect(words("load ") == ["<files>"])
    #expect(words("demo ").contains("two-views"))
    #expect(words("undo ").isEmpty)
    #expect(words("sort ").contains("Doing"))
    #expect(words("sort Doing ") == ["by"])
    #expect(words("sort Doing by ") == ["name", "date", "done"])
    #expect(words("archive ").contains("\"Fix login\""))
  }

  @Test("set offers options and properties, then their values")
  func setValues() {
    #expect(words("set ").contains("verbosity"))
    #expect(words("set ").contains("\"To Do\""))
    #expect(words("set mode ") == ["visual", "screen-reader", "json"])
    #expect(words("set Done ").contains("capacity"))
    #expect(words("set Done layout ") == ["free", "stack", "grid"])
    #expect(words("set grid fill ") == ["rows", "columns"])
    #expect(words("set Done capacity ").isEmpty)
    #expect(words("set speak ") == ["on", "off"])
    let languages = words("set language ")
    #expect(
      languages.count == 34 && languages.first == "en" && languages.contains("pt_BR") && languages.contains("zh_TW"))
  }

  @Test("names are quoted when they need it; into and to offer only containers that would accept the item")
  func names() throws {
    #expect(words("lift ").contains("\"Fix login\""))
    #expect(Completer.matches(for: "\"F", in: words("lift ")) == ["\"Fix login\""])
    #expect(Completer.matches(for: "fi", in: words("lift ")) == ["\"Fix login\""])
    // A name that would set the window title or reorder the line is never listed.
    #expect(Completer.matches(for: "t", in: ["title\u{1B}]0;x\u{07}", "tab\u{202E}", "tidy"]) == ["tidy"])
    #expect(words("drag \"Fix login\" to ").contains("Doing"))
    #expect(!words("drag \"Fix login\" to ").contains("Done"), "Done refuses bugs")
    var session = session
    _ = try session.run(line: "lift \"Fix login\"")
    let into = Completer.complete(line: "move into ", wordStart: 10, session: session)
    #expect(into == .words(["\"To Do\"", "Doing"]))
    #expect(Completer.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
    #expect(Completer.quoted("plain") == "plain")
  }

  @Test("save as PATH is save PATH: it parses, prints back and completes a file name; save as alone wants one")
  func saveAs() throws {
    #expect(try Parser.parse(line: "save as notes.md").map(\.command) == [.save("notes.md")])
    #expect(try Parser.parse(line: "SAVE AS \"my notes.json\"").map(\.command) == [.save("my notes.json")])
    #expect(try Parser.parse(line: "save \"as\"").map(\.command) == [.save("as")], "a file named as is quoted")
    #expect(try Parser.parse(line: "save as as").map(\.command) == [.save("as")])
    // An error about the file points at its name, not at as.
    #expect(try Parser.parse(line: "save as notes.md").first?.argumentLocation?.column == 9)
    #expect(try Parser.parse(line: "save notes.md").first?.argumentLocation?.column == 6)
    do {
      _ = try Parser.parse(line: "save as")
      Issue.record("save as alone parsed")
    } catch {
      #expect(error.message == "expected a file name after 'save as', but the command ended")
      #expect(error.location?.column == 8)
      #expect(error.code == .syntax)
    }
    #expect(throws: CommandError.self) { try Parser.parse(line: "save as a b") }
    #expect(try Parser.parse(line: Command.save("as").description).map(\.command) == [.save("as")])
    let session = CommandSession(scene: Scene())
    #expect(Completer.complete(line: "save as ", wordStart: 8, session: session) == .files)
    #expect(Completer.complete(line: "save ", wordStart: 5, session: session) == .files)
    #expect(Completer.complete(line: "save as x ", wordStart: 10, session: session) == .words([]))
  }
}

@Suite("Completing names of a document") struct DocumentCompletionTests {
  @Test("a name is offered as written, / and all, and a repeated text by its number")
  func titles() throws {
    let (scene, _) = try OutlineFile.decode("- Ctrl/Cmd+enter\n- type:: [[Command]]\n- type:: [[Command]]\n")
    let session = CommandSession(scene: scene)
    guard case .words(let words) = Completer.complete(line: "lift ", wordStart: 5, session: session) else {
      Issue.record("no words")
      return
    }
    #expect(words.contains("Ctrl/Cmd+enter"), "\(words)")
    #expect(words.contains("\"type: Command 2\""), "\(words)")
    #expect(!words.contains { $0.contains("\u{2215}") }, "\(words)")
  }
}
