import DragDropKit
import FoundationEssentials

/// Reading and writing scene files (DESIGN section 8). A bad file is rejected whole with the
/// JSON path of its first fault; nothing on disk changes.
public enum SceneFile {
  /// The only version this build reads and writes.
  public static let version = 1
  /// The deepest JSON nesting accepted: about 250 levels of nodes.
  public static let maxJSONDepth = 512

  /// Reads and validates a scene file.
  public static func read(_ path: String) throws(CommandError) -> Scene {
    try decode(try FileIO.read(path), name: path)
  }

  /// Decodes and validates scene file bytes; `name` is used in error messages.
  public static func decode(_ bytes: [UInt8], name: String) throws(CommandError) -> Scene {
    let file = Sanitizer.clean(name)
    if let problem = JSONSyntax.check(bytes, maxDepth: maxJSONDepth) {
      throw CommandError(
        "\(file):\(problem.line):\(problem.column): not valid JSON: \(problem.message)", kind: .file)
    }
    let document: SceneFileDocument
    do {
      document = try JSONDecoder().decode(SceneFileDocument.self, from: Data(bytes))
    } catch let fault as SceneFileFault {
      throw CommandError("\(file): \(jsonPath(fault.path)): \(fault.message)", kind: .file)
    } catch let error as DecodingError {
      throw CommandError("\(file): \(describe(error))", kind: .file)
    } catch {
      throw CommandError("\(file): \(error)", kind: .file)
    }
    do {
      return try build(document.root)
    } catch let fault as SceneFileFault {
      throw CommandError("\(file): \(jsonPath(fault.path)): \(fault.message)", kind: .file)
    } catch {
      throw CommandError("\(file): \(error)", kind: .file)
    }
  }

  /// `$.root.children[2].frame` for a coding path.
  static func jsonPath(_ path: [CodingKey]) -> String {
    var text = "$"
    for key in path {
      if let index = key.intValue { text += "[\(index)]" } else { text += ".\(Sanitizer.clean(key.stringValue))" }
    }
    return text
  }

  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "\(jsonPath(context.codingPath)): expected \(typeName(type))"
    case .valueNotFound(let type, let context):
      return "\(jsonPath(context.codingPath)): expected \(typeName(type)), found null"
    case .keyNotFound(let key, let context):
      return "\(jsonPath(context.codingPath)): missing the required field '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return "\(jsonPath(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    case is [String].Type: "a list of strings"
    default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }

  /// Builds the scene breadth-first with the JSON path of every node for error messages.
  static func build(_ root: SceneFileNode) throws -> Scene {
    guard root.type == .container else {
      throw SceneFileFault(message: "the root must be a container", path: [AnyKey("root"), AnyKey("type")])
    }
    var scene = Scene(size: root.frame.size)
    var rootProperties = root.properties
    if !root.hasAccepts { rootProperties.accepts = .none }
    rootProperties.draggable = false
    scene.setRootProperties(rootProperties, name: root.name, origin: root.frame.origin)
    var queue: [(node: SceneFileNode, parent: NodeID, path: [CodingKey])] = []
    for (index, child) in root.children.enumerated() {
      queue.append((child, .root, [AnyKey("root"), AnyKey("children"), AnyKey(intValue: index)!]))
    }
    var next = 0
    while next < queue.count {
      let (node, parent, path) = queue[next]
      next += 1
      let id: NodeID
      do {
        id = try scene.addNode(
          named: node.name, type: node.type, frame: node.frame, properties: node.properties, in: parent)
      } catch {
        throw SceneFileFault(message: error.description, path: path)
      }
      for (index, child) in node.children.enumerated() {
        queue.append((child, id, path + [AnyKey("children"), AnyKey(intValue: index)!]))
      }
      queue[next - 1].node.children = []
    }
    return scene
  }
}
