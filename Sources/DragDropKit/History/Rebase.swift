/// Replays the steps made on one version of a scene onto another version of it, by name: what
/// a session does when its file changed on disk while it had unsaved changes, so that both the
/// other program's changes and the session's are kept (`Docs/files.md`).
///
/// Node IDs mean nothing across two readings of a file, so every step is said again in names:
/// the node by its path, the container it goes into by its path, and its place there by the
/// sibling before it (else the one after it, else first or last). A step whose node, container
/// or place is gone there, or that the container now refuses, stops the replay: the caller
/// writes nothing and says which step and why.
public enum Rebase {
  /// What a step did, for saying which one could not be replayed.
  public enum StepKind: String, Hashable, Sendable {
    case move, add, remove, rename, change
  }

  /// Why a step could not be replayed.
  public enum Reason: Hashable, Sendable {
    /// The node is not in the other version: deleted, or renamed, there.
    case nodeGone
    /// The container it went into is not in the other version.
    case containerGone(String)
    /// Neither of its neighbours is in the container there, so its place is gone.
    case placeGone(String)
    /// The container there refuses it.
    case refused(String, Refusal)
    /// A sibling there has the name the step gives.
    case nameTaken(String)
    /// The other version added to the node the step removes; removing it would drop that.
    case changedThere
  }

  /// A step that could not be replayed: which one (1-based), what it did, the node it acted on
  /// (as it reads), and why.
  public struct Conflict: Error, Hashable, Sendable {
    /// Which step, counted from 1.
    public var step: Int
    /// What the step did.
    public var kind: StepKind
    /// The node it acted on, as it reads.
    public var node: String
    /// Why it could not be replayed.
    public var reason: Reason
  }

  /// Applies `steps`, made on `base`, to `theirs`, and returns the result. `steps` are in the
  /// order they were made; each is an edit as the document's history keeps it, in `base`'s IDs.
  ///
  /// - Complexity: O(steps × (depth + siblings)), plus one copy of each scene.
  public static func replay(_ steps: [Edit], base: Scene, onto theirs: Scene) throws(Conflict) -> Scene {
    var replay = Replay(shadow: base, theirs: theirs)
    for (index, step) in steps.enumerated() {
      do {
        try replay.apply(step)
      } catch {
        throw Conflict(step: index + 1, kind: error.kind, node: error.node, reason: error.reason)
      }
    }
    replay.theirs.relayoutAll()
    return replay.theirs
  }

  /// The scene before `steps`: `current` with each undone, last first.
  public static func base(of current: Scene, undoing steps: [Edit]) -> Scene {
    var scene = current
    for step in steps.reversed() { scene.apply(step.inverse) }
    return scene
  }

  /// The names, as they read, of the nodes `theirs` has and `base` has not, by path: what the
  /// other version added or renamed, which writing the session's version over it drops.
  ///
  /// - Complexity: O(n) over both scenes.
  public static func added(in theirs: Scene, since base: Scene) -> [String] {
    var added: [String] = []
    func walk(_ id: NodeID, _ mirror: NodeID?) {
      for child in theirs.children(of: id) {
        let match = mirror.flatMap { base.child(named: theirs.name(of: child)!, of: $0) }
        if match == nil { added.append(theirs.title(of: child)!) }
        walk(child, match)
      }
    }
    walk(.root, .root)
    return added
  }
}

/// One replay in progress: the base as the steps so far left it (the shadow, in the session's
/// IDs) and the other version with the same steps applied (in its own IDs).
private struct Replay {
  var shadow: Scene
  var theirs: Scene

  struct Failure: Error {
    var kind: Rebase.StepKind
    var node: String
    var reason: Rebase.Reason
  }

  static func key(of id: NodeID, in scene: Scene) -> [String] { scene.namePath(of: id) }

  static func find(_ key: [String], in scene: Scene) -> NodeID? { scene.node(atNamePath: key) }

  /// The node in `theirs` that `id` in the shadow names.
  func counterpart(_ id: NodeID) -> NodeID? { Self.find(Self.key(of: id, in: shadow), in: theirs) }

  func title(_ id: NodeID) -> String { shadow.title(of: id) ?? "" }

  /// Where, among `parent`'s children in `theirs` (the node itself left out), the node that sits
  /// at `id` in the shadow goes: after the sibling it follows, else before the one it precedes,
  /// else first or last as it is in the shadow; nil when both neighbours are gone.
  func place(of id: NodeID, in parent: NodeID, excluding moving: NodeID?) -> Int? {
    guard let shadowParent = shadow.parentID(of: id) else { return nil }
    let siblings = shadow.children(of: shadowParent)
    guard let index = siblings.firstIndex(of: id) else { return nil }
    let there = theirs.children(of: parent).filter { $0 != moving }
    guard index > 0 else { return 0 }
    if let previous = theirs.child(named: shadow.name(of: siblings[index - 1])!, of: parent),
      let at = there.firstIndex(of: previous)
    {
      return at + 1
    }
    guard index + 1 < siblings.count else { return there.count }
    if let next = theirs.child(named: shadow.name(of: siblings[index + 1])!, of: parent),
      let at = there.firstIndex(of: next)
    {
      return at
    }
    return nil
  }

  mutating func apply(_ edit: Edit) throws(Failure) {
    switch edit {
    case .move(let id, _, _):
      try moveAll([id], edit: edit)
    case .moveGroup(let ids, _, _):
      try moveAll(ids, edit: edit)
    case .insert(let subtree, let at):
      try insert(subtree, at: at, edit: edit)
    case .remove(let subtree, _):
      let id = subtree.rootID
      guard let target = counterpart(id) else { throw Failure(kind: .remove, node: title(id), reason: .nodeGone) }
      let ours = Set(shadow.subtreeIDs(of: id).map { Self.key(of: $0, in: shadow) })
      if theirs.subtreeIDs(of: target).contains(where: { !ours.contains(Self.key(of: $0, in: theirs)) }) {
        throw Failure(kind: .remove, node: title(id), reason: .changedThere)
      }
      _ = theirs.remove(target)
      shadow.apply(edit)
    case .rename(let id, _, let to):
      guard let target = counterpart(id) else { throw Failure(kind: .rename, node: title(id), reason: .nodeGone) }
      if let parent = theirs.parentID(of: target), let other = theirs.child(named: to, of: parent), other != target {
        throw Failure(kind: .rename, node: title(id), reason: .nameTaken(to))
      }
      shadow.apply(edit)
      theirs.setName(to, of: target)
      theirs.setTitle(shadow.title(of: id), of: target)
    case .update(let id, _, let to):
      guard let target = counterpart(id) else { throw Failure(kind: .change, node: title(id), reason: .nodeGone) }
      shadow.apply(edit)
      theirs.setState(NodeState(frame: to.frame, properties: to.properties, childFrames: nil), of: target)
    case .group(let edits):
      for edit in edits { try apply(edit) }
    }
  }

  /// Moves nodes as the shadow's step did: each found there first, then placed in the order
  /// they end in, so a node's sibling before it is placed before it.
  mutating func moveAll(_ ids: [NodeID], edit: Edit) throws(Failure) {
    var targets: [NodeID] = []
    for id in ids {
      guard let target = counterpart(id) else { throw Failure(kind: .move, node: title(id), reason: .nodeGone) }
      targets.append(target)
    }
    shadow.apply(edit)
    let order = ids.indices.sorted {
      (shadow.depth(of: ids[$0]), shadow.index(of: ids[$0]) ?? 0) < (
        shadow.depth(of: ids[$1]), shadow.index(of: ids[$1]) ?? 0
      )
    }
    for index in order {
      let id = ids[index]
      let target = targets[index]
      let name = title(id)
      guard let shadowParent = shadow.parentID(of: id) else { continue }
      let container = shadow.title(of: shadowParent) ?? ""
      guard let parent = Self.find(Self.key(of: shadowParent, in: shadow), in: theirs) else {
        throw Failure(kind: .move, node: name, reason: .containerGone(container))
      }
      if parent != theirs.parentID(of: target), let refusal = theirs.refusal(of: target, into: parent) {
        throw Failure(kind: .move, node: name, reason: .refused(container, refusal))
      }
      if theirs.isAncestor(target, of: parent) {
        throw Failure(kind: .move, node: name, reason: .refused(container, .insideItself))
      }
      guard let at = place(of: id, in: parent, excluding: target) else {
        throw Failure(kind: .move, node: name, reason: .placeGone(container))
      }
      theirs.move(target, to: Placement(parent: parent, index: at, frame: shadow.frame(of: id)!))
    }
  }

  /// Adds a copy of what the step added, with IDs of the other version's own.
  mutating func insert(_ subtree: Subtree, at placement: Placement, edit: Edit) throws(Failure) {
    let id = subtree.rootID
    let name = subtree.nodes[0].name
    shadow.apply(edit)
    let container = shadow.title(of: placement.parent) ?? ""
    guard let parent = Self.find(Self.key(of: placement.parent, in: shadow), in: theirs) else {
      throw Failure(kind: .add, node: title(id), reason: .containerGone(container))
    }
    if theirs.child(named: name, of: parent) != nil {
      throw Failure(kind: .add, node: title(id), reason: .nameTaken(name))
    }
    guard let at = place(of: id, in: parent, excluding: nil) else {
      throw Failure(kind: .add, node: title(id), reason: .placeGone(container))
    }
    var mapping: [NodeID: NodeID] = [:]
    var next = theirs.nextID.rawValue
    for node in subtree.nodes {
      mapping[node.id] = NodeID(rawValue: next)
      next += 1
    }
    let nodes = subtree.nodes.map { node in
      Node(
        id: mapping[node.id]!, name: node.name, type: node.type, frame: node.frame,
        parent: node.parent.flatMap { mapping[$0] } ?? parent, children: node.children.map { mapping[$0]! },
        properties: node.properties)
    }
    theirs.insert(Subtree(nodes: nodes), at: Placement(parent: parent, index: at, frame: placement.frame))
    for node in subtree.nodes { theirs.setTitle(shadow.title(of: node.id), of: mapping[node.id]!) }
  }
}
