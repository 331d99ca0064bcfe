import DragDropAnnouncements
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a save did besides writing the file.
package struct SaveOutcome: Hashable, Sendable {
  /// Other hard links to the old file, which keep the old version.
  package var otherLinks = 0
  /// What was written: the file's stamp, to compare with before the next save.
  package var stamp: FileStamp?
}

extension FileIO {
  /// Writes a file atomically and faithfully: a temporary file in the target's own folder,
  /// written, fsynced and renamed over it. On any failure the target is left as it was and the
  /// temporary file removed.
  ///
  /// - Through a symlink it writes the link's target and the link stays.
  /// - The file's mode, owner and group are kept (owner and group where the process may set
  ///   them); a new file gets 0666 less the umask. The temporary file is 0600 until then, never
  ///   wider than the final file.
  /// - A file the user may not write, and anything that is not a regular file (a folder, a
  ///   FIFO, a device), is refused with the reason.
  /// - Temporary files a killed save left beside the target are removed first.
  @discardableResult
  package static func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(CommandError) -> SaveOutcome {
    try writeAtomically(path, producing: { write in _ = bytes.withUnsafeBufferPointer(write) })
  }

  /// Writes a file atomically, as `writeAtomically(_:_:)` does, from bytes made as they are
  /// written: `produce` hands them to `write` in pieces, and `write` returns false once writing
  /// failed. When `produce` throws, the file is left as it was.
  @discardableResult
  package static func writeAtomically(
    _ path: String, producing produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Bool) throws(CommandError) -> Void
  ) throws(CommandError) -> SaveOutcome {
    try commit(try stage(path, producing: produce))
  }

  /// A file written beside its target and not yet renamed over it: several are staged first
  /// and then committed one after another, so that a save of several files (a vault's) writes
  /// nothing until every one is ready. Its temporary file stays open and locked until then, so
  /// that no other save takes it for an abandoned one.
  package struct Staged {
    package let path: String
    package let temporary: String
    let target: String
    let directory: String
    let fd: Int32
    package var outcome: SaveOutcome

    /// The file the temporary one will replace.
    package var finalPath: String { target }
  }

  /// Writes the temporary file of an atomic write, fsynced, without renaming it.
  package static func stage(
    _ path: String, producing produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Bool) throws(CommandError) -> Void
  ) throws(CommandError) -> Staged {
    let target = try resolvingLinks(path)
    var outcome = SaveOutcome()
    var existing = stat()
    var mode = mode_t(0o666) & ~currentUmask()
    var owner: (uid_t, gid_t)?
    if stat(target, &existing) == 0 {
      let kind = existing.st_mode & S_IFMT
      guard kind == S_IFREG else {
        throw CommandError(
          .errorSaveNotRegular, hint: .hintSaveElsewhere, [.file: Sanitizer.clean(path)],
          phrases: [.item: FileIO.kindPhrase(kind)], code: .unwritableFile, cause: .errno(EINVAL))
      }
      // No write bit at all is read-only even to root, who could otherwise write anything.
      if access(target, W_OK) != 0 || existing.st_mode & 0o222 == 0 {
        let number = existing.st_mode & 0o222 == 0 ? EACCES : errno
        throw CommandError(
          FileIO.said(.save, path, number, hint: .hintMakeWritable), code: .unwritableFile, cause: .errno(number))
      }
      mode = existing.st_mode & 0o7777
      owner = (existing.st_uid, existing.st_gid)
      outcome.otherLinks = max(0, Int(existing.st_nlink) - 1)
    } else if errno != ENOENT {
      throw failure(.save, path, code: .unwritableFile)
    }
    let (directory, base) = split(target)
    removeAbandonedTemporaries(in: directory, base: base)
    var template = Array("\(directory)/.\(base).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw failure(.save, path, code: .unwritableFile) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Held while writing, so the next save can tell an abandoned temporary file from a live one.
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    _ = fcntl(fd, F_SETLK, &lock)
    func fail() -> CommandError {
      let error = failure(.save, path, code: .unwritableFile)
      close(fd)
      unlink(temporary)
      return error
    }
    var writeError: Int32?
    var hasher = FileStamp.Hasher()
    let writeChunk = { (chunk: UnsafeBufferPointer<UInt8>) -> Bool in
      hasher.combine(UnsafeRawBufferPointer(chunk))
      var written = 0
      while written < chunk.count, writeError == nil {
        let count = write(fd, chunk.baseAddress! + written, chunk.count - written)
        if count < 0, errno != EINTR { writeError = errno }
        if count > 0 { written += count }
      }
      return writeError == nil
    }
    do {
      try produce(writeChunk)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    if let writeError {
      errno = writeError
      throw fail()
    }
    if let (uid, gid) = owner, uid != getuid() || gid != getgid() {
      // Only root may give a file away; anyone may keep a group they belong to. Failing is fine.
      _ = fchown(fd, uid, gid)
    }
    guard fchmod(fd, mode) == 0, fsync(fd) == 0 else { throw fail() }
    outcome.stamp = stamp(of: fd, hash: hasher.value)
    return Staged(path: path, temporary: temporary, target: target, directory: directory, fd: fd, outcome: outcome)
  }

  /// Gives up a staged file: its temporary file goes, the target stays as it was.
  package static func abandon(_ staged: Staged) {
    close(staged.fd)
    unlink(staged.temporary)
  }

  /// Renames a staged file over its target and makes the rename durable.
  package static func commit(_ staged: Staged) throws(CommandError) -> SaveOutcome {
    let (temporary, target, directory, outcome) = (staged.temporary, staged.target, staged.directory, staged.outcome)
    guard rename(temporary, target) == 0 else {
      let error = failure(.save, staged.path, code: .unwritableFile)
      abandon(staged)
      throw error
    }
    close(staged.fd)
    let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
    return outcome
  }

  /// The file a path finally names, following symlinks (a dangling one names the file it would
  /// create), at most 40 deep.
  static func resolvingLinks(_ path: String) throws(CommandError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { throw failure(.save, path, code: .unwritableFile) }
      let link = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : split(current).directory + "/" + link
    }
    throw CommandError(
      .errorCannotSave, [.file: Sanitizer.clean(path)], phrases: [.reason: .reasonTooManyLinks], code: .unwritableFile,
      cause: .errno(ELOOP))
  }

  /// A path's folder and last part: `("/a/b", "c.json")`, `(".", "c.json")`.
  static func split(_ path: String) -> (directory: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.index(after: slash)...]))
  }

  /// Removes `.BASE.tmp-XXXXXX` files in the folder that no save holds: a save that was killed
  /// left them. A live save holds a lock on its temporary file, so it is never touched.
  static func removeAbandonedTemporaries(in directory: String, base: String) {
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let prefix = ".\(base).tmp-"
    while let entry = readdir(folder) {
      let name = FileIO.name(of: entry)
      guard name.hasPrefix(prefix), name.count == prefix.count + 6 else { continue }
      let path = directory + "/" + name
      let fd = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
      guard fd >= 0 else { continue }
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      if fcntl(fd, F_SETLK, &lock) == 0 { unlink(path) }
      close(fd)
    }
  }

  /// A directory entry's name, read in place. Copying `entry.pointee.d_name` would read all 256
  /// bytes of the field, past the end of a short entry's record: fuzzing with AddressSanitizer
  /// caught it.
  package static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
  }

  /// The process's umask, read without changing it for long.
  static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
