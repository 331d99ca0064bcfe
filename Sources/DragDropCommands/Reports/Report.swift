import DragDropKit

/// What a command did, for the narrator to put into words, pictures or JSON.
public enum Report: Hashable, Sendable {
  /// A drag pipeline event.
  case drag(DragEvent)
  /// The card a drop just put into a board's lane that completes its cards is done; said with
  /// the drop it follows ("Dropped, marked done.").
  case markedDone(NodeID)
  /// The one-line instructions after the first lift of a session.
  case firstLiftHelp
  /// A lift found nothing draggable at the point.
  case nothingToLift(Point)
  /// The pointer went down; `over` is the item a drag would lift.
  case pointerDown(Point, over: NodeID?)
  /// The pointer moved less than the threshold; no drag yet.
  case pointerWaiting(Point, distance: Double, threshold: Double)
  /// The pointer went up or was cancelled without a drag.
  case pointerReleased(Point?)
  /// The selection changed; nil means nothing is selected.
  case selected(NodeID?)
  /// The focus stepped to a neighbour (`select next`, an arrow while browsing): said name first,
  /// short enough for one braille line; JSON writes it as `selected`.
  case focusMoved(NodeID)
  /// `find` selected a match: the `match`th of `of`, in reading order.
  case found(NodeID, match: Int, of: Int)
  /// `find` found no name holding the words.
  case notFound(String)
  /// The set of items selected together changed, or did not need to.
  case selectionChanged(SelectionChange)
  /// A keyboard move that could not go further.
  case alreadyAtEdge(KeyboardSensor.Edge)
  /// `move first|last|next|previous` found nowhere to go.
  case noJump(item: NodeID, over: NodeID?, Jump)
  /// Nothing was lifted, so there was nothing to cancel.
  case nothingToCancel
  /// The state, on demand.
  case whereIs
  /// A node's details.
  case info(NodeID)
  /// The outline of the tree under a node.
  case tree(NodeID, depth: Int?)
  /// Every container and whether it accepts the item.
  case targets(item: NodeID, [Target])
  /// A map of the scene.
  case map
  /// The undo steps.
  case history
  /// A step was undone or redone.
  case undone(Edit), redone(Edit)
  /// `undo N` or `redo N` found fewer steps than N; this many were done.
  case fewerSteps(Int, undoing: Bool)
  /// There was nothing to undo or redo.
  case nothingToUndo, nothingToRedo
  /// A node was added.
  case added(NodeID)
  /// A node and its descendants were removed.
  case removed(name: String, from: String, descendants: Int)
  /// A node was renamed.
  case renamed(NodeID, from: String)
  /// A card went into its board's archive, named as it was before (a dated archive renames it).
  case archived(NodeID, name: String, from: NodeID)
  /// A card came back from the archive.
  case unarchived(NodeID, into: NodeID)
  /// A container's children were sorted (`changed` false: they already were in that order).
  case sorted(NodeID, by: SortKey, count: Int, changed: Bool)
  /// A property changed.
  case propertySet(NodeID, PropertyChange)
  /// A property was set to the value it already had.
  case propertyUnchanged(NodeID)
  /// A session option changed.
  case optionSet(SessionOption)
  /// The settings in effect, with their sources, and the settings file's path.
  indirect case settings(Preferences, path: String?)
  /// A recording started, to this file.
  case recording(path: String)
  /// A recording stopped, with this many closing expectations.
  case recordingStopped(path: String, expectations: Int)
  /// A setting was written to the settings file.
  case settingSaved(Preferences.Key, path: String)
  /// A scene was loaded or created; `demo` names a bundled demo, said in the session's language.
  case sceneLoaded(source: String, demo: String? = nil)
  /// A folder of pages was opened (`Vault`): how many pages and sub-folders it has.
  case vaultOpened(pages: Int, folders: Int)
  /// A page of the open folder was read and its first block selected (`open PAGE`).
  case pageOpened(NodeID)
  /// A folder's pages were saved: the files written and their pages, none when every page was
  /// as its file. Heard by the pages' titles, written in JSON by the files' paths.
  case pagesSaved([String], pages: [NodeID])
  /// Opening a folder completed a save of this many files that was cut short.
  case vaultSaveFinished(Int)
  /// The loaded scene breaks one of its own drop rules.
  case ruleBroken(BrokenRule)
  /// The scene was saved, as a scene file, a board or a document; `otherLinks` other hard links
  /// to the old file keep the old version.
  case sceneSaved(path: String, otherLinks: Int, as: OpenDocument.Kind)
  /// `again`: the last `count` answers are to be said again, as they were said.
  case again(Int)
  /// `again` with nothing said yet to say again.
  case nothingToRepeat
  /// News of the open file on disk: changed, gone, merged, written over (`DiskNews`).
  indirect case disk(DiskNews)
  /// The bundled demos.
  case demoList
  /// Help text.
  case help(String?)
  /// An expectation held.
  indirect case expectationMet(Expectation)
  /// The session is ending.
  case quit
  /// A command would discard unsaved changes: said once, and the same command again goes ahead.
  case unsavedChanges(file: String?, quitting: Bool)

  /// One container's answer for the `targets` command.
  public struct Target: Hashable, Sendable {
    /// The container.
    public var container: NodeID
    /// Why it refuses, or nil when it accepts.
    public var refusal: Refusal?
  }
}

extension Report {
  /// The source a new, empty scene reports as loaded: said in words, kept in JSON.
  public static let newSceneSource = "a new scene"

  /// True for a drag's `moved` event.
  var isMoved: Bool {
    if case .drag(.moved) = self { return true }
    return false
  }
}

/// How the set of selected items changed.
public enum SelectionChange: Hashable, Sendable {
  case added(NodeID), removed(NodeID), all(in: NodeID)
  case alreadySelected(NodeID), notSelected(NodeID)
}
