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

  /// Writes a file atomically: a temporary file in the same directory, fsync, then rename over
  /// the target. On any failure the target is left as it was and the temporary file removed.
  package static func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(CommandError) {
    let directory: String
    if let slash = path.lastIndex(of: "/") {
      directory = slash == path.startIndex ? "/" : String(path[..<slash])
    } else {
      directory = "."
    }
    let base = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array("\(directory)/.\(base).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      throw failure("cannot save", path, code: .unwritableFile)
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    func fail() -> CommandError {
      let error = failure("cannot save", path, code: .unwritableFile)
      close(fd)
      unlink(temporary)
      return error
    }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        throw fail()
      }
      written += count
    }
    fchmod(fd, 0o644)
    guard fsync(fd) == 0 else { throw fail() }
    close(fd)
    guard rename(temporary, path) == 0 else {
      let error = failure("cannot save", path, code: .unwritableFile)
      unlink(temporary)
      throw error
    }
    let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }
}

/// One read(2) call; outside `FileIO`, whose own `read` would otherwise shadow the system's.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}
