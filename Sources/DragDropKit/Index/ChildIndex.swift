/// A uniform-grid spatial index over one container's children, with z-order keys, so hit tests
/// and collision look at the few children near a point instead of all of them.
///
/// It is updated incrementally: inserting, removing or moving a child touches only the buckets
/// that child covers. Z-order keys are fractional, so an insert between two children needs no
/// renumbering except, rarely, when the gap is exhausted.
struct ChildIndex: Sendable {
  /// Containers get an index from this many children on, and lose it below half of it.
  static let threshold = 48

  private(set) var cellSize: Double
  private(set) var columns: Int
  private(set) var rows: Int
  /// The children each cell touches, with what a query needs read in place: the z-order key
  /// and the first cell of the child's range, so a query neither hashes nor looks anything up.
  private var buckets: [[Slot]]
  /// Each child's z-order key (larger is nearer the front) and the bucket range it occupies,
  /// for updates and removals.
  private var entries: [NodeID: Entry]

  /// One child in one bucket.
  struct Slot: Sendable {
    var id: NodeID
    var order: Double
    var x0: Int32
    var y0: Int32
  }

  struct Entry: Sendable {
    var order: Double
    var cells: (x0: Int, y0: Int, x1: Int, y1: Int)
  }

  /// Builds an index for children (back to front) with these frames, in a container of this size.
  ///
  /// - Complexity: O(n).
  init(children: [(NodeID, Rect)], containerSize: Size) {
    let count = max(children.count, 1)
    var area = 0.0
    for (_, frame) in children { area += frame.width * frame.height }
    let average = (area / Double(count)).squareRoot()
    let extent = max(containerSize.width, containerSize.height, 1)
    // About one child per cell, at most 1024 cells a side.
    cellSize = max(average.isFinite && average > 0 ? average : 1, extent / 1024)
    columns = max(1, min(1024, Int((containerSize.width / cellSize).rounded(.up))))
    rows = max(1, min(1024, Int((containerSize.height / cellSize).rounded(.up))))
    buckets = Array(repeating: [], count: columns * rows)
    entries = Dictionary(minimumCapacity: children.count)
    for (offset, (id, frame)) in children.enumerated() {
      add(id, frame: frame, order: Double(offset))
    }
  }

  private func cells(of rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    func clampColumn(_ value: Double) -> Int {
      guard value.isFinite else { return value > 0 ? columns - 1 : 0 }
      return min(max(Int((value / cellSize).rounded(.down)), 0), columns - 1)
    }
    func clampRow(_ value: Double) -> Int {
      guard value.isFinite else { return value > 0 ? rows - 1 : 0 }
      return min(max(Int((value / cellSize).rounded(.down)), 0), rows - 1)
    }
    return (clampColumn(rect.minX), clampRow(rect.minY), clampColumn(rect.maxX), clampRow(rect.maxY))
  }

  private mutating func add(_ id: NodeID, frame: Rect, order: Double) {
    let range = cells(of: frame)
    let slot = Slot(id: id, order: order, x0: Int32(range.x0), y0: Int32(range.y0))
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 { buckets[y * columns + x].append(slot) }
    }
    entries[id] = Entry(order: order, cells: range)
  }

  private mutating func removeFromBuckets(_ id: NodeID, _ range: (x0: Int, y0: Int, x1: Int, y1: Int)) {
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 {
        let bucket = y * columns + x
        if let position = buckets[bucket].lastIndex(where: { $0.id == id }) { buckets[bucket].remove(at: position) }
      }
    }
  }

  /// Adds a child placed between the children with these order keys (nil for an end).
  mutating func insert(_ id: NodeID, frame: Rect, after previous: NodeID?, before next: NodeID?) -> Bool {
    let low = previous.flatMap { entries[$0]?.order }
    let high = next.flatMap { entries[$0]?.order }
    let order: Double
    switch (low, high) {
    case (nil, nil): order = 0
    case (let low?, nil): order = low + 1
    case (nil, let high?): order = high - 1
    case (let low?, let high?):
      order = (low + high) / 2
      // The gap is used up: the caller renumbers from the children array.
      if !(order > low && order < high) { return false }
    }
    add(id, frame: frame, order: order)
    return true
  }

  /// Removes a child.
  mutating func remove(_ id: NodeID) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    removeFromBuckets(id, entry.cells)
  }

  /// Moves a child's frame; only the buckets it leaves or enters change.
  mutating func update(_ id: NodeID, frame: Rect) {
    guard let entry = entries[id] else { return }
    let range = cells(of: frame)
    if range == entry.cells { return }
    removeFromBuckets(id, entry.cells)
    add(id, frame: frame, order: entry.order)
  }

  /// Renumbers the z-order keys from the children array, in the entries and every bucket.
  ///
  /// - Complexity: O(children + bucket slots); rare, as it runs only when a gap is used up.
  mutating func renumber(_ children: [NodeID]) {
    for (offset, id) in children.enumerated() { entries[id]?.order = Double(offset) }
    for bucket in buckets.indices {
      for position in buckets[bucket].indices {
        buckets[bucket][position].order = entries[buckets[bucket][position].id]?.order ?? 0
      }
    }
  }

  /// The children whose buckets a rect touches, back to front, each once. A child is taken in
  /// the first of its cells the query visits, so no set is needed to skip repeats.
  ///
  /// - Complexity: O(buckets covered + candidates × log candidates).
  func candidates(in rect: Rect) -> [NodeID] {
    let range = cells(of: rect)
    var found: [(order: Double, id: NodeID)] = []
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 {
        for slot in buckets[y * columns + x]
        where x == max(Int(slot.x0), range.x0) && y == max(Int(slot.y0), range.y0) {
          found.append((slot.order, slot.id))
        }
      }
    }
    if found.count > 1 { found.sort { $0.order < $1.order } }
    return found.map(\.id)
  }

  /// The children whose buckets contain a point, back to front.
  func candidates(at point: Point) -> [NodeID] {
    let x = point.x.isFinite ? min(max(Int((point.x / cellSize).rounded(.down)), 0), columns - 1) : 0
    let y = point.y.isFinite ? min(max(Int((point.y / cellSize).rounded(.down)), 0), rows - 1) : 0
    let bucket = buckets[y * columns + x]
    if bucket.count <= 1 { return bucket.map(\.id) }
    return bucket.sorted { $0.order < $1.order }.map(\.id)
  }
}

extension ChildIndex {
  /// What is wrong with the index for these children (back to front, with their frames):
  /// every child once, orders rising back to front, each in exactly the buckets its frame covers.
  func violations(children: [(NodeID, Rect)], container: String) -> [String] {
    var problems: [String] = []
    if entries.count != children.count {
      problems.append("the index of \(container) holds \(entries.count) children, not \(children.count)")
    }
    var previous = -Double.infinity
    for (id, frame) in children {
      guard let entry = entries[id] else {
        problems.append("the index of \(container) lacks child #\(id.rawValue)")
        continue
      }
      if !(entry.order > previous) { problems.append("child #\(id.rawValue) of \(container) is out of z-order") }
      previous = entry.order
      if entry.cells != cells(of: frame) {
        problems.append("child #\(id.rawValue) of \(container) is in stale buckets")
      }
      for y in entry.cells.y0...entry.cells.y1 {
        for x in entry.cells.x0...entry.cells.x1
        where buckets[y * columns + x].filter({ $0.id == id && $0.order == entry.order }).count != 1 {
          problems.append("child #\(id.rawValue) of \(container) is not once in bucket \(x),\(y)")
        }
      }
    }
    let bucketed = buckets.reduce(0) { $0 + $1.count }
    let expected = entries.values.reduce(0) { $0 + ($1.cells.x1 - $1.cells.x0 + 1) * ($1.cells.y1 - $1.cells.y0 + 1) }
    if bucketed != expected { problems.append("the index of \(container) has \(bucketed - expected) stray entries") }
    return problems
  }
}
