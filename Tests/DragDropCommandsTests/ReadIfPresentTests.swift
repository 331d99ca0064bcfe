import Foundation
import Testing

@testable import DragDropCommands

/// A file that may be missing, as the settings file at every start: read when it is there, nil
/// when it is not, and an error for anything else.
@Suite("Files read if present")
struct ReadIfPresentTests {
  @Test("a file's bytes, nil for no file, an error for a folder; a missing settings file is no warning")
  func readIfPresent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("config.toml").path
    #expect(try FileIO.readIfPresent(file, limit: 1 << 16, what: "the settings file") == nil)
    var preferences = Preferences()
    #expect(SettingsFile.apply(file, to: &preferences).isEmpty)
    try Data("verbosity = \"brief\"\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(
      try FileIO.readIfPresent(file, limit: 1 << 16, what: "the settings file") == Array("verbosity = \"brief\"\n".utf8)
    )
    #expect(FileIO.head(file, count: 9) == Array("verbosity".utf8))
    #expect(FileIO.head(folder.appendingPathComponent(".inputrc").path, count: 9).isEmpty)
    #expect(throws: CommandError.self) { try FileIO.readIfPresent(folder.path, limit: 1 << 16, what: "a file") }
    #expect(SettingsFile.apply(folder.path, to: &preferences).count == 1)
  }
}
