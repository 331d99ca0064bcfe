/// How much an announcement says.
public enum Verbosity: String, Hashable, Sendable, CaseIterable {
  /// Only the essentials.
  case brief
  /// Full sentences.
  case normal
  /// Full sentences plus what changed and what can be done next.
  case verbose
}
