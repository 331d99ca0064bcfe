#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The interactive session's terminal output, gathered while one key is handled and then
/// written in one piece.
///
/// A screen reader watching a terminal (Fenrir, Speakup, Orca in a terminal) compares the
/// screen before and after each chunk of output it reads. When readline's new line, dnd's
/// answer and the prompt drawn again arrive in separate writes, it speaks the steps between:
/// "blank" for the empty line the cursor passed, the prompt again. Gathered, they arrive as
/// one change, and it speaks the answer alone.
enum TerminalOutput {
  nonisolated(unsafe) private static var pending: [UInt8] = []
  /// True while the interactive session runs: standard output and readline's output gather
  /// here until `flush()`.
  nonisolated(unsafe) static var gathering = false

  /// Adds bytes to what the next `flush()` writes.
  static func append(_ bytes: UnsafeRawBufferPointer) {
    pending.append(contentsOf: bytes)
  }

  /// Adds text to what the next `flush()` writes.
  static func append(_ text: String) {
    pending.append(contentsOf: text.utf8)
  }

  /// Writes everything gathered to standard output, in one write where the terminal takes it.
  static func flush() {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          // The terminal is gone (a hang-up): nothing more can be shown.
          break
        }
        offset += count
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
