/// Every node ID of a scene by its name: an open-addressing table of 8 bytes an entry, each the
/// node's ID and 32 bits of its name's hash.
///
/// The names stay in the nodes: a lookup compares the stored hash bits first and reads a node's
/// name (in the scene's `slots`) only when they match. The dictionary by name it replaced
/// compared the key of every entry it probed, a pointer to follow each, and loading a
/// million-item outline spent a fifth of its time there. Names are hashed as `String` hashes them, so canonically equivalent
/// names are one name, as they were.
///
/// Linear probing, at most half full; a removal shifts the entries after it back, so no
/// tombstones are left and the entries of one name keep the order they were added in. A probe
/// reads a byte a slot first (`controls`, 2 MB for a million names): a new name, the usual case
/// while a file is read, is mostly found absent there, without a cache miss in the 16 MB table.
struct NameIndex: Sendable {
  /// 0 for an empty slot, else the hash bits (high 32) and the node's ID plus one (low 32).
  private var table: [UInt64]
  /// 0 for an empty slot, else 0x80 and 7 bits of the entry's hash.
  private var controls: [UInt8]
  /// How many entries: one a node.
  private(set) var count = 0
  /// The hash bits of the names of nodes a reader added, one after another from
  /// `pendingFirst`, taken as they were added (the names are at hand then), waiting to be swept
  /// in (`insertPending`).
  private var pending: [UInt32] = []
  /// The node of `pending[0]`; -1 once a node was kept out of turn.
  private var pendingFirst = 0

  /// An index with room for this many entries before it grows.
  init(capacity: Int = 8) {
    table = [UInt64](repeating: 0, count: Self.tableSize(for: capacity))
    controls = [UInt8](repeating: 0, count: table.count)
  }

  private static func tableSize(for capacity: Int) -> Int {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    return size
  }

  /// Makes room for this many entries in all.
  mutating func reserveCapacity(_ capacity: Int) {
    if table.count < capacity * 2 { rebuild(size: Self.tableSize(for: capacity)) }
  }

  /// The bits of a name's hash that the table keeps, never zero.
  @inline(__always)
  static func tag(of name: String) -> UInt32 {
    let hash = UInt64(UInt(bitPattern: name.hashValue))
    let tag = UInt32(truncatingIfNeeded: hash >> 32) ^ UInt32(truncatingIfNeeded: hash)
    return tag == 0 ? 1 : tag
  }

  /// The slot where an entry with this tag is looked for first.
  @inline(__always)
  func home(of tag: UInt32) -> Int {
    // Fibonacci hashing spreads every bit of the tag over the slot's index.
    let mixed = UInt64(tag) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & (table.count - 1)
  }

  @inline(__always)
  static func control(of tag: UInt32) -> UInt8 { 0x80 | UInt8(truncatingIfNeeded: tag & 0x7F) }

  @inline(__always)
  static func entry(_ tag: UInt32, _ id: NodeID) -> UInt64 {
    UInt64(tag) << 32 | UInt64(UInt32(truncatingIfNeeded: id.rawValue + 1))
  }

  @inline(__always)
  static func id(of entry: UInt64) -> NodeID {
    NodeID(rawValue: Int(UInt32(truncatingIfNeeded: entry)) - 1)
  }

  /// The first node added under this name, in the order they were added; nil for none.
  func first(named name: String, tag: UInt32, in slots: [Node]) -> NodeID? {
    var found: NodeID?
    forEach(named: name, tag: tag, in: slots) { id in
      found = id
      return false
    }
    return found
  }

  /// Calls `body` with each node of this name, in the order they were added, while it returns
  /// true.
  func forEach(
    named name: String, tag: UInt32, in slots: [Node], _ body: (NodeID) -> Bool
  ) {
    let mask = table.count - 1
    let control = Self.control(of: tag)
    var slot = home(of: tag)
    while true {
      let found = controls[slot]
      if found == 0 { return }
      if found == control, UInt32(truncatingIfNeeded: table[slot] >> 32) == tag {
        let id = Self.id(of: table[slot])
        if slots[id.rawValue].name == name, !body(id) { return }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Adds a node under its name, after any others of that name.
  mutating func insert(_ id: NodeID, tag: UInt32) {
    if (count + 1) * 2 > table.count { rebuild(size: table.count * 2) }
    let mask = table.count - 1
    var slot = home(of: tag)
    while controls[slot] != 0 { slot = (slot + 1) & mask }
    table[slot] = Self.entry(tag, id)
    controls[slot] = Self.control(of: tag)
    count += 1
  }

  /// Adds a node under its name unless a node has the name already: then that node, the first
  /// added, and nothing is added.
  mutating func insertIfAbsent(
    _ id: NodeID, named name: String, tag: UInt32, in slots: [Node]
  ) -> NodeID? {
    if let taken = first(named: name, tag: tag, in: slots) { return taken }
    // The run was just read: finding its end again costs no cache miss.
    insert(id, tag: tag)
    return nil
  }

  /// Removes one node's entry; nothing when it has none.
  mutating func remove(_ id: NodeID, tag: UInt32) {
    let mask = table.count - 1
    let wanted = Self.entry(tag, id)
    var slot = home(of: tag)
    while table[slot] != wanted {
      if table[slot] == 0 { return }
      slot = (slot + 1) & mask
    }
    // Shift back each later entry of the run that may sit in the hole: one whose first slot is
    // not cyclically between the hole and where it sits.
    var hole = slot
    var next = (slot + 1) & mask
    while table[next] != 0 {
      let start = home(of: UInt32(truncatingIfNeeded: table[next] >> 32))
      let fits = hole <= next ? (start <= hole || start > next) : (start <= hole && start > next)
      if fits {
        table[hole] = table[next]
        controls[hole] = controls[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    table[hole] = 0
    controls[hole] = 0
    count -= 1
  }

  /// Every entry's node, in table order.
  var allIDs: [NodeID] {
    table.filter { $0 != 0 }.map(Self.id(of:))
  }

  /// Moves every entry into a table of `size` slots. Runs are walked from an empty slot on, so
  /// that each run's entries, and so a name's, keep their order.
  private mutating func rebuild(size: Int) {
    let old = table
    table = [UInt64](repeating: 0, count: size)
    controls = [UInt8](repeating: 0, count: size)
    let mask = size - 1
    let oldMask = old.count - 1
    let empty = old.firstIndex(of: 0) ?? 0
    for step in 1...old.count {
      let entry = old[(empty + step) & oldMask]
      if entry == 0 { continue }
      let tag = UInt32(truncatingIfNeeded: entry >> 32)
      var slot = home(of: tag)
      while controls[slot] != 0 { slot = (slot + 1) & mask }
      table[slot] = entry
      controls[slot] = Self.control(of: tag)
    }
  }
}

extension NameIndex {
  /// Keeps a node a reader added to be indexed with the others at the end (`insertPending`).
  /// The nodes come one after another; one out of turn makes `insertPending` index none.
  mutating func addPending(_ id: NodeID, named name: String) {
    if pending.isEmpty {
      pendingFirst = id.rawValue
    } else if pendingFirst >= 0, id.rawValue != pendingFirst + pending.count {
      pendingFirst = -1
    }
    pending.append(Self.tag(of: name))
  }

  /// True while nodes wait to be indexed.
  var hasPending: Bool { !pending.isEmpty }

  /// Adds the nodes kept by `addPending` at once, one stripe of the table at a time: the 8
  /// stripes of a large table are each small enough to stay in the processor's cache while
  /// they are written, where writing a million names in the order they came costs a cache
  /// miss each. False at the first node whose name an indexed node has, or when the nodes did
  /// not come one after another: the index then holds only some of them, and the caller
  /// indexes them again one by one, in creation order. Either way none waits any more.
  ///
  /// Keeps nothing besides the hash bits, 4 bytes a name: a million-block file is at its
  /// largest in memory while this runs.
  mutating func insertPending(in slots: [Node]) -> Bool {
    var tags: [UInt32] = []
    swap(&tags, &pending)
    guard !tags.isEmpty else { return true }
    guard pendingFirst >= 0 else { return false }
    reserveCapacity(count + tags.count)
    let mask = table.count - 1
    let bits = table.count.trailingZeroBitCount
    let shift = max(0, bits - 3)
    for stripe in 0..<(1 << (bits - shift)) {
      for offset in tags.indices {
        let tag = tags[offset]
        var slot = home(of: tag)
        guard slot >> shift == stripe else { continue }
        let control = Self.control(of: tag)
        let id = NodeID(rawValue: pendingFirst + offset)
        while controls[slot] != 0 {
          // The name is read only when the hash bits clash: reading every node's would walk
          // the node array too, a cache miss a name.
          if controls[slot] == control, Self.tag(of: table[slot]) == tag,
            slots[Self.id(of: table[slot]).rawValue].name == slots[id.rawValue].name
          {
            return false
          }
          slot = (slot + 1) & mask
        }
        table[slot] = Self.entry(tag, id)
        controls[slot] = control
        count += 1
      }
    }
    return true
  }

  @inline(__always)
  private static func tag(of entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }
}
