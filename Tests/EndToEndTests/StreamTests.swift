import Foundation
import Testing

/// Output streams: live answers on a pipe, failed writes are errors, a closed pipe ends quietly.
@Suite("Output streams")
struct StreamTests {
  @Test("from a pipe, the event for a line arrives before the next line is written")
  func livePipe() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: DND.binary)
    process.arguments = ["--json"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": "/nonexistent"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer { process.terminate() }
    func nextChunk() -> String? {
      let semaphore = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var data = Data()
      DispatchQueue.global().async {
        data = output.fileHandleForReading.availableData
        semaphore.signal()
      }
      guard semaphore.wait(timeout: .now() + 5) == .success else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
    input.fileHandleForWriting.write(Data("lift \"Write docs\"\n".utf8))
    let first = nextChunk()
    #expect(
      first?.contains(#""event":"lifted""#) == true,
      "the lift's event came while input stayed open: \(first ?? "nothing")")
    input.fileHandleForWriting.write(Data("move right\n".utf8))
    let second = nextChunk()
    #expect(second?.contains(#""event":"moved""#) == true, "\(second ?? "nothing")")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test("a failed write to standard output ends dnd with 3 and one message")
  func fullDisk() throws {
    let result = try DND.run(["-c", "tree"], stdout: "/dev/full")
    #expect(result.status == 3)
    #expect(result.stderr == "dnd: cannot write the output: No space left on device\n")
  }

  @Test("dnd ... | head -1 ends quietly, with SIGPIPE or with it ignored")
  func closedPipe() throws {
    for ignore in ["", "trap '' PIPE; "] {
      let script =
        "\(ignore)printf 'tree\\n%.0s' $(seq 3000) | \(DND.binary) | head -1 >/dev/null; echo ${PIPESTATUS[1]}"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script]
      process.environment = ["PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": "/nonexistent"]
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(status == "141\n", "\(ignore): \(status)")
      #expect(errors.isEmpty, "\(ignore): quietly, but said: \(errors)")
    }
  }
}

/// Control-C stops a long read, not only the batch between lines.
@Suite("Interruption")
struct InterruptionTests {
  @Test("Control-C while a large scene file loads ends dnd with 130 and leaves nothing half done")
  func interruptsALongLoad() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-large-\(UUID().uuidString).json")
    var text =
      #"{"format":"dnd-scene","version":1,"root":{"name":"scene","type":"container","frame":{"x":0,"y":0,"width":5000,"height":9000},"children":["#
    text += (0..<400_000).map { #"{"name":"i\#($0)","type":"item","frame":{"x":0,"y":0,"width":10,"height":10}}"# }
      .joined(separator: ",")
    text += "]}}"
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: DND.binary)
    process.arguments = ["--scene", url.path, "-c", "tree depth 0"]
    process.environment = ["PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": "/nonexistent"]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    let start = Date()
    try process.run()
    Thread.sleep(forTimeInterval: 0.3)
    process.interrupt()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130, "\(message)")
    // The words Docs/scripting.md quotes for it.
    #expect(message.contains("interrupted. Nothing was changed"), "\(message)")
    let guide = try String(contentsOf: DND.root.appendingPathComponent("Docs/scripting.md"), encoding: .utf8)
    #expect(guide.contains("`interrupted. Nothing was changed`"))
    #expect(Date().timeIntervalSince(start) < 5, "it stopped at once, not after the load")
  }
}

/// Small words a newcomer stumbles on.
@Suite("Newcomer wording")
struct NewcomerWordingTests {
  @Test("history says how many can be redone in the same words as undone")
  func historyWords() throws {
    let result = try DND.run(["--screen-reader", "-c", "drag \"Write docs\" to Doing; undo; history"])
    #expect(result.stdout.contains("History, 1 step, 0 can be undone, 1 can be redone."), "\(result.stdout)")
  }

  @Test("the map shows the lifted card over everything, and every label keeps its closing bracket")
  func mapLabels() throws {
    let lifted = try DND.run(["-c", "lift \"Fix login\"; move right; map"], environment: ["COLUMNS": "120"])
    #expect(lifted.stdout.contains("[*Fix login]"), "\(lifted.stdout)")
    #expect(lifted.stdout.contains("[Design API]"), "the lifted card hides no other")
    for (demo, columns) in [("palette", "80"), ("kanban", "60"), ("grid", "40")] {
      let map = try DND.run(["--demo", demo, "-c", "map"], environment: ["COLUMNS": columns])
      for line in map.stdout.split(separator: "\n") {
        #expect(
          line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(demo) at \(columns): \(line)")
      }
      if demo == "kanban" { #expect(map.stdout.contains("[Write docs]"), "the first card is not lost") }
    }
  }

  @Test("a press on empty space, dragged, says there is nothing to drag there")
  func emptyPress() throws {
    let result = try DND.run(["-c", "pointer down 790,510; pointer move 650,510; pointer move 791,511"])
    #expect(result.stdout.contains("Pointer at 650,510. There is nothing to drag where it was pressed."))
    #expect(result.stdout.contains("Pointer at 791,511, 1.4 of 3 points from the press. No drag yet."))
  }

  @Test("a tint says the target's color now")
  func tintWords() throws {
    let result = try DND.run(["--screen-reader", "--demo", "palette", "-c", "drag green to target"])
    #expect(result.stdout.contains("target is green now, and green is back home."), "\(result.stdout)")
  }

  @Test("in JSON one command is one moved event, the last, even when the item stops")
  func oneMovedEvent() throws {
    let result = try DND.run(["--json", "-c", "lift \"Write docs\"; move down 50"])
    let moved = result.stdout.split(separator: "\n").filter { $0.contains(#""event":"moved""#) }
    #expect(moved.count == 1, "\(moved.count) moved events")
    #expect(moved.first?.contains(#""position":3"#) == true, "the final position: \(moved)")
    let free = try DND.run(["--json", "--demo", "bounded", "-c", "lift image; move right 50"])
    #expect(free.stdout.split(separator: "\n").filter { $0.contains(#""event":"moved""#) }.count == 1)
  }
}

/// `record FILE`: a session written as a batch file that replays it.
@Suite("Recording")
struct RecordingTests {
  @Test("a recording starts from the scene, writes the commands, pins the result, and replays with 0")
  func recordsAndReplays() throws {
    let folder = try DND.folder("rec")
    let made = try DND.run(
      [
        "-c",
        "record r.dnd; drag \"Write docs\" to Doing; where; lift \"Add tests\"; move next accepting; drop; record stop",
      ],
      in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("r.dnd"), encoding: .utf8)
    #expect(text.hasPrefix("# dnd recording, started "))
    #expect(text.contains("\ndemo kanban\ndrag \"Write docs\" to Doing\nlift \"Add tests\"\n"))
    #expect(!text.contains("where"), "questions are not recorded")
    #expect(text.contains("move into \"Done\" at position 2"), "Doing is full, so Tab went on to Done: \(text)")
    #expect(text.contains("expect \"Doing/Write docs\" in \"Doing\" position 2"))
    let replay = try DND.run(["r.dnd"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
  }

  @Test("a path that cannot be written fails at once with the reason, and the session goes on")
  func unwritable() throws {
    let result = try DND.run(["--keep-going", "-c", "record /nonexistent/r.dnd\nwhere"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("cannot record to /nonexistent/r.dnd, there is no such file or folder"))
    #expect(result.stdout.contains("Nothing is selected or lifted"), "the next line still ran")
  }

  @Test("dnd --record with a path that cannot be written says so once, and the commands still run")
  func recordFlag() throws {
    let result = try DND.run(["--record", "/nonexistent/r.dnd", "-c", "where"])
    #expect(result.status == 3)
    #expect(result.stderr == "dnd: error: cannot record to /nonexistent/r.dnd, there is no such file or folder\n")
    #expect(result.stdout.contains("Nothing is selected or lifted"))
  }

  @Test("a name with control characters is written escaped and replays to the same name")
  func escapedNames() throws {
    let folder = try DND.folder("rec")
    let made = try DND.run(
      ["--keep-going", "-c", "record r.dnd\nadd item \"bell\\u{7}\" in \"To Do\" kind task\nrecord stop"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("r.dnd"), encoding: .utf8)
    #expect(text.contains("\"To Do/bell\\u{7}\""), "\(text)")
    #expect(!text.unicodeScalars.contains { $0.value == 7 })
    let replay = try DND.run(["r.dnd"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
  }
}
