import DragDropKit

/// What is wrong with a file, or with a save that would not read back, as a code and the values
/// that say it. There are no words here: the commands layer says each problem in the user's
/// language (`NarrationTemplates+Formats`), and an app says it in its own. String values are
/// what the file held, not yet escaped for a terminal.
public enum FormatProblem: Hashable, Sendable {
  // MARK: Text

  /// The bytes are not UTF-8.
  case notUTF8
  /// A NUL byte: a binary file, not text.
  case holdsNUL
  /// A document of 4 GiB or more.
  case tooLarge
  /// Reading was stopped by the caller (Control-C); nothing was changed.
  case interrupted

  // MARK: JSON syntax

  /// An empty scene file.
  case emptySceneFile
  /// The JSON is not valid; the reason is the problem inside.
  indirect case notJSON(FormatProblem)
  /// The bytes end inside a value.
  case endsEarly
  /// No JSON value starts here.
  case expectedValue
  /// No `:` after an object's key.
  case expectedColon
  /// Neither of two punctuation marks (`,` or `}`) where one must come.
  case expectedEither(String, String)
  /// No quoted key where an object's key must come.
  case expectedKey
  /// Not the literal `true`, `false` or `null` that started here.
  case expectedLiteral(String)
  /// Objects and arrays nested deeper than `limit`.
  case nestedTooDeep(limit: Int)
  /// An object with one key twice.
  case keyTwice(String)
  /// A number written as JSON does not allow (a leading zero, `1.`, `1e`).
  case notJSONNumber(String)
  /// A number too large for a double.
  case numberTooLarge(String)
  /// A control character written raw inside a string.
  case rawControlCharacter
  /// A string without its closing quote.
  case stringNotClosed
  /// A string whose bytes are not UTF-8.
  case stringNotUTF8
  /// A UTF-16 surrogate escape without its other half.
  case loneSurrogate(UInt32)
  /// A `\u` escape without four hex digits.
  case shortUnicodeEscape
  /// A backslash before a printable character that is no escape.
  case unknownEscape(Character)
  /// A backslash before a control byte or part of a UTF-8 sequence.
  case backslashBeforeByte(UInt8)
  /// Text after the one value a file holds.
  case textAfterEnd

  // MARK: JSON values

  /// A value of another kind than the field takes.
  case expectedKind(JSONKind)
  /// A number with a fraction where a whole number goes.
  case expectedWholeNumber
  /// A layout parameter's value that is not a number, a word, a size or null.
  case expectedLayoutValue

  // MARK: Scene files

  /// A `format` other than `dnd-scene`.
  case wrongFormat(String)
  /// A version newer than this dnd reads.
  case versionNewer(Int, reads: Int)
  /// A version that never existed.
  case versionUnknown(Int, reads: Int)
  /// No `format` field; `beforeRoot` when the root came first.
  case formatMissing(beforeRoot: Bool)
  /// A required field that is absent.
  case missingField(String)
  /// A field this object does not have, with the closest one it has when there is one.
  case unknownField(String, guess: String?)
  /// A field a frame does not have.
  case unknownFrameField(String)
  /// A field a size does not have.
  case unknownSizeField(String)
  /// A field the named layout does not have.
  case unknownLayoutField(String, layout: String)
  /// An empty node name.
  case emptyName
  /// A `type` other than `container` or `item`.
  case notNodeType(String)
  /// A negative capacity.
  case negativeCapacity
  /// An `effect` other than `move`, `copy` or `tint`.
  case notEffect(String)
  /// An item with children.
  case itemWithChildren
  /// A field only containers take, on an item.
  case containerOnlyField(String)
  /// A frame whose width or height is not greater than zero.
  case frameNotPositive
  /// A layout `type` that is not one of `types`.
  case notLayoutType(String, types: [String])
  /// A layout parameter's word that is not one of its `choices`.
  case notLayoutChoice(String, parameter: String, choices: [String])
  /// A size without its width or height.
  case sizeIncomplete
  /// A size whose width or height is not greater than zero.
  case sizeNotPositive
  /// A root that is an item.
  case rootNotContainer
  /// The engine refused what the file describes.
  case engine(EngineError)

  // MARK: Boards

  /// A `- ` card above the first `## ` lane.
  case cardBeforeLane
  /// No `## ` heading: not a board.
  case noLanes
  /// Headings with no cards under any: a document, not a board.
  case noCards
  /// Front matter without its closing `---`.
  case frontMatterNotClosed
  /// A `%% kanban:settings` block without its closing `%%`.
  case settingsNotClosed
  /// A settings block whose JSON is not valid; the reason is the problem inside.
  indirect case settingsNotJSON(FormatProblem)
  /// A card to save outside every lane (its path).
  case notInLane(String)

  // MARK: Outlines

  /// A block nested `depth` levels deep, past what a scene holds (`limit`).
  case outlineTooDeep(depth: Int, limit: Int)
  /// The reader numbered its nodes out of order: a bug.
  case notNumberedInOrder
  /// A move would put a block (`name`, nil for a line of text) inside the fence that is open
  /// at the end of the document, from line `opened`.
  case intoOpenFence(opened: Int, name: String?)
  /// A block would be read inside the code fence that opens on line `opened` of the saved file.
  case insideFence(opened: Int, name: String?)
  /// A block would be read inside the HTML block that starts on line `opened` of the saved file.
  case insideHTML(opened: Int, name: String?)
  /// A block (or a line) would read as something else, on `line` of the saved file when known.
  case wouldNotReadBack(line: Int?, name: String?)
}

/// The kind of a JSON value, as a field expects it.
public enum JSONKind: Hashable, Sendable {
  case object, array, string, number, bool, null
}
