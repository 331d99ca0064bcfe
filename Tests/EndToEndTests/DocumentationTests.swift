import Foundation
import Testing

/// Completion scripts, the man page and the guides stay in step with the binary.
@Suite("Completions, man page and documentation")
struct DocumentationTests {
  static func shell(_ command: String) throws -> DND.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = DND.root
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return DND.Result(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  static func installed(_ tool: String) -> Bool {
    (try? shell("command -v \(tool)").status) == 0
  }

  @Test(
    "the committed completion scripts are what the binary generates",
    arguments: [
      ("bash", "dnd.bash"), ("zsh", "_dnd"), ("fish", "dnd.fish"),
    ])
  func completionsAreCurrent(_ shell: String, _ file: String) throws {
    let folder = try DND.folder("completions")
    let made = try Self.shell("DND_BINARY='\(DND.binary)' scripts/completions '\(folder.path)'")
    #expect(made.status == 0, "\(made.stderr)")
    let generated = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    let committed = try String(contentsOf: DND.root.appendingPathComponent("Completions/\(file)"), encoding: .utf8)
    #expect(generated == committed, "Completions/\(file) is stale; run scripts/completions")
  }

  @Test("bash completes dnd --mo and the values of --mode and --demo")
  func bashCompletion() throws {
    let script = """
      source Completions/dnd.bash
      complete_line() { COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<< "$1"
        [[ "$1" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
        _dnd dnd "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"; echo "${COMPREPLY[*]}"; }
      complete_line "dnd --mo"
      complete_line "dnd --mode "
      complete_line "dnd --demo t"
      """
    let result = try Self.shell(script)
    #expect(result.stdout == "--mode\nvisual screen-reader json\ntwo-views\n", "stderr: \(result.stderr)")
  }

  @Test("zsh loads _dnd cleanly", .enabled(if: installed("zsh")))
  func zshLoads() throws {
    let result = try Self.shell(
      "zsh -f -c 'autoload -Uz compinit && compinit -u -d /tmp/dnd-zcompdump && source Completions/_dnd && whence -w _dnd'"
    )
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("_dnd: function"))
  }

  @Test("fish completes --mode values", .enabled(if: installed("fish")))
  func fishCompletes() throws {
    let result = try Self.shell("fish -c 'source Completions/dnd.fish; complete -C \"dnd --mode \"'")
    #expect(result.stdout.contains("screen-reader"), "\(result.stderr)")
  }

  @Test("the man page renders without a warning", .enabled(if: installed("groff")))
  func manPage() throws {
    let result = try Self.shell("groff -man -ww -z Docs/dnd.1")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let text = try String(contentsOf: DND.root.appendingPathComponent("Docs/dnd.1"), encoding: .utf8)
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "KEYS", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS",
      "EXAMPLES", "SEE ALSO",
    ] {
      #expect(text.contains(".SH \(section)\n") || text.contains(".SH \"\(section)\"\n"), "missing section \(section)")
    }
  }

  @Test("every command help lists is in the command reference")
  func commandReference() throws {
    let help = try DND.run(["--json", "-c", "help"]).stdout
    let object = try JSONSerialization.jsonObject(with: Data(help.utf8)) as? [String: Any]
    let lines = (object?["text"] as? [String]) ?? []
    let reference = try String(contentsOf: DND.root.appendingPathComponent("Docs/commands.md"), encoding: .utf8)
    var count = 0
    for line in lines.dropFirst() where !line.hasPrefix("Topics") {
      guard let names = line.split(separator: ":", maxSplits: 1).last else { continue }
      for name in names.split(separator: ",").map({
        $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
      }) {
        count += 1
        #expect(reference.contains("### `\(name)`"), "Docs/commands.md does not document \(name)")
      }
    }
    #expect(count >= 25)
  }

  @Test("the embedding guide shows the example that the package builds")
  func embeddingExample() throws {
    let guide = try String(contentsOf: DND.root.appendingPathComponent("Docs/embedding.md"), encoding: .utf8)
    let example = try String(
      contentsOf: DND.root.appendingPathComponent("Examples/Embedding/main.swift"), encoding: .utf8)
    let body = example.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    #expect(guide.contains(body))
  }

  @Test("the board example in the embedding guide is the one the package builds, and prints what the guide says")
  func boardExample() throws {
    let guide = try String(contentsOf: DND.root.appendingPathComponent("Docs/embedding.md"), encoding: .utf8)
    let example = try String(contentsOf: DND.root.appendingPathComponent("Examples/Board/main.swift"), encoding: .utf8)
    let body = example.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    #expect(guide.contains(body))
    try expectPrints("BoardExample", after: "The board example prints:", in: guide)
  }

  @Test("the outline example in the embedding guide is the one the package builds, and prints what the guide says")
  func outlineExample() throws {
    let guide = try String(contentsOf: DND.root.appendingPathComponent("Docs/embedding.md"), encoding: .utf8)
    let example = try String(
      contentsOf: DND.root.appendingPathComponent("Examples/Outline/main.swift"), encoding: .utf8)
    #expect(guide.contains(example))
    try expectPrints("OutlineExample", after: "The outline example prints:", in: guide)
  }

  @Test("the embedding example runs and prints what the guide says, sentence by sentence")
  func embeddingExampleRuns() throws {
    let guide = try String(contentsOf: DND.root.appendingPathComponent("Docs/embedding.md"), encoding: .utf8)
    try expectPrints("EmbeddingExample", after: "It prints:", in: guide)
  }

  /// Runs an example the package builds and expects the guide's block after `heading` as its output.
  func expectPrints(_ product: String, after heading: String, in guide: String) throws {
    guard let printsRange = guide.range(of: heading + "\n\n```\n"),
      let end = guide.range(of: "```", range: printsRange.upperBound..<guide.endIndex)
    else {
      Issue.record("Docs/embedding.md has no '\(heading)' block")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: DND.binary).deletingLastPathComponent().appendingPathComponent(product)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == String(guide[printsRange.upperBound..<end.lowerBound]))
  }

}

/// Every `console` example in Docs/ and the README runs, and prints what it shows.
@Suite("Console examples")
struct ConsoleExampleTests {
  /// The console blocks of a Markdown file: each command (after `$ `) with the lines it shows.
  static func examples(in text: String) -> [(command: String, output: String)] {
    var found: [(String, String)] = []
    var inBlock = false
    var command: String?
    var output: [String] = []
    func finish() {
      if let command { found.append((command, output.map { $0 + "\n" }.joined())) }
      command = nil
      output = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if !inBlock {
        inBlock = line == "```console"
        continue
      }
      if line == "```" {
        finish()
        inBlock = false
      } else if line.hasPrefix("$ ") {
        finish()
        command = String(line.dropFirst(2))
      } else {
        output.append(line)
      }
    }
    return found
  }

  static let files: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: DND.root.appendingPathComponent("Docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
  }()

  @Test("there are console examples to check")
  func found() throws {
    let all = try Self.files.flatMap { file in
      Self.examples(in: try String(contentsOf: DND.root.appendingPathComponent(file), encoding: .utf8))
    }
    #expect(all.count >= 4)
  }

  @Test("each console example prints what the docs show", arguments: files)
  func matches(_ file: String) throws {
    let text = try String(contentsOf: DND.root.appendingPathComponent(file), encoding: .utf8)
    let folder = URL(fileURLWithPath: DND.binary).deletingLastPathComponent().path
    for (command, expected) in Self.examples(in: text) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", command + " 2>&1"]
      process.environment = [
        "PATH": "\(folder):/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": "80", "XDG_CONFIG_HOME": "/nonexistent",
        "HOME": NSTemporaryDirectory(),
      ]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(printed == expected, "\(file): $ \(command)")
    }
  }
}
