extension Narrator {
  /// An error for stderr, as the output mode writes it: `FILE:LINE:COLUMN: error: MESSAGE`
  /// with a caret (visual), one sentence (screen reader), or an object (JSON).
  public func renderError(_ error: CommandError, file: String, sourceLine: String?, mode: OutputMode) -> [String] {
    mode.format.error(error, file: file, sourceLine: sourceLine, narrator: self)
  }
}
