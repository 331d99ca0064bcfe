/// The three ways `dnd` speaks.
public enum OutputMode: String, Hashable, Sendable, CaseIterable {
  /// Sentences and pictures for sighted users.
  case visual
  /// Plain sentences, one message per line, for screen readers and braille displays.
  case screenReader = "screen-reader"
  /// JSON Lines for tools.
  case json
}

/// How much the narrator says.
public enum Verbosity: String, Hashable, Sendable, CaseIterable {
  /// Only the essentials.
  case brief
  /// Full sentences.
  case normal
  /// Full sentences plus what changed and what can be done next.
  case verbose
}
