import Foundation
import Testing

/// Every line of JSON output parses, has an "event", and follows the shapes `Docs/scripting.md` gives ("JSON events").
@Suite("JSON Lines contract")
struct ContractTests {
  static let gestureEvents: Set<String> = [
    "lifted", "entered", "left", "moved", "dropped", "refused", "cancelled", "copied", "tinted",
  ]

  func checkPoint(_ value: Any?, _ context: String) {
    let point = value as? [String: Any]
    #expect(
      point != nil && Set(point!.keys) == ["x", "y"] && point!.values.allSatisfy { $0 is NSNumber }, "\(context)")
  }

  func checkFrame(_ value: Any?, _ context: String) {
    let frame = value as? [String: Any]
    #expect(frame != nil && Set(frame!.keys) == ["x", "y", "width", "height"], "\(context)")
  }

  @Test(
    "every JSON line of a long session follows the contract",
    arguments: ["kanban", "two-views", "palette", "grid", "bounded"])
  func contract(_ demo: String) throws {
    let commands = [
      "select next", "lift", "move down", "move right", "move left", "move up", "where", "targets", "drop",
      "select next", "lift", "move by 400,400", "cancel", "undo", "redo", "history", "tree", "info", "map",
      "pointer down 125,125", "pointer move 160,300", "pointer up", "help", "demo",
    ].joined(separator: "\n")
    let result = try DND.run(["--json", "--demo", demo, "--keep-going"], stdin: commands)
    var seen: Set<String> = []
    for line in result.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let object, let event = object["event"] as? String else {
        Issue.record("a line without an event: \(line)")
        continue
      }
      seen.insert(event)
      if Self.gestureEvents.contains(event) {
        let phase = object["phase"] as? String
        #expect(["began", "changed", "ended", "cancelled"].contains(phase ?? ""), "\(line)")
      }
      switch event {
      case "lifted":
        checkPoint(object["point"], String(line))
        #expect((object["position"] as? Int).map { $0 >= 1 } == true)
        #expect(object["count"] is Int && object["from"] is String && object["item"] is String)
      case "moved":
        checkPoint(object["point"], String(line))
        #expect(object.keys.contains("over"), "over is always present, null over nothing: \(line)")
        if object["over"] is NSNull {
          #expect(object["allowed"] == nil)
        } else {
          #expect(object["allowed"] is Bool, "\(line)")
          if object["allowed"] as? Bool == false { #expect(object["reason"] is String, "\(line)") }
        }
      case "dropped", "copied":
        checkFrame(object["frame"], String(line))
        #expect((object["position"] as? Int).map { $0 >= 1 } == true && object["count"] is Int)
      case "cancelled":
        #expect(["cancelled", "no-target", "refused"].contains(object["reason"] as? String ?? ""))
        #expect(object["returnedTo"] is String && object["position"] is Int && object["count"] is Int)
      case "info":
        let node = object["node"] as? [String: Any]
        checkFrame(node?["frame"], String(line))
        checkFrame(node?["absolute"], String(line))
      default: break
      }
    }
    #expect(
      seen.isSuperset(of: ["selected", "lifted", "where", "targets", "history", "tree", "info", "map", "help", "demos"])
    )
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test("the seed 000 events are exactly the documented example lines")
  func designExample() throws {
    let result = try DND.run(["--json", "--demo", "two-views", "-c", "lift red; move to 160,300; drop"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"event":"lifted","phase":"began","item":"red","from":"viewA","position":1,"count":1,"point":{"x":125,"y":125}}"#,
        #"{"event":"left","phase":"changed","item":"red","target":"viewA"}"#,
        #"{"event":"entered","phase":"changed","item":"red","target":"viewB"}"#,
        #"{"event":"moved","phase":"changed","item":"red","point":{"x":160,"y":300},"over":"viewB","position":2,"count":2,"allowed":true}"#,
        #"{"event":"dropped","phase":"ended","item":"red","into":"viewB","position":2,"count":2,"frame":{"x":135,"y":55,"width":50,"height":50}}"#,
      ])
  }

  @Test(
    "each demo scene loads and answers tree in every mode",
    arguments: ["kanban", "two-views", "palette", "grid", "bounded"])
  func demos(_ demo: String) throws {
    for mode in ["visual", "screen-reader", "json"] {
      let result = try DND.run(["--mode", mode, "-c", "demo \(demo); tree; expect idle"])
      #expect(result.status == 0, "\(demo) \(mode): \(result.stderr)")
      #expect(result.stdout.split(separator: "\n").count >= 3)
    }
  }

  @Test("DND_SCREEN_READER selects screen-reader mode unless it is 0, false, no, off or empty")
  func screenReaderEnvironment() throws {
    let on = try DND.run(["-c", "tree depth 1"], environment: ["DND_SCREEN_READER": "1"])
    #expect(on.stdout.contains("To Do, container, level 1, 1 of 3, 3 items in a column"))
    for off in ["0", "false", "no", "off", "OFF", ""] {
      let result = try DND.run(["-c", "tree depth 1"], environment: ["DND_SCREEN_READER": off])
      #expect(result.stdout.contains("├── To Do"), "DND_SCREEN_READER=\(off)")
    }
  }

  @Test("ACCESSIBLE selects screen-reader mode as DND_SCREEN_READER does; dnd's own variable, file and flags win")
  func accessibleEnvironment() throws {
    for on in ["1", "yes", "true", "orca"] {
      let result = try DND.run(["-c", "tree depth 1"], environment: ["ACCESSIBLE": on])
      #expect(result.stdout.contains("To Do, container, level 1, 1 of 3"), "ACCESSIBLE=\(on)")
    }
    for off in ["0", "false", "no", ""] {
      let result = try DND.run(["-c", "tree depth 1"], environment: ["ACCESSIBLE": off])
      #expect(result.stdout.contains("├── To Do"), "ACCESSIBLE=\(off)")
    }
    let variable = try DND.run(["-c", "tree depth 1"], environment: ["ACCESSIBLE": "1", "DND_SCREEN_READER": "off"])
    #expect(variable.stdout.contains("├── To Do"))
    let flag = try DND.run(["--mode", "visual", "-c", "tree depth 1"], environment: ["ACCESSIBLE": "1"])
    #expect(flag.stdout.contains("├── To Do"))
    let settings = try DND.run(["-c", "settings"], environment: ["ACCESSIBLE": "1"])
    #expect(settings.stdout.contains("ACCESSIBLE"))
  }
}
