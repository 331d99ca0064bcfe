import DragDropAnnouncements
import DragDropKit

/// What an answer may say besides its reports, as the command left things: the scene, the lift,
/// the selection and the history, and the words' language, verbosity and mode.
///
/// A value the session makes once per answer (its `narrationState`) and dropped when the answer
/// is written, so it never holds the scene's storage past the next edit. The renderers (the
/// output formats and the `Narrator`'s words) read it, never the session.
public struct NarrationState: Sendable {
  /// The scene after the command.
  public var scene: Scene
  /// The output mode, whose format writes the answer.
  public var mode: OutputMode
  /// How much the drag sentences say.
  public var verbosity: Verbosity
  /// The settings in effect; their language is the answer's.
  public var preferences: Preferences
  /// True in the interactive session, where keys move things.
  public var interactive: Bool
  /// What is open: a scene, a board or a document.
  public var open: OpenDocument.Kind
  /// True when the scene is a Markdown document's outline.
  public var isDocument: Bool { open == .outline }
  /// The drag in progress, if any.
  public var drag: DragContext?
  /// The undo history.
  public var history: History
  /// The focused item.
  public var selection: NodeID?
  /// The items selected together.
  public var selected: [NodeID]
  /// A vault's pages and folders, when a folder is open.
  public var vault: VaultCounts?

  /// Creates the state of an answer.
  public init(
    scene: Scene, mode: OutputMode, verbosity: Verbosity = .normal, preferences: Preferences = Preferences(),
    interactive: Bool = false, open: OpenDocument.Kind = .scene, drag: DragContext? = nil, history: History = History(),
    selection: NodeID? = nil, selected: [NodeID] = []
  ) {
    self.scene = scene
    self.mode = mode
    self.verbosity = verbosity
    self.preferences = preferences
    self.interactive = interactive
    self.open = open
    self.drag = drag
    self.history = history
    self.selection = selection
    self.selected = selected
  }

  /// The language the answer is said in.
  public var language: Language { preferences.language }
  /// How the answer's text is shown; nil for JSON.
  public var presentation: Presentation? { mode.format.presentation }
  /// The lifted item, if any.
  public var lifted: NodeID? { drag?.item }
  /// The items selected: the set, or else the focused item alone.
  public var selectedItems: [NodeID] { Self.itemsSelected(selected, focus: selection, in: scene) }

  /// The items selected: those of the set still in the scene, or else the focused item alone.
  static func itemsSelected(_ selected: [NodeID], focus: NodeID?, in scene: Scene) -> [NodeID] {
    let set = selected.filter { scene[$0] != nil }
    if !set.isEmpty { return set }
    if let focus, scene[focus] != nil { return [focus] }
    return []
  }
}
