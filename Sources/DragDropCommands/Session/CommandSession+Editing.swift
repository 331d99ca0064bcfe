import DragDropAnnouncements
import DragDropKit

/// `add`, `remove`, `rename` and `set REF PROPERTY VALUE`, each one undo step.
extension CommandSession {
  func container(_ reference: Reference?) throws(CommandError) -> NodeID {
    guard let reference else { return .root }
    let id = try resolve(reference)
    guard scene[id]!.type == .container else {
      throw CommandError(
        "\(Sanitizer.clean(scene[id]!.name)) is an item", at: reference.location,
        hint: "only containers hold other nodes; name a container after 'in'")
    }
    return id
  }

  static func layout(_ spec: LayoutSpec, keeping current: Layout) -> Layout {
    switch spec {
    case .free: return .free
    case .stack(let axis):
      var stack = StackLayout()
      if case .stack(let existing) = current { stack = existing }
      if let axis { stack.axis = axis }
      return .stack(stack)
    case .grid(let columns):
      var grid = GridLayout()
      if case .grid(let existing) = current { grid = existing }
      if let columns { grid.columns = columns }
      return .grid(grid)
    }
  }

  mutating func addContainer(_ name: String, _ options: ContainerOptions, at location: SourceLocation)
    throws(CommandError) -> [Report]
  {
    try requireIdle(at: location)
    let parent = try container(options.parent)
    var properties = NodeProperties.defaults(for: .container)
    if let layout = options.layout { properties.layout = Self.layout(layout, keeping: .free) }
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
    var size = Size(width: 50, height: 50)
    if case .grid(let grid) = scene[parent]!.properties.layout { size = grid.cell }
    let frame = Rect(origin: options.origin ?? .zero, size: options.size ?? size)
    let count = scene[parent]!.children.count
    if let position = options.position, position > count + 1 {
      throw CommandError(
        "position \(position) is past the end of \(Sanitizer.clean(scene[parent]!.name))", at: location,
        hint: "use 1 to \(count + 1)")
    }
    let id = try engine(at: location) { () throws(EngineError) in
      try document.add(
        named: name, type: .item, frame: frame, properties: properties, in: parent, at: options.position.map { $0 - 1 })
    }
    hasUnsavedChanges = true
    return [.added(id)]
  }

  mutating func remove(_ reference: Reference, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    let id = try resolve(reference)
    let name = scene[id]!.name
    let from = scene[id]!.parent.map { scene.path(of: $0) } ?? "scene"
    let subtree = try engine(at: location) { () throws(EngineError) in try document.remove(id) }
    if let selection, scene[selection] == nil { self.selection = nil }
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
        throw CommandError("\(name) is an item; this property applies to containers", at: location)
      }
    }
    // A grid or stack parameter applies only to a container with that layout.
    func editGrid(_ change: (inout GridLayout) -> Void) throws(CommandError) {
      guard case .grid(var grid) = properties.layout else { throw layoutMismatch("grid") }
      change(&grid)
      properties.layout = .grid(grid)
    }
    func editStack(_ change: (inout StackLayout) -> Void) throws(CommandError) {
      guard case .stack(var stack) = properties.layout else { throw layoutMismatch("stack") }
      change(&stack)
      properties.layout = .stack(stack)
    }
    func layoutMismatch(_ wanted: String) -> CommandError {
      CommandError(
        "\(name) has a \(properties.layout.name) layout; this property applies to a \(wanted) layout",
        at: location, hint: "set \(name) layout \(wanted) first")
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
      properties.layout = Self.layout(spec, keeping: properties.layout)
    case .cell(let size): try editGrid { $0.cell = size }
    case .columns(let columns): try editGrid { $0.columns = columns }
    case .margin(let margin): try editGrid { $0.margin = margin }
    case .fill(let fill): try editGrid { $0.fill = fill }
    case .spacing(let spacing):
      if case .grid = properties.layout {
        try editGrid { $0.spacing = spacing }
      } else {
        try editStack { $0.spacing = spacing }
      }
    case .padding(let padding): try editStack { $0.padding = padding }
    case .axis(let axis): try editStack { $0.axis = axis }
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
