import DragDropAnnouncements
import DragDropKit
import DragDropTranslations

/// How a session option's value is written, checked and said: the kinds of value options take.
/// The parser (`Parser+Options.swift`), the settings file, completion, help and the narration
/// read an option's form instead of knowing the option.
public enum OptionForm: Hashable, Sendable {
  /// A number of points. `zero`: whether 0 is allowed; `offWord`: 0 is written and said `off`.
  case points(zero: Bool, offWord: Bool)
  /// A whole number in a range, said with a unit phrase ("{count} steps"); `tooHigh` is the
  /// error past the range's top.
  case count(ClosedRange<Int>, unit: NarrationTemplates.Phrase, tooHigh: NarrationTemplates.Phrase?)
  /// `on` or `off` (and true, false, yes, no).
  case onOff
  /// One of these words; `offWord`: also `off` (or `none`, `free`) for no value.
  case choice([String], offWord: Bool)
  /// A language code: `de`, `pt_BR`.
  case language

  /// The words a person can type as the value, for completion; empty for numbers.
  public var words: [String] {
    switch self {
    case .points(_, let offWord): offWord ? ["off"] : []
    case .count: []
    case .onOff: ["on", "off"]
    case .choice(let names, let offWord): names + (offWord ? ["off"] : [])
    case .language: Language.all.map(\.code)
    }
  }

  /// The words `off`, `none` and `free` that mean no value, where the form takes them.
  static let offWords = ["off", "none", "free"]
}

/// A session option's value.
public enum OptionValue: Hashable, Sendable {
  /// Points; 0 is `off` where the form says so.
  case number(Double)
  case count(Int)
  case flag(Bool)
  /// A word of a choice; nil is `off`.
  case word(String?)
  case language(Language)

  /// The value as a command writes it after the option's name: `20`, `off`, `brief`, `de`.
  public func text(_ form: OptionForm) -> String {
    switch self {
    case .number(let value):
      if value == 0, case .points(_, offWord: true) = form { return "off" }
      return formatNumber(value)
    case .count(let value): return "\(value)"
    case .flag(let on): return on ? "on" : "off"
    case .word(let word): return word ?? "off"
    case .language(let language): return language.code
    }
  }

  /// The value in words, in the language of `words`: "20 points", "off", "German". JSON's
  /// English words when `words` is English.
  func said(_ form: OptionForm, _ words: NarrationTemplates) -> String {
    switch self {
    case .number(let value):
      if value == 0, case .points(_, offWord: true) = form { return words.fill(.valueOff) }
      return words.fill(.valuePoints, [.count: formatNumber(value)])
    case .count(let value):
      guard case .count(_, let unit, _) = form else { return "\(value)" }
      return words.fill(unit, [.count: "\(value)"])
    case .flag(let on): return words.fill(on ? .valueOn : .valueOff)
    case .word(let word): return word ?? words.fill(.valueOff)
    case .language(let language): return language.name
    }
  }

  /// The value as the settings file writes it: `"screen-reader"`, `10`, `true`.
  var tomlText: String {
    switch self {
    case .number(let value): formatNumber(value)
    case .count(let value): "\(value)"
    case .flag(let on): on ? "true" : "false"
    case .word(let word): "\"\(word ?? "off")\""
    case .language(let language): "\"\(language.code)\""
    }
  }

  /// The number, for points.
  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  /// The whole number, for counts.
  public var count: Int? { if case .count(let value) = self { value } else { nil } }
  /// On or off.
  public var flag: Bool? { if case .flag(let on) = self { on } else { nil } }
  /// The language.
  public var language: Language? { if case .language(let language) = self { language } else { nil } }

  /// The word as a value of a choice type.
  public func choice<T: RawRepresentable>(_ type: T.Type) -> T? where T.RawValue == String {
    if case .word(let word?) = self { T(rawValue: word) } else { nil }
  }
}
