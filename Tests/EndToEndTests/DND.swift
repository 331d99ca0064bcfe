import Foundation
import Testing

/// Runs the built `dnd` binary and captures what it printed.
struct DND {
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The package root, found from this file's path.
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary: $DND_BINARY, else the debug build.
  static var binary: String {
    ProcessInfo.processInfo.environment["DND_BINARY"] ?? root.appendingPathComponent(".build/debug/dnd").path
  }

  static var recording: Bool { ProcessInfo.processInfo.environment["DND_RECORD"] != nil }

  /// A new empty folder for one test, named after what it holds.
  static func folder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs dnd with arguments and optional standard input, in a fixed environment.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:], in directory: URL? = nil,
    stdout path: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    // No settings file unless a test gives one: a developer's own settings never change a result.
    var environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(),
      "XDG_CONFIG_HOME": "/nonexistent/dnd-tests",
    ]
    environment.merge(extra) { $1 }
    process.environment = environment
    process.currentDirectoryURL = directory ?? root.appendingPathComponent("Tests/EndToEndTests/Cases")
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    let file = path.flatMap { FileHandle(forWritingAtPath: $0) }
    process.standardOutput = file ?? out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes fully before waiting, so a large output cannot block the child.
    if file != nil { try out.fileHandleForWriting.close() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// The transcript a golden file holds.
  static func transcript(_ arguments: [String], _ result: Result) -> String {
    "$ dnd \(arguments.joined(separator: " "))\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)--- exit \(result.status)\n"
  }

  /// Compares a transcript with its golden file, or records it when DND_RECORD is set.
  static func checkGolden(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = root.appendingPathComponent("Tests/EndToEndTests/Golden/\(name).txt")
    if recording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(url.path); run with DND_RECORD=1 to record it", sourceLocation: sourceLocation)
      return
    }
    #expect(
      text == expected, "golden \(name) differs; run with DND_RECORD=1 to re-record", sourceLocation: sourceLocation)
  }
}
