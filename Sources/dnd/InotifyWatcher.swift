import DragDropCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The open file watched with inotify. The file's folder is watched, not the file: programs
/// that save by writing a new file and renaming it over the old one (Obsidian, vim, sync
/// clients) replace the inode a watch on the file would follow. Events for other names in the
/// folder are ignored.
final class InotifyWatcher: FileWatcher {
  private let fd: Int32
  private var watchDescriptor: Int32 = -1
  private var folder: String?
  private var name: String?

  /// Nil where inotify cannot be used (then the session looks every half second).
  init?() {
    fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
  }

  deinit { close(fd) }

  var descriptor: Int32? { fd }

  func watch(_ path: String?) {
    let parts = path.map { FileIO.absolute($0) }.map(Self.split)
    guard parts?.folder != folder || parts?.name != name else { return }
    if watchDescriptor >= 0 { _ = inotify_rm_watch(fd, watchDescriptor) }
    watchDescriptor = -1
    folder = parts?.folder
    name = parts?.name
    guard let folder else { return }
    let events = IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
    watchDescriptor = inotify_add_watch(fd, folder, UInt32(events))
  }

  func drain() -> Bool {
    var concerns = false
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset + header - 4, as: UInt32.self))
        }
        let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
        let eventName = String(decoding: nameBytes, as: UTF8.self)
        if eventName == name || mask & UInt32(IN_Q_OVERFLOW) != 0 || mask & UInt32(IN_IGNORED) != 0 {
          concerns = true
        }
        offset += header + length
      }
    }
    return concerns
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, String(path[path.index(after: slash)...]))
  }
}
