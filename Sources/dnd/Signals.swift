import DragDropCommands
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Control-C and terminal resizes: the handlers only set flags, read between lines or keys.
enum Signals {
  static let resize = Atomic<Bool>(false)
  /// Set by a resize, cleared when `Terminal` asks the terminal its size again.
  static let sizeStale = Atomic<Bool>(true)
  /// True once the resize handler is in place: until then the size is asked every time.
  static let watchingResize = Atomic<Bool>(false)

  static func install() {
    signal(SIGINT) { _ in Interruption.requested.store(true, ordering: .relaxed) }
    signal(SIGWINCH) { _ in
      Signals.sizeStale.store(true, ordering: .relaxed)
      Signals.resize.store(true, ordering: .relaxed)
    }
    watchingResize.store(true, ordering: .relaxed)
    // A parent may start dnd with these signals blocked (Foundation's Process does), and a
    // blocked Control-C would never arrive; dnd handles them, so it takes them.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGWINCH)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  static let end = Atomic<Bool>(false)

  /// SIGTERM and SIGHUP end the interactive session the way Control-D does, between keys,
  /// leaving its journal to recover from.
  static func installEnding() {
    signal(SIGTERM) { _ in Signals.end.store(true, ordering: .relaxed) }
    signal(SIGHUP) { _ in Signals.end.store(true, ordering: .relaxed) }
  }

  /// True once SIGTERM or SIGHUP arrived.
  static var ended: Bool { end.load(ordering: .relaxed) }

  /// True once Control-C was pressed during a batch.
  static var interrupted: Bool { Interruption.requested.load(ordering: .relaxed) }

  /// Reads and clears the interrupt flag.
  static func takeInterrupt() -> Bool { Interruption.requested.exchange(false, ordering: .relaxed) }

  /// Reads and clears the resize flag.
  static func takeResize() -> Bool { resize.exchange(false, ordering: .relaxed) }

  static let suspend = Atomic<Bool>(false)

  /// Control-Z in the interactive session: the handler sets a flag, and the line editor
  /// restores the terminal before dnd stops (`stopNow`).
  static func installSuspend() {
    signal(SIGTSTP) { _ in Signals.suspend.store(true, ordering: .relaxed) }
  }

  /// Reads and clears the suspend flag.
  static func takeSuspend() -> Bool { suspend.exchange(false, ordering: .relaxed) }

  /// Stops the process as Control-Z would have, and returns when it is continued (`fg`).
  static func stopNow() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    installSuspend()
  }
}
