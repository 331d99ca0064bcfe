import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// `settings`: each setting in effect and where it came from, in words and as JSON.
extension Narrator {
  /// "verbosity: brief, from the settings file, line 2." The setting names and their values
  /// that are words to type (brief, visual) stay English; on, off, the rate and where each
  /// came from are said in the answer's language.
  func settingsText(_ preferences: Preferences, path: String?, in state: NarrationState) -> [String] {
    let words = words(state)
    var lines = SessionOptions.kept.map { key in
      "\(key.rawValue): \(value(key, preferences, words)), \(source(preferences.source(of: key), words))."
    }
    if let path {
      lines.append(words.fill(.settingsFile, [.file: Sanitizer.clean(path), .command: "set verbosity brief save"]))
    } else {
      lines.append(words.fill(.settingsNoFile, [.command: "HOME or XDG_CONFIG_HOME"]))
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
    return "\(place): \(words.fill(.warningLabel)): \(warning.message(in: words))."
  }

  /// Speech was turned on and no speech program is installed: said once, then dnd goes on.
  public func noSpeechWarning(mode: OutputMode) -> String {
    let install: TemplateValues = [.command: "sudo apt-get install espeak-ng"]
    guard mode.format.presentation != nil else {
      let message = NarrationTemplates.english.fill(.warningNoSpeech, install)
      return JSONValue.object([("event", .string("warning")), ("message", .string(message))]).text()
    }
    return "dnd: \(words.fill(.warningLabel)): \(words.fill(.warningNoSpeech, install))."
  }

  /// "Saved verbosity brief in ~/.config/dnd/config.toml."
  func settingSavedText(_ key: Preferences.Key, _ preferences: Preferences, path: String, in state: NarrationState)
    -> String
  {
    let words = words(state)
    return words.fill(
      .settingSaved,
      [.item: key.rawValue, .edit: value(key, preferences, words), .file: Sanitizer.clean(path)])
  }

  /// `{"event":"settings","file":PATH,"settings":[{"name":..,"value":..,"source":..}]}`.
  func settingsJSON(_ preferences: Preferences, path: String?) -> JSONValue {
    let settings = SessionOptions.kept.map { key -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("name", .string(key.rawValue)), ("value", .string(value(key, preferences, nil))),
      ]
      switch preferences.source(of: key) {
      case .builtIn: members.append(("source", .string("built-in")))
      case .file(let file, let line):
        members += [("source", .string("file")), ("file", .string(file)), ("line", .number(Double(line)))]
      case .environment(let name): members += [("source", .string("environment")), ("variable", .string(name))]
      case .flag(let flag): members += [("source", .string("flag")), ("flag", .string(flag))]
      case .session: members.append(("source", .string("session")))
      case .detected(let name): members += [("source", .string("detected")), ("reader", .string(name))]
      }
      return .object(members)
    }
    return .object([
      ("event", .string("settings")), ("file", path.map { .string($0) } ?? .null), ("settings", .array(settings)),
    ])
  }

  /// A setting's value in words: in the language of `words`, or English for JSON (nil). Points
  /// and words to type are written as the file writes them (`10`, `brief`); a language is its
  /// code and name.
  private func value(_ key: Preferences.Key, _ preferences: Preferences, _ words: NarrationTemplates?) -> String {
    let definition = key.definition
    let value = definition.get(OptionTarget(preferences: preferences))
    switch value {
    case .number(let points): return formatNumber(points)
    case .word(let word): return word ?? "off"
    case .language(let language): return "\(language.code), \(language.name)"
    case .count, .flag: return value.said(definition.form, words ?? NarrationTemplates.english)
    }
  }

  /// Where a setting's value came from, in words.
  private func source(_ source: Preferences.Source, _ words: NarrationTemplates) -> String {
    switch source {
    case .builtIn: words.fill(.sourceBuiltIn)
    case .file(let path, let line): words.fill(.sourceFile, [.file: Sanitizer.clean(path), .row: "\(line)"])
    case .environment(let name): words.fill(.sourceEnvironment, [.command: name])
    case .flag(let flag): words.fill(.sourceFlag, [.command: flag])
    case .session: words.fill(.sourceSession)
    case .detected(let name): words.fill(.sourceDetected, [.item: name])
    }
  }
}
