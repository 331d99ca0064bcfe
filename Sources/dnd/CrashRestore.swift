#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A crash in the interactive session leaves the terminal as it was: the handler for the
/// signals of a crash writes the bytes that end the live view (no scroll region, plain
/// attributes, the cursor shown), puts back the terminal modes dnd started with, and hands the
/// signal on to whoever handled it before (the Swift runtime's backtracer, or the default).
///
/// The handler uses only what a signal handler may: write(2), tcsetattr(3), sigaction(2) and
/// raise(3), on memory set aside when it was installed.
enum CrashRestore {
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 6)
  nonisolated(unsafe) private static let numbers = UnsafeMutablePointer<Int32>.allocate(capacity: 6)
  nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static var hasModes = false
  nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var count = 0

  /// Installs the handler; `text` is what it writes to standard output.
  static func install(writing text: String) {
    let utf8 = Array(text.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
    buffer.initialize(from: utf8, count: utf8.count)
    bytes = buffer
    count = utf8.count
    hasModes = tcgetattr(STDIN_FILENO, modes) == 0
    for (index, number) in signals.enumerated() {
      numbers[index] = number
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in CrashRestore.handle(number) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, previous + index)
    }
  }

  private static func handle(_ number: Int32) {
    if let bytes { _ = write(STDOUT_FILENO, bytes, count) }
    if hasModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, modes) }
    for index in 0..<6 where numbers[index] == number {
      sigaction(number, previous + index, nil)
    }
    // A fault happens again when the handler returns, now to the handler before; a signal sent
    // (kill -SEGV) is sent again.
    raise(number)
  }
}
