import DragDropAnnouncements
import DragDropTranslations
import Testing

/// Numbers written as each language writes them (CLDR's symbols), where templates fill them.
@Suite struct NumberFormatTests {
  func language(_ code: String) throws -> Language { try #require(Language.named(code)) }

  @Test func groupsAsEachLanguageWritesThem() throws {
    #expect(Language.english.localizedNumber("1000000") == "1,000,000")
    #expect(try language("de").localizedNumber("1000000") == "1.000.000")
    #expect(try language("fr").localizedNumber("1000000") == "1\u{202F}000\u{202F}000")
    #expect(try language("pl").localizedNumber("1000000") == "1\u{00A0}000\u{00A0}000")
    #expect(try language("ru").localizedNumber("12345") == "12\u{00A0}345")
    #expect(try language("ja").localizedNumber("1000000") == "1,000,000")
  }

  @Test func fourDigitsAreGroupedOnlyWhereTheLanguageDoes() throws {
    #expect(Language.english.localizedNumber("1000") == "1,000")
    #expect(try language("de").localizedNumber("1000") == "1.000")
    #expect(try language("es").localizedNumber("1000") == "1000")
    #expect(try language("es").localizedNumber("10000") == "10.000")
    #expect(try language("pl").localizedNumber("1000") == "1000")
    #expect(Language.english.localizedNumber("999") == "999")
  }

  @Test func decimalsTakeTheLanguagesMark() throws {
    #expect(Language.english.localizedNumber("2.5") == "2.5")
    #expect(try language("de").localizedNumber("2.5") == "2,5")
    #expect(try language("fr").localizedNumber("-12345.25") == "-12\u{202F}345,25")
  }

  @Test func anythingButOnePlainNumberIsLeftAlone() throws {
    let german = try language("de")
    for text in ["", "-", "1.", ".5", "2 of 3", "v2024", "10x20", "12,5", "1.2.3", "1000 of 2000"] {
      #expect(german.localizedNumber(text) == text, "\(text)")
    }
  }

  @Test func templatesFillCountsAsTheLanguageWritesThem() throws {
    let german = AnnouncementTemplates(language: try language("de"))
    let english = AnnouncementTemplates(language: .english)
    let values: TemplateValues = [.position: "1000", .count: "1000000"]
    #expect(german.fill(.positionBrief, values) == "1.000 von 1.000.000")
    #expect(english.fill(.positionBrief, values) == "1,000 of 1,000,000")
    #expect(english.fill(.position, [.position: "2", .count: "3"]) == "position 2 of 3")
  }
}
