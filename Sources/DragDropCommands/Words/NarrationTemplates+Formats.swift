/// The English of what a file format refuses (`FormatProblem`): a file that is not text, JSON
/// that does not parse, a scene file's, a board's or an outline's own faults, and a move that
/// would not read back. Symbols the listener needs (a `:` or a `---`) come in as values.
/// `scripts/po` reads it as part of the table.
extension NarrationTemplates {
  /// The English of these phrases; nil for the others.
  static func englishFormats(_ phrase: Phrase) -> String? {
    switch phrase {
    // Text.
    case .formatNotUTF8: "the file is not {item} text"
    case .formatHintSaveUTF8: "save it as {item} and open it again"
    case .formatHoldsNUL: "the file holds a NUL byte, so it is not a text document"
    case .formatTooLarge: "the document is larger than 4 GiB"
    case .formatHintSplit: "split it into smaller documents"
    // JSON.
    case .formatEmptyScene: "the file is empty. A scene file is a JSON object"
    case .formatNotJSON: "not valid JSON, {reason}"
    case .formatEndsEarly: "the file ends too early. Is it truncated?"
    case .formatExpectedValue: "expected a JSON value, an object, array, string, number, true, false or null"
    case .formatExpectedColon: "expected {item} after the key"
    case .formatExpectedEither: "expected {item} or {target}"
    case .formatExpectedKey: "expected a key in quotes"
    case .formatExpectedLiteral: "expected {item}"
    case .formatNestedTooDeep: "the JSON nests more than {count} levels deep"
    case .formatHintFlatten: "flatten the scene"
    case .formatKeyTwice: "the key '{item}' appears twice in one object"
    case .formatHintKeepOne: "keep one of them"
    case .formatNotJSONNumber: "{item} is not a JSON number"
    case .formatHintNumber: "write it with no leading zeros, a digit after the point, and digits after an exponent"
    case .formatNumberTooLarge: "the number {item} is too large"
    case .formatRawControl: "a raw control character inside a string"
    case .formatHintEscapeControl: "write it as {item}"
    case .formatStringNotClosed: "a string is not closed. Is the file truncated?"
    case .formatStringNotUTF8: "a string is not valid {item}"
    case .formatLoneSurrogate: "a lone surrogate {item} in a string"
    case .formatHintSurrogate: "an escape from {from} must be followed by one from {to}"
    case .formatShortEscape: "a {item} escape needs four hex digits"
    case .formatUnknownEscape: "unknown escape {item} in a string"
    case .formatBackslashByte: "a backslash before the byte {item} in a string"
    case .formatHintEscapes: "the escapes are {items}"
    case .formatTextAfterEnd: "unexpected text after the end of the JSON value"
    case .formatExpectedObject: "expected an object"
    case .formatExpectedList: "expected a list"
    case .formatExpectedString: "expected a string"
    case .formatExpectedNumber: "expected a number"
    case .formatExpectedBool: "expected true or false"
    case .formatExpectedNull: "expected null"
    case .formatExpectedWhole: "expected a whole number"
    case .formatExpectedLayoutValue: "expected a number, a word, a size or null"
    // Scene files.
    case .formatWrongFormat: "the format is '{item}', not {target}"
    case .formatVersionNewer:
      "unsupported version {item}. This dnd reads version {count}, and the file was written by a newer dnd"
    case .formatHintUpgrade: "upgrade dnd to read it"
    case .formatVersionUnknown: "unsupported version {item}. This dnd reads version {count}, the only version there is"
    case .formatMissingFormatFirst: "missing {item} before the root. This is not a dnd scene file"
    case .formatMissingFormat: "missing {item}. This is not a dnd scene file"
    case .formatMissingField: "missing the required field '{item}'"
    case .formatUnknownField: "unknown field '{item}'"
    case .formatUnknownFrameField: "unknown field '{item}' in a frame"
    case .formatHintFrameFields: "a frame has x, y, width and height"
    case .formatUnknownSizeField: "unknown field '{item}' in a size"
    case .formatHintSizeFields: "a size has width and height"
    case .formatUnknownLayoutField: "unknown field '{item}' for a {target} layout"
    case .formatEmptyName: "the name is empty"
    case .formatNotNodeType: "the type '{item}' is not container or item"
    case .formatNegativeCapacity: "the capacity must be 0 or more"
    case .formatNotEffect: "the effect '{item}' is not move, copy or tint"
    case .formatItemWithChildren: "an item cannot have children"
    case .formatHintMakeContainer: "make it a container"
    case .formatContainerOnly: "'{item}' applies to containers, and this node is an item"
    case .formatFrameNotPositive: "the frame's width and height must be greater than zero"
    case .formatNotLayoutType: "the layout type '{item}' is not one of {items}"
    case .formatNotLayoutChoice: "the {target} '{item}' is not one of {items}"
    case .formatSizeIncomplete: "a size needs width and height"
    case .formatSizeNotPositive: "a size's width and height must be greater than zero"
    case .formatRootNotContainer: "the root must be a container"
    // Boards.
    case .formatCardBeforeLane: "a card before the first lane"
    case .formatHintLaneAbove: "put a {item} heading above it"
    case .formatNoLanes: "no lanes. A board has a {item} heading for each lane, with {target} cards under it"
    case .formatHintOpenOther: "open a Markdown board or outline, or a scene file ending in {file}"
    case .formatNoCards:
      "no cards. None of its {item} headings has {target} list items under it, so it reads as a document, not a board"
    case .formatHintAddCards: "add {edit} lines under the {item} headings"
    case .formatFrontMatterOpen: "the front matter that starts on line 1 is not closed"
    case .formatHintCloseFrontMatter: "end it with a line of three dashes, {item}"
    case .formatSettingsOpen: "the {item} block that starts here is not closed"
    case .formatHintCloseSettings: "end it with a line {target}"
    case .formatSettingsNotJSON: "the kanban settings block is not valid JSON, {reason}"
    case .formatHintFixSettings: "fix the JSON between the {edit} lines, or remove the block"
    case .formatNotInLane: "{item} is not in a lane, and a board holds cards only in lanes"
    case .formatHintIntoLane: "move it into a lane, or save as a scene file, {command}"
    // Outlines.
    case .formatOutlineTooDeep: "this block is nested {count} levels deep, and a scene holds at most {level}"
    case .formatHintOutdent: "outdent it and what is under it"
    case .formatNotInOrder: "the outline's nodes were not numbered in order"
    case .formatHintBug: "report this as a bug"
    case .formatIntoOpenFence:
      "the document ends inside a code fence that is never closed, it opens on line {line}, and the move would put {item} inside it"
    case .formatHintCloseFence:
      "close the fence with {target} in the file, or move the block that holds it back to the end"
    case .formatInsideFence: "{item} would be read inside the code fence that opens on line {line} of the saved file"
    case .formatHintUndoFence: "undo the move, or close the fence in the file first"
    case .formatInsideHTML: "{item} would be read inside the HTML block that starts on line {line} of the saved file"
    case .formatHintUndoHTML: "undo the move, or end the HTML block with a blank line in the file first"
    case .formatNotReadBackAt:
      "the document would not read back as the outline dnd shows. On line {line} of the saved file, {item} would read as something else, with indentation that mixes tabs and spaces, or a last line ending in a carriage return"
    case .formatNotReadBack:
      "the document would not read back as the outline dnd shows. Where a block moved, a line would read as something else, with indentation that mixes tabs and spaces, or a last line ending in a carriage return"
    case .formatHintUndoOrScene: "undo the move, or save it as a scene file, {command}"
    case .nounALine: "a line"
    case .nounTheDocument: "the document"
    default: nil
    }
  }
}
