import DragDropKit

/// A key the interactive session answers itself (`Docs/keys.md`), named by what it is; the
/// executable's line editor knows the bytes terminals send for it.
public enum SessionKey: Hashable, Sendable {
  case space
  /// Control-Space: add the focused item to the selection, or take it out.
  case controlSpace
  case arrow(Direction, shifted: Bool)
  /// Control-G, and a lone Escape.
  case cancel
  case home, end, pageUp, pageDown
  /// Tab, and Shift-Tab (`backward`).
  case tab(backward: Bool)
  /// F3, and Shift-F3 (`backward`): the next or previous match of the last search.
  case findAgain(backward: Bool)
  /// F2: the last answer, said again.
  case sayAgain
}

/// What a key does.
public enum KeyAction: Hashable, Sendable {
  /// Runs the command, as typing `spelling` would: a key goes to the session as the command it
  /// stands for, not as text to parse; the journal and a recording keep the spelling.
  case command(Command, spelling: String)
  /// Says what the arrow keys do (Shift with an arrow, nothing lifted).
  case arrowsHint
  /// The key keeps its line-editing meaning (history, the cursor, completion).
  case lineEditing
}

/// Which key means which command, in which state: data the REPL looks up, tested in memory.
public enum KeyMap {
  /// What a key is read against.
  public struct State: Hashable, Sendable {
    /// An item is lifted.
    public var lifted: Bool
    /// The scene is a Markdown document: Left and Right outdent and indent.
    public var isDocument: Bool
    /// Nothing is typed on the line (keys other than Control-G reach the map only then).
    public var lineIsEmpty: Bool
    /// What the arrows do with nothing lifted (`set arrows`).
    public var arrows: ArrowKeys

    /// The state of a session with or without a lifted item, a document or not, the line empty
    /// or not, the arrows browsing or recalling history.
    public init(lifted: Bool, isDocument: Bool = false, lineIsEmpty: Bool = true, arrows: ArrowKeys = .browse) {
      self.lifted = lifted
      self.isDocument = isDocument
      self.lineIsEmpty = lineIsEmpty
      self.arrows = arrows
    }
  }

  /// What `key` does in `state`.
  public static func action(for key: SessionKey, in state: State) -> KeyAction {
    switch key {
    case .space: return state.lifted ? .command(.drop(copy: false, into: nil, nil), spelling: "drop") : lift
    case .controlSpace: return .command(.select(.toggle), spelling: "select toggle")
    case .arrow(let direction, let shifted):
      // With nothing lifted, the arrows browse the scene as a tree view does (Control-P and
      // Control-N recall history); Shift says what they do.
      guard state.lifted else {
        guard state.lineIsEmpty, state.arrows == .browse else { return shifted ? .arrowsHint : .lineEditing }
        return shifted ? .arrowsHint : browse(direction, in: state)
      }
      if state.isDocument, !shifted, direction == .right || direction == .left {
        // In a document, Right indents under the item above and Left outdents.
        let outward = direction == .left
        return .command(.indent(nil, outward: outward), spelling: outward ? "outdent" : "indent")
      }
      let steps = shifted ? 10 : 1
      return .command(.move(direction, steps: steps), spelling: "move \(direction.rawValue)" + (shifted ? " 10" : ""))
    case .cancel:
      // With text on the line and nothing lifted, Control-G clears the line as readline does.
      guard state.lifted || state.lineIsEmpty else { return .lineEditing }
      return .command(.cancel, spelling: "cancel")
    case .home:
      return state.lifted ? .command(.jump(.first), spelling: "move first") : select(.first, "select first")
    case .end: return state.lifted ? .command(.jump(.last), spelling: "move last") : select(.last, "select last")
    case .pageUp: return .command(.jump(.previous(accepting: false)), spelling: "move previous")
    case .pageDown: return .command(.jump(.next(accepting: false)), spelling: "move next")
    case .sayAgain: return .command(.again(1), spelling: "again")
    case .findAgain(let backward):
      return backward ? .command(.findPrevious, spelling: "find previous") : .command(.find(nil), spelling: "find")
    case .tab(let backward):
      // With nothing lifted, Tab completes.
      guard state.lifted else { return .lineEditing }
      return backward
        ? .command(.jump(.previous(accepting: true)), spelling: "move previous accepting")
        : .command(.jump(.next(accepting: true)), spelling: "move next accepting")
    }
  }

  private static let lift = KeyAction.command(.lift(nil), spelling: "lift")

  private static func select(_ target: SelectTarget, _ spelling: String) -> KeyAction {
    .command(.select(target), spelling: spelling)
  }

  /// An arrow with nothing lifted: Up and Down to the previous and next item in reading order;
  /// in a document Right to the first child and Left to the parent, elsewhere to the
  /// neighbouring column.
  private static func browse(_ direction: Direction, in state: State) -> KeyAction {
    switch direction {
    case .up: select(.previous, "select previous")
    case .down: select(.next, "select next")
    case .right: state.isDocument ? select(.child, "select child") : select(.column(forward: true), "select right")
    case .left: state.isDocument ? select(.parent, "select parent") : select(.column(forward: false), "select left")
    }
  }
}
