/// CLDR's plural categories: which form of a counted phrase a number takes.
public enum PluralCategory: Hashable, Sendable {
  case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules (CLDR 44) for whole numbers, written out as CLDR states them, by
/// family. `scripts/po` holds every catalog's gettext `Plural-Forms` to the same rules, and
/// `categories` gives the order of a language's forms.
public enum PluralRules {
  /// The categories a language uses, in CLDR's order (zero, one, two, few, many, other), which
  /// is the order of its catalog's forms: msgstr[0] is the first.
  public static func categories(_ code: String) -> [PluralCategory] {
    switch code {
    case "ja", "ko", "zh_CN", "zh_TW": [.other]
    case "ar": [.zero, .one, .two, .few, .many, .other]
    case "cs", "sk", "hr", "sr", "lt", "ro": [.one, .few, .other]
    case "he": [.one, .two, .other]
    case "ru", "uk", "pl": [.one, .few, .many]
    case "lv": [.zero, .one, .other]
    case "sl": [.one, .two, .few, .other]
    case "fr", "pt_BR", "es", "it", "pt_PT": [.one, .many, .other]
    default: [.one, .other]
    }
  }

  /// The category of `n` (a whole number, 0 or more) in the language with this code.
  public static func category(_ code: String, _ n: Int) -> PluralCategory {
    switch code {
    case "ja", "ko", "zh_CN", "zh_TW": .other
    case "ar": arabic(n)
    case "cs", "sk": n == 1 ? .one : (2...4).contains(n) ? .few : .other
    case "he": n == 1 ? .one : n == 2 ? .two : .other
    case "hr", "sr": slavic(n, many: .other)
    case "ru", "uk": slavic(n, many: .many)
    case "pl": n == 1 ? .one : isFew(n) ? .few : .many
    case "lt": lithuanian(n)
    case "lv": latvian(n)
    case "ro": romanian(n)
    case "sl": slovenian(n)
    case "fr", "pt_BR": romanceMany(n, one: n == 0 || n == 1)
    case "es", "it", "pt_PT": romanceMany(n, one: n == 1)
    default: n == 1 ? .one : .other
    }
  }

  /// 2 to 4 in the last digit, but not 12 to 14 in the last two.
  private static func isFew(_ n: Int) -> Bool {
    (2...4).contains(n % 10) && !(12...14).contains(n % 100)
  }

  /// Croatian, Serbian, Russian, Ukrainian: one for 1, 21, 31 (not 11); few for 2 to 4, 22 to 24.
  private static func slavic(_ n: Int, many: PluralCategory) -> PluralCategory {
    if n % 10 == 1 && n % 100 != 11 { return .one }
    return isFew(n) ? .few : many
  }

  private static func arabic(_ n: Int) -> PluralCategory {
    switch n {
    case 0: .zero
    case 1: .one
    case 2: .two
    default: (3...10).contains(n % 100) ? .few : (11...99).contains(n % 100) ? .many : .other
    }
  }

  private static func lithuanian(_ n: Int) -> PluralCategory {
    if (11...19).contains(n % 100) { return .other }
    return n % 10 == 1 ? .one : n % 10 >= 2 ? .few : .other
  }

  private static func latvian(_ n: Int) -> PluralCategory {
    if n % 10 == 0 || (11...19).contains(n % 100) { return .zero }
    return n % 10 == 1 && n % 100 != 11 ? .one : .other
  }

  private static func romanian(_ n: Int) -> PluralCategory {
    if n == 1 { return .one }
    return n == 0 || (2...19).contains(n % 100) || n % 100 == 1 ? .few : .other
  }

  private static func slovenian(_ n: Int) -> PluralCategory {
    switch n % 100 {
    case 1: .one
    case 2: .two
    case 3, 4: .few
    default: .other
    }
  }

  /// French, Spanish, Italian, Portuguese: many for a whole million.
  private static func romanceMany(_ n: Int, one: Bool) -> PluralCategory {
    if one { return .one }
    return n != 0 && n % 1_000_000 == 0 ? .many : .other
  }
}
