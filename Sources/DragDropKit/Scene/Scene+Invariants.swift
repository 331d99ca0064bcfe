extension Scene {
  /// Traps in debug builds when the scene's internal bookkeeping disagrees with its tree: the
  /// name index, the node count, parents and children, and the containers' spatial indexes.
  /// Release builds skip it. Tests call it after every step, as swift-collections does.
  ///
  /// - Complexity: O(n) with the spatial indexes' buckets.
  public func _checkInvariants() {
    #if DEBUG
      let problems = _invariantViolations()
      precondition(problems.isEmpty, "Scene invariants broken: \(problems.joined(separator: "; "))")
    #endif
  }

  /// Every way the bookkeeping disagrees with the tree, in words; empty when all is well.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    var live = 0
    let indexedNames = names.count
    if names.hasPending { problems.append("the name index has nodes waiting to be indexed") }
    for id in names.allIDs where !exists(id) { problems.append("the name index holds #\(id.rawValue), which is gone") }
    for (index, node) in slots.enumerated() where node.isLive {
      live += 1
      if node.id.rawValue != index { problems.append("slot \(index) holds node #\(node.id.rawValue)") }
      if !nodes(named: node.name).contains(node.id) {
        problems.append("the name index lacks \(node.name)")
      }
      for child in node.children {
        if !exists(child) || slots[child.rawValue].parent != node.id {
          problems.append("#\(child.rawValue) is a child of \(node.name) but does not name it as its parent")
        }
      }
      if let parent = node.parent {
        let listed = exists(parent) ? slots[parent.rawValue].children.filter { $0 == node.id }.count : 0
        if listed != 1 { problems.append("\(node.name) is listed \(listed) times by its parent") }
      } else if node.id != .root && node.id != lifted && !liftedCompanions.contains(node.id) {
        problems.append("\(node.name) has no parent and is not lifted")
      }
      let count = node.children.count
      if let index = childIndexes[node.id] {
        if count < ChildIndex.threshold / 2 { problems.append("\(node.name) keeps an index for \(count) children") }
        problems += index.violations(
          children: node.children.map { ($0, slots[$0.rawValue].frame) }, container: node.name)
      } else if count >= ChildIndex.threshold, node.properties.layout.name != "stack" {
        problems.append("\(node.name) has \(count) children but no spatial index")
      }
    }
    if live != nodeCount { problems.append("nodeCount is \(nodeCount), but \(live) nodes are live") }
    if indexedNames != live { problems.append("the name index holds \(indexedNames) entries for \(live) nodes") }
    if let lifted, !exists(lifted) || slots[lifted.rawValue].parent != nil {
      problems.append("the lifted node is not on the drag layer")
    }
    for companion in liftedCompanions where !exists(companion) || slots[companion.rawValue].parent != nil {
      problems.append(
        "a node lifted with \(lifted.map { slots[$0.rawValue].name } ?? "nothing") is not on the drag layer")
    }
    return problems
  }
}
