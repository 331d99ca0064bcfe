/// Tells the interactive session when its open file may have changed on disk, so that a change
/// another program made is seen at once (`Docs/files.md`). The executable
/// implements it (inotify on Linux); the session then looks at the file itself
/// (`BatchRunner.checkOpenFile`), so a watcher only has to wake it.
public protocol FileWatcher: AnyObject {
  /// A descriptor that becomes readable when the watched file may have changed; nil when the
  /// watcher cannot tell, and the session looks again every half second instead.
  var descriptor: Int32? { get }
  /// Watches this file from now on; nil watches nothing.
  func watch(_ path: String?)
  /// Reads what made the descriptor readable; true when it may concern the watched file.
  func drain() -> Bool
}
