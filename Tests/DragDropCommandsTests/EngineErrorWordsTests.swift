import DragDropAnnouncements
import DragDropKit
import Testing

@testable import DragDropCommands

/// The engine's errors hold no words; each is said from the catalogs, in every language.
@Suite("The engine's errors are said in every language")
struct EngineErrorWordsTests {
  static let errors: [EngineError] = [
    .invalidCoordinate(.position(of: "a")), .invalidCoordinate(.liftPoint), .invalidCoordinate(.dragPoint),
    .invalidSize(.size(of: "a")), .invalidSize(.gridCell(of: "g")),
    .invalidValue(.capacity(of: "c"), rule: .zeroOrMore),
    .invalidValue(.stackSpacing(of: "s"), rule: .finiteZeroOrMore),
    .invalidValue(.gridSpacing(of: "g"), rule: .finiteZeroOrMore), .invalidValue(.columns(of: ""), rule: .oneOrMore),
    .invalidValue(.parameter("cell", of: "s"), rule: .notInLayout("stack")),
    .invalidValue(.parameter("spacing", of: "s"), rule: .kind(.number, noneWord: nil)),
    .invalidValue(.parameter("columns", of: "g"), rule: .kind(.count, noneWord: "auto")),
    .invalidValue(.parameter("cell", of: "g"), rule: .kind(.size, noneWord: nil)),
    .invalidValue(.parameter("axis", of: "s"), rule: .kind(.choice(["vertical", "horizontal"]), noneWord: nil)),
    .emptyName, .slashInName("a/b"), .duplicateName("a", parent: "p"), .unknownNode(NodeID(rawValue: 7)),
    .notAContainer("a"), .rootIsFixed(.removed), .rootIsFixed(.madeDraggable), .rootIsFixed(.lifted),
    .dragInProgress(item: "a"), .notDragging, .notDraggable("a"),
    .refused(node: "x", container: "Doing", reason: .full(capacity: 1)), .liftedDuringHistory(item: "a"),
    .positionOutOfRange(position: 9, count: 3), .nestedInGroup(container: "c", member: "m"), .notAnOrderOf("Doing"),
  ]

  @Test("every engine error is said in every language, with no placeholder left")
  func everyErrorInEveryLanguage() {
    for engine in Self.errors {
      let error = CommandError(engine)
      #expect(error.said != nil, "\(engine) has no phrase")
      for language in Language.all {
        let said = error.fullMessage(in: NarrationTemplates(language: language))
        #expect(!said.isEmpty && !said.contains(/\{[a-z]+\}/), "\(language.code) \(engine): \(said)")
      }
    }
  }

  @Test("the English of a refused value: whose value, the rule, and the word for none")
  func english() {
    func said(_ error: EngineError) -> String { CommandError(error).fullMessage }
    #expect(said(.invalidValue(.capacity(of: "Doing"), rule: .zeroOrMore)) == "the capacity of Doing must be 0 or more")
    #expect(said(.invalidValue(.columns(of: ""), rule: .oneOrMore)) == "the columns of this layout must be 1 or more")
    #expect(
      said(.invalidValue(.parameter("columns", of: "g"), rule: .kind(.count, noneWord: "auto")))
        == "the columns of g must be a whole number, 1 or more. You can also write auto")
    #expect(
      said(.invalidValue(.parameter("axis", of: "s"), rule: .kind(.choice(["vertical", "horizontal"]), noneWord: nil)))
        == "the axis of s must be one of vertical, horizontal")
    #expect(said(.invalidCoordinate(.liftPoint)) == "the lift point must be a finite number")
    #expect(said(.rootIsFixed(.removed)) == "the scene root cannot be removed")
  }

  @Test("a layout's number parameters are nouns the catalogs say, as the parser names them in errors")
  func parameterNouns() {
    for type in Layout.types {
      for parameter in type.parameters where parameter.kind == .number {
        #expect(NarrationTemplates.noun("the \(parameter.name)") != nil, "\(type.name) \(parameter.name)")
      }
    }
    let error = CommandError(
      .errorNegative, hint: .hintForExample, [.edit: "set stack spacing 8"], nouns: [.item: "the spacing"])
    #expect(!error.fullMessage(in: NarrationTemplates(language: .named("de")!)).contains("the spacing"))
  }

  @Test("an error's two sentences are joined, and ended, as its language writes them: 。 in Japanese and Chinese")
  func sentencesInEachScript() throws {
    for code in ["ja", "zh_CN", "de"] {
      var session = CommandSession(scene: DemoScenes.named("kanban")!.makeScene(), mode: .screenReader)
      _ = try session.run(line: "set language \(code)")
      do {
        _ = try session.run(line: "lift nothing")
        Issue.record("lifted nothing")
      } catch {
        let said = Narrator(language: session.preferences.language)
          .renderError(error, file: "", sourceLine: nil, mode: .screenReader).joined()
        #expect(!said.contains(". ") || code == "de", "\(code): \(said)")
        #expect(!said.hasSuffix("?.") && !said.hasSuffix("？."), "\(code): \(said)")
        if code != "de" { #expect(said.contains("。"), "\(code): \(said)") }
      }
    }
  }
}
