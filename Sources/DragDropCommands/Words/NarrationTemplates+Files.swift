/// The English of what dnd says about the files and demos it opens: a file's broken drop
/// rules, the demo list, the history file; and Tab's choices listed again. `scripts/po` reads it as part of the table.
extension NarrationTemplates {
  /// The English of these phrases; nil for the others.
  static func englishFiles(_ phrase: Phrase) -> String? {
    switch phrase {
    case .ruleBrokenItem: "{container} holds {item}, but it {reason}"
    case .ruleBrokenCount: "{container} holds {count}, but it {reason}"
    case .demoList: "Demos, load one with demo and its name."
    case .demoDefault: "the default"
    case .warningNoHistory:
      "cannot write the history file {file}. This session's lines are remembered until it ends, not after. Check that folder, or start dnd with {command}"
    case .demoKanban: "Three stack columns, To Do, Doing and Done. Doing holds at most 2 cards and Done refuses bugs."
    case .demoTwoViews: "Seed 000, views A and B with a red and a blue square. Drops elsewhere snap back."
    case .demoPalette: "Seed 001, colored squares and a target that takes the color of what is dropped on it."
    case .demoGrid: "Seed 003, two grid locations that lay their objects out in rows of 3."
    case .demoBounded: "Seed 004, an image that cannot be dragged out of its view, as clamp parent keeps it."
    case .demoBoard:
      "An Obsidian Kanban board in Markdown, four lanes, a WIP limit, a lane that completes cards, an archive."
    case .demoOutline:
      "A Markdown document of nested task lists. Move items with their children, indent and outdent them."
    case .sameChoices: "The same {count} choices. Type more of the word to narrow them."
    default: nil
    }
  }

  /// The English singular of these phrases that have a count; nil for the others.
  static func englishOneFiles(_ phrase: Phrase) -> String? {
    switch phrase {
    case .ruleBrokenCount: "{container} holds {count}, but it {reason}"
    case .sameChoices: "The same {count} choice. Type more of the word to narrow it."
    default: nil
    }
  }
}
