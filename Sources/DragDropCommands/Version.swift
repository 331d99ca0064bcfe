/// dnd's version, as `dnd --version` prints it.
public enum Version {
  /// The version of this build.
  public static let current = "0.15.0"
}
