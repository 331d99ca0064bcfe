import DragDropAnnouncements
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streams lines from a file or a file descriptor, so a large script is never loaded whole.
public final class LineReader {
  private let file: UnsafeMutablePointer<FILE>
  private let ownsFile: Bool
  /// getline's buffer and its size, behind pointers: a class's `var`s are checked for
  /// exclusive access on every use, which callgrind showed costing more than getline itself.
  private let buffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let capacity: UnsafeMutablePointer<Int>
  /// True for a regular file, which may be read ahead; false for a pipe or a terminal.
  public let isRegularFile: Bool
  /// The size of a regular file when opened; 0 otherwise.
  public let byteCount: Int

  /// Opens a file for reading, or fails with a file error (exit status 3).
  /// A FIFO, a device or a file over `FileIO.Limit.batch` is refused at once.
  public init(path: String) throws(CommandError) {
    let (fd, size) = try FileIO.openRegular(path, limit: FileIO.Limit.batch, what: "a batch file")
    guard let file = fdopen(fd, "r") else {
      let code = errno
      close(fd)
      let error = CommandError(FileIO.said(.read, path, code), code: .unreadableFile, cause: .errno(code))
      throw error
    }
    self.file = file
    self.ownsFile = true
    (buffer, capacity) = Self.getlineState()
    self.isRegularFile = true
    self.byteCount = size
  }

  /// Reads from standard input.
  public init(standardInput: Void = ()) {
    // A private stdio stream on descriptor 0; the shared `stdin` global is not concurrency-safe.
    self.file = fdopen(STDIN_FILENO, "r")!
    self.ownsFile = false
    (buffer, capacity) = Self.getlineState()
    self.isRegularFile = false
    self.byteCount = 0
  }

  private static func getlineState() -> (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, UnsafeMutablePointer<Int>)
  {
    let buffer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    buffer.initialize(to: nil)
    let capacity = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    capacity.initialize(to: 0)
    return (buffer, capacity)
  }

  deinit {
    free(buffer.pointee)
    buffer.deallocate()
    capacity.deallocate()
    if ownsFile { fclose(file) }
  }

  /// The next line without its line ending, or nil at the end. Invalid UTF-8 is repaired.
  public func next() -> String? {
    let length = getline(buffer, capacity, file)
    guard length >= 0, let buffer = buffer.pointee else { return nil }
    var count = length
    if count > 0, buffer[count - 1] == 0x0A { count -= 1 }
    if count > 0, buffer[count - 1] == 0x0D { count -= 1 }
    return buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }
}
