/// What a node is in the file it came from, told apart by type rather than by its `kind` string
/// (which drop rules check and a person may set to anything, `item` included).
public enum NodeRole: UInt8, Hashable, Sendable {
  /// A node of a scene file or one made by a command.
  case plain
  /// A list item of a Markdown document: heard with its list level and parent.
  case outlineItem
  /// A heading of a Markdown document.
  case outlineHeading
  /// A lane of an Obsidian Kanban board.
  case boardLane
  /// A card of an Obsidian Kanban board.
  case boardCard
  /// The archive of an Obsidian Kanban board: a lane that takes no drops, after a `***`.
  case boardArchive
  /// A sub-folder of a vault (a folder of pages opened whole): it holds pages and folders.
  case vaultFolder
  /// A page or board of a vault, its file read when first needed and its blocks put under it.
  case vaultPage

  /// True for a list item or heading of a document.
  public var isOutline: Bool { self == .outlineItem || self == .outlineHeading }
  /// True for a lane, card or archive of a board.
  public var isBoard: Bool { self == .boardLane || self == .boardCard || self == .boardArchive }
  /// True for a vault's folder or page: the vault's own structure, not a file's blocks.
  public var isVault: Bool { self == .vaultFolder || self == .vaultPage }
}
