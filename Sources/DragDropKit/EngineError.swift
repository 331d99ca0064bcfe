/// Why the engine rejected a request. The engine never traps on bad input; it throws one of these.
public enum EngineError: Error, Hashable, Sendable {
  /// A coordinate was NaN or infinite.
  case invalidCoordinate(what: String)
  /// A size was zero, negative, NaN or infinite.
  case invalidSize(what: String)
  /// A number that must be positive or non-negative was not.
  case invalidValue(what: String, reason: String)
  /// A name was empty.
  case emptyName
  /// A name contained `/`, which separates the parts of a path.
  case slashInName(String)
  /// A sibling already has this name.
  case duplicateName(String, parent: String)
  /// The node does not exist, or was removed.
  case unknownNode(NodeID)
  /// Only containers hold other nodes.
  case notAContainer(String)
  /// The root cannot be removed, moved or renamed away.
  case rootIsFixed(String)
  /// A drag began while another was in progress.
  case dragInProgress(item: String)
  /// A drag event arrived while nothing was lifted.
  case notDragging
  /// The node cannot be lifted.
  case notDraggable(String)
  /// An edit would put a node where the drop rules forbid it.
  case refused(node: String, container: String, reason: Refusal)
  /// Undo or redo was asked for while an item is lifted.
  case liftedDuringHistory(item: String)
  /// An index was outside the valid range.
  case positionOutOfRange(position: Int, count: Int)
  /// A group to drag together holds a container and something inside it.
  case nestedInGroup(container: String, member: String)
}

extension EngineError: CustomStringConvertible {
  /// The problem in one sentence, with how to fix it where that helps.
  public var description: String {
    switch self {
    case .invalidCoordinate(let what):
      "\(what) must be a finite number, not NaN or infinity"
    case .invalidSize(let what):
      "\(what) must be a finite size greater than zero"
    case .invalidValue(let what, let reason):
      "\(what) \(reason)"
    case .emptyName:
      "a name cannot be empty"
    case .slashInName(let name):
      "the name \"\(name)\" contains '/', which separates the parts of a path. Choose a name without it"
    case .duplicateName(let name, let parent):
      "\(parent) already has a child named \"\(name)\". Names must be unique among siblings"
    case .unknownNode(let id):
      "node #\(id.rawValue) does not exist (it may have been removed)"
    case .notAContainer(let name):
      "\(name) is an item. Only containers can hold other nodes"
    case .rootIsFixed(let what):
      "the scene root cannot be \(what)"
    case .dragInProgress(let item):
      "\(item) is already lifted. Drop or cancel it first"
    case .notDragging:
      "nothing is lifted. Lift an item first"
    case .notDraggable(let name):
      "\(name) cannot be dragged (its draggable property is false)"
    case .refused(let node, let container, let reason):
      reason == .insideItself ? "\(node) cannot go inside itself" : "\(container) refused \(node): it \(reason)"
    case .liftedDuringHistory(let item):
      "drop or cancel \(item) first"
    case .positionOutOfRange(let position, let count):
      "position \(position) is out of range. Use 1 to \(count)"
    case .nestedInGroup(let container, let member):
      "\(member) is inside \(container), and both are selected. They cannot be dragged together, so select one or the other"
    }
  }
}
