import DragDropAnnouncements
import DragDropFormats
import DragDropKit
import Synchronization

/// A file format's refusal in the narration's words: each `FormatProblem` is a phrase, a hint
/// and its values (`NarrationTemplates+Formats`). Names from the file are escaped as in every
/// error, by `CommandError.fullMessage`.
extension CommandError.Said {
  /// The words of a format's problem; nil for an engine error, which has its own words.
  init?(_ problem: FormatProblem) {
    switch problem {
    case .engine: return nil
    case .interrupted: self.init(.errorInterrupted, hint: .hintNothingChanged)
    // Text.
    case .notUTF8: self.init(.formatNotUTF8, hint: .formatHintSaveUTF8, [.item: "UTF-8"])
    case .holdsNUL: self.init(.formatHoldsNUL)
    case .tooLarge: self.init(.formatTooLarge, hint: .formatHintSplit)
    // JSON.
    case .emptySceneFile: self.init(.formatEmptyScene)
    case .notJSON(let reason): self.init(.formatNotJSON, reason: reason)
    case .endsEarly: self.init(.formatEndsEarly)
    case .expectedValue: self.init(.formatExpectedValue)
    case .expectedColon: self.init(.formatExpectedColon, [.item: "':'"])
    case .expectedEither(let one, let other):
      self.init(.formatExpectedEither, [.item: "'\(one)'", .target: "'\(other)'"])
    case .expectedKey: self.init(.formatExpectedKey)
    case .expectedLiteral(let word): self.init(.formatExpectedLiteral, [.item: word])
    case .nestedTooDeep(let limit): self.init(.formatNestedTooDeep, hint: .formatHintFlatten, [.count: "\(limit)"])
    case .keyTwice(let key): self.init(.formatKeyTwice, hint: .formatHintKeepOne, [.item: key])
    case .notJSONNumber(let text): self.init(.formatNotJSONNumber, hint: .formatHintNumber, [.item: "'\(text)'"])
    case .numberTooLarge(let text): self.init(.formatNumberTooLarge, [.item: text])
    case .rawControlCharacter: self.init(.formatRawControl, hint: .formatHintEscapeControl, [.item: "\\u00XX"])
    case .stringNotClosed: self.init(.formatStringNotClosed)
    case .stringNotUTF8: self.init(.formatStringNotUTF8, hint: .formatHintSaveUTF8, [.item: "UTF-8"])
    case .loneSurrogate(let value):
      self.init(
        .formatLoneSurrogate, hint: .formatHintSurrogate,
        [.item: "\\u\(String(value, radix: 16))", .from: "\\ud800-\\udbff", .to: "\\udc00-\\udfff"])
    case .shortUnicodeEscape: self.init(.formatShortEscape, [.item: "\\u"])
    case .unknownEscape(let character):
      self.init(.formatUnknownEscape, hint: .formatHintEscapes, [.item: "\\\(character)", .items: Self.escapes])
    case .backslashBeforeByte(let byte):
      self.init(
        .formatBackslashByte, hint: .formatHintEscapes, [.item: "0x\(String(byte, radix: 16))", .items: Self.escapes])
    case .textAfterEnd: self.init(.formatTextAfterEnd)
    case .expectedKind(let kind):
      switch kind {
      case .object: self.init(.formatExpectedObject)
      case .array: self.init(.formatExpectedList)
      case .string: self.init(.formatExpectedString)
      case .number: self.init(.formatExpectedNumber)
      case .bool: self.init(.formatExpectedBool)
      case .null: self.init(.formatExpectedNull)
      }
    case .expectedWholeNumber: self.init(.formatExpectedWhole)
    case .expectedLayoutValue: self.init(.formatExpectedLayoutValue)
    // Scene files.
    case .wrongFormat(let format): self.init(.formatWrongFormat, [.item: format, .target: "dnd-scene"])
    case .versionNewer(let version, let reads):
      self.init(.formatVersionNewer, hint: .formatHintUpgrade, [.item: "\(version)", .count: "\(reads)"])
    case .versionUnknown(let version, let reads):
      self.init(.formatVersionUnknown, [.item: "\(version)", .count: "\(reads)"])
    case .formatMissing(let beforeRoot):
      self.init(beforeRoot ? .formatMissingFormatFirst : .formatMissingFormat, [.item: #""format": "dnd-scene""#])
    case .missingField(let field): self.init(.formatMissingField, [.item: field])
    case .unknownField(let field, let guess?):
      self.init(.formatUnknownField, hint: .hintDidYouMean, [.item: field, .target: guess])
    case .unknownField(let field, nil): self.init(.formatUnknownField, [.item: field])
    case .unknownFrameField(let field):
      self.init(.formatUnknownFrameField, hint: .formatHintFrameFields, [.item: field])
    case .unknownSizeField(let field):
      self.init(.formatUnknownSizeField, hint: .formatHintSizeFields, [.item: field])
    case .unknownLayoutField(let field, let layout):
      self.init(.formatUnknownLayoutField, [.item: field, .target: layout])
    case .emptyName: self.init(.formatEmptyName)
    case .notNodeType(let type): self.init(.formatNotNodeType, [.item: type])
    case .negativeCapacity: self.init(.formatNegativeCapacity)
    case .notEffect(let effect): self.init(.formatNotEffect, [.item: effect])
    case .itemWithChildren: self.init(.formatItemWithChildren, hint: .formatHintMakeContainer)
    case .containerOnlyField(let field): self.init(.formatContainerOnly, [.item: field])
    case .frameNotPositive: self.init(.formatFrameNotPositive)
    case .notLayoutType(let type, let types):
      self.init(.formatNotLayoutType, [.item: type, .items: types.joined(separator: ", ")])
    case .notLayoutChoice(let word, let parameter, let choices):
      self.init(
        .formatNotLayoutChoice, [.item: word, .target: parameter, .items: choices.joined(separator: ", ")])
    case .sizeIncomplete: self.init(.formatSizeIncomplete)
    case .sizeNotPositive: self.init(.formatSizeNotPositive)
    case .rootNotContainer: self.init(.formatRootNotContainer)
    // Boards.
    case .cardBeforeLane: self.init(.formatCardBeforeLane, hint: .formatHintLaneAbove, [.item: "'## Lane'"])
    case .noLanes:
      self.init(.formatNoLanes, hint: .formatHintOpenOther, [.item: "'## '", .target: "'- '", .file: ".json"])
    case .noCards:
      self.init(.formatNoCards, hint: .formatHintAddCards, [.item: "'## '", .target: "'- '", .edit: "'- card'"])
    case .frontMatterNotClosed: self.init(.formatFrontMatterOpen, hint: .formatHintCloseFrontMatter, [.item: "---"])
    case .settingsNotClosed:
      self.init(.formatSettingsOpen, hint: .formatHintCloseSettings, [.item: "kanban:settings", .target: "%%"])
    case .settingsNotJSON(let reason):
      // The reason's own hint gives way to the block's; `{edit}` is a placeholder no reason uses.
      self.init(.formatSettingsNotJSON, reason: reason)
      hint = .formatHintFixSettings
      values[.edit] = "```"
    case .notInLane(let path):
      self.init(.formatNotInLane, hint: .formatHintIntoLane, [.item: path, .command: "save board.json"])
    // Outlines.
    case .outlineTooDeep(let depth, let limit):
      self.init(.formatOutlineTooDeep, hint: .formatHintOutdent, [.count: "\(depth)", .level: "\(limit)"])
    case .notNumberedInOrder: self.init(.formatNotInOrder, hint: .formatHintBug)
    case .intoOpenFence(let opened, let name):
      self.init(.formatIntoOpenFence, hint: .formatHintCloseFence, [.line: "\(opened)", .target: "```"])
      self.name(name)
    case .insideFence(let opened, let name):
      self.init(.formatInsideFence, hint: .formatHintUndoFence, [.line: "\(opened)"])
      self.name(name)
    case .insideHTML(let opened, let name):
      self.init(.formatInsideHTML, hint: .formatHintUndoHTML, [.line: "\(opened)"])
      self.name(name)
    case .wouldNotReadBack(let line?, let name):
      self.init(.formatNotReadBackAt, hint: .formatHintUndoOrScene, [.line: "\(line)", .command: "save notes.json"])
      self.name(name)
    case .wouldNotReadBack(nil, _):
      self.init(.formatNotReadBack, hint: .formatHintUndoOrScene, [.command: "save notes.json"])
    }
  }

  /// JSON's escapes, as a hint lists them.
  private static let escapes = #"\" \\ \/ \b \f \n \r \t \uXXXX"#

  /// A phrase whose `{reason}` is another problem's words, said in the same language.
  private init(_ message: NarrationTemplates.Phrase, reason: FormatProblem) {
    let inner = Self(reason) ?? Self(.formatExpectedValue)
    self.init(message, hint: inner.hint, inner.values, phrases: inner.phrases.merging([.reason: inner.message]) { $1 })
  }

  /// `{item}` as the block's name in quotes, or "a line" when the text is not a block.
  private mutating func name(_ name: String?) {
    if let name {
      values[.item] = "'\(name)'"
    } else {
      phrases[.item] = .nounALine
    }
  }
}

extension CommandError {
  /// A file refused by its format: its problem in words, where in `file` it lies, and the
  /// exit status of a bad file; a save refused (no `file`), which is a failed command; or the
  /// read that Control-C stopped.
  init(_ error: FormatError, file: String?) {
    let place = file.map {
      CommandError.FilePlace(file: $0, line: error.line, column: error.column, jsonPath: error.jsonPath)
    }
    let code: Code = error.interrupted ? .interrupted : file == nil ? .failed : .badSceneFile
    if let cause = error.cause {
      self.init(cause)
      self.code = code
      self.place = place
      return
    }
    if error.interrupted { Interruption.requested.store(false, ordering: .relaxed) }
    self.init(Said(error.problem)!, code: code, place: place)
  }
}
