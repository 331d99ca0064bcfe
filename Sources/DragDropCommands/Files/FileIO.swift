import DragDropAnnouncements

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic writes, with errors that name the file and the reason.
package enum FileIO {
  /// The last failed system call as an error: "cannot read board.json: No such file or directory".
  static func failure(_ verb: String, _ path: String, code: CommandError.Code) -> CommandError {
    let number = errno
    return CommandError(
      "\(verb) \(Sanitizer.clean(path)): \(String(cString: strerror(number)))", code: code, cause: .errno(number))
  }

  /// Reads a whole file.
  package static func read(_ path: String) throws(CommandError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw failure("cannot read", path, code: .unreadableFile)
    }
    defer { close(fd) }
    var status = stat()
    if fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw CommandError(
        "cannot read \(Sanitizer.clean(path)): it is a directory", code: .unreadableFile, cause: .errno(EISDIR))
    }
    var bytes: [UInt8] = []
    // The whole size up front: growing by doubling would hold up to three times the file.
    if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size) + 1) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { readSome(fd, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read", path, code: .unreadableFile)
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// Makes the directories a file's path names, as `mkdir -p` would, private to the user.
  /// Directories that exist are left as they are.
  package static func makeDirectories(for path: String) throws(CommandError) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    var directory = path.hasPrefix("/") ? "" : "."
    for part in path[..<slash].split(separator: "/") {
      directory += "/" + part
      if mkdir(directory, 0o700) != 0 && errno != EEXIST {
        throw failure("cannot make the folder", directory, code: .unwritableFile)
      }
    }
  }
}

/// One read(2) call; outside `FileIO`, whose own `read` would otherwise shadow the system's.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}
