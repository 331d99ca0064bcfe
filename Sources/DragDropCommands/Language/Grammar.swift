import DragDropAnnouncements
import DragDropKit

/// The keywords of the command language, in one table: the parser accepts them, the completer
/// offers them, and the command reference documents them. The commands themselves, with their
/// syntax, summaries and examples, are in `CommandCatalog`.
enum Grammar {
  /// Words that also start a command: `exit` is `quit`.
  static let aliases = ["exit"]
  /// `move up|down|left|right`, then the other ways to move.
  static let directions = Direction.allCases.map(\.rawValue)
  static let moveWays = directions + ["by", "to", "into"]
  /// After a named container: `at position N | before REF | after REF | first | last`.
  static let slotWords = ["at", "before", "after", "first", "last"]
  /// `drop [copy] [into REF]`.
  static let dropWords = ["copy", "into"]
  /// `pointer down|move|up|cancel`.
  static let pointerActions = ["down", "move", "up", "cancel"]
  /// `select next|previous|none` (and `prev`).
  static let selectWords = ["next", "previous", "none"]
  /// `expect idle`, `expect lifted REF`, `expect over REF`.
  static let expectStarts = ["idle", "lifted", "over"]
  /// `expect REF in|count|color`.
  static let expectRelations = ["in", "count", "color"]
  /// `expect REF in REF position N at X,Y`.
  static let expectPlace = ["position", "at"]
  /// `add container|item`.
  static let nodeTypes = ["container", "item"]
  /// `add item NAME ...`.
  static let itemOptions = ["in", "at", "position", "size", "kind", "color"]
  /// `add container NAME ...`.
  static let containerOptions = ["in", "at", "size", "layout", "accepts", "capacity", "effect", "color"]
  /// `layout free|stack|grid`.
  static let layouts = ["free", "stack", "grid"]
  /// `stack vertical|horizontal`, `axis vertical|horizontal`.
  static let axes = Axis.allCases.map(\.rawValue)
  /// `fill rows|columns`.
  static let fills = GridFill.allCases.map(\.rawValue)
  /// `draggable true|false` (and yes, no, on, off).
  static let booleans = ["true", "false"]
  static let trueWords = ["true", "yes", "on"]
  static let booleanWords = ["true", "false", "yes", "no", "on", "off"]
  /// `accepts any|none` besides a list of kinds.
  static let acceptsWords = ["any", "none"]
  /// `effect move|copy|tint`.
  static let effects = Effect.allCases.map(\.rawValue)
  /// `tree [REF] depth N`.
  static let treeWords = ["depth"]

  /// `set OPTION VALUE`, with the values and default of each, as the reference lists them.
  static let sessionOptions: [(name: String, values: String, defaultValue: String)] = [
    ("step", "points a keyboard move takes outside stacks and grids", "10"),
    ("mode", OutputMode.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "visual"),
    ("verbosity", Verbosity.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "normal"),
    ("collision", CollisionStrategy.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "pointer"),
    ("clamp", Clamp.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "scene"),
    ("snap", "a grid size in points, or `off`", "off"),
    ("axis", "`horizontal`, `vertical`, `off`", "off"),
    ("threshold", "points the pointer moves before a drag begins", "3"),
    ("history-limit", "undo steps kept", "1000"),
  ]
  static let sessionOptionNames = sessionOptions.map(\.name)

  /// `set REF PROPERTY VALUE`, with the values and what each applies to.
  static let properties: [(names: [String], values: String, appliesTo: String)] = [
    (["kind"], "a word, or `none`", "items (what `accepts` checks)"),
    (["color", "label"], "a word or \"quoted text\", or `none`", "any node"),
    (["draggable"], "`true`, `false`", "any node but the root"),
    (["accepts"], "`K,K`, `any`, `none` (scenery: not a drop area)", "containers"),
    (["capacity"], "a number, or `none`", "containers"),
    (["effect"], "`move`, `copy`, `tint`", "containers"),
    (["targets"], "`A,B` (the only containers the item may enter), or `any`", "items"),
    (["layout"], "`free`, `stack [vertical\\|horizontal]`, `grid [N]`", "containers"),
    (["cell", "columns", "margin"], "`WxH`, `N\\|auto`, number", "grids"),
    (["spacing"], "number", "stacks and grids"),
    (["padding"], "number", "stacks"),
    (["fill"], "`rows\\|columns`", "grids"),
    (["axis"], "`vertical\\|horizontal`", "stacks"),
    (["origin", "size"], "`X,Y`, `WxH`", "any node"),
  ]
  static let propertyNames = properties.flatMap(\.names)

  /// The words that may follow `set REF PROPERTY`, for completion.
  static func values(of property: String) -> [String] {
    switch property {
    case "layout": layouts
    case "effect": effects
    case "draggable": booleans
    case "fill": fills
    case "axis": axes
    case "accepts": acceptsWords
    default: []
    }
  }

  /// The words that may follow `set OPTION`, for completion.
  static func values(ofOption option: String) -> [String] {
    switch option {
    case "mode": OutputMode.allCases.map(\.rawValue)
    case "verbosity": Verbosity.allCases.map(\.rawValue)
    case "collision": CollisionStrategy.allCases.map(\.rawValue)
    case "clamp": Clamp.allCases.map(\.rawValue)
    case "axis": axes + ["off"]
    default: []
    }
  }
}
