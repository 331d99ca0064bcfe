import DragDropKit

extension SceneFile {
  /// The scene as scene file JSON, two-space indented, fields in the order `Docs/scene-format.md` lists them.
  ///
  /// - Complexity: O(n); iterative over the tree.
  public static func encode(_ scene: Scene) -> String {
    let document = JSONValue.object([
      ("format", .string("dnd-scene")), ("version", .number(Double(version))), ("root", nodeValue(.root, in: scene)),
    ])
    return document.prettyText() + "\n"
  }

  static func nodeValue(_ id: NodeID, in scene: Scene) -> JSONValue {
    // Children first (post-order) so that no recursion is needed for deep trees.
    var values: [NodeID: JSONValue] = [:]
    for current in scene.subtreeIDs(of: id).reversed() {
      let node = scene[current]!
      var members = fields(of: node, isRoot: current == .root)
      if !node.children.isEmpty {
        members.append(("children", .array(node.children.map { values.removeValue(forKey: $0)! })))
      }
      values[current] = .object(members)
    }
    return values[id]!
  }

  static func fields(of node: Node, isRoot: Bool) -> [(String, JSONValue)] {
    let frame = node.frame
    var members: [(String, JSONValue)] = [
      ("name", .string(node.name)), ("type", .string(node.type.rawValue)),
      (
        "frame",
        .object([
          ("x", .number(frame.minX)), ("y", .number(frame.minY)), ("width", .number(frame.width)),
          ("height", .number(frame.height)),
        ])
      ),
    ]
    let properties = node.properties
    let defaults = NodeProperties.defaults(for: node.type)
    if let kind = properties.kind { members.append(("kind", .string(kind))) }
    if let color = properties.color { members.append(("color", .string(color))) }
    if let label = properties.label { members.append(("label", .string(label))) }
    if properties.draggable != defaults.draggable { members.append(("draggable", .bool(properties.draggable))) }
    if node.type == .container {
      if properties.layout != .free { members.append(("layout", layoutValue(properties.layout))) }
      let defaultAccepts: Accepts = isRoot ? .none : .any
      if properties.accepts != defaultAccepts {
        switch properties.accepts {
        case .none: members.append(("accepts", .array([])))
        case .any: members.append(("accepts", .array([.string("*")])))
        case .kinds(let kinds): members.append(("accepts", .array(kinds.map(JSONValue.string))))
        }
      }
      if let capacity = properties.capacity { members.append(("capacity", .number(Double(capacity)))) }
      if properties.effect != .move { members.append(("effect", .string(properties.effect.rawValue))) }
    }
    if let targets = properties.targets { members.append(("targets", .array(targets.map(JSONValue.string)))) }
    return members
  }

  /// `{"type":NAME, ...}` with each parameter that has a value, in the layout's order.
  package static func layoutValue(_ layout: Layout) -> JSONValue {
    let rules = layout.rules
    var members: [(String, JSONValue)] = [("type", .string(rules.name))]
    for parameter in type(of: rules).parameters {
      switch rules.value(of: parameter.name) {
      case .none: continue
      case .number(let value): members.append((parameter.name, .number(value)))
      case .count(let value): members.append((parameter.name, .number(Double(value))))
      case .word(let word): members.append((parameter.name, .string(word)))
      case .size(let size):
        members.append((parameter.name, .object([("width", .number(size.width)), ("height", .number(size.height))])))
      }
    }
    return .object(members)
  }
}
