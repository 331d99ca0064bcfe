import DragDropKit

/// One node as a scene file writes it, read but not yet placed in a scene.
struct FileNode {
  var name: String
  var type: NodeType
  var frame: Rect
  var children: [FileNode]
  /// The node's properties, as an index into the reader's table of distinct ones: a million
  /// nodes of a few kinds share a few entries instead of holding 150 bytes each.
  var properties: Int32
  var hasAccepts: Bool
}

/// Reads a scene file's JSON (`Docs/scene-format.md`) into `FileNode`s, refusing unknown fields, wrong
/// types and bad values with the JSON path of the fault.
struct SceneFileReader {
  static let nodeFields = [
    "name", "type", "frame", "children", "kind", "color", "label", "draggable", "layout", "accepts", "capacity",
    "effect", "targets",
  ]

  var json: JSONReader
  /// Asked every 4096 nodes; true stops the read.
  let interrupted: () -> Bool
  /// The properties the nodes read so far use, each once in a row (siblings mostly share theirs).
  var properties: [NodeProperties] = []
  /// The nodes read so far.
  var nodeCount = 0

  /// Reads the whole document and returns its root node.
  mutating func document() throws(JSONReader.Failure) -> FileNode {
    try json.beginObject()
    var first = true
    var format: String?
    var version: Int?
    var root: FileNode?
    while let key = try json.nextKey(first: &first) {
      json.path = [.key(key)]
      switch key {
      case "format":
        format = try json.string()
        guard format == "dnd-scene" else {
          throw json.field("the format is '\(Sanitizer.clean(format ?? ""))', not dnd-scene")
        }
      case "version":
        let value = try json.integer()
        guard value == SceneFile.version else {
          let advice =
            value > SceneFile.version
            ? "it was written by a newer dnd, so upgrade dnd to read it" : "only version 1 exists"
          throw json.field(
            "unsupported version \(value). This dnd reads version \(SceneFile.version), and \(advice)")
        }
        version = value
      case "root":
        guard format != nil else {
          throw JSONReader.Failure.field(
            "missing \"format\": \"dnd-scene\" before the root. This is not a dnd scene file", path: [],
            offset: json.offset)
        }
        root = try node()
      default:
        throw json.field("unknown field '\(Sanitizer.clean(key))'")
      }
    }
    json.path = []
    try json.finish()
    guard format != nil else {
      throw JSONReader.Failure.field(
        "missing \"format\": \"dnd-scene\". This is not a dnd scene file", path: [], offset: json.offset)
    }
    guard version != nil else {
      throw JSONReader.Failure.field("missing the required field 'version'", path: [], offset: json.offset)
    }
    guard let root else {
      throw JSONReader.Failure.field("missing the required field 'root'", path: [], offset: json.offset)
    }
    return root
  }

  /// Reads one node object at the current path.
  mutating func node() throws(JSONReader.Failure) -> FileNode {
    try json.beginObject()
    var name: String?
    var type: NodeType?
    var frame: Rect?
    var children: [FileNode] = []
    var containerOnly: String?
    var kind: String?
    var color: String?
    var label: String?
    var draggable: Bool?
    var layout: Layout?
    var accepts: Accepts?
    var capacity: Int?
    var effect: Effect?
    var targets: [String]?
    var first = true
    // The last path component names the field being read; a failure leaves it in place.
    json.path.append(.index(0))
    while let key = try json.nextKey(first: &first) {
      json.path[json.path.count - 1] = .key(key)
      switch key {
      case "name":
        name = try json.string()
        if name!.isEmpty { throw json.field("the name is empty") }
      case "type":
        let text = try json.string()
        guard let value = NodeType(rawValue: text) else {
          throw json.field("the type '\(Sanitizer.clean(text))' is not container or item")
        }
        type = value
      case "frame": frame = try self.frame()
      case "children":
        try json.beginArray()
        var firstChild = true
        var index = 0
        json.path.append(.index(0))
        while try json.nextElement(first: &firstChild) {
          json.path[json.path.count - 1] = .index(index)
          children.append(try node())
          index += 1
        }
        json.path.removeLast()
      case "kind": kind = try json.string()
      case "color": color = try json.string()
      case "label": label = try json.string()
      case "draggable": draggable = try json.bool()
      case "layout":
        layout = try self.layout()
        containerOnly = key
      case "accepts":
        let kinds = try json.strings()
        accepts = kinds.isEmpty ? Accepts.none : kinds.contains("*") ? .any : .kinds(kinds)
        containerOnly = key
      case "capacity":
        capacity = try json.integer()
        if capacity! < 0 { throw json.field("the capacity must be 0 or more") }
        containerOnly = key
      case "effect":
        let text = try json.string()
        guard let value = Effect(rawValue: text) else {
          throw json.field("the effect '\(Sanitizer.clean(text))' is not move, copy or tint")
        }
        effect = value
        containerOnly = key
      case "targets": targets = try json.strings()
      default:
        let guess = Suggestions.closest(to: key, in: Self.nodeFields).map { ". Did you mean '\($0)'?" } ?? ""
        throw json.field("unknown field '\(Sanitizer.clean(key))'\(guess)")
      }
    }
    json.path.removeLast()
    let base = json.path
    guard let name else { throw json.field("missing the required field 'name'") }
    guard let type else { throw json.field("missing the required field 'type'") }
    guard let frame else { throw json.field("missing the required field 'frame'") }
    if type == .item {
      if !children.isEmpty {
        throw JSONReader.Failure.field(
          "an item cannot have children. Make it a container", path: base + [.key("children")], offset: json.offset)
      }
      if let key = containerOnly {
        throw JSONReader.Failure.field(
          "'\(key)' applies to containers, and this node is an item", path: base + [.key(key)], offset: json.offset)
      }
    }
    var properties = NodeProperties.defaults(for: type)
    properties.kind = kind
    properties.color = color
    properties.label = label
    if let draggable { properties.draggable = draggable }
    if let layout { properties.layout = layout }
    if let accepts { properties.accepts = accepts }
    properties.capacity = capacity
    if let effect { properties.effect = effect }
    properties.targets = targets
    if self.properties.last != properties { self.properties.append(properties) }
    nodeCount += 1
    if nodeCount & 4095 == 0, interrupted() { throw .interrupted }
    return FileNode(
      name: name, type: type, frame: frame, children: children, properties: Int32(self.properties.count - 1),
      hasAccepts: accepts != nil)
  }

  /// Reads `{"x":..,"y":..,"width":..,"height":..}`.
  mutating func frame() throws(JSONReader.Failure) -> Rect {
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?
    try json.beginObject()
    var first = true
    json.path.append(.index(0))
    while let key = try json.nextKey(first: &first) {
      json.path[json.path.count - 1] = .key(key)
      switch key {
      case "x": x = try json.number()
      case "y": y = try json.number()
      case "width": width = try json.number()
      case "height": height = try json.number()
      default:
        throw json.field("unknown field '\(Sanitizer.clean(key))' in a frame. A frame has x, y, width and height")
      }
    }
    json.path.removeLast()
    guard let x else { throw json.field("missing the required field 'x'") }
    guard let y else { throw json.field("missing the required field 'y'") }
    guard let width else { throw json.field("missing the required field 'width'") }
    guard let height else { throw json.field("missing the required field 'height'") }
    guard width > 0, height > 0 else { throw json.field("the frame's width and height must be greater than zero") }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Reads `{"type":"free"}`, `{"type":"stack",...}`, `{"type":"grid",...}` or any other
  /// registered layout: each field is one of the layout's parameters, checked against its kind.
  mutating func layout() throws(JSONReader.Failure) -> Layout {
    let base = json.path
    try json.beginObject()
    var first = true
    var typeName: String?
    var fields: [(key: String, value: LayoutValue, offset: Int)] = []
    while let key = try json.nextKey(first: &first) {
      json.path = base + [.key(key)]
      if key == "type" {
        typeName = try json.string()
      } else {
        fields.append((key, try layoutValue(), json.offset))
      }
    }
    json.path = base
    guard let typeName else { throw json.field("missing the required field 'type'") }
    guard let type = Layout.type(named: typeName) else {
      let names = Layout.types.map { $0.name }
      throw JSONReader.Failure.field(
        "the layout type '\(Sanitizer.clean(typeName))' is not "
          + names.dropLast().joined(separator: ", ") + " or " + names.last!,
        path: base + [.key("type")], offset: json.offset)
    }
    var rules: any ContainerLayout = type.init()
    for field in fields {
      let path = base + [.key(field.key)]
      guard let parameter = type.parameter(named: field.key) else {
        throw JSONReader.Failure.field(
          "unknown field '\(Sanitizer.clean(field.key))' for a \(typeName) layout", path: path, offset: field.offset)
      }
      guard let value = parameter.accepting(field.value) else {
        throw JSONReader.Failure.field(misfit(field.value, parameter), path: path, offset: field.offset)
      }
      rules.set(field.key, to: value)
      // Checked field by field, so that a fault names its own field: `$...layout.columns`.
      do {
        try rules.validate(of: "this layout")
      } catch {
        throw JSONReader.Failure.field(error.description, path: path, offset: field.offset)
      }
    }
    return Layout(rules)
  }

  /// Why a layout field's value does not fit its parameter, in the words the other fields use.
  func misfit(_ value: LayoutValue, _ parameter: LayoutParameter) -> String {
    switch (parameter.kind, value) {
    case (.choice, .word(let word)):
      return "the \(parameter.name) '\(Sanitizer.clean(word))' is not \(parameter.expected)"
    case (.choice, _): return "expected a string"
    case (.count, .number): return "expected a whole number"
    case (.number, _), (.count, _): return "expected a number"
    case (.size, _): return "expected an object"
    }
  }

  /// One layout parameter's value: a number, a word, a size `{"width":..,"height":..}` or null.
  mutating func layoutValue() throws(JSONReader.Failure) -> LayoutValue {
    switch try json.kind() {
    case .number: return .number(try json.number())
    case .string: return .word(try json.string())
    case .null:
      try json.literal("null")
      return .none
    case .object:
      let base = json.path
      var width: Double?
      var height: Double?
      try json.beginObject()
      var first = true
      while let key = try json.nextKey(first: &first) {
        json.path = base + [.key(key)]
        switch key {
        case "width": width = try json.number()
        case "height": height = try json.number()
        default: throw json.field("unknown field '\(Sanitizer.clean(key))' in a size. A size has width and height")
        }
      }
      json.path = base
      guard let width, let height else { throw json.field("a size needs width and height") }
      guard width > 0, height > 0 else { throw json.field("a size's width and height must be greater than zero") }
      return .size(Size(width: width, height: height))
    default:
      throw json.field("expected a number, a word, a size or null")
    }
  }
}
