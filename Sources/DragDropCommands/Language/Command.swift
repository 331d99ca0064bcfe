import DragDropAnnouncements
import DragDropKit

/// A reference to a node as written: a name or a path `A/B/C`, with where it was written.
public struct Reference: Hashable, Sendable {
  /// The name or path.
  public var text: String
  /// Where it was written.
  public var location: SourceLocation

  /// Creates a reference to a name or path written at a place.
  public init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }

  /// References are the same when they name the same text; where each was written is not part
  /// of what a command means, so a printed command parses back equal.
  public static func == (a: Reference, b: Reference) -> Bool { a.text == b.text }

  /// Hashes the text, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Where `move first|last|next|previous` goes: Home, End, Page Down and Page Up, and Tab and
/// Shift-Tab (`accepting`), in the interactive session.
public enum Jump: Hashable, Sendable {
  case first, last
  case next(accepting: Bool), previous(accepting: Bool)
}

/// A slot in a container, as `move into`, `drop into` and `drag ... to` name it.
public enum SlotSpec: Hashable, Sendable {
  /// A 1-based position.
  case position(Int)
  /// Just before a sibling.
  case before(Reference)
  /// Just after a sibling.
  case after(Reference)
  /// The first position.
  case first
  /// The last position (after every child).
  case last
}

/// What `select` selects.
public enum SelectTarget: Hashable, Sendable {
  case node(Reference), next, previous, none
  /// `select add REF`, `select remove REF`: change the set of selected items.
  case add(Reference), remove(Reference)
  /// `select all in REF`: every draggable child of a container.
  case allIn(Reference)
  /// `select toggle` (Control-Space): add the focused item to the set, or take it out.
  case toggle
  /// Browsing as a tree view does: `select parent`, `select child` (the first), `select first`
  /// and `select last` (of the focused node's level), `select left` and `select right` (the
  /// neighbouring column's node at the same position).
  case parent, child, first, last
  case column(forward: Bool)
}

/// How a container should lay out its children, as commands write it.
public struct LayoutSpec: Hashable, Sendable {
  /// The layout's name: `free`, `stack`, `grid`.
  public var name: String
  /// The parameters that followed the name, such as the axis of `stack horizontal`.
  public var values: [LayoutSetting]
}

/// One layout parameter and its value.
public struct LayoutSetting: Hashable, Sendable {
  /// The parameter's name.
  public var name: String
  /// Its value.
  public var value: LayoutValue
}

/// A change to one property of a node, from `set REF PROPERTY VALUE`.
public enum PropertyChange: Hashable, Sendable {
  case kind(String?), color(String?), label(String?), draggable(Bool), accepts(Accepts)
  case capacity(Int?), effect(Effect), targets([String]?), layout(LayoutSpec)
  /// A parameter of the container's layout: `cell`, `columns`, `spacing`, `axis`, ...
  case layoutParameter(LayoutSetting)
  case origin(Point), size(Size)
}

/// The options of `add container`.
public struct ContainerOptions: Hashable, Sendable {
  /// The container to add to (`in REF`); the root when nil.
  public var parent: Reference?
  /// The frame origin (`at X,Y`).
  public var origin: Point?
  /// The size (`size WxH`).
  public var size: Size?
  /// The layout (`layout ...`).
  public var layout: LayoutSpec?
  /// The accepted kinds (`accepts ...`).
  public var accepts: Accepts?
  /// The capacity (`capacity N`).
  public var capacity: Int?
  /// The drop effect (`effect ...`).
  public var effect: Effect?
  /// The color (`color C`).
  public var color: String?
}

/// The options of `add item`.
public struct ItemOptions: Hashable, Sendable {
  /// The container to add to (`in REF`); the root when nil.
  public var parent: Reference?
  /// The frame origin (`at X,Y`).
  public var origin: Point?
  /// The 1-based position among the siblings (`position N`).
  public var position: Int?
  /// The size (`size WxH`).
  public var size: Size?
  /// The item kind (`kind K`).
  public var kind: String?
  /// The color (`color C`).
  public var color: String?
}

/// What an `expect` asserts.
public enum Expectation: Hashable, Sendable {
  case inContainer(Reference, Reference, position: Int?, at: Point?)
  /// `expect A, B in REF [position N]`: in that order, at consecutive positions (from N).
  case groupInContainer([Reference], Reference, position: Int?)
  case count(Reference, Int)
  case lifted(Reference)
  case idle
  case over(Reference?)
  case color(Reference, String)
}

/// One parsed command of the language (`Docs/commands.md`). The commands with the largest
/// values (`add`, `drag ... to`, `set REF`, `expect`) are kept boxed, so that the commands a long
/// batch runs most (`lift`, `move`, `drop`) are small values, copied cheaply.
public enum Command: Hashable, Sendable {
  // Dragging: the keyboard sensor.
  case lift(Reference?)
  case move(Direction, steps: Int)
  case moveBy(Point)
  case moveTo(Point, in: Reference?)
  case moveInto(Reference, SlotSpec?)
  /// `move first|last` within the stack or grid, `move next|previous [accepting]` container.
  case jump(Jump)
  case drop(copy: Bool, into: Reference?, SlotSpec?)
  case cancel
  indirect case dragToContainer(Reference, target: Reference, SlotSpec?, copy: Bool)
  case dragToPoint(Reference, Point)
  /// `indent [REF]` / `outdent [REF]`: under the item above, or after the parent item; a move
  /// while an item is lifted, else a whole drag.
  case indent(Reference?, outward: Bool)
  /// `drag A, B, C to REF [slot] [copy]`: several items as one group drag.
  indirect case dragGroup([Reference], target: Reference, SlotSpec?, copy: Bool)
  // The pointer sensor.
  case pointerDown(Point), pointerMove(Point), pointerUp(Point?), pointerCancel
  // Focus and inspection.
  case select(SelectTarget)
  /// `find TEXT`: select the first node whose name holds the words; `find` alone, the next.
  case find(String?)
  /// `find previous`: the match before the last one a search reached.
  case findPrevious
  case whereIs
  case info(Reference?)
  case tree(Reference?, depth: Int?)

  /// The depth of `tree all`: every level, a long document's included.
  public static let allLevels = Int.max
  case targets, map, history
  // History.
  case undo(Int), redo(Int)
  // Editing.
  indirect case addContainer(name: String, ContainerOptions)
  indirect case addItem(name: String, ItemOptions)
  case remove(Reference)
  case rename(Reference, to: String)
  /// `sort REF by name|date|done`: order a container's children, one undo step.
  case sort(Reference, by: SortKey)
  /// `archive REF`: a board's card into its archive; `unarchive REF`: back into a lane.
  case archive(Reference), unarchive(Reference)
  /// `open PAGE`: reads a page of the open folder and selects its first block.
  case openPage(Reference)
  indirect case setProperty(Reference, PropertyChange)
  // Session.
  case setOption(SessionOption)
  /// `set OPTION VALUE save`: set it, and keep it in the settings file.
  case saveOption(SessionOption)
  /// `settings`: the settings in effect and where each came from.
  case settings
  /// `record FILE` starts a recording; `record stop` (nil) ends it.
  case record(String?)
  case newScene(Size?)
  case load(String), save(String?), demo(String?), source(String)
  /// `again [N]`: say the last answer again, or the last N.
  case again(Int)
  /// `reload`: open the file again as it is on disk, dropping unsaved changes.
  case reload
  /// `save!`: save over the open file even when it changed on disk, dropping that change.
  case saveOver
  case help(String?)
  case quit
  /// `quit!`: leave even with unsaved changes.
  case forceQuit
  // Assertions.
  indirect case expect(Expectation)

  /// The command's word: its entry in `CommandCatalog`, which parses, prints and gives the
  /// policy of it.
  public var word: String {
    switch self {
    case .lift: "lift"
    case .move, .moveBy, .moveTo, .moveInto, .jump: "move"
    case .drop: "drop"
    case .cancel: "cancel"
    case .dragToContainer, .dragToPoint, .dragGroup: "drag"
    case .indent(_, let outward): outward ? "outdent" : "indent"
    case .pointerDown, .pointerMove, .pointerUp, .pointerCancel: "pointer"
    case .select: "select"
    case .find, .findPrevious: "find"
    case .whereIs: "where"
    case .info: "info"
    case .tree: "tree"
    case .targets: "targets"
    case .map: "map"
    case .history: "history"
    case .undo: "undo"
    case .redo: "redo"
    case .addContainer, .addItem: "add"
    case .remove: "remove"
    case .rename: "rename"
    case .sort: "sort"
    case .archive: "archive"
    case .unarchive: "unarchive"
    case .openPage: "open"
    case .setProperty, .setOption, .saveOption: "set"
    case .settings: "settings"
    case .record: "record"
    case .newScene: "new"
    case .load: "load"
    case .save: "save"
    case .saveOver: "save!"
    case .demo: "demo"
    case .source: "source"
    case .again: "again"
    case .reload: "reload"
    case .help: "help"
    case .quit: "quit"
    case .forceQuit: "quit!"
    case .expect: "expect"
    }
  }
}

/// What `sort` orders by.
public enum SortKey: String, CaseIterable, Hashable, Sendable {
  /// The text as heard, in any case and without accents, numbers by their value.
  case name
  /// A card's date and time, the undated last.
  case date
  /// Done tasks last, the rest as they were.
  case done
}
