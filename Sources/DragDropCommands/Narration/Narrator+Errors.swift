import DragDropAnnouncements

extension Narrator {
  /// An error for stderr: `FILE:LINE:COLUMN: error: MESSAGE`, with the source line and a caret in
  /// visual mode, one sentence in screen-reader mode, and an object in JSON mode.
  public func renderError(_ error: CommandError, file: String, sourceLine: String?, mode: OutputMode) -> [String] {
    let file = Sanitizer.clean(file)
    let message = error.fullMessage
    let sentence = message.last.map { ".?!".contains($0) } == true ? message : message + "."
    switch mode {
    case .json:
      var members: [(String, JSONValue)] = [
        ("event", .string("error")), ("message", .string(message)), ("file", .string(file)),
      ]
      members.append(("line", error.location.map { .number(Double($0.line)) } ?? .null))
      members.append(("column", error.location.map { .number(Double($0.column)) } ?? .null))
      return [JSONValue.object(members).text()]
    case .screenReader:
      guard let location = error.location else { return ["\(file): error: \(sentence)"] }
      return ["\(file):\(location.line):\(location.column): error: \(sentence)"]
    case .visual:
      let label = style.color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
      guard let location = error.location else { return ["\(file): \(label) \(message)"] }
      var lines = ["\(file):\(location.line):\(location.column): \(label) \(message)"]
      if let sourceLine {
        let clean = Sanitizer.clean(sourceLine.replacingTabs())
        // The caret column counts escaped characters as the width they print with.
        let prefix = String(
          sourceLine.replacingTabs().unicodeScalars.prefix(max(0, location.column - 1)).map(Character.init))
        let caretColumn = Sanitizer.clean(prefix).count
        lines.append("    \(clean)")
        lines.append("    " + String(repeating: " ", count: caretColumn) + "^")
      }
      return lines
    }
  }
}

extension String {
  func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
