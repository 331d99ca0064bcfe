/// A scene with its drag session and undo history: the engine's embeddable front door.
///
/// ```swift
/// var document = Document(scene: scene)
/// _ = try document.handle(.began(Point(x: 125, y: 125)))
/// _ = try document.handle(.changed(Point(x: 160, y: 300)))
/// let events = try document.handle(.ended(Point(x: 160, y: 300)))
/// try document.undo()
/// ```
public struct Document: Sendable {
  /// The scene tree.
  public internal(set) var scene: Scene
  /// The undo and redo stacks.
  public private(set) var history: History
  /// The drag state machine.
  public private(set) var drag: DragSession
  /// Every step applied to the scene since it was read or saved (`markSaved()`), in order:
  /// what the history recorded, an undo as its inverse, a redo again. What a session replays
  /// onto a new version of its file (`Rebase`). An undo that takes back the last of them takes
  /// it off instead.
  public private(set) var unsavedSteps: [Edit] = []
  /// True when more steps were made than `unsavedSteps` keeps (`unsavedStepsLimit`): they can
  /// no longer be replayed.
  public private(set) var unsavedStepsOverflowed = false
  /// The most steps `unsavedSteps` keeps.
  public static let unsavedStepsLimit = 100_000
  /// The steps `asOneStep` is gathering, nil outside it.
  var collecting: [Edit]?
  /// Whether `unsavedSteps` are kept: only a scene read from a file that may change under it
  /// needs them. A session on a demo or a new scene keeps none, so a long batch there does not
  /// keep every step twice.
  public var keepsUnsavedSteps = true {
    didSet {
      if !keepsUnsavedSteps {
        unsavedSteps = []
        unsavedStepsOverflowed = false
      }
    }
  }

  /// Creates a document around a scene with an empty history.
  public init(scene: Scene = Scene(), historyLimit: Int = 1000, settings: DragSettings = DragSettings()) {
    self.scene = scene
    self.history = History(limit: historyLimit)
    self.drag = DragSession(settings: settings)
  }

  /// Drag modifiers and collision strategy.
  public var settings: DragSettings {
    get { drag.settings }
    set { drag.settings = newValue }
  }

  /// The lifted item, or nil when no drag is in progress.
  public var lifted: NodeID? { drag.context?.item }

  /// Feeds a gesture event through the drag pipeline; a completed drop is one undo step.
  public mutating func handle(_ gesture: GestureEvent) throws(EngineError) -> [DragEvent] {
    var events: [DragEvent] = []
    try handle(gesture, appendingTo: &events)
    return events
  }

  /// Feeds one gesture event through the drag pipeline, appending the events it caused; a drop
  /// that changed the scene is recorded in history. Lets a long batch reuse one event array.
  public mutating func handle(_ gesture: GestureEvent, appendingTo events: inout [DragEvent]) throws(EngineError) {
    if let edit = try drag.handle(gesture, in: &scene, appendingTo: &events) { record(edit) }
  }

  /// Records a step in history and among the unsaved steps; inside `asOneStep`, gathers it
  /// into that step instead.
  mutating func record(_ edit: Edit) {
    if collecting != nil {
      collecting!.append(edit)
      return
    }
    history.record(edit)
    keep(edit)
  }

  private mutating func keep(_ edit: Edit) {
    guard keepsUnsavedSteps, !unsavedStepsOverflowed else { return }
    guard unsavedSteps.count < Self.unsavedStepsLimit else {
      unsavedSteps = []
      unsavedStepsOverflowed = true
      return
    }
    unsavedSteps.append(edit)
  }

  /// The scene is now what its file holds: no step is unsaved.
  public mutating func markSaved() {
    unsavedSteps = []
    unsavedStepsOverflowed = false
  }

  /// Replaces the scene, ending any drag and clearing history.
  public mutating func replaceScene(_ scene: Scene) {
    self.scene = scene
    self.drag = DragSession(settings: drag.settings)
    self.history = History(limit: history.limit)
    markSaved()
  }

  /// Sets a node's task state without an undo step: for a state that follows from where the node
  /// stands and is set again after every step, as a board's card is done in a lane that
  /// completes its cards. Undo and redo move the node; its state follows it.
  public mutating func setTask(_ task: TaskState, of id: NodeID) {
    guard let node = scene[id], node.properties.task != task else { return }
    scene.modify(id) { $0.properties.task = task }
  }

  /// Changes how many undo steps are kept.
  public mutating func setHistoryLimit(_ limit: Int) {
    history.setLimit(limit)
  }

  func requireIdle() throws(EngineError) {
    if let item = lifted { throw .liftedDuringHistory(item: scene.path(of: item)) }
  }

  /// Undoes the last step and returns it, or nil when there is nothing to undo.
  @discardableResult
  public mutating func undo() throws(EngineError) -> Edit? {
    try requireIdle()
    guard let edit = history.popUndo() else { return nil }
    scene.apply(edit.inverse)
    if unsavedSteps.last == edit { unsavedSteps.removeLast() } else { keep(edit.inverse) }
    return edit
  }

  /// Redoes the next undone step and returns it, or nil when there is nothing to redo.
  @discardableResult
  public mutating func redo() throws(EngineError) -> Edit? {
    try requireIdle()
    guard let edit = history.popRedo() else { return nil }
    scene.apply(edit)
    keep(edit)
    return edit
  }

  /// Adds a node as one undo step and returns its ID.
  @discardableResult
  public mutating func add(
    named name: String, type: NodeType, frame: Rect, properties: NodeProperties? = nil,
    in parent: NodeID = .root, at index: Int? = nil
  ) throws(EngineError) -> NodeID {
    try requireIdle()
    if let reason = scene.editRefusal(
      named: name, type: type, properties: properties ?? .defaults(for: type), into: parent)
    {
      let container = scene.name(of: parent) ?? "#\(parent.rawValue)"
      throw .refused(node: name, container: container, reason: reason)
    }
    let id = try scene.addNode(
      named: name, type: type, frame: frame, properties: properties, in: parent, at: index)
    let placement = scene.placement(of: id)!
    record(.insert(Subtree(nodes: [scene[id]!]), at: placement))
    return id
  }

  /// Removes a node and everything inside it as one undo step.
  @discardableResult
  public mutating func remove(_ id: NodeID) throws(EngineError) -> Subtree {
    try requireIdle()
    _ = try scene.node(id)
    if id == .root { throw .rootIsFixed(.removed) }
    let (subtree, placement) = scene.remove(id)!
    record(.remove(subtree, from: placement))
    return subtree
  }

  /// Renames a node as one undo step.
  public mutating func rename(_ id: NodeID, to name: String) throws(EngineError) {
    try requireIdle()
    let node = try scene.node(id)
    if let parent = node.parent {
      try scene.validateName(name, in: parent, excluding: id)
    } else if name.isEmpty {
      throw .emptyName
    }
    if name.utf8.contains(UInt8(ascii: "/")) { throw .slashInName(name) }
    guard name != node.name else { return }
    scene.setName(name, of: id)
    record(.rename(id, from: node.name, to: name))
  }

  /// Changes a node's frame and properties as one undo step; returns false for a no-op.
  @discardableResult
  public mutating func update(_ id: NodeID, frame: Rect? = nil, properties: NodeProperties? = nil) throws(EngineError)
    -> Bool
  {
    try requireIdle()
    let node = try scene.node(id)
    let frame = frame ?? node.frame
    let properties = properties ?? node.properties
    try Scene.validateFrame(frame, of: scene.path(of: id))
    try Scene.validateProperties(properties, of: scene.path(of: id))
    if id == .root && properties.draggable { throw .rootIsFixed(.madeDraggable) }
    if node.type == .item, properties.layout != .free || properties.accepts != .none {
      throw .notAContainer(scene.path(of: id))
    }
    guard frame != node.frame || properties != node.properties else { return false }
    let layoutChanged = properties.layout != node.properties.layout
    let before = NodeState(
      frame: node.frame, properties: node.properties,
      childFrames: layoutChanged ? node.children.map { scene[$0]!.frame } : nil)
    let after = NodeState(frame: frame, properties: properties, childFrames: nil)
    scene.setState(after, of: id)
    record(.update(id, from: before, to: after))
    return true
  }
}
