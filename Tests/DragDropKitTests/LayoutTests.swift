import DragDropKit
import Testing

@Suite("Layouts as types") struct LayoutTests {
  @Test("each layout names its parameters, reads and sets them, and says itself in words")
  func parameters() throws {
    #expect(Layout.types.map { $0.name } == ["free", "stack", "grid"])
    for type in Layout.types {
      let rules = type.init()
      #expect(Layout(rules).rules.name == type.name, "a layout survives the trip through the enum")
      for parameter in type.parameters {
        #expect(
          rules.value(of: parameter.name) != .none || parameter.noneWord != nil, "\(parameter.name) has a default")
      }
    }
    #expect(StackLayout(axis: .horizontal).summary == "stack horizontal, spacing 8, padding 8")
    #expect(GridLayout().summary == "grid, cell 44x44, columns auto, margin 3, spacing 3, fill rows")
    #expect(FreeLayout().summary == "free")
    var grid = GridLayout()
    try grid.apply(
      [("columns", .number(4)), ("cell", .size(Size(width: 10, height: 20))), ("fill", .word("columns"))], of: "g")
    #expect(grid == GridLayout(cell: Size(width: 10, height: 20), columns: 4, fill: .columns))
    try grid.apply([("columns", .none)], of: "g")
    #expect(grid.columns == nil)
  }

  @Test("a value that does not fit its parameter, or a parameter the layout lacks, is refused with the reason")
  func refusals() {
    var stack = StackLayout()
    #expect(
      throws: EngineError.invalidValue(
        .parameter("axis", of: "s"), rule: .kind(.choice(["vertical", "horizontal"]), noneWord: nil))
    ) {
      try stack.apply([("axis", .word("diagonal"))], of: "s")
    }
    #expect(
      throws: EngineError.invalidValue(.stackSpacing(of: "s"), rule: .finiteZeroOrMore)
    ) {
      try stack.apply([("spacing", .number(-1))], of: "s")
    }
    #expect(throws: EngineError.invalidValue(.parameter("spacing", of: "s"), rule: .kind(.number, noneWord: nil))) {
      try stack.apply([("spacing", .word("wide"))], of: "s")
    }
    #expect(throws: EngineError.invalidValue(.parameter("cell", of: "s"), rule: .notInLayout("stack"))) {
      try stack.apply([("cell", .size(Size(width: 1, height: 1)))], of: "s")
    }
    var grid = GridLayout()
    #expect(throws: EngineError.self) { try grid.apply([("columns", .number(2.5))], of: "g") }
    #expect(throws: EngineError.self) { try grid.apply([("columns", .number(0))], of: "g") }
    #expect(StackLayout.parameter(named: "axis")?.accepting(.none) == nil, "the axis has no none word")
  }
}
