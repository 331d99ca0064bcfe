import Foundation
import Testing

/// `save` replaces only what it should, the way it was: links, modes, owners, special files.
@Suite("Faithful saves")
struct FaithfulSaveTests {
  func folder() throws -> URL {
    let url = try DND.folder("save")
    return url
  }

  func save(_ name: String, in folder: URL) throws -> DND.Result {
    try DND.run(["-c", "save \(name)"], in: folder)
  }

  func permissions(_ url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
  }

  @Test("through a symlink the target is written and the link stays")
  func symlink() throws {
    let folder = try folder()
    let elsewhere = folder.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let target = elsewhere.appendingPathComponent("board.json")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path,
      withDestinationPath: "real/board.json")
    let result = try save("link.json", in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let kind = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.json").path)[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
    #expect(try String(contentsOf: target, encoding: .utf8).contains("\"dnd-scene\""), "the target has the scene")
    let litter = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).filter { $0.hasPrefix(".") }
    #expect(litter.isEmpty, "no temporary file left in the target's folder: \(litter)")
  }

  @Test("the mode is kept: a private 0600 board stays private")
  func modeKept() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("private.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    #expect(try save("private.json", in: folder).status == 0)
    #expect(try permissions(file) == 0o600)
  }

  @Test("a read-only file is refused with the reason and a hint, and left as it was")
  func readOnly() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("locked.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let result = try save("locked.json", in: folder)
    #expect(result.status == 3)
    #expect(result.stderr.contains("read only to you"), "\(result.stderr)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
  }

  @Test("a FIFO, a device or a folder is never replaced")
  func specialFiles() throws {
    let folder = try folder()
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
    for (name, what) in [("pipe", "a named pipe"), ("dir.json", "a folder"), ("/dev/null", "a device")] {
      let result = try save(name, in: folder)
      #expect(result.status == 3, "\(name)")
      #expect(result.stderr.contains("it is \(what), not a regular file"), "\(result.stderr)")
    }
    var status = stat()
    #expect(lstat(folder.appendingPathComponent("pipe").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("a save over a hard-linked file says the other names keep the old version")
  func hardLink() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("a.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.linkItem(at: file, to: folder.appendingPathComponent("b.json"))
    let result = try DND.run(["--screen-reader", "-c", "save a.json"], in: folder)
    #expect(result.stdout.contains("Its other name, a hard link, keeps the old version."), "\(result.stdout)")
    #expect(try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8) == "old")
  }

  @Test("temporary files a killed save left are removed by the next save of the same file")
  func abandonedTemporaries() throws {
    let folder = try folder()
    let stale = folder.appendingPathComponent(".board.json.tmp-AbC123")
    try Data(repeating: 0x20, count: 1000).write(to: stale)
    let other = folder.appendingPathComponent(".other.json.tmp-AbC123")
    try Data("x".utf8).write(to: other)
    #expect(try save("board.json", in: folder).status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: other.path), "another file's temporaries are not touched")
  }
}
