import DragDropKit

/// Scene files (`Docs/scene-format.md`): bytes in, a scene out, and back. A bad file is rejected whole
/// with the JSON path of its first fault. No I/O: the commands floor reads and saves the files.
public enum SceneFile {
  /// The only version this build reads and writes.
  public static let version = 1
  /// The deepest JSON nesting accepted: two levels a node (its object and its children array)
  /// for `Scene.maxDepth` nodes, plus the document, a frame and a layout's cell.
  public static let maxJSONDepth = 2 * Scene.maxDepth + 8

  /// Decodes and validates scene file bytes. `interrupted` is asked now and then during a long
  /// read; when it says true, reading stops with `FormatError.stopped`.
  ///
  /// - Complexity: O(bytes + nodes); one pass, no quadratic steps.
  public static func decode(_ bytes: [UInt8], interrupted: @escaping () -> Bool = { false }) throws(FormatError)
    -> Scene
  {
    try build(try parse(bytes, interrupted: interrupted), interrupted: interrupted)
  }

  /// What a file holds before it becomes a scene: the node tree, the distinct properties its
  /// nodes use, and how many nodes there are.
  public struct Parsed {
    var root: FileNode
    var properties: [NodeProperties]
    var nodeCount: Int
  }

  /// Reads a file's bytes into a node tree, or the error with its line, column or JSON path.
  /// A caller that frees the bytes before `build` holds less at once.
  public static func parse(_ bytes: [UInt8], interrupted: @escaping () -> Bool = { false }) throws(FormatError)
    -> Parsed
  {
    let result: Result<Parsed, JSONReader.Failure> = bytes.withUnsafeBufferPointer { buffer in
      var reader = SceneFileReader(json: JSONReader(buffer, maxDepth: maxJSONDepth), interrupted: interrupted)
      return Result { () throws(JSONReader.Failure) -> Parsed in
        let root = try reader.document()
        return Parsed(root: root, properties: reader.properties, nodeCount: reader.nodeCount)
      }
    }
    switch result {
    case .success(let parsed): return parsed
    case .failure(.interrupted):
      throw .stopped
    case .failure(.syntax(let problem, let offset)):
      if bytes.isEmpty { throw FormatError(.emptySceneFile) }
      let (line, column) = bytes.withUnsafeBufferPointer { JSONReader.location(of: offset, in: $0) }
      throw FormatError(.notJSON(problem), line: line, column: column)
    case .failure(.field(let problem, let path, let offset)):
      let (line, column) = bytes.withUnsafeBufferPointer { JSONReader.location(of: offset, in: $0) }
      throw FormatError(problem, line: line, column: column, jsonPath: JSONReader.format(path))
    }
  }

  /// Builds the scene of a parsed file, or the error with the JSON path of the node at fault.
  public static func build(_ parsed: Parsed, interrupted: () -> Bool = { false }) throws(FormatError) -> Scene {
    try build(parsed.root, properties: parsed.properties, nodeCount: parsed.nodeCount, interrupted: interrupted)
  }

  /// Builds the scene breadth-first, laying out each container once at the end.
  ///
  /// - Complexity: O(n).
  static func build(
    _ root: FileNode, properties: [NodeProperties], nodeCount: Int, interrupted: () -> Bool
  ) throws(FormatError) -> Scene {
    guard root.type == .container else { throw FormatError(.rootNotContainer, jsonPath: "$.root.type") }
    var scene = Scene(size: root.frame.size)
    scene.reserveCapacity(nodeCount)
    var rootProperties = properties[Int(root.properties)]
    if !root.hasAccepts { rootProperties.accepts = .none }
    rootProperties.draggable = false
    // The root is checked like any other node: a grid of 0 columns or a negative spacing here
    // would otherwise reach the layout.
    do {
      try Scene.validateFrame(root.frame, of: root.name)
      try Scene.validateProperties(rootProperties, of: root.name)
    } catch {
      throw FormatError(.engine(error), jsonPath: "$.root")
    }
    scene.setRootProperties(rootProperties, name: root.name, origin: root.frame.origin)
    // Each entry: the node, its parent's ID, and how to name its path if it fails.
    var queue: [(node: FileNode, parent: NodeID, from: Int, index: Int)] = []
    var paths: [(from: Int, index: Int)] = []
    queue.reserveCapacity(nodeCount)
    paths.reserveCapacity(nodeCount)
    for (index, child) in root.children.enumerated() { queue.append((child, .root, -1, index)) }
    var next = 0
    while next < queue.count {
      if next & 4095 == 0, interrupted() { throw FormatError.stopped }
      let (node, parent, from, index) = queue[next]
      paths.append((from, index))
      let id: NodeID
      do {
        id = try scene.addNode(
          named: node.name, type: node.type, frame: node.frame, properties: properties[Int(node.properties)],
          in: parent,
          layout: false)
      } catch {
        throw FormatError(.engine(error), jsonPath: path(of: next, in: paths))
      }
      for (childIndex, child) in node.children.enumerated() { queue.append((child, id, next, childIndex)) }
      queue[next].node.children = []
      next += 1
    }
    scene.relayoutAll()
    return scene
  }

  /// `$.root.children[1].children[0]` for a queue entry.
  static func path(of entry: Int, in paths: [(from: Int, index: Int)]) -> String {
    var indices: [Int] = []
    var current = entry
    while current >= 0 {
      indices.append(paths[current].index)
      current = paths[current].from
    }
    return "$.root" + indices.reversed().map { ".children[\($0)]" }.joined()
  }
}
