/// Why the engine rejected a request. The engine never traps on bad input; it throws one of these.
public enum EngineError: Error, Hashable, Sendable {
  /// A coordinate was NaN or infinite.
  case invalidCoordinate(CheckedValue)
  /// A size was zero, negative, NaN or infinite.
  case invalidSize(CheckedValue)
  /// A value broke the rule it must keep.
  case invalidValue(CheckedValue, rule: ValueRule)
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
  /// The root cannot be removed, made draggable or lifted.
  case rootIsFixed(RootChange)
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
  /// A new order for a container's children that does not hold each of them once.
  case notAnOrderOf(String)
  /// A group to drag together holds a container and something inside it.
  case nestedInGroup(container: String, member: String)
}

/// Which value a check refused, and whose (a container's name; empty for a layout checked
/// before its node is named, as a scene file's reader does). The words are the caller's: dnd
/// says them from its catalogs, so the engine holds none.
public enum CheckedValue: Hashable, Sendable {
  /// A node's position, or its size.
  case position(of: String), size(of: String)
  /// The point a drag lifts at, or moves to.
  case liftPoint, dragPoint
  /// A container's capacity.
  case capacity(of: String)
  /// A stack's spacing and padding.
  case stackSpacing(of: String)
  /// A grid's margin and spacing, its columns, or its cell.
  case gridSpacing(of: String), columns(of: String), gridCell(of: String)
  /// A layout parameter, by its name in the command language and scene files.
  case parameter(String, of: String)
}

/// The rule a value must keep.
public enum ValueRule: Hashable, Sendable {
  /// 0 or more.
  case zeroOrMore
  /// Finite, and 0 or more.
  case finiteZeroOrMore
  /// 1 or more.
  case oneOrMore
  /// The parameter is not one of this layout type's.
  case notInLayout(String)
  /// A value of the parameter's kind (the word for none, when it has one, also fits).
  case kind(LayoutParameter.Kind, noneWord: String?)
}

/// What the scene root cannot undergo.
public enum RootChange: Hashable, Sendable {
  case removed, madeDraggable, lifted
}
