/// The English of a vault, a folder of pages and boards (`Docs/vaults.md`): opening it and its
/// pages, its `tree` summary, saving its files and the refusals. A part of the narration's table
/// as `NarrationTemplates+Errors.swift` is; `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English template of a vault's phrase; nil for the rest of the table.
  public static func englishVault(_ phrase: Phrase) -> String? {
    switch phrase {
    case .pages: "{count} pages"
    case .folders: "{count} folders"
    case .openedVault: "Opened {scene}, {pages} in {folders}."
    case .openedVaultFlat: "Opened {scene}, {pages}."
    case .pagesInFolders: "{pages} in {folders}"
    case .pagesAlone: "{pages}"
    case .typeFolder: "folder"
    case .typePage: "page"
    case .typeBoard: "board"
    case .notReadYet: "not read yet"
    case .openedPage: "Opened {item}, {items}."
    case .vaultSummary: "{scene}, {pages} in {folders}, {count} read so far."
    case .vaultSummaryFlat: "{scene}, {pages}, {count} read so far."
    case .savedPages: "Saved {files}."
    case .savedNoPages: "Nothing to save, every page is as its file has it."
    case .vaultSaveFinished:
      "Finished a save of {count} files that was cut short, so each has the moves it was saved with."
    case .errorNotAPage: "{item} is not a page"
    case .hintOpenPage: "open a page by its name, for example {edit}"
    case .errorNotAVault: "open takes a page of a folder, and no folder is open"
    case .hintOpenFolder: "open a folder first, for example {edit}"
    case .errorVaultSaveAs: "a folder of pages saves each page to its own file"
    case .hintSaveAlone: "type save alone"
    case .errorPageChanged: "{file} changed on disk since it was read. Nothing was written"
    case .hintPageChanged:
      "type {edit} to read the folder again, dropping the unsaved moves, or save! to write yours over it"
    case .errorCrossKind: "{item} cannot be saved in {container}, since a card belongs on a board and a block on a page"
    case .hintMoveBack: "move it back, or type undo"
    case .errorIsPage:
      "{item} is a page, and dnd never creates, deletes or renames a file, nor changes a page as a whole"
    case .errorIsFolder: "{item} is a folder, and dnd never creates, deletes or renames a folder or a file"
    case .hintEditInPage: "change what a page holds instead, for example {edit}"
    default: nil
    }
  }

  /// The English singular of a vault's phrase with a count; nil for the rest.
  static func englishOneVault(_ phrase: Phrase) -> String? {
    switch phrase {
    case .pages: "{count} page"
    case .folders: "{count} folder"
    case .vaultSaveFinished:
      "Finished a save of {count} file that was cut short, so it has the moves it was saved with."
    default: nil
    }
  }
}
