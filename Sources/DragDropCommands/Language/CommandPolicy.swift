/// What the session does around a command besides running it, in one place: whether it is kept
/// to replay (in the crash journal and a recording), whether it would discard the scene (so the
/// interactive session asks first when work is unsaved), and whether the journal starts again
/// from it. Each command's catalog entry gives its policy, with no default, so a new command
/// must say which it is.
public struct CommandPolicy: Hashable, Sendable {
  /// Kept to replay: it can change the scene, the selection or a setting a later command depends
  /// on. Questions (`where`, `tree`, `help`, ...) are not.
  public var replays: Bool
  /// It replaces the scene: with unsaved work, the interactive session warns first, and the
  /// same command again goes ahead.
  public var discardsScene = false
  /// The journal starts again from here: a save, a load, a demo or a new scene.
  public var restartsJournal = false

  /// A question: it changes nothing a replay needs.
  public static let question = CommandPolicy(replays: false)
  /// A change to the scene, the drag, the selection or a setting: kept to replay.
  public static let change = CommandPolicy(replays: true)
}

extension Command {
  /// The command's policy, as its catalog entry gives it.
  public var policy: CommandPolicy { CommandCatalog.entry(word)!.policy(self) }
}
