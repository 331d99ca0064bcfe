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

/// Every `console` example in Docs/ and the README runs, and prints what it shows. A line `...`
/// in what a block shows stands for lines left out.
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

  /// What a shell command prints, standard error after standard output, run from the package
  /// root with the built dnd first on the path, as a reader's shell would.
  static func run(_ command: String) throws -> String {
    let folder = URL(fileURLWithPath: DND.binary).deletingLastPathComponent().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command + " 2>&1"]
    process.currentDirectoryURL = DND.root
    process.environment = [
      "PATH": "\(folder):/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": "80", "XDG_CONFIG_HOME": "/nonexistent",
      "HOME": NSTemporaryDirectory(),
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return printed
  }

  /// True when the printed text is what a block shows: line for line, where a line `...` of the
  /// block stands for any number of lines.
  static func matches(_ printed: String, _ shown: String) -> Bool {
    guard shown.contains("\n...\n") || shown.hasPrefix("...\n") else { return printed == shown }
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let parts = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .split(separator: "...", omittingEmptySubsequences: false).map(Array.init)
    // The first part starts the text, the last ends it, and each one between comes in order.
    guard let first = parts.first, let last = parts.last, lines.starts(with: first),
      lines.count >= first.count + last.count, Array(lines.suffix(last.count)) == last
    else { return false }
    var index = first.count
    let end = lines.count - last.count
    for part in parts.dropFirst().dropLast() {
      while index + part.count <= end, Array(lines[index..<index + part.count]) != part { index += 1 }
      guard index + part.count <= end else { return false }
      index += part.count
    }
    return true
  }

  @Test("a line ... stands for lines left out, and only for lines")
  func elision() {
    #expect(Self.matches("a\nb\nc\nd\n", "a\n...\nd\n"))
    #expect(Self.matches("a\nb\nc\nd\n", "a\n...\nc\n...\n"))
    #expect(Self.matches("a\nd\n", "a\n...\nd\n"))
    #expect(!Self.matches("a\nb\nc\n", "a\n...\nd\n"))
    #expect(!Self.matches("a\nb\n", "b\n...\n"))
    #expect(!Self.matches("a\nb\n", "a\n"))
  }

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
    for (command, expected) in Self.examples(in: text) {
      let printed = try Self.run(command)
      let same = Self.matches(printed, expected)
      #expect(same, "\(file): $ \(command)\nprinted:\n\(printed)shown:\n\(expected)")
    }
  }
}

/// An answer a guide quotes in its prose, and a command that makes dnd say it.
struct QuotedAnswer: Sendable, CustomTestStringConvertible {
  var file: String
  var quote: String
  var command: String
  var testDescription: String { "\(file): \(quote)" }
}

/// The answers the guides quote in their prose are what dnd says: each guide holds the quote, and
/// the command, run as a console example is, prints it.
@Suite("Quoted answers")
struct QuotedAnswerTests {
  static let answers: [QuotedAnswer] = [
    // Accessibility: verbosity.
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Done 2 of 2.`",
      command: #"dnd --screen-reader -c 'set verbosity brief; drag "Write docs" to Done'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Refused, Done takes no bugs.`",
      command: #"dnd --screen-reader -c 'set verbosity brief; drag "Fix login" to Done'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Done, position 2 of 2.`",
      command: #"dnd --screen-reader -c 'drag "Write docs" to Done'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Dropped, marked done.`",
      command: #"dnd --screen-reader --demo board -c 'drag "Set up nightly builds" to Done'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Write docs over Done, position 2 of 2.`",
      command: #"dnd --screen-reader -c 'set verbosity verbose; lift "Write docs"; move right; move right; move down'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`It went from To Do position 1 to Done position 2.`",
      command: #"dnd --screen-reader -c 'set verbosity verbose; drag "Write docs" to Done'"#),
    // Accessibility: free layouts and finding your way.
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`viewB, middle, overlapping blue, 95 from the bottom edge.`",
      command: "dnd --screen-reader --demo two-views -c 'drag red to 160,300'"),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Over nothing, viewB is 15 below.`",
      command: "dnd --screen-reader --demo two-views -c 'lift red; move down 8'"),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`image stays at the right edge of view.`",
      command: "dnd --screen-reader --demo bounded -c 'lift image; move right 10'"),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`At 80,45 in view.`",
      command: "dnd --screen-reader --demo bounded -c 'set verbosity verbose; lift image; move right'"),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`To Do, container, level 1, 1 of 3, 3 items in a column`",
      command: "dnd --screen-reader -c tree"),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Already first in To Do.`",
      command: #"dnd --screen-reader -c 'drag "Write docs" to Doing; lift "Add tests"; move up; move up'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "`Nothing to the right, still in Done.`",
      command: #"dnd --screen-reader -c 'lift "Write docs"; move right; move right; move right'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md",
      quote: "`Add tests is already first in To Do, position 1 of 2, no drop area above.`",
      command:
        #"dnd --screen-reader -c 'set verbosity verbose; drag "Write docs" to Doing; lift "Add tests"; move up; move up'"#
    ),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "*Put back in To Do, position 3 of 3.*",
      command: #"dnd --screen-reader -c 'lift "Add tests"; move right; cancel'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md", quote: "*Design API, in Doing, position 1 of 1.*",
      command: #"dnd --screen-reader -c 'select "Write docs"; select right'"#),
    QuotedAnswer(
      file: "Docs/accessibility.md",
      quote: #"(`Fehler: nichts ist aufgenommen. Erst ein Element aufnehmen, zum Beispiel mit lift "Write docs".`)"#,
      command: "dnd --screen-reader --language de -c drop"),
    // Outlines.
    QuotedAnswer(
      file: "Docs/outlines.md", quote: "*Under Frontend, 3 of 3.*",
      command: "dnd --screen-reader --demo outline -c 'lift \"Offline mode\"; move up'"),
    QuotedAnswer(
      file: "Docs/outlines.md", quote: "`Level 2, Set up the database, 3 of 3.`",
      command: "dnd --screen-reader --demo outline -c 'set verbosity brief; lift Deploy; move up; indent'"),
    QuotedAnswer(
      file: "Docs/outlines.md",
      quote: "*Write tests, to do, list item, level 2 under Build the API, 1 of 2, no children.*",
      command: #"dnd --screen-reader --demo outline -c 'select "Build the API"; select next'"#),
    // Boards and scripting.
    QuotedAnswer(
      file: "Docs/obsidian-kanban.md", quote: #"("Review takes no bugs.")"#,
      command: #"dnd --screen-reader --demo board -c 'set Review accepts task; drag "Fix the login timeout" to Review'"#
    ),
    QuotedAnswer(
      file: "Docs/scripting.md", quote: #"`{"event":"marked-done","item":"Set up nightly builds"}`"#,
      command: #"dnd --json --demo board -c 'drag "Set up nightly builds" to Done'"#),
  ]

  /// Text with each run of blanks and line breaks made one space, as a paragraph reads.
  static func joined(_ text: String) -> String { text.replacing(/\s+/, with: " ") }

  @Test("each answer a guide quotes is what dnd says", arguments: answers)
  func quoted(_ answer: QuotedAnswer) throws {
    let text = try String(contentsOf: DND.root.appendingPathComponent(answer.file), encoding: .utf8)
    let quoted = Self.joined(text).contains(answer.quote)
    #expect(quoted, "\(answer.file) no longer quotes \(answer.quote)")
    // The quote as dnd prints it: without its marks.
    var said = answer.quote
    for (open, close) in [("(`", "`)"), ("(\"", "\")"), ("`", "`"), ("*", "*")]
    where said.hasPrefix(open) && said.hasSuffix(close) {
      said = String(said.dropFirst(open.count).dropLast(close.count))
      break
    }
    let printed = try ConsoleExampleTests.run(answer.command)
    let says = printed.contains(said)
    #expect(says, "$ \(answer.command)\n\(printed)")
  }
}
