import Foundation
import Testing

/// The built `dnd lsp` as an editor runs it: messages framed on its standard input, replies
/// read from its standard output, on a real page nobody here wrote (Tests/Outlines/Real).
@Suite("dnd lsp, the built binary")
struct LanguageServerProcessTests {
  static let page = DND.root.appendingPathComponent("Tests/Outlines/Real/textual-roadmap.md")

  /// One framed message.
  static func frame(_ object: Any) throws -> String {
    let body = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  /// The messages a stream of frames holds.
  static func messages(_ output: String) throws -> [[String: Any]] {
    var bytes = Array(output.utf8)[...]
    var found: [[String: Any]] = []
    while let headerEnd = bytes.firstRange(of: Array("\r\n\r\n".utf8)) {
      let header = String(decoding: bytes[..<headerEnd.lowerBound], as: UTF8.self)
      let length = try #require(Int(header.replacingOccurrences(of: "Content-Length: ", with: "")))
      let body = bytes[headerEnd.upperBound..<(headerEnd.upperBound + length)]
      found.append(try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
      bytes = bytes[(headerEnd.upperBound + length)...]
    }
    return found
  }

  static func request(_ id: Int, _ method: String, _ params: [String: Any]) throws -> String {
    try frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
  }

  static func notification(_ method: String, _ params: [String: Any]) throws -> String {
    try frame(["jsonrpc": "2.0", "method": method, "params": params])
  }

  static func opening(_ uri: String, _ text: String) throws -> String {
    try request(1, "initialize", ["capabilities": [:], "processId": NSNull()])
      + notification("initialized", [:])
      + notification(
        "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
  }

  /// Applies one text edit, whole lines from a line's start, as an editor does.
  static func apply(_ edit: [String: Any], to text: String) throws -> String {
    let range = try #require(edit["range"] as? [String: Any])
    let start = try #require((range["start"] as? [String: Any])?["line"] as? Int)
    let end = try #require((range["end"] as? [String: Any])?["line"] as? Int)
    #expect((range["end"] as? [String: Any])?["character"] as? Int == 0)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
    if lines.last == "\n" { lines.removeLast() }
    let replacement = try #require(edit["newText"] as? String)
    lines.replaceSubrange(start..<end, with: [replacement])
    return lines.joined()
  }

  @Test("on a real page, every code action's edit is what dnd -c saves after the same commands")
  func actionsMatchDND() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let uri = Self.page.absoluteString
    // "Monochrome mode", a task under "Accessibility" written with `*` and four spaces.
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Monochrome mode") })
    let input =
      try Self.opening(uri, text)
      + Self.request(
        2, "textDocument/codeAction",
        [
          "textDocument": ["uri": uri],
          "range": ["start": ["line": line, "character": 4], "end": ["line": line, "character": 4]],
          "context": ["diagnostics": []],
        ])
      + Self.request(
        3, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": 8]])
      + Self.request(4, "shutdown", [:]) + Self.notification("exit", [:])
    let result = try DND.run(["lsp"], stdin: input)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let messages = try Self.messages(result.stdout)
    let actions = try #require(messages.first { $0["id"] as? Int == 2 }?["result"] as? [[String: Any]])
    let commands: [String: String] = [
      "Move up": "lift; move up; drop", "Move down": "lift; move down; drop",
      "Move to the top": "lift; move first; drop",
      "Move to the bottom": "lift; move last; drop", "Indent": "indent", "Outdent": "outdent",
    ]
    #expect(Set(actions.compactMap { $0["title"] as? String }) == Set(commands.keys))
    for action in actions {
      let title = try #require(action["title"] as? String)
      let edit = try #require(
        ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
      let edited = try Self.apply(try #require(edit.first), to: text)
      let folder = try DND.folder("lsp")
      let copy = folder.appendingPathComponent("roadmap.md")
      try Data(text.utf8).write(to: copy)
      let saved = try DND.run(
        ["roadmap.md", "-c", "select \"Monochrome mode\"; \(try #require(commands[title])); save"], in: folder)
      #expect(saved.status == 0, "\(saved.stderr)")
      #expect(edited == (try String(contentsOf: copy, encoding: .utf8)), "\(title)")
    }
    let hover = try #require(messages.first { $0["id"] as? Int == 3 }?["result"] as? [String: Any])
    #expect(
      (hover["contents"] as? [String: Any])?["value"] as? String
        == "Monochrome mode, done, list item, level 2 under Accessibility, 2 of 4, no children.")
  }

  @Test("bad input on the stream: each gets its error, a valid request after them its answer")
  func badInput() throws {
    let input =
      "X-Garbage: yes\r\n\r\n" + "Content-Length: 9\r\n\r\n{bad json"
      + (try Self.request(1, "initialize", ["capabilities": [:]]))
      + (try Self.frame(["jsonrpc": "2.0", "id": 2, "method": "no/such"]))
      + (try Self.request(
        3, "textDocument/hover",
        ["textDocument": ["uri": "file:///nowhere.md"], "position": ["line": 0, "character": 0]]))
      + (try Self.request(4, "shutdown", [:]))
    // The input ends without exit: the server ends too, with status 0 after shutdown.
    let result = try DND.run(["lsp", "--stdio"], stdin: input)
    #expect(result.status == 0)
    let messages = try Self.messages(result.stdout)
    let codes = messages.map { (($0["error"] as? [String: Any])?["code"] as? Int) }
    #expect(codes == [-32700, -32700, nil, -32601, -32602, nil], "\(messages)")
    let first = try #require((messages[0]["error"] as? [String: Any])?["message"] as? String)
    #expect(first.contains("Content-Length"), "\(first)")
    // Closed without shutdown: status 1, as the protocol asks.
    let abrupt = try DND.run(["lsp"], stdin: try Self.request(1, "initialize", ["capabilities": [:]]))
    #expect(abrupt.status == 1)
  }
}
