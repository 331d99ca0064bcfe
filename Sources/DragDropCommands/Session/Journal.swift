import DragDropAnnouncements

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive session's crash journal: `$XDG_STATE_HOME/dnd/journal-PID.dnd`, a batch file
/// that starts from the scene the session began with (`demo kanban`, `load /abs/board.json`)
/// and holds every command since that could change it, each written before its answer is
/// printed. A clean exit deletes it; a save starts it again from the saved file. A journal
/// whose process is gone was left by a session that was killed, and can be replayed.
public final class Journal {
  /// The journal's path.
  public let path: String
  private var fd: Int32
  /// Commands written since the journal last started.
  public private(set) var changes = 0

  /// Starts a journal for this process in `directory`, from `start` (a command that loads the
  /// scene the session begins with). Nil when the folder cannot be written: the session goes on
  /// without one.
  public init?(directory: String, start: String, scene: String) {
    path = "\(directory)/journal-\(getpid()).dnd"
    try? FileIO.makeDirectories(for: path)
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_APPEND, 0o600)
    guard fd >= 0 else { return nil }
    begin(start, scene: scene)
  }

  deinit { if fd >= 0 { close(fd) } }

  /// Empties the journal and starts it again from `start`.
  public func restart(_ start: String, scene: String) {
    guard fd >= 0 else { return }
    _ = ftruncate(fd, 0)
    changes = 0
    begin(start, scene: scene)
  }

  private func begin(_ start: String, scene: String) {
    append("# dnd journal, started \(Self.now()); from \(scene.split(separator: "\n").joined(separator: " "))")
    append(start)
  }

  /// Appends a command line that ran; a scene-changing line counts as a change.
  public func record(_ line: String) {
    changes += 1
    append(line)
  }

  /// A clean exit: the journal is no longer needed.
  public func retire() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    unlink(path)
  }

  /// One line, in one write, so a kill leaves whole lines only.
  private func append(_ line: String) { FileIO.appendLine(line, to: fd) }

  static func now() -> String { format(time(nil)) }

  /// A time as "YYYY-MM-DD HH:MM", local.
  static func format(_ time: time_t) -> String {
    var seconds = time
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension Journal {
  /// The process IDs of the other running dnd sessions whose journal starts from `file`: they
  /// have it open (the way vim names a swap file).
  public static func others(opening file: String, in directory: String) -> [Int32] {
    guard let folder = opendir(directory) else { return [] }
    defer { closedir(folder) }
    let path = FileIO.absolute(file)
    var found: [Int32] = []
    while let entry = readdir(folder) {
      let name = FileIO.name(of: entry)
      guard name.hasPrefix("journal-"), name.hasSuffix(".dnd"),
        let pid = Int32(name.dropFirst("journal-".count).dropLast(4)), pid != getpid(), kill(pid, 0) == 0
      else { continue }
      let head = String(decoding: FileIO.head("\(directory)/\(name)", count: 8192), as: UTF8.self)
      let lines = head.split(separator: "\n")
      guard lines.count > 1, let parsed = try? Parser.parse(line: String(lines[1])),
        case .load(let start)? = parsed.first?.command, start == path
      else { continue }
      found.append(pid)
    }
    return found.sorted()
  }
}

extension AbandonedJournal {
  /// The journals in `directory` whose process is no longer running, newest first; those with
  /// no command after the start are deleted, as there is nothing in them to recover.
  public static func find(in directory: String) -> [AbandonedJournal] {
    guard let folder = opendir(directory) else { return [] }
    var found: [AbandonedJournal] = []
    while let entry = readdir(folder) {
      let name = FileIO.name(of: entry)
      guard name.hasPrefix("journal-"), name.hasSuffix(".dnd"),
        let pid = Int32(name.dropFirst("journal-".count).dropLast(4)), pid != getpid()
      else { continue }
      // Still running (or not ours to signal): its journal is live.
      if kill(pid, 0) == 0 || errno == EPERM { continue }
      let path = "\(directory)/\(name)"
      guard let bytes = try? FileIO.read(path, limit: FileIO.Limit.batch, what: "a journal") else { continue }
      var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
      guard let header = lines.first, header.hasPrefix("# dnd journal, started ") else { continue }
      lines.removeFirst()
      let fields = header.dropFirst("# dnd journal, started ".count).split(separator: ";", maxSplits: 1)
      let started = fields.first.map(String.init) ?? ""
      let scene = fields.count > 1 ? String(fields[1].drop { $0 == " " }.dropFirst("from ".count)) : "a scene"
      var status = stat()
      let ended = stat(path, &status) == 0 ? Journal.format(status.st_mtim.tv_sec) : started
      let journal = AbandonedJournal(
        path: path, started: started, scene: scene, lines: lines, ended: ended,
        foundOn: Journal.now().split(separator: " ").first.map(String.init) ?? "")
      if journal.changes == 0 {
        unlink(path)
        continue
      }
      found.append(journal)
    }
    closedir(folder)
    return found.sorted { $0.ended > $1.ended }
  }

  /// Deletes it.
  public func discard() { unlink(path) }
}
