import Foundation
import Testing

/// A real vault nobody on this project wrote (`Tests/Vaults/Real`, the Tasks plugin's demo
/// vault): every page reads, a block moves between two pages in one command, and the save
/// changes only the moved lines, which cmark-gfm reads where dnd put them.
@Suite("A real vault")
struct RealVaultTests {
  static let vault = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Vaults/Real/Tasks-Demo")

  /// A copy of the vault to save into.
  static func copy() throws -> URL {
    let folder = try DND.folder("real-vault").appendingPathComponent("Tasks-Demo")
    try FileManager.default.copyItem(at: vault, to: folder)
    return folder
  }

  /// Every Markdown file under a folder, by its path there, with its bytes.
  static func files(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
    }
    return files
  }

  @Test("every page of the vault reads, without an error")
  func readsWhole() throws {
    let result = try DND.run([Self.vault.path, "-c", "find Kanban; tree depth 1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("Tasks-Demo, 205 pages in 22 folders, 205 read so far."), "\(result.stdout)")
  }

  @Test("a task with its subtask moves to another page; only the moved lines change, and cmark-gfm reads it there")
  func movesBetweenPages() throws {
    let folder = try Self.copy()
    let before = try Self.files(folder)
    let result = try DND.run([
      folder.path, "-c", #"drag "Also: take out the trash!" to "Steps to world domination" first; save"#,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Under ACME, Steps to world domination, 1 of 8."))
    let after = try Self.files(folder)
    let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
    #expect(changed == ["ACME.md", "Important Project.md"])
    let moved = "- [ ] #task Also: take out the trash!\n  - [ ] #task Throw the trash away\n"
    let acme = String(decoding: after["ACME.md"]!, as: UTF8.self)
    let old = String(decoding: before["ACME.md"]!, as: UTF8.self)
    #expect(
      acme
        == old.replacingOccurrences(
          of: "## Steps to world domination\n\n", with: "## Steps to world domination\n\n" + moved))
    let project = String(decoding: after["Important Project.md"]!, as: UTF8.self)
    #expect(
      project
        == String(decoding: before["Important Project.md"]!, as: UTF8.self).replacingOccurrences(of: moved, with: ""))
    // CommonMark reads the moved task as the first item of the list, its subtask inside it.
    let cmark = Process()
    cmark.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
    cmark.arguments = [folder.appendingPathComponent("ACME.md").path]
    let pipe = Pipe()
    cmark.standardOutput = pipe
    try cmark.run()
    let html = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    cmark.waitUntilExit()
    #expect(
      html.contains(
        "<h2>Steps to world domination</h2>\n<ul>\n<li>[ ] #task Also: take out the trash!\n<ul>\n"
          + "<li>[ ] #task Throw the trash away</li>\n</ul>\n</li>\n<li>[ ] #task Take out the trash"), "\(html)")
  }

  @Test(
    "Logseq's docs graph: a page named by its title::, a reference to another page's block heard as its text, and the block moved there keeping its id::"
  )
  func logseqGraph() throws {
    let folder = try DND.folder("real-graph").appendingPathComponent("logseq-docs")
    try FileManager.default.copyItem(
      at: Self.vault.deletingLastPathComponent().appendingPathComponent("logseq-docs"), to: folder)
    let tree = try DND.run([folder.path, "-c", "tree pages depth 1"])
    #expect(tree.stdout.contains("custom page title  page, not read yet"), "\(tree.stdout)")
    let result = try DND.run([
      folder.path, "-c", #"drag "Time tracker" to "setting∕enable timetracking"; save; select "Logseq has built in""#,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Selected Logseq has built in Time tracker enabled by default"), "\(result.stdout)")
    let page = try String(
      contentsOf: folder.appendingPathComponent("pages/setting___enable timetracking.md"), encoding: .utf8)
    #expect(page.contains("- ### Time tracker\n  id:: 60af74c1-62f8-434a-827c-abc6d2a71734\n  - {{embed"))
    let tasks = try String(contentsOf: folder.appendingPathComponent("pages/Tasks.md"), encoding: .utf8)
    #expect(!tasks.contains("60af74c1-62f8-434a-827c-abc6d2a71734"))
  }
}
