import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations

/// The common command lines, read without the argument parser.
///
/// The parser's reflection is most of `dnd`'s start-up cost (callgrind: about 8 million of the
/// 9 million instructions of `dnd --json --demo two-views FILE`), so the plain forms of the
/// batch flags, `-c` and a bare `dnd` are read here. Anything unusual (`--`, `--mode=x`, a
/// repeated or conflicting flag, an unknown demo or mode, `-c` with files) returns nil and goes to
/// the parser, which explains any mistake.
enum FastArguments {
  static func parse(_ arguments: [String]) -> Launch.Options? {
    var options = Launch.Options()
    var modes = 0
    // A list, not a Set: a Set's first use makes the runtime search every conformance in the
    // binary for String: Hashable, a third of start-up.
    var seen: [String] = []
    var index = 0
    func value() -> String? {
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if !argument.hasPrefix("-") {
        options.files.append(argument)
        index += 1
        continue
      }
      // A repeated flag is left to the parser, which decides what it means.
      guard !seen.contains(argument) else { return nil }
      seen.append(argument)
      switch argument {
      case "--json":
        options.mode = .json
        options.modeFlag = argument
        modes += 1
      case "--screen-reader":
        options.mode = .screenReader
        options.modeFlag = argument
        modes += 1
      case "--mode":
        guard let name = value(), let mode = OutputMode(rawValue: name) else { return nil }
        options.mode = mode
        modes += 1
      case "--demo":
        guard let name = value(), DemoScenes.named(name) != nil else { return nil }
        options.demo = name
      case "--scene":
        guard let path = value() else { return nil }
        options.scene = path
      case "--language":
        // One the parser would refuse (exit 2, with the list) is left to it.
        guard let code = value(), let language = Language.named(code) else { return nil }
        options.language = language
      case "-c":
        guard let commands = value() else { return nil }
        options.commands = commands
      case "--record":
        guard let path = value() else { return nil }
        options.record = path
      case "--keep-going": options.keepGoing = true
      case "--echo": options.echo = true
      case "--no-color": options.noColor = true
      case "--no-history": options.noHistory = true
      case "--speak": options.speak = true
      case "--view", "--no-view":
        // Both given is left to the parser.
        guard options.view == nil else { return nil }
        options.view = argument == "--view"
      default: return nil
      }
      index += 1
    }
    guard modes <= 1, options.scene == nil || options.demo == nil else { return nil }
    // -c with files is a usage error the parser words, but for one file to open (`dnd notes.md -c tree`).
    guard
      options.commands == nil || options.files.isEmpty
        || (options.files.count == 1 && options.scene == nil && CommandSession.kind(of: options.files[0]) != .batch)
    else { return nil }
    if let first = options.files.first, first == "run" || first == "help" { return nil }
    return options
  }
}
