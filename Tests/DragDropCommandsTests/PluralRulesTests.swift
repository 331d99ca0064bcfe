import DragDropAnnouncements
import DragDropTranslations
import Testing

/// CLDR's plural rules as `PluralRules` writes them, at the boundaries the rule families differ
/// on: the teens, 20, 111, 119, 1001 and whole millions (the forms computed from the CLDR rules in
/// scripts/po, which every catalog's Plural-Forms is checked against for 0 to 1,200).
@Suite("Plural rules by CLDR category")
struct PluralRulesTests {
  static let counts = [13, 14, 19, 20, 111, 119, 1001, 1_000_000, 1_000_001, 2_000_000]
  static let forms: [(String, [Int])] = [
    ("ar", [4, 4, 4, 4, 4, 4, 5, 5, 5, 5]), ("bg", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("cs", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]), ("es", [2, 2, 2, 2, 2, 2, 2, 1, 2, 1]),
    ("fr", [2, 2, 2, 2, 2, 2, 2, 1, 2, 1]), ("he", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("hr", [2, 2, 2, 2, 2, 2, 0, 2, 0, 2]), ("it", [2, 2, 2, 2, 2, 2, 2, 1, 2, 1]),
    ("ja", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), ("lt", [2, 2, 2, 2, 2, 2, 0, 2, 0, 2]),
    ("lv", [0, 0, 0, 0, 0, 0, 1, 0, 1, 0]), ("pl", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("pt_BR", [2, 2, 2, 2, 2, 2, 2, 1, 2, 1]), ("pt_PT", [2, 2, 2, 2, 2, 2, 2, 1, 2, 1]),
    ("ro", [1, 1, 1, 2, 1, 1, 1, 2, 1, 2]), ("ru", [2, 2, 2, 2, 2, 2, 0, 2, 0, 2]),
    ("sk", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]), ("sl", [3, 3, 3, 3, 3, 3, 0, 3, 0, 3]),
    ("sr", [2, 2, 2, 2, 2, 2, 0, 2, 0, 2]), ("uk", [2, 2, 2, 2, 2, 2, 0, 2, 0, 2]),
    ("zh_TW", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  ]

  @Test("each rule family picks CLDR's form at its boundaries")
  func boundaries() throws {
    for (code, expected) in Self.forms {
      let language = try #require(Language.named(code), "\(code)")
      #expect(Self.counts.map(language.pluralForm) == expected, "\(code)")
    }
  }

  @Test("categories read as CLDR states them")
  func categories() {
    #expect(PluralRules.category("ru", 21) == .one)
    #expect(PluralRules.category("ru", 11) == .many)
    #expect(PluralRules.category("ar", 0) == .zero)
    #expect(PluralRules.category("sl", 102) == .two)
    #expect(PluralRules.category("fr", 0) == .one)
    #expect(PluralRules.category("es", 0) == .other)
    #expect(PluralRules.category("de", 1) == .one)
  }
}
