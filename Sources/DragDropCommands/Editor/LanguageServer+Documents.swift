import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The documents the editor has open: kept in step with its changes, and read for its outline,
/// hover and code actions.
extension LanguageServer {
  /// The document a request names, with the method for errors.
  func document(_ params: JSONValue, _ method: String) throws(Refusal) -> EditorDocument {
    guard let uri = params["textDocument"]?["uri"]?.string else { throw missing("textDocument.uri", in: method) }
    guard let document = documents[uri] else {
      let file = Sanitizer.clean(EditorDocument.path(of: uri))
      throw Refusal(
        code: .invalidParams,
        error: CommandError(
          .errorServerNotOpen, hint: .hintServerOpen, [.file: file, .command: "textDocument/didOpen"]))
    }
    return document
  }

  /// A position in params, by its key.
  func position(_ value: JSONValue?, _ field: String, _ method: String) throws(Refusal) -> EditorText.Position {
    guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else {
      throw missing(field, in: method)
    }
    return EditorText.Position(line: line, character: character)
  }

  mutating func didOpen(_ params: JSONValue) throws(Refusal) -> [String] {
    let method = "textDocument/didOpen"
    guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
      throw missing("textDocument", in: method)
    }
    let document = EditorDocument(uri: uri, version: item["version"]?.integer, text: EditorText(text))
    documents[uri] = document
    return [diagnostics(of: document)]
  }

  mutating func didChange(_ params: JSONValue) throws(Refusal) -> [String] {
    let method = "textDocument/didChange"
    var document = try document(params, method)
    for change in params["contentChanges"]?.array ?? [] {
      guard let text = change["text"]?.string else { throw missing("contentChanges.text", in: method) }
      if let range = change["range"] {
        let start = try position(range["start"], "range.start", method)
        let end = try position(range["end"], "range.end", method)
        document.text.replace(from: start, to: end, with: text, encoding)
      } else {
        document.text = EditorText(text)
      }
    }
    document.version = params["textDocument"]?["version"]?.integer ?? document.version
    documents[document.uri] = document
    return [diagnostics(of: document)]
  }

  mutating func didClose(_ params: JSONValue) throws(Refusal) -> [String] {
    let document = try document(params, "textDocument/didClose")
    documents[document.uri] = nil
    return [
      notify("textDocument/publishDiagnostics", .object([("uri", .string(document.uri)), ("diagnostics", .array([]))]))
    ]
  }

  /// What dnd cannot read in a document, as the editor shows a problem: none, or the one error
  /// that stops the reading, at its line and column.
  func diagnostics(of document: EditorDocument) -> String {
    var found: [JSONValue] = []
    if case .failure(let error) = document.read(language: language) {
      let line = max(0, (error.place?.line ?? 1) - 1)
      let start = document.text.start(ofLine: line)
      let column = error.place?.column.map { max(0, $0 - 1) }
      // The column counts characters; the editor's encoding counts its own units.
      let offset = document.text.offset(of: .init(line: line, character: column ?? 0), .utf32)
      let at = document.text.position(of: max(start, offset), encoding)
      found.append(
        .object([
          ("range", range(at, at)), ("severity", .number(1)), ("source", .string("dnd")),
          ("message", .string(error.fullMessage(in: words))),
        ]))
    }
    var params: [(String, JSONValue)] = [("uri", .string(document.uri))]
    if let version = document.version { params.append(("version", .number(Double(version)))) }
    params.append(("diagnostics", .array(found)))
    return notify("textDocument/publishDiagnostics", .object(params))
  }

  /// The document read, or nothing: a document dnd cannot read has no outline and no moves
  /// (its problem is a diagnostic).
  func reading(_ document: EditorDocument) -> EditorReading? {
    try? document.read(language: language).get()
  }

  // MARK: Requests

  /// The outline as it reads: headings, list items, lanes and cards, nested, by their names
  /// without markup, a task's state as detail.
  func documentSymbols(_ params: JSONValue) throws(Refusal) -> JSONValue {
    let document = try document(params, "textDocument/documentSymbol")
    guard let reading = reading(document) else { return .array([]) }
    let scene = reading.session.scene
    let spans = Dictionary(reading.spans.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    let templates = AnnouncementTemplates(language: language)
    func symbols(under parent: NodeID) -> [JSONValue] {
      (scene[parent]?.children ?? []).compactMap { id -> JSONValue? in
        guard let span = spans[id], let node = scene[id] else { return nil }
        var members: [(String, JSONValue)] = [
          ("name", .string(Sanitizer.clean(scene.title(of: id) ?? node.name)))
        ]
        if node.properties.task != .none {
          members.append(("detail", .string(templates.word(for: node.properties.task))))
        }
        members += [
          ("kind", .number(Double(Self.symbolKind(node.properties.role)))),
          ("range", range(of: span.lines, in: document.text)),
          ("selectionRange", range(of: span.nameLine..<(span.nameLine + 1), in: document.text)),
          ("children", .array(symbols(under: id))),
        ]
        return .object(members)
      }
    }
    return .array(symbols(under: .root))
  }

  /// LSP's kind of symbol for a node's role: a heading as a string (as Markdown servers show
  /// headings), a list item or card as a property, a lane as an array.
  static func symbolKind(_ role: NodeRole) -> Int {
    switch role {
    case .outlineHeading: 15
    case .boardLane, .boardArchive: 18
    default: 7
    }
  }

  /// Where the block, heading or card under the cursor is, as dnd says it.
  func hover(_ params: JSONValue) throws(Refusal) -> JSONValue {
    let method = "textDocument/hover"
    let document = try document(params, method)
    let at = try position(params["position"], "position", method)
    guard let reading = reading(document), let span = reading.node(atLine: at.line) else { return .null }
    return .object([
      ("contents", .object([("kind", .string("plaintext")), ("value", .string(reading.place(of: span.node)))])),
      ("range", range(of: span.nameLine..<(span.nameLine + 1), in: document.text)),
    ])
  }

  /// The same as a request of dnd's own: `{"text": ..., "line": ...}`, or null off every block.
  func whereIs(_ params: JSONValue) throws(Refusal) -> JSONValue {
    let method = "dnd/where"
    let document = try document(params, method)
    let at = try position(params["position"], "position", method)
    guard let reading = reading(document), let span = reading.node(atLine: at.line) else { return .null }
    return .object([("text", .string(reading.place(of: span.node))), ("line", .number(Double(span.nameLine)))])
  }

  // MARK: Ranges

  func range(_ start: EditorText.Position, _ end: EditorText.Position) -> JSONValue {
    func point(_ position: EditorText.Position) -> JSONValue {
      .object([("line", .number(Double(position.line))), ("character", .number(Double(position.character)))])
    }
    return .object([("start", point(start)), ("end", point(end))])
  }

  /// Whole lines: from the first's start to the end of the last's text, before its line ending.
  func range(of lines: Range<Int>, in text: EditorText) -> JSONValue {
    let last = max(lines.lowerBound, lines.upperBound - 1)
    var end = text.start(ofLine: last + 1)
    let bytes = text.bytes
    if end > text.start(ofLine: last), end > 0, end <= bytes.count, bytes[end - 1] == 0x0A { end -= 1 }
    if end > text.start(ofLine: last), end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    return range(text.position(of: text.start(ofLine: lines.lowerBound), encoding), text.position(of: end, encoding))
  }
}
