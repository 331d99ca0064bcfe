import DragDropAnnouncements
import DragDropKit
import DragDropTranslations
import TOMLKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings file, `$XDG_CONFIG_HOME/dnd/config.toml` (default `~/.config/dnd/config.toml`):
///
/// ```toml
/// mode = "screen-reader"   # visual, screen-reader or json
/// verbosity = "brief"      # brief, normal or verbose
/// step = 20                # points an arrow moves in free containers
/// color = false
/// history = true
/// ```
///
/// TOMLKit parses it. A file that does not parse is ignored whole with one warning naming its
/// line; an unknown setting or a bad value is skipped with a warning that names it and, where
/// one is close, what was meant. Reading never fails.
public enum SettingsFile {
  /// A problem in the file: its line (nil when not known) and what is wrong.
  public struct Warning: Hashable, Sendable {
    /// The file.
    public var path: String
    /// The 1-based line.
    public var line: Int?
    /// What is wrong and how to fix it, as a phrase and its values.
    public var said: CommandError.Said

    /// A warning in the catalogs' words.
    public init(path: String, line: Int?, said: CommandError.Said) {
      self.path = path
      self.line = line
      self.said = said
    }

    /// What is wrong, in English: the English of its phrase.
    public var message: String { CommandError(said).fullMessage }

    /// The message in a language.
    func message(in words: NarrationTemplates) -> String {
      CommandError(said).fullMessage(in: words)
    }
  }

  /// The file's path from the environment: `$XDG_CONFIG_HOME/dnd/config.toml`, else
  /// `$HOME/.config/dnd/config.toml`; nil when neither is set.
  public static func path(environment: (String) -> String?) -> String? {
    if let config = environment("XDG_CONFIG_HOME"), !config.isEmpty { return config + "/dnd/config.toml" }
    if let home = environment("HOME"), !home.isEmpty { return home + "/.config/dnd/config.toml" }
    return nil
  }

  /// Applies the file's settings to `preferences`, noting the file and line as their source,
  /// and returns the warnings. A missing file is no warning.
  public static func apply(_ path: String, to preferences: inout Preferences) -> [Warning] {
    let bytes: [UInt8]
    do {
      guard let read = try FileIO.readIfPresent(path, limit: FileIO.Limit.settings, what: "the settings file") else {
        return []
      }
      bytes = read
    } catch {
      // Gone between the look and the read: no file, no settings.
      if case .errno(let number)? = error.cause, number == 2 { return [] }
      var said = CommandError.Said(.warnCannotRead)
      said.phrases = error.said?.phrases ?? [:]
      if said.phrases[.reason] == nil { said.values[.reason] = error.message }
      return [Warning(path: path, line: nil, said: said)]
    }
    return apply(text: String(decoding: bytes, as: UTF8.self), path: path, to: &preferences)
  }

  /// Applies settings from the text of a settings file; `path` names it in warnings.
  public static func apply(text: String, path: String, to preferences: inout Preferences) -> [Warning] {
    guard parsesWithoutCrashing(text) else {
      return [
        Warning(path: path, line: nil, said: .init(.warnTOMLStopped))
      ]
    }
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      return [
        Warning(
          path: path, line: error.source.begin.line,
          said: .init(
            .warnTOMLAt,
            [
              .column: "\(error.source.begin.column)",
              .reason: error.description.prefix(1).lowercased() + error.description.dropFirst(),
            ])
        )
      ]
    } catch {
      return [
        Warning(path: path, line: nil, said: .init(.warnNotTOML))
      ]
    }
    var warnings: [Warning] = []
    for key in table.keys.sorted() {
      let line = lineNumber(of: key, in: text)
      guard let setting = Preferences.Key(rawValue: key), setting.definition.kept else {
        let names = SessionOptions.kept.map(\.rawValue)
        let guess = Suggestions.closest(to: key, in: names)
        warnings.append(
          Warning(
            path: path, line: line,
            said: .init(
              guess == nil ? .warnUnknownSetting : .warnUnknownSettingGuess,
              [
                .item: Sanitizer.clean(key), .items: names.joined(separator: ", "),
                .target: guess ?? "",
              ])))
        continue
      }
      if let said = set(setting, to: table[key]!, in: &preferences) {
        warnings.append(Warning(path: path, line: line, said: said))
        // A language the file names and dnd lacks still decides: English, not the locale's.
        if setting == .language { preferences.note(.language, from: .file(path: path, line: line ?? 1)) }
      } else {
        preferences.note(setting, from: .file(path: path, line: line ?? 1))
      }
    }
    return warnings.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// What is wrong with a setting's value, as a phrase.
  typealias Problem = CommandError.Said

  /// A value read from the file, or what is wrong with it.
  enum Reading {
    case value(OptionValue)
    case problem(Problem)
  }

  /// Sets one setting from the file's value, or says what is wrong with it.
  private static func set(_ key: Preferences.Key, to value: TOMLValueConvertible, in preferences: inout Preferences)
    -> Problem?
  {
    let definition = key.definition
    switch definition.form.read(
      value, name: key.rawValue, example: "\(key.rawValue) = \(definition.defaultValue.tomlText)")
    {
    case .value(let read):
      var target = OptionTarget(preferences: preferences)
      definition.set(&target, read)
      preferences = target.preferences
      return nil
    case .problem(let problem): return problem
    }
  }

  /// True when TOMLKit parses the text (or rejects it) without ending the process.
  ///
  /// toml++ 3, inside TOMLKit 0.6.0, checks some of its own assumptions with `assert`, which
  /// aborts the process on malformed input such as `[$x]` or a date like `2021-01-01T:00`, in
  /// debug and release builds alike; fuzzing found both. So the text is parsed first in a
  /// forked child, with its error output closed, and only if the child comes back does dnd
  /// parse it itself. Settings files are small; the check costs about a millisecond.
  static func parsesWithoutCrashing(_ text: String) -> Bool {
    let child = fork()
    guard child != 0 else {
      signal(SIGABRT, SIG_DFL)
      let null = open("/dev/null", O_WRONLY)
      if null >= 0 { dup2(null, 2) }
      _ = try? TOMLTable(string: text)
      _exit(0)
    }
    // Without a child (fork failed), parse in place rather than lose the settings.
    guard child > 0 else { return true }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // Exited normally (no signal) with status 0.
    return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
  }

  /// The line where a top-level key is set: the first line that starts with it and `=`.
  static func lineNumber(of key: String, in text: String) -> Int? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = line.drop { $0 == " " || $0 == "\t" }
      if rest.hasPrefix("\"") { rest = rest.dropFirst() }
      guard rest.hasPrefix(key) else { continue }
      let after = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" || $0 == "\"" }
      if after.hasPrefix("=") { return index + 1 }
    }
    return nil
  }

  /// Saves one setting in the file, keeping every other line (comments too): the setting's
  /// line is replaced, or added at the end. The result must parse, and is written atomically;
  /// the directory is made when missing.
  public static func save(_ key: Preferences.Key, of preferences: Preferences, to path: String) throws(CommandError) {
    var text = ""
    do {
      text = String(
        decoding: try FileIO.read(path, limit: FileIO.Limit.settings, what: "the settings file"), as: UTF8.self)
    } catch {
      guard case .errno(let number)? = error.cause, number == 2 else { throw error }
      try FileIO.makeDirectories(for: path)
    }
    let line = "\(key.rawValue) = \(preferences.value(of: key))"
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    if let number = lineNumber(of: key.rawValue, in: text) {
      lines[number - 1] = line
    } else {
      lines.append(line)
    }
    let updated = lines.joined(separator: "\n") + "\n"
    do {
      _ = try TOMLTable(string: updated)
    } catch {
      throw CommandError(
        .errorSettingsNotTOML, hint: .hintFixFileFirst, [.item: key.rawValue, .file: Sanitizer.clean(path)],
        code: .unwritableFile)
    }
    try FileIO.writeAtomically(path, Array(updated.utf8))
  }
}

/// Reading an option's value from the settings file: TOML's types, checked by the form.
extension OptionForm {
  /// The value, or what is wrong with it; `example` is a line that works (`step = 10`).
  func read(_ value: TOMLValueConvertible, name: String, example: String)
    -> SettingsFile.Reading
  {
    switch self {
    case .choice:
      let names = words
      guard let text = value.string else {
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return .problem(.init(.warnTakesWord, [.item: name, .items: quoted]))
      }
      if names.contains(text) { return .value(.word(text == "off" ? nil : text)) }
      let closest = Suggestions.closest(to: text, in: names)
      return .problem(
        .init(
          closest == nil ? .warnNotA : .warnNotAGuess,
          [
            .target: Sanitizer.clean(text), .item: name, .edit: closest.map { "\"\($0)\"" } ?? "",
            .items: names.joined(separator: ", "),
          ]))
    case .onOff:
      guard let bool = value.bool else { return .problem(.init(.warnTakesBool, [.item: name])) }
      return .value(.flag(bool))
    case .points(let zero, _):
      guard let number = value.double ?? value.int.map(Double.init), number.isFinite, number > 0 || zero && number == 0
      else { return .problem(.init(.warnStep, [.item: name, .command: example])) }
      return .value(.number(number))
    case .count(let range, _, _):
      guard let count = value.int, range.contains(count) else {
        return .problem(
          .init(
            .warnSpeechRate, [.item: name, .from: "\(range.lowerBound)", .to: "\(range.upperBound)", .command: example])
        )
      }
      return .value(.count(count))
    case .language:
      guard let text = value.string else {
        return .problem(.init(.warnLanguageQuoted, [.item: name, .command: "\(name) = \"de\""]))
      }
      guard let language = Language.named(text) else {
        return .problem(
          .init(
            .warnLanguageUnknown,
            [.target: Sanitizer.clean(text), .items: Language.all.map(\.code).joined(separator: ", ")]))
      }
      return .value(.language(language))
    }
  }
}
