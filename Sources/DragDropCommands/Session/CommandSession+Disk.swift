import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The open file and other programs: before every write the file is looked at again, and a
/// change dnd did not make is never written over. With nothing unsaved the new version is
/// opened; with unsaved changes they are replayed onto it by name (`Rebase`) and saved, or,
/// when one cannot be, nothing is written and the person chooses: `save FILE`, `reload`, `save!`.
extension CommandSession {
  /// What a save does after looking at the open file.
  enum Reconciled {
    /// Write the scene, saying these first.
    case write([Report])
    /// Nothing to write: say these.
    case done([Report])
  }

  /// Looks at the open file before a save to it; `over` is `save!`.
  mutating func reconcile(over: Bool) throws(CommandError) -> Reconciled {
    guard let file = currentFile, let stamp = fileStamp else { return .write([]) }
    switch try FileIO.look(file, against: stamp) {
    case .same(let now):
      fileStamp = now
      return .write([])
    case .gone:
      return .write([.disk(.writtenBack(file: file))])
    case .changed(let bytes, let now):
      let theirs = try MarkdownFile.open(bytes: bytes, stamp: now, name: file)
      if over {
        let dropped =
          document.unsavedStepsOverflowed
          ? [] : Rebase.added(in: theirs.scene, since: Rebase.base(of: scene, undoing: document.unsavedSteps))
        return .write([.disk(.overwritten(file: file, dropped: dropped))])
      }
      let steps = document.unsavedSteps
      guard hasStepsToReplay else {
        adopt(theirs, file: file)
        return .done([.disk(.reloadedNothingToSave(file: file))] + warnings())
      }
      guard !document.unsavedStepsOverflowed else { throw Self.tooManyToReplay(file) }
      let merged: Scene
      do {
        merged = try Rebase.replay(steps, base: Rebase.base(of: scene, undoing: steps), onto: theirs.scene)
      } catch {
        throw Self.cannotReplay(error, file: file)
      }
      var result = theirs
      result.scene = merged
      adopt(result, file: file)
      followBoardTasks()
      let moves = steps.allSatisfy { if case .move = $0 { true } else if case .moveGroup = $0 { true } else { false } }
      return .write([.disk(.merged(file: file, steps: steps.count, moves: moves))])
    }
  }

  /// True when changes made here are unsaved and are steps to replay: a drop where the item
  /// already was leaves nothing to apply to a new version.
  var hasStepsToReplay: Bool {
    hasUnsavedChanges && (!document.unsavedSteps.isEmpty || document.unsavedStepsOverflowed)
  }

  /// Opens a new version of the open file, keeping the selection by name.
  mutating func adopt(_ opened: MarkdownFile.Opened, file: String) {
    let focus = selection.map { scene.namePath(of: $0) }
    let group = selected.map { scene.namePath(of: $0) }
    let demo = currentDemo
    open(opened, file: file)
    currentDemo = demo
    selection = focus.flatMap { scene.node(atNamePath: $0) }
    selected = group.compactMap { scene.node(atNamePath: $0) }
  }

  /// `reload`: the open file as it is on disk, dropping what is unsaved.
  mutating func reload(at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    guard let file = currentFile else {
      throw CommandError(.errorNoFileToReload, hint: .hintOpenOne, [.edit: "load board.md"], at: location)
    }
    let dropped = hasUnsavedChanges ? max(1, document.unsavedSteps.count) : 0
    // A vault is opened again whole, its pages read again when needed.
    if vault != nil {
      let finished = try openVault(file).filter {
        if case .vaultSaveFinished = $0 { return true }
        return false
      }
      return finished + [.disk(.reloadedByRequest(file: file, dropped: dropped))]
    }
    adopt(try MarkdownFile.open(file), file: file)
    return [.disk(.reloadedByRequest(file: file, dropped: dropped))] + warnings()
  }

  /// Looks at the open file between commands, as the interactive session does when it changes:
  /// with nothing unsaved, the new version is opened; else it is said once that it changed.
  /// Nothing happens while an item is lifted: the next look, after the drop, says it.
  public mutating func checkOpenFile() -> [Report] {
    guard let file = currentFile, let stamp = fileStamp, document.lifted == nil else { return [] }
    if let noticed = noticedChange, case .same? = try? FileIO.look(file, against: noticed) { return [] }
    guard let look = try? FileIO.look(file, against: stamp) else { return [] }
    switch look {
    case .same(let now):
      fileStamp = now
      noticedGone = false
      return []
    case .gone:
      guard !noticedGone else { return [] }
      noticedGone = true
      return [.disk(.gone(file: file))]
    case .changed(let bytes, let now):
      noticedGone = false
      // With unsaved work it is said once, until a save or a reload: `save` applies it anyway.
      let said = noticedChange != nil
      noticedChange = now
      if hasStepsToReplay { return said ? [] : [.disk(.changedWhileUnsaved(file: file))] }
      do {
        adopt(try MarkdownFile.open(bytes: bytes, stamp: now, name: file), file: file)
        return [.disk(.reloaded(file: file))] + warnings()
      } catch {
        var error = error
        error.place = nil
        error.location = nil
        return [.disk(.unreadable(file: file, error: error))]
      }
    }
  }

  /// A step that cannot be replayed on the new version: nothing is written, and the ways on.
  static func cannotReplay(_ conflict: Rebase.Conflict, file: String) -> CommandError {
    let edit: NarrationTemplates.Phrase =
      switch conflict.kind {
      case .move: .conflictMove
      case .add: .conflictAdd
      case .remove: .conflictRemove
      case .rename: .conflictRename
      case .change: .conflictChange
      }
    var values: [Placeholder: String] = [.file: Sanitizer.clean(ownName(file)), .item: Sanitizer.clean(conflict.node)]
    let reason: NarrationTemplates.Phrase
    switch conflict.reason {
    case .nodeGone: reason = .conflictNodeGone
    case .containerGone(let container):
      reason = .conflictContainerGone
      values[.container] = Sanitizer.clean(container)
    case .placeGone(let container):
      reason = .conflictPlaceGone
      values[.container] = Sanitizer.clean(container)
    case .refused(let container, _):
      reason = .conflictRefused
      values[.container] = Sanitizer.clean(container)
    case .nameTaken(let name):
      reason = .conflictNameTaken
      values[.target] = Sanitizer.clean(name)
    case .changedThere: reason = .conflictChangedThere
    }
    let phrases: [Placeholder: NarrationTemplates.Phrase] = [.edit: edit, .reason: reason]
    return CommandError(.errorFileChanged, hint: .hintFileChanged, values, phrases: phrases, code: .fileChanged)
  }

  /// A file by its own name, as the greeting names it: the folders of a path would be read out.
  static func ownName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// More steps than are kept to replay.
  static func tooManyToReplay(_ file: String) -> CommandError {
    let values: [Placeholder: String] = [
      .file: Sanitizer.clean(ownName(file)), .count: "\(Document.unsavedStepsLimit)",
    ]
    return CommandError(.errorTooManyToReplay, hint: .hintFileChanged, values, code: .fileChanged)
  }

}
