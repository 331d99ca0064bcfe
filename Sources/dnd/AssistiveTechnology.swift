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

  /// The first one found, console and braille first (they cost no more than a `stat` or a scan
  /// of /proc), the session bus last.
  static func detect(environment: (String) -> String?) -> AssistiveTechnology? {
    if environment("TERM_PROGRAM") == "brltty-pty" { return .brltty }
    if access("/sys/accessibility/speakup", F_OK) == 0 { return .speakup }
    if processRunning(named: "fenrir") { return .fenrir }
    if brlapiSocketExists(environment: environment) { return .brltty }
    if let bus = DBusProbe.sessionBus(environment: environment),
      DBusProbe.boolean(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status",
        property: "ScreenReaderEnabled", at: bus, deadline: busBudget) == true
    {
      return .orca
    }
    return nil
  }

  /// The most time BRLTTY may take to greet a connection, in milliseconds.
  static let brailleBudget: Int32 = 5

  /// BRLTTY's API socket: `$BRLAPI_HOST` names one (a host other than this one is not looked
  /// at), else the first local socket in the usual folders that a running BRLTTY answers: its
  /// server greets each connection with its protocol version, which a socket left behind by a
  /// BRLTTY that stopped does not.
  static func brlapiSocketExists(environment: (String) -> String?) -> Bool {
    if let host = environment("BRLAPI_HOST"), !host.isEmpty {
      return host.hasPrefix(":") || host.hasPrefix("localhost:") || host.hasPrefix("/")
    }
    for folder in ["/var/lib/BrlAPI", "/run/brltty/BrlAPI", "/run/BrlAPI"] {
      var status = stat()
      if stat(folder + "/0", &status) == 0, status.st_mode & S_IFMT == S_IFSOCK {
        return brlapiAnswers(at: folder + "/0")
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
