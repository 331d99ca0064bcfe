import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What dnd read or wrote of a file: its identity (device and inode), size, modification time
/// and a hash of its bytes. Compared with the file as it is now before every save, so that a
/// change another program made is never written over (`Docs/files.md`).
package struct FileStamp: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64
  package var size: Int
  package var seconds: Int
  package var nanoseconds: Int
  /// The hash of the bytes (`FileStamp.hash`).
  package var hash: UInt64

  init(_ status: stat, hash: UInt64) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int(status.st_size)
    seconds = Int(status.st_mtim.tv_sec)
    nanoseconds = Int(status.st_mtim.tv_nsec)
    self.hash = hash
  }

  /// True when `status` shows the same file, size and time: the bytes need not be read again.
  func matches(_ status: stat) -> Bool {
    device == UInt64(status.st_dev) && inode == UInt64(status.st_ino) && size == Int(status.st_size)
      && seconds == Int(status.st_mtim.tv_sec) && nanoseconds == Int(status.st_mtim.tv_nsec)
  }

  /// A 64-bit hash of bytes, eight at a time (FNV-1a's constants, with a fold): to tell changed
  /// bytes from a file only touched or replaced by the same bytes. Not for adversaries.
  package struct Hasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private var count: UInt64 = 0

    package init() {}

    package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
      var index = 0
      let end = bytes.count
      while index + 8 <= end {
        let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        state = (state ^ word) &* 0x100_0000_01b3
        state ^= state >> 29
        index += 8
      }
      while index < end {
        state = (state ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        index += 1
      }
      count &+= UInt64(end)
    }

    package var value: UInt64 { state ^ count }
  }

  /// The hash of whole bytes.
  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine($0) }
    return hasher.value
  }
}

/// A file as it is now, against the stamp of what was read.
package enum FileLook {
  /// The same bytes: untouched, or rewritten with what it held (the stamp is the new one).
  case same(FileStamp)
  /// Deleted or moved away.
  case gone
  /// Other bytes, with their stamp.
  case changed([UInt8], FileStamp)
}

extension FileIO {
  /// Reads a whole regular file, with its stamp.
  package static func readStamped(_ path: String, limit: Int = Limit.scene, what: String = "a scene file")
    throws(CommandError) -> ([UInt8], FileStamp)
  {
    var status = stat()
    let statted = stat(path, &status) == 0
    let bytes = try read(path, limit: limit, what: what)
    if !statted { _ = stat(path, &status) }
    return (bytes, FileStamp(status, hash: FileStamp.hash(bytes)))
  }

  /// The file at `path` against `stamp`: a `stat` when nothing changed, a read when it did.
  package static func look(_ path: String, against stamp: FileStamp) throws(CommandError) -> FileLook {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .gone }
      throw failure(.read, path, code: .unreadableFile)
    }
    if stamp.matches(status) { return .same(stamp) }
    let (bytes, now) = try readStamped(path)
    return now.hash == stamp.hash && now.size == stamp.size ? .same(now) : .changed(bytes, now)
  }

  /// The stamp of a file just written: `status` is the written file's, `hash` its bytes'.
  static func stamp(of fd: Int32, hash: UInt64) -> FileStamp? {
    var status = stat()
    guard fstat(fd, &status) == 0 else { return nil }
    return FileStamp(status, hash: hash)
  }
}
