import DragDropAnnouncements
import DragDropCommands
import PropertyBased
import Testing

/// Placeholders are typed: values are given by `Placeholder`, so a misspelled one does not
/// compile; and every name a template writes between braces is one of them, so a misspelled one
/// in a template fails here (each catalog keeps the English template's names: `LanguageTests`).
@Suite("Placeholders: every name in every English template is a Placeholder")
struct PlaceholderTests {
  /// The names between braces in a template.
  static func names(_ template: String) -> [String] {
    var names: [String] = []
    var name: String?
    for character in template {
      if character == "{" {
        name = ""
      } else if character == "}", let done = name {
        names.append(done)
        name = nil
      } else if name != nil {
        name!.append(character)
      }
    }
    return names
  }

  @Test("every placeholder of every drag phrase and narration phrase, in each plural form, is known")
  func everyNameIsKnown() {
    var templates: [(String, String)] = []
    for phrase in AnnouncementTemplates.Phrase.allCases {
      templates.append(("announcement.\(phrase)", AnnouncementTemplates.english(phrase)))
      if let one = AnnouncementTemplates.englishOne(phrase) { templates.append(("announcement.\(phrase) (one)", one)) }
    }
    for phrase in NarrationTemplates.Phrase.allCases {
      templates.append(("narration.\(phrase)", NarrationTemplates.english(phrase)))
      if let one = NarrationTemplates.englishOne(phrase) { templates.append(("narration.\(phrase) (one)", one)) }
    }
    #expect(templates.count > 700)
    for (key, template) in templates {
      for name in Self.names(template) {
        #expect(Placeholder(rawValue: name) != nil, "\(key): {\(name)} is not a Placeholder")
      }
    }
  }

  @Test("a name that is not a placeholder is left as written, and every known one is filled")
  func filling() {
    #expect(TemplateValues.fill("Lifted {itme}.", [.item: "red"]) == "Lifted {itme}.")
    for placeholder in Placeholder.allCases {
      var values: TemplateValues = [:]
      values[placeholder] = "X"
      #expect(TemplateValues.fill("<{\(placeholder.rawValue)}>", values) == "<X>", "\(placeholder)")
    }
  }

  /// How a template is filled, written plainly with `String` indices: what `TemplateValues.fill`
  /// does by bytes.
  static func filledPlainly(_ template: String, _ values: [(Placeholder, String)]) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      if let value = values.last(where: { $0.0.rawValue == name })?.1 {
        result += value
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  @Test("property: a template is filled by bytes as it is filled by characters")
  func fillingByBytes() async {
    let pieces = [
      "{item}", "{target}", "{count}", "{itme}", "{", "}", "{{item}}", "{item", "é", "e\u{301}", "🇫🇷", "Lifted ",
      " of ", ".", "{}", "{position}", "日本語",
    ]
    let words = ["red", "Café", "", "{item}", "a}b", "Москва", "🙂"]
    await propertyCheck(
      count: 2000, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8),
      Gen.int(in: 0...(words.count - 1)).array(of: 0...4)
    ) { picks, valuePicks in
      let template = picks.map { pieces[$0] }.joined()
      let names: [Placeholder] = [.item, .target, .count, .item]
      let values = valuePicks.enumerated().map { (names[$0.offset % names.count], words[$0.element]) }
      var filled: TemplateValues = [:]
      for (name, value) in values { filled[name] = value }
      let expected = Self.filledPlainly(template, values)
      #expect(TemplateValues.fill(template, filled) == expected, "\(template)")
      var line = "Moved, "
      TemplateValues.fill(template, filled, appendingTo: &line)
      #expect(line == "Moved, " + expected, "\(template)")
    }
  }
}
