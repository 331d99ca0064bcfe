import Foundation
import Testing

/// Choosing the language: --language, then the settings file, then LANGUAGE, LC_ALL,
/// LC_MESSAGES and LANG; `set language`; `help languages`.
@Suite("Choosing a language")
struct LanguageChoiceTests {
  let task = ["--screen-reader", "-c", "select \"Fix login\"; where; lift; move right; move right; cancel"]

  func folder(_ text: String?) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-language-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url.appendingPathComponent("dnd"), withIntermediateDirectories: true)
    if let text { try Data(text.utf8).write(to: url.appendingPathComponent("dnd/config.toml")) }
    return url
  }

  func output(_ arguments: [String], _ environment: [String: String] = [:]) throws -> String {
    let result = try DND.run(arguments, environment: environment)
    #expect(result.status == 0, "\(arguments) \(environment): \(result.stderr)")
    return result.stdout
  }

  @Test("numbers are written as the language writes them on screen, and as plain digits for the ear")
  func numbersByLanguage() throws {
    let folder = try folder(nil)
    let path = folder.appendingPathComponent("long.md").path
    let items = (1...12_345).map { "- Task \($0)" }.joined(separator: "\n")
    try Data(("# Long\n" + items + "\n").utf8).write(to: URL(fileURLWithPath: path))
    let select = ["-c", "select \"Task 12345\""]
    #expect(try output([path] + select).contains("12,345 of 12,345"))
    #expect(try output([path, "--language", "de"] + select).contains("12.345 von 12.345"))
    #expect(try output([path, "--language", "fr"] + select).contains("12\u{202F}345 sur 12\u{202F}345"))
    // espeak-ng, which Orca and Fenrir speak through, reads "12 345" as "twelve, three four five"
    // in several languages: the ear gets plain digits.
    #expect(try output([path, "--language", "ru", "--screen-reader"] + select).contains("12345"))
    #expect(try output([path, "--screen-reader"] + select).contains("12345 of 12345"))
  }

  @Test("help, help move, --help, settings and visual info are German with --language de or LANG=de_DE.UTF-8")
  func germanAroundTheDrag() throws {
    func both(_ arguments: [String]) throws -> (String, String) {
      (try output(arguments), try output(["--language", "de"] + arguments))
    }
    let (help, hilfe) = try both(["-c", "help"])
    #expect(help.contains("Commands, by purpose."))
    #expect(!hilfe.contains("Commands, by purpose.") && hilfe.contains("lift, move, drop"), "\(hilfe)")
    let (move, bewegen) = try both(["-c", "help move"])
    #expect(move.contains("Syntax: move up|down|left|right [N]"))
    #expect(!bewegen.contains("Move the lifted item") && bewegen.contains("move up|down|left|right [N]"))
    let (keys, tasten) = try both(["--screen-reader", "-c", "help keys"])
    #expect(keys != tasten && !tasten.contains("Arrow keys move the lifted item"))
    let (settings, einstellungen) = try both(["-c", "settings"])
    #expect(settings.contains("color: on, built in."))
    #expect(einstellungen.contains("color: "))
    #expect(!einstellungen.contains("built in") && !einstellungen.contains(": on,"), "\(einstellungen)")
    let (info, auskunft) = try both(["-c", "info Done"])
    #expect(info.contains("  place:    "))
    #expect(!auskunft.contains("place:") && !auskunft.contains("rules:"), "\(auskunft)")
    // --help: the argument parser's English, else the catalogs'.
    let english = try DND.run(["--help"], environment: [:]).stdout
    #expect(english.contains("Never use color."))
    for (arguments, environment) in [(["--language", "de", "--help"], [:]), (["--help"], ["LANG": "de_DE.UTF-8"])] {
      let german = try DND.run(arguments, environment: environment)
      #expect(german.status == 0)
      #expect(!german.stdout.contains("Never use color.") && german.stdout.contains("--no-color"), "\(german.stdout)")
      #expect(german.stdout.contains("--view/--no-view") && german.stdout.contains("-c <commands>"))
    }
  }

  @Test("an unknown command, a parser error and a file error are German with --language de")
  func germanErrors() throws {
    for (arguments, english, kept) in [
      (["-c", "frobnicate"], "unknown command", "frobnicate"),
      (["-c", "liftt"], "Did you mean", "lift"),
      (["-c", "move into"], "expected", "move into"),
      (["-c", "select next extra"], "unexpected", "extra"),
      (["--scene", "/nonexistent/board.json"], "no such file", "/nonexistent/board.json"),
    ] {
      let said = try DND.run(arguments).stderr
      #expect(said.contains(english), "\(said)")
      let german = try DND.run(["--language", "de"] + arguments)
      #expect(german.status != 0)
      #expect(!german.stderr.contains(english) && german.stderr.contains(kept), "\(german.stderr)")
    }
  }

  @Test("the lexer's, parser's, selection's, editing and engine errors are German with --language de")
  func moreGermanErrors() throws {
    for (command, english) in [
      ("set Done capacity x", "is not a whole number"),
      ("set verbosity loud", "expected verbosity"),
      ("select \u{01}", "control character"),
      ("select \"Write docs", "a quote is not closed"),
      ("find", "no search to go on with"),
      ("rename Done to Doing", "already has a child named"),
      ("select Done; select parent", "is at the top level"),
      ("pointer up", "the pointer is not down"),
      ("demo nope", "no demo named"),
      ("help nope", "no help for"),
      ("save", "there is no file to save to yet"),
      ("set step -1", "must be greater than 0"),
      ("set language xx", "is not a language dnd speaks"),
      ("set speech-rate 5000", "the speech rate may be at most"),
      ("select \"Write docs\"; select right; select right; select right", "is in the last column"),
    ] {
      let said = try DND.run(["-c", command])
      #expect(said.status == 1 && said.stderr.contains(english), "\(command): \(said.stderr)")
      let german = try DND.run(["--language", "de", "-c", command])
      #expect(german.status == said.status, "\(command)")
      #expect(
        !german.stderr.contains(english) && german.stderr.contains("Fehler"), "\(command): \(german.stderr)")
    }
  }

  @Test("LANG=pl_PL.UTF-8 speaks Polish, with 2 karty for two cards")
  func polishFromTheLocale() throws {
    let english = try output(task)
    let polish = try output(task, ["LANG": "pl_PL.UTF-8"])
    #expect(polish != english)
    #expect(polish == (try output(["--language", "pl"] + task)))
    let group = try output(
      ["--screen-reader", "-c", "select \"Fix login\"; select add \"Add tests\"; lift"], ["LANG": "pl_PL.UTF-8"])
    #expect(group.contains("2 karty"), "\(group)")
  }

  @Test("the first that is set decides: --language, the settings file, LANGUAGE, LC_ALL, LC_MESSAGES, LANG")
  func precedence() throws {
    let german = try output(["--language", "de"] + task)
    let french = try output(["--language", "fr"] + task)
    let english = try output(task, ["LANG": "C.UTF-8"])
    #expect(Set([german, french, english]).count == 3)
    #expect(try output(task, ["LANG": "de_DE.UTF-8"]) == german)
    #expect(try output(task, ["LANG": "de-DE"]) == german)
    #expect(try output(task, ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == french)
    #expect(try output(task, ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]) == french)
    #expect(try output(task, ["LANGUAGE": "xx:fr:de", "LC_ALL": "de_DE.UTF-8"]) == french)
    #expect(try output(task, ["LANG": "POSIX"]) == english)
    #expect(try output(task, ["LANG": "xx_YY.UTF-8"]) == english, "a language dnd lacks is English, silently")
    let config = try folder("language = \"de\"\n")
    let fromFile = try DND.run(task, environment: ["XDG_CONFIG_HOME": config.path, "LANG": "fr_FR.UTF-8"])
    #expect(fromFile.stdout == german && fromFile.stderr.isEmpty, "\(fromFile.stderr)")
    let flag = try DND.run(["--language", "fr"] + task, environment: ["XDG_CONFIG_HOME": config.path])
    #expect(flag.stdout == french)
  }

  @Test("--language that dnd does not have is a usage error that lists the languages")
  func unknownFlag() throws {
    let result = try DND.run(["--language", "xx", "-c", "where"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'xx' is not a language dnd speaks"), "\(result.stderr)")
    #expect(result.stderr.contains("pt_BR") && result.stderr.contains("zh_TW"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    // The same on the quick path that reads a batch file's plain flags.
    let batch = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-language-\(UUID().uuidString).dnd")
    try Data("where\n".utf8).write(to: batch)
    let quick = try DND.run(["--language", "xx", batch.path])
    #expect(quick.status == 2 && quick.stderr.contains("'xx' is not a language dnd speaks"), "\(quick.stderr)")
    let german = try DND.run(["--screen-reader", "--language", "de", batch.path])
    let expected = try output(["--screen-reader", "--language", "de", "-c", "where"])
    #expect(german.status == 0 && german.stdout == expected)
  }

  @Test("an invalid language in the settings file is one warning with its line, and dnd goes on in English")
  func unknownInTheFile() throws {
    let config = try folder("verbosity = \"normal\"\nlanguage = \"klingon\"\n")
    let result = try DND.run(task, environment: ["XDG_CONFIG_HOME": config.path, "LANG": "de_DE.UTF-8"])
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("\(config.path)/dnd/config.toml:2: warning: 'klingon' is not a language dnd speaks"))
    #expect(result.stdout == (try output(task)), "English, not the locale's German")
  }

  @Test("the settings file's warnings are said in the language it chooses, with the file and line")
  func germanSettingsWarnings() throws {
    let text = "language = \"de\"\nverbosity = \"loud\"\nspeak = 3\nfrobble = 1\nspeech-rate = 9000\n"
    let config = try folder(text)
    let result = try DND.run(task, environment: ["XDG_CONFIG_HOME": config.path])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 4, "\(result.stderr)")
    for (index, line) in lines.enumerated() {
      #expect(line.hasPrefix("\(config.path)/dnd/config.toml:\(index + 2): Warnung: "), "\(line)")
    }
    for english in ["is not a verbosity", "takes true or false", "unknown setting", "takes words a minute"] {
      #expect(!result.stderr.contains(english), "\(result.stderr)")
    }
    #expect(result.stderr.contains("'loud'") && result.stderr.contains("frobble") && result.stderr.contains("speak"))
  }

  @Test("set language switches and answers in the new language; save keeps it")
  func setLanguage() throws {
    let config = try folder(nil)
    let switched = try DND.run(
      ["--screen-reader", "-c", "set language de save; select \"Fix login\"; where"],
      environment: ["XDG_CONFIG_HOME": config.path])
    #expect(switched.status == 0, "\(switched.stderr)")
    let german = try output(["--language", "de", "--screen-reader", "-c", "select \"Fix login\"; where"])
    #expect(switched.stdout.hasSuffix(german), "\(switched.stdout)")
    let text = try String(contentsOf: config.appendingPathComponent("dnd/config.toml"), encoding: .utf8)
    #expect(text == "language = \"de\"\n")
    let bad = try DND.run(["-c", "set language xx"])
    #expect(bad.status == 1 && bad.stderr.contains("'xx' is not a language dnd speaks"), "\(bad.stderr)")
  }

  @Test("a demo is named in the session's language; JSON keeps the English source")
  func demoNames() throws {
    let english = try output(["--screen-reader", "-c", "demo two-views"])
    #expect(english == "Loaded the two-views demo, 2 containers, 2 items.\n")
    for code in ["de", "fi", "ja", "ar"] {
      let said = try output(["--screen-reader", "--language", code, "-c", "demo two-views"])
      #expect(said.contains("two-views") && !said.contains("the two-views demo"), "\(code): \(said)")
    }
    let json = try output(["--json", "--language", "de", "-c", "demo two-views"])
    #expect(json.contains("\"source\":\"the two-views demo\""), "\(json)")
  }

  @Test("help languages lists every language by its code and its own name")
  func helpLanguages() throws {
    let help = try output(["-c", "help languages"])
    for line in ["en, English", "de, Deutsch", "pl, Polski", "ar, العربية", "ja, 日本語", "pt_BR, Português (Brasil)"] {
      #expect(help.contains(line), "\(line)")
    }
    #expect(help.split(separator: "\n").filter { $0.contains(", ") && $0.count < 40 }.count == 34)
  }
}
