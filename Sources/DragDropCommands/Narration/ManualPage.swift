import DragDropAnnouncements

/// The manual page in a language other than English, from the same catalogs as the help:
/// what dnd is, how to call it, its options, every command with its syntax, the keys, and the
/// help topics. Command words, options and examples stay English, as they are typed. The
/// English page, `Docs/dnd.1`, is written by hand and is the full reference; `make install`
/// puts each translation in `share/man/LANG/man1/dnd.1`, and a test keeps `Docs/man/` current.
public enum ManualPage {
  /// The page in roff, as `man` reads it.
  public static func roff(_ language: Language) -> String {
    let words = NarrationTemplates(language: language)
    // Chinese and Japanese run their words together: troff may break after any of their
    // characters, as their typesetting does, or it finds no place to break a long line.
    let runsTogether = ["ja", "zh"].contains(language.code.prefix(2))
    func escaped(_ text: String) -> String {
      runsTogether ? breakable(CommandReference.roff(text)) : CommandReference.roff(text)
    }
    func quoted(_ text: String) -> String { "\"" + CommandReference.roff(text) + "\"" }
    func heading(_ phrase: NarrationTemplates.Phrase) -> String {
      ".SH " + quoted(language.uppercased(words.fill(phrase)))
    }
    func paragraphs(_ lines: [String]) -> [String] {
      lines.enumerated().flatMap { index, line in (index == 0 ? [] : [".PP"]) + [escaped(line)] }
    }
    var lines = [
      #".TH DND 1 "" "dnd \#(Version.current)" "dnd""#,
      // troff hyphenates with English rules, which break other languages' words wrongly; so no
      // hyphenation, and lines ragged right, which need not be stretched to the margin.
      ".nh", ".ad l",
      heading(.manName),
      "dnd \\- " + escaped(words.fill(.cliAbstract)),
      heading(.manSynopsis),
      ".B dnd", ".RI [ options ]", ".RI [ FILE ...]", ".br", ".B dnd", ".RI [ options ]", ".B \\-c", ".I COMMANDS",
      ".br",
      ".B dnd lsp",
      heading(.manDescription),
    ]
    lines += paragraphs(HelpTopics.text("accessibility", words: words))
    lines += [".PP", escaped(words.fill(.manEnglish, [.command: "LANG=C man dnd"]))]
    lines.append(heading(.manOptions))
    for entry in CommandLineOptions.arguments + CommandLineOptions.options {
      lines += [
        ".TP", ".B " + escaped(entry.spelling), escaped(words.fill(entry.phrase, [.command: entry.command ?? ""])),
      ]
    }
    lines.append(heading(.manCommands))
    lines.append(escaped(words.fill(.helpIntro)))
    for group in CommandCatalog.groups {
      lines.append(".SS " + quoted(words.fill(group)))
      for command in CommandCatalog.all where command.group == group {
        lines.append(".TP")
        lines.append(command.syntax.map { ".B " + escaped($0) }.joined(separator: "\n.TQ\n"))
        lines.append(escaped(words.fill(command.summaryPhrase)))
      }
    }
    let topics: [(NarrationTemplates.Phrase, String)] = [
      (.manKeys, "keys"), (.manDocuments, "documents"), (.manSceneFiles, "scene-files"),
      (.manLanguages, "languages"), (.manExitStatus, "exit-codes"),
    ]
    for (title, topic) in topics {
      lines.append(heading(title))
      var text = HelpTopics.text(topic, words: words)
      if topic == "languages" {
        // The list of codes and names, one a line.
        let list = text.dropFirst(2).map { escaped($0) }.joined(separator: "\n.br\n")
        text = Array(text.prefix(2))
        lines += paragraphs(text) + [".PP", list]
      } else {
        lines += paragraphs(text)
      }
    }
    lines += [heading(.manSeeAlso), ".BR readline (3),", ".BR orca (1)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text with a break point (`\:`, which prints nothing) after each Chinese or Japanese
  /// character and full-width sign.
  static func breakable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(scalar)
      if (0x3000...0x9FFF).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value) { result += "\\:" }
    }
    return result
  }
}
