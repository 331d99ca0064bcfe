/// The English of the open file changed on disk by another program: reloaded, merged, written
/// over, refused (`Docs/files.md`). A part of the narration's table as
/// `NarrationTemplates+Errors.swift` is; `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English template of a phrase about the file on disk; nil for the rest of the table.
  public static func englishDisk(_ phrase: Phrase) -> String? {
    switch phrase {
    case .diskReloaded: "{file} changed on disk. Showing the new version."
    case .diskReloadedNothingToSave: "{file} changed on disk, and nothing here was unsaved. Opened the new version."
    case .diskChangedUnsaved: "{file} changed on disk. Type save to apply your changes to the new version."
    case .diskUnreadable: "{file} changed on disk, and the new version cannot be read yet. {reason}."
    case .diskGone: "{file} was deleted or moved away. Type save to write it back."
    case .diskWrittenBack: "{file} was deleted or moved away. It is written back."
    case .diskMerged: "{file} changed on disk. Your {count} changes were applied to the new version and saved."
    case .diskMergedMoves: "{file} changed on disk. Your {count} moves were applied to the new version and saved."
    case .diskOverwritten: "Saved your version over {file}, dropping the other program's changes."
    case .diskOverwrittenDropping:
      "Saved your version over {file}, dropping what the other program added or renamed, {items}."
    case .diskReloadedByRequest: "Reloaded {file} as it is on disk."
    case .diskReloadedDropping: "Reloaded {file} as it is on disk, dropping your {count} unsaved changes."
    case .diskOpenElsewhere:
      "Another dnd, process {count}, has {file} open too. You can go on, a save never writes over the other's changes."
    case .errorFileChanged:
      "{file} changed on disk, and {edit} cannot be applied to it, because {reason}. Nothing was written"
    case .hintFileChanged:
      "type save and a new file name to keep yours there, reload to take theirs, or save! to write yours over it"
    case .errorTooManyToReplay:
      "{file} changed on disk, and more than {count} changes are unsaved here, too many to apply to the new version. Nothing was written"
    case .conflictMove: "your move of {item}"
    case .conflictAdd: "adding {item}"
    case .conflictRemove: "removing {item}"
    case .conflictRename: "renaming {item}"
    case .conflictChange: "your change to {item}"
    case .conflictNodeGone: "{item} was deleted or renamed there"
    case .conflictContainerGone: "{container} is no longer in it"
    case .conflictPlaceGone: "the items around its place in {container} are gone"
    case .conflictRefused: "{container} no longer takes it"
    case .conflictNameTaken: "{target} is already a name there"
    case .conflictChangedThere: "it was changed there"
    case .errorNoFileToReload: "there is no file to reload"
    case .hintOpenOne: "open one first, for example {edit}"
    case .errorRecordOpenFile: "cannot record into {file}, it is the open file"
    case .hintRecordElsewhere: "record into another file, for example {edit}"
    case .summaryReload: "Open the file again as it is on disk, dropping unsaved changes."
    case .summarySaveOver: "Save over a file that changed on disk, dropping the other program's changes."
    default: nil
    }
  }

  /// The English of this part's phrases with a count, in the singular.
  static func englishOneDisk(_ phrase: Phrase) -> String? {
    switch phrase {
    case .diskMerged: "{file} changed on disk. Your {count} change was applied to the new version and saved."
    case .diskMergedMoves: "{file} changed on disk. Your {count} move was applied to the new version and saved."
    case .diskReloadedDropping: "Reloaded {file} as it is on disk, dropping your {count} unsaved change."
    default: nil
    }
  }
}
