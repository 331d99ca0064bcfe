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
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  func output(_ line: String) {
    output(line, newline: true)
  }

  func output(_ text: String, newline: Bool) {
    buffer.append(contentsOf: text.utf8)
    if newline { buffer.append(0x0A) }
    if buffer.count >= 1 << 16 { flush() }
  }

  func error(_ line: String) {
    flush()
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    Self.write(bytes, to: STDERR_FILENO)
  }

  /// Writes everything buffered for standard output.
  func flush() {
    guard !buffer.isEmpty else { return }
    Self.write(buffer, to: STDOUT_FILENO)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func write(_ bytes: [UInt8], to fd: Int32) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
      if count < 0 {
        if errno == EINTR { continue }
        return  // A closed pipe: nothing more can be written.
      }
      offset += count
    }
  }

  deinit { flush() }
}
