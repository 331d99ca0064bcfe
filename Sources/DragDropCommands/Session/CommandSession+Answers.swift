import DragDropKit

/// What the renderers read of the session: a value, made for each answer.
extension CommandSession {
  /// The state an answer is said in: the scene, the lift, the selection, the history and the
  /// words' settings, as they are now.
  public var narrationState: NarrationState {
    var state = NarrationState(
      scene: scene, mode: mode, verbosity: verbosity, preferences: preferences, interactive: interactive,
      open: open.kind, drag: document.drag.context, history: document.history, selection: selection,
      selected: selected)
    if let vault = open.vault {
      let unread = Set(vault.pages.lazy.filter { !$0.isRead }.map(\.node))
      state.vault = VaultCounts(
        pages: vault.pages.count, folders: vault.folders, read: vault.pages.count - unread.count, unread: unread)
    }
    return state
  }

  /// Writes one command's answer in the session's mode, reading the scene where it lies: the
  /// narration state is made only when a report needs it (`OutputFormat.write(_:scene:...)`).
  /// A batch writes each command's answer so; called from outside the session, the scene would be
  /// copied for each (a tenth of a long batch's time).
  public func write(_ reports: [Report], narrator: Narrator, into buffer: OutputBuffer) {
    mode.format.write(reports, scene: document.scene, state: { narrationState }, narrator: narrator, into: buffer)
  }

  /// The lines of one command's answer in the session's mode, by a narrator in its language.
  public func answer(_ reports: [Report], style: TerminalStyle = .plain) -> [String] {
    let buffer = OutputBuffer(capacity: 256)
    mode.format.write(
      reports, in: narrationState, narrator: Narrator(style: style, language: preferences.language), into: buffer)
    return buffer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
