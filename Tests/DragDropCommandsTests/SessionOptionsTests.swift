import DragDropAnnouncements
import DragDropKit
import Testing

@testable import DragDropCommands

/// Each option is one definition (`SessionOptions`); these hold every reader of it to it: the
/// parser, the printer, `set`, `settings`, the settings file, completion and the words.
@Suite("Session options: one definition each, read by the parser, set, the settings file and completion")
struct SessionOptionsTests {
  /// A value of each kind the option's form takes, its default first.
  func samples(_ definition: OptionDefinition) -> [OptionValue] {
    let others: [OptionValue] =
      switch definition.form {
      case .points(let zero, _): [.number(2.5), .number(40)] + (zero ? [.number(0)] : [])
      case .count(let range, _, _): [.count(range.lowerBound), .count(min(range.upperBound, range.lowerBound + 99))]
      case .onOff: [.flag(true), .flag(false)]
      case .choice(let names, let offWord): names.map { .word($0) } + (offWord ? [.word(nil)] : [])
      case .language: [.language(.english), Language.named("de").map { .language($0) }!]
      }
    return [definition.defaultValue] + others
  }

  @Test("the definitions are in OptionName order, one each")
  func order() {
    #expect(SessionOptions.all.map(\.name) == OptionName.allCases)
  }

  @Test("each value of each option `set` takes is printed as a command that parses back to it")
  func printedParsesBack() throws {
    for definition in SessionOptions.all where definition.settable {
      for value in samples(definition) {
        let option = SessionOption(definition.name, value)
        for command in [Command.setOption(option), .saveOption(option)] {
          let text = command.description
          #expect(try Parser.parse(line: text).map(\.command) == [command], "\(text)")
        }
      }
    }
  }

  @Test("`set` changes what the option reads, and `settings` keeps where a kept one came from")
  func setChangesTheSession() throws {
    for definition in SessionOptions.all where definition.settable {
      for value in samples(definition).reversed() {
        var session = CommandSession(scene: Scene(), mode: .json)
        let reports = try session.run(line: "set \(SessionOption(definition.name, value).text)")
        #expect(reports == [.optionSet(SessionOption(definition.name, value))])
        let target = OptionTarget(
          preferences: session.preferences, drag: session.document.settings, threshold: session.pointer.threshold,
          historyLimit: session.document.history.limit)
        #expect(definition.get(target) == value, "\(definition.name) \(value)")
        if definition.kept { #expect(session.preferences.source(of: definition.name) == .session) }
      }
    }
  }

  @Test("each kept option is written to the settings file and read back the same; `set` takes no other")
  func settingsFileRoundTrip() {
    for definition in SessionOptions.all where definition.kept {
      for value in samples(definition) {
        var written = OptionTarget()
        definition.set(&written, value)
        let line = "\(definition.name.rawValue) = \(written.preferences.value(of: definition.name))"
        var read = Preferences()
        let warnings = SettingsFile.apply(text: line + "\n", path: "config.toml", to: &read)
        #expect(warnings.isEmpty, "\(line)")
        #expect(definition.get(OptionTarget(preferences: read)) == value, "\(line)")
        #expect(read.source(of: definition.name) == .file(path: "config.toml", line: 1))
      }
    }
    var preferences = Preferences()
    let warnings = SettingsFile.apply(text: "snap = 10\n", path: "config.toml", to: &preferences)
    #expect(warnings.map(\.said.message) == [.warnUnknownSettingGuess])
  }

  @Test("a value of the wrong kind in the settings file is a warning that names the setting; nothing changes")
  func settingsFileWrongKind() {
    for definition in SessionOptions.all where definition.kept {
      let wrong = definition.form == .onOff ? "\"maybe\"" : "true"
      var preferences = Preferences()
      let warnings = SettingsFile.apply(
        text: "\(definition.name.rawValue) = \(wrong)\n", path: "config.toml", to: &preferences)
      #expect(warnings.count == 1, "\(definition.name)")
      #expect(warnings.first?.message.contains(definition.name.rawValue) == true, "\(warnings)")
      #expect(definition.get(OptionTarget(preferences: preferences)) == definition.defaultValue)
    }
  }

  @Test("completion after `set NAME` offers the form's words, each of which parses")
  func completionWordsParse() throws {
    var session = CommandSession(scene: Scene(), mode: .json)
    for definition in SessionOptions.all where definition.settable {
      let line = "set \(definition.name.rawValue) "
      let completion = Completer.complete(line: line, wordStart: line.unicodeScalars.count, session: session)
      guard case .words(let words) = completion else {
        Issue.record("no words for \(definition.name)")
        continue
      }
      #expect(words == definition.form.words)
      for word in words { _ = try session.run(line: "set \(definition.name.rawValue) \(word)") }
    }
  }

  @Test("every option `set` takes is named in words, in every language")
  func named() {
    for definition in SessionOptions.all where definition.settable {
      let phrase = try? #require(definition.phrase, "\(definition.name)")
      for language in Language.all {
        let words = NarrationTemplates(language: language)
        #expect(phrase.map { !words.fill($0).isEmpty } == true, "\(definition.name) in \(language.code)")
      }
    }
  }

  @Test("a value `set` refuses is refused where it stands, with a working example of the option")
  func refusedWhereItStands() {
    let cases: [(String, Int, String)] = [
      ("set speech-rate 999", 17, "450"), ("set view maybe", 10, "set view off"),
      ("set arrows sideways", 12, "set arrows history"), ("set step -2", 10, "set step 20"),
    ]
    for (line, column, words) in cases {
      do {
        _ = try Parser.parse(line: line)
        Issue.record("\(line) was taken")
      } catch {
        #expect(error.location?.column == column, "\(line)")
        #expect(error.fullMessage.contains(words), "\(line): \(error.fullMessage)")
      }
    }
  }
}
