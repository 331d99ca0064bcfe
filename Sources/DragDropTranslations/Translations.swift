import DragDropAnnouncements
import DragDropKit

/// dnd's 33 translations, built from the gettext catalogs in `po/` while the package builds
/// (the TranslationTables plugin): one table of phrases per language, made the first time the
/// language speaks. An app that speaks English only leaves this product out.
public enum Translations {}

extension Language {
  /// Every language, English first, then the translations by code.
  public static var all: [Language] { [english] + Translations.languages }

  /// The language a locale or language name chooses: `de_DE.UTF-8`, `de-DE`, `de` and `DE` all
  /// choose German; `pt` alone chooses Brazilian Portuguese; `C` and `POSIX` mean English. Nil
  /// for a language dnd does not have.
  public static func named(_ text: String) -> Language? {
    let translated = Translations.languages
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
}
