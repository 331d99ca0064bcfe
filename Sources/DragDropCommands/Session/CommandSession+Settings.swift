import DragDropAnnouncements
import DragDropKit

/// The settings file: applying what was read at start, and `set OPTION VALUE save`.
extension CommandSession {
  /// Takes on the settings read at start (file, environment and flags, already merged).
  public mutating func apply(_ preferences: Preferences) {
    self.preferences = preferences
    keyboard.step = preferences.step
  }

  /// Sets a session option and writes it to the settings file.
  mutating func saveOption(_ option: SessionOption, at location: SourceLocation) throws(CommandError) -> [Report] {
    let key = option.name
    guard key.definition.kept else {
      let kept = SessionOptions.all.filter { $0.kept && $0.settable }.map(\.name.rawValue)
      throw CommandError(
        .errorCannotSaveSetting, hint: .hintSettingsFileOnly,
        [.items: kept.joined(separator: ", "), .command: "color", .edit: "history"], at: location)
    }
    guard let settingsPath else {
      throw CommandError(
        .errorNoSettingsFile, hint: .hintSetHome, [.command: "HOME", .edit: "XDG_CONFIG_HOME"], at: location)
    }
    var reports = setOption(option)
    do {
      try SettingsFile.save(key, of: preferences, to: settingsPath)
    } catch {
      var error = error
      error.location = location
      throw error
    }
    if let line = SettingsFile.lineNumber(of: key.rawValue, in: (try? settingsText()) ?? "") {
      preferences.note(key, from: .file(path: settingsPath, line: line))
    }
    reports.append(.settingSaved(key, path: settingsPath))
    return reports
  }

  private func settingsText() throws(CommandError) -> String {
    guard let settingsPath else { return "" }
    return String(
      decoding: try FileIO.read(settingsPath, limit: FileIO.Limit.settings, what: "the settings file"), as: UTF8.self)
  }
}
