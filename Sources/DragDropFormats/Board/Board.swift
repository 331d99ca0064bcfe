import DragDropKit

/// A Markdown board as its file holds it: the Obsidian Kanban plugin's format, or a plain outline
/// of `## ` headings and `- ` list items (`Docs/obsidian-kanban.md`).
///
/// Every line is kept with its own line ending, so that writing the board back changes only the
/// lines of what changed: the front matter, the settings block, blank lines, card text with its
/// links, tags, dates and sub-lines, and the text between lanes stay byte for byte.
public struct Board: Hashable, Sendable {
  /// One line of the file: its text without the line ending, and the ending ("\n", "\r\n" or
  /// "" for a last line without one).
  public struct Line: Hashable, Sendable {
    /// The text without its line ending.
    public var text: String
    /// "\n", "\r\n", or "" for a last line without one.
    public var ending: String
    /// The 1-based line number in the file it came from; 0 for a line dnd wrote.
    public var number: Int
  }

  /// A card: its list line, then its indented sub-lines, then any lines up to the next card.
  public struct Card: Hashable, Sendable {
    /// The lines, the list line first.
    public var lines: [Line]
    /// The text after the bullet and the checkbox, as written.
    public var text: String
    /// The checkbox mark (" ", "x", ...), or nil for a plain list item without a checkbox.
    public var mark: Character?
    /// The card's first `#tag`, without the `#`.
    public var tag: String?

    /// True when the checkbox is checked.
    public var isChecked: Bool { mark.map { $0 != " " } ?? false }
  }

  /// A lane: its `## ` heading, the lines before its first card, its cards, and the lines after
  /// its last card up to the next lane. A lane without cards has its own lines (a
  /// `**Complete**`, a note) as its header and the blank lines after them as its trailer, so
  /// that a card dropped into it is written inside it, before the blank lines that end it.
  public struct Lane: Hashable, Sendable {
    /// The `## ` heading line.
    public var heading: Line
    /// The heading's text without a trailing WIP limit such as `(3)`.
    public var title: String
    /// The WIP limit written after the title, `## Doing (3)`.
    public var limit: Int?
    /// True when the lane marks its cards complete (a `**Complete**` line before its cards).
    public var isComplete: Bool
    /// The lines between the heading and the first card (or where a first card would go).
    public var header: [Line]
    /// The cards, in order.
    public var cards: [Card]
    /// The lines after the last card (or where a last card would go), up to the next lane.
    public var trailer: [Line]
  }

  /// Everything before the first lane: the front matter and any text.
  public var prefix: [Line]
  /// The lanes, in file order.
  public var lanes: [Lane]
  /// From the archive's thematic break or the settings block on: kept as it is.
  public var tailBefore: [Line]
  /// The archived cards, which are kept but take no drops.
  public var archive: [Card]
  /// The lines after the archived cards: the settings block and anything after it.
  public var tailAfter: [Line]
  /// True when the file ended with a line ending.
  public var endsWithNewline: Bool
  /// The line ending most lines use, for lines dnd writes.
  public var newline: String
  /// True for an Obsidian Kanban board (`kanban-plugin:` in its front matter).
  public var isKanbanPlugin: Bool
}

extension Board {
  /// A new board in the plugin's format with these lanes and cards, for a scene that came from
  /// elsewhere and is saved as Markdown.
  static func empty() -> Board {
    func line(_ text: String) -> Line { Line(text: text, ending: "\n", number: 0) }
    return Board(
      prefix: ["---", "", "kanban-plugin: basic", "", "---", "", ""].map(line), lanes: [], tailBefore: [],
      archive: [],
      tailAfter: ["", "", "%% kanban:settings", "```", #"{"kanban-plugin":"basic"}"#, "```", "%%"].map(line),
      endsWithNewline: true, newline: "\n", isKanbanPlugin: true)
  }
}
