import DragDropAnnouncements
import DragDropCommands
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
}
