/// The three ways `dnd` speaks.
public enum OutputMode: String, Hashable, Sendable, CaseIterable {
  /// Sentences and pictures for sighted users.
  case visual
  /// Plain sentences, one message per line, for screen readers and braille displays.
  case screenReader = "screen-reader"
  /// JSON Lines for tools.
  case json
}
