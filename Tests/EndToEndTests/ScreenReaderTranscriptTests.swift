import Foundation
import Testing

/// A whole drag session in screen-reader mode, read as a listener would hear it.
@Suite("Screen-reader transcripts")
struct ScreenReaderTranscriptTests {
  static let session = [
    "where", "select next", "lift", "move down", "move right", "move right", "move left", "where", "targets", "drop",
    "undo", "redo", "lift \"Fix login\"", "move right 2", "drop", "lift \"Add tests\"", "move up", "move up", "cancel",
    "drag \"Design API\" to Done", "tree", "info Done", "map", "history", "help", "help accessibility",
  ]

  /// Splits `--echo` output into (command, answer lines) pairs.
  func answers(_ stdout: String) -> [(String, [String])] {
    var result: [(String, [String])] = []
    for line in stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("> ") {
        result.append((String(line.dropFirst(2)), []))
      } else if !line.isEmpty, !result.isEmpty {
        result[result.count - 1].1.append(line)
      }
    }
    return result
  }

  func words(_ line: String) -> Int { line.split(separator: " ").count }

  @Test("plain sentences: no escapes, no box or braille characters, no carriage returns, every command answers")
  func transcript() throws {
    let result = try DND.run(["--screen-reader", "--echo"], stdin: Self.session.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let text = result.stdout + result.stderr
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\r"))
    let forbidden = text.unicodeScalars.filter {
      (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value)
    }
    #expect(forbidden.isEmpty, "box-drawing, block or braille characters: \(forbidden.map { String($0) })")
    let pairs = answers(result.stdout)
    #expect(pairs.map(\.0) == Self.session)
    for (command, lines) in pairs {
      #expect(!lines.isEmpty, "'\(command)' produced no line")
    }
  }

  @Test("drag announcements have a median of at most 12 words at normal verbosity")
  func medianLength() throws {
    let result = try DND.run(["--screen-reader", "--echo"], stdin: Self.session.joined(separator: "\n") + "\n")
    let verbs = ["lift", "move", "drop", "cancel", "drag", "undo", "redo"]
    let drag = answers(result.stdout).filter { command, _ in verbs.contains { command.hasPrefix($0) } }
      .flatMap(\.1).filter { !$0.hasPrefix("To move it") }
    try #require(drag.count >= 10, "too few drag announcements: \(result.stderr)")
    let counts = drag.map(words).sorted()
    let median = counts[counts.count / 2]
    #expect(median <= 12, "median \(median) words: \(drag)")
  }

  @Test("brief says less than normal, and normal less than verbose")
  func verbosityLevels() throws {
    func totalWords(_ verbosity: String) throws -> Int {
      let commands = ["set verbosity \(verbosity)"] + Self.session.filter { !$0.hasPrefix("help") }
      let result = try DND.run(["--screen-reader"], stdin: commands.joined(separator: "\n") + "\n")
      return result.stdout.split(separator: "\n").dropFirst().map { words(String($0)) }.reduce(0, +)
    }
    let brief = try totalWords("brief")
    let normal = try totalWords("normal")
    let verbose = try totalWords("verbose")
    #expect(brief < normal, "brief \(brief) words, normal \(normal)")
    #expect(normal < verbose, "normal \(normal) words, verbose \(verbose)")
  }

  @Test("brief verbosity reads like 'Done 2 of 2.': the lifted item's name is known")
  func briefExample() throws {
    let result = try DND.run(["--screen-reader", "-c", "set verbosity brief; lift \"Write docs\"; move into Done"])
    #expect(result.stdout.contains("\nDone 2 of 2.\n"))
  }

  @Test("verbose puts the main sentence first: the item and where it is, then the extras")
  func verboseMainFirst() throws {
    let commands = [
      "set verbosity verbose", "lift \"Write docs\"", "move right", "move right", "drop", "lift \"Fix login\"",
      "move right", "move right", "cancel",
    ]
    let result = try DND.run(["--screen-reader", "-c", commands.joined(separator: "\n")])
    let lines = result.stdout.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("To move it") && !$0.hasPrefix("Verbosity")
    }
    let starts = ["Lifted Write docs", "Write docs over Doing", "Write docs over Done", "Dropped Write docs into Done"]
    for (line, start) in zip(lines, starts) { #expect(line.hasPrefix(start), "\(line)") }
    #expect(lines.contains { $0.contains("from To Do position 1 to Done position") }, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("Left ") || $0.hasPrefix("Entered ") }, "crossings delay the point")
  }

  /// Presses `move DIRECTION` until the answer says the item stays, at most `limit` times.
  func presses(_ demo: String, _ item: String, _ direction: String, limit: Int = 60) throws -> [String] {
    let commands = ["lift \(item)"] + Array(repeating: "move \(direction)", count: limit)
    let result = try DND.run(["--screen-reader", "--demo", demo, "-c", commands.joined(separator: "\n")])
    return result.stdout.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("Lifted") && !$0.hasPrefix("To move it")
    }
  }

  @Test(
    "free layouts: N arrow presses give N different sentences until the item is stopped, then one that says so",
    arguments: [("two-views", "red"), ("palette", "red"), ("bounded", "image")])
  func freeLayoutPresses(demo: String, item: String) throws {
    for direction in ["up", "down", "left", "right"] {
      let lines = try presses(demo, item, direction)
      #expect(lines.count == 60, "\(demo) \(direction): one answer per press")
      guard let stop = lines.firstIndex(where: { $0.contains(" stays at the ") }) else {
        Issue.record("\(demo) \(direction): never said it stopped: \(lines.suffix(3))")
        continue
      }
      let moving = lines[..<stop]
      #expect(Set(moving).count == moving.count, "\(demo) \(direction): a press repeated a sentence: \(moving)")
      #expect(lines[stop].contains("\(direction == "up" ? "top" : direction == "down" ? "bottom" : direction) edge"))
      #expect(!moving.contains { $0.contains("position 1 of 1") }, "\(demo) \(direction): a slot, not a place")
    }
  }

  @Test("over nothing, a move names the nearest container that takes the item and which way it lies")
  func nearestWhenOverNothing() throws {
    let lines = try presses("palette", "red", "down", limit: 3)
    #expect(lines.first == "Over nothing, target is 140 below and 10 to the right.")
    let views = try presses("two-views", "red", "down", limit: 9)
    #expect(views.last == "Over nothing, viewB is 5 below.", "\(views)")
  }

  @Test("brief move, drop, cancel, edge and refusal lines fit 40 braille cells")
  func briefFitsBraille() throws {
    let commands = [
      "set verbosity brief", "lift \"Fix login\"", "move right", "move right", "drop", "lift \"Write docs\"",
      "move up", "move right", "move down 10", "move to 790,590", "drop", "lift \"Add tests\"", "move into Done",
      "drop", "lift \"Set up CI\"", "move left", "cancel",
    ]
    let result = try DND.run(["--screen-reader", "-c", commands.joined(separator: "\n")])
    let lines = result.stdout.split(separator: "\n").filter {
      !$0.hasPrefix("To move it") && !$0.hasPrefix("Verbosity")
    }
    #expect(lines.count >= 15)
    for line in lines { #expect(line.count <= 40, "\(line.count) cells: \(line)") }
  }
}
