import Foundation
import Testing

/// A batch file is read and parsed on a second thread while its commands run. Whatever the
/// file holds, the result must be exactly what reading it line by line gives: the same output,
/// the same errors at the same places, the same exit status. Standard input is read line by
/// line, so it is the reference.
@Suite("Reading a batch file ahead changes nothing but the speed")
struct ReadAheadTests {
  /// Runs the same lines as a file (read ahead) and on standard input (line by line).
  func both(_ lines: [String], _ arguments: [String] = ["--json", "--demo", "two-views"]) throws -> (
    file: DND.Result, stdin: DND.Result
  ) {
    let directory = try DND.folder("ahead")
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = lines.joined(separator: "\n") + "\n"
    try text.write(to: directory.appendingPathComponent("batch.dnd"), atomically: true, encoding: .utf8)
    try "lift red\nmove to 300,300\ndrop\n".write(
      to: directory.appendingPathComponent("inner.dnd"), atomically: true, encoding: .utf8)
    let file = try DND.run(arguments + ["batch.dnd"], in: directory)
    var stdin = try DND.run(arguments, stdin: text, in: directory)
    stdin.stderr = stdin.stderr.replacingOccurrences(of: "<stdin>:", with: "batch.dnd:")
      .replacingOccurrences(of: #""file":"<stdin>""#, with: #""file":"batch.dnd""#)
    return (file, stdin)
  }

  /// Enough drags to span several of the reading thread's 512-line chunks.
  func drags(_ count: Int) -> [String] {
    (0..<count).flatMap { k in ["lift red", "move to \(60 + k % 200),\(k % 2 == 0 ? 300 : 100)", "drop"] }
  }

  @Test("a long batch gives the same output")
  func longBatch() throws {
    let (file, stdin) = try both(drags(700))
    // A Bool, so a failure does not print two copies of thousands of lines.
    let same = file == stdin
    #expect(same, "file: \(file.status) \(file.stderr.prefix(300)); stdin: \(stdin.status) \(stdin.stderr.prefix(300))")
    #expect(file.status == 0)
    #expect(file.stdout.split(separator: "\n").count > 2100)
  }

  @Test("a parse error deep in the file stops it at that line, with its place")
  func parseErrorStops() throws {
    var lines = drags(600)
    lines.insert("move sideways", at: 1501)
    let (file, stdin) = try both(lines, ["--screen-reader", "--demo", "two-views"])
    // A Bool, so a failure does not print two copies of thousands of lines.
    let same = file == stdin
    #expect(same, "file: \(file.status) \(file.stderr.prefix(300)); stdin: \(stdin.status) \(stdin.stderr.prefix(300))")
    #expect(file.status == 1)
    #expect(file.stderr.hasPrefix("batch.dnd:1502:6: error:"))
  }

  @Test("with --keep-going every error is reported in order and the rest runs")
  func keepGoing() throws {
    var lines = drags(600)
    lines.insert("lfit red", at: 700)
    lines.insert("expect red in nowhere", at: 1400)
    lines.insert("drop", at: 1600)
    let (file, stdin) = try both(lines, ["--keep-going", "--screen-reader", "--demo", "two-views"])
    // A Bool, so a failure does not print two copies of thousands of lines.
    let same = file == stdin
    #expect(same, "file: \(file.status) \(file.stderr.prefix(300)); stdin: \(stdin.status) \(stdin.stderr.prefix(300))")
    #expect(file.status == 1)
    let errors = file.stderr.split(separator: "\n").filter { $0.contains(": error:") }
    #expect(errors.count == 3)
    #expect(errors.first?.hasPrefix("batch.dnd:701:1:") == true)
  }

  @Test("quit deep in the file ends it there; source runs nested files in place")
  func quitAndSource() throws {
    var lines = drags(400)
    lines.insert("source inner.dnd", at: 600)
    lines.insert("quit", at: 1000)
    let (file, stdin) = try both(lines)
    // A Bool, so a failure does not print two copies of thousands of lines.
    let same = file == stdin
    #expect(same, "file: \(file.status) \(file.stderr.prefix(300)); stdin: \(stdin.status) \(stdin.stderr.prefix(300))")
    #expect(file.status == 0)
    let events = file.stdout.split(separator: "\n")
    #expect(events.last?.contains("\"quit\"") == true)
  }

  @Test("an interrupt stops a long batch between lines with status 130")
  func interrupt() throws {
    let directory = try DND.folder("int")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("long.dnd")
    try (drags(400_000).joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: DND.binary)
    process.arguments = ["--json", "--demo", "two-views", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 0.3)
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
  }
}
