import DragDropAnnouncements
import DragDropFormats
import DragDropKit
import DragDropTranslations

/// `dnd lsp`: a Language Server Protocol server for Markdown documents and boards open in an
/// editor (`Docs/editors.md`). It reads each document as dnd reads the file and serves its
/// outline (document symbols), where a block is (hover, `dnd/where`), and dnd's moves as code
/// actions whose edits are what dnd would save.
///
/// A value with no I/O: `handle` takes one message's bytes and gives the messages to send
/// back, each a JSON text; `serve` (`LanguageServer+Serving.swift`) frames them on a stream.
/// A message it cannot serve is answered with a JSON-RPC error, and the server goes on.
public struct LanguageServer: Sendable {
  /// JSON-RPC's error codes.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
  }

  /// A request refused, with its JSON-RPC code and what to say.
  struct Refusal: Error {
    var code: ErrorCode
    var error: CommandError
  }

  enum Stage: Sendable {
    case starting, running, shuttingDown
  }

  var stage = Stage.starting
  /// The documents the editor has open, by URI.
  var documents: [String: EditorDocument] = [:]
  /// How a position's character counts, as agreed in `initialize`.
  var encoding = EditorText.Encoding.utf16
  /// True when the editor takes edits that name the version they were made for.
  var versionedEdits = false
  /// True when the editor asks for a code action's edit once it is chosen
  /// (`codeAction/resolve`): the moves are listed without writing each.
  var resolvesEdits = false
  /// The editor's workspace folder, whose pages and boards moves can reach (`Docs/vaults.md`).
  var workspace: String?
  /// The language the server speaks: the editor's locale where dnd has it.
  public internal(set) var language: Language
  /// True once `exit` came.
  public private(set) var finished = false
  /// The status the process ends with: 0, or 1 when `exit` came without `shutdown` first.
  public private(set) var exitStatus: Int32 = 0

  /// The methods the server answers; a notification of any other is ignored.
  static let requests = [
    "initialize", "shutdown", "textDocument/documentSymbol", "textDocument/hover", "textDocument/codeAction",
    "codeAction/resolve", "workspace/executeCommand", "dnd/where",
  ]
  /// The command a code action runs once the editor has applied its edit: say where the node
  /// is now.
  static let saidCommand = "dnd.said"

  /// A server that speaks `language` until the editor's locale chooses another.
  public init(language: Language = .english) {
    self.language = language
  }

  var words: NarrationTemplates { NarrationTemplates(language: language) }

  /// Handles one message's JSON bytes; returns the JSON texts to send back, replies and
  /// notifications, in order.
  public mutating func handle(_ body: [UInt8]) -> [String] {
    let message: JSONValue
    do throws(FormatError) {
      message = try JSONValue.parse(body)
    } catch {
      return [reply(id: .null, refusal: Refusal(code: .parseError, error: CommandError(error, file: "message")))]
    }
    guard case .object = message, let method = message["method"]?.string else {
      // A reply to a request of ours: none needs one.
      if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
      let error = CommandError(.errorServerNotRequest, hint: .hintServerRequest, [.item: "JSON-RPC"])
      return [reply(id: message["id"] ?? .null, refusal: Refusal(code: .invalidRequest, error: error))]
    }
    let params = message["params"] ?? .null
    guard let id = message["id"] else {
      return notification(method, params)
    }
    do throws(Refusal) {
      var sent: [String] = []
      let result = try request(method, params, sending: &sent)
      return [reply(id: id, result: result)] + sent
    } catch {
      return [reply(id: id, refusal: error)]
    }
  }

  /// A message with no id: nothing is answered. One the server cannot follow (a change to a
  /// document that is not open, params without what it needs) is said in the editor's log,
  /// `window/logMessage`, as the protocol allows.
  private mutating func notification(_ method: String, _ params: JSONValue) -> [String] {
    if method == "exit" {
      finished = true
      exitStatus = stage == .shuttingDown ? 0 : 1
      return []
    }
    guard stage == .running else { return [] }
    do throws(Refusal) {
      switch method {
      case "textDocument/didOpen": return try didOpen(params)
      case "textDocument/didChange": return try didChange(params)
      case "textDocument/didClose": return try didClose(params)
      default: return []
      }
    } catch {
      let message = error.error.fullMessage(in: words)
      return [notify("window/logMessage", .object([("type", .number(1)), ("message", .string(message))]))]
    }
  }

  /// A request's result, or its refusal; `sent` takes notifications to send after the reply.
  private mutating func request(_ method: String, _ params: JSONValue, sending sent: inout [String]) throws(Refusal)
    -> JSONValue
  {
    switch stage {
    case .starting where method != "initialize":
      throw Refusal(
        code: .serverNotInitialized, error: CommandError(.errorServerNotStarted, hint: .hintServerInitialize))
    case .shuttingDown:
      throw Refusal(code: .invalidRequest, error: CommandError(.errorServerStopping, hint: .hintServerExit))
    default: break
    }
    switch method {
    case "initialize": return initialize(params)
    case "shutdown":
      stage = .shuttingDown
      return .null
    case "textDocument/documentSymbol": return try documentSymbols(params)
    case "textDocument/hover": return try hover(params)
    case "dnd/where": return try whereIs(params)
    case "textDocument/codeAction": return try codeActions(params)
    case "codeAction/resolve": return try resolve(params)
    case "workspace/executeCommand":
      sent += said(params)
      return .null
    default:
      let error = CommandError(
        .errorServerNoMethod, hint: .hintServerMethods,
        [.command: Sanitizer.clean(method), .items: Self.requests.joined(separator: ", ")])
      throw Refusal(code: .methodNotFound, error: error)
    }
  }

  /// What the server can do, in the encoding the editor offers that suits it best.
  private mutating func initialize(_ params: JSONValue) -> JSONValue {
    stage = .running
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
    encoding = offered.contains("utf-8") ? .utf8 : .utf16
    versionedEdits = params["capabilities"]?["workspace"]?["workspaceEdit"]?["documentChanges"] == .bool(true)
    let resolvable = params["capabilities"]?["textDocument"]?["codeAction"]?["resolveSupport"]?["properties"]?.array
    resolvesEdits = resolvable?.contains(.string("edit")) == true
    if let locale = params["locale"]?.string, let chosen = Language.named(locale) { language = chosen }
    let root = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
    if let root, root.hasPrefix("file://") {
      let path = EditorDocument.path(of: root)
      workspace = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    let capabilities: JSONValue = .object([
      ("positionEncoding", .string(encoding.rawValue)),
      ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .number(2))])),
      ("documentSymbolProvider", .bool(true)),
      ("hoverProvider", .bool(true)),
      (
        "codeActionProvider",
        .object([("codeActionKinds", .array([.string("refactor.move")])), ("resolveProvider", .bool(true))])
      ),
      ("executeCommandProvider", .object([("commands", .array([.string(Self.saidCommand)]))])),
    ])
    return .object([
      ("capabilities", capabilities),
      ("serverInfo", .object([("name", .string("dnd")), ("version", .string(Version.current))])),
    ])
  }

  /// The answer a code action said once applied: a message the editor shows (and its screen
  /// reader speaks), and `$/dnd/said` for a client that speaks it itself.
  private func said(_ params: JSONValue) -> [String] {
    guard params["command"]?.string == Self.saidCommand, let text = params["arguments"]?.array?.first?.string else {
      return []
    }
    return [
      notify("window/showMessage", .object([("type", .number(3)), ("message", .string(text))])),
      notify("$/dnd/said", .object([("text", .string(text))])),
    ]
  }

  // MARK: Messages

  func reply(id: JSONValue, result: JSONValue) -> String {
    JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]).text()
  }

  func reply(id: JSONValue, refusal: Refusal) -> String {
    let message = refusal.error.fullMessage(in: words)
    let error: JSONValue = .object([("code", .number(Double(refusal.code.rawValue))), ("message", .string(message))])
    return JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("error", error)]).text()
  }

  func notify(_ method: String, _ params: JSONValue) -> String {
    JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).text()
  }

  /// The refusal of params that lack what a method needs.
  func missing(_ field: String, in method: String) -> Refusal {
    Refusal(
      code: .invalidParams,
      error: CommandError(.errorServerParams, hint: .hintServerParams, [.command: method, .item: field]))
  }
}
