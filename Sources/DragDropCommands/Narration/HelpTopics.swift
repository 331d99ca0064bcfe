import DragDropAnnouncements
import DragDropTranslations

/// The help topics besides the commands, in the narration's words (`NarrationTemplates`, the
/// `help` phrases), so each is said in the person's language. Command words, options and
/// examples stay English and fill `{command}`.
package enum HelpTopics {
  /// Topic names `help TOPIC` accepts.
  package static let names = ["accessibility", "keys", "documents", "languages", "scene-files", "exit-codes"]

  /// The text of a topic, one message per line.
  package static func text(_ topic: String, words: NarrationTemplates) -> [String] {
    switch topic {
    case "accessibility":
      return [
        words.fill(.helpAccessibility1, [.command: "--screen-reader", .edit: "set mode screen-reader save"]),
        words.fill(.helpAccessibility2), words.fill(.helpAccessibilityAgain),
        words.fill(.helpAccessibility3), words.fill(.helpAccessibility4),
      ]
    case "keys":
      let lines: [NarrationTemplates.Phrase] = [
        .helpKeys1, .helpKeys2, .helpKeys3, .helpKeys4, .helpKeys5, .helpKeys6, .helpKeys7, .helpKeys8, .helpKeys9,
        .helpKeys10, .helpKeysAgain,
      ]
      return lines.map { words.fill($0) }
    case "languages":
      return [words.fill(.helpLanguages1), words.fill(.helpLanguages2)] + Language.all.map { "\($0.code), \($0.name)" }
    case "documents":
      return [
        words.fill(.helpDocuments1), words.fill(.helpDocuments2),
        words.fill(.helpDocuments3, [.command: "select \"type: Command 2\""]), words.fill(.helpDocuments4),
      ]
    case "scene-files":
      return [
        words.fill(.helpSceneFiles1, [.command: "dnd-scene"]), words.fill(.helpSceneFiles2),
        words.fill(.helpSceneFiles3),
      ]
    default:
      return [words.fill(.helpExitCodes)]
    }
  }
}
