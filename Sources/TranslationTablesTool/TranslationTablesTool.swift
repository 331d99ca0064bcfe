// The build step that turns the gettext catalogs in `po/` into Swift tables, run by the
// TranslationTables plugin inside `swift build`. Nothing it writes is committed.
//
//     TranslationTablesTool language po/de.po OUTPUT.swift   # one language's table
//     TranslationTablesTool index OUTPUT.swift po/*.po       # the list of languages
//
// A catalog it cannot read fails the build with FILE:LINE and the reason. `scripts/po check`
// holds the catalogs to more (complete, no fuzzy, placeholders, plural rules against CLDR).
import Foundation

/// One entry of a catalog: its context, its flags and its translations by plural index.
struct Entry {
  var line: Int
  var flags: Set<String> = []
  var context: String?
  var id: String?
  var idPlural: String?
  var forms: [Int: String] = [:]
}

struct Failure: Error, CustomStringConvertible {
  let description: String
}

/// A gettext catalog: its header fields and its entries, in file order.
struct Catalog {
  let path: String
  var header: [String: String] = [:]
  var entries: [Entry] = []

  var code: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
  /// The Swift name of its table: `de`, `ptBR`, `zhCN`.
  var identifier: String { code.replacingOccurrences(of: "_", with: "") }

  init(path: String) throws {
    self.path = path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Failure(description: "\(path):1: cannot read this catalog as UTF-8")
    }
    var entry: Entry?
    var field: (name: String, index: Int)?
    func finish() {
      if let done = entry, done.id != nil { entries.append(done) }
    }
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || (line.hasPrefix("#") && !line.hasPrefix("#,")) { continue }
      if line.hasPrefix("#,") {
        if entry == nil || entry?.id != nil {
          finish()
          entry = Entry(line: number + 1)
          field = nil
        }
        for flag in line.dropFirst(2).split(separator: ",") {
          entry?.flags.insert(flag.trimmingCharacters(in: .whitespaces))
        }
        continue
      }
      if line.hasPrefix("\"") {
        guard let (name, index) = field, entry != nil else {
          throw Failure(description: "\(path):\(number): a string continues nothing")
        }
        let more = try Self.unquote(line, at: "\(path):\(number)")
        switch name {
        case "msgctxt": entry!.context! += more
        case "msgid": entry!.id! += more
        case "msgid_plural": entry!.idPlural! += more
        default: entry!.forms[index, default: ""] += more
        }
        continue
      }
      guard let space = line.firstIndex(of: " ") else {
        throw Failure(
          description: "\(path):\(number): cannot read this line; expected msgctxt, msgid, msgstr or a string")
      }
      let keyword = String(line[..<space])
      let value = try Self.unquote(line[space...].trimmingCharacters(in: .whitespaces), at: "\(path):\(number)")
      let starts = entry == nil || entry?.id != nil
      if (keyword == "msgctxt" || keyword == "msgid") && (starts || (keyword == "msgctxt" && entry?.context != nil)) {
        finish()
        entry = Entry(line: number)
      }
      guard entry != nil else { throw Failure(description: "\(path):\(number): \(keyword) before msgid") }
      switch keyword {
      case "msgctxt": entry!.context = value; field = (keyword, 0)
      case "msgid": entry!.id = value; field = (keyword, 0)
      case "msgid_plural": entry!.idPlural = value; field = (keyword, 0)
      case "msgstr": entry!.forms[0] = value; field = ("msgstr", 0)
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast()), index >= 0
        else {
          throw Failure(
            description:
              "\(path):\(number): unknown keyword '\(keyword)'; expected msgctxt, msgid, msgid_plural or msgstr")
        }
        entry!.forms[index] = value
        field = ("msgstr", index)
      }
    }
    finish()
    guard let first = entries.first, first.id == "", first.context == nil else {
      throw Failure(description: "\(path):1: no header entry (msgid \"\")")
    }
    for line in (first.forms[0] ?? "").split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      header[line[..<colon].trimmingCharacters(in: .whitespaces)] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    entries.removeFirst()
  }

  /// A PO string's text: `"..."` with `\n`, `\t`, `\"` and `\\` escapes.
  static func unquote(_ text: String, at place: String) throws -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
      throw Failure(description: "\(place): a string must be in double quotes")
    }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default: throw Failure(description: "\(place): unknown escape \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        throw Failure(description: "\(place): a double quote inside a string must be written \\\"")
      } else {
        result.append(character)
      }
    }
    guard !escaped else { throw Failure(description: "\(place): a backslash ends the string") }
    return result
  }

  /// The header field a language needs, or a failure naming it.
  func field(_ name: String) throws -> String {
    guard let value = header[name], !value.isEmpty else {
      throw Failure(description: "\(path):1: the header needs \(name)")
    }
    return value
  }
}

/// A Swift string literal: quotes, backslashes and every control or direction character escaped.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default:
      let value = scalar.value
      let control = value < 0x20 || (0x7F...0x9F).contains(value)
      let direction =
        value == 0x061C || (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      result += control || direction ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
    }
  }
  return result + "\""
}

let banner = "// Generated at build time from po/ by the TranslationTables plugin; not in git.\n"

/// One language's phrases: every translated, non-fuzzy entry, sorted by context, as one string
/// literal that `PhraseTable` reads in place (records end in U+001E, fields in U+001F).
func languageTable(_ catalog: Catalog) throws -> String {
  var records: [(context: String, forms: [String])] = []
  for entry in catalog.entries where !entry.flags.contains("fuzzy") {
    guard let context = entry.context else {
      throw Failure(description: "\(catalog.path):\(entry.line): no msgctxt; every phrase is named by its key")
    }
    let forms = entry.forms.keys.sorted().map { entry.forms[$0]! }
    guard !forms.isEmpty, !forms.contains(where: \.isEmpty) else { continue }
    for text in [context] + forms where text.unicodeScalars.contains(where: { $0 == "\u{1E}" || $0 == "\u{1F}" }) {
      throw Failure(description: "\(catalog.path):\(entry.line): a phrase may not hold U+001E or U+001F")
    }
    records.append((context, forms))
  }
  records.sort { $0.context.utf8.lexicographicallyPrecedes($1.context.utf8) }
  for (first, second) in zip(records, records.dropFirst()) where first.context == second.context {
    throw Failure(description: "\(catalog.path): the context '\(first.context)' is there twice")
  }
  let text = records.map { ([$0.context] + $0.forms).joined(separator: "\u{1F}") + "\u{1E}" }.joined()
  return [
    banner,
    "extension Translations {",
    "  /// The phrases of \(catalog.code), read in place.",
    "  static let \(catalog.identifier)Table = PhraseTable(",
    "    \(literal(text))",
    "  )",
    "",
    "  /// A phrase of \(catalog.code) by its context: its forms in its plural rule's order.",
    "  @Sendable static func \(catalog.identifier)(_ context: String) -> [String]? {",
    "    \(catalog.identifier)Table.forms(context)",
    "  }",
    "}",
    "",
  ].joined(separator: "\n")
}

/// The list of languages: code, own name and voice from each catalog's header.
func index(_ catalogs: [Catalog]) throws -> String {
  var lines = [banner, "import DragDropAnnouncements", "", "extension Translations {"]
  lines.append("  /// The translated languages, by code.")
  lines.append("  public static let languages: [Language] = [")
  for catalog in catalogs.sorted(by: { $0.code < $1.code }) {
    let name = try catalog.field("X-Language-Name")
    let voice = try catalog.field("X-Voice")
    lines.append(
      "    Language(code: \(literal(catalog.code)), name: \(literal(name)), voice: \(literal(voice)), lookup: \(catalog.identifier)),"
    )
  }
  lines += ["  ]", "}", ""]
  return lines.joined(separator: "\n")
}

func write(_ text: String, to path: String) throws {
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    throw Failure(description: "\(path): cannot write the table (\(error.localizedDescription))")
  }
}

/// The command line: `language PO OUTPUT` or `index OUTPUT PO...`; the exit status.
func run(_ arguments: [String]) -> Int32 {
  do {
    switch arguments.dropFirst().first {
    case "language" where arguments.count == 4:
      try write(languageTable(Catalog(path: arguments[2])), to: arguments[3])
    case "index" where arguments.count >= 3:
      try write(index(arguments.dropFirst(3).map { try Catalog(path: $0) }), to: arguments[2])
    default:
      throw Failure(description: "usage: TranslationTablesTool language PO OUTPUT | index OUTPUT PO...")
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return 1
  }
}

#if FUZZING
  // The fuzz build (scripts/fuzz) reads every file as a library and links libFuzzer into every
  // program, this one too; SwiftPM then starts a program at MODULE_main, as the fuzz targets'
  // own start does. The tool does its work there and ends, without the leak check at exit.
  @_cdecl("TranslationTablesTool_main")
  func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _exit(run(CommandLine.arguments))
  }

  /// libFuzzer asks for an entry point; the tool never fuzzes.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
#else
  /// A `@main` type rather than top-level code, so that builds that read every file as a
  /// library (the fuzz build) take it too.
  @main enum TranslationTablesTool {
    static func main() { exit(run(CommandLine.arguments)) }
  }
#endif
