import DragDropAnnouncements
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `record FILE` and `dnd --record FILE`: the session written as a batch file that replays it.
///
/// The file starts with a comment and the command that loads the scene the recording began
/// from; then each command that changed the scene or the drag, as the command with the same
/// effect (a key is written as the command it ran; Tab to the next accepting container as
/// `move into NAME`). `record stop` adds `expect` lines pinning every touched item and closes
/// it. Lines are written as they happen, so a killed session leaves a valid prefix.
public final class Recorder: @unchecked Sendable {  // Used only from the session's thread.
  /// The file being written.
  public let path: String
  private var fd: Int32
  /// Where every node was when the recording started, for the closing expectations.
  private let before: [NodeID: Placement]

  /// Opens `path` for a new recording from `start`, or throws with the path and the reason.
  init(path: String, start: String, scene: String, from current: Scene) throws(CommandError) {
    self.path = path
    var before: [NodeID: Placement] = [:]
    for id in current.subtreeIDs(of: .root) { before[id] = current.placement(of: id) }
    self.before = before
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileIO.failure(.record, path, code: .unwritableFile) }
    write("# dnd recording, started \(Journal.now()); from \(scene.split(separator: "\n").joined(separator: " "))")
    write(start)
  }

  deinit { if fd >= 0 { close(fd) } }

  /// Writes one command line.
  func write(_ line: String) { FileIO.appendLine(line, to: fd) }

  /// Writes the closing expectations for every node that moved or is new since the recording
  /// started, in document order, and closes the file; returns how many.
  func stop(in scene: Scene) -> Int {
    var count = 0
    for id in scene.subtreeIDs(of: .root) where id != .root {
      guard let placement = scene.placement(of: id), placement != before[id] else { continue }
      let free = scene[placement.parent]?.properties.layout == .free
      let expectation = Expectation.inContainer(
        Self.reference(id, in: scene), Self.reference(placement.parent, in: scene), position: placement.index + 1,
        at: free ? placement.frame.origin : nil)
      write(Command.expect(expectation).description)
      count += 1
    }
    close(fd)
    fd = -1
    return count
  }

  /// A node as a command names it: its path from the root, quoted, with `\\`, `\"` and control
  /// characters escaped (`\u{1b}`), so that replaying it names the same node.
  static func reference(_ id: NodeID, in scene: Scene) -> Reference {
    Reference(text: id == .root ? scene.root.name : scene.path(of: id), location: SourceLocation(line: 1, column: 1))
  }
  /// A text as a quoted string of the command language (`Command.quoted`, in CommandPrinter.swift).
  public static func quoted(_ text: String) -> String { Command.quoted(text) }
}
