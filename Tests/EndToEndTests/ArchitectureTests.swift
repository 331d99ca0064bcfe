import Foundation
import Testing

/// The floors import only downward, and the lower three use nothing but the standard library.
@Suite("Architecture: five floors") struct ArchitectureTests {
  /// Each Swift source of a module, by file name, with its text.
  func sources(of module: String) throws -> [(name: String, text: String)] {
    let folder = DND.root.appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
    var result: [(name: String, text: String)] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      result.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
    }
    return result
  }

  /// Every `import` line of a module's sources.
  func imports(of module: String) throws -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (name, text) in try sources(of: module) {
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") else { continue }
        result[name, default: []].insert(String(trimmed.split(separator: " ").last!))
      }
    }
    return result
  }

  @Test("the engine imports nothing; the announcements import only the engine")
  func lowerFloors() throws {
    for (file, modules) in try imports(of: "DragDropKit") {
      #expect(modules.isEmpty, "DragDropKit/\(file) imports \(modules)")
    }
    for (file, modules) in try imports(of: "DragDropAnnouncements") {
      #expect(modules.isSubset(of: ["DragDropKit"]), "DragDropAnnouncements/\(file) imports \(modules)")
    }
  }

  @Test("the formats import only the engine: no I/O, no Foundation, no terminal; readers and writers live there")
  func formatsFloor() throws {
    for (file, modules) in try imports(of: "DragDropFormats") {
      #expect(modules.isSubset(of: ["DragDropKit"]), "DragDropFormats/\(file) imports \(modules)")
    }
    // Without a platform module or Foundation imported, no file or terminal can be reached.
    for (name, text) in try sources(of: "DragDropFormats") {
      #expect(
        !text.contains("FileIO") && !text.contains("Interruption."),
        "DragDropFormats/\(name) reaches the commands floor")
    }
    // The commands floor holds no file format of its own any more.
    let commands = try sources(of: "DragDropCommands").map(\.name)
    for reader in ["SceneFileReader.swift", "JSONReader.swift", "BoardReader.swift", "BoardWriter.swift"] {
      #expect(!commands.contains(reader), "\(reader) belongs in DragDropFormats")
    }
  }

  @Test("the commands floor has no readline, no Foundation and no terminal calls")
  func commandsFloor() throws {
    let allowed: Set<String> = [
      "DragDropKit", "DragDropAnnouncements", "DragDropFormats", "Synchronization", "Glibc", "Musl", "Darwin",
    ]
    for (file, modules) in try imports(of: "DragDropCommands") {
      // TOMLKit reads the settings file, and only there.
      let allowedHere = file.hasSuffix("SettingsFile.swift") ? allowed.union(["TOMLKit"]) : allowed
      #expect(modules.isSubset(of: allowedHere), "DragDropCommands/\(file) imports \(modules)")
    }
    for (name, text) in try sources(of: "DragDropCommands") {
      for call in ["isatty(", "ioctl(", "tcsetattr(", "rl_"] {
        #expect(!text.contains(call), "DragDropCommands/\(name) calls \(call)")
      }
    }
  }

  @Test("no call is qualified with a platform module's name")
  func noPlatformQualifiedCalls() throws {
    for module in ["DragDropKit", "DragDropAnnouncements", "DragDropFormats", "DragDropCommands", "dnd"] {
      for (name, text) in try sources(of: module) {
        for prefix in ["Glibc.", "Musl.", "Darwin.", "Foundation."] {
          #expect(!text.contains(prefix), "\(module)/\(name) qualifies a call with \(prefix)")
        }
      }
    }
  }
}
