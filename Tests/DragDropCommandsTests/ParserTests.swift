import DragDropAnnouncements
import DragDropKit
import Testing

@testable import DragDropCommands
@testable import DragDropFormats

@Suite("Lexer and parser")
struct ParserTests {
  func parse(_ line: String) throws -> [Command] {
    try Parser.parse(line: line).map(\.command)
  }

  @Test("quoted names, escapes, separators and comments")
  func lexing() throws {
    let tokens = try Lexer.tokenize(#"lift "To \"Do\" \\ x" ; drop # a comment"#)
    #expect(tokens.map(\.text) == ["lift", #"To "Do" \ x"#, ";", "drop"])
    #expect(tokens.map(\.location.column) == [1, 6, 23, 25])
    #expect(tokens[1].kind == .quoted)
  }

  @Test("every drag form parses")
  func dragForms() throws {
    let reference = { (text: String, column: Int) in
      Reference(text: text, location: SourceLocation(line: 1, column: column))
    }
    #expect(try parse("lift") == [.lift(nil)])
    #expect(try parse("MOVE Down 3") == [.move(.down, steps: 3)])
    #expect(try parse("move by -5,2.5") == [.moveBy(Point(x: -5, y: 2.5))])
    #expect(try parse("move to 10,20 in viewB") == [.moveTo(Point(x: 10, y: 20), in: reference("viewB", 18))])
    #expect(try parse("move into Done at position 2") == [.moveInto(reference("Done", 11), .position(2))])
    #expect(try parse("move into Done before x") == [.moveInto(reference("Done", 11), .before(reference("x", 23)))])
    #expect(try parse("drop copy into Done last") == [.drop(copy: true, into: reference("Done", 16), .last)])
    #expect(
      try parse("drag red to viewB first copy") == [
        .dragToContainer(reference("red", 6), target: reference("viewB", 13), .first, copy: true)
      ])
    #expect(try parse("drag red to 160,300") == [.dragToPoint(reference("red", 6), Point(x: 160, y: 300))])
    #expect(try parse("pointer up") == [.pointerUp(nil)])
    #expect(try parse("add item a size 10×20") == [.addItem(name: "a", ItemOptions(size: Size(width: 10, height: 20)))])
  }

  @Test("set chooses an option for two words and a property for three")
  func setForms() throws {
    #expect(try parse("set step 20") == [.setOption(SessionOption(.step, .number(20)))])
    #expect(try parse("set mode screen-reader") == [.setOption(SessionOption(.mode, .word("screen-reader")))])
    #expect(
      try parse("set Done capacity 3") == [
        .setProperty(Reference(text: "Done", location: SourceLocation(line: 1, column: 5)), .capacity(3))
      ])
    #expect(throws: CommandError.self) { try parse("set Done capacity -1") }
  }

  @Test("errors point at the offending column and suggest a fix")
  func errors() {
    func error(_ line: String) -> CommandError? {
      do {
        _ = try Parser.parse(line: line)
        return nil
      } catch {
        return error
      }
    }
    #expect(error("lfit")?.hint == "did you mean 'lift'? Type help for the list")
    #expect(error("move sideways")?.location == SourceLocation(line: 1, column: 6))
    #expect(error("move to 1,2,3")?.message == "'1,2,3' is not a point")
    #expect(error("add item x size 0x5")?.message.contains("greater than zero") == true)
    #expect(error("lift \"open")?.message == "a quote is not closed")
    #expect(error("move by inf,0")?.message == "'inf' is not a finite number")
  }

  @Test("did-you-mean uses edit distance with transpositions")
  func suggestions() {
    #expect(Suggestions.closest(to: "lfit", in: ["lift", "drop"]) == "lift")
    #expect(Suggestions.closest(to: "xyzzy", in: ["lift", "drop"]) == nil)
  }

  @Test("control characters are escaped for the terminal")
  func sanitizer() {
    #expect(Sanitizer.clean("a\u{1B}[2Jb\u{07}") == "a\\u{1b}[2Jb\\u{7}")
    #expect(Sanitizer.clean("To Do") == "To Do")
    // Characters that reorder a line are escaped as controls are; emoji and accents are not.
    #expect(Sanitizer.clean("a\u{202E}exe.txt\u{2066}") == "a\\u{202e}exe.txt\\u{2066}")
    #expect(Sanitizer.clean("csi\u{9B}31m") == "csi\\u{9b}31m")
    #expect(Sanitizer.clean("Café 😀 — done") == "Café 😀 — done")
  }
}

@Suite("Name resolution")
struct NameResolverTests {
  let scene = DemoScenes.named("kanban")!.makeScene()

  func resolve(_ text: String) throws -> String {
    scene.path(
      of: try NameResolver.resolve(Reference(text: text, location: SourceLocation(line: 1, column: 1)), in: scene))
  }

  @Test("exact, case-insensitive, path and root")
  func resolves() throws {
    #expect(try resolve("Fix login") == "To Do/Fix login")
    #expect(try resolve("fix LOGIN") == "To Do/Fix login")
    #expect(try resolve("Done/Set up CI") == "Done/Set up CI")
    #expect(try resolve("scene/Done") == "Done")
    #expect(try resolve("scene") == "scene")
  }

  @Test("unknown names suggest the closest")
  func unknown() {
    #expect(throws: CommandError.self) { try resolve("Fix logn") }
    do {
      _ = try resolve("Fix logn")
    } catch {
      #expect((error as? CommandError)?.hint == "did you mean 'Fix login'?")
    }
  }
}

@Suite("Scene file reader")
struct SceneFileReaderTests {
  func error(_ text: String) -> String? {
    do {
      _ = try SceneFile.decode(Array(text.utf8), name: "f.json")
      return nil
    } catch {
      return error.fullMessage
    }
  }

  func failure(_ text: String) -> CommandError? {
    do {
      _ = try SceneFile.decode(Array(text.utf8), name: "f.json")
      return nil
    } catch {
      return error
    }
  }

  @Test("a rejected file's error has its code, its file, its line and column, and the field's JSON path")
  func structure() {
    let syntax = failure("{\n  \"format\": \"dnd-scene\"\n  \"version\": 1}")
    #expect(syntax?.code == .badSceneFile)
    #expect(syntax?.exitStatus == .file)
    #expect(syntax?.place == CommandError.FilePlace(file: "f.json", line: 3, column: 3))
    let field = failure(Self.header + "\n  tru}")
    #expect(field?.place?.jsonPath == "$.root")
    #expect(field?.place?.line == 2)
    let engine = failure(
      Self.header
        + #"{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":10,"height":10},"children":["#
        + #"{"name":"a","type":"item","frame":{"x":0,"y":0,"width":1,"height":1}},"#
        + #"{"name":"a","type":"item","frame":{"x":0,"y":0,"width":1,"height":1}}]}}"#)
    #expect(engine?.place?.jsonPath == "$.root.children[1]")
    guard case .engine(.duplicateName)? = engine?.cause else {
      Issue.record("the duplicate name's engine error is kept: \(String(describing: engine?.cause))")
      return
    }
  }

  @Test("a layout's fields are its type's parameters, each checked against its kind, with the field's path")
  func layouts() {
    func scene(_ layout: String) -> String {
      Self.header
        + #"{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":10,"height":10},"children":["#
        + #"{"name":"c","type":"container","frame":{"x":0,"y":0,"width":5,"height":5},"layout":"# + layout + "}]}}"
    }
    #expect(error(scene(#"{"type":"stack","axis":"horizontal","spacing":2}"#)) == nil)
    #expect(
      error(scene(#"{"type":"stack","axis":"diagonal"}"#))
        == "f.json: $.root.children[0].layout.axis: the axis 'diagonal' is not one of vertical, horizontal")
    #expect(
      error(scene(#"{"type":"grid","columns":2.5}"#))
        == "f.json: $.root.children[0].layout.columns: expected a whole number")
    #expect(
      error(scene(#"{"type":"stack","spacing":-2}"#))
        == "f.json: $.root.children[0].layout.spacing: the spacing and padding of this layout must be finite and 0 or more"
    )
    #expect(
      error(scene(#"{"type":"hex"}"#))
        == "f.json: $.root.children[0].layout.type: the layout type 'hex' is not one of free, stack, grid")
    #expect(
      error(scene(#"{"type":"stack","cell":{"width":1,"height":1}}"#))
        == "f.json: $.root.children[0].layout.cell: unknown field 'cell' for a stack layout")
    #expect(
      error(scene(#"{"spacing":1}"#)) == "f.json: $.root.children[0].layout: missing the required field 'type'")
    let saved = try? SceneFile.decode(
      Array(scene(#"{"type":"grid","cell":{"width":10,"height":12},"columns":2,"fill":"columns"}"#).utf8), name: "f")
    #expect(saved.map { SceneFile.encode($0) }?.contains(#""fill": "columns""#) == true, "read fields are written back")
  }

  static let header = #"{"format":"dnd-scene","version":1,"root":"#

  @Test("syntax problems have a line and column")
  func syntax() {
    #expect(
      error("{\n  \"format\": \"dnd-scene\"\n  \"version\": 1}") == "f.json:3:3: not valid JSON, expected ',' or '}'")
    #expect(error(Self.header + "tru}") == "f.json: $.root: expected an object")
    #expect(error("") == "f.json: the file is empty. A scene file is a JSON object")
    #expect(error(Self.header + "{}} trailing")?.contains("missing the required field 'name'") == true)
    #expect(error(#"{"format":"dnd-scene","version":1,}"#)?.contains("expected a key in quotes") == true)
    let node = #"{"name":"a","type":"container","frame":{"x":0,"y":0,"width":1,"height":1},"children":["#
    #expect(error(Self.header + String(repeating: node, count: 300))?.contains("nests more than 508 levels") == true)
  }

  @Test("escapes, surrogate pairs and invalid UTF-8 are read without loss or crash")
  func strings() throws {
    let text =
      Self.header + #"{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":9,"height":9},"#
      + #""children":[{"name":"caf\u00e9 \ud83d\ude00 \"q\"","type":"item","frame":{"x":0,"y":0,"width":1,"height":1}}]}}"#
    let scene = try SceneFile.decode(Array(text.utf8), name: "f.json")
    #expect(scene.allNodes.map(\.name).contains("café 😀 \"q\""))
    var bytes = Array(text.utf8)
    let index = bytes.firstIndex(of: UInt8(ascii: "c"))!
    bytes.insert(0xFF, at: index)
    #expect(throws: Never.self) { _ = try? SceneFile.decode(bytes, name: "f.json") }
  }

  @Test(
    "what save writes, load reads back identically", arguments: ["kanban", "two-views", "palette", "grid", "bounded"])
  func roundTrip(_ demo: String) throws {
    let scene = DemoScenes.named(demo)!.makeScene()
    let text = SceneFile.encode(scene)
    let reread = try SceneFile.decode(Array(text.utf8), name: "f.json")
    #expect(reread.nodeCount == scene.nodeCount)
    #expect(SceneFile.encode(reread) == text)
  }
}

@Suite("Color")
struct ColorTests {
  func lines(mode: OutputMode, color: Bool) throws -> [String] {
    var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: mode)
    let narrator = Narrator(style: TerminalStyle(color: color))
    var output: [String] = []
    for line in ["lift \"Fix login\"", "move into Done", "drop"] {
      let reports = try session.run(line: line)
      output += session.answer(reports, style: narrator.style)
    }
    return output
  }

  @Test("visual mode colors outcomes on a color terminal, and the words stay the same")
  func visualColor() throws {
    let colored = try lines(mode: .visual, color: true)
    let plain = try lines(mode: .visual, color: false)
    #expect(colored.contains { $0.contains("\u{1B}[33m") })
    #expect(colored.map { $0.replacingEscapes() } == plain)
    #expect(!plain.joined().contains("\u{1B}"))
  }

  @Test("screen-reader and JSON output never carry color")
  func noColorElsewhere() throws {
    #expect(!(try lines(mode: .screenReader, color: true)).joined().contains("\u{1B}"))
    #expect(!(try lines(mode: .json, color: true)).joined().contains("\u{1B}"))
  }
}

extension String {
  /// The text with ANSI color sequences removed.
  func replacingEscapes() -> String {
    var result = ""
    var skipping = false
    for character in self {
      if character == "\u{1B}" {
        skipping = true
      } else if skipping {
        if character == "m" { skipping = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
