import DragDropCommands
import DragDropFormats

/// The `$if dnd` sections of the person's readline init file, so that dnd can apply them again
/// after its own key bindings and a binding made there for dnd wins over dnd's default.
///
/// Readline reads one init file: `$INPUTRC`, else `~/.inputrc`, else `/etc/inputrc`. Its
/// generic bindings (Debian's `/etc/inputrc` binds Home and End to `beginning-of-line` and
/// `end-of-line`) come before dnd's; only what is written for dnd by name comes after.
enum InputrcSections {
  /// The init file readline reads, as it chooses it.
  static func path(environment: (String) -> String?) -> String? {
    if let path = environment("INPUTRC"), !path.isEmpty { return path }
    if let home = environment("HOME"), !home.isEmpty {
      let path = home + "/.inputrc"
      if !FileIO.head(path, count: 1).isEmpty { return path }
    }
    return "/etc/inputrc"
  }

  /// The lines of each `$if NAME` block (from that line to its matching `$endif`, both
  /// included) in the file's text, in order. Readline's own parser runs them, so nested
  /// conditions, `$else` and `$include` keep their meaning. A block left open ends the file.
  static func blocks(for name: String, in text: String) -> [String] {
    var lines: [String] = []
    var depth = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let line = String(raw)
      let words = line.trimmingBlanks.split(separator: " ", maxSplits: 1)
      let directive = words.first.map { $0.lowercased() } ?? ""
      if depth == 0 {
        guard directive == "$if", words.count == 2, String(words[1]).trimmingBlanks.lowercased() == name.lowercased()
        else { continue }
        depth = 1
        lines.append(line)
        continue
      }
      lines.append(line)
      if directive == "$if" { depth += 1 }
      if directive == "$endif" { depth -= 1 }
    }
    if depth > 0 { lines += Array(repeating: "$endif", count: depth) }
    return lines
  }

  /// The lines to apply again for `name` from the init file readline read; none when it cannot
  /// be read (readline has said nothing about it either).
  static func lines(for name: String, environment: (String) -> String?) -> [String] {
    guard let path = path(environment: environment) else { return [] }
    let bytes = (try? FileIO.read(path, limit: 1 << 20, what: "a readline init file")) ?? []
    return blocks(for: name, in: String(decoding: bytes, as: UTF8.self))
  }
}
