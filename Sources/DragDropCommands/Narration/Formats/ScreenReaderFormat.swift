import DragDropAnnouncements
import DragDropKit

/// Plain sentences for screen readers and braille displays: one message per line, the most
/// important words first, no color, escapes, drawing or tables; errors as one sentence.
public struct ScreenReaderFormat: OutputFormat {
  /// Creates the format.
  public init() {}

  /// Words.
  public var presentation: Presentation? { .words }

  /// Sentences, never colored.
  public func write(_ reports: [Report], in state: NarrationState, narrator: Narrator, into buffer: OutputBuffer) {
    narrator.sentences(reports, in: state, into: buffer)
  }

  /// One sentence, without caret art.
  public func error(_ error: CommandError, file: String, sourceLine: String?, narrator: Narrator) -> [String] {
    let message = error.fullMessage(in: narrator.words)
    let sentence = Narrator.endsSentence(message) ? message : narrator.words.fill(.sentenceEnd, [.item: message])
    // At the prompt the message leads: the listener hears the problem first.
    if file.isEmpty { return [sentence.prefix(1).uppercased() + sentence.dropFirst()] }
    return [narrator.errorHeader(error, file: file, label: narrator.words.fill(.errorLabel) + ":", message: sentence)]
  }

  /// `> COMMAND`.
  public func echo(_ line: String) -> String { "> \(Sanitizer.clean(line))" }
}
