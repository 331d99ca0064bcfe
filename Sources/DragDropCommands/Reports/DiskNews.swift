import DragDropKit

/// News of the open file on disk, as a report says it (`Docs/files.md`).
public enum DiskNews: Hashable, Sendable {
  /// It changed on disk with nothing unsaved here: the new version is open (the watcher).
  case reloaded(file: String)
  /// `save` found it changed with nothing unsaved: the new version is open, nothing written.
  case reloadedNothingToSave(file: String)
  /// It changed while changes here are unsaved: `save` applies them to the new version.
  case changedWhileUnsaved(file: String)
  /// It changed, and the new version cannot be read: the session keeps what it shows. The
  /// error says why, without its place: by ear a place is a string of colons and numbers.
  case unreadable(file: String, error: CommandError)
  /// It was deleted or moved away; `save` writes it back.
  case gone(file: String)
  /// A save wrote back a file that was gone.
  case writtenBack(file: String)
  /// It changed on disk: the session's `steps` were applied to the new version, and saved.
  case merged(file: String, steps: Int, moves: Bool)
  /// `save!` wrote over a change on disk, dropping what the other program added or renamed.
  case overwritten(file: String, dropped: [String])
  /// `reload` took the file as it is on disk, dropping `dropped` unsaved steps.
  case reloadedByRequest(file: String, dropped: Int)
  /// Another dnd, process `process`, has the file open too.
  case openElsewhere(file: String, process: Int)

  /// The file it is about.
  public var file: String {
    switch self {
    case .reloaded(let file), .reloadedNothingToSave(let file), .changedWhileUnsaved(let file),
      .unreadable(let file, _), .gone(let file), .writtenBack(let file), .merged(let file, _, _),
      .overwritten(let file, _), .reloadedByRequest(let file, _), .openElsewhere(let file, _):
      file
    }
  }
}
