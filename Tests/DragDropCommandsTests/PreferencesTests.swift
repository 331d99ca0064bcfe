import DragDropCommands
import Testing

/// Where each setting came from is kept by key, each apart from the others.
@Suite("Preferences: where each setting came from")
struct PreferencesTests {
  @Test("each key's source is its own: noting one changes no other")
  func sourcesByKey() {
    var preferences = Preferences()
    for key in Preferences.Key.allCases { #expect(preferences.source(of: key) == .builtIn, "\(key)") }
    for (line, key) in Preferences.Key.allCases.enumerated() {
      preferences.note(key, from: .file(path: "settings.toml", line: line + 1))
    }
    for (line, key) in Preferences.Key.allCases.enumerated() {
      #expect(preferences.source(of: key) == .file(path: "settings.toml", line: line + 1), "\(key)")
    }
  }
}
