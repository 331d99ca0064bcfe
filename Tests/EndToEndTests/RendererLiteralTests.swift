import Foundation
import Testing

/// Words reach people from the catalogs: a renderer holds no English sentence of its own. The
/// few that are still English are named here, each with the part of dnd it belongs to; help,
/// settings, the map's legend and the visual `info` labels have moved to the catalogs, and the
/// rest follow. A new one fails.
@Suite("Renderers: words come from the catalogs") struct RendererLiteralTests {
  /// English still written in a renderer, by file: the start of each literal.
  static let stillEnglish: [String: [String]] = [
    "Narrator+Outline.swift": [
      // visual info's rule labels and the visual tree's drag layer
      "allowed targets ", "not draggable", "(drag layer) ",
    ],
    // Not words to translate: what a person types, which stays English.
    "Narrator+Settings.swift": ["set verbosity brief save", "HOME or XDG_CONFIG_HOME", "sudo apt-get install"],
    "HelpTopics.swift": ["set mode screen-reader save"],
    // The manual's cross references and where the English one is, as typed.
    "ManualPage.swift": ["LANG=C man dnd", ".BR readline (3),", ".BR orca (1)", ".B dnd lsp"],
    // The options' values, as typed.
    "CommandLineOptions.swift": ["--mode screen-reader", "--mode json", "speech-dispatcher or espeak-ng"],
  ]

  @Test("no renderer holds an English sentence that the catalogs do not")
  func noLiterals() throws {
    // The narration and the Announcer, which renders drag events.
    let files = ["Sources/DragDropCommands/Narration", "Sources/DragDropAnnouncements"].flatMap {
      FileManager.default.enumerator(at: DND.root.appendingPathComponent($0), includingPropertiesForKeys: nil)!
        .compactMap { $0 as? URL }
    }
    let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
    let words = try Regex("[A-Za-z]{2,} [a-z]{2,}")
    var found = 0
    for file in files where file.pathExtension == "swift" {
      let name = file.lastPathComponent
      // The English tables themselves, and JSON, which is data for programs and stays English.
      if file.path.contains("/Words/") || name == "Narrator+JSON.swift" || name == "AnnouncementTemplates.swift" {
        continue
      }
      let allowed = Self.stillEnglish[name] ?? []
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        for match in line.matches(of: literal) {
          let text = String(match.output[1].substring ?? "")
          guard text.contains(words) else { continue }
          found += 1
          #expect(allowed.contains { text.hasPrefix($0) }, "Narration/\(name) says \"\(text)\" in English")
        }
      }
    }
    // The scan sees the literals it is meant to see.
    #expect(found > 10)
  }
}
