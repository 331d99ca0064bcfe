/// The undo and redo stacks: a list of edits and a cursor between the done and the undone.
///
/// Forgetting the oldest steps past the limit is amortized O(1): they are dropped from the
/// front in batches rather than one by one.
public struct History: Sendable {
  /// Every recorded edit, oldest first; the first `offset` are already forgotten.
  private var storage: [Edit] = []
  private var offset = 0
  /// How many steps are done; steps from here on are undone and can be redone.
  public private(set) var cursor: Int = 0
  /// The most steps kept; the oldest are forgotten first.
  public private(set) var limit: Int

  /// Creates an empty history.
  public init(limit: Int = 1000) {
    self.limit = max(limit, 1)
  }

  /// Every step kept, oldest first.
  ///
  /// - Complexity: O(steps).
  public var steps: [Edit] { Array(storage[offset...]) }

  /// The number of steps that can be undone.
  public var undoCount: Int { cursor }
  /// The number of steps that can be redone.
  public var redoCount: Int { storage.count - offset - cursor }

  /// Records a new step, dropping the redo tail and the oldest steps past the limit.
  ///
  /// - Complexity: amortized O(1).
  public mutating func record(_ edit: Edit) {
    storage.removeSubrange((offset + cursor)...)
    storage.append(edit)
    cursor += 1
    trim()
  }

  /// Changes the limit, forgetting the oldest steps past it.
  public mutating func setLimit(_ limit: Int) {
    self.limit = max(limit, 1)
    trim()
  }

  private mutating func trim() {
    let excess = storage.count - offset - limit
    if excess > 0 {
      let dropped = min(excess, cursor)
      offset += dropped
      cursor -= dropped
      if storage.count - offset > limit { storage.removeLast(storage.count - offset - limit) }
    }
    // Physically drop the forgotten steps once they are as many as the kept ones.
    if offset > max(64, limit) {
      storage.removeFirst(offset)
      offset = 0
    }
  }

  /// The step to undo next, moving the cursor back.
  mutating func popUndo() -> Edit? {
    guard cursor > 0 else { return nil }
    cursor -= 1
    return storage[offset + cursor]
  }

  /// The step to redo next, moving the cursor forward.
  mutating func popRedo() -> Edit? {
    guard offset + cursor < storage.count else { return nil }
    cursor += 1
    return storage[offset + cursor - 1]
  }
}
