import DragDropCommands
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's terminal and environment allow.
enum Terminal {
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  /// Asked once: standard output stays what it was at start.
  static let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1

  /// DND_SCREEN_READER is on unless unset, empty, `0`, `false`, `no` or `off`.
  static var screenReaderRequested: Bool { isOn("DND_SCREEN_READER") }

  /// ACCESSIBLE, the convention of accessible command-line tools, read the same way.
  static var accessibleRequested: Bool { isOn("ACCESSIBLE") }

  /// A yes-or-no variable: on unless unset, empty, `0`, `false`, `no` or `off`.
  private static func isOn(_ name: String) -> Bool {
    guard let value = environment(name)?.lowercased() else { return false }
    return !["", "0", "false", "no", "off"].contains(value)
  }

  /// The terminal style: color only on a terminal without NO_COLOR or TERM=dumb.
  static func style(noColor: Bool) -> TerminalStyle {
    let term = environment("TERM") ?? ""
    let color = !noColor && stdoutIsTerminal && environment("NO_COLOR") == nil && term != "dumb"
    let locale = environment("LC_ALL") ?? environment("LC_CTYPE") ?? environment("LANG") ?? ""
    let unicode = mentionsUTF8(locale)
    return TerminalStyle(color: color, unicode: unicode, width: width)
  }

  /// True when a locale name says UTF-8 (`C.UTF-8`, `en_US.utf8`), checked byte by byte: the
  /// general substring search costs a quarter of start-up.
  static func mentionsUTF8(_ locale: String) -> Bool {
    let bytes = Array(locale.utf8).map { $0 | 0x20 }  // ASCII lower case; '-' (0x2D) is unchanged
    for start in bytes.indices where bytes[start] == UInt8(ascii: "u") && start + 4 <= bytes.count {
      guard bytes[start + 1] == UInt8(ascii: "t"), bytes[start + 2] == UInt8(ascii: "f") else { continue }
      if bytes[start + 3] == UInt8(ascii: "8") { return true }
      if bytes[start + 3] == UInt8(ascii: "-"), start + 4 < bytes.count, bytes[start + 4] == UInt8(ascii: "8") {
        return true
      }
    }
    return false
  }

  /// Rows: the terminal's height, else $LINES, else 24.
  static var height: Int {
    if let rows = size?.rows { return rows }
    return environment("LINES").flatMap(Int.init) ?? 24
  }

  /// The terminal's rows and columns, nil when standard output is not a terminal or reports
  /// no size. Asked once, then again only after a resize (`Signals`): a key asks it several
  /// times, and each asking is two system calls.
  static var size: (rows: Int, columns: Int)? {
    if Signals.watchingResize.load(ordering: .relaxed), !Signals.sizeStale.exchange(false, ordering: .relaxed),
      let known = knownSize.withLock({ $0 })
    {
      return known.size
    }
    var reported = winsize()
    let size: (rows: Int, columns: Int)? =
      stdoutIsTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &reported) == 0 && reported.ws_row > 0
        && reported.ws_col > 0 ? (Int(reported.ws_row), Int(reported.ws_col)) : nil
    knownSize.withLock { $0 = KnownSize(size: size) }
    return size
  }

  /// The size last asked, if any.
  private struct KnownSize { let size: (rows: Int, columns: Int)? }
  private static let knownSize = Mutex<KnownSize?>(nil)

  /// The width the terminal on a descriptor reports, or nil: not a terminal, or no width.
  static func reportedWidth(_ fd: Int32) -> Int? {
    // Standard output's, as `size` keeps it between resizes.
    if fd == STDOUT_FILENO { return size?.columns }
    var size = winsize()
    guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Columns: the terminal's width, else $COLUMNS, else 80.
  static var width: Int {
    if let columns = size?.columns { return columns }
    return environment("COLUMNS").flatMap(Int.init) ?? 80
  }
}
