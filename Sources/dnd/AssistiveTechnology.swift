import DragDropCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The screen reader or braille display in use, found at the interactive session's start, so
/// that a newcomer who types `dnd` under one gets the screen-reader session without knowing a
/// flag (`Docs/accessibility.md`). Each probe is cheap and bounded; nothing is found over SSH.
enum AssistiveTechnology: Hashable, Sendable {
  /// A console screen reader: Fenrir running, or the Speakup kernel module loaded.
  case fenrir, speakup
  /// A braille display through BRLTTY: its BrlAPI socket, or a `brltty-pty` terminal.
  case brltty
  /// An AT-SPI screen reader (Orca) turned on: the accessibility bus's `ScreenReaderEnabled`.
  case orca

  /// Its name, as the settings say where the mode came from ("because Orca is running").
  var name: String {
    switch self {
    case .fenrir: "Fenrir"
    case .speakup: "Speakup"
    case .brltty: "BRLTTY"
    case .orca: "Orca"
    }
  }

  /// The most time the D-Bus question may take, in milliseconds; the other probes are a few
  /// system calls each.
  static let busBudget: Int32 = 15

  /// The one found at start, looked for once (`detect`).
  nonisolated(unsafe) private static var found: AssistiveTechnology??

  /// The first one found, console and braille first (they cost no more than a `stat` or a scan
  /// of /proc), the session bus last. BRLTTY also serves Orca's braille, so with its socket
  /// Orca is asked for first: Orca is then the one that reads the terminal. Looked for once a
  /// run.
  static func detect(environment: (String) -> String?) -> AssistiveTechnology? {
    if let found { return found }
    let reader = look(environment: environment)
    found = .some(reader)
    return reader
  }

  private static func look(environment: (String) -> String?) -> AssistiveTechnology? {
    if environment("TERM_PROGRAM") == "brltty-pty" { return .brltty }
    if access("/sys/accessibility/speakup", F_OK) == 0 { return .speakup }
    if processRunning(named: "fenrir") { return .fenrir }
    if brlapiSocketExists(environment: environment) { return orcaIsOn(environment: environment) ? .orca : .brltty }
    return orcaIsOn(environment: environment) ? .orca : nil
  }

  /// The accessibility bus says a screen reader is on (Orca sets it), asked within `busBudget`.
  static func orcaIsOn(environment: (String) -> String?) -> Bool {
    guard let bus = DBusProbe.sessionBus(environment: environment) else { return false }
    return DBusProbe.boolean(
      destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status",
      property: "ScreenReaderEnabled", at: bus, deadline: busBudget) == true
  }

  /// The most time BRLTTY may take to greet a connection, in milliseconds. BRLTTY greets in well
  /// under one; 5 was missed on a machine busy compiling (CI), and only a socket that accepts and
  /// never greets waits this long.
  static let brailleBudget: Int32 = 50

  /// BRLTTY's API socket, answered by a running BRLTTY: its server greets each connection with
  /// its protocol version, which a socket left behind by a BRLTTY that stopped does not.
  /// `$BRLAPI_HOST` `:N` names local socket N (0 without it) in the usual folders; a host
  /// named otherwise (over TCP) is taken as said, not looked at.
  static func brlapiSocketExists(environment: (String) -> String?) -> Bool {
    var socket = "0"
    if let host = environment("BRLAPI_HOST"), !host.isEmpty {
      guard host.hasPrefix(":"), host.count > 1, host.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
      else { return host.hasPrefix("localhost:") || host.hasPrefix("/") }
      socket = String(host.dropFirst())
    }
    for folder in ["/var/lib/BrlAPI", "/run/brltty/BrlAPI", "/run/BrlAPI"] {
      var status = stat()
      if stat("\(folder)/\(socket)", &status) == 0, status.st_mode & S_IFMT == S_IFSOCK {
        return brlapiAnswers(at: "\(folder)/\(socket)")
      }
    }
    return false
  }

  /// True when the BrlAPI server at `path` sends its version packet (a 4-byte size, then the
  /// type `v`, both big-endian) within `brailleBudget` milliseconds. Nothing is sent to it.
  static func brlapiAnswers(at path: String) -> Bool {
    var clock = DBusProbe.Deadline(milliseconds: brailleBudget)
    guard let address = DBusProbe.socketAddress(path, abstract: false),
      let fd = DBusProbe.connection(to: address, &clock)
    else { return false }
    defer { close(fd) }
    var header: [UInt8] = []
    while header.count < 8 {
      guard clock.wait(fd, for: Int16(POLLIN)) else { return false }
      var buffer = [UInt8](repeating: 0, count: 8 - header.count)
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return false }
      header += buffer[0..<count]
    }
    return header[4..<8] == [0, 0, 0, UInt8(ascii: "v")]
  }

  /// True when a process whose program (or script, for an interpreter) is named `name` runs.
  /// Reads /proc, one small file per process.
  static func processRunning(named name: String) -> Bool {
    guard let folder = opendir("/proc") else { return false }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let pid = FileIO.name(of: entry)
      guard let first = pid.utf8.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9") else { continue }
      let fd = open("/proc/\(pid)/cmdline", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 512)
      let count = read(fd, &buffer, buffer.count)
      close(fd)
      guard count > 0 else { continue }
      // The program and its first argument (a Python script's path): their last parts.
      for argument in buffer[0..<count].split(separator: 0).prefix(2) {
        let base = argument.split(separator: UInt8(ascii: "/")).last.map { Array($0) } ?? []
        if base == Array(name.utf8) || base == Array((name + ".py").utf8) { return true }
      }
    }
    return false
  }
}
