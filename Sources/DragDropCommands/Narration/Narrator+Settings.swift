import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// `settings`: each setting in effect and where it came from, in words and as JSON.
extension Narrator {
  /// "verbosity: brief, from the settings file, line 2."
  func settingsText(_ preferences: Preferences, path: String?) -> [String] {
    var lines = Preferences.Key.allCases.map { key in
      "\(key.rawValue): \(words(key, preferences)), \(source(preferences.source(of: key)))."
    }
    if let path {
      lines.append(
        "Settings file: \(Sanitizer.clean(path)). Add save to set, as in set verbosity brief save, to keep one.")
    } else {
      lines.append("No settings file: set HOME or XDG_CONFIG_HOME to keep settings.")
    }
    return lines
  }

  /// A settings-file warning for standard error: "PATH:LINE: warning: MESSAGE." or, in JSON,
  /// `{"event":"warning","message":..,"file":..,"line":..}`.
  public func renderWarning(_ warning: SettingsFile.Warning, mode: OutputMode) -> String {
    guard mode.format.presentation != nil else {
      return JSONValue.object([
        ("event", .string("warning")), ("message", .string(warning.message)), ("file", .string(warning.path)),
        ("line", warning.line.map { .number(Double($0)) } ?? .null),
      ]).text()
    }
    let place = Sanitizer.clean(warning.path) + (warning.line.map { ":\($0)" } ?? "")
    return "\(place): warning: \(warning.message)."
  }

  /// Speech was turned on and no speech program is installed: said once, then dnd goes on.
  public func noSpeechWarning(mode: OutputMode) -> String {
    let message =
      "speech is on, but neither speech-dispatcher nor espeak-ng is installed, so dnd goes on without it. To hear dnd, install espeak-ng (sudo apt-get install espeak-ng)"
    guard mode.format.presentation != nil else {
      return JSONValue.object([("event", .string("warning")), ("message", .string(message))]).text()
    }
    return "dnd: warning: \(message)."
  }

  /// "Saved verbosity brief in ~/.config/dnd/config.toml."
  func settingSavedText(_ key: Preferences.Key, _ preferences: Preferences, path: String) -> String {
    "Saved \(key.rawValue) \(words(key, preferences)) in \(Sanitizer.clean(path)). It applies from the next start too."
  }

  /// `{"event":"settings","file":PATH,"settings":[{"name":..,"value":..,"source":..}]}`.
  func settingsJSON(_ preferences: Preferences, path: String?) -> JSONValue {
    let settings = Preferences.Key.allCases.map { key -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("name", .string(key.rawValue)), ("value", .string(words(key, preferences))),
      ]
      switch preferences.source(of: key) {
      case .builtIn: members.append(("source", .string("built-in")))
      case .file(let file, let line):
        members += [("source", .string("file")), ("file", .string(file)), ("line", .number(Double(line)))]
      case .environment(let name): members += [("source", .string("environment")), ("variable", .string(name))]
      case .flag(let flag): members += [("source", .string("flag")), ("flag", .string(flag))]
      case .session: members.append(("source", .string("session")))
      }
      return .object(members)
    }
    return .object([
      ("event", .string("settings")), ("file", path.map { .string($0) } ?? .null), ("settings", .array(settings)),
    ])
  }

  private func words(_ key: Preferences.Key, _ preferences: Preferences) -> String {
    switch key {
    case .color: preferences.color ? "on" : "off"
    case .history: preferences.history ? "on" : "off"
    case .speak: preferences.speak ? "on" : "off"
    case .view: preferences.view ? "on" : "off"
    case .speechRate: "\(preferences.speechRate) words a minute"
    case .language: "\(preferences.language.code), \(preferences.language.name)"
    default: preferences.value(of: key).filter { $0 != "\"" }
    }
  }

  private func source(_ source: Preferences.Source) -> String {
    switch source {
    case .builtIn: "built in"
    case .file(let path, let line): "from \(Sanitizer.clean(path)), line \(line)"
    case .environment(let name): "from the environment variable \(name)"
    case .flag(let flag): "from \(flag) on the command line"
    case .session: "set in this session"
    }
  }
}
