import Foundation
import Testing

/// Each batch file in Cases/ runs in every mode its first line names (`# modes: visual json`),
/// with the arguments it names (`# args: --demo two-views`), in each language it names
/// (`# languages: de fr`, else English), and must match its golden transcript.
@Suite("Batch transcripts match their golden files")
struct GoldenTests {
  static let cases: [String] = {
    let directory = DND.root.appendingPathComponent("Tests/EndToEndTests/Cases")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".dnd") }.sorted()
  }()

  static func header(_ file: String, _ key: String) -> [String] {
    let url = DND.root.appendingPathComponent("Tests/EndToEndTests/Cases/\(file)")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n").prefix(5) where line.hasPrefix("# \(key):") {
      return line.dropFirst(key.count + 3).split(separator: " ").map(String.init)
    }
    return []
  }

  @Test("golden transcript", arguments: cases)
  func golden(_ file: String) throws {
    let modes = Self.header(file, "modes")
    let languages: [String?] = Self.header(file, "languages").map { $0 }
    for mode in modes.isEmpty ? ["visual"] : modes {
      for language in languages.isEmpty ? [nil] : languages {
        let chosen = language.map { ["--language", $0] } ?? []
        let arguments = ["--mode", mode] + chosen + Self.header(file, "args") + [file]
        let result = try DND.run(arguments)
        let expectedStatus = Int32(Self.header(file, "exit").first ?? "0") ?? 0
        #expect(
          result.status == expectedStatus, "\(file) in \(mode) mode exited \(result.status): \(result.stderr)")
        let name = "\(file.dropLast(4)).\(mode)" + (language.map { ".\($0)" } ?? "")
        try DND.checkGolden(name, DND.transcript(arguments, result))
      }
    }
  }

  @Test("the golden cases exist")
  func casesExist() {
    #expect(Self.cases.count >= 8)
  }
}
