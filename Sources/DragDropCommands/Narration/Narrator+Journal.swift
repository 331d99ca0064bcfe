import DragDropAnnouncements
import DragDropKit

/// What the interactive session says about a journal a killed session left behind.
extension Narrator {
  /// One sentence: what it holds, when, and how to recover or discard it.
  public func recoveryOffer(_ journal: AbandonedJournal) -> String {
    let changes = journal.changes == 1 ? "1 command" : "\(journal.changes) commands"
    return
      "A session on \(Sanitizer.clean(journal.scene)) ended \(Sanitizer.clean(journal.endedInWords)) without saving \(changes); type recover to bring them back, or discard to throw them away."
  }

  /// After a recovery.
  public func recovered(_ journal: AbandonedJournal, failed: Int) -> String {
    let changes = journal.changes == 1 ? "1 command" : "\(journal.changes) commands"
    let note = failed == 0 ? "" : " \(failed) of them did not apply, as before."
    return "Recovered \(changes) on \(Sanitizer.clean(journal.scene)); you are back where you were.\(note)"
  }

  /// When the scene a journal began from cannot be brought back; the journal is kept.
  public func recoveryFailed(_ journal: AbandonedJournal, reason: String) -> String {
    "Cannot recover the session on \(Sanitizer.clean(journal.scene)): \(reason). Its journal stays at \(Sanitizer.clean(journal.path)); type discard to throw it away."
  }

  /// After a discard.
  public func discardedJournal() -> String { "Discarded the unsaved session." }
}
