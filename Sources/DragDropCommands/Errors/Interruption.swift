import Synchronization

/// Control-C, as a flag the signal handler sets and long work checks: a file being read, a
/// scene being built, the lines of a batch. Work that stops for it throws an interrupted error
/// (exit status 130) and leaves everything as it was.
package enum Interruption {
  /// Set by the SIGINT handler.
  package static let requested = Atomic<Bool>(false)

  /// Throws, and clears the flag, when Control-C was pressed.
  package static func check() throws(CommandError) {
    guard requested.load(ordering: .relaxed) else { return }
    requested.store(false, ordering: .relaxed)
    throw CommandError(.errorInterrupted, hint: .hintNothingChanged, code: .interrupted)
  }
}
