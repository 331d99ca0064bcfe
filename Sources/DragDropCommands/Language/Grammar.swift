import DragDropAnnouncements
import DragDropKit
import DragDropTranslations

/// The keywords of the command language, in one table: the parser accepts them, the completer
/// offers them, and the command reference documents them. The commands themselves, with their
/// syntax, summaries and examples, are in `CommandCatalog`.
enum Grammar {
  /// Words that also start a command: `exit` is `quit`.
  static let aliases = ["exit"]
  /// `move up|down|left|right`, then the other ways to move.
  static let directions = Direction.allCases.map(\.rawValue)
  static let moveWays = directions + ["by", "to", "into", "first", "last", "next", "previous"]
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
  /// `layout free|stack|grid`: every registered layout.
  static let layouts = Layout.types.map { $0.name }
  /// The parameters of every layout, each name once: `set REF cell 40x40`, `set REF spacing 8`.
  static let layoutParameters: [LayoutParameter] = {
    var seen: Set<String> = []
    return Layout.types.reversed().flatMap { $0.parameters }.filter { seen.insert($0.name).inserted }
  }()

  /// The layout parameter with this name.
  static func layoutParameter(named name: String) -> LayoutParameter? {
    layoutParameters.first { $0.name == name }
  }
  /// `stack vertical|horizontal`, `axis vertical|horizontal`.
  static let axes = Axis.allCases.map(\.rawValue)
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

  /// `set REF PROPERTY VALUE`, with the values and what each applies to; the layouts'
  /// parameters come from the layouts themselves.
  static let properties: [(names: [String], values: String, appliesTo: String)] =
    nodeProperties
    + layoutParameters.map { parameter in
      let layouts = Layout.types.filter { $0.parameter(named: parameter.name) != nil }.map { $0.name + "s" }
      return ([parameter.name], documented(parameter), layouts.joined(separator: " and "))
    } + [(["origin", "size"], "`X,Y`, `WxH`", "any node")]

  static let nodeProperties: [(names: [String], values: String, appliesTo: String)] = [
    (["kind"], "a word, or `none`", "items (what `accepts` checks)"),
    (["color", "label"], "a word or \"quoted text\", or `none`", "any node"),
    (["draggable"], "`true`, `false`", "any node but the root"),
    (["accepts"], "`K,K`, `any`, `none` (takes no drops)", "containers"),
    (["capacity"], "a number, or `none`", "containers"),
    (["effect"], "`move`, `copy`, `tint`", "containers"),
    (["targets"], "`A,B` (the only containers the item may enter), or `any`", "items"),
    (["layout"], layoutForms.map { "`\(escapingBars($0))`" }.joined(separator: ", "), "containers"),
  ]

  /// Each layout as `layout` takes it: `free`, `stack [vertical|horizontal]`, `grid [N]`.
  static let layoutForms: [String] = Layout.types.map { type in
    ([type.name] + type.parameters.filter(\.positional).map { "[\(form($0))]" }).joined(separator: " ")
  }

  /// The layout parameters as `set` takes them: `cell WxH | columns N|auto | ...`.
  static let layoutParameterForms = layoutParameters.map { "\($0.name) \(form($0))" }.joined(separator: " | ")

  /// A catalog syntax line with `{layouts}` and `{layout parameters}` filled in; built when
  /// help or the reference asks, not at start-up.
  static func expanding(_ syntax: String) -> String {
    guard syntax.contains("{") else { return syntax }
    return syntax.replacing("{layouts}", with: layoutForms.joined(separator: "|"))
      .replacing("{layout parameters}", with: layoutParameterForms)
  }

  /// A parameter's value in syntax: `WxH`, `N|auto`, `vertical|horizontal`.
  static func form(_ parameter: LayoutParameter) -> String {
    let base: String
    switch parameter.kind {
    case .number, .count: base = "N"
    case .size: base = "WxH"
    case .choice(let words): base = words.joined(separator: "|")
    }
    return parameter.noneWord.map { "\(base)|\($0)" } ?? base
  }

  /// A layout parameter's values, as the reference table writes them.
  static func documented(_ parameter: LayoutParameter) -> String {
    if case .number = parameter.kind, parameter.noneWord == nil { return "number" }
    return "`" + escapingBars(form(parameter)) + "`"
  }

  /// `|` written `\|`, as a Markdown table cell needs.
  static func escapingBars(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
  static let propertyNames = properties.flatMap(\.names)

  /// The words that may follow `set REF PROPERTY`, for completion.
  static func values(of property: String) -> [String] {
    switch property {
    case "layout": return layouts
    case "effect": return effects
    case "draggable": return booleans
    case "accepts": return acceptsWords
    default:
      guard let parameter = layoutParameter(named: property) else { return [] }
      let words: [String] = if case .choice(let words) = parameter.kind { words } else { [] }
      return words + (parameter.noneWord.map { [$0] } ?? [])
    }
  }
}
