/// The English of `dnd lsp`, the language server an editor starts (`Docs/editors.md`): the
/// titles of its code actions, and its refusals of a message it cannot serve. A part of the
/// narration's table as `NarrationTemplates+Errors.swift` is; `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English template of an editor's phrase; nil for the rest of the table.
  public static func englishEditor(_ phrase: Phrase) -> String? {
    switch phrase {
    case .actionMoveUp: "Move up"
    case .actionMoveDown: "Move down"
    case .actionMoveTop: "Move to the top"
    case .actionMoveBottom: "Move to the bottom"
    case .actionIndent: "Indent"
    case .actionOutdent: "Outdent"
    case .actionMoveInto: "Move to {container}"
    case .actionMoveToPage: "Move to {container} in {file}"
    case .errorServerNoLength: "a message has no {item} header"
    case .hintServerFraming: "send each message as {item} and its size in bytes, a blank line, then the JSON"
    case .errorServerNotRequest: "the message is not a {item} request or notification"
    case .hintServerRequest: "send an object with jsonrpc 2.0, a method, and an id when it asks for an answer"
    case .errorServerNoMethod: "the dnd language server has no method {command}"
    case .hintServerMethods: "its methods are {items}"
    case .errorServerNotStarted: "the server has not been initialized"
    case .hintServerInitialize: "send initialize first"
    case .errorServerStopping: "the server is shutting down and answers nothing more"
    case .hintServerExit: "send exit"
    case .errorServerParams: "{command} needs {item} in its params"
    case .hintServerParams: "see the Language Server Protocol's page for {command}"
    case .errorServerNotOpen: "{file} is not open in the server"
    case .hintServerOpen: "send {command} with its text first"
    default: nil
    }
  }

  /// The English singular of an editor's phrase with a count; nil for the rest.
  static func englishOneEditor(_ phrase: Phrase) -> String? {
    switch phrase {
    default: nil
    }
  }
}
