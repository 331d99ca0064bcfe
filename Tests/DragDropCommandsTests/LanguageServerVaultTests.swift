import DragDropFormats
import DragDropKit
import Foundation
import Testing

@testable import DragDropCommands

/// `dnd lsp` with a workspace folder (`Docs/editors.md`, `Docs/vaults.md`): a card's moves to
/// another board's lanes and a block's to the pages its document links to, each one edit of two
/// files, equal to what dnd writes after the same move in the folder opened as a vault.
@Suite("Language server in a workspace folder")
struct LanguageServerVaultTests {
  typealias Client = LanguageServerTests.Client

  static func uri(_ path: String) -> String { EditorDocument.uri(ofPath: path) }

  /// A client whose workspace is `folder`, with `files` open in the editor as `texts` say.
  static func client(_ folder: String, opening files: [(String, String)]) throws -> Client {
    var client = Client()
    _ = try client.request(
      "initialize", .object([("capabilities", .object([])), ("rootUri", .string(uri(folder)))]))
    for (path, text) in files {
      try client.notify(
        "textDocument/didOpen",
        .object([
          (
            "textDocument",
            .object([("uri", .string(uri(path))), ("version", .number(1)), ("text", .string(text))])
          )
        ]))
    }
    return client
  }

  static func actions(_ client: inout Client, _ path: String, line: Int) throws -> [String: JSONValue] {
    let reply = try client.request(
      "textDocument/codeAction",
      .object([
        ("textDocument", .object([("uri", .string(uri(path)))])),
        ("range", .object([("start", Client.at(line)), ("end", Client.at(line))])),
        ("context", .object([("diagnostics", .array([]))])),
      ]))
    var byTitle: [String: JSONValue] = [:]
    for action in reply["result"]?.array ?? [] { byTitle[action["title"]?.string ?? ""] = action }
    return byTitle
  }

  /// Each file an action's edit changes, by path, with the edit applied to `texts` (the
  /// editor's) or the file.
  static func applied(_ action: JSONValue?, texts: [String: String]) throws -> [String: String] {
    let changes = try #require(action?["edit"]?["changes"])
    guard case .object(let members) = changes else { throw CancellationError() }
    var files: [String: String] = [:]
    for (uri, edits) in members {
      let path = EditorDocument.path(of: uri)
      let text = try texts[path] ?? VaultTests.read(path)
      // `apply` reads the edits of the test client's one document.
      files[path] = try LanguageServerTests.apply(.object([("changes", .object([(Client.uri, edits)]))]), to: text)
    }
    return files
  }

  /// What dnd writes after the commands in a copy of the folder holding `texts`, by path
  /// relative to the folder.
  static func dndWrites(_ lines: [String], texts: [String: String], from folder: String) throws -> [String: String] {
    let copy = try VaultTests.garden()
    for (path, text) in texts { try VaultTests.write(copy + path.dropFirst(folder.count), text) }
    var session = try CommandSession.opening(copy, mode: .screenReader)
    for line in lines + ["save"] { _ = try session.run(line: line) }
    var files: [String: String] = [:]
    for name in ["/Garden board.md", "/Home board.md", "/Inbox.md", "/Projects/Garden.md"] {
      files[name] = try VaultTests.read(copy + name)
    }
    return files
  }

  @Test("a card moves to a lane of another board: both files edited, as dnd's vault saves them")
  func cardToAnotherBoard() throws {
    let folder = try VaultTests.garden()
    let board = folder + "/Garden board.md"
    let text = try VaultTests.read(board)
    var client = try Self.client(folder, opening: [(board, text)])
    let actions = try Self.actions(&client, board, line: 8)
    #expect(actions["Move to Doing in Home board"] != nil, "\(actions.keys.sorted())")
    #expect(actions["Move to Backlog in Home board"] != nil)
    #expect(actions["Move to Doing"] != nil, "the board's own lanes still")
    let files = try Self.applied(actions["Move to Doing in Home board"], texts: [board: text])
    #expect(Set(files.keys) == [board, folder + "/Home board.md"])
    let dnd = try Self.dndWrites(
      ["select \"Garden board/To do/Plant tomatoes\"", "lift", "move into \"Home board/Doing\" last", "drop"],
      texts: [:],
      from: folder)
    #expect(files[board] == dnd["/Garden board.md"])
    #expect(files[folder + "/Home board.md"] == dnd["/Home board.md"])
    #expect(!(files[board] ?? "").contains("Plant tomatoes"))
    let arguments = actions["Move to Doing in Home board"]?["command"]?["arguments"]?.array
    // The board's page first, as a move across pages says it.
    #expect(arguments?.first?.string == "Plant tomatoes, in Home board, Doing, position 2 of 2.", "\(arguments ?? [])")
    // The card's line in the other board, as its new text has it.
    let at = try #require(arguments?.last)
    #expect(at["uri"]?.string == Self.uri(folder + "/Home board.md"))
    let home = try #require(files[folder + "/Home board.md"]).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(home[try #require(at["line"]?.integer)] == "- [ ] Plant tomatoes")
  }

  @Test("a block moves to the end of a page its document links to, from the editor's unsaved text")
  func blockToLinkedPage() throws {
    let folder = try VaultTests.garden()
    let inbox = folder + "/Inbox.md"
    // Not saved: the link is in the editor only.
    let text = try VaultTests.read(inbox) + "- See [[Garden]]\n"
    var client = try Self.client(folder, opening: [(inbox, text)])
    let actions = try Self.actions(&client, inbox, line: 2)
    let move = try #require(actions["Move to Garden"], "\(actions.keys.sorted())")
    let files = try Self.applied(move, texts: [inbox: text])
    let dnd = try Self.dndWrites(
      ["select \"Call the plumber\"", "lift", "move into \"Projects/Garden/Garden/Ideas\" last", "drop"],
      texts: [inbox: text], from: folder)
    #expect(files[inbox] == dnd["/Inbox.md"])
    #expect(files[folder + "/Projects/Garden.md"] == dnd["/Projects/Garden.md"])
    #expect(
      files[folder + "/Projects/Garden.md"]?.hasSuffix(
        "- Herb spiral\n- Call the plumber\n  id:: 6571a2b3-0000-4000-8000-000000000001\n  - Ask about the boiler\n")
        == true)
    // A page the document does not link to is not offered.
    #expect(actions.keys.filter { $0.hasPrefix("Move to") && $0 != "Move to Garden" && !$0.contains("the") }.isEmpty)
  }

  @Test("outside the workspace folder, and without one, only the document's own moves")
  func outsideTheFolder() throws {
    let folder = try VaultTests.garden()
    let other = try VaultTests.emptyFolder() + "/Loose board.md"
    let text = try VaultTests.read(folder + "/Garden board.md")
    try VaultTests.write(other, text)
    var client = try Self.client(folder, opening: [(other, text)])
    let titles = try Self.actions(&client, other, line: 8).keys
    #expect(!titles.contains { $0.contains(" in ") }, "\(titles.sorted())")
    #expect(titles.contains("Move to Doing"))
  }

  @Test("the server writes no file: a save of dnd's that was cut short is left for dnd to finish")
  func writesNothing() throws {
    let folder = try VaultTests.garden()
    let staged = try VaultTests.cutShortSave(in: folder)
    let board = folder + "/Garden board.md"
    var client = try Self.client(folder, opening: [(board, try VaultTests.read(board))])
    #expect(try Self.actions(&client, board, line: 8)["Move to Doing in Home board"] != nil)
    #expect(FileManager.default.fileExists(atPath: staged))
    #expect(FileManager.default.fileExists(atPath: folder + "/.dnd-saving"))
    #expect(try VaultTests.read(folder + "/Inbox.md") == (try VaultTests.read(VaultTests.fixture("Inbox.md"))))
  }
}
