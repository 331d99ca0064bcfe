import DragDropAnnouncements
import DragDropTranslations
import Foundation
import Testing

/// The tables the build step writes, read in place, against the catalogs they came from: every
/// phrase of every language has exactly its catalog's forms, and a context it lacks has none.
@Suite("Translation tables: each language's phrases as its catalog has them")
struct PhraseTableTests {
  static let po = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("po")

  /// A catalog's translated, non-fuzzy entries by context: a reader of its own, apart from the
  /// build step's, so that the two check each other.
  static func catalog(_ code: String) throws -> [String: [String]] {
    let text = try String(contentsOf: po.appendingPathComponent("\(code).po"), encoding: .utf8)
    var entries: [String: [String]] = [:]
    var context: String?
    var fuzzy = false
    var forms: [Int: String] = [:]
    var field: Int?  // the msgstr index a continuation line adds to; nil for other keywords
    func finish() {
      if let context, !fuzzy, !forms.isEmpty, !forms.values.contains("") {
        entries[context] = forms.keys.sorted().map { forms[$0]! }
      }
      context = nil
      fuzzy = false
      forms = [:]
    }
    func unquote(_ quoted: Substring) -> String {
      var result = ""
      var escaped = false
      for character in quoted.dropFirst().dropLast() {
        if escaped {
          result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          result.append(character)
        }
      }
      return result
    }
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#,") {
        finish()
        fuzzy = line.contains("fuzzy")
      } else if line.hasPrefix("msgctxt ") {
        if context != nil || !forms.isEmpty { finish() }
        context = unquote(line.dropFirst(8))
        field = nil
      } else if line.hasPrefix("msgstr ") {
        forms[0] = unquote(line.dropFirst(7))
        field = 0
      } else if line.hasPrefix("msgstr["), let close = line.firstIndex(of: "]") {
        let index = Int(line[line.index(line.startIndex, offsetBy: 7)..<close])!
        forms[index] = unquote(line[line.index(close, offsetBy: 2)...])
        field = index
      } else if line.hasPrefix("\"") {
        if let field { forms[field, default: ""] += unquote(line) }
      } else if line.hasPrefix("msgid") {
        field = nil
      }
    }
    finish()
    return entries
  }

  @Test("every phrase of every language is its catalog's, form for form")
  func everyPhraseAsCataloged() throws {
    for language in Translations.languages {
      let entries = try Self.catalog(language.code)
      #expect(entries.count > 500, "\(language.code)")
      for (context, forms) in entries {
        #expect(language.forms(context) == forms, "\(language.code) \(context)")
      }
    }
  }

  @Test("a context a language lacks has no forms: before the first, after the last, between two")
  func missingContexts() throws {
    for language in Translations.languages {
      let contexts = try Self.catalog(language.code).keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      var absent = ["", "\u{1}", "~~~", "announcement", "announcement.", "zzzz"]
      absent += contexts.prefix(40).map { $0 + "x" } + contexts.prefix(40).map { String($0.dropLast()) }
      for context in absent where !contexts.contains(context) {
        #expect(language.forms(context) == nil, "\(language.code) \(context)")
      }
    }
  }
}
