/// The English of a board by ear: the summary and lane lines of its `tree`, and a card's tags,
/// date and time. A part of the narration's table as `NarrationTemplates+Errors.swift` is;
/// `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English template of a board's phrase; nil for the rest of the table.
  public static func englishBoards(_ phrase: Phrase) -> String? {
    switch phrase {
    case .lanes: "{count} lanes"
    case .cards: "{count} cards"
    case .noCards: "no cards"
    // `archive` and `unarchive`.
    case .archived: "Archived {item} from {container}."
    case .unarchived: "Unarchived {item}, {place}."
    case .errorNotABoard: "{command} works on the cards of a board"
    case .hintOpenBoard: "open a board first, such as {edit}"
    case .errorNotACard: "{item} is not a card in a lane"
    case .errorAlreadyArchived: "{item} is already in the archive"
    case .hintUnarchive: "{command} takes it back"
    case .errorNotArchived: "{item} is not in the archive"
    // `sort`: what it did, or that the order already held; `{items}` counts the cards or items.
    case .sortedByName: "Sorted {container} by name, {items}."
    case .sortedByDate: "Sorted {container} by date, {items}."
    case .sortedDoneLast: "Sorted {container} with done last, {items}."
    case .sortedAlreadyName: "{container} is already in order by name, {items}."
    case .sortedAlreadyDate: "{container} is already in order by date, {items}."
    case .sortedAlreadyDone: "{container} already has done last, {items}."
    case .boardSummary: "{size}."
    case .infoTagged: "also tagged {items}"
    case .cardDue: "due {date}"
    case .cardDueAt: "due {date} at {time}"
    case .cardAt: "at {time}"
    case .dateWords: "{day} {month} {year}"
    case .clockTime: "{hour} {minute}"
    case .clockHour: "{hour} o'clock"
    case .month1: "January"
    case .month2: "February"
    case .month3: "March"
    case .month4: "April"
    case .month5: "May"
    case .month6: "June"
    case .month7: "July"
    case .month8: "August"
    case .month9: "September"
    case .month10: "October"
    case .month11: "November"
    case .month12: "December"
    default: nil
    }
  }

  /// The English of this part's phrases with a count, in the singular.
  static func englishOneBoards(_ phrase: Phrase) -> String? {
    switch phrase {
    case .lanes: "{count} lane"
    case .cards: "{count} card"
    default: nil
    }
  }

  /// The name of a month, 1 to 12, as a date says it.
  static let months: [Phrase] = [
    .month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9, .month10, .month11, .month12,
  ]
}
