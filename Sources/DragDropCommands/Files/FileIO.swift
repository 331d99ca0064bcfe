import DragDropAnnouncements
import DragDropKit

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
  /// What a path is instead of a regular file, by its `st_mode` kind.
  static func kindPhrase(_ kind: mode_t) -> NarrationTemplates.Phrase {
    kind == S_IFDIR ? .kindFolder : kind == S_IFIFO ? .kindFIFO : kind == S_IFSOCK ? .kindSocket : .kindDevice
  }

  /// What dnd was doing with a file when a system call failed.
  enum Action {
    case read, save, record, makeFolder

    /// The error's phrase: "cannot read {file}, {reason}".
    var phrase: NarrationTemplates.Phrase {
      switch self {
      case .read: .errorCannotRead
      case .save: .errorCannotSave
      case .record: .errorCannotRecord
      case .makeFolder: .errorCannotMakeFolder
      }
    }
  }

  static func failure(_ action: Action, _ path: String, code: CommandError.Code) -> CommandError {
    let number = errno
    return CommandError(said(action, path, number), code: code, cause: .errno(number))
  }

  /// A failed read or save in the catalogs' words: the file and the reason, the common reasons
  /// translated, any other the system's own (English) words.
  static func said(_ action: Action, _ path: String, _ number: Int32, hint: NarrationTemplates.Phrase? = nil)
    -> CommandError.Said
  {
    let reason: NarrationTemplates.Phrase? =
      switch number {
      case ENOENT: .reasonNoSuchFile
      case EACCES, EPERM: .reasonPermission
      case EISDIR: .reasonIsFolder
      case ENOSPC, EDQUOT: .reasonDiskFull
      case EROFS: .reasonReadOnly
      case ENOTDIR: .reasonNotFolder
      default: nil
      }
    return .init(
      action.phrase, hint: hint,
      [.file: Sanitizer.clean(path), .reason: String(cString: strerror(number)), .command: "chmod u+w"],
      phrases: reason.map { [.reason: $0] } ?? [:])
  }

  /// The largest files dnd reads, in bytes: a bigger one is refused at once, with the limit.
  package enum Limit {
    /// Scene files: a million-node scene is about 150 MB.
    package static let scene = 1 << 30
    /// Batch files (`dnd FILE`, `source`).
    package static let batch = 1 << 30
    /// The settings file.
    package static let settings = 1 << 20
  }

  /// "1 GB", "1 MB": a limit in words.
  static func words(_ bytes: Int) -> String {
    bytes >= 1 << 30 ? "\(bytes >> 30) GB" : bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }

  /// Opens a regular file for reading and returns it with its size, or refuses: a folder, a
  /// FIFO or a device is not a file to read (a FIFO with no writer would block forever,
  /// `/dev/zero` would never end), nor is a file bigger than `limit`.
  /// A regular file's size in bytes, or nil when it cannot be read as one.
  package static func size(_ path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  package static func openRegular(_ path: String, limit: Int, what: String) throws(CommandError) -> (Int32, Int) {
    // Non-blocking, so that opening a FIFO with no writer returns at once and is refused.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw failure(.read, path, code: .unreadableFile) }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      let error = failure(.read, path, code: .unreadableFile)
      close(fd)
      throw error
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(fd)
      throw CommandError(
        .errorNotRegular, [.file: Sanitizer.clean(path)], phrases: [.item: kindPhrase(kind)], code: .unreadableFile,
        cause: .errno(kind == S_IFDIR ? EISDIR : EINVAL))
    }
    guard Int(status.st_size) <= limit else {
      close(fd)
      throw CommandError(
        .errorFileTooLarge, hint: .hintSplitFile,
        [.file: Sanitizer.clean(path), .size: words(Int(status.st_size)), .to: words(limit)], nouns: [.item: what],
        code: .unreadableFile, cause: .errno(EFBIG))
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return (fd, Int(status.st_size))
  }

  /// Reads a whole regular file of at most `limit` bytes.
  package static func read(_ path: String, limit: Int = Limit.scene, what: String = "a scene file")
    throws(CommandError) -> [UInt8]
  {
    let (fd, size) = try openRegular(path, limit: limit, what: what)
    defer { close(fd) }
    // Read straight into storage of the file's size: no second copy, no growing by doubling.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0)) { storage, count in
      count = 0
      while count < storage.count {
        let got = readSome(fd, UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: storage[count...])))
        if got < 0, errno == EINTR { continue }
        if got < 0 { failed = true }
        if got <= 0 { return }
        count += got
      }
    }
    if failed { throw failure(.read, path, code: .unreadableFile) }
    try Interruption.check()
    // A file that came out shorter than it was measured ended at its end; one that grew since
    // gives the rest, a piece at a time.
    guard bytes.count == size else { return bytes }
    var buffer = [UInt8](repeating: 0, count: 1 << 12)
    while true {
      let count = buffer.withUnsafeMutableBytes { readSome(fd, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(.read, path, code: .unreadableFile)
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      try Interruption.check()
      // A file that grows while it is read is held to the same limit.
      if bytes.count > limit {
        throw CommandError(
          .errorFileGrew, [.file: Sanitizer.clean(path), .size: words(limit)], code: .unreadableFile,
          cause: .errno(EFBIG))
      }
    }
    return bytes
  }

  /// Reads a whole regular file as `read` does; nil when there is no such file, found without
  /// making an error: a missing settings file is the usual case, at every start.
  package static func readIfPresent(_ path: String, limit: Int, what: String) throws(CommandError) -> [UInt8]? {
    var status = stat()
    if stat(path, &status) != 0, errno == ENOENT { return nil }
    return try read(path, limit: limit, what: what)
  }

  /// The first bytes of a regular file (at most `count`), or empty when it cannot be read.
  package static func head(_ path: String, count: Int) -> [UInt8] {
    // A missing file (`~/.inputrc`, at each interactive start) is found with stat: the first
    // error a run makes costs more than the rest of its start.
    var status = stat()
    guard stat(path, &status) == 0,
      let (fd, _) = try? openRegular(path, limit: Int.max, what: "a file")
    else { return [] }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: count)
    let read = buffer.withUnsafeMutableBytes { readSome(fd, $0) }
    return read > 0 ? Array(buffer[0..<read]) : []
  }

  /// Appends one line to an open file in one write(2), newlines in it made spaces, so that a
  /// kill leaves whole lines only (the journal and recordings).
  package static func appendLine(_ line: String, to fd: Int32) {
    guard fd >= 0 else { return }
    var bytes = Array(line.split(separator: "\n").joined(separator: " ").utf8)
    bytes.append(0x0A)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// The path made absolute against the working folder.
  package static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (folder == "/" ? "" : folder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }

  /// Makes the directories a file's path names, as `mkdir -p` would, private to the user.
  /// Directories that exist are left as they are.
  package static func makeDirectories(for path: String) throws(CommandError) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    var directory = path.hasPrefix("/") ? "" : "."
    for part in path[..<slash].split(separator: "/") {
      directory += "/" + part
      if mkdir(directory, 0o700) != 0 && errno != EEXIST {
        throw failure(.makeFolder, directory, code: .unwritableFile)
      }
    }
  }
}

/// One read(2) call; outside `FileIO`, whose own `read` would otherwise shadow the system's.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}
