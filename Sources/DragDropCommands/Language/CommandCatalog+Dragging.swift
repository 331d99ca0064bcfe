import DragDropAnnouncements
import DragDropKit

/// The drag commands: the keyboard sensor (`lift`, `move`, `drop`, ...) and the pointer.
/// Each command is one entry: its syntax, summary, example, parser, printer and policy.
extension CommandCatalog {
  static let dragging: [CommandInfo] = [
    CommandInfo(
      name: "lift", group: .groupDragging, syntax: ["lift [REF]"],
      summary: .summaryLift, example: "lift red",
      parse: { c throws(CommandError) in
        .lift(c.isAtEnd ? nil : try c.reference())
      },
      print: {
        switch $0 {
        case .lift(let item): "lift" + Command.optional(item)
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "move", group: .groupDragging,
      syntax: [
        "move up|down|left|right [N]", "move by DX,DY", "move to X,Y [in REF]",
        "move into REF [at position N | before REF | after REF | first | last]",
        "move first|last", "move next|previous [accepting]",
      ],
      summary: .summaryMove,
      example: "move into Done at position 2", parse: Parser.parseMove,
      print: {
        switch $0 {
        case .move(let direction, let steps): "move \(direction.rawValue)" + (steps == 1 ? "" : " \(steps)")
        case .moveBy(let offset): "move by \(offset)"
        case .moveTo(let point, let container): "move to \(point)" + (container.map { " in \(Command.text($0))" } ?? "")
        case .moveInto(let container, let slot): "move into \(Command.text(container))" + Command.text(slot)
        case .jump(.first): "move first"
        case .jump(.last): "move last"
        case .jump(.next(let accepting)): "move next" + (accepting ? " accepting" : "")
        case .jump(.previous(let accepting)): "move previous" + (accepting ? " accepting" : "")
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "drop", group: .groupDragging,
      syntax: ["drop [copy] [into REF [at position N | before REF | after REF | first | last]]"],
      summary: .summaryDrop, example: "drop into Done",
      parse: Parser.parseDrop,
      print: {
        switch $0 {
        case .drop(let copy, let container, let slot):
          "drop" + (copy ? " copy" : "") + (container.map { " into \(Command.text($0))" + Command.text(slot) } ?? "")
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      word: "cancel", group: .groupDragging, summary: .summaryCancel, command: .cancel, policy: .change),
    CommandInfo(
      name: "drag", group: .groupDragging,
      syntax: [
        "drag REF to REF [at position N | before REF | after REF | first | last] [copy]", "drag REF to X,Y",
        "drag REF, REF, REF to REF [at position N] [copy]",
      ],
      summary: .summaryDrag, example: "drag red to viewB",
      parse: Parser.parseDrag,
      print: {
        switch $0 {
        case .dragToContainer(let item, let target, let slot, let copy):
          "drag \(Command.text(item)) to \(Command.text(target))" + Command.text(slot) + (copy ? " copy" : "")
        case .dragToPoint(let item, let point): "drag \(Command.text(item)) to \(point)"
        case .dragGroup(let items, let target, let slot, let copy):
          "drag \(items.map(Command.text).joined(separator: ", ")) to \(Command.text(target))" + Command.text(slot)
            + (copy ? " copy" : "")
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "indent", group: .groupDragging, syntax: ["indent [REF]"],
      summary: .summaryIndent,
      example: "indent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: false) },
      print: {
        switch $0 {
        case .indent(let item, outward: false): "indent" + Command.optional(item)
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "outdent", group: .groupDragging, syntax: ["outdent [REF]"],
      summary: .summaryOutdent,
      example: "outdent \"Write tests\"",
      parse: { c throws(CommandError) in .indent(c.isAtEnd ? nil : try c.reference(), outward: true) },
      print: {
        switch $0 {
        case .indent(let item, outward: true): "outdent" + Command.optional(item)
        default: nil
        }
      },
      policy: { _ in .change }),
    CommandInfo(
      name: "pointer", group: .groupPointer,
      syntax: ["pointer down X,Y", "pointer move X,Y", "pointer up [X,Y]", "pointer cancel"],
      summary: .summaryPointer, example: "pointer down 125,125",
      parse: Parser.parsePointer,
      print: {
        switch $0 {
        case .pointerDown(let point): "pointer down \(point)"
        case .pointerMove(let point): "pointer move \(point)"
        case .pointerUp(let point): "pointer up" + (point.map { " \($0)" } ?? "")
        case .pointerCancel: "pointer cancel"
        default: nil
        }
      },
      policy: { _ in .change }),
  ]
}
