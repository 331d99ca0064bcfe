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
    let result = try DND.run(["--screen-reader"], stdin: Self.session.joined(separator: "\n") + "\n")
    let drag = result.stdout.split(separator: "\n").map(String.init).filter { line in
      ["Lifted ", "Dropped ", "Cancelled", "Copied "].contains { line.hasPrefix($0) } || line.contains(" over ")
        || line.contains(" is back in ") || line.contains(" refused ")
    }
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

  @Test("brief verbosity reads like 'Done, 2 of 2.': the lifted item's name is known")
  func briefExample() throws {
    let result = try DND.run(["--screen-reader", "-c", "set verbosity brief; lift \"Write docs\"; move into Done"])
    #expect(result.stdout.contains("\nDone, 2 of 2.\n"))
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
