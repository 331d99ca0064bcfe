import DragDropKit

/// A language dnd speaks: English, built in, or one of the languages translated in `po/`.
///
/// The translations are Swift code generated from the gettext catalogs (`scripts/po generate`):
/// nothing is read from a file at run time, and no table is built until a phrase is looked up.
public struct Language: Hashable, Sendable {
  /// The gettext name: `de`, `pt_BR`, `zh_CN`; `en` for English.
  public let code: String
  /// The language's own name: "Deutsch", "Polski", "العربية".
  public let name: String
  /// The espeak-ng voice that reads it, and speech-dispatcher's language.
  public let voice: String
  /// True for English: kept, not compared, as every phrase asks.
  public let isEnglish: Bool

  /// Creates a language. `code` must be one of `Language.all` for translations to be found.
  public init(code: String, name: String, voice: String) {
    self.code = code
    self.name = name
    self.voice = voice
    self.isEnglish = code == "en"
  }

  /// English, the built-in language.
  public static let english = Language(code: "en", name: "English", voice: "en")

  /// Every language, English first, then by code.
  public static var all: [Language] { [english] + translated }

  /// The language a locale or language name chooses: `de_DE.UTF-8`, `de-DE`, `de` and `DE` all
  /// choose German; `pt` alone chooses Brazilian Portuguese; `C` and `POSIX` mean English. Nil
  /// for a language dnd does not have.
  public static func named(_ text: String) -> Language? {
    // "de_DE.UTF-8@euro" -> "de_DE"; "de-DE" -> "de_DE".
    var name = Substring(text)
    if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let first = parts.first, !first.isEmpty else { return nil }
    let language = first.lowercased()
    if language == "c" || language == "posix" || language == "en" { return english }
    let region = parts.dropFirst().first.map { $0.uppercased() }
    // "zh_Hant" and "zh_TW", "zh_HK": traditional script; other Chinese: simplified.
    if language == "zh" {
      let traditional = parts.dropFirst().contains { ["HANT", "TW", "HK", "MO"].contains($0.uppercased()) }
      return translated.first { $0.code == (traditional ? "zh_TW" : "zh_CN") }
    }
    if language == "pt" { return translated.first { $0.code == (region == "PT" ? "pt_PT" : "pt_BR") } }
    // Norwegian: Bokmål serves "no" and "nb".
    if language == "no" { return translated.first { $0.code == "nb" } }
    if let region, let exact = translated.first(where: { $0.code == "\(language)_\(region)" }) { return exact }
    return translated.first { $0.code == language }
  }

  /// The error for a code dnd does not have, listing the codes it has.
  public static func unknown(_ code: String) -> String {
    let codes = all.map(\.code).joined(separator: ", ")
    return "'\(Sanitizer.clean(code))' is not a language dnd speaks; use one of \(codes)"
  }

  /// The first available language of a `LANGUAGE`-style list, `de:fr:en`; nil when none is.
  public static func firstAvailable(in list: String) -> Language? {
    for entry in list.split(separator: ":") {
      if let language = named(String(entry)) { return language }
    }
    return nil
  }

  /// The index of the plural form for a count, by the language's `Plural-Forms` rule (CLDR's
  /// categories in gettext's order).
  public func pluralForm(_ count: Int) -> Int {
    guard !isEnglish else { return count == 1 ? 0 : 1 }
    let category = PluralRules.category(code, abs(count))
    let categories = Self.pluralCategories(code)
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
