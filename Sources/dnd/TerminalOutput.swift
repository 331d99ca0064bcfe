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
  nonisolated(unsafe) fileprivate static var pending: [UInt8] = []
  /// True while the interactive session runs: standard output and readline's output gather
  /// here until `flush()`.
  nonisolated(unsafe) static var gathering = false

  /// The line feeds gathered so far, written or not: the rows an answer takes on the screen are
  /// the difference at its end and its start (answers are wrapped to the terminal's width).
  nonisolated(unsafe) private(set) static var newlines = 0

  /// Adds bytes to what the next `flush()` writes.
  static func append(_ bytes: UnsafeRawBufferPointer) {
    unpark()
    pending.append(contentsOf: bytes)
    for byte in bytes where byte == 0x0A { newlines += 1 }
  }

  /// Adds text to what the next `flush()` writes.
  static func append(_ text: String) {
    unpark()
    pending.append(contentsOf: text.utf8)
    for byte in text.utf8 where byte == 0x0A { newlines += 1 }
  }

  /// Adds bytes to what the next `flush()` writes.
  static func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Takes back the line feed that ends what is gathered, if it does; true when it did.
  static func dropFinalLineFeed() -> Bool {
    guard pending.last == 0x0A else { return false }
    pending.removeLast()
    newlines -= 1
    return true
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

extension TerminalOutput {
  /// True while the cursor is parked on the live view's focused item (`ViewScreen`): the next
  /// bytes written first put it back where it was saved, at the prompt.
  nonisolated(unsafe) static var restoreBeforeWriting = false

  /// Puts a parked cursor back at the prompt.
  static func unpark() {
    guard restoreBeforeWriting else { return }
    restoreBeforeWriting = false
    pending.append(contentsOf: "\u{1B}8".utf8)
  }
}
