// Turns the gettext catalogs in `po/` into the DragDropTranslations tables while `swift build`
// runs: one Swift table per language and the list of languages. No network, nothing committed.
import Foundation
import PackagePlugin

@main struct TranslationTables: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "TranslationTablesTool")
    let folder = context.package.directoryURL.appending(path: "po")
    let catalogs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "po" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL
    var commands: [Command] = catalogs.map { catalog in
      let code = catalog.deletingPathExtension().lastPathComponent
      let table = output.appending(path: "Translations+\(code).swift")
      return .buildCommand(
        displayName: "Translating \(code) from po/\(code).po", executable: tool.url,
        arguments: ["language", catalog.path(percentEncoded: false), table.path(percentEncoded: false)],
        inputFiles: [catalog], outputFiles: [table])
    }
    let index = output.appending(path: "Translations+Languages.swift")
    commands.append(
      .buildCommand(
        displayName: "Listing the languages of po/", executable: tool.url,
        arguments: ["index", index.path(percentEncoded: false)] + catalogs.map { $0.path(percentEncoded: false) },
        inputFiles: catalogs, outputFiles: [index]))
    return commands
  }
}
