import DragDropAnnouncements
import DragDropKit

/// Where the live view is scrolled to; kept between frames, so that the view moves only as far
/// as it must to keep the focused item in sight.
public struct ViewScroll: Hashable, Sendable {
  /// The first column of a board on screen.
  public var firstColumn = 0
  /// The first row of the contents on screen.
  public var firstRow = 0
  /// The outline's node on the first row.
  public var top: NodeID?

  /// The view scrolled to its start.
  public init() {}
}

/// The live view: the scene drawn for eyes above the prompt, redrawn after every key, with the
/// lifted item where it would drop and the terminal cursor on it (`Docs/accessibility.md`, "The
/// live view"). A renderer of what the session reports, like the output formats: it reads a
/// `NarrationState` and returns a `ViewFrame`, never touching the terminal.
///
/// - A board (a scene whose top-level children are stacked containers) is drawn as columns
///   side by side, scrolled sideways when they do not fit.
/// - A Markdown outline is drawn with its nesting, scrolled up and down.
/// - Anything else (free and grid layouts) is drawn as the `map` draws it.
public struct LiveView: Sendable {
  /// The narrator whose names and words the view uses.
  public let narrator: Narrator

  /// The narrowest window the view is drawn in; a smaller one gets one line an answer.
  public static let minimumWidth = 40
  /// The lowest window the view is drawn in.
  public static let minimumHeight = 10

  /// A view whose words and names are the narrator's.
  public init(narrator: Narrator) {
    self.narrator = narrator
  }

  /// The frame for a state: `width` columns and between `minHeight` and `maxHeight` rows (as
  /// many as the contents need within those bounds). Its last row says what is out of view.
  public func frame(
    _ state: NarrationState, width: Int, maxHeight: Int, minHeight: Int = 0, scroll: inout ViewScroll
  ) -> ViewFrame {
    let scene = state.scene
    let bounds = (min: max(2, min(minHeight, maxHeight)), max: max(2, maxHeight))
    if state.open == .outline || state.open == .vault {
      return outline(state, width: width, bounds: bounds, scroll: &scroll)
    }
    // A board's lanes, and a scene whose top level is stacks (the kanban demo), side by side.
    let top = scene[.root]?.children ?? []
    let columns =
      state.open == .board
      || !top.isEmpty
        && top.allSatisfy {
          guard scene[$0]?.type == .container, case .stack = scene[$0]?.properties.layout else { return false }
          return true
        }
    if columns { return board(state, columns: top, width: width, bounds: bounds, scroll: &scroll) }
    return picture(state, width: width, bounds: bounds)
  }

  /// The item the cursor goes to: the lifted one, else the focused one.
  static func focus(_ state: NarrationState) -> NodeID? {
    if let lifted = state.drag?.item { return lifted }
    if let selection = state.selection, state.scene[selection] != nil { return selection }
    return nil
  }

  /// A container's children as the view shows them: with the lifted item (and those lifted
  /// with it) where a drop would put them.
  static func children(of container: NodeID, in state: NarrationState) -> [NodeID] {
    DropPreview(state).children(of: container, state.scene[container]?.children ?? [])
  }

  /// The shape before an item's name: `*` lifted, `>` selected, else a space.
  func mark(_ id: NodeID, in state: NarrationState) -> (Character, ViewStyle) {
    if id == state.drag?.item || state.drag.map({ _ in state.scene.liftedCompanions.contains(id) }) == true {
      return ("*", [.reverse, .bold])
    }
    if id == state.selection || state.selected.contains(id) { return (">", .reverse) }
    return (" ", [])
  }

  /// The last row: what is out of view, joined.
  func status(_ notes: [String], into frame: inout ViewFrame) {
    frame.put(notes.joined(separator: ", "), row: frame.height - 1, column: 0)
  }

  /// The words for what is out of view.
  func more(_ phrase: NarrationTemplates.Phrase, _ count: Int, _ state: NarrationState) -> String {
    narrator.words(state).fill(phrase, [.count: "\(count)"])
  }
}

extension Narrator {
  /// Said once when the window becomes too small for the live view.
  public func viewTooSmall(_ state: NarrationState) -> String { words(state).fill(.viewTooSmall) }
}

/// Where the view shows the lifted item and those lifted with it: at the place it would drop,
/// or where it came from while it is over nothing. Boards and outlines both draw it so.
struct DropPreview {
  /// The lifted item first, then those lifted with it.
  let carried: [NodeID]
  /// The container they are shown in; nil when not shown (over a free container).
  let parent: NodeID?
  /// Where among its children, 0-based.
  let index: Int

  init(_ state: NarrationState) {
    guard let drag = state.drag else {
      (carried, parent, index) = ([], nil, 0)
      return
    }
    carried = [drag.item] + state.scene.liftedCompanions.filter { $0 != drag.item }
    if let target = drag.target, let position = drag.position {
      (parent, index) = (target, max(0, position - 1))
    } else if drag.target == nil || state.scene[drag.target!]?.type != .container {
      // Over nothing: shown where it came from.
      (parent, index) = (drag.home.parent, drag.home.index)
    } else {
      (parent, index) = (nil, 0)
    }
  }

  /// A container's children as shown: the carried items inserted where they would drop.
  func children(of container: NodeID, _ children: [NodeID]) -> [NodeID] {
    guard container == parent else { return children }
    var children = children
    children.insert(contentsOf: carried, at: min(index, children.count))
    return children
  }
}
