extension OutputMode {
  /// The type that writes this mode.
  public var format: any OutputFormat {
    switch self {
    case .visual: VisualFormat()
    case .screenReader: ScreenReaderFormat()
    case .json: JSONFormat()
    }
  }
}
