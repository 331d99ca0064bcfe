/// A language dnd speaks: English, built in, or a translation.
///
/// The 33 translations of `po/` are the DragDropTranslations product (`Translations.languages`,
/// `Language.named`), built from the catalogs at build time; an app that speaks English only
/// leaves it out. An app can also bring its own language: give its phrases by context
/// (`"announcement.lifted"`, see `po/dnd.pot`), each phrase's forms in the order of its plural
/// categories (`PluralRules.categories`).
public struct Language: Hashable, Sendable {
  /// The gettext name: `de`, `pt_BR`, `zh_CN`; `en` for English.
  public let code: String
  /// The language's own name: "Deutsch", "Polski", "العربية".
  public let name: String
  /// The espeak-ng voice that reads it, and speech-dispatcher's language.
  public let voice: String
  /// True for English: kept, not compared, as every phrase asks.
  public let isEnglish: Bool
  /// A phrase's forms by context, each in plural-category order; nil for English. A function,
  /// so a language costs nothing until it speaks.
  private let lookup: (@Sendable (String) -> [String]?)?

  /// Creates a language with its phrases by context; a phrase it lacks is said in English.
  /// `phrases` returns a table built once (a `static let`).
  public init(
    code: String, name: String, voice: String, phrases: (@Sendable () -> [String: [String]])? = nil
  ) {
    var lookup: (@Sendable (String) -> [String]?)?
    if let phrases { lookup = { context in phrases()[context] } }
    self.init(code: code, name: name, voice: voice, lookup: lookup)
  }

  /// Creates a language whose phrases a function finds by context, building no table: the
  /// translations' generated tables are such functions, so starting dnd in a language costs
  /// the phrases it says, not the hundreds it has.
  public init(code: String, name: String, voice: String, lookup: (@Sendable (String) -> [String]?)?) {
    self.code = code
    self.name = name
    self.voice = voice
    self.isEnglish = code == "en"
    self.lookup = lookup
  }

  /// English, the built-in language.
  public static let english = Language(code: "en", name: "English", voice: "en")

  /// A phrase's forms by its context (`"announcement.lifted"`), or nil: said in English.
  public func forms(_ context: String) -> [String]? {
    lookup?(context)
  }

  /// Languages are the same when their code, name and voice are; the phrases come with the code.
  public static func == (a: Language, b: Language) -> Bool {
    a.code == b.code && a.name == b.name && a.voice == b.voice
  }

  /// Hashes the code, which names the language.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
  }

  /// The index of the plural form for a count, by the language's `Plural-Forms` rule (CLDR's
  /// categories in gettext's order).
  public func pluralForm(_ count: Int) -> Int {
    guard !isEnglish else { return count == 1 ? 0 : 1 }
    let category = PluralRules.category(code, abs(count))
    let categories = PluralRules.categories(code)
    return categories.firstIndex(of: category) ?? categories.count - 1
  }

  /// A template chosen from a phrase's forms: the translation when there is one (by the count's
  /// plural form, or the only form), else the English one or plural.
  public func choose(translation: [String]?, english: String, englishOne: String?, count: Int?) -> String {
    if let forms = translation, !forms.isEmpty {
      guard forms.count > 1 else { return forms[0] }
      return forms[min(count.map(pluralForm) ?? forms.count - 1, forms.count - 1)]
    }
    if let englishOne, count == 1 { return englishOne }
    return english
  }
}
