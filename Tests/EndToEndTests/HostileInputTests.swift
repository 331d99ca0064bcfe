import Foundation
import Testing

/// The hostile catalog: names that try to drive the terminal or reorder a line, numbers at the
/// edges of Double, and scene files deep and wide. Every case runs in every mode; no output
/// holds a raw control byte, and nothing crashes.
@Suite("Hostile inputs")
struct HostileInputTests {
  static let names: [(String, String)] = [
    ("ESC", "clear\u{1B}[2J"), ("OSC", "title\u{1B}]0;pwned\u{07}"), ("C1 CSI", "csi\u{9B}31m"),
    ("bidi override", "gnp.\u{202E}exe"), ("isolate", "a\u{2066}b\u{2069}"), ("CR", "over\rwrite"),
    ("NUL", "nul\u{0}byte"), ("DEL", "del\u{7F}"), ("1 MB", String(repeating: "m", count: 1 << 20)),
  ]

  /// A scene whose container and item carry the hostile name, written as a JSON file.
  static func scene(named name: String) throws -> URL {
    let escaped = try String(decoding: JSONSerialization.data(withJSONObject: [name], options: []), as: UTF8.self)
    let quoted = String(escaped.dropFirst().dropLast())
    let text = """
      {"format":"dnd-scene","version":1,"root":{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":400,"height":300},
      "children":[{"name":\(quoted),"type":"container","frame":{"x":0,"y":0,"width":200,"height":200},"kind":\(quoted),
      "children":[{"name":"card","type":"item","frame":{"x":10,"y":10,"width":40,"height":40},"color":\(quoted),"label":\(quoted)}]},
      {"name":"other","type":"container","frame":{"x":200,"y":0,"width":200,"height":200},"accepts":[\(quoted)]}]}}
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-hostile-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// The first raw control or bidi character in the text, if any (newlines and tabs are fine).
  static func rawControl(_ text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      let value = scalar.value
      if value == 0x0A || value == 0x09 { return false }
      return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
    }
  }

  func check(_ arguments: [String], _ label: String) throws {
    let result = try DND.run(arguments)
    #expect(result.status < 128, "\(label): crashed with \(result.status)")
    let text = result.stdout + result.stderr
    if let scalar = Self.rawControl(text) {
      Issue.record("\(label): raw U+\(String(scalar.value, radix: 16)) in the output")
    }
  }

  @Test("hostile names are escaped in every command and every mode", arguments: names.map(\.0))
  func hostileNames(_ label: String) throws {
    let name = Self.names.first { $0.0 == label }!.1
    let file = try Self.scene(named: name)
    defer { try? FileManager.default.removeItem(at: file) }
    let commands = [
      "tree", "map", "info card", "select card", "where", "targets", "lift card", "move right", "move left",
      "drop", "history", "undo", "lift card; move into other", "info \"\(name.prefix(40))\"",
    ]
    for mode in ["visual", "screen-reader", "json"] {
      try check(
        ["--mode", mode, "--scene", file.path, "--keep-going", "-c", commands.joined(separator: "\n")],
        "\(label) \(mode)")
    }
  }

  @Test(
    "numbers at the edges of Double answer cleanly in every mode",
    arguments: [
      "lift \"Write docs\"; move to 1e308,1e308; drop", "lift \"Write docs\"; move by -0,5e-324; drop",
      "new scene 5e-324x5e-324; map; tree", "set snap 5e-324; lift \"Write docs\"; move by 3,3; cancel",
      "add item q size 1e400x1", "lift \"Write docs\"; move to nan,1", "add container z at -0,-0 size 1e12x1e12; map",
      "set step 1e308; lift \"Write docs\"; move right; move right; cancel",
    ])
  func edgeNumbers(_ commands: String) throws {
    for mode in ["visual", "screen-reader", "json"] {
      try check(["--mode", mode, "--keep-going", "-c", commands], "\(commands) \(mode)")
    }
  }

  @Test("deep and wide scene files load or are refused cleanly")
  func deepAndWide() throws {
    var wide =
      #"{"format":"dnd-scene","version":1,"root":{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":5000,"height":5000},"children":["#
    wide += (0..<20000).map {
      #"{"name":"i\#($0)","type":"item","frame":{"x":\#($0 % 100 * 10),"y":\#($0 / 100 * 10),"width":5,"height":5}}"#
    }
    .joined(separator: ",")
    wide += "]}}"
    var deep = #"{"format":"dnd-scene","version":1,"root":"#
    for _ in 0..<300 {
      deep += #"{"name":"a","type":"container","frame":{"x":0,"y":0,"width":1,"height":1},"children":["#
    }
    deep += String(repeating: "]}", count: 300) + "}"
    for (label, text, status) in [("wide", wide, Int32(0)), ("deep", deep, 3)] {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-\(label)-\(UUID().uuidString).json")
      try text.write(to: url, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: url) }
      for mode in ["visual", "screen-reader", "json"] {
        let result = try DND.run([
          "--mode", mode, "--scene", url.path, "-c", "tree depth 1; map; lift i5; move right; cancel",
        ])
        #expect(
          result.status == status || (label == "wide" && result.status == 1),
          "\(label) \(mode): \(result.stderr.prefix(300))")
        #expect(Self.rawControl(result.stdout + result.stderr) == nil, "\(label) \(mode)")
      }
    }
  }

  @Test("map with the lifted item far below or above the scene draws it at the edge (FuzzSession found a trap)")
  func mapFarOutside() throws {
    for y in [5000, -5000] {
      let result = try DND.run(["--demo", "two-views", "-c", "set clamp off; lift red; move to 160,\(y); map"])
      #expect(result.status == 0, "y \(y): \(result.stderr)")
      #expect(result.stdout.contains("* marks the lifted item"), "y \(y)")
    }
  }
}
