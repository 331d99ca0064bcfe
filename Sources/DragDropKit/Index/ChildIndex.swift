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
  private var buckets: [[NodeID]]
  /// Each child's z-order key (larger is nearer the front) and the bucket range it occupies.
  private var entries: [NodeID: Entry]

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
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 { buckets[y * columns + x].append(id) }
    }
    entries[id] = Entry(order: order, cells: range)
  }

  private mutating func removeFromBuckets(_ id: NodeID, _ range: (x0: Int, y0: Int, x1: Int, y1: Int)) {
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 {
        let bucket = y * columns + x
        if let position = buckets[bucket].lastIndex(of: id) { buckets[bucket].remove(at: position) }
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

  /// Renumbers the z-order keys from the children array.
  mutating func renumber(_ children: [NodeID]) {
    for (offset, id) in children.enumerated() { entries[id]?.order = Double(offset) }
  }

  /// The children whose buckets a rect touches, back to front, each once.
  ///
  /// - Complexity: O(buckets covered + candidates × log candidates).
  func candidates(in rect: Rect) -> [NodeID] {
    let range = cells(of: rect)
    var seen = Set<NodeID>()
    var result: [NodeID] = []
    for y in range.y0...range.y1 {
      for x in range.x0...range.x1 {
        for id in buckets[y * columns + x] where seen.insert(id).inserted { result.append(id) }
      }
    }
    return result.sorted { entries[$0]!.order < entries[$1]!.order }
  }

  /// The children whose buckets contain a point, back to front.
  func candidates(at point: Point) -> [NodeID] {
    let x = point.x.isFinite ? min(max(Int((point.x / cellSize).rounded(.down)), 0), columns - 1) : 0
    let y = point.y.isFinite ? min(max(Int((point.y / cellSize).rounded(.down)), 0), rows - 1) : 0
    let bucket = buckets[y * columns + x]
    if bucket.count <= 1 { return bucket }
    return bucket.sorted { entries[$0]!.order < entries[$1]!.order }
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
        for x in entry.cells.x0...entry.cells.x1 where buckets[y * columns + x].filter({ $0 == id }).count != 1 {
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
