import DragDropKit

/// A key that can be any string, so unknown fields can be found and named.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A fault found while reading a scene file's fields, with the coding path to it.
struct SceneFileFault: Error {
  var message: String
  var path: [CodingKey]
}

/// One node as a scene file writes it (DESIGN section 8), decoded with its unknown fields refused.
struct SceneFileNode: Decodable {
  var name: String
  var type: NodeType
  var frame: Rect
  var children: [SceneFileNode]
  var properties: NodeProperties
  var hasAccepts: Bool

  static let fields = [
    "name", "type", "frame", "children", "kind", "color", "label", "draggable", "layout", "accepts", "capacity",
    "effect", "targets",
  ]

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys where !Self.fields.contains(key.stringValue) {
      let guess = Suggestions.closest(to: key.stringValue, in: Self.fields).map { "; did you mean '\($0)'?" } ?? ""
      throw SceneFileFault(
        message: "unknown field '\(Sanitizer.clean(key.stringValue))'\(guess)", path: container.codingPath + [key])
    }
    func required<T: Decodable>(_ key: String, _ type: T.Type) throws -> T {
      guard container.contains(AnyKey(key)) else {
        throw SceneFileFault(message: "missing the required field '\(key)'", path: container.codingPath)
      }
      return try container.decode(T.self, forKey: AnyKey(key))
    }
    func optional<T: Decodable>(_ key: String, _ type: T.Type) throws -> T? {
      try container.decodeIfPresent(T.self, forKey: AnyKey(key))
    }
    name = try required("name", String.self)
    if name.isEmpty {
      throw SceneFileFault(message: "the name is empty", path: container.codingPath + [AnyKey("name")])
    }
    let typeText = try required("type", String.self)
    guard let type = NodeType(rawValue: typeText) else {
      throw SceneFileFault(
        message: "the type '\(Sanitizer.clean(typeText))' is not container or item",
        path: container.codingPath + [AnyKey("type")])
    }
    self.type = type
    let frame = try required("frame", FileRect.self)
    self.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    guard frame.width > 0, frame.height > 0 else {
      throw SceneFileFault(
        message: "the frame's width and height must be greater than zero",
        path: container.codingPath + [AnyKey("frame")])
    }
    children = try optional("children", [SceneFileNode].self) ?? []
    if type == .item, !children.isEmpty {
      throw SceneFileFault(
        message: "an item cannot have children; make it a container", path: container.codingPath + [AnyKey("children")])
    }
    var properties = NodeProperties.defaults(for: type)
    properties.kind = try optional("kind", String.self)
    properties.color = try optional("color", String.self)
    properties.label = try optional("label", String.self)
    if let draggable = try optional("draggable", Bool.self) { properties.draggable = draggable }
    hasAccepts = container.contains(AnyKey("accepts"))
    if let accepts = try optional("accepts", [String].self) {
      properties.accepts = accepts.isEmpty ? .none : accepts.contains("*") ? .any : .kinds(accepts)
    }
    if let capacity = try optional("capacity", Int.self) {
      guard capacity >= 0 else {
        throw SceneFileFault(
          message: "the capacity must be 0 or more", path: container.codingPath + [AnyKey("capacity")])
      }
      properties.capacity = capacity
    }
    if let effectText = try optional("effect", String.self) {
      guard let effect = Effect(rawValue: effectText) else {
        throw SceneFileFault(
          message: "the effect '\(Sanitizer.clean(effectText))' is not move, copy or tint",
          path: container.codingPath + [AnyKey("effect")])
      }
      properties.effect = effect
    }
    properties.targets = try optional("targets", [String].self)
    if let layout = try optional("layout", FileLayout.self) { properties.layout = layout.layout }
    if type == .item {
      for key in ["layout", "accepts", "capacity", "effect"] where container.contains(AnyKey(key)) {
        throw SceneFileFault(
          message: "'\(key)' applies to containers, and this node is an item",
          path: container.codingPath + [AnyKey(key)])
      }
    }
    self.properties = properties
  }
}

/// A frame as `{"x":..,"y":..,"width":..,"height":..}`.
struct FileRect: Decodable {
  var x, y, width, height: Double
}

/// A layout as `{"type":"free"}`, `{"type":"stack",...}` or `{"type":"grid",...}`.
struct FileLayout: Decodable {
  var layout: Layout

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let type = try container.decode(String.self, forKey: AnyKey("type"))
    let allowed: [String]
    switch type {
    case "free":
      allowed = ["type"]
      layout = .free
    case "stack":
      allowed = ["type", "axis", "spacing", "padding"]
      var stack = StackLayout()
      if let axisText = try container.decodeIfPresent(String.self, forKey: AnyKey("axis")) {
        guard let axis = Axis(rawValue: axisText) else {
          throw SceneFileFault(
            message: "the axis '\(Sanitizer.clean(axisText))' is not vertical or horizontal",
            path: container.codingPath + [AnyKey("axis")])
        }
        stack.axis = axis
      }
      stack.spacing = try container.decodeIfPresent(Double.self, forKey: AnyKey("spacing")) ?? stack.spacing
      stack.padding = try container.decodeIfPresent(Double.self, forKey: AnyKey("padding")) ?? stack.padding
      layout = .stack(stack)
    case "grid":
      allowed = ["type", "cell", "columns", "margin", "spacing", "fill"]
      var grid = GridLayout()
      if let cell = try container.decodeIfPresent(FileSize.self, forKey: AnyKey("cell")) {
        grid.cell = Size(width: cell.width, height: cell.height)
      }
      grid.columns = try container.decodeIfPresent(Int.self, forKey: AnyKey("columns"))
      grid.margin = try container.decodeIfPresent(Double.self, forKey: AnyKey("margin")) ?? grid.margin
      grid.spacing = try container.decodeIfPresent(Double.self, forKey: AnyKey("spacing")) ?? grid.spacing
      if let fillText = try container.decodeIfPresent(String.self, forKey: AnyKey("fill")) {
        guard let fill = GridFill(rawValue: fillText) else {
          throw SceneFileFault(
            message: "the fill '\(Sanitizer.clean(fillText))' is not rows or columns",
            path: container.codingPath + [AnyKey("fill")])
        }
        grid.fill = fill
      }
      layout = .grid(grid)
    default:
      throw SceneFileFault(
        message: "the layout type '\(Sanitizer.clean(type))' is not free, stack or grid",
        path: container.codingPath + [AnyKey("type")])
    }
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw SceneFileFault(
        message: "unknown field '\(Sanitizer.clean(key.stringValue))' for a \(type) layout",
        path: container.codingPath + [key])
    }
  }
}

/// A size as `{"width":..,"height":..}`.
struct FileSize: Decodable {
  var width, height: Double
}

/// The file's top level: `{"format":"dnd-scene","version":1,"root":NODE}`.
struct SceneFileDocument: Decodable {
  var root: SceneFileNode

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys where !["format", "version", "root"].contains(key.stringValue) {
      throw SceneFileFault(message: "unknown field '\(Sanitizer.clean(key.stringValue))'", path: [key])
    }
    guard container.contains(AnyKey("format")) else {
      throw SceneFileFault(message: "missing \"format\": \"dnd-scene\"; this is not a dnd scene file", path: [])
    }
    let format = try container.decode(String.self, forKey: AnyKey("format"))
    guard format == "dnd-scene" else {
      throw SceneFileFault(
        message: "the format is '\(Sanitizer.clean(format))', not dnd-scene", path: [AnyKey("format")])
    }
    guard container.contains(AnyKey("version")) else {
      throw SceneFileFault(message: "missing the required field 'version'", path: [])
    }
    let version = try container.decode(Int.self, forKey: AnyKey("version"))
    guard version == SceneFile.version else {
      let advice =
        version > SceneFile.version ? "it was written by a newer dnd; upgrade dnd to read it" : "only version 1 exists"
      throw SceneFileFault(
        message: "unsupported version \(version); this dnd reads version \(SceneFile.version) (\(advice))",
        path: [AnyKey("version")])
    }
    guard container.contains(AnyKey("root")) else {
      throw SceneFileFault(message: "missing the required field 'root'", path: [])
    }
    root = try container.decode(SceneFileNode.self, forKey: AnyKey("root"))
  }
}
