import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations
import Testing

/// The translations generated from po/: choosing a language, plural forms by CLDR's rules, and
/// every phrase of every language rendered whole.
@Suite("Languages: choosing one, plural forms, every phrase translated")
struct LanguageTests {
  /// The counts the issue names, and each language's form for them, from CLDR's plural rules
  /// (computed by the rules in scripts/po, which check each catalog's Plural-Forms header).
  static let counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111]
  static let forms: [(String, [Int])] = [
    ("ar", [0, 1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 4]),
    ("bg", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("cs", [2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("da", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("de", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("el", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("es", [2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("et", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("fi", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("fr", [0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("he", [2, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("hr", [2, 0, 1, 1, 1, 2, 2, 2, 0, 1, 2, 2, 0, 1, 2]),
    ("hu", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("it", [2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("ja", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ("ko", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ("lt", [2, 0, 1, 1, 1, 1, 2, 2, 0, 1, 1, 2, 0, 1, 2]),
    ("lv", [0, 1, 2, 2, 2, 2, 0, 0, 1, 2, 2, 0, 1, 2, 0]),
    ("nb", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("nl", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("pl", [2, 0, 1, 1, 1, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2]),
    ("pt_BR", [0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("pt_PT", [2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("ro", [1, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1]),
    ("ru", [2, 0, 1, 1, 1, 2, 2, 2, 0, 1, 2, 2, 0, 1, 2]),
    ("sk", [2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    ("sl", [3, 0, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 0, 1, 3]),
    ("sr", [2, 0, 1, 1, 1, 2, 2, 2, 0, 1, 2, 2, 0, 1, 2]),
    ("sv", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("tr", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("uk", [2, 0, 1, 1, 1, 2, 2, 2, 0, 1, 2, 2, 0, 1, 2]),
    ("zh_CN", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ("zh_TW", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  ]

  @Test("there are 33 languages besides English, each with its own name and voice")
  func languages() {
    let codes = Language.all.map(\.code)
    #expect(codes.count == 34)
    #expect(codes.first == "en")
    #expect(Set(codes) == Set(["en"] + Self.forms.map(\.0)))
    for language in Language.all {
      #expect(!language.name.isEmpty && !language.voice.isEmpty, "\(language.code)")
    }
    #expect(Language.named("de")?.name == "Deutsch")
    #expect(Language.named("pl")?.name == "Polski")
    #expect(Language.named("ar")?.name == "العربية")
  }

  @Test("a locale chooses its language; pt alone is pt_BR; C and POSIX are English; others are nil")
  func naming() {
    for text in ["de_DE.UTF-8", "de-DE", "de", "DE", "de_AT", "de_CH.utf8@euro"] {
      #expect(Language.named(text)?.code == "de", "\(text)")
    }
    #expect(Language.named("pt")?.code == "pt_BR")
    #expect(Language.named("pt_PT.UTF-8")?.code == "pt_PT")
    #expect(Language.named("pt-BR")?.code == "pt_BR")
    #expect(Language.named("zh_TW.UTF-8")?.code == "zh_TW")
    #expect(Language.named("zh-Hant")?.code == "zh_TW")
    #expect(Language.named("zh_CN.GB2312")?.code == "zh_CN")
    #expect(Language.named("zh")?.code == "zh_CN")
    #expect(Language.named("nb_NO.UTF-8")?.code == "nb")
    #expect(Language.named("no")?.code == "nb")
    #expect(Language.named("sr_RS")?.code == "sr")
    for text in ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "en"] {
      #expect(Language.named(text)?.isEnglish == true, "\(text)")
    }
    for text in ["xx", "", "_", "klingon", "eo"] {
      #expect(Language.named(text) == nil, "\(text)")
    }
    #expect(Language.firstAvailable(in: "xx:fr_FR:de")?.code == "fr")
    #expect(Language.firstAvailable(in: "xx:yy") == nil)
  }

  @Test("every language picks CLDR's plural form for 0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111")
  func pluralForms() throws {
    for (code, expected) in Self.forms {
      let language = try #require(Language.named(code), "\(code)")
      #expect(Self.counts.map(language.pluralForm) == expected, "\(code)")
    }
    #expect(Self.counts.map(Language.english.pluralForm) == Self.counts.map { $0 == 1 ? 0 : 1 })
  }

  @Test("an app brings its own language: its phrases by context, English for the ones it lacks")
  func ownLanguage() {
    let pirate = Language(code: "en_PIRATE", name: "Pirate", voice: "en") {
      ["announcement.liftedBrief": ["Hoisted {item}."], "narration.goodbye": ["Fair winds."]]
    }
    let announcements = AnnouncementTemplates(language: pirate)
    #expect(announcements.fill(.liftedBrief, [.item: "Fix login"]) == "Hoisted Fix login.")
    #expect(announcements.fill(.movedBrief, [.target: "Done"]) == "Over Done.")
    #expect(NarrationTemplates(language: pirate).fill(.goodbye) == "Fair winds.")
  }

  @Test("Polish counts cards as Polish does: 1 karta, 2 karty, 5 kart, 22 karty, 25 kart")
  func polishCards() throws {
    let polish = AnnouncementTemplates(language: try #require(Language.named("pl")))
    func lifted(_ count: Int) -> String {
      polish.fill(.groupLiftedBrief, [.count: "\(count)", .items: "A"])
    }
    #expect(lifted(2).contains("2 karty"))
    #expect(lifted(5).contains("5 kart") && !lifted(5).contains("5 karty"))
    #expect(lifted(22).contains("22 karty"))
    #expect(lifted(25).contains("25 kart") && !lifted(25).contains("25 karty"))
  }

  /// Every placeholder the templates may use.
  static let placeholders = Placeholder.allCases

  /// Each placeholder with a value that shows where it landed.
  static var marked: TemplateValues {
    var values: TemplateValues = [:]
    for (index, name) in placeholders.enumerated() { values[name] = "«\(index)»" }
    values[.count] = "7"
    return values
  }

  /// What a brief line is filled with, in its language: names of 12 characters, and the
  /// language's own brief words for positions, reasons, directions and distances.
  static func brief(_ table: AnnouncementTemplates, _ phrase: AnnouncementTemplates.Phrase) -> TemplateValues {
    let name = "Abcdefghijkl"
    var values: TemplateValues = [.count: "2", .items: name, .distance: "30"]
    for key: Placeholder in [.item, .target, .container, .copy] { values[key] = name }
    // An outline move says its position as a number; every other brief line as "2 of 5".
    let numbered: Set<AnnouncementTemplates.Phrase> = [.movedOutline, .movedOutlineBrief, .droppedOutline]
    values[.position] =
      numbered.contains(phrase) ? "2" : table.fill(.positionBrief, [.position: "2", .count: "5"])
    // A name is taken: the reason is the name.
    values[.reason] = phrase == .briefNameTaken ? name : table.fill(.briefFull)
    values[.towards] = table.fill(.towardsUp)
    values[.side] = table.fill(.sideTop)
    values[.offset] = table.fill(.offsetUpBrief, [.distance: "30"])
    values[.travel] = table.fill(.travelFromBrief, [.distance: "30", .side: table.fill(.sideTop)])
    values[.back] = table.fill(.backHomeBrief, [.container: name, .position: values[.position] ?? ""])
    for key in placeholders where values[key] == nil { values[key] = "A" }
    return values
  }

  /// A template's own words, without its placeholders: English left in a translation shows here.
  static func words(_ template: String) -> [Substring] {
    var result = ""
    var inside = false
    for character in template {
      if character == "{" {
        inside = true
      } else if character == "}" {
        inside = false
      } else if !inside {
        result.append(character)
      }
    }
    return result.split(whereSeparator: { $0 == " " }).filter { $0.contains(where: \.isLetter) }
  }

  @Test("every phrase of every language keeps its placeholders, is translated, and stays within the brief budget")
  func everyPhrase() {
    let full = Self.marked
    let english = AnnouncementTemplates.english
    for language in Language.all where !language.isEnglish {
      let announcements = AnnouncementTemplates(language: language)
      for phrase in AnnouncementTemplates.Phrase.allCases {
        check(
          language, "announcement.\(phrase)", english: AnnouncementTemplates.english(phrase),
          translated: announcements.template(phrase, count: 7), full: announcements.fill(phrase, full),
          brief: phrase.rawValue.hasSuffix("Brief") || phrase.rawValue.hasPrefix("brief")
            ? (
              english.fill(phrase, Self.brief(english, phrase)),
              announcements.fill(phrase, Self.brief(announcements, phrase))
            )
            : nil)
      }
      let narration = NarrationTemplates(language: language)
      for phrase in NarrationTemplates.Phrase.allCases {
        check(
          language, "narration.\(phrase)", english: NarrationTemplates.english(phrase),
          translated: narration.template(phrase, count: 7), full: narration.fill(phrase, full), brief: nil)
      }
    }
  }

  private func check(
    _ language: Language, _ key: String, english: String, translated: String, full: String,
    brief: (english: String, translated: String)?
  ) {
    let code = language.code
    #expect(!full.contains("{") && !full.contains("}"), "\(code) \(key): a placeholder is left: \(full)")
    for (index, name) in Self.placeholders.enumerated() where english.contains("{\(name.rawValue)}") {
      let shown = name == .count ? "7" : "«\(index)»"
      #expect(full.contains(shown), "\(code) \(key) lost {\(name)}: \(full)")
    }
    // A single word may be the same in both ("position" in French, "color" in Spanish); a
    // phrase of two words or more that is the English one was not translated.
    if Self.words(english).count > 1 {
      #expect(translated != english, "\(code) \(key) is left in English: \(translated)")
    }
    for scalar in full.unicodeScalars {
      #expect(
        !(0x200E...0x200F).contains(scalar.value) && !(0x202A...0x202E).contains(scalar.value)
          && !(0x2066...0x2069).contains(scalar.value) && scalar.value != 0x061C, "\(code) \(key): a bidi control")
    }
    if let brief, brief.english.count <= 40 {
      #expect(
        brief.translated.count <= 40,
        "\(code) \(key) is \(brief.translated.count) characters by ear: \(brief.translated)")
    }
  }
}
