/// The English of a screen reader or braille display found at start, and of saying answers
/// again (`again`, F2). A part of the narration's table as `NarrationTemplates+Errors.swift`
/// is; `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English template of this part's phrases; nil for the rest of the table.
  public static func englishReader(_ phrase: Phrase) -> String? {
    switch phrase {
    case .sourceDetected: "because {item} is running"
    case .greetingDetected:
      "Answers are written for your screen reader, as {item} is running. To change it, type set mode visual, or set mode visual save to keep it."
    case .summaryAgain: "Say the last answer again, or the last N answers."
    case .nothingToRepeat: "Nothing to say again yet."
    case .helpAccessibilityAgain: "Press F2, or type again, for the last answer."
    case .helpKeysAgain: "F2 says the last answer again, as the command again does."
    case .focusOn: "{item}, {place}."
    default: nil
    }
  }
}

extension NarrationTemplates {
  /// The English of this part's phrases with a count, in the singular: none.
  static func englishOneReader(_ phrase: Phrase) -> String? {
    switch phrase {
    default: nil
    }
  }
}
