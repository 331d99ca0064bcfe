import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// dnd's moves as code actions: listed on the node under the cursor, each edit written from
/// dnd's own commands, and the command that says where the node went.
extension LanguageServer {
  /// dnd's moves of the block, heading or card under the start of the range, each an edit of
  /// the lines it changes and the command that says where the node went: within the document,
  /// and with a workspace folder, to the other boards' lanes and the pages the document links to.
  func codeActions(_ params: JSONValue) throws(Refusal) -> JSONValue {
    let method = "textDocument/codeAction"
    let document = try document(params, method)
    let at = try position(params["range"]?["start"], "range.start", method)
    return .array(actions(document, line: at.line, written: !resolvesEdits))
  }

  /// The actions on the node at a line: each with its edit when `written`, else with the data
  /// that `codeAction/resolve` makes it from once it is chosen.
  func actions(_ document: EditorDocument, line: Int, written: Bool, only title: String? = nil) -> [JSONValue] {
    guard let reading = reading(document), let span = reading.node(atLine: line) else { return [] }
    var actions: [JSONValue]
    if written {
      actions = reading.moves(for: span.node, only: title).compactMap { move in
        change(of: document.path, to: move.bytes, in: document).map {
          action(move.title, [$0], said: move.said, at: move.line.map { (document.uri, $0) })
        }
      }
    } else {
      let data: JSONValue = .object([("uri", .string(document.uri)), ("line", .number(Double(line)))])
      actions = reading.moves(for: span.node, written: false).map { move in
        .object([
          ("title", .string(move.title)), ("kind", .string("refactor.move")), ("data", data),
          ("command", saidCommand(move.title, move.said, at: nil)),
        ])
      }
    }
    // A move within the document chosen by its title needs no other page.
    return actions + (title != nil && !actions.isEmpty ? [] : vaultActions(document, line))
  }

  /// With a workspace folder, the moves of the node at a line to the folder's other pages.
  func vaultActions(_ document: EditorDocument, _ line: Int) -> [JSONValue] {
    guard let folder = workspace, document.path.hasPrefix(folder + "/") else { return [] }
    let texts = Dictionary(documents.values.map { ($0.path, $0.text.bytes) }, uniquingKeysWith: { first, _ in first })
    guard var vault = EditorVault(folder: folder, document: document, open: texts, language: language),
      let node = SourceSpan.innermost(at: line, in: vault.spans)?.node
    else { return [] }
    let names = EditorVault.linkedNames(in: document.text.bytes)
    return vault.moves(for: node, linking: names).map { move in
      let changes = move.pages.sorted { $0.key < $1.key }.compactMap { path, bytes in
        change(of: path, to: bytes, in: documents.values.first { $0.path == path })
      }
      let at = move.at.map { at in
        (changes.first { EditorDocument.path(of: $0.uri) == at.path }?.uri ?? "", at.line)
      }
      return action(move.title, changes, said: move.said, at: at)
    }
  }

  /// A code action listed without its edit, with the edit: the move of the same title made on
  /// the document as it is now. One the document no longer offers comes back as it was.
  func resolve(_ params: JSONValue) throws(Refusal) -> JSONValue {
    let method = "codeAction/resolve"
    guard let line = params["data"]?["line"]?.integer, let title = params["title"]?.string else {
      throw missing("data.uri, data.line and title", in: method)
    }
    let document = try document(
      .object([("textDocument", .object([("uri", params["data"]?["uri"] ?? .null)]))]), method)
    return actions(document, line: line, written: true, only: title).first { $0["title"]?.string == title } ?? params
  }

  /// One document's change: its URI and version as the editor has it, else its file's, and the
  /// lines that change from what the editor (or the file) holds.
  struct DocumentChange {
    var uri: String
    var version: Int?
    var text: EditorText
    var edit: LineEdit
  }

  func change(of path: String, to bytes: [UInt8], in document: EditorDocument?) -> DocumentChange? {
    guard let old = document?.text ?? (try? FileIO.read(path)).map({ EditorText($0) }) else { return nil }
    return DocumentChange(
      uri: document?.uri ?? EditorDocument.uri(ofPath: path), version: document?.version, text: old,
      edit: LineEdit(from: old.bytes, to: bytes))
  }

  /// A code action: its edit, and the command that says where the node went, with the
  /// document and line that now name it (`at`) for an editor's cursor to follow.
  func action(_ title: String, _ changes: [DocumentChange], said: String, at: (uri: String, line: Int)?) -> JSONValue {
    .object([
      ("title", .string(title)),
      ("kind", .string("refactor.move")),
      ("edit", workspaceEdit(changes)),
      ("command", saidCommand(title, said, at: at)),
    ])
  }

  /// The command that says where a node went, with the document and line that now name it.
  func saidCommand(_ title: String, _ said: String, at: (uri: String, line: Int)?) -> JSONValue {
    var arguments: [JSONValue] = [.string(said)]
    if let at {
      arguments.append(.object([("uri", .string(at.uri)), ("line", .number(Double(at.line)))]))
    }
    return .object([
      ("title", .string(title)), ("command", .string(Self.saidCommand)), ("arguments", .array(arguments)),
    ])
  }

  /// An edit of one document or more: with the version each was made for when the editor takes
  /// that, so that an editor whose text changed since refuses it rather than apply it to other
  /// lines.
  func workspaceEdit(_ changes: [DocumentChange]) -> JSONValue {
    func textEdit(_ change: DocumentChange) -> JSONValue {
      let start = change.text.position(of: change.edit.range.lowerBound, encoding)
      let end = change.text.position(of: change.edit.range.upperBound, encoding)
      return .object([
        ("range", range(start, end)), ("newText", .string(String(decoding: change.edit.replacement, as: UTF8.self))),
      ])
    }
    guard versionedEdits else {
      return .object([("changes", .object(changes.map { ($0.uri, .array([textEdit($0)])) }))])
    }
    return .object([
      (
        "documentChanges",
        .array(
          changes.map { change in
            let identifier: JSONValue = .object([
              ("uri", .string(change.uri)), ("version", change.version.map { .number(Double($0)) } ?? .null),
            ])
            return .object([("textDocument", identifier), ("edits", .array([textEdit(change)]))])
          })
      )
    ])
  }
}
