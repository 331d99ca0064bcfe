import DragDropAnnouncements
import DragDropTranslations
import Testing

@testable import DragDropCommands

/// Sentences meant to be heard hold no symbol that a screen reader names at its default
/// punctuation level: under Orca, speech-dispatcher says "colon", "semi", "quote", "greater",
/// "dash", "left paren" (`Docs/accessibility.md`). The same rule as `scripts/po symbols`, applied
/// to what the renderers say in every language.
@Suite("Heard sentences: no symbol a screen reader reads aloud")
struct HeardSymbolsTests {
  /// The symbols speech-dispatcher names under Orca's default settings (measured; see
  /// scripts/po's NAMED_SYMBOLS). Not named: , . ! ? ' U+2019 inside a word, the ellipsis.
  static let named = Set(
    ":;\"<>()[]{}-\u{2010}\u{2013}\u{2014}«»„“”‘/*#=+@&%_~|`^¿¡·：；؛「」『』《》（）".unicodeScalars)

  static func symbol(in text: String) -> Character? {
    // Placeholders are filled in later; their braces are not heard.
    var stripped = ""
    var inPlaceholder = false
    for character in text {
      if character == "{" { inPlaceholder = true }
      if !inPlaceholder { stripped.append(character) }
      if character == "}" { inPlaceholder = false }
    }
    return stripped.first { $0.unicodeScalars.contains { named.contains($0) } }
  }

  @Test("no drag sentence or narration phrase of any language, in any plural form, holds a named symbol")
  func templates() {
    for language in Language.all {
      let announcements = AnnouncementTemplates(language: language)
      for phrase in AnnouncementTemplates.Phrase.allCases {
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
          let text = announcements.template(phrase, count: count)
          #expect(Self.symbol(in: text) == nil, "\(language.code) announcement.\(phrase): \(text)")
        }
      }
      let narration = NarrationTemplates(language: language)
      for phrase in NarrationTemplates.Phrase.allCases {
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
          let text = narration.template(phrase, count: count)
          #expect(Self.symbol(in: text) == nil, "\(language.code) narration.\(phrase): \(text)")
        }
      }
    }
  }

  @Test("the rule finds what it must: a colon, a semicolon, a parenthesis, a hyphen, a full-width colon")
  func ruleCanFail() {
    #expect(Self.symbol(in: "Refused: {target}") == ":")
    #expect(Self.symbol(in: "Undid the move; {item}") == ";")
    #expect(Self.symbol(in: "{target} (its home)") == "(")
    #expect(Self.symbol(in: "Déplacez-le") == "-")
    #expect(Self.symbol(in: "已放下：{item}") == "：")
    #expect(Self.symbol(in: "Déplacez\u{2011}le, l’élément, ok! {item} {count}.") == nil)
  }

  @Test("help by ear, its topics and help keys say no named symbol outside command syntax")
  func help() {
    let narrator = Narrator()
    for topic in [nil, "keys", "accessibility", "exit-codes"] {
      for line in narrator.helpText(topic, spoken: true) {
        // Commands as typed keep their hyphen: `--screen-reader`, `set mode screen-reader save`.
        let words = line.replacing("--screen-reader", with: "").replacing("mode screen-reader", with: "")
        #expect(Self.symbol(in: words) == nil, "help \(topic ?? ""): \(line)")
      }
    }
  }
}
