/// The undo and redo stacks: a list of edits and a cursor between the done and the undone.
public struct History: Hashable, Sendable {
  /// Every recorded edit, oldest first.
  public private(set) var steps: [Edit] = []
  /// How many steps are done; steps from here on are undone and can be redone.
  public private(set) var cursor: Int = 0
  /// The most steps kept; the oldest are forgotten first.
  public private(set) var limit: Int

  /// Creates an empty history.
  public init(limit: Int = 1000) {
    self.limit = max(limit, 1)
  }

  /// The number of steps that can be undone.
  public var undoCount: Int { cursor }
  /// The number of steps that can be redone.
  public var redoCount: Int { steps.count - cursor }

  /// Records a new step, dropping the redo tail and the oldest steps past the limit.
  public mutating func record(_ edit: Edit) {
    steps.removeSubrange(cursor...)
    steps.append(edit)
    cursor += 1
    trim()
  }

  /// Changes the limit, forgetting the oldest steps past it.
  public mutating func setLimit(_ limit: Int) {
    self.limit = max(limit, 1)
    trim()
  }

  private mutating func trim() {
    let excess = steps.count - limit
    guard excess > 0 else { return }
    let dropped = min(excess, cursor)
    steps.removeFirst(dropped)
    cursor -= dropped
    if steps.count > limit { steps.removeLast(steps.count - limit) }
  }

  /// The step to undo next, moving the cursor back.
  mutating func popUndo() -> Edit? {
    guard cursor > 0 else { return nil }
    cursor -= 1
    return steps[cursor]
  }

  /// The step to redo next, moving the cursor forward.
  mutating func popRedo() -> Edit? {
    guard cursor < steps.count else { return nil }
    cursor += 1
    return steps[cursor - 1]
  }
}
