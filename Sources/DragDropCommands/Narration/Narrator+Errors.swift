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
      func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
      var members: [(String, JSONValue)] = [("event", .string("error")), ("message", .string(message))]
      if let place = error.place {
        // A fault in a scene file: that file, its line and column, and the field's JSON path;
        // the command that read it, when there was one, follows.
        members += [
          ("file", .string(Sanitizer.clean(place.file))), ("line", number(place.line)),
          ("column", number(place.column)),
        ]
        if let path = place.jsonPath { members.append(("path", .string(path))) }
        if let location = error.location {
          members.append(
            (
              "command",
              .object([
                ("file", .string(file)), ("line", number(location.line)), ("column", number(location.column)),
              ])
            ))
        }
      } else {
        members += [
          ("file", .string(file)), ("line", number(error.location?.line)), ("column", number(error.location?.column)),
        ]
      }
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
