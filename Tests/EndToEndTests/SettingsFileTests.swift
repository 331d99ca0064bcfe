import Foundation
import Testing

/// The settings file at $XDG_CONFIG_HOME/dnd/config.toml: read at start, overridden by
/// DND_SCREEN_READER and the flags, saved by `set ... save`, and never fatal when broken.
@Suite("Settings file")
struct SettingsFileTests {
  /// A fresh configuration folder holding `text` as dnd/config.toml (nothing when nil).
  func folder(_ text: String?) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url.appendingPathComponent("dnd"), withIntermediateDirectories: true)
    if let text { try Data(text.utf8).write(to: url.appendingPathComponent("dnd/config.toml")) }
    return url
  }

  func run(_ arguments: [String], config: URL, extra: [String: String] = [:]) throws -> DND.Result {
    try DND.run(arguments, environment: ["XDG_CONFIG_HOME": config.path].merging(extra) { $1 })
  }

  @Test("settings are read at start, and settings says where each came from")
  func read() throws {
    let config = try folder("# kept by hand\nverbosity = \"brief\"\nstep = 20\nmode = \"screen-reader\"\n")
    let result = try run(["-c", "lift \"Write docs\"; move right; settings"], config: config)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("\nDoing 1 of 2.\n"), "brief, in screen-reader mode: \(result.stdout)")
    #expect(result.stdout.contains("verbosity: brief, from \(config.path)/dnd/config.toml, line 2."))
    #expect(result.stdout.contains("step: 20, from \(config.path)/dnd/config.toml, line 3."))
    #expect(result.stdout.contains("color: on, built in."))
    let free = try run(["--demo", "bounded", "-c", "lift image; move right"], config: config)
    #expect(free.stdout.contains("view, 50 from right."), "a step of 20 from 70: \(free.stdout)")
  }

  @Test("a mode in the settings file wins over ACCESSIBLE, which only fills in a mode nobody chose")
  func accessibleYieldsToTheFile() throws {
    let config = try folder("mode = \"visual\"\n")
    let result = try run(["-c", "tree depth 1"], config: config, extra: ["ACCESSIBLE": "1"])
    #expect(result.stdout.contains("├── To Do"), "\(result.stdout)")
    let unset = try run(["-c", "settings"], config: try folder("verbosity = \"brief\"\n"), extra: ["ACCESSIBLE": "1"])
    #expect(unset.stdout.contains("mode: screen-reader, from the environment variable ACCESSIBLE"), "\(unset.stdout)")
  }

  @Test("speak and speech-rate are read from the file, checked, and saved by set ... save")
  func speech() throws {
    let config = try folder("speak = false\nspeech-rate = 220\n")
    let result = try run(["-c", "settings"], config: config)
    #expect(result.stdout.contains("speak: off, from \(config.path)/dnd/config.toml, line 1."), "\(result.stdout)")
    #expect(result.stdout.contains("speech-rate: 220 words a minute, from \(config.path)/dnd/config.toml, line 2."))
    let bad = try folder("speech-rate = 9000\n")
    let warned = try run(["-c", "settings"], config: bad)
    #expect(warned.stderr.contains("speech-rate takes words a minute from 80 to 450"), "\(warned.stderr)")
    let saved = try run(["--keep-going", "-c", "set speech-rate 300 save\nset speech-rate 500"], config: config)
    #expect(saved.stderr.contains("the speech rate may be at most 450 words a minute"), "\(saved.stderr)")
    let text = try String(contentsOf: config.appendingPathComponent("dnd/config.toml"), encoding: .utf8)
    #expect(text == "speak = false\nspeech-rate = 300\n", "\(text)")
  }

  @Test("arrows is read from the file, checked, and saved by set arrows ... save")
  func arrows() throws {
    let config = try folder("arrows = \"history\"\n")
    let result = try run(["-c", "settings"], config: config)
    #expect(result.stdout.contains("arrows: history, from \(config.path)/dnd/config.toml, line 1."), "\(result.stdout)")
    let bad = try folder("arrows = \"browsing\"\n")
    let warned = try run(["-c", "settings"], config: bad)
    #expect(warned.stderr.contains("did you mean \"browse\"?"), "\(warned.stderr)")
    let saved = try run(["-c", "set arrows browse save"], config: config)
    #expect(saved.stdout.contains("The arrow key mode is now browse."), "\(saved.stdout)")
    let text = try String(contentsOf: config.appendingPathComponent("dnd/config.toml"), encoding: .utf8)
    #expect(text == "arrows = \"browse\"\n", "\(text)")
  }

  @Test("flags and DND_SCREEN_READER override the file")
  func overridden() throws {
    let config = try folder("mode = \"screen-reader\"\n")
    let json = try run(["--json", "-c", "settings"], config: config)
    #expect(json.stdout.contains(#"{"name":"mode","value":"json","source":"flag","flag":"--json"}"#), "\(json.stdout)")
    let off = try run(["-c", "settings"], config: config, extra: ["DND_SCREEN_READER": "off"])
    #expect(off.stdout.contains("mode: visual, from the environment variable DND_SCREEN_READER."), "\(off.stdout)")
    let visual = try run(["--mode", "visual", "-c", "tree depth 1"], config: config)
    #expect(visual.stdout.contains("├── To Do"))
  }

  @Test("set ... save writes the setting, keeps the other lines, and the next start uses it")
  func saved() throws {
    let config = try folder("# my settings\nstep = 20 # points\n")
    let result = try run(["-c", "set verbosity verbose save; set step 5 save"], config: config)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Saved verbosity verbose in \(config.path)/dnd/config.toml"))
    let text = try String(contentsOf: config.appendingPathComponent("dnd/config.toml"), encoding: .utf8)
    #expect(text == "# my settings\nstep = 5\nverbosity = \"verbose\"\n")
    let next = try run(["-c", "settings"], config: config)
    #expect(next.stdout.contains("verbosity: verbose, from \(config.path)/dnd/config.toml, line 3."))
    let fresh = try folder(nil)
    try FileManager.default.removeItem(at: fresh.appendingPathComponent("dnd"))
    let made = try run(["-c", "set mode screen-reader save"], config: fresh)
    #expect(made.status == 0, "the folder is made: \(made.stderr)")
    let clamp = try run(["-c", "set clamp off save"], config: fresh)
    #expect(clamp.status == 1)
    #expect(
      clamp.stderr.contains("only mode, verbosity, step, speak, speech-rate, language, arrows, view can be saved"))
  }

  @Test("a broken file is one warning with its path and line; dnd starts with its defaults")
  func broken() throws {
    let config = try folder("verbosity = \"brief\"\nstep = = 3\n")
    let result = try run(["-c", "settings"], config: config)
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 1, "\(result.stderr)")
    #expect(warnings.first?.hasPrefix("\(config.path)/dnd/config.toml:2: warning: not valid TOML") == true)
    #expect(result.stdout.contains("verbosity: normal, built in."), "the whole file is ignored")
    let json = try run(["--json", "-c", "settings"], config: config)
    #expect(json.stderr.hasPrefix(#"{"event":"warning","message":"not valid TOML"#), "\(json.stderr)")
  }

  @Test(
    "a file on which the TOML library would abort is one warning, and dnd starts",
    arguments: ["[$nd]\nstep = 3\n", "y = 2021-01-01T:0000:00Z\n", "[\n"])
  func libraryAbort(_ text: String) throws {
    let config = try folder(text)
    let result = try run(["-c", "settings"], config: config)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("not valid TOML"))
    #expect(!result.stderr.contains("Assertion"), "the library's own message stays out")
    #expect(result.stdout.contains("step: 10, built in."))
  }

  @Test("an unknown setting or value is named, with a did-you-mean, and the rest still applies")
  func unknown() throws {
    let config = try folder("verbosty = \"brief\"\nmode = \"screenreader\"\nstep = 30\ncolor = \"yes\"\n")
    let result = try run(["-c", "settings"], config: config)
    #expect(result.status == 0)
    let path = "\(config.path)/dnd/config.toml"
    #expect(result.stderr.contains("\(path):1: warning: unknown setting 'verbosty', did you mean 'verbosity'?"))
    #expect(result.stderr.contains("\(path):2: warning: 'screenreader' is not a mode, did you mean \"screen-reader\"?"))
    #expect(result.stderr.contains("\(path):4: warning: color takes true or false."))
    #expect(result.stdout.contains("step: 30, from \(path), line 3."))
  }
}
