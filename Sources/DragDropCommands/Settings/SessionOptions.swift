import DragDropAnnouncements
import DragDropKit

/// A session option's name, as `set`, the settings file and `settings` write it. The order is
/// the order `settings`, help and the command reference list them in.
public enum OptionName: String, CaseIterable, Hashable, Sendable {
  case mode, verbosity, step, color, history, collision, clamp, snap, axis, threshold
  case historyLimit = "history-limit"
  case speak
  case speechRate = "speech-rate"
  case language, arrows, view

  /// Everything about the option.
  public var definition: OptionDefinition { SessionOptions.all[index] }

  /// The option's place in `allCases`, where `SessionOptions.all` has its definition and
  /// `Preferences` where its value came from. A search of 16, not a dictionary: a dictionary's
  /// first use makes the runtime look up `OptionName: Hashable` among every conformance in the
  /// binary, about 360,000 instructions of start-up with Foundation linked.
  var index: Int { Self.order.firstIndex(of: self)! }
  private static let order = allCases
}

/// What a session option changes: the settings a person keeps (`Preferences`), the drag
/// settings of the open document, the pointer's threshold and the undo limit. The session
/// hands this to an option and takes the changes back.
public struct OptionTarget: Hashable, Sendable {
  /// The settings a person keeps.
  public var preferences = Preferences()
  /// The open document's drag settings.
  public var drag = DragSettings()
  /// Points the pointer moves before a drag begins.
  public var threshold: Double = 3
  /// Undo steps kept.
  public var historyLimit = 1000

  /// The built-in values.
  public init() {}

  /// The kept settings, with the built-in drag settings.
  public init(preferences: Preferences) {
    self.preferences = preferences
  }

  /// The values in effect.
  public init(preferences: Preferences, drag: DragSettings, threshold: Double, historyLimit: Int) {
    self.preferences = preferences
    self.drag = drag
    self.threshold = threshold
    self.historyLimit = historyLimit
  }
}

/// One session option, whole: its name, the form of its value (which says how it is parsed,
/// checked, completed and said), whether `set` takes it and the settings file keeps it, its
/// words, and how it reads and changes the session. Adding an option is one entry in
/// `SessionOptions.all`, its case in `OptionName`, and its name's phrase in the catalogs.
public struct OptionDefinition: Sendable {
  /// The option's name.
  public let name: OptionName
  /// The kind of value it takes.
  public let form: OptionForm
  /// `set NAME VALUE` takes it (`color` and `history` belong to the settings file and flags).
  public let settable: Bool
  /// The settings file keeps it: `set NAME VALUE save`, and `settings` lists it.
  public let kept: Bool
  /// What the value is, for errors: "the step", "verbosity".
  let what: String
  /// A working command: `set step 20`.
  let example: String
  /// What the values are, for help and the command reference (English, as the reference is);
  /// nil: the form's words.
  let about: String?
  /// The option's name in answers ("Step"); nil for options `set` does not take.
  let phrase: NarrationTemplates.Phrase?
  /// The name in the JSON stream's `optionSet` events (English, as `Docs/scripting.md` gives it).
  let jsonName: String
  /// The value in effect.
  let get: @Sendable (OptionTarget) -> OptionValue
  /// Takes on a value of the option's form.
  let set: @Sendable (inout OptionTarget, OptionValue) -> Void

  /// The built-in value.
  public var defaultValue: OptionValue { self.get(OptionTarget()) }

  /// The values, for help and the reference: the explanation, or the form's words.
  public var values: String { about ?? form.words.map { "`\($0)`" }.joined(separator: ", ") }
}

/// A session option with its value: what `set NAME VALUE` sets.
public struct SessionOption: Hashable, Sendable {
  /// Which option.
  public var name: OptionName
  /// Its value, of the option's form.
  public var value: OptionValue

  /// An option and a value of its form.
  public init(_ name: OptionName, _ value: OptionValue) {
    self.name = name
    self.value = value
  }

  /// `step 20`, as a command writes it after `set`.
  public var text: String { "\(name.rawValue) \(value.text(name.definition.form))" }
}

/// Every session option.
public enum SessionOptions {
  /// The definitions, in `OptionName` order.
  public static let all: [OptionDefinition] = [
    OptionDefinition(
      name: .mode, form: .choice(OutputMode.allCases.map(\.rawValue), offWord: false), settable: true, kept: true,
      what: "mode", example: "set mode screen-reader", about: nil, phrase: .optionMode, jsonName: "Mode",
      get: { .word($0.preferences.mode.rawValue) },
      set: { if let mode = $1.choice(OutputMode.self) { $0.preferences.mode = mode } }),
    OptionDefinition(
      name: .verbosity, form: .choice(Verbosity.allCases.map(\.rawValue), offWord: false), settable: true,
      kept: true, what: "verbosity", example: "set verbosity brief", about: nil, phrase: .optionVerbosity,
      jsonName: "Verbosity", get: { .word($0.preferences.verbosity.rawValue) },
      set: { if let verbosity = $1.choice(Verbosity.self) { $0.preferences.verbosity = verbosity } }),
    OptionDefinition(
      name: .step, form: .points(zero: false, offWord: false), settable: true, kept: true, what: "the step",
      example: "set step 20", about: "points a keyboard move takes outside stacks and grids", phrase: .optionStep,
      jsonName: "Step", get: { .number($0.preferences.step) },
      set: { if let step = $1.number { $0.preferences.step = step } }),
    OptionDefinition(
      name: .color, form: .onOff, settable: false, kept: true, what: "color", example: "color = false",
      about: nil, phrase: nil, jsonName: "Color", get: { .flag($0.preferences.color) },
      set: { if let on = $1.flag { $0.preferences.color = on } }),
    OptionDefinition(
      name: .history, form: .onOff, settable: false, kept: true, what: "history", example: "history = false",
      about: nil, phrase: nil, jsonName: "History", get: { .flag($0.preferences.history) },
      set: { if let on = $1.flag { $0.preferences.history = on } }),
    OptionDefinition(
      name: .collision, form: .choice(CollisionStrategy.allCases.map(\.rawValue), offWord: false), settable: true,
      kept: false, what: "collision strategy", example: "set collision center", about: nil,
      phrase: .optionCollision, jsonName: "Collision", get: { .word($0.drag.collision.rawValue) },
      set: { if let strategy = $1.choice(CollisionStrategy.self) { $0.drag.collision = strategy } }),
    OptionDefinition(
      name: .clamp, form: .choice(Clamp.allCases.map(\.rawValue), offWord: false), settable: true, kept: false,
      what: "clamp", example: "set clamp container", about: nil, phrase: .optionClamp, jsonName: "Clamp",
      get: { .word($0.drag.clamp.rawValue) },
      set: { if let clamp = $1.choice(Clamp.self) { $0.drag.clamp = clamp } }),
    OptionDefinition(
      name: .snap, form: .points(zero: true, offWord: true), settable: true, kept: false, what: "the snap grid",
      example: "set snap 10", about: "a grid size in points, or `off`", phrase: .optionSnap, jsonName: "Snap",
      get: { .number($0.drag.snap) }, set: { if let grid = $1.number { $0.drag.snap = grid } }),
    OptionDefinition(
      name: .axis, form: .choice(Axis.allCases.map(\.rawValue), offWord: true), settable: true, kept: false,
      what: "axis", example: "set axis horizontal", about: nil, phrase: .optionAxis, jsonName: "Axis lock",
      get: { .word($0.drag.axis?.rawValue) },
      set: { if case .word(let word) = $1 { $0.drag.axis = word.flatMap(Axis.init(rawValue:)) } }),
    OptionDefinition(
      name: .threshold, form: .points(zero: true, offWord: false), settable: true, kept: false,
      what: "the threshold", example: "set threshold 3", about: "points the pointer moves before a drag begins",
      phrase: .optionThreshold, jsonName: "Pointer threshold", get: { .number($0.threshold) },
      set: { if let points = $1.number { $0.threshold = points } }),
    OptionDefinition(
      name: .historyLimit, form: .count(1...Int.max, unit: .valueSteps, tooHigh: nil), settable: true,
      kept: false, what: "the history limit", example: "set history-limit 100", about: "undo steps kept",
      phrase: .optionHistoryLimit, jsonName: "History limit", get: { .count($0.historyLimit) },
      set: { if let limit = $1.count { $0.historyLimit = limit } }),
    OptionDefinition(
      name: .speak, form: .onOff, settable: true, kept: true, what: "on or off", example: "set speak on",
      about: "`on` or `off`: speak announcements too", phrase: .optionSpeech, jsonName: "Speech",
      get: { .flag($0.preferences.speak) }, set: { if let on = $1.flag { $0.preferences.speak = on } }),
    OptionDefinition(
      name: .speechRate, form: .count(80...450, unit: .valueWordsAMinute, tooHigh: .errorRateTooHigh),
      settable: true, kept: true, what: "the speech rate", example: "set speech-rate 200",
      about: "words a minute, 80 to 450", phrase: .optionSpeechRate, jsonName: "The speech rate",
      get: { .count($0.preferences.speechRate) },
      set: { if let rate = $1.count { $0.preferences.speechRate = rate } }),
    OptionDefinition(
      name: .language, form: .language, settable: true, kept: true, what: "language", example: "set language de",
      about: "a language code: en, de, pt_BR, ...", phrase: .optionLanguage, jsonName: "The language",
      get: { .language($0.preferences.language) },
      set: { if let language = $1.language { $0.preferences.language = language } }),
    OptionDefinition(
      name: .arrows, form: .choice(ArrowKeys.allCases.map(\.rawValue), offWord: false), settable: true, kept: true,
      what: "arrow keys", example: "set arrows history",
      about: "`browse` or `history`: what the arrow keys do with nothing lifted", phrase: .optionArrows,
      jsonName: "Arrows", get: { .word($0.preferences.arrows.rawValue) },
      set: { if let arrows = $1.choice(ArrowKeys.self) { $0.preferences.arrows = arrows } }),
    OptionDefinition(
      name: .view, form: .onOff, settable: true, kept: true, what: "on or off", example: "set view off",
      about: "`on` or `off`: the scene drawn above the prompt in the interactive visual session",
      phrase: .optionView, jsonName: "The live view", get: { .flag($0.preferences.view) },
      set: { if let on = $1.flag { $0.preferences.view = on } }),
  ]

  /// The names `set` takes.
  public static let settableNames = all.filter(\.settable).map(\.name.rawValue)
  /// The options the settings file keeps, in the order `settings` lists them.
  public static let kept = all.filter(\.kept).map(\.name)
}
