import Foundation
import Testing

/// The floors import only downward, and the lower two use nothing but the standard library.
@Suite("Architecture: four floors") struct ArchitectureTests {
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

  @Test("the commands floor has no readline, no Foundation and no terminal calls")
  func commandsFloor() throws {
    let allowed: Set<String> = ["DragDropKit", "DragDropAnnouncements", "Synchronization", "Glibc", "Musl", "Darwin"]
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
    for module in ["DragDropKit", "DragDropAnnouncements", "DragDropCommands", "dnd"] {
      for (name, text) in try sources(of: module) {
        for prefix in ["Glibc.", "Musl.", "Darwin.", "Foundation."] {
          #expect(!text.contains(prefix), "\(module)/\(name) qualifies a call with \(prefix)")
        }
      }
    }
  }
}
