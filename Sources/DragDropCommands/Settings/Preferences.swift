import DragDropAnnouncements
import DragDropKit

/// The settings a person keeps between sessions, each with where its value came from: built
/// in, the settings file, the environment, a command-line flag, or `set` in this session.
///
/// dnd starts from the built-in values, applies the settings file, then `DND_SCREEN_READER`,
/// then the flags: each later one overrides the earlier.
public struct Preferences: Hashable, Sendable {
  /// A setting's name, as the settings file and `settings` write it.
  public typealias Key = OptionName

  /// Where a value came from.
  public enum Source: Hashable, Sendable {
    /// dnd's own default.
    case builtIn
    /// The settings file, at this line.
    case file(path: String, line: Int)
    /// An environment variable.
    case environment(String)
    /// A command-line flag.
    case flag(String)
    /// `set` in this session.
    case session
    /// Found at start: a screen reader or braille display in use, by its name ("Orca").
    case detected(String)
  }

  /// The output mode.
  public var mode: OutputMode = .visual
  /// How much drag sentences say.
  public var verbosity: Verbosity = .normal
  /// Points an arrow key moves in free containers.
  public var step: Double = 10
  /// Color on a terminal that allows it.
  public var color = true
  /// The interactive history file is read and written.
  public var history = true
  /// Announcements are also spoken, through speech-dispatcher or espeak-ng.
  public var speak = false
  /// The speaking rate in words a minute.
  public var speechRate = 175
  /// The language dnd speaks and writes its sentences in.
  public var language: Language = .english
  /// What the arrow keys do with nothing lifted: browse the scene, or recall history.
  public var arrows: ArrowKeys = .browse
  /// The live view: the scene drawn above the prompt in the interactive visual session.
  public var view = true
  /// Where each value came from, by key, in `OptionName.allCases` order. A list, not a dictionary:
  /// a dictionary's first use makes the runtime look up `Key: Hashable` among every
  /// conformance in the binary, about 360,000 instructions of start-up with Foundation linked.
  private var sources: [Source] = Array(repeating: .builtIn, count: Key.allCases.count)

  /// Creates the built-in settings.
  public init() {}

  /// Where a setting's value came from.
  public func source(of key: Key) -> Source { sources[key.index] }

  /// Notes where a setting's value came from.
  public mutating func note(_ key: Key, from source: Source) { sources[key.index] = source }

  /// A setting's value as the settings file writes it: `"screen-reader"`, `10`, `true`.
  public func value(of key: Key) -> String {
    key.definition.get(OptionTarget(preferences: self)).tomlText
  }
}

/// What the arrow keys do in the interactive session with nothing lifted and an empty line.
public enum ArrowKeys: String, CaseIterable, Hashable, Sendable {
  /// Move the selection through the scene, as a tree view does.
  case browse
  /// Recall earlier lines, as in a shell.
  case history
}
