import DragDropFormats

/// What is open, as a type: a scene, a Markdown board or a Markdown document's outline, with
/// what saving it back needs. The narrator, the live view, saving and the journal ask it,
/// instead of guessing from a path's suffix or a layout's name. A folder of several files (a
/// vault) is one more case.
public enum OpenDocument: Sendable {
  /// A scene: a scene file, a demo scene or a new one.
  case scene
  /// An Obsidian Kanban board, kept whole for saving back faithfully.
  case board(BoardSource)
  /// A Markdown document read as an outline, its bytes kept for saving back in pieces.
  case outline(OutlineSource)
  /// A folder of pages and boards (`Vault`), each page read when first needed.
  case vault(Vault)

  /// Which it is, without what saving needs.
  public enum Kind: Hashable, Sendable {
    case scene, board, outline, vault

    /// True for a file kept as Markdown: a board or a document.
    public var isMarkdown: Bool { self != .scene }
  }

  /// Which it is.
  public var kind: Kind {
    switch self {
    case .scene: .scene
    case .board: .board
    case .outline: .outline
    case .vault: .vault
    }
  }

  /// The board, when a board is open.
  public var board: BoardSource? {
    if case .board(let source) = self { return source }
    return nil
  }

  /// The folder of pages, when one is open.
  public var vault: Vault? {
    if case .vault(let vault) = self { return vault }
    return nil
  }

  /// The document's outline, when a document is open.
  public var outline: OutlineSource? {
    if case .outline(let source) = self { return source }
    return nil
  }
}
