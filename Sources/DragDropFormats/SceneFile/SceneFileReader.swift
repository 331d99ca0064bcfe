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
          throw json.field(.wrongFormat(format ?? ""))
        }
      case "version":
        let value = try json.integer()
        guard value == SceneFile.version else {
          throw json.field(
            value > SceneFile.version
              ? .versionNewer(value, reads: SceneFile.version) : .versionUnknown(value, reads: SceneFile.version))
        }
        version = value
      case "root":
        guard format != nil else {
          throw JSONReader.Failure.field(.formatMissing(beforeRoot: true), path: [], offset: json.offset)
        }
        root = try node()
      default:
        throw json.field(.unknownField(key, guess: nil))
      }
    }
    json.path = []
    try json.finish()
    guard format != nil else {
      throw JSONReader.Failure.field(.formatMissing(beforeRoot: false), path: [], offset: json.offset)
    }
    guard version != nil else {
      throw JSONReader.Failure.field(.missingField("version"), path: [], offset: json.offset)
    }
    guard let root else {
      throw JSONReader.Failure.field(.missingField("root"), path: [], offset: json.offset)
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
        if name!.isEmpty { throw json.field(.emptyName) }
      case "type":
        let text = try json.string()
        guard let value = NodeType(rawValue: text) else {
          throw json.field(.notNodeType(text))
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
        if capacity! < 0 { throw json.field(.negativeCapacity) }
        containerOnly = key
      case "effect":
        let text = try json.string()
        guard let value = Effect(rawValue: text) else {
          throw json.field(.notEffect(text))
        }
        effect = value
        containerOnly = key
      case "targets": targets = try json.strings()
      default:
        throw json.field(.unknownField(key, guess: Suggestions.closest(to: key, in: Self.nodeFields)))
      }
    }
    json.path.removeLast()
    let base = json.path
    guard let name else { throw json.field(.missingField("name")) }
    guard let type else { throw json.field(.missingField("type")) }
    guard let frame else { throw json.field(.missingField("frame")) }
    if type == .item {
      if !children.isEmpty {
        throw JSONReader.Failure.field(.itemWithChildren, path: base + [.key("children")], offset: json.offset)
      }
      if let key = containerOnly {
        throw JSONReader.Failure.field(.containerOnlyField(key), path: base + [.key(key)], offset: json.offset)
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
        throw json.field(.unknownFrameField(key))
      }
    }
    json.path.removeLast()
    guard let x else { throw json.field(.missingField("x")) }
    guard let y else { throw json.field(.missingField("y")) }
    guard let width else { throw json.field(.missingField("width")) }
    guard let height else { throw json.field(.missingField("height")) }
    guard width > 0, height > 0 else { throw json.field(.frameNotPositive) }
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
    guard let typeName else { throw json.field(.missingField("type")) }
    guard let type = Layout.type(named: typeName) else {
      throw JSONReader.Failure.field(
        .notLayoutType(typeName, types: Layout.types.map { $0.name }), path: base + [.key("type")],
        offset: json.offset)
    }
    var rules: any ContainerLayout = type.init()
    for field in fields {
      let path = base + [.key(field.key)]
      guard let parameter = type.parameter(named: field.key) else {
        throw JSONReader.Failure.field(
          .unknownLayoutField(field.key, layout: typeName), path: path, offset: field.offset)
      }
      guard let value = parameter.accepting(field.value) else {
        throw JSONReader.Failure.field(misfit(field.value, parameter), path: path, offset: field.offset)
      }
      rules.set(field.key, to: value)
      // Checked field by field, so that a fault names its own field: `$...layout.columns`.
      do {
        try rules.validate(of: "")
      } catch {
        throw JSONReader.Failure.field(.engine(error), path: path, offset: field.offset)
      }
    }
    return Layout(rules)
  }

  /// Why a layout field's value does not fit its parameter, in the words the other fields use.
  func misfit(_ value: LayoutValue, _ parameter: LayoutParameter) -> FormatProblem {
    switch (parameter.kind, value) {
    case (.choice(let words), .word(let word)):
      return .notLayoutChoice(word, parameter: parameter.name, choices: words)
    case (.choice, _): return .expectedKind(.string)
    case (.count, .number): return .expectedWholeNumber
    case (.number, _), (.count, _): return .expectedKind(.number)
    case (.size, _): return .expectedKind(.object)
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
        default: throw json.field(.unknownSizeField(key))
        }
      }
      json.path = base
      guard let width, let height else { throw json.field(.sizeIncomplete) }
      guard width > 0, height > 0 else { throw json.field(.sizeNotPositive) }
      return .size(Size(width: width, height: height))
    default:
      throw json.field(.expectedLayoutValue)
    }
  }
}
