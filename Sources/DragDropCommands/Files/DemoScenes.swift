import DragDropFormats
import DragDropKit

/// A scene bundled into the binary, built in code so no resource files are needed.
public struct DemoScene: Sendable {
  /// The name `demo NAME` and `--demo` take.
  public var name: String
  /// What it shows, in one sentence or two.
  public var summary: NarrationTemplates.Phrase
  /// Drag settings the demo needs, such as `clamp parent` for `bounded`.
  public var settings: DragSettings?
  /// Builds the scene.
  public var makeScene: @Sendable () -> Scene
  /// The Markdown text of a board or document demo, which `save FILE.md` writes back faithfully.
  public var markdown: String? = nil
}

/// The bundled demo scenes (`demo` in `Docs/commands.md`).
public enum DemoScenes {
  /// Every demo, the default first.
  public static let all: [DemoScene] = [
    DemoScene(
      name: "kanban",
      summary: .demoKanban,
      settings: nil, makeScene: kanban),
    DemoScene(
      name: "two-views", summary: .demoTwoViews,
      settings: nil, makeScene: twoViews),
    DemoScene(
      name: "palette", summary: .demoPalette,
      settings: nil, makeScene: palette),
    DemoScene(
      name: "grid", summary: .demoGrid,
      settings: nil, makeScene: grid),
    DemoScene(
      name: "bounded", summary: .demoBounded,
      settings: DragSettings(clamp: .parent), makeScene: bounded),
    DemoScene(
      name: "board",
      summary: .demoBoard,
      settings: nil, makeScene: { try! BoardFile.decode(DemoBoard.text, name: "board").0 }, markdown: DemoBoard.text),
    DemoScene(
      name: "outline",
      summary: .demoOutline,
      settings: nil, makeScene: { try! OutlineFile.decode(DemoOutline.text).0 }, markdown: DemoOutline.text),
  ]

  /// The demo `dnd` starts with.
  public static var defaultDemo: DemoScene { all[0] }

  /// The demo with this name, ignoring case.
  public static func named(_ name: String) -> DemoScene? {
    all.first { $0.name == name.lowercased() }
  }

  static func item(_ kind: String?, color: String? = nil) -> NodeProperties {
    var properties = NodeProperties.defaults(for: .item)
    properties.kind = kind
    properties.color = color
    return properties
  }

  // The builders below use fixed, valid names and frames, so `try!` cannot fail.

  static func kanban() -> Scene {
    var scene = Scene(size: Size(width: 800, height: 520))
    let columns: [(String, Int?, Accepts, [(String, String)])] = [
      ("To Do", nil, .any, [("Write docs", "task"), ("Fix login", "bug"), ("Add tests", "task")]),
      ("Doing", 2, .any, [("Design API", "task")]),
      ("Done", nil, .kinds(["task"]), [("Set up CI", "task")]),
    ]
    for (index, (name, capacity, accepts, cards)) in columns.enumerated() {
      var properties = NodeProperties.defaults(for: .container)
      properties.layout = .stack(StackLayout(axis: .vertical, spacing: 8, padding: 8))
      properties.capacity = capacity
      properties.accepts = accepts
      let column = try! scene.addNode(
        named: name, type: .container, frame: Rect(x: 20 + Double(index) * 260, y: 20, width: 240, height: 480),
        properties: properties)
      for (card, kind) in cards {
        try! scene.addNode(
          named: card, type: .item, frame: Rect(x: 0, y: 0, width: 224, height: 40), properties: item(kind),
          in: column)
      }
    }
    return scene
  }

  static func twoViews() -> Scene {
    var scene = Scene(size: Size(width: 320, height: 480))
    var green = NodeProperties.defaults(for: .container)
    green.color = "green"
    var yellow = green
    yellow.color = "yellow"
    let viewA = try! scene.addNode(
      named: "viewA", type: .container, frame: Rect(x: 0, y: 0, width: 320, height: 200), properties: green)
    let viewB = try! scene.addNode(
      named: "viewB", type: .container, frame: Rect(x: 0, y: 220, width: 320, height: 200), properties: yellow)
    try! scene.addNode(
      named: "red", type: .item, frame: Rect(x: 100, y: 100, width: 50, height: 50),
      properties: item("tile", color: "red"), in: viewA)
    try! scene.addNode(
      named: "blue", type: .item, frame: Rect(x: 100, y: 100, width: 50, height: 50),
      properties: item("tile", color: "blue"), in: viewB)
    return scene
  }

  static func palette() -> Scene {
    var scene = Scene(size: Size(width: 320, height: 480))
    for (index, color) in ["red", "green", "blue", "yellow"].enumerated() {
      try! scene.addNode(
        named: color, type: .item, frame: Rect(x: 20 + Double(index) * 75, y: 20, width: 60, height: 60),
        properties: item("swatch", color: color))
    }
    var target = NodeProperties.defaults(for: .container)
    target.effect = .tint
    target.color = "white"
    try! scene.addNode(
      named: "target", type: .container, frame: Rect(x: 60, y: 200, width: 200, height: 200), properties: target)
    return scene
  }

  static func grid() -> Scene {
    var scene = Scene(size: Size(width: 400, height: 400))
    var properties = NodeProperties.defaults(for: .container)
    properties.layout = .grid(GridLayout(cell: Size(width: 40, height: 40), columns: 3, margin: 3, spacing: 3))
    let home = try! scene.addNode(
      named: "home", type: .container, frame: Rect(x: 10, y: 10, width: 140, height: 140), properties: properties)
    try! scene.addNode(
      named: "other", type: .container, frame: Rect(x: 200, y: 200, width: 140, height: 140), properties: properties)
    for (index, color) in ["red", "orange", "green", "blue"].enumerated() {
      try! scene.addNode(
        named: "o\(index + 1)", type: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40),
        properties: item("object", color: color), in: home)
    }
    return scene
  }

  static func bounded() -> Scene {
    var scene = Scene(size: Size(width: 320, height: 480))
    var view = NodeProperties.defaults(for: .container)
    view.color = "dark gray"
    let container = try! scene.addNode(
      named: "view", type: .container, frame: Rect(x: 50, y: 50, width: 220, height: 150), properties: view)
    try! scene.addNode(
      named: "image", type: .item, frame: Rect(x: 70, y: 45, width: 80, height: 60),
      properties: item("image", color: "photo"), in: container)
    return scene
  }
}
