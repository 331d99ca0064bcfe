import Foundation
import Testing

@testable import DragDropFormats

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// dnd's reference reader (`Outline.decode`) against cmark-gfm, the reference implementation of
/// CommonMark: on the spec's examples of block structure (Tests/Outlines/CommonMark) and on every
/// document in Tests/Outlines, both find the same headings and list items, starting on the same
/// lines, at the same levels.
///
/// What is compared is a list of (start line, kind, depth):
/// - cmark-gfm: every `<item>` (or `<tasklist>`, its task item) that is not inside a
///   `<block_quote>`, its depth the number of item ancestors + 1; and every `<heading>` that is a
///   child of `<document>`, with its level.
/// - dnd: every block: an item with 1 + the number of its item ancestors (headings do not
///   count), a heading with its level; each starts on its first line.
///
/// Where dnd reads a document differently on purpose (`Docs/outlines.md`), the comparison
/// allows for it, and says how: see `Difference`.
@Suite("Outlines against cmark-gfm")
struct CommonMarkDifferentialTests {
  // MARK: - The differences dnd makes on purpose

  /// What dnd reads differently from CommonMark on purpose, as `Docs/outlines.md` says. Three
  /// differences are allowed for on every input, by leaving blocks out of cmark-gfm's list:
  /// - an item inside a block quote is text of the block before the quote, so cmark-gfm's items
  ///   inside a `<block_quote>` are left out (its headings there are not children of
  ///   `<document>`);
  /// - a line that opens several items at once (`- - foo`) is one item, so of cmark-gfm's items
  ///   that start on the same line as the item they are in, only the outermost is kept, and
  ///   depths count only the kept ones;
  /// - front matter (a first line `---`, to the next `---` or `...`) is text, where cmark-gfm
  ///   reads a thematic break, paragraphs, a setext heading or list items, so its blocks there
  ///   are left out.
  ///
  /// The others are listed by the inputs where they show; those compare as known issues, and an
  /// input that comes to read as cmark-gfm does is reported, to be taken off the list.
  enum Difference {
    /// Logseq writes a page's blocks tab-indented under a heading line.
    static let logseqTabs =
      "a tab-indented item after a heading is an item (Logseq reads it so), where CommonMark reads indented code"

    /// Spec examples where dnd differs on purpose, by number.
    static let examples: [Int: String] = [:]
    /// Documents in Tests/Outlines where dnd differs on purpose, by path under Tests/Outlines.
    static let pages: [String: String] = [
      // `## Version 1.4.5 - dev`, then `\t- BUGFIX: ...` and `\t\t- {{issue 1391}}`.
      "Real/ezdxf-CHANGELOG.md": logseqTabs
    ]
  }

  // MARK: - Inputs

  static let outlines = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Outlines")

  /// One example of the spec, as `scripts/commonmark-examples` wrote it.
  struct Example: Decodable, Sendable {
    var section: String
    var number: Int
    var markdown: String
  }

  static let examples: [Int: Example] = {
    guard let data = try? Data(contentsOf: outlines.appendingPathComponent("CommonMark/examples.json")),
      let list = try? JSONDecoder().decode([Example].self, from: data)
    else { return [:] }
    return Dictionary(list.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  static let exampleNumbers: [Int] = examples.keys.sorted()

  /// Every `.md` file under Tests/Outlines that is not a board, by its path there.
  static let pages: [String] = {
    guard let files = FileManager.default.enumerator(at: outlines, includingPropertiesForKeys: nil) else { return [] }
    let prefix = outlines.standardizedFileURL.path + "/"
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .filter { url in !OutlineFile.isBoard(Array((try? Data(contentsOf: url)) ?? Data())) }
      .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }.sorted()
  }()

  // MARK: - The two readings

  /// A heading or an item: the line it starts on, and its level (a heading's) or its depth
  /// (an item's).
  struct Block: Hashable, CustomStringConvertible {
    var line: Int
    var isHeading: Bool
    var level: Int

    var description: String { isHeading ? "heading \(level)" : "item \(level)" }
  }

  /// cmark-gfm's executable, found on the PATH.
  static let cmark: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("cmark-gfm") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// A new file in the temporary folder that holds `bytes`, for cmark-gfm to read.
  static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-commonmark-\(UUID().uuidString).md")
    try Data(bytes).write(to: file)
    return file
  }

  /// cmark-gfm's XML for a file.
  static func cmarkXML(_ file: URL) throws -> Data {
    let process = Process()
    process.executableURL = try #require(cmark)
    process.arguments = ["-e", "tasklist", "-t", "xml", "--sourcepos", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "cmark-gfm failed on \(file.path)")
    return data
  }

  /// Reads cmark-gfm's XML into its headings and items, as the suite's comment says.
  final class CmarkReader: NSObject, XMLParserDelegate {
    /// The open elements: name, start line, and for an item whether it is kept.
    var open: [(name: String, line: Int, kept: Bool)] = []
    var blocks: [Block] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String]
    ) {
      let line = attributeDict["sourcepos"].flatMap { Int($0.prefix { $0 != ":" }) } ?? 0
      var kept = false
      switch elementName {
      case "item", "tasklist":
        if !open.contains(where: { $0.name == "block_quote" }) {
          let enclosing = open.last(where: { $0.name == "item" || $0.name == "tasklist" })
          // The second item a line opens is part of the first.
          kept = enclosing?.line != line
          if kept { blocks.append(Block(line: line, isHeading: false, level: open.filter(\.kept).count + 1)) }
        }
      case "heading":
        if open.last?.name == "document", let level = attributeDict["level"].flatMap(Int.init) {
          blocks.append(Block(line: line, isHeading: true, level: level))
        }
      default: break
      }
      open.append((elementName, line, kept))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      open.removeLast()
    }
  }

  /// The lines of front matter, as dnd finds it: from a first line `---` to the next line `---`
  /// or `...`, or to the end when there is none.
  static func frontMatter(_ bytes: [UInt8]) -> ClosedRange<Int>? {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
    }
    guard lines.first == "---" else { return nil }
    let end = lines.indices.dropFirst().first { lines[$0] == "---" || lines[$0] == "..." } ?? lines.count - 1
    return 1...(end + 1)
  }

  /// cmark-gfm's headings and items in a file, without those dnd leaves out on purpose.
  static func reference(_ file: URL, bytes: [UInt8]) throws -> [Block] {
    let parser = XMLParser(data: try cmarkXML(file))
    let reader = CmarkReader()
    parser.delegate = reader
    try #require(parser.parse(), "cmark-gfm's XML does not parse: \(String(describing: parser.parserError))")
    guard let front = frontMatter(bytes) else { return reader.blocks }
    return reader.blocks.filter { !front.contains($0.line) }
  }

  /// dnd's headings and items.
  static func dnd(_ bytes: [UInt8]) throws -> [Block] {
    var blocks: [Block] = []
    func walk(_ block: Outline.Block, items: Int) {
      for child in block.children {
        let line = child.lines.first?.number ?? 0
        switch child.kind {
        case .heading(let level):
          blocks.append(Block(line: line, isHeading: true, level: level))
          walk(child, items: items)
        case .item:
          blocks.append(Block(line: line, isHeading: false, level: items + 1))
          walk(child, items: items + 1)
        case .document:
          walk(child, items: items)
        }
      }
    }
    walk(try Outline.decode(bytes: bytes).root, items: 0)
    return blocks
  }

  /// The two lists side by side, line by line: every line (`all`) or only those that differ,
  /// at most `limit` of them.
  static func table(_ reference: [Block], _ dnd: [Block], all: Bool, limit: Int = 30) -> String {
    let left = Dictionary(grouping: reference, by: \.line).mapValues { $0.map(\.description).joined(separator: ", ") }
    let right = Dictionary(grouping: dnd, by: \.line).mapValues { $0.map(\.description).joined(separator: ", ") }
    let lines = Set(left.keys).union(right.keys).sorted().filter { all || left[$0] != right[$0] }
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var rows = ["line   cmark-gfm    dnd"]
    for line in lines.prefix(limit) {
      let mark = left[line] == right[line] ? " " : "≠"
      rows.append(pad(String(line), 5) + mark + " " + pad(left[line] ?? "-", 12) + " " + (right[line] ?? "-"))
    }
    if lines.count > limit { rows.append("… and \(lines.count - limit) more lines that differ") }
    return rows.joined(separator: "\n")
  }

  /// Compares the two readings of a file; a known difference makes a mismatch a known issue.
  static func compare(_ file: URL, bytes: [UInt8], named name: String, shown: String?, known: String?) throws {
    let expected = try reference(file, bytes: bytes)
    let actual = try dnd(bytes)
    guard expected != actual else {
      if let known { Issue.record("\(name) now reads as cmark-gfm does: remove its known difference (\(known))") }
      return
    }
    let message =
      "\(name): dnd's headings and items differ from cmark-gfm's\n" + (shown.map { $0 + "\n" } ?? "")
      + table(expected, actual, all: shown != nil)
    if let known {
      withKnownIssue(Comment(rawValue: known)) { Issue.record(Comment(rawValue: message)) }
    } else {
      Issue.record(Comment(rawValue: message))
    }
  }

  // MARK: - Tests

  @Test("cmark-gfm is installed (scripts/setup --test installs it)")
  func cmarkInstalled() {
    if Self.cmark == nil {
      Issue.record(
        "cmark-gfm is not installed, so dnd cannot be compared with it: run scripts/setup --test, or apt-get install cmark-gfm"
      )
    }
  }

  @Test("cmark-gfm's XML is read as the comparison says", .enabled(if: cmark != nil))
  func readsCmark() throws {
    let text = """
      ---
      title: front matter
      - not an item
      ---
      # Heading
      - item
        - child
      > - quoted
      - - two at once
          - under them
      - [ ] task

      Setext
      ===
      """
    let bytes = Array((text + "\n").utf8)
    let file = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    let blocks = try Self.reference(file, bytes: bytes)
    #expect(
      blocks.map { "\($0.line) \($0)" } == [
        "5 heading 1", "6 item 1", "7 item 2", "9 item 1", "10 item 2", "11 item 1", "13 heading 1",
      ])
  }

  @Test("the spec's examples of the twelve block sections are here")
  func examplesPresent() {
    let sections = Set(Self.examples.values.map(\.section))
    for section in [
      "Tabs", "Thematic breaks", "ATX headings", "Setext headings", "Indented code blocks", "Fenced code blocks",
      "HTML blocks", "Paragraphs", "Blank lines", "Block quotes", "List items", "Lists",
    ] {
      #expect(sections.contains(section), "no examples of \(section) in Tests/Outlines/CommonMark/examples.json")
    }
    #expect(Self.examples.count >= 250)
  }

  @Test(
    "each CommonMark example: dnd finds cmark-gfm's headings and items", .enabled(if: cmark != nil),
    arguments: exampleNumbers)
  func example(number: Int) throws {
    let example = try #require(Self.examples[number])
    let bytes = Array(example.markdown.utf8)
    let file = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    // The example as the spec shows it, a tab as `→`, each line after a bar.
    let lines = example.markdown.replacingOccurrences(of: "\t", with: "→").split(
      separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.dropLast().map { "  | " + $0 }.joined(separator: "\n")
    try Self.compare(
      file, bytes: bytes, named: "example \(number) (\(example.section))", shown: shown,
      known: Difference.examples[number])
  }

  @Test("there are documents to compare, the real pages among them")
  func pagesPresent() {
    #expect(Self.pages.filter { $0.hasPrefix("Real/") }.count >= 10, "\(Self.pages)")
  }

  @Test(
    "each document in Tests/Outlines: dnd finds cmark-gfm's headings and items", .enabled(if: cmark != nil),
    arguments: pages)
  func page(path: String) throws {
    let file = Self.outlines.appendingPathComponent(path)
    try Self.compare(
      file, bytes: Array(try Data(contentsOf: file)), named: path, shown: nil, known: Difference.pages[path])
  }
}
