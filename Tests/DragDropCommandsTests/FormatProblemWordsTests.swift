import DragDropAnnouncements
import DragDropFormats
import DragDropKit
import Testing

@testable import DragDropCommands

/// A file format's refusals are codes and values (`FormatProblem`); the words are the
/// catalogs'. Every problem is said in every language with each placeholder filled, and names
/// from the file are escaped.
@Suite("A file format's refusals are said in every language")
struct FormatProblemWordsTests {
  /// One problem of each case: a new case fails to compile here until it has a sample.
  static func sample(of problem: FormatProblem) -> FormatProblem {
    switch problem {
    case .notUTF8, .holdsNUL, .tooLarge, .interrupted, .emptySceneFile, .endsEarly, .expectedValue, .expectedColon,
      .expectedKey, .rawControlCharacter, .stringNotClosed, .stringNotUTF8, .shortUnicodeEscape, .textAfterEnd,
      .expectedWholeNumber, .expectedLayoutValue, .emptyName, .negativeCapacity, .itemWithChildren,
      .frameNotPositive, .sizeIncomplete, .sizeNotPositive, .rootNotContainer, .cardBeforeLane, .noLanes, .noCards,
      .frontMatterNotClosed, .settingsNotClosed, .notNumberedInOrder, .notJSON, .settingsNotJSON, .expectedEither,
      .expectedLiteral, .nestedTooDeep, .keyTwice, .notJSONNumber, .numberTooLarge, .loneSurrogate, .unknownEscape,
      .backslashBeforeByte, .expectedKind, .wrongFormat, .versionNewer, .versionUnknown, .formatMissing,
      .missingField, .unknownField, .unknownFrameField, .unknownSizeField, .unknownLayoutField, .notNodeType,
      .notEffect, .containerOnlyField, .notLayoutType, .notLayoutChoice, .engine, .notInLane, .outlineTooDeep,
      .intoOpenFence, .insideFence, .insideHTML, .wouldNotReadBack:
      problem
    }
  }

  /// Every case, with values that name things, and a name holding an escape character.
  static let problems: [FormatProblem] = [
    .notUTF8, .holdsNUL, .tooLarge, .interrupted, .emptySceneFile, .endsEarly, .expectedValue, .expectedColon,
    .expectedKey, .rawControlCharacter, .stringNotClosed, .stringNotUTF8, .shortUnicodeEscape, .textAfterEnd,
    .expectedWholeNumber, .expectedLayoutValue, .emptyName, .negativeCapacity, .itemWithChildren, .frameNotPositive,
    .sizeIncomplete, .sizeNotPositive, .rootNotContainer, .cardBeforeLane, .noLanes, .noCards, .frontMatterNotClosed,
    .settingsNotClosed, .notNumberedInOrder, .notJSON(.keyTwice("name")), .settingsNotJSON(.expectedEither(",", "}")),
    .expectedEither(",", "]"), .expectedLiteral("true"), .nestedTooDeep(limit: 508), .keyTwice("na\u{1B}me"),
    .notJSONNumber("01"), .numberTooLarge("1e999"), .loneSurrogate(0xD800), .unknownEscape("q"),
    .backslashBeforeByte(0x1B), .expectedKind(.object), .expectedKind(.array), .expectedKind(.string),
    .expectedKind(.number), .expectedKind(.bool), .expectedKind(.null), .wrongFormat("other"),
    .versionNewer(7, reads: 1), .versionUnknown(0, reads: 1), .formatMissing(beforeRoot: true),
    .formatMissing(beforeRoot: false), .missingField("frame"), .unknownField("colour", guess: "color"),
    .unknownField("zzz", guess: nil), .unknownFrameField("z"), .unknownSizeField("depth"),
    .unknownLayoutField("cell", layout: "stack"), .notNodeType("thing"), .notEffect("glow"),
    .containerOnlyField("layout"), .notLayoutType("hex", types: ["free", "stack", "grid"]),
    .notLayoutChoice("diagonal", parameter: "axis", choices: ["vertical", "horizontal"]),
    .engine(.emptyName), .notInLane("Board/Loose\u{1B}card"), .outlineTooDeep(depth: 64, limit: 63),
    .intoOpenFence(opened: 4, name: "b"), .insideFence(opened: 4, name: nil), .insideHTML(opened: 4, name: "a"),
    .wouldNotReadBack(line: 9, name: "a"), .wouldNotReadBack(line: nil, name: nil),
  ]

  @Test("every problem is said in every language, with no placeholder left and no raw control character")
  func everyProblemInEveryLanguage() {
    for problem in Self.problems {
      #expect(Self.sample(of: problem) == problem)
      let error = CommandError(FormatError(problem, line: 3, column: 1), file: "f.json")
      for language in Language.all {
        let said = error.fullMessage(in: NarrationTemplates(language: language))
        #expect(!said.isEmpty, "\(language.code) \(problem)")
        #expect(!said.contains(/\{[a-z]+\}/), "\(language.code) \(problem): \(said)")
        #expect(!said.unicodeScalars.contains { $0.value < 0x20 }, "\(language.code) \(problem): \(said)")
      }
    }
  }

  @Test("the English of a problem, its hint, and a reason inside another")
  func english() {
    func said(_ problem: FormatProblem) -> String { CommandError(FormatError(problem), file: nil).fullMessage }
    #expect(
      said(.notJSON(.keyTwice("name")))
        == "not valid JSON, the key 'name' appears twice in one object. Keep one of them")
    #expect(
      said(.settingsNotJSON(.expectedEither(",", "}")))
        == "the kanban settings block is not valid JSON, expected ',' or '}'. Fix the JSON between the ``` lines, or remove the block"
    )
    #expect(said(.unknownField("colour", guess: "color")) == "unknown field 'colour'. Did you mean 'color'?")
    #expect(said(.keyTwice("na\u{1B}me")).contains("na\\u{1b}me"))
    #expect(said(.insideFence(opened: 4, name: nil)).hasPrefix("a line would be read inside the code fence"))
    #expect(
      said(.insideHTML(opened: 4, name: "a")).hasPrefix("'a' would be read inside the HTML block that starts on line 4")
    )
  }

  @Test("a refusal keeps its place and exit status; a refused save is a failed command; Control-C is an interruption")
  func codes() {
    let read = CommandError(FormatError(.noLanes, line: 1, column: 1), file: "b.md")
    #expect(read.code == .badSceneFile)
    #expect(read.place == .init(file: "b.md", line: 1, column: 1))
    #expect(CommandError(FormatError(.notInLane("x")), file: nil).code == .failed)
    #expect(CommandError(FormatError.stopped, file: "b.md").code == .interrupted)
    let engine = CommandError(FormatError(.engine(.emptyName), jsonPath: "$.root"), file: "s.json")
    #expect(engine.code == .badSceneFile)
    #expect(engine.cause == .engine(.emptyName))
    #expect(engine.place?.jsonPath == "$.root")
  }
}
