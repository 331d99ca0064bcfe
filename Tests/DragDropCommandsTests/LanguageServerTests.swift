import DragDropFormats
import DragDropKit
import PropertyBased
import Testing

@testable import DragDropCommands

/// `dnd lsp` in memory: a test client hands the server each message's JSON and reads what it
/// sends back (`LanguageServerProcessTests` runs the built `dnd lsp` through its framing).
@Suite("Language server")
struct LanguageServerTests {
  /// A client of the server: numbered requests, notifications, and what came back.
  struct Client {
    var server = LanguageServer()
    var nextID = 1
    /// The notifications the server sent, in order.
    var notifications: [JSONValue] = []

    /// Sends a request; its reply (the notifications after it are kept).
    mutating func request(_ method: String, _ params: JSONValue = .object([])) throws -> JSONValue {
      let id = nextID
      nextID += 1
      let message = JSONValue.object([
        ("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)), ("params", params),
      ])
      return try send(Array(message.text().utf8))
    }

    /// Sends raw bytes; the reply among what comes back.
    mutating func send(_ bytes: [UInt8]) throws -> JSONValue {
      var reply: JSONValue?
      for text in server.handle(bytes) {
        let value = try JSONValue.parse(Array(text.utf8))
        if value["method"] != nil { notifications.append(value) } else { reply = value }
      }
      return try #require(reply)
    }

    mutating func notify(_ method: String, _ params: JSONValue) throws {
      let message = JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
      for text in server.handle(Array(message.text().utf8)) {
        notifications.append(try JSONValue.parse(Array(text.utf8)))
      }
    }

    /// Starts the server and opens one document.
    static func started(_ text: String, uri: String = Self.uri, capabilities: JSONValue = .object([])) throws -> Client
    {
      var client = Client()
      _ = try client.request("initialize", .object([("capabilities", capabilities)]))
      try client.notify("initialized", .object([]))
      try client.notify(
        "textDocument/didOpen",
        .object([
          (
            "textDocument",
            .object([
              ("uri", .string(uri)), ("languageId", .string("markdown")), ("version", .number(1)),
              ("text", .string(text)),
            ])
          )
        ]))
      return client
    }

    static let uri = "file:///home/ada/Notes/plan%20one.md"

    static func at(_ line: Int, _ character: Int = 0) -> JSONValue {
      .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    static func document(_ uri: String = Self.uri) -> (String, JSONValue) {
      ("textDocument", .object([("uri", .string(uri))]))
    }

    /// The code actions at a line, by title.
    mutating func actions(atLine line: Int) throws -> [String: JSONValue] {
      let reply = try request(
        "textDocument/codeAction",
        .object([
          Self.document(), ("range", .object([("start", Self.at(line)), ("end", Self.at(line))])),
          ("context", .object([("diagnostics", .array([]))])),
        ]))
      var byTitle: [String: JSONValue] = [:]
      for action in reply["result"]?.array ?? [] { byTitle[action["title"]?.string ?? ""] = action }
      return byTitle
    }
  }

  static let plan = """
    # Plan

    - Build the API
      - [ ] Write tests
      - [x] Design routes
    - Ship it

    ## Later

    1. Docs
    2. Blog

    """

  /// Applies a workspace edit's text edits for one document to its text (edits in the
  /// protocol's order, which are the server's one edit).
  static func apply(_ edit: JSONValue, to text: String, encoding: EditorText.Encoding = .utf16) throws -> String {
    let edits =
      edit["changes"]?[Client.uri]?.array ?? edit["documentChanges"]?.array?.first?["edits"]?.array ?? []
    var document = EditorText(text)
    for change in edits.reversed() {
      let range = try #require(change["range"])
      func position(_ value: JSONValue?) throws -> EditorText.Position {
        .init(line: try #require(value?["line"]?.integer), character: try #require(value?["character"]?.integer))
      }
      document.replace(
        from: try position(range["start"]), to: try position(range["end"]),
        with: try #require(change["newText"]?.string),
        encoding)
    }
    return document.text
  }

  /// What dnd's own commands save after the same move: the session run on the text, encoded.
  static func dndSaves(_ text: String, selecting name: String, _ lines: [String]) throws -> String {
    let opened = try MarkdownFile.decode(bytes: Array(text.utf8), name: "plan.md")
    var session = CommandSession(scene: opened.scene, mode: .screenReader)
    session.open = opened.document
    _ = try session.run(line: "select \(Command.quoted(name))")
    for line in lines { _ = try session.run(line: line) }
    return String(decoding: try MarkdownFile.encode(session.scene, session.open), as: UTF8.self)
  }

  @Test("initialize says what the server does, in UTF-16 unless the editor offers UTF-8")
  func initialize() throws {
    var client = Client()
    let reply = try client.request("initialize", .object([("capabilities", .object([]))]))
    let capabilities = try #require(reply["result"]?["capabilities"])
    #expect(capabilities["positionEncoding"]?.string == "utf-16")
    #expect(capabilities["documentSymbolProvider"] == .bool(true))
    #expect(capabilities["hoverProvider"] == .bool(true))
    #expect(capabilities["textDocumentSync"]?["change"]?.integer == 2)
    #expect(reply["result"]?["serverInfo"]?["name"]?.string == "dnd")

    var utf8 = Client()
    let offered: JSONValue = .object([
      ("general", .object([("positionEncodings", .array([.string("utf-16"), .string("utf-8")]))]))
    ])
    let chosen = try utf8.request("initialize", .object([("capabilities", offered)]))
    #expect(chosen["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-8")
  }

  @Test("document symbols: the outline nested as dnd reads it, names without markup, a task's state as detail")
  func symbols() throws {
    var client = try Client.started(Self.plan + "- **Bold** and [a link](https://example.com)\n")
    let reply = try client.request("textDocument/documentSymbol", .object([Client.document()]))
    let top = try #require(reply["result"]?.array)
    #expect(top.map { $0["name"]?.string } == ["Plan"])
    let plan = try #require(top.first?["children"]?.array)
    #expect(plan.map { $0["name"]?.string } == ["Build the API", "Ship it", "Later"])
    let build = try #require(plan.first)
    #expect(build["children"]?.array?.map { $0["name"]?.string } == ["Write tests", "Design routes"])
    #expect(build["children"]?.array?.map { $0["detail"]?.string } == ["to do", "done"])
    #expect(build["range"]?["start"]?["line"]?.integer == 2)
    #expect(build["range"]?["end"]?["line"]?.integer == 4)
    #expect(build["selectionRange"]?["end"]?["character"]?.integer == 15)
    #expect(plan[2]["kind"]?.integer == 15)
    // A list after a heading's section is in that section, as CommonMark reads it.
    #expect(plan[2]["children"]?.array?.map { $0["name"]?.string } == ["Docs", "Blog", "Bold and a link"])
  }

  @Test("a board's symbols are its lanes, holding their cards")
  func boardSymbols() throws {
    let board = """
      ---

      kanban-plugin: basic

      ---

      ## To Do

      - [ ] Plant tomatoes
      - [ ] Water the roses

      ## Done

      - [x] Buy seeds

      """
    var client = try Client.started(board)
    let lanes = try #require(
      try client.request("textDocument/documentSymbol", .object([Client.document()]))["result"]?.array)
    #expect(lanes.map { $0["name"]?.string } == ["To Do", "Done"])
    #expect(lanes[0]["children"]?.array?.map { $0["name"]?.string } == ["Plant tomatoes", "Water the roses"])
    #expect(lanes[0]["range"]?["start"]?["line"]?.integer == 6)
    #expect(lanes[0]["children"]?.array?.first?["range"]?["start"]?["line"]?.integer == 8)

    // On a card: its moves within the lane and to the other lane, each what dnd writes.
    let actions = try client.actions(atLine: 8)
    #expect(Set(actions.keys) == ["Move down", "Move to the bottom", "Move to Done"])
    let moved = try Self.apply(try #require(actions["Move to Done"]?["edit"]), to: board)
    #expect(moved == (try Self.dndSaves(board, selecting: "Plant tomatoes", ["lift", "move into Done last", "drop"])))
    #expect(
      moved.contains("## Done\n\n- [x] Buy seeds\n- [x] Plant tomatoes\n") || moved.contains("- [ ] Plant tomatoes"))
  }

  @Test("hover and dnd/where say where the block under the cursor is, as dnd says it")
  func hover() throws {
    var client = try Client.started(Self.plan)
    let reply = try client.request("textDocument/hover", .object([Client.document(), ("position", Client.at(3, 8))]))
    #expect(
      reply["result"]?["contents"]?["value"]?.string
        == "Write tests, to do, list item, level 2 under Build the API, 1 of 2, no children.")
    #expect(reply["result"]?["range"]?["start"]?["line"]?.integer == 3)
    let said = try client.request("dnd/where", .object([Client.document(), ("position", Client.at(9))]))
    #expect(said["result"]?["text"]?.string == "Docs, list item, level 1 under Later, 1 of 2, no children.")
    // A blank line in a section is on its heading; a paragraph before the first block, on none.
    let section = try client.request("textDocument/hover", .object([Client.document(), ("position", Client.at(1))]))
    #expect(section["result"]?["contents"]?["value"]?.string == "Plan, heading 1, 1 of 1, 3 children.")
    var intro = try Client.started("Some words first.\n\n- a\n")
    let none = try intro.request("textDocument/hover", .object([Client.document(), ("position", Client.at(0))]))
    #expect(none["result"] == .null)
  }

  @Test("every code action's edit is exactly what dnd's own commands save, and changes only the moved lines")
  func actionsEqualCommands() throws {
    var client = try Client.started(Self.plan)
    let commands: [String: [String]] = [
      "Move up": ["lift", "move up", "drop"], "Move down": ["lift", "move down", "drop"],
      "Move to the top": ["lift", "move first", "drop"], "Move to the bottom": ["lift", "move last", "drop"],
      "Indent": ["indent"], "Outdent": ["outdent"],
    ]
    let blocks = [(3, "Write tests"), (4, "Design routes"), (5, "Ship it"), (7, "Later"), (10, "Blog")]
    var seen = 0
    for (line, name) in blocks {
      for (title, action) in try client.actions(atLine: line) {
        let edit = try #require(action["edit"])
        let applied = try Self.apply(edit, to: Self.plan)
        #expect(
          applied == (try Self.dndSaves(Self.plan, selecting: name, try #require(commands[title]))), "\(name): \(title)"
        )
        // One edit, of whole lines, none of them before the first line that changed.
        let change = try #require(edit["changes"]?[Client.uri]?.array)
        #expect(change.count == 1)
        #expect(change[0]["range"]?["start"]?["character"]?.integer == 0)
        let before = Self.plan.split(separator: "\n", omittingEmptySubsequences: false)
        let after = applied.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(change[0]["range"]?["start"]?["line"]?.integer)
        #expect(before.prefix(first) == after.prefix(first))
        #expect(before[first] != after[first])
        // Once applied, the editor runs the command that says where the block went.
        #expect(action["command"]?["command"]?.string == "dnd.said")
        seen += 1
      }
    }
    #expect(seen >= 12)
    // The first child offers no move up, the first top-level item no indent... nothing that
    // leaves the text as it was.
    let first = try client.actions(atLine: 3)
    #expect(first["Move up"] == nil && first["Move to the top"] == nil && first["Indent"] == nil)
    #expect(first["Outdent"] != nil && first["Move down"] != nil)
    // After the move, the editor says where it is.
    let said = try #require(first["Move down"]?["command"]?["arguments"]?.array?.first?.string)
    #expect(said == "Write tests, to do, list item, level 2 under Build the API, 2 of 2, no children.")
    // With the line that names the block now, for the editor's cursor to follow it.
    let at = first["Move down"]?["command"]?["arguments"]?.array?.last
    #expect(at?["line"]?.integer == 4 && at?["uri"]?.string == Client.uri)
    #expect(first["Outdent"]?["command"]?["arguments"]?.array?.last?["line"]?.integer == 4)
    _ = try client.request(
      "workspace/executeCommand", .object([("command", .string("dnd.said")), ("arguments", .array([.string(said)]))]))
    #expect(client.notifications.suffix(2).map { $0["method"]?.string } == ["window/showMessage", "$/dnd/said"])
    #expect(client.notifications.suffix(2).first?["params"]?["message"]?.string == said)
  }

  @Test("an editor that resolves edits gets the moves listed without them, and each chosen move's edit as listed whole")
  func resolvedEdits() throws {
    let capabilities: JSONValue = .object([
      (
        "textDocument",
        .object([("codeAction", .object([("resolveSupport", .object([("properties", .array([.string("edit")]))]))]))])
      )
    ])
    var lazy = try Client.started(Self.plan, capabilities: capabilities)
    var eager = try Client.started(Self.plan)
    for line in [3, 4, 5, 7, 10] {
      let listed = try lazy.actions(atLine: line)
      let whole = try eager.actions(atLine: line)
      // The same moves, offered the same way: a move that changes nothing is left out of both.
      #expect(Set(listed.keys) == Set(whole.keys), "line \(line)")
      for (title, action) in listed {
        #expect(action["edit"] == nil)
        let resolved = try lazy.request("codeAction/resolve", action)
        #expect(resolved["result"]?["edit"] == whole[title]?["edit"], "\(title) on line \(line)")
        #expect(resolved["result"]?["command"] == whole[title]?["command"], "\(title) on line \(line)")
      }
    }
    // A resolve that names no line is refused with what it lacks.
    let bad = try lazy.request("codeAction/resolve", .object([("title", .string("Move up"))]))
    #expect(bad["error"]?["code"]?.integer == -32602)
  }

  @Test("an edit names the version it was made for when the editor takes versioned edits")
  func versionedEdits() throws {
    let capabilities: JSONValue = .object([
      ("workspace", .object([("workspaceEdit", .object([("documentChanges", .bool(true))]))]))
    ])
    var client = try Client.started(Self.plan, capabilities: capabilities)
    let edit = try #require(try client.actions(atLine: 5)["Move up"]?["edit"])
    let change = try #require(edit["documentChanges"]?.array?.first)
    #expect(change["textDocument"]?["version"]?.integer == 1)
    #expect(change["textDocument"]?["uri"]?.string == Client.uri)
  }

  @Test("didChange keeps the text: whole, and by ranges counted in UTF-16 past an emoji")
  func changes() throws {
    var client = try Client.started("- 😀 one\n- two\n")
    let document: JSONValue = .object([("uri", .string(Client.uri)), ("version", .number(2))])
    // Replace "one" (after "- ", an emoji of two UTF-16 units and a space: characters 5..<8).
    let range: JSONValue = .object([("start", Client.at(0, 5)), ("end", Client.at(0, 8))])
    try client.notify(
      "textDocument/didChange",
      .object([
        ("textDocument", document),
        ("contentChanges", .array([.object([("range", range), ("text", .string("first"))])])),
      ]))
    var symbols = try client.request("textDocument/documentSymbol", .object([Client.document()]))
    #expect(symbols["result"]?.array?.map { $0["name"]?.string } == ["😀 first", "two"])
    try client.notify(
      "textDocument/didChange",
      .object([("textDocument", document), ("contentChanges", .array([.object([("text", .string("- three\n"))])]))]))
    symbols = try client.request("textDocument/documentSymbol", .object([Client.document()]))
    #expect(symbols["result"]?.array?.map { $0["name"]?.string } == ["three"])
  }

  @Test("a document dnd cannot read is a diagnostic at its line, and has no moves")
  func diagnostics() throws {
    let board = "---\n\nkanban-plugin: basic\n\n---\n\n- [ ] a card before any lane\n\n## To Do\n"
    var client = try Client.started(board)
    let published = try #require(client.notifications.last)
    #expect(published["method"]?.string == "textDocument/publishDiagnostics")
    let diagnostic = try #require(published["params"]?["diagnostics"]?.array?.first)
    #expect(diagnostic["range"]?["start"]?["line"]?.integer == 6)
    #expect(diagnostic["message"]?.string?.contains("plan one.md:7") == true)
    #expect(try client.actions(atLine: 6).isEmpty)
  }

  @Test("bad messages get JSON-RPC errors that say what was wrong, and the server goes on serving")
  func badMessages() throws {
    var client = Client()
    // Before initialize.
    let early = try client.request("textDocument/hover", .object([]))
    #expect(early["error"]?["code"]?.integer == -32002)
    #expect(early["error"]?["message"]?.string?.contains("initialize") == true)
    _ = try client.request("initialize", .object([("capabilities", .object([]))]))
    // Not JSON: a parse error with its line and column.
    let broken = try client.send(Array("{\"jsonrpc\": \"2.0\", \"id\": 4, \"method\": }".utf8))
    #expect(broken["error"]?["code"]?.integer == -32700)
    #expect(broken["id"] == .null)
    #expect(broken["error"]?["message"]?.string?.contains("1:39") == true)
    // Not a request.
    let array = try client.send(Array("[1, 2]".utf8))
    #expect(array["error"]?["code"]?.integer == -32600)
    // A method it has not.
    let unknown = try client.request("textDocument/rename\u{1B}[2J", .object([]))
    #expect(unknown["error"]?["code"]?.integer == -32601)
    let message = try #require(unknown["error"]?["message"]?.string)
    #expect(message.contains("textDocument/rename\\u{1b}[2J") && !message.contains("\u{1B}"))
    // Params without what the method needs, and a document not open.
    let noPosition = try client.request("textDocument/hover", .object([Client.document()]))
    #expect(noPosition["error"]?["code"]?.integer == -32602)
    let notOpen = try client.request(
      "textDocument/hover", .object([Client.document("file:///tmp/gone.md"), ("position", Client.at(0))]))
    #expect(notOpen["error"]?["message"]?.string?.contains("/tmp/gone.md is not open") == true)
    // A notification the server cannot follow is said in the editor's log.
    try client.notify("textDocument/didChange", .object([Client.document("file:///tmp/gone.md")]))
    #expect(client.notifications.last?["method"]?.string == "window/logMessage")
    #expect(client.notifications.last?["params"]?["message"]?.string?.contains("/tmp/gone.md is not open") == true)
    // Still serving.
    try client.notify(
      "textDocument/didOpen",
      .object([
        ("textDocument", .object([("uri", .string(Client.uri)), ("version", .number(1)), ("text", .string("- a\n"))]))
      ]))
    let symbols = try client.request("textDocument/documentSymbol", .object([Client.document()]))
    #expect(symbols["result"]?.array?.count == 1)
    // Shut down: nothing more is served, and exit ends with 0.
    #expect(try client.request("shutdown")["result"] == .null)
    #expect(try client.request("textDocument/documentSymbol", .object([Client.document()]))["error"] != nil)
    try client.notify("exit", .null)
    #expect(client.server.finished && client.server.exitStatus == 0)
  }

  @Test("the editor's locale chooses the language of the words")
  func locale() throws {
    var client = Client()
    _ = try client.request("initialize", .object([("capabilities", .object([])), ("locale", .string("de-DE"))]))
    #expect(client.server.language.code == "de")
  }

  @Test(
    "framing: messages split anywhere and joined together come out whole; headers without a length, or with one no message has, are skipped"
  )
  func framing() async {
    let bodies = ["{\"a\":1}", "{\"b\":\"é😀\"}", "[]"]
    let stream =
      bodies.flatMap { MessageFraming.frame($0) } + Array("X-Other: 1\r\n\r\n".utf8)
      + Array("Content-Length: 99999999999\r\n\r\n".utf8) + MessageFraming.frame("{}")
    await propertyCheck(count: 200, input: Gen.int(in: 1...40).array(of: 1...30)) { cuts in
      var framing = MessageFraming()
      var frames: [MessageFraming.Frame] = []
      var offset = 0
      for cut in cuts + [stream.count] where offset < stream.count {
        let end = min(stream.count, offset + cut)
        framing.append(stream[offset..<end])
        offset = end
        while let frame = framing.next() { frames.append(frame) }
      }
      #expect(frames == bodies.map { .message(Array($0.utf8)) } + [.noLength, .noLength, .message(Array("{}".utf8))])
    }
  }

  @Test("positions: a byte offset and its line and character agree in each encoding, past any character")
  func positions() async {
    let pieces = ["a", "é", "😀", "中", "\n", "\r\n", " ", "\t"]
    await propertyCheck(count: 300, input: Gen.int(in: 0...7).array(of: 0...40)) { picks in
      let text = picks.map { pieces[$0] }.joined()
      let document = EditorText(text)
      var offset = 0
      for scalar in text.unicodeScalars {
        for encoding in [EditorText.Encoding.utf8, .utf16, .utf32] {
          let position = document.position(of: offset, encoding)
          if scalar != "\n" || encoding == .utf8 {
            #expect(document.offset(of: position, encoding) == offset || scalar == "\n")
          }
          // The character counts what the line holds before the offset, in the encoding's units.
          let lineStart = document.start(ofLine: position.line)
          let before = String(decoding: document.bytes[lineStart..<offset], as: UTF8.self)
          let units =
            switch encoding {
            case .utf8: before.utf8.count
            case .utf16: before.utf16.count
            case .utf32: before.unicodeScalars.count
            }
          #expect(position.character == units)
        }
        offset += String(scalar).utf8.count
      }
    }
  }

  @Test("a line edit turns the old text into the new, and keeps the lines both share at either end")
  func lineEdits() async {
    let lines = ["a\n", "b\n", "c\n", "- d\n", "\n", "e"]
    await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 0...12), Gen.int(in: 0...5).array(of: 0...12)) {
      old, new in
      let before = Array(old.map { lines[$0] }.joined().utf8)
      let after = Array(new.map { lines[$0] }.joined().utf8)
      let edit = LineEdit(from: before, to: after)
      #expect(edit.applied(to: before) == after)
      if before == after {
        #expect(edit.range.isEmpty && edit.replacement.isEmpty)
      } else {
        // It starts at a line's start.
        #expect(edit.range.lowerBound == 0 || before[edit.range.lowerBound - 1] == 0x0A)
      }
    }
  }

  @Test("JSONValue.parse, the server's reader, agrees with the scene reader's primitives (held to JSONSerialization)")
  func parseAgrees() {
    var generator = JSONDifferentialTests.Generator(state: 46)
    for _ in 0..<3000 {
      var bytes = Array(generator.value(depth: 0).utf8)
      if generator.below(2) == 0 { bytes = generator.mutate(bytes) }
      let parsed = try? JSONValue.parse(bytes, maxDepth: 400)
      switch JSONDifferentialTests.ours(bytes) {
      case .success(let value): #expect(parsed.map(Self.plain) == value, "\(bytes)")
      case .failure: #expect(parsed == nil, "\(String(decoding: bytes, as: UTF8.self))")
      }
    }
  }

  static func plain(_ value: JSONValue) -> JSONDifferentialTests.Value {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let values): .array(values.map(plain))
    case .object(let members): .object(Dictionary(members.map { ($0.0, plain($0.1)) }, uniquingKeysWith: { a, _ in a }))
    }
  }
}
