import Foundation
import Testing

/// Bad scene files are rejected whole at start-up with exit 3 and the JSON path of the fault;
/// `save` is atomic and round-trips.
@Suite("Scene files")
struct SceneFileTests {
  static let valid = """
    {"format":"dnd-scene","version":1,"root":{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":320,"height":480},
    "children":[{"name":"viewA","type":"container","frame":{"x":0,"y":0,"width":320,"height":200},
    "children":[{"name":"red","type":"item","frame":{"x":100,"y":100,"width":50,"height":50},"color":"red"}]}]}}
    """

  struct Bad: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  static let deep: String = {
    var text = #"{"format":"dnd-scene","version":1,"root":"#
    for _ in 0..<20_000 {
      text += #"{"name":"a","type":"container","frame":{"x":0,"y":0,"width":1,"height":1},"children":["#
    }
    text += #"{"name":"b","type":"item","frame":{"x":0,"y":0,"width":1,"height":1}}"#
    for _ in 0..<20_000 { text += "]}" }
    return text + "}"
  }()

  static let bad: [Bad] = [
    Bad(
      name: "truncated", text: String(valid.dropLast(30)),
      message: "not valid JSON, a string is not closed. Is the file truncated?"),
    Bad(
      name: "wrong type", text: valid.replacingOccurrences(of: #""width":50"#, with: #""width":"fifty""#),
      message: "$.root.children[0].children[0].frame.width: expected a number"),
    Bad(
      name: "future version", text: valid.replacingOccurrences(of: #""version":1"#, with: #""version":7"#),
      message:
        "$.version: unsupported version 7. This dnd reads version 1, and the file was written by a newer dnd. Upgrade dnd to read it"
    ),
    Bad(name: "not JSON", text: "hello, world", message: "evil.json:1:1: not valid JSON, expected a JSON value"),
    Bad(name: "20,000 levels deep", text: deep, message: "the JSON nests more than 508 levels deep"),
    Bad(
      name: "negative size", text: valid.replacingOccurrences(of: #""height":50"#, with: #""height":-50"#),
      message: "$.root.children[0].children[0].frame: the frame's width and height must be greater than zero"),
    Bad(
      name: "duplicate sibling",
      text: String(valid.dropLast(3))
        + #",{"name":"viewA","type":"container","frame":{"x":0,"y":0,"width":1,"height":1}}]}}"#,
      message: "$.root.children[1]: scene already has a child named \"viewA\""),
    Bad(
      name: "unknown field", text: valid.replacingOccurrences(of: #""color":"red""#, with: #""colour":"red""#),
      message: "$.root.children[0].children[0].colour: unknown field 'colour'. Did you mean 'color'?"),
    Bad(
      name: "missing name", text: valid.replacingOccurrences(of: #""name":"red","#, with: ""),
      message: "$.root.children[0].children[0]: missing the required field 'name'"),
    // Found by fuzzing: the root's properties are checked like any node's.
    Bad(
      name: "root grid of 0 columns",
      text: valid.replacingOccurrences(
        of: #""name":"scene","type":"container","#,
        with: #""name":"scene","type":"container","layout":{"type":"grid","columns":0},"#),
      message: "$.root.layout.columns: the columns of this layout must be 1 or more"),
    Bad(
      name: "root negative spacing",
      text: valid.replacingOccurrences(
        of: #""name":"scene","type":"container","#,
        with: #""name":"scene","type":"container","layout":{"type":"stack","spacing":-3},"#),
      message: "$.root.layout.spacing: the spacing and padding of this layout must be finite and 0 or more"),
    Bad(
      name: "lone surrogate", text: valid.replacingOccurrences(of: #""name":"red""#, with: #""name":"r\ud800""#),
      message: "not valid JSON, a lone surrogate \\ud800 in a string"),
    Bad(
      name: "duplicate key",
      text: valid.replacingOccurrences(of: #""name":"red","#, with: #""name":"red","name":"x","#),
      message: "not valid JSON, the key 'name' appears twice in one object. Keep one of them"),
    Bad(
      name: "control byte after a backslash",
      text: valid.replacingOccurrences(of: #""name":"red""#, with: "\"name\":\"r\\\u{1B}\""),
      message: "a backslash before the byte 0x1b in a string"),
  ]

  func temporaryDirectory() throws -> URL {
    let directory = try DND.folder("scenes")
    return directory
  }

  @Test("a bad file is rejected whole with exit 3 and the path of the fault", arguments: bad)
  func rejected(_ bad: Bad) throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("evil.json")
    try bad.text.write(to: file, atomically: true, encoding: .utf8)
    let result = try DND.run(["--scene", file.path, "-c", "tree"], in: directory)
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(bad.message), "stderr was: \(result.stderr)")
    #expect(try String(contentsOf: file, encoding: .utf8) == bad.text, "the file on disk is unchanged")
    // In a session, `load` of the same file fails with 3 and keeps the current scene.
    let inSession = try DND.run(["--screen-reader", "-c", "load evil.json\ntree"], in: directory)
    #expect(inSession.status == 3)
    #expect(!inSession.stdout.contains("red"))
    // In JSON the error names the scene file itself, with its line and column where known, and
    // the `load` command that read it.
    for arguments in [["--json", "--scene", "evil.json", "-c", "tree"], ["--json", "-c", "tree\nload evil.json"]] {
      let json = try DND.run(arguments, in: directory)
      #expect(json.status == 3)
      let object = try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any]
      #expect(object?["file"] as? String == "evil.json", "stderr was: \(json.stderr)")
      #expect((object?["message"] as? String)?.contains(bad.message) == true, "the same words as in text")
      let withoutLine = ["20,000 levels deep", "duplicate sibling", "negative size"]
      if !withoutLine.contains(bad.name) {
        #expect((object?["line"] as? Int ?? 0) >= 1, "a line in the scene file: \(json.stderr)")
      }
      if arguments.count == 4 {
        let command = object?["command"] as? [String: Any]
        #expect(command?["file"] as? String == "<command-line>")
        #expect(command?["line"] as? Int == 2)
      }
    }
  }

  @Test("save writes atomically and load reads the same scene back")
  func roundTrip() throws {
    let directory = try temporaryDirectory()
    try Self.valid.write(to: directory.appendingPathComponent("board.json"), atomically: true, encoding: .utf8)
    let result = try DND.run(
      ["--json", "--scene", "board.json", "-c", "drag red to 10,10; save; save copy.json; load copy.json; tree"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let saved = try String(contentsOf: directory.appendingPathComponent("board.json"), encoding: .utf8)
    #expect(saved.contains(#""format": "dnd-scene""#))
    #expect(saved == (try String(contentsOf: directory.appendingPathComponent("copy.json"), encoding: .utf8)))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "no temporary files are left behind")
    let reloaded = try DND.run(["--scene", "copy.json", "-c", "expect red in viewA at 0,0"], in: directory)
    #expect(reloaded.status == 0, "\(reloaded.stderr)")
  }

  @Test("save to an unwritable place fails with 3 and leaves the old file")
  func unwritable() throws {
    let result = try DND.run(["-c", "save /nonexistent-dir/board.json"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("cannot save /nonexistent-dir/board.json"))
  }
}

/// Every scene an edit can make can be saved and read back.
@Suite("Nesting limit")
struct NestingLimitTests {
  @Test("250 nested containers save and load; the 251st is refused with the limit named")
  func deepestSavesAndLoads() throws {
    let directory = try DND.folder("deep")
    var lines: [String] = []
    var path = ""
    for level in 0..<251 {
      lines.append("add container c\(level)" + (path.isEmpty ? "" : " in \(path)"))
      path += (path.isEmpty ? "" : "/") + "c\(level)"
    }
    lines.append("save deep.json")
    let batch = directory.appendingPathComponent("deep.dnd")
    try lines.joined(separator: "\n").write(to: batch, atomically: true, encoding: .utf8)
    let result = try DND.run(["--keep-going", batch.path], in: directory)
    #expect(result.status == 1)
    #expect(result.stderr.contains("deep.dnd:251:1: error:"))
    #expect(result.stderr.contains("it is 250 levels deep"))
    let loaded = try DND.run(["--scene", "deep.json", "-c", "expect c249 count 0"], in: directory)
    #expect(loaded.status == 0, "a file dnd saved loads back: \(loaded.stderr)")
  }
}
