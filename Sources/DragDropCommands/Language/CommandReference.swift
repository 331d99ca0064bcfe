/// The command reference, generated from the grammar: `Docs/commands.md` and the COMMANDS
/// section of `Docs/dnd.1` are this text, and a test keeps them current.
public enum CommandReference {
  static let introduction = """
    Every command of the `dnd` language, grouped as `help` lists them. One command per line; \
    `;` separates commands and `#` starts a comment outside quotes. Keywords are case-insensitive. \
    Names with spaces are written in double quotes (`"To Do"`, with `\\"` and `\\\\` escapes); a path \
    `A/B/C` names a node from the root (`scene`). Points are `X,Y`, sizes `WxH` (or `W×H`); numbers \
    may be negative or decimal. Positions count from 1.
    """

  static let dropRules = """
    Drop rules are checked in this order, and a refusal says which one: `cannot go inside
    itself`, `is not an allowed target for ITEM`, `does not accept kind K`, `is full (capacity N)`,
    and `already has a child named NAME` (names are unique among siblings).
    """

  /// `Docs/commands.md`.
  public static func markdown() -> String {
    var lines = ["# Command reference", "", introduction, ""]
    for group in CommandCatalog.groups {
      lines += ["## \(NarrationTemplates.english(group))", ""]
      for command in CommandCatalog.all where command.group == group {
        lines += ["### `\(command.name)`", "", command.summary, "", "```"] + command.syntax + ["```", ""]
        lines += ["Example:", "", "```", command.example, "```", ""]
      }
    }
    lines += [
      "## Properties and options in detail", "", "`set REF PROPERTY VALUE` changes one property, as one undo step:", "",
    ]
    lines += ["| property | values | applies to |", "|---|---|---|"]
    for row in Grammar.properties {
      lines.append("| \(row.names.map { "`\($0)`" }.joined(separator: ", ")) | \(row.values) | \(row.appliesTo) |")
    }
    lines += ["", "`set OPTION VALUE` changes the session:", "", "| option | values | default |", "|---|---|---|"]
    for option in SessionOptions.all where option.settable {
      lines.append("| `\(option.name.rawValue)` | \(option.values) | \(option.defaultValue.text(option.form)) |")
    }
    lines += ["", dropRules]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The COMMANDS section of `Docs/dnd.1`, from `.SH COMMANDS` to the next section.
  public static func manSection() -> String {
    var lines = [
      ".SH COMMANDS",
      "One command per line;",
      ".B ;",
      "separates commands and",
      ".B #",
      "starts a comment.",
      "Names with spaces are written in double quotes; a path",
      ".I A/B/C",
      "names a node from the root.",
      "Positions count from 1.",
      "The full reference with an example of each command is",
      ".IR Docs/commands.md .",
    ]
    for group in CommandCatalog.groups {
      lines.append(".SS \(NarrationTemplates.english(group))")
      for command in CommandCatalog.all where command.group == group {
        // One tag per syntax form: .TP for the first, .TQ for the rest.
        lines.append(".TP")
        lines.append(command.syntax.map { ".B \(roff($0))" }.joined(separator: "\n.TQ\n"))
        lines.append(roff(command.summary))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text made safe for roff: backslashes doubled, a leading period or quote guarded.
  static func roff(_ text: String) -> String {
    let escaped = text.replacingBackslashes().replacingDashes()
    if let first = escaped.first, first == "." || first == "'" { return "\\&" + escaped }
    return escaped
  }
}

extension String {
  fileprivate func replacingBackslashes() -> String {
    var result = ""
    for character in self { result += character == "\\" ? "\\e" : String(character) }
    return result
  }

  fileprivate func replacingDashes() -> String {
    var result = ""
    for character in self { result += character == "-" ? "\\-" : String(character) }
    return result
  }
}
