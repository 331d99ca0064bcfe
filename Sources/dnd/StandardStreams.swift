import DragDropCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error. Output is flushed before every error
/// line so the two streams interleave in order on a terminal.
final class StandardStreams: OutputSink {
  private let buffer = OutputBuffer(capacity: 1 << 17)

  var lineBuffer: OutputBuffer { buffer }

  init() {
    buffer.drain = { [unowned self] in self.flush() }
  }

  func output(_ line: String) {
    buffer.appendLine(line)
    didWrite()
  }

  func didWrite() {
    if buffer.count >= 1 << 16 { flush() }
  }

  func error(_ line: String) {
    flush()
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    bytes.withUnsafeBytes { Self.writeAll($0, to: STDERR_FILENO) }
  }

  /// Writes everything buffered for standard output.
  func flush() {
    guard buffer.count > 0 else { return }
    buffer.withBytes { Self.writeAll($0, to: STDOUT_FILENO) }
    buffer.removeAll()
  }

  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    var offset = 0
    while offset < bytes.count {
      let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return  // A closed pipe: nothing more can be written.
      }
      offset += count
    }
  }

  deinit { flush() }
}
