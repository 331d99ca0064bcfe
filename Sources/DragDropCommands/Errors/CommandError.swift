import DragDropAnnouncements
import DragDropKit

/// How `dnd` exits. Every status is decided from this type, nowhere else.
public enum ExitStatus: Int32, Hashable, Sendable {
  /// Everything ran.
  case success = 0
  /// A command or an `expect` failed.
  case failed = 1
  /// The command line was wrong.
  case usage = 2
  /// A file could not be read or written, or a scene file was rejected.
  case file = 3
  /// Control-C.
  case interrupted = 130
}

/// A failure with its structure: a code, where it happened, how to fix it, and the engine
/// error or errno behind it. `Narrator.renderError` is the one place that writes it out.
public struct CommandError: Error, Hashable, Sendable {
  /// What kind of failure this is; it decides the exit status.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// A command line that does not parse.
    case syntax
    /// A command that could not run.
    case failed
    /// An `expect` that does not hold.
    case expectation
    /// A file that cannot be read.
    case unreadableFile = "unreadable-file"
    /// A file that cannot be written.
    case unwritableFile = "unwritable-file"
    /// A scene file whose contents were rejected.
    case badSceneFile = "bad-scene-file"
    /// Control-C stopped a long read or command.
    case interrupted
    /// The open file changed on disk, and the session's changes cannot be applied to it.
    case fileChanged = "file-changed"
    /// A scene or board file given where a batch file goes: a usage error.
    case notABatchFile = "not-a-batch-file"

    /// The exit status a failure of this kind leads to.
    public var exitStatus: ExitStatus {
      switch self {
      case .syntax, .failed, .expectation: .failed
      case .unreadableFile, .unwritableFile, .badSceneFile, .fileChanged: .file
      case .interrupted: .interrupted
      case .notABatchFile: .usage
      }
    }
  }

  /// Where in a file, other than the command line, the fault lies: a scene file's line and
  /// column, or the JSON path of a field.
  public struct FilePlace: Hashable, Sendable {
    /// The file's path.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// The JSON path of the field, such as `$.root.children[0].frame.width`.
    public var jsonPath: String?

    /// Creates a place.
    public init(file: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
      self.file = file
      self.line = line
      self.column = column
      self.jsonPath = jsonPath
    }
  }

  /// What lies behind the failure.
  public enum Cause: Hashable, Sendable {
    /// The engine refused the request.
    case engine(EngineError)
    /// A system call failed with this errno.
    case errno(Int32)
  }

  /// The kind of failure.
  public var code: Code
  /// The problem in words.
  public var message: String
  /// How to fix it, when there is something useful to say.
  public var hint: String?
  /// Where in the command line being run it was found, when known.
  public var location: SourceLocation?
  /// Where in another file (a scene file) the fault lies.
  public var place: FilePlace?
  /// The engine error or errno behind it.
  public var cause: Cause?
  /// The message and hint as narration phrases, so that a session in another language says
  /// them in it; nil for an error said in English only (JSON always uses `message`).
  ///
  /// Setting it writes `message` and `hint` from its English phrases: an error's English is the
  /// English of its phrases, the one text the catalogs translate.
  public var said: Said? {
    didSet { if let said { sayInEnglish(said) } }
  }
  /// True when the hint starts with a command as it is typed, which is not capitalised.
  var hintKeepsCase = false

  /// An error's words as phrases of `NarrationTemplates`, with their placeholders' values.
  public struct Said: Hashable, Sendable {
    /// The problem.
    public var message: NarrationTemplates.Phrase
    /// How to fix it.
    public var hint: NarrationTemplates.Phrase?
    /// The placeholders' values, by name.
    public var values: [Placeholder: String]
    /// Placeholders whose values are phrases of their own, said in the same language (a file
    /// error's reason).
    public var phrases: [Placeholder: NarrationTemplates.Phrase]
    /// Text said after a phrase's value as it is: the keywords after a noun ("direction (up, down)").
    public var suffixes: [Placeholder: String] = [:]
    /// The drop rule that refused, said as the Announcer says it, as `{reason}`.
    public var refusal: Refusal?
    /// Values the hint takes instead of the message's, where the two name different things.
    public var hintValues: [Placeholder: String] = [:]

    /// Creates the words of an error.
    public init(
      _ message: NarrationTemplates.Phrase, hint: NarrationTemplates.Phrase? = nil,
      _ values: [Placeholder: String] = [:],
      phrases: [Placeholder: NarrationTemplates.Phrase] = [:]
    ) {
      self.message = message
      self.hint = hint
      self.values = values
      self.phrases = phrases
    }
  }

  /// Creates an error.
  public init(
    _ message: String, at location: SourceLocation? = nil, hint: String? = nil, code: Code = .failed,
    place: FilePlace? = nil, cause: Cause? = nil
  ) {
    self.message = message
    self.location = location
    self.hint = hint
    self.code = code
    self.place = place
    self.cause = cause
  }

  /// An error in the words of its phrases, which also make its English (`said`).
  public init(
    _ said: Said, at location: SourceLocation? = nil, code: Code = .failed, place: FilePlace? = nil,
    cause: Cause? = nil
  ) {
    self.init("", at: location, code: code, place: place, cause: cause)
    self.said = said
    sayInEnglish(said)
  }

  /// An error in the words of its phrases: `values` fill their placeholders as they are;
  /// `nouns` fill theirs with the noun phrase whose English is the value (`NarrationTemplates`'
  /// `noun*`, such as "the width"), or the English when there is none, followed by its suffix.
  public init(
    _ message: NarrationTemplates.Phrase, hint: NarrationTemplates.Phrase? = nil,
    _ values: [Placeholder: String] = [:], nouns: [Placeholder: String] = [:],
    phrases: [Placeholder: NarrationTemplates.Phrase] = [:], suffixes: [Placeholder: String] = [:],
    at location: SourceLocation? = nil, code: Code = .failed, place: FilePlace? = nil, cause: Cause? = nil
  ) {
    self.init("", at: location, code: code, place: place, cause: cause)
    var values = values
    var phrases = phrases
    for (key, english) in nouns {
      if let noun = NarrationTemplates.noun(english) {
        phrases[key] = noun
      } else {
        values[key] = english + (suffixes[key] ?? "")
      }
    }
    var said = Said(message, hint: hint, values, phrases: phrases)
    said.suffixes = suffixes
    self.said = said
    sayInEnglish(said)
  }

  /// An engine error, in its own words.
  public init(_ error: EngineError, at location: SourceLocation? = nil) {
    self.init("", at: location, cause: .engine(error))
    switch error {
    case .dragInProgress(let item): said = Said(.errorLifted, hint: .hintDropOrCancel, [.item: item])
    case .notDragging: said = Said(.errorNothingLifted, hint: .hintLiftFirst)
    case .notDraggable(let name): said = Said(.errorNotDraggable, [.item: name])
    case .liftedDuringHistory(let item): said = Said(.errorDropOrCancel, [.item: item])
    case .duplicateName(let name, let parent):
      said = Said(.errorDuplicateName, [.item: "\"\(name)\"", .container: parent])
    case .slashInName(let name): said = Said(.errorSlashInName, [.item: "\"\(name)\""])
    case .emptyName: said = Said(.errorEmptyName)
    case .notAContainer(let name): said = Said(.errorNotAContainer, [.item: name])
    case .refused(let node, _, .insideItself): said = Said(.errorInsideItself, [.item: node])
    case .refused(let node, let container, let reason):
      said = Said(.errorRefused, [.item: node, .container: container])
      said?.refusal = reason
    case .positionOutOfRange(let position, let count):
      said = Said(.errorOutOfRange, [.position: "\(position)", .count: "\(count)"])
    case .nestedInGroup(let container, let member):
      said = Said(.errorNestedInGroup, [.item: member, .container: container])
    case .invalidCoordinate(let value): said = Said(.errorNotFiniteValue, value: value)
    case .invalidSize(let value): said = Said(.errorNotSize, value: value)
    case .invalidValue(let value, let rule): said = Said(rule, value: value)
    case .rootIsFixed(.removed): said = Said(.errorRootRemoved)
    case .rootIsFixed(.madeDraggable): said = Said(.errorRootDraggable)
    case .rootIsFixed(.lifted): said = Said(.errorRootLifted)
    case .unknownNode(let id): said = Said(.errorUnknownNode, [.count: "\(id.rawValue)"])
    case .notAnOrderOf(let container): said = Said(.errorNotAnOrder, [.container: container])
    }
    if let said { sayInEnglish(said) }
  }

  /// The message and hint in a language: its phrases when the error has them, else the
  /// English words; as `fullMessage` writes them.
  public func fullMessage(in words: NarrationTemplates) -> String {
    guard let said, !words.language.isEnglish else { return fullMessage }
    return said.error(self, in: words).fullMessage(joining: { words.fill(.errorWithHint, [.item: $0, .edit: $1]) })
  }

  /// `message`, `hint` and how the hint is capitalised, from the phrases' English.
  private mutating func sayInEnglish(_ said: Said) {
    let english = said.error(self, in: .english)
    message = english.message
    hint = english.hint
    hintKeepsCase = english.hintKeepsCase
  }
}

extension CommandError.Said {
  /// The error with its message and hint in the language's words.
  func error(_ error: CommandError, in words: NarrationTemplates) -> CommandError {
    let said = self
    var values: TemplateValues = [:]
    for (key, value) in said.values { values[key] = value }
    if let refusal = said.refusal {
      values[.reason] = Announcer(templates: AnnouncementTemplates(language: words.language)).reason(refusal)
    }
    // A phrase without placeholders (a noun, "this layout") may fill another phrase's.
    var plain = values
    for (key, phrase) in said.phrases where !words.template(phrase).contains("{") {
      plain[key] = words.fill(phrase, values)
    }
    for (key, phrase) in said.phrases { values[key] = words.fill(phrase, plain) + (said.suffixes[key] ?? "") }
    var error = error
    error.message = words.fill(said.message, values)
    var hintValues = values
    for (key, value) in said.hintValues { hintValues[key] = value }
    error.hint = said.hint.map { words.fill($0, hintValues) }
    // A hint that starts with what is typed ("select child goes down") keeps its case.
    error.hintKeepsCase =
      said.hint.map {
        words.template($0).hasPrefix("{command}") || words.template($0).hasPrefix("{edit}")
      } ?? false
    return error
  }
}

extension CommandError {
  /// The message as one text: the file place first, then the message and the hint.
  /// Control and bidi characters quoted from the input are escaped here, whatever the mode:
  /// no error can move the cursor or reorder its own line.
  public var fullMessage: String { fullMessage(joining: { $0 + ". " + $1 }) }

  /// The same, the message and hint joined as a language joins two sentences.
  func fullMessage(joining join: (String, String) -> String) -> String {
    var text = message
    // A new sentence, not a semicolon, which a screen reader reads aloud ("semi").
    if let hint { text = join(text, hintKeepsCase ? hint : hint.prefix(1).uppercased() + hint.dropFirst()) }
    text = Sanitizer.clean(text)
    guard let place else { return text }
    let file = Sanitizer.clean(place.file)
    if let path = place.jsonPath { return "\(file): \(path): \(text)" }
    if let line = place.line, let column = place.column { return "\(file):\(line):\(column): \(text)" }
    return "\(file): \(text)"
  }

  /// The exit status this failure leads to.
  public var exitStatus: ExitStatus { code.exitStatus }
}
