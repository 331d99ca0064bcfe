import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a batch: the handler only sets a flag; the runner stops between lines with 130.
enum Interrupts {
  static let flag = Atomic<Bool>(false)

  static func install() {
    signal(SIGINT) { _ in Interrupts.flag.store(true, ordering: .relaxed) }
  }

  static var happened: Bool { flag.load(ordering: .relaxed) }
}
