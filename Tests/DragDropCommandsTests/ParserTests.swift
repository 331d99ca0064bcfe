import DragDropKit
import Testing

@testable import DragDropCommands

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
    #expect(try parse("set step 20") == [.setOption(.step(20))])
    #expect(try parse("set mode screen-reader") == [.setOption(.mode(.screenReader))])
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
    #expect(error("lift \"open")?.message == "unterminated quote")
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

@Suite("JSON syntax check")
struct JSONSyntaxTests {
  @Test("valid documents pass; problems have a line and column")
  func check() {
    #expect(JSONSyntax.check(Array(#"{"a":[1,2,{"b":null}],"c":"x"}"#.utf8), maxDepth: 10) == nil)
    let problem = JSONSyntax.check(Array("{\n  \"a\": tru\n}".utf8), maxDepth: 10)
    #expect(problem?.line == 2)
    #expect(problem?.message == "expected true")
    #expect(JSONSyntax.check(Array("[[[[1]]]]".utf8), maxDepth: 3)?.message.contains("nests more than 3") == true)
    #expect(JSONSyntax.check(Array("{\"a\":1,}".utf8), maxDepth: 3) != nil)
    #expect(
      JSONSyntax.check(Array("1 2".utf8), maxDepth: 3)?.message == "unexpected text after the end of the JSON value")
  }
}
