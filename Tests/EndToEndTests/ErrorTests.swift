import Foundation
import Testing

/// Every kind of bad input gets a located, helpful error and the right exit status.
@Suite("Errors name their place, say how to fix them, and set the exit status")
struct ErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var commands: String
    var status: Int32
    var message: String
    var testDescription: String { commands }
  }

  static let cases: [Case] = [
    Case(
      commands: "lfit red", status: 1,
      message: "<command-line>:1:1: error: unknown command 'lfit'. Did you mean 'lift'?"),
    Case(commands: "lift nobody", status: 1, message: "<command-line>:1:6: error: no node named 'nobody'"),
    Case(
      commands: "lift \"Write docs\"; move down 99999999999999999999", status: 1,
      message: "'99999999999999999999' is too large. The number of steps may be at most 9223372036854775807"),
    // The caret goes under the bad word, not the command.
    Case(commands: "help foo", status: 1, message: "<command-line>:1:6: error: no help for 'foo'"),
    Case(commands: "load missing.json", status: 3, message: "<command-line>:1:6: error: cannot read missing.json"),
    Case(commands: "save /nonexistent/x.json", status: 3, message: "<command-line>:1:6: error: cannot save"),
    Case(
      commands: "save as", status: 1,
      message: "<command-line>:1:8: error: expected a file name after 'save as', but the command ended"),
    Case(
      commands: "demo board; save as notes.txt", status: 1,
      message: "<command-line>:1:21: error: notes.txt: a board is saved as Markdown to a .md file, or as a scene to a "
        + ".json file. For example, save notes.md"),
    // Examples in hints name what the loaded scene has: the kanban board has no red.
    Case(commands: "drop", status: 1, message: "Lift an item first, for example, lift \"Write docs\""),
    Case(commands: "lift Write docs", status: 1, message: "Or see lift \"Write docs\""),
    Case(commands: "demo two-views; drop", status: 1, message: "for example, lift red\n"),
    Case(commands: "lift \"Writ docs\"", status: 1, message: "Did you mean 'Write docs'?"),
    Case(commands: "lift WRITE DOCS", status: 1, message: "A name with spaces needs quotes"),
    Case(commands: "lift \"write docs\"", status: 0, message: ""),
    Case(
      commands: "add container Box in Doing; add item \"Set up CI\" in Box; lift \"Set up CI\"", status: 1,
      message: "is ambiguous, 2 nodes have it. Use a path, \"Doing/Box/Set up CI\", \"Done/Set up CI\""),
    Case(commands: "lift \"Write docs", status: 1, message: "<command-line>:1:6: error: a quote is not closed"),
    Case(commands: "lift \"Write docs\"; move to 10;20", status: 1, message: "'10' is not a point"),
    Case(commands: "lift \"Write docs\"; move to nan,3", status: 1, message: "'nan' is not a finite number"),
    Case(commands: "lift \"Write docs\"; move by 1e400,0", status: 1, message: "'1e400' is too large"),
    Case(commands: "add item x size -5x10", status: 1, message: "must be greater than zero"),
    Case(commands: "add item x size 5y10", status: 1, message: "'5y10' is not a size"),
    Case(commands: "rename \"Write docs\"", status: 1, message: "expected 'to' after 'rename', but the command ended"),
    Case(commands: "move", status: 1, message: "expected direction"),
    Case(commands: "lift \u{1B}[31mred", status: 1, message: "control character \\u{1b} in the command"),
    Case(
      commands: "expect \"Write docs\" in Done", status: 1,
      message: "expectation failed, Write docs is in To Do, position 1 of 3, at 8,8, not in Done"),
    Case(
      commands: "load /nonexistent/board.json", status: 3,
      message: "cannot read /nonexistent/board.json, there is no such file or folder"),
    Case(commands: "lift \"Write docs\"; undo", status: 1, message: "drop or cancel Write docs first"),
    Case(commands: "drag Doing to Doing", status: 1, message: "Doing cannot be dragged"),
    Case(commands: "move up", status: 1, message: "nothing is lifted"),
  ]

  @Test("error kind", arguments: cases)
  func errorKind(_ testCase: Case) throws {
    let result = try DND.run(["-c", testCase.commands])
    #expect(result.status == testCase.status, "stderr: \(result.stderr)")
    if !testCase.message.isEmpty {
      #expect(result.stderr.contains(testCase.message), "stderr was: \(result.stderr)")
    } else {
      #expect(result.stderr.isEmpty)
    }
    #expect(!result.stderr.contains("Fatal error"), "no trap")
  }

  @Test("visual errors show the line and a caret under the column")
  func caret() throws {
    let result = try DND.run(["-c", "lift \"Write docs\"; move to 10;20"])
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines == [
        "<command-line>:1:28: error: '10' is not a point. Write a point as X,Y with no space, like 160,300",
        "    lift \"Write docs\"; move to 10;20",
        "    " + String(repeating: " ", count: 27) + "^",
        "",
      ])
  }

  @Test("screen-reader errors are one sentence without caret art")
  func screenReaderError() throws {
    let result = try DND.run(["--screen-reader", "-c", "lfit red"])
    #expect(
      result.stderr
        == "<command-line>:1:1: error: unknown command 'lfit'. Did you mean 'lift'? Type help for the list.\n")
  }

  @Test("JSON errors are objects with file, line and column on stderr")
  func jsonError() throws {
    let result = try DND.run(["--json", "-c", "lift nobody"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
    #expect(object?["event"] as? String == "error")
    #expect(object?["file"] as? String == "<command-line>")
    #expect(object?["line"] as? Int == 1)
    #expect(object?["column"] as? Int == 6)
    #expect((object?["message"] as? String)?.contains("no node named 'nobody'") == true)
  }

  @Test("piped input is read as a batch named <stdin>; the first error stops it")
  func stdinBatch() throws {
    let result = try DND.run(["--screen-reader"], stdin: "lift \"Write docs\"\nmove sideways\ndrop\n")
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("<stdin>:2:6: error: unknown direction 'sideways'")
        || result.stderr.hasPrefix("<stdin>:2:6: error: expected direction"))
    #expect(!result.stdout.contains("Dropped"))
  }

  @Test("a bad flag exits 2; a missing file exits 3")
  func usageAndMissingFile() throws {
    let bad = try DND.run(["--bogus"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("Unknown option '--bogus'"))
    let conflicting = try DND.run(["--json", "--screen-reader", "-c", "where"])
    #expect(conflicting.status == 2)
    let missing = try DND.run(["no-such-file.dnd"])
    #expect(missing.status == 3)
    #expect(missing.stderr.contains("cannot read no-such-file.dnd, there is no such file or folder"))
  }

  @Test("names from a scene file print with control characters escaped, in every mode")
  func sanitizedNames() throws {
    let directory = try DND.folder("sanitize")
    let scene = """
      {"format":"dnd-scene","version":1,"root":{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":400,"height":400},
      "children":[{"name":"box\\u001b]0;pwned\\u0007","type":"container","frame":{"x":0,"y":0,"width":200,"height":200},
      "children":[{"name":"bell\\u0007","type":"item","frame":{"x":10,"y":10,"width":20,"height":20}}]}]}}
      """
    let file = directory.appendingPathComponent("evil.json")
    try scene.write(to: file, atomically: true, encoding: .utf8)
    for mode in ["visual", "screen-reader"] {
      let result = try DND.run(["--mode", mode, "--scene", file.path, "-c", "tree; select next; info; where"])
      #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
      #expect(result.stdout.contains("bell\\u{7}"))
      #expect(!result.stderr.contains("\u{1B}"))
    }
  }
}

/// Inputs fuzzing found to crash, hang or escape: each now answers, quickly and cleanly.
@Suite("Fuzz findings")
struct FuzzFindingTests {
  @Test(
    "map works at any scale the language accepts, and its work is bounded by its cells",
    arguments: [
      "new scene 5e-324x5e-324; map", "new scene 1e-300x1e-300; add item z size 1x1; map",
      "add container wide at 0,0 size 1e12x100; map", "add container tall at 0,0 size 10x1e12; map",
    ])
  func mapScales(_ commands: String) throws {
    let start = Date()
    let result = try DND.run(["-c", commands])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("One column is"))
    #expect(Date().timeIntervalSince(start) < 10, "a 1e12-wide border is drawn cell by cell, not point by point")
  }

  @Test("a snap grid too fine to divide by keeps moves finite")
  func fineSnap() throws {
    let result = try DND.run(["--json", "-c", "lift \"Write docs\"; set snap 5e-324; move by 3,3"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""point":{"x":143,"y":51}"#), "\(result.stdout)")
  }

  @Test("a typed name with a C1 control or a bidi override is escaped in the error, in every mode")
  func escapedInErrors() throws {
    for mode in ["visual", "screen-reader", "json"] {
      for name in ["a\u{9B}31m", "b\u{202E}txt.exe"] {
        let result = try DND.run(["--mode", mode, "-c", "lift \"\(name)\""])
        #expect(result.status == 1)
        let text = result.stdout + result.stderr
        #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E }, "\(mode): \(text)")
        #expect(text.contains("\\u{9b}") || text.contains("\\u{202e}") || text.contains("\\\\u{"), "\(mode): \(text)")
      }
    }
  }
}

/// Files are read only when they are regular files of a bounded size.
@Suite("Bounded reads")
struct BoundedReadTests {
  @Test(
    "devices, FIFOs and folders are refused at once, never read forever (a folder loads as a vault, Docs/vaults.md)",
    arguments: [
      (["-c", "source /dev/zero"], "it is a device"), (["-c", "load /dev/urandom"], "it is a device"),
      (["--scene", "/dev/zero"], "it is a device"), (["-c", "source /tmp"], "it is a folder"),
    ])
  func special(_ arguments: [String], _ message: String) throws {
    let result = try DND.run(arguments)
    #expect(result.status == 3)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("a FIFO with no writer is refused, not waited on")
  func fifo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-fifo-\(UUID().uuidString)").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let result = try DND.run(["-c", "load \(path)"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("it is a named pipe, not a regular file"))
  }

  @Test("a file over the size limit is refused at once with the limit named")
  func tooBig() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-big-\(UUID().uuidString).json").path
    // Sparse: 2 GB on paper, nothing on disk.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 2 << 30) == 0)
    defer { unlink(path) }
    for arguments in [["--scene", path], ["-c", "source \(path)"]] {
      let result = try DND.run(arguments)
      #expect(result.status == 3)
      #expect(result.stderr.contains("it is 2 GB, and "), "\(result.stderr)")
      #expect(result.stderr.contains("may be at most 1 GB"), "\(result.stderr)")
    }
  }
}
