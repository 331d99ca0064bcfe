import DragDropAnnouncements
import DragDropKit

/// `add`, `remove`, `rename` and `set REF PROPERTY VALUE`, each one undo step.
extension CommandSession {
  func container(_ reference: Reference?) throws(CommandError) -> NodeID {
    guard let reference else { return .root }
    let id = try resolve(reference)
    guard scene[id]!.type == .container else {
      throw CommandError(
        .errorIsItem, hint: .hintNameContainer, [.item: Sanitizer.clean(scene.title(of: id)!), .command: "in"],
        at: reference.location)
    }
    return id
  }

  /// The layout a spec asks for: the current one's parameters kept when the name is the same.
  func layout(_ spec: LayoutSpec, keeping current: Layout, of name: String, at location: SourceLocation)
    throws(CommandError) -> Layout
  {
    guard let type = Layout.type(named: spec.name) else {
      throw CommandError(.errorNoLayout, [.item: Sanitizer.clean(spec.name)], at: location)
    }
    var rules: any ContainerLayout = current.name == spec.name ? current.rules : type.init()
    try engine(at: location) { () throws(EngineError) in
      try rules.apply(spec.values.map { ($0.name, $0.value) }, of: name)
    }
    return Layout(rules)
  }

  mutating func addContainer(_ name: String, _ options: ContainerOptions, at location: SourceLocation)
    throws(CommandError) -> [Report]
  {
    try requireIdle(at: location)
    let parent = try container(options.parent)
    var properties = NodeProperties.defaults(for: .container)
    if let layout = options.layout {
      properties.layout = try self.layout(layout, keeping: .free, of: Sanitizer.clean(name), at: location)
    }
    if let accepts = options.accepts { properties.accepts = accepts }
    properties.capacity = options.capacity
    if let effect = options.effect { properties.effect = effect }
    properties.color = options.color
    let frame = Rect(origin: options.origin ?? .zero, size: options.size ?? Size(width: 200, height: 200))
    let id = try engine(at: location) { () throws(EngineError) in
      try document.add(named: name, type: .container, frame: frame, properties: properties, in: parent)
    }
    hasUnsavedChanges = true
    return [.added(id)]
  }

  mutating func addItem(_ name: String, _ options: ItemOptions, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    try requireIdle(at: location)
    let parent = try container(options.parent)
    var properties = NodeProperties.defaults(for: .item)
    properties.kind = options.kind
    properties.color = options.color
    // In a document, an item added under a heading, an item or the document is a list item.
    if (isDocument && parent == .root) || scene[parent]?.properties.role.isOutline == true || isOutlinePage(parent) {
      properties.role = .outlineItem
      properties.kind = options.kind ?? OutlineKind.item
    }
    var size = Size(width: 50, height: 50)
    if case .grid(let grid) = scene[parent]!.properties.layout { size = grid.cell }
    let frame = Rect(origin: options.origin ?? .zero, size: options.size ?? size)
    let count = scene[parent]!.children.count
    if let position = options.position, position > count + 1 {
      throw CommandError(
        .errorPastEnd, hint: .hintUseRange,
        [
          .position: "\(position)", .container: Sanitizer.clean(scene.title(of: parent)!), .from: "1",
          .to: "\(count + 1)",
        ], at: location)
    }
    let id = try engine(at: location) { () throws(EngineError) in
      try document.add(
        named: name, type: .item, frame: frame, properties: properties, in: parent, at: options.position.map { $0 - 1 })
    }
    hasUnsavedChanges = true
    followBoardTasks()
    return [.added(id)]
  }

  mutating func remove(_ reference: Reference, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    let id = try resolve(reference)
    let name = scene[id]!.name
    let from = scene[id]!.parent.map { scene.path(of: $0) } ?? "scene"
    let subtree = try engine(at: location) { () throws(EngineError) in try document.remove(id) }
    if let selection, scene[selection] == nil { self.selection = nil }
    selected = selected.filter { document.scene[$0] != nil }
    hasUnsavedChanges = true
    return [.removed(name: name, from: from, descendants: subtree.nodes.count - 1)]
  }

  mutating func rename(_ reference: Reference, to name: String, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    try requireIdle(at: location)
    let id = try resolve(reference)
    let old = scene[id]!.name
    try engine(at: location) { () throws(EngineError) in try document.rename(id, to: name) }
    hasUnsavedChanges = true
    return [.renamed(id, from: old)]
  }

  mutating func setProperty(_ reference: Reference, _ change: PropertyChange, at location: SourceLocation)
    throws(CommandError) -> [Report]
  {
    try requireIdle(at: location)
    let id = try resolve(reference)
    let node = scene[id]!
    var properties = node.properties
    var frame = node.frame
    let name = Sanitizer.clean(node.name)
    func requireContainer() throws(CommandError) {
      guard node.type == .container else {
        throw CommandError(.errorItemProperty, [.item: name], at: location)
      }
    }
    func layoutMismatch(_ wanted: String) -> CommandError {
      CommandError(
        .errorWrongLayout, hint: .hintTypeFirst,
        [.item: name, .from: properties.layout.name, .to: wanted, .command: "set \(name) layout \(wanted)"],
        at: location)
    }
    switch change {
    case .kind(let value): properties.kind = value
    case .color(let value): properties.color = value
    case .label(let value): properties.label = value
    case .draggable(let value): properties.draggable = value
    case .accepts(let value):
      try requireContainer()
      properties.accepts = value
    case .capacity(let value):
      try requireContainer()
      properties.capacity = value
    case .effect(let value):
      try requireContainer()
      properties.effect = value
    case .targets(let value): properties.targets = value
    case .layout(let spec):
      try requireContainer()
      properties.layout = try layout(spec, keeping: properties.layout, of: name, at: location)
    case .layoutParameter(let setting):
      // A layout parameter applies only to a container whose layout has it.
      var rules = properties.layout.rules
      guard Swift.type(of: rules).parameter(named: setting.name) != nil else {
        throw layoutMismatch(Layout.types.first { $0.parameter(named: setting.name) != nil }?.name ?? "other")
      }
      try engine(at: location) { () throws(EngineError) in try rules.apply([(setting.name, setting.value)], of: name) }
      properties.layout = Layout(rules)
    case .origin(let origin): frame.origin = origin
    case .size(let size): frame.size = size
    }
    let changed = try engine(at: location) { () throws(EngineError) in
      try document.update(id, frame: frame, properties: properties)
    }
    guard changed else { return [.propertyUnchanged(id)] }
    hasUnsavedChanges = true
    return [.propertySet(id, change)]
  }
}
