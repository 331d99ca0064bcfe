import DragDropAnnouncements
import DragDropCommands
import DragDropFormats

extension String {
  /// "pt_BR" as "pt-BR".
  fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Something that speaks: each utterance interrupts the one still speaking, as a screen reader
/// does when keys come fast, and no call waits for speech.
protocol Speaker: AnyObject {
  /// Starts saying the text at a rate in words a minute, in a language's voice (nil: the
  /// program's own), cutting off what is being said.
  func speak(_ text: String, rate: Int, voice: Language?)
}

/// Finds a speech backend: speech-dispatcher when its service answers (so the person's own
/// voice and rate settings apply), else the `espeak-ng` program on `PATH`, else none.
enum Speech {
  static func backend() -> Speaker? {
    if let say = Programs.find("spd-say"), Programs.run([say, "--cancel"], timeout: 1.0) == 0 {
      return SpeechDispatcherSpeaker(program: say)
    }
    if let espeak = Programs.find("espeak-ng") { return ProcessSpeaker(program: espeak) }
    return nil
  }

  /// The longest utterance given to a speech program: one argument may be at most 128 KiB,
  /// and a batch's answer that long takes hours to hear.
  static let longestUtterance = 100_000

  /// The text cut at the last word boundary within `longestUtterance` bytes.
  static func limited(_ text: String) -> String {
    guard text.utf8.count > longestUtterance else { return text }
    var end = text.utf8.index(text.utf8.startIndex, offsetBy: longestUtterance)
    while end > text.startIndex, text.utf8[end] != UInt8(ascii: " ") {
      end = text.utf8.index(before: end)
    }
    return String(text[..<end])
  }

  /// The text as it should be heard: without terminal escape sequences, lines joined.
  static func spoken(_ text: String) -> String {
    var result = ""
    var escape = false
    for scalar in text.unicodeScalars {
      if escape {
        // A CSI sequence ends with a letter.
        if (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z") { escape = false }
        continue
      }
      if scalar == "\u{1B}" {
        escape = true
        continue
      }
      result.unicodeScalars.append(scalar == "\n" ? " " : scalar)
    }
    return result.trimmingBlanks
  }
}

/// One `espeak-ng` process an utterance; a new one ends the one before (SIGTERM).
final class ProcessSpeaker: Speaker {
  let program: String
  private var current: pid_t = 0

  init(program: String) {
    self.program = program
  }

  func speak(_ text: String, rate: Int, voice: Language?) {
    // Reaped first: a child not yet reaped keeps its pid, so the signal cannot reach another
    // process that took a reaped child's number.
    Programs.reap()
    if current > 0, Programs.isRunning(current) { kill(current, SIGTERM) }
    let chosen = voice.map { ["-v", $0.voice] } ?? []
    current = Programs.spawn([program, "-s", "\(rate)"] + chosen + ["--", text]) ?? 0
  }
}

/// speech-dispatcher through `spd-say`, whose messages of the default priority cut off the one
/// before; its rate runs from -100 to 100 around the person's own setting.
final class SpeechDispatcherSpeaker: Speaker {
  let program: String

  init(program: String) {
    self.program = program
  }

  func speak(_ text: String, rate: Int, voice: Language?) {
    Programs.reap()
    let relative = max(-100, min(100, (rate - 175) * 100 / 275))
    // speech-dispatcher names languages as BCP 47 does: "pt-BR", "zh-CN".
    let chosen = voice.map { ["-l", $0.code.replacingUnderscores] } ?? []
    _ = Programs.spawn([program, "--rate", "\(relative)"] + chosen + ["--", text])
  }
}

/// Finding, starting and reaping helper programs, with nothing read from or written to them.
enum Programs {
  /// Children started and not yet reaped.
  nonisolated(unsafe) private static var children: [pid_t] = []

  /// The program's path on `PATH`, or nil.
  static func find(_ name: String) -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Starts a program with its input and output on /dev/null; nil when it cannot start.
  static func spawn(_ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
    }
    var pid: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
    children.append(pid)
    return pid
  }

  /// Runs a program to its end, or kills it after `timeout` seconds; its exit status, or nil.
  static func run(_ arguments: [String], timeout: Double) -> Int32? {
    guard let pid = spawn(arguments) else { return nil }
    var status: Int32 = 0
    var waited = 0.0
    while waited < timeout {
      if waitpid(pid, &status, WNOHANG) == pid {
        children.removeAll { $0 == pid }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
      }
      usleep(20_000)
      waited += 0.02
    }
    kill(pid, SIGKILL)
    _ = waitpid(pid, &status, 0)
    children.removeAll { $0 == pid }
    return nil
  }

  /// True for a child started here and not yet reaped.
  static func isRunning(_ pid: pid_t) -> Bool { children.contains(pid) }

  /// Collects children that have ended, so none is left a zombie.
  static func reap() {
    var status: Int32 = 0
    children.removeAll { waitpid($0, &status, WNOHANG) == $0 }
  }
}
