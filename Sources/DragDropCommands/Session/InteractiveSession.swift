import DragDropAnnouncements
import DragDropKit

/// The interactive session as a model, apart from the terminal: a key or a line goes in, the
/// answer comes out through the runner's sink, and the live view's frame is asked of it. The
/// REPL in `dnd` hands it what readline reads and draws what it gives back; tests hand it keys
/// in memory (`InteractiveSessionTests`), the bytes of each as `KeyBindings` reads them.
public struct InteractiveSession {
  /// The session, its narrator and the sink its answers go to.
  public var runner: BatchRunner
  /// Lines and keys answered so far: each answer's line number.
  public private(set) var lineNumber = 0
  /// Control-D with unsaved work warned once; the next one leaves.
  private var warnedAboutUnsaved = false

  /// Takes the runner on for an interactive session: the unsaved-work guards on, errors
  /// without a place (there is no file to point into).
  public init(runner: BatchRunner) {
    self.runner = runner
    self.runner.session.interactive = true
    self.runner.locatesErrors = false
  }

  /// What became of a key.
  public enum KeyAnswer: Hashable, Sendable {
    /// Not the session's: the line editor does what it usually does (Space types a space).
    case lineEditing
    /// The session answered it.
    case answered
  }

  /// What the keys do now (`KeyMap`).
  public func keyState(lineIsEmpty: Bool) -> KeyMap.State {
    KeyMap.State(
      lifted: runner.session.document.lifted != nil, isDocument: runner.session.usesOutlineKeys,
      lineIsEmpty: lineIsEmpty, arrows: runner.session.preferences.arrows)
  }

  /// True when the session answers the key; false when it is the line editor's. With text on
  /// the line only Escape (Control-G) and F2 reach the session: the rest edit the line.
  public func takes(_ key: SessionKey, lineIsEmpty: Bool) -> Bool {
    guard lineIsEmpty || key == .cancel || key == .sayAgain else { return false }
    if case .lineEditing = KeyMap.action(for: key, in: keyState(lineIsEmpty: lineIsEmpty)) { return false }
    return true
  }

  /// A key: Space lifts and drops, the arrows move or browse, Escape cancels, as `KeyMap` says
  /// for the session as it is. `endsAtCursor`: the answer is left with the cursor after it (a
  /// braille display shows it only if it fits, so an error leaves its hint out). `width`: the
  /// terminal's, for pictures.
  public mutating func handle(
    _ key: SessionKey, lineIsEmpty: Bool, endsAtCursor: Bool = false, width: Int? = nil
  ) -> KeyAnswer {
    guard takes(key, lineIsEmpty: lineIsEmpty) else { return .lineEditing }
    switch KeyMap.action(for: key, in: keyState(lineIsEmpty: lineIsEmpty)) {
    case .lineEditing: return .lineEditing
    case .arrowsHint: say(runner.narrator.arrowsHint())
    case .command(let command, let spelling):
      perform(command, spelling: spelling, endsAtCursor: endsAtCursor, width: width)
    }
    return .answered
  }

  /// A typed or pasted line, one command line at a time; false once the session has quit.
  public mutating func handle(line text: String, width: Int? = nil) -> Bool {
    warnedAboutUnsaved = false
    lineNumber += 1
    // The terminal may have been resized since: `map` draws at today's width.
    if let width { runner.style.width = width }
    runner.runLine(text, number: lineNumber, file: "<input>")
    return !runner.didQuit
  }

  /// Control-D: true when the session stays, having warned once about unsaved changes.
  public mutating func endOfInput() -> Bool {
    guard runner.session.hasUnsavedChanges, !warnedAboutUnsaved else { return false }
    warnedAboutUnsaved = true
    say(runner.narrator.unsavedWarning(file: runner.session.currentFile))
    return true
  }

  /// Control-C: cancels a lift, and on an empty line answers as Escape does ("Nothing is
  /// lifted"). False when something is typed and nothing lifted: the line is to be abandoned.
  public mutating func interrupt(lineIsEmpty: Bool, width: Int? = nil) -> Bool {
    guard interruptAnswers(lineIsEmpty: lineIsEmpty) else { return false }
    perform(.cancel, spelling: "cancel", endsAtCursor: false, width: width)
    return true
  }

  /// True when Control-C answers (a lift to cancel, or an empty line); false when it abandons
  /// the line typed so far.
  public func interruptAnswers(lineIsEmpty: Bool) -> Bool {
    runner.session.document.lifted != nil || lineIsEmpty
  }

  /// The prompt: the lifted item's name in pictures, none for the ear (the cursor rests on the
  /// answer), else `dnd> `.
  public var prompt: String {
    let presentation = runner.session.mode.format.presentation
    if presentation == .pictures, let lifted = runner.session.document.lifted, let node = runner.session.scene[lifted] {
      return "dnd [\(Sanitizer.clean(node.name))]> "
    }
    if presentation == .words { return "" }
    return "dnd> "
  }

  /// The live view is wanted: pictures, with the view on.
  public var wantsView: Bool {
    runner.session.mode.format.presentation == .pictures && runner.session.preferences.view
  }

  /// Tab pressed again on the same line: the short answer instead of the choices once more.
  public func sameChoices(_ count: Int) -> String { runner.narrator.sameChoices(count) }

  /// A line that answers no command: the arrows hint, the unsaved-work warning.
  private mutating func say(_ line: String) {
    runner.sink.lineBuffer.appendLine(line)
    runner.sink.didWrite()
  }

  private mutating func perform(_ command: Command, spelling: String, endsAtCursor: Bool, width: Int?) {
    if let width { runner.style.width = width }
    lineNumber += 1
    _ = runner.run(key: command, spelling: spelling, number: lineNumber, endsAtCursor: endsAtCursor)
  }
}
