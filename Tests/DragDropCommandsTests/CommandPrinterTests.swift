import DragDropAnnouncements
import DragDropKit
import DragDropTranslations
import PropertyBased
import Testing

@testable import DragDropCommands

/// The printer mirrors the parser: every command, printed, parses back to itself. The journal
/// and recordings write commands with it.
@Suite("Commands printed as the language writes them") struct CommandPrinterTests {
  /// A small deterministic generator of command parts, from a seed.
  struct Maker {
    var random: SplitMix
    init(state: UInt64) { random = SplitMix(state: state) }

    mutating func next() -> UInt64 { random.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func bool() -> Bool { next() & 1 == 1 }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    mutating func maybe<T>(_ make: (inout Maker) -> T) -> T? { bool() ? make(&self) : nil }

    /// A name with the characters that need care: spaces, quotes, backslashes, separators,
    /// comment marks, slashes, letters of other scripts and control characters.
    mutating func name(commas: Bool = true) -> String {
      let pieces =
        ["a", "Done", "To", " ", "\"", "\\", ";", "#", "/", "é", "日本", "\u{1}", "\u{1B}[2J", "x", "7"]
        + (commas ? [","] : [])
      var text = ""
      for _ in 0..<int(1...6) { text += pick(pieces) }
      // Words a parser reads as keywords even quoted; a name is never only one of them.
      if ["none", "any", "*", "stop", "auto"].contains(text.lowercased()) || text.trimmingCharacters() != text {
        text = "n" + text + "n"
      }
      return text
    }

    mutating func reference() -> Reference { Reference(text: name(), location: SourceLocation(line: 1, column: 1)) }
    mutating func number() -> Double { Double(int(-400...400)) / 4 }
    mutating func positive() -> Double { Double(int(1...400)) / 4 }
    mutating func point() -> Point { Point(x: number(), y: number()) }
    mutating func size() -> Size { Size(width: positive(), height: positive()) }

    mutating func slot() -> SlotSpec? {
      switch int(0...5) {
      case 0: nil
      case 1: .position(int(1...99))
      case 2: .before(reference())
      case 3: .after(reference())
      case 4: .first
      default: .last
      }
    }

    mutating func layout() -> LayoutSpec {
      switch int(0...2) {
      case 0: LayoutSpec(name: "free", values: [])
      case 1:
        LayoutSpec(
          name: "stack",
          values: maybe { [LayoutSetting(name: "axis", value: .word($0.pick(["vertical", "horizontal"])))] } ?? [])
      default:
        LayoutSpec(
          name: "grid",
          values: maybe { [LayoutSetting(name: "columns", value: $0.bool() ? .none : .count($0.int(1...9)))] } ?? [])
      }
    }

    mutating func accepts() -> Accepts {
      switch int(0...2) {
      case 0: .none
      case 1: .any
      default: .kinds((0..<int(1...3)).map { _ in name(commas: false) })
      }
    }

    mutating func change() -> PropertyChange {
      switch int(0...13) {
      case 0: .kind(maybe { $0.name() })
      case 1: .color(maybe { $0.name() })
      case 2: .label(maybe { $0.name() })
      case 3: .draggable(bool())
      case 4: .accepts(accepts())
      case 5: .capacity(maybe { $0.int(0...50) })
      case 6: .effect(pick(Effect.allCases))
      case 7: .targets(maybe { maker in (0..<maker.int(1...3)).map { _ in maker.name(commas: false) } })
      case 8: .layout(layout())
      case 9: .layoutParameter(LayoutSetting(name: "cell", value: .size(size())))
      case 10: .layoutParameter(LayoutSetting(name: "columns", value: bool() ? .none : .count(int(1...9))))
      case 11:
        .layoutParameter(LayoutSetting(name: pick(["margin", "spacing", "padding"]), value: .number(positive())))
      case 12: .origin(point())
      default: .size(size())
      }
    }

    /// Any option `set` takes, with a value of its form.
    mutating func option() -> SessionOption {
      let definition = pick(SessionOptions.all.filter(\.settable))
      let value: OptionValue =
        switch definition.form {
        case .points(let zero, _): .number(zero && bool() ? 0 : positive())
        case .count(let range, _, _): .count(int(range.lowerBound...min(range.upperBound, range.lowerBound + 5000)))
        case .onOff: .flag(bool())
        case .choice(let names, let offWord): .word(offWord && bool() ? nil : pick(names))
        case .language: .language(pick(Language.all))
        }
      return SessionOption(definition.name, value)
    }

    mutating func expectation() -> DragDropCommands.Expectation {
      switch int(0...6) {
      case 0: .inContainer(reference(), reference(), position: maybe { $0.int(1...9) }, at: maybe { $0.point() })
      case 1:
        .groupInContainer((0..<int(2...4)).map { _ in reference() }, reference(), position: maybe { $0.int(1...9) })
      case 2: .count(reference(), int(0...99))
      case 3: .lifted(reference())
      case 4: .idle
      case 5: .over(maybe { $0.reference() })
      default: .color(reference(), name())
      }
    }

    /// One command of the case with this number (0 to `cases - 1`), its parts at random.
    mutating func command(_ number: Int) -> Command {
      switch number {
      case 0: .lift(maybe { $0.reference() })
      case 1: .move(pick(Direction.allCases), steps: int(1...10_000))
      case 2: .moveBy(point())
      case 3: .moveTo(point(), in: maybe { $0.reference() })
      case 4: .moveInto(reference(), slot())
      case 5: .jump(pick([.first, .last, .next(accepting: bool()), .previous(accepting: bool())]))
      case 6:
        bool() ? .drop(copy: bool(), into: nil, nil) : .drop(copy: bool(), into: reference(), slot())
      case 7: .cancel
      case 8: .dragToContainer(reference(), target: reference(), slot(), copy: bool())
      case 9: .dragToPoint(reference(), point())
      case 10: .indent(maybe { $0.reference() }, outward: bool())
      case 11: .dragGroup((0..<int(2...4)).map { _ in reference() }, target: reference(), slot(), copy: bool())
      case 12: pick([.pointerDown(point()), .pointerMove(point()), .pointerUp(maybe { $0.point() }), .pointerCancel])
      case 13:
        .select(
          pick([
            .node(reference()), .next, .previous, .none, .add(reference()), .remove(reference()), .allIn(reference()),
            .toggle, .parent, .child, .first, .last, .column(forward: bool()),
          ]))
      case 14: pick([.whereIs, .targets, .map, .history, .settings, .quit, .forceQuit, .cancel])
      case 15: .info(maybe { $0.reference() })
      case 16: .tree(maybe { $0.reference() }, depth: maybe { $0.int(0...9) })
      case 17: bool() ? .undo(int(1...99)) : .redo(int(1...99))
      case 18:
        .addContainer(
          name: name(),
          ContainerOptions(
            parent: maybe { $0.reference() }, origin: maybe { $0.point() }, size: maybe { $0.size() },
            layout: maybe { $0.layout() }, accepts: maybe { $0.accepts() }, capacity: maybe { $0.int(0...9) },
            effect: maybe { $0.pick(Effect.allCases) }, color: maybe { $0.name() }))
      case 19:
        .addItem(
          name: name(),
          ItemOptions(
            parent: maybe { $0.reference() }, origin: maybe { $0.point() }, position: maybe { $0.int(1...9) },
            size: maybe { $0.size() }, kind: maybe { $0.name() }, color: maybe { $0.name() }))
      case 20: .remove(reference())
      case 21: .rename(reference(), to: name())
      case 22: .setProperty(reference(), change())
      case 23: bool() ? .setOption(option()) : .saveOption(option())
      case 24: .record(maybe { $0.name() })
      case 25: .newScene(maybe { $0.size() })
      case 26: pick([.load(name()), .save(maybe { $0.name() }), .demo(maybe { $0.name() }), .source(name())])
      case 27: .help(maybe { $0.name() })
      case 28: pick([.find(maybe { $0.name() }), .findPrevious, .find("previous"), .find("Previous words")])
      case 29: .sort(reference(), by: pick(SortKey.allCases))
      case 30: bool() ? .archive(reference()) : .unarchive(reference())
      default: .expect(expectation())
      }
    }
  }

  static let cases = 32

  @Test("every command, printed, parses back to the same command")
  func roundTrip() async {
    await propertyCheck(count: 3000, input: Gen.uint64(), Gen.int(in: 0...Self.cases - 1)) { seed, number in
      var maker = Maker(state: seed)
      let command = maker.command(number)
      let text = command.description
      let parsed = try? Parser.parse(line: text)
      #expect(parsed?.map(\.command) == [command], "\(text)")
    }
  }

  @Test("every command is printed by its own word's catalog entry, and by no other")
  func printedByItsEntry() async {
    await propertyCheck(count: 1000, input: Gen.uint64(), Gen.int(in: 0...Self.cases - 1)) { seed, number in
      var maker = Maker(state: seed)
      let command = maker.command(number)
      let printers = CommandCatalog.all.filter { $0.print(command) != nil }.map(\.name)
      #expect(printers == [command.word], "\(command)")
    }
  }

  @Test(
    "each entry gives its command's policy: questions are not replayed, and what replaces the scene says so",
    arguments: [
      ("where", CommandPolicy.question), ("tree all", .question), ("set step 20 save", .question),
      ("set step 20", .change), ("move down", .change), ("demo", .change),
      ("demo kanban", CommandPolicy(replays: true, discardsScene: true, restartsJournal: true)),
      ("quit", CommandPolicy(replays: false, discardsScene: true)), ("quit!", .question),
      ("save", CommandPolicy(replays: false, restartsJournal: true)),
      ("reload", CommandPolicy(replays: true, restartsJournal: true)),
    ])
  func policies(line: String, policy: CommandPolicy) throws {
    #expect(try Parser.parse(line: line).map(\.command.policy) == [policy])
  }

  @Test(
    "the printer writes what a person would type",
    arguments: [
      (
        Command.moveInto(Reference(text: "Done", location: .init(line: 1, column: 1)), .position(2)),
        "move into \"Done\" at position 2"
      ),
      (.move(.down, steps: 1), "move down"),
      (.setOption(SessionOption(.snap, .number(0))), "set snap off"),
      (.expect(.over(nil)), "expect over nothing"),
      (
        .setProperty(Reference(text: "a\u{1B}", location: .init(line: 1, column: 1)), .kind(nil)),
        "set \"a\\u{1b}\" kind none"
      ),
    ])
  func examples(command: Command, text: String) {
    #expect(command.description == text)
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
