import DragDropAnnouncements
import DragDropKit

/// What the interactive session says about a journal a killed session left behind.
extension Narrator {
  /// One sentence: what it holds, when, and how to recover or discard it. `spoken`: for the ear,
  /// with no colon or hyphen in the time and date, which a screen reader reads aloud.
  public func recoveryOffer(_ journal: AbandonedJournal, spoken: Bool = false) -> String {
    words.fill(
      .recoveryOffer,
      [
        .scene: Sanitizer.clean(journal.scene), .from: ended(journal, spoken: spoken),
        .count: "\(journal.changes)",
      ])
  }

  /// "today at 14:03", "on 2026-11-23 at 09:12", in the narrator's language; by ear "today at
  /// 14 03", "on 2026 11 23 at 9 12".
  private func ended(_ journal: AbandonedJournal, spoken: Bool) -> String {
    guard let at = journal.endedAt else { return Sanitizer.clean(journal.endedInWords) }
    var date = Sanitizer.clean(at.date)
    var time = Sanitizer.clean(at.time)
    if spoken {
      date = date.replacing("-", with: " ")
      time = time.replacing(":", with: " ")
      if time.hasPrefix("0"), time.count > 1 { time.removeFirst() }
    }
    return words.fill(at.today ? .endedToday : .endedOn, [.from: date, .to: time])
  }

  /// After a recovery.
  public func recovered(_ journal: AbandonedJournal, failed: Int) -> String {
    words.fill(
      failed == 0 ? .recovered : .recoveredFailed,
      [.scene: Sanitizer.clean(journal.scene), .count: "\(journal.changes)", .failed: "\(failed)"])
  }

  /// When the scene a journal began from cannot be brought back; the journal is kept.
  public func recoveryFailed(_ journal: AbandonedJournal, reason: String) -> String {
    words.fill(
      .recoveryFailed,
      [.scene: Sanitizer.clean(journal.scene), .reason: reason, .file: Sanitizer.clean(journal.path)])
  }

  /// After a discard.
  public func discardedJournal() -> String { words.fill(.discarded) }
}

extension Narrator {
  /// The greeting's second sentence when a screen reader or braille display was found at start:
  /// why the answers are written for it, and how to change that and keep the change.
  public func detectedNote(_ reader: String) -> String {
    words.fill(.greetingDetected, [.item: Sanitizer.clean(reader)])
  }
}
