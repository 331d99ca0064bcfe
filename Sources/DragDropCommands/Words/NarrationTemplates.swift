import DragDropAnnouncements

/// Every sentence the `Narrator` says outside a drag event, as templates with `{placeholder}`s:
/// selection, `where`, `targets`, `tree`, history, start-up, unsaved work and recovery. The drag
/// sentences themselves are the Announcer's (`AnnouncementTemplates`).
///
/// The English table is this file and its `NarrationTemplates+` parts (errors, boards, disk, files,
/// formats, help, reader); the other languages are
/// the catalogs in `po/`, made into tables by the build (DragDropTranslations). The command
/// reference of `Docs/` stays English.
public struct NarrationTemplates: Sendable {
  /// One template in the table.
  public enum Phrase: String, CaseIterable, Hashable, Sendable {
    case greeting, start, startSummary, containers, items, headings, listItems, contentsAnd
    case unsavedLeave, unsavedLeaveNoFile, unsavedQuit, unsavedQuitNoFile, unsavedReplace, unsavedReplaceNoFile
    case place, placeLifted, placeRoot, nothingName
    case selected, focusAmong, focusNotAmong, nothingSelected
    case whereSelected, whereGroup, whereFocus, whereNothing
    case selectionAdded, selectionRemoved, selectionAlready, selectionNotSelected, selectionAll
    case selectedCount, selectedCountList, selectedNone
    case nothingToCancel, nothingToUndo, nothingToRedo, noJumpEdge, noJumpAccepting, noJumpNone
    case expectationMet, goodbye, loaded, arrowsHint
    case targetsHeader, targetTakes, targetRefuses, targetHome
    case historyEmpty, historyHeader, historyUndone, historyAllUndone, historyUndoNext, historyUndoRedo
    case typeContainer, typeItem, treeLevel, treePosition, treeLifted, treeLiftedWith
    case holdsItems, holdsChildren, inColumn, inRow, inGrid, takesNoDrops, holdsAtMost, copiesDrops, tintsDrops
    case labelled, heading, headingLevel, listItem, levelUnder, noChildren, children, collapsedChildren
    case treeSummary, treeMore
    case recoveryOffer, recovered, recoveredFailed, recoveryFailed, discarded, endedToday, endedOn
    case languageNow, demoScene
    case infoFirst, infoKind, infoColor, infoSize, infoSizeOnly, infoAtTop, infoAtIn
    case rulesAnyKind, rulesKinds, rulesCopy, rulesTint, rulesFree, rulesColumn, rulesRow, rulesGrid, rulesGridFit
    case rulesTargets, rulesDraggable, rulesFixed
    case errorNoNode, errorNoNodeIn, hintDidYouMean, hintTree, errorNothingLifted, hintLiftExample, hintLiftFirst
    case errorNothingSelected, hintSelectKeys, hintNameItem, errorLifted, hintDropOrCancel, errorNotDraggable
    case errorDropOrCancel, errorNothingLiftedOrSelected, hintSelectOrLift
    case addedItem, addedContainer, removed, removedWithInside, renamed, propertySet, propertyUnchanged
    case propertyKind, propertyColor, propertyLabel, propertyDraggable, propertyAccepts, propertyCapacity
    case propertyEffect, propertyTargets, propertyLayout, propertyOrigin, propertySize
    case valueNone, valueAnyTarget, acceptsNothing, acceptsAnyKind, newScene
    case nothingToLiftAt, pointerDownOver, pointerDownNothing, pointerNothingThere, pointerWaiting, pointerReleased
    case savedScene, savedBoard, savedDocument, savedOtherNames, recordingTo, recordingStopped, droppedMarkedDone
    case optionNow, optionStep, optionMode, optionVerbosity, optionCollision, optionClamp, optionSnap, optionAxis
    case optionThreshold, optionHistoryLimit, optionSpeech, optionSpeechRate, optionLanguage
    case valuePoints, valueSteps, valueWordsAMinute, valueOn, valueOff
    case expectIn, expectPosition, expectAt, expectFromPosition, expectHolds, expectLifted, expectIdle, expectOver
    case expectColor, mapScene, mapNode, mapContainer, mapLifted
    case found, notFound, optionArrows, readingFile
    case optionView, viewColumnsLeft, viewColumnsRight, viewLinesAbove, viewLinesBelow, viewTooSmall
    // Labels of errors and warnings, the no-speech warning, and the map's legend.
    case errorLabel, warningLabel, warningNoSpeech, mapScale, mapMarks, mapCompanions
    case ruleBrokenItem, ruleBrokenCount, demoList, demoDefault, demoKanban, demoTwoViews, demoPalette, demoGrid
    case demoBounded, demoBoard, demoOutline, warningNoHistory, sameChoices
    // The parser's and the files' errors.
    case errorUnknownCommand, hintHelpCommands, hintDidYouMeanCommand, errorExpected, errorExpectedEnded
    case hintForExample, errorUnexpected, hintQuotes, errorCannotRead, errorCannotSave, hintMakeWritable
    case errorCannotRecord, errorCannotMakeFolder, errorNamesHoldMore, hintNameOneAsMore
    case reasonNoSuchFile, reasonPermission, reasonIsFolder, reasonDiskFull, reasonReadOnly, reasonNotFolder
    // Settings, the labels of visual info, and the command line's help.
    case settingsFile, settingsNoFile, settingSaved, sourceBuiltIn, sourceFile, sourceEnvironment, sourceFlag
    case sourceSession, infoPlace, infoFrame, infoAbsolute, infoRules, cliAbstract, cliUsage, cliArguments
    case cliOptions, cliFiles, cliLsp, cliCommands, cliScene, cliDemo, cliMode, cliShorthand, cliNoColor, cliNoHistory
    case cliKeepGoing, cliEcho, cliSpeak, cliView, cliLanguage, cliRecord, cliVersion, cliHelp
    // Help: the topics, the words around the command list, and each command's summary.
    case helpAccessibility1, helpAccessibility2, helpAccessibility3, helpAccessibility4, helpKeys1, helpKeys2
    case helpKeys3, helpKeys4, helpKeys5, helpKeys6, helpKeys7, helpKeys8, helpKeys9, helpKeys10, helpLanguages1
    case helpLanguages2, helpDocuments1, helpDocuments2, helpDocuments3, helpDocuments4, helpSceneFiles1
    case helpSceneFiles2, helpSceneFiles3, helpExitCodes, helpIntro, helpTopics, helpSyntax, helpExample
    case helpSay, helpForExample, helpOr, helpOptionally, groupDragging, groupPointer, groupFocus, groupHistory
    case groupEditing, groupSession, groupAssertions, summaryLift, summaryMove, summaryDrop, summaryCancel
    case summaryDrag, summaryIndent, summaryOutdent, summaryPointer, summarySelect, summaryFind, summaryWhere
    case summaryInfo, summaryTree, summaryTargets, summaryMap, summaryHistory, summaryUndo, summaryRedo
    case summaryAdd, summaryRemove, summaryRename, summarySet, summaryNew, summaryLoad, summarySave, summaryDemo
    case summarySource, summaryHelp, summarySettings, summaryRecord, summaryQuit, summaryQuitNow, summaryExpect
    // A value the engine refused (NarrationTemplates+Errors.swift).
    case valuePositionOf, valueSizeOf, valueLiftPoint, valueDragPoint, valueCapacityOf, valueSpacingPaddingOf
    case valueMarginSpacingOf, valueColumnsOf, valueGridCellOf, valueParameterOf, nounThisLayout, errorZeroOrMore
    case errorFiniteZeroOrMore, errorOneOrMore, errorNotInLayout, errorMustBeNumber, errorMustBeCount
    case errorMustBeSize, errorMustBeOneOf, hintAlsoWrite, errorRootRemoved, errorRootDraggable, errorRootLifted
    case errorUnknownNode, nounSpacing, nounPadding, nounMargin, errorNotAnOrder
    // `sort` (NarrationTemplates+Boards.swift and here).
    case summarySort, nounSortOrder, sortedByName, sortedByDate, sortedDoneLast, sortedAlreadyName
    case sortedAlreadyDate, sortedAlreadyDone, errorNothingToSort
    // Two sentences of an error, and the end of one, as the language writes them.
    case errorWithHint, sentenceEnd
    // `archive` and `unarchive` (NarrationTemplates+Boards.swift and here).
    case summaryOpen, summaryArchive, summaryUnarchive, archived, unarchived, errorNotABoard, hintOpenBoard,
      errorNotACard
    case errorAlreadyArchived, hintUnarchive, errorNotArchived
    // What a file format refuses (NarrationTemplates+Formats.swift).
    case formatNotUTF8, formatHintSaveUTF8, formatHoldsNUL, formatTooLarge, formatHintSplit, formatEmptyScene
    case formatNotJSON, formatEndsEarly, formatExpectedValue, formatExpectedColon, formatExpectedEither
    case formatExpectedKey, formatExpectedLiteral, formatNestedTooDeep, formatHintFlatten, formatKeyTwice
    case formatHintKeepOne, formatNotJSONNumber, formatHintNumber, formatNumberTooLarge, formatRawControl
    case formatHintEscapeControl, formatStringNotClosed, formatStringNotUTF8, formatLoneSurrogate
    case formatHintSurrogate, formatShortEscape, formatUnknownEscape, formatBackslashByte, formatHintEscapes
    case formatTextAfterEnd, formatExpectedObject, formatExpectedList, formatExpectedString, formatExpectedNumber
    case formatExpectedBool, formatExpectedNull, formatExpectedWhole, formatExpectedLayoutValue, formatWrongFormat
    case formatVersionNewer, formatHintUpgrade, formatVersionUnknown, formatMissingFormatFirst, formatMissingFormat
    case formatMissingField, formatUnknownField, formatUnknownFrameField, formatHintFrameFields
    case formatUnknownSizeField, formatHintSizeFields, formatUnknownLayoutField, formatEmptyName, formatNotNodeType
    case formatNegativeCapacity, formatNotEffect, formatItemWithChildren, formatHintMakeContainer
    case formatContainerOnly, formatFrameNotPositive, formatNotLayoutType, formatNotLayoutChoice
    case formatSizeIncomplete, formatSizeNotPositive, formatRootNotContainer, formatCardBeforeLane
    case formatHintLaneAbove, formatNoLanes, formatHintOpenOther, formatNoCards, formatHintAddCards
    case formatFrontMatterOpen, formatHintCloseFrontMatter, formatSettingsOpen, formatHintCloseSettings
    case formatSettingsNotJSON, formatHintFixSettings, formatNotInLane, formatHintIntoLane, formatOutlineTooDeep
    case formatHintOutdent, formatNotInOrder, formatHintBug, formatIntoOpenFence, formatHintCloseFence
    case formatInsideFence, formatHintUndoFence, formatInsideHTML, formatHintUndoHTML, formatNotReadBackAt
    case formatNotReadBack, formatHintUndoOrScene, nounALine, nounTheDocument
    // Errors, nouns and the manual's headings (NarrationTemplates+Errors.swift).
    case errorMinimum, errorNotPoint, hintPointForm, errorNotSizeText, hintSizeForm, errorSizeNotPositive
    case hintPositiveSize, errorIndentFirst, errorIndentCannotHold, errorOutdentTop, warnCannotRead, warnTOMLStopped
    case warnTOMLAt, warnNotTOML, warnUnknownSetting, warnUnknownSettingGuess, warnTakesWord, warnNotA
    case warnNotAGuess, warnTakesBool, warnStep, warnSpeechRate, warnLanguageQuoted, warnLanguageUnknown
    case nounSpeechRate
    case errorSameTitle, hintNumberedTitle, hintNameOneAs, errorNamesHold, hintTypeMore, errorEmptyPathPart
    case expectPlace, expectPlaceLifted, expectPlaceRoot, expectNotIn, expectNotAtPosition, expectNotAt
    case expectNotRightAfter, expectCount, expectLiftedOther, expectLiftedNothing, expectNotIdle
    case expectOverNothingLifted, expectOverOther, expectOverNothing, expectOverSomething, expectColorOther
    case expectUncolored
    case hintPathForm, errorAmbiguousName, hintUsePath, errorNotRecording, hintStartWith, errorAlreadyRecording
    case hintTypeFirst, errorInterrupted, hintNothingChanged, errorSourceDepth, hintSourcesItself, errorSourceWhere
    case errorNoDemo, hintListDemos, errorNoHelp, hintHelpList, hintDropBeforeLoading, hintDropBeforeSaving
    case errorLooksLikeScene, errorLooksLikeMarkdown, hintOpenFirst, errorNoFileYet, hintNameOne, errorNotRegular
    case errorSaveBoardAs, errorSaveDocumentAs
    case errorSaveNotRegular, hintSaveElsewhere, kindFolder, kindFIFO, kindSocket, kindDevice, errorFileTooLarge
    case hintSplitFile, errorFileGrew, reasonTooManyLinks, errorSettingsNotTOML, hintFixFileFirst
    case errorCannotSaveSetting, hintSettingsFileOnly, errorNoSettingsFile, hintSetHome, errorFindNeedsWords
    case errorSearchControl, hintTypeWords, errorNoSearch, hintFindFirst, errorIsLifted, hintIndentLifted
    case errorSceneIndent, errorSceneOutdent, errorPointerDown, hintSendFirst, errorPointerUp, hintSendOneFirst
    case errorIsItem, hintNameContainer, errorNoLayout, errorPastEnd, hintUseRange, errorItemProperty
    case errorWrongLayout, errorNotIn, hintNameChild, errorDuplicateName, errorSlashInName, errorEmptyName
    case errorInsideItself, errorRefused, errorNotAContainer, errorOutOfRange, errorNestedInGroup
    case errorNotFiniteValue, errorNotSize, errorLiftedNoSelect, errorNothingToSelect, hintAddItem
    case errorNothingDraggable, hintNameContainerItems, errorNoFocus, hintSelectFirst, errorTopLevel, hintGoDown
    case errorNoChildren, hintGoUp, errorNothingRight, errorNothingLeft, hintGoOn, errorNoColumnBeside
    case errorLastColumn, errorFirstColumn, errorUndraggableInGroup, hintSelectDraggable, errorNamedTwice
    case hintNameOnce, errorControlInName, hintRemoveControlName, errorUnknownEscape, hintEscapes
    case errorUnclosedQuote, hintCloseQuote, errorControlInCommand, hintRemoveControl, errorMissingValue
    case hintDidYouMeanOption, errorRateTooHigh, errorMissingLanguage, errorUnknownLanguage, hintHelpLanguages
    case errorNotPositive, errorNegative, errorQuotedCommand, hintStartWithCommand, errorDragToPoint
    case errorUnknownWord, hintChooseOne, hintNameInQuotes, errorMissingComma, hintCommas, errorNameBeforeComma
    case hintEachNameOnce, errorNameAfterComma, hintAddNameOrRemoveComma, errorNotNumber, errorNotWholeNumber
    case errorNotFinite, hintWriteLike, hintWriteLikeOr, errorTooLarge, hintBetween, hintAtMost, errorTooSmall
    case nounPosition, nounFileName, nounColor, nounSettingsFile, nounSteps, nounWordsToFind, nounCapacity
    case nounOption, nounNameOrPath, nounKind, nounCommandOrTopic, nounVerbosity, nounValue, nounY, nounX, nounWidth
    case nounThreshold, nounStep, nounSnapGrid, nounNewName, nounHistoryLimit, nounHeight, nounDepth, nounCount
    case nounProperty, nounPointerAction, nounNodeType, nounMode, nounLayout, nounExpectation, nounEffect
    case nounDirection, nounCollision, nounClamp, nounAxis, nounArrowKeys, nounSize, nounPoint, nounName, nounKinds
    case nounContainerNames, nounLabel, nounJournal, nounFile, nounDemoName, nounBatchFile, nounSceneFile
    case nounDocument, manName, manSynopsis, manDescription, manOptions, manCommands, manKeys, manAccessibility
    case manDocuments, manSceneFiles, manLanguages, manExitStatus, manSeeAlso, manEnglish
    // A board by ear, a card's date and time (NarrationTemplates+Boards.swift).
    case pages, folders, typeFolder, typePage, typeBoard, notReadYet, pagesInFolders, pagesAlone, openedVault,
      openedVaultFlat, openedPage, vaultSummary, vaultSummaryFlat, savedPages
    case savedNoPages, vaultSaveFinished, errorNotAPage, hintOpenPage, errorNotAVault, hintOpenFolder
    case errorVaultSaveAs, hintSaveAlone, errorPageChanged, hintPageChanged, errorCrossKind, hintMoveBack
    case errorIsPage, errorIsFolder, hintEditInPage
    // The language server (NarrationTemplates+Editor.swift).
    case actionMoveUp, actionMoveDown, actionMoveTop, actionMoveBottom, actionIndent, actionOutdent, actionMoveInto
    case actionMoveToPage, errorServerNoLength, hintServerFraming, errorServerNotRequest, hintServerRequest
    case errorServerNoMethod, hintServerMethods, errorServerNotStarted, hintServerInitialize, errorServerStopping
    case hintServerExit, errorServerParams, hintServerParams, errorServerNotOpen, hintServerOpen
    case lanes, cards, noCards, boardSummary, infoTagged, cardDue, cardDueAt, cardAt, dateWords, clockTime, clockHour
    case month1, month2, month3, month4, month5, month6, month7, month8, month9, month10, month11, month12
    // The open file changed on disk by another program (NarrationTemplates+Disk.swift).
    case diskReloaded, diskReloadedNothingToSave, diskChangedUnsaved, diskUnreadable, diskGone, diskWrittenBack
    case diskMerged, diskMergedMoves, diskOverwritten, diskOverwrittenDropping, diskReloadedByRequest
    case diskReloadedDropping
    case diskOpenElsewhere, errorFileChanged, hintFileChanged, errorTooManyToReplay, conflictMove, conflictAdd
    case conflictRemove, conflictRename, conflictChange, conflictNodeGone, conflictContainerGone, conflictPlaceGone
    case conflictRefused, conflictNameTaken, conflictChangedThere, errorNoFileToReload, hintOpenOne
    case errorRecordOpenFile, hintRecordElsewhere, summaryReload, summarySaveOver
    // A screen reader found at start, and saying answers again (NarrationTemplates+Reader.swift).
    case sourceDetected, greetingDetected, summaryAgain, nothingToRepeat, helpKeysAgain, helpAccessibilityAgain, focusOn
  }

  /// The language of the table.
  public let language: Language

  /// The table of a language; English for `.english`.
  public init(language: Language = .english, groupsNumbers: Bool = true) {
    self.language = language
    self.groupsNumbers = groupsNumbers
  }

  /// Numbers are written as the language writes them; false keeps plain digits, for the ear
  /// (see `AnnouncementTemplates.groupsNumbers`).
  public var groupsNumbers = true

  /// The English table.
  public static let english = NarrationTemplates()

  /// The template of a phrase; for a phrase with a count, the plural form the count takes.
  public func template(_ phrase: Phrase, count: Int? = nil) -> String {
    // English has no generated table: `choose` takes its singular or plural.
    return language.choose(
      translation: language.isEnglish ? nil : language.forms("narration." + phrase.rawValue),
      english: Self.english(phrase),
      englishOne: Self.englishOne(phrase), count: count)
  }

  /// The phrase with its placeholders filled; a phrase with plural forms takes the form its
  /// `count` value needs.
  public func fill(_ phrase: Phrase, _ values: TemplateValues = [:]) -> String {
    let (template, values) = prepared(phrase, values)
    return TemplateValues.fill(template, values)
  }

  /// The phrase filled as `fill(_:_:)` fills it, written at the end of `text`: a line built in
  /// one string makes no string of its own for each phrase it holds.
  public func fill(_ phrase: Phrase, _ values: TemplateValues, appendingTo text: inout String) {
    let (template, values) = prepared(phrase, values)
    TemplateValues.fill(template, values, appendingTo: &text)
  }

  /// The template of the form the values' count needs, and the values with their numbers as the
  /// language writes them.
  private func prepared(_ phrase: Phrase, _ values: TemplateValues) -> (String, TemplateValues) {
    let count = Self.englishOne(phrase) == nil ? nil : values.countNumber
    return (template(phrase, count: count), groupsNumbers ? values.localizingNumbers(language) : values)
  }

  /// The English template of a phrase (its plural, for a phrase with a count).
  public static func english(_ phrase: Phrase) -> String {
    switch phrase {
    case .greeting: "dnd, {scene}. Type help for commands, help keys for the keys, and quit or Control D to leave."
    case .start:
      "dnd, {scene}, {size}. Type select next and press Space to lift, help for the commands, or Control D to leave."
    case .startSummary: "The scene has {size}. Type tree to see them, or tree depth 1 for the top level."
    case .containers: "{count} containers"
    case .items: "{count} items"
    case .headings: "{count} headings"
    case .listItems: "{count} list items"
    case .contentsAnd: "{from} and {to}"
    case .unsavedLeave:
      "The scene has unsaved changes. Type save to write {file}, or press Control D again to leave without saving."
    case .unsavedLeaveNoFile:
      "The scene has unsaved changes. Type save FILE to keep them, or press Control D again to leave without saving."
    case .unsavedQuit:
      "The scene has unsaved changes. Type save to write {file}, or quit again or quit! to leave without saving."
    case .unsavedQuitNoFile:
      "The scene has unsaved changes. Type save and a file name to keep them, or quit again or quit! to leave without saving."
    case .unsavedReplace:
      "The scene has unsaved changes, and this would replace it. Type save to write {file}, or the same command again to discard them."
    case .unsavedReplaceNoFile:
      "The scene has unsaved changes, and this would replace it. Type save FILE to keep them, or the same command again to discard them."
    case .place: "in {container}, {position}"
    case .placeLifted: "lifted"
    case .placeRoot: "the scene root"
    case .nothingName: "nothing"
    case .selected: "Selected {item}, {place}."
    case .focusAmong: "Focus on {item}, {place}, one of the {count} selected."
    case .focusNotAmong: "Focus on {item}, {place}, not one of the {count} selected."
    case .nothingSelected: "Nothing selected."
    case .whereSelected: "{item} is selected, {place}. Nothing is lifted."
    case .whereGroup: "{count} items are selected, {items}.{focus} Nothing is lifted."
    case .whereFocus: " The focus is on {item}, {place}."
    case .whereNothing: "Nothing is selected or lifted. Use select NAME or select next to choose an item."
    case .selectionAdded: "Added {item}, {now}."
    case .selectionRemoved: "Deselected {item}, {now}."
    case .selectionAlready: "{item} is already selected, {now}."
    case .selectionNotSelected: "{item} was not selected, {now}."
    case .selectionAll: "Selected {count} items in {container}, {items}."
    case .selectedCount: "{count} selected"
    case .selectedCountList: "{count} selected, {items}"
    case .selectedNone: "nothing selected"
    case .nothingToCancel: "Nothing is lifted, nothing to cancel."
    case .nothingToUndo: "Nothing to undo."
    case .nothingToRedo: "Nothing to redo."
    case .noJumpEdge: "{item} is over {target}, which has no first or last position."
    case .noJumpAccepting: "No other container would take {item}."
    case .noJumpNone: "No other container to move {item} to."
    case .expectationMet: "Expectation met, {edit}."
    case .goodbye: "Goodbye."
    case .loaded: "Loaded {scene}, {size}."
    case .arrowsHint:
      "Nothing is lifted. The arrow keys move a lifted item, and Shift with an arrow moves it 10 steps. Press Space to lift the selected item."
    case .targetsHeader: "Targets for {item}."
    case .targetTakes: "{target}{home} takes it."
    case .targetRefuses: "{target}{home} does not, it {reason}."
    case .targetHome: ", its home,"
    case .historyEmpty: "History is empty, nothing to undo or redo."
    case .historyHeader: "History, {count} steps, {from} can be undone, {to} can be redone."
    case .historyUndone: ", undone"
    case .historyAllUndone: "Everything is undone. Redo brings back step 1."
    case .historyUndoNext: "Undo takes back step {position}."
    case .historyUndoRedo: "Undo takes back step {position}, and redo brings back step {to}."
    case .typeContainer: "container"
    case .typeItem: "item"
    case .treeLevel: "level {level}"
    case .treePosition: "{position} of {count}"
    case .treeLifted: "{item} is lifted, on the drag layer."
    case .treeLiftedWith: "{item} is lifted with {items}, on the drag layer."
    case .holdsItems: "{count} items"
    case .holdsChildren: "{count} children"
    case .inColumn: " in a column"
    case .inRow: " in a row"
    case .inGrid: " in a grid"
    case .takesNoDrops: "takes no drops"
    case .holdsAtMost: "holds at most {count}"
    case .copiesDrops: "copies what is dropped"
    case .tintsDrops: "takes the color of what is dropped"
    case .labelled: "label {color}"
    case .heading: "heading"
    case .headingLevel: "heading {level}"
    case .listItem: "list item"
    case .levelUnder: "level {level} under {target}"
    case .noChildren: "no children"
    case .children: "{count} children"
    case .collapsedChildren: "collapsed, {count} children"
    case .treeSummary: "{size}, {count} levels deep."
    case .treeMore:
      "{count} more lines not shown. Type tree all for every line, tree depth and a number for more levels, or tree and a name for one part."
    case .recoveryOffer:
      "A session on {scene} ended {from} without saving {count} commands. Type recover to bring them back, or discard to throw them away."
    case .recovered: "Recovered {count} commands on {scene}. You are back where you were."
    case .recoveredFailed:
      "Recovered {count} commands on {scene}. You are back where you were. {failed} of them did not apply, as before."
    case .recoveryFailed:
      "Cannot recover the session on {scene}, {reason}. Its journal stays at {file}. Type discard to throw it away."
    case .discarded: "Discarded the unsaved session."
    case .endedToday: "today at {to}"
    case .endedOn: "on {from} at {to}"
    case .languageNow: "The language is now {item}."
    case .demoScene: "the {scene} demo"
    case .infoFirst: "{item}, {edit}, {place}."
    case .infoKind: "kind {color}"
    case .infoColor: "color {color}"
    case .infoSize: "{from} wide and {to} high"
    case .infoSizeOnly: "It is {size}."
    case .infoAtTop: "It is at {point}, {size}."
    case .infoAtIn: "It is at {point} in {container}, {size}, and at {origin} in the scene."
    case .rulesAnyKind: "takes any kind"
    case .rulesKinds: "takes {items} only"
    case .rulesCopy: "a drop copies the item"
    case .rulesTint: "a drop gives it the item's color"
    case .rulesFree: "items stay where they are dropped"
    case .rulesColumn: "stacks items top to bottom, {distance} apart"
    case .rulesRow: "stacks items left to right, {distance} apart"
    case .rulesGrid: "lays items out in a grid of {count} columns"
    case .rulesGridFit: "lays items out in a grid of as many columns as fit"
    case .rulesTargets: "may go only to {target}"
    case .rulesDraggable: "can be dragged"
    case .rulesFixed: "cannot be dragged"
    case .errorNoNode: "no node named '{item}'"
    case .errorNoNodeIn: "no node named '{item}' in {container}"
    case .hintDidYouMean: "did you mean '{target}'?"
    case .hintTree: "type tree to see every name"
    case .errorNothingLifted: "nothing is lifted"
    case .hintLiftExample: "lift an item first, for example, lift {item}"
    case .hintLiftFirst: "lift an item first"
    case .errorNothingSelected: "nothing is selected"
    case .hintSelectKeys: "type select and an item's name, or select next, then press Space, or type lift and a name"
    case .hintNameItem: "name an item, for example {item}, or select one first"
    case .errorLifted: "{item} is lifted"
    case .hintDropOrCancel: "drop or cancel it first"
    case .errorNotDraggable: "{item} cannot be dragged, its draggable property is false"
    case .errorDropOrCancel: "drop or cancel {item} first"
    case .errorNothingLiftedOrSelected: "nothing is lifted or selected"
    case .hintSelectOrLift: "select or lift an item first"
    case .addedItem: "Added item {item} {place}."
    case .addedContainer: "Added container {item} {place}."
    case .removed: "Removed {item} from {container}."
    case .removedWithInside: "Removed {item} from {container} and the {count} nodes inside it."
    case .renamed: "Renamed {from} to {to}."
    case .propertySet: "Set the {properties} of {item} to {to}."
    case .propertyUnchanged: "{item} already has that value. Nothing changed."
    case .propertyKind: "kind"
    case .propertyColor: "color"
    case .propertyLabel: "label"
    case .propertyDraggable: "draggable property"
    case .propertyAccepts: "accepted kinds"
    case .propertyCapacity: "capacity"
    case .propertyEffect: "effect"
    case .propertyTargets: "allowed targets"
    case .propertyLayout: "layout"
    case .propertyOrigin: "origin"
    case .propertySize: "size"
    case .valueNone: "none"
    case .valueAnyTarget: "any"
    case .acceptsNothing: "nothing, so it takes no drops"
    case .acceptsAnyKind: "any kind"
    case .newScene: "a new scene"
    case .nothingToLiftAt: "Nothing to lift at {point}."
    case .pointerDownOver: "Pointer down at {point}, over {item}."
    case .pointerDownNothing: "Pointer down at {point}, over nothing draggable."
    case .pointerNothingThere: "Pointer at {point}. There is nothing to drag where it was pressed."
    case .pointerWaiting: "Pointer at {point}, {distance} of {threshold} points from the press. No drag yet."
    case .pointerReleased: "Pointer released. Nothing was dragged."
    case .savedScene: "Saved the scene to {file}."
    case .savedBoard: "Saved the board to {file}."
    case .droppedMarkedDone: "Dropped, marked done."
    case .savedDocument: "Saved the document to {file}."
    case .savedOtherNames: "Its {count} other names, hard links, keep the old version."
    case .recordingTo: "Recording to {file}. Record stop ends it, and dnd {file} replays it."
    case .recordingStopped: "Stopped recording {file}, with {count} expectations pinning where things ended."
    case .optionNow: "{properties} is now {to}."
    case .optionStep: "Step"
    case .optionMode: "Mode"
    case .optionVerbosity: "Verbosity"
    case .optionCollision: "Collision"
    case .optionClamp: "Clamp"
    case .optionSnap: "Snap"
    case .optionAxis: "Axis lock"
    case .optionThreshold: "Pointer threshold"
    case .optionHistoryLimit: "History limit"
    case .optionSpeech: "Speech"
    case .optionSpeechRate: "The speech rate"
    case .optionLanguage: "The language"
    case .valuePoints: "{count} points"
    case .valueSteps: "{count} steps"
    case .valueWordsAMinute: "{count} words a minute"
    case .valueOn: "on"
    case .valueOff: "off"
    case .expectIn: "{item} in {container}"
    case .expectPosition: "{edit}, position {position}"
    case .expectAt: "{edit}, at {point}"
    case .expectFromPosition: "{edit}, from position {position}"
    case .expectHolds: "{container} holds {count}"
    case .expectLifted: "{item} is lifted"
    case .expectIdle: "nothing is lifted"
    case .expectOver: "over {target}"
    case .expectColor: "{item} is {color}"
    case .mapScene: "Map of {scene}, {size} points."
    case .mapNode: "{item}, {properties}, from {origin} to {point}."
    case .mapContainer: "{item}, {properties}, from {origin} to {point}, {size}."
    case .mapLifted: "{item} is lifted at {point}, {over}"
    case .found: "{item}, {place}, match {position} of {count}."
    case .notFound: "Nothing holds {item}."
    case .optionArrows: "The arrow key mode"
    case .readingFile: "Reading {file}, {count} megabytes."
    case .optionView: "The live view"
    case .viewColumnsLeft: "{count} more columns to the left"
    case .viewColumnsRight: "{count} more columns to the right"
    case .viewLinesAbove: "{count} more lines above"
    case .viewLinesBelow: "{count} more lines below"
    case .viewTooSmall:
      "The window is too small to show the scene. It shows again when the window is at least 40 columns wide and 10 rows high."
    case .errorLabel: "error"
    case .warningLabel: "warning"
    case .warningNoSpeech:
      "speech is on, but no speech program is installed, so dnd goes on without it. To hear dnd, install a speech program with {command}"
    case .mapScale: "One column is {count} points."
    case .mapMarks: "{item} marks the lifted item, and {target} its target."
    case .mapCompanions: "{item} marks the items lifted with it."
    case .errorUnknownCommand: "unknown command '{item}'"
    case .hintHelpCommands: "type help for the list of commands"
    case .hintDidYouMeanCommand: "did you mean '{target}'? Type help for the list"
    case .errorExpected: "expected {item} after '{command}', but found '{target}'"
    case .errorExpectedEnded: "expected {item} after '{command}', but the command ended"
    case .hintForExample: "for example, {edit}"
    case .errorUnexpected: "unexpected '{item}' after '{command}'"
    case .hintQuotes: "a name with spaces needs quotes, like {target}. Or see {edit}"
    case .errorCannotRead: "cannot read {file}, {reason}"
    case .errorCannotSave: "cannot save {file}, {reason}"
    case .errorCannotRecord: "cannot record to {file}, {reason}"
    case .errorCannotMakeFolder: "cannot make the folder {file}, {reason}"
    case .errorNamesHoldMore: "{count} names hold '{item}', {items}, and {size} more"
    case .hintNameOneAsMore: "name one as {items}, and {size} more, or find {item} to go through them"
    case .hintMakeWritable:
      "it is read only to you. Make it writable with {command}, or save under another name"
    case .reasonNoSuchFile: "there is no such file or folder"
    case .reasonPermission: "permission denied"
    case .reasonIsFolder: "it is a folder"
    case .reasonDiskFull: "the disk is full"
    case .reasonReadOnly: "the file system is read only"
    case .reasonNotFolder: "a part of the path is not a folder"
    case .settingsFile: "The settings file is {file}. Add save to set, as in {command}, to keep one."
    case .settingsNoFile: "There is no settings file. Set {command} to keep settings."
    case .settingSaved: "Saved {item} {edit} in {file}. It applies from the next start too."
    case .sourceBuiltIn: "built in"
    case .sourceFile: "from {file}, line {row}"
    case .sourceEnvironment: "from the environment variable {command}"
    case .sourceFlag: "from {command} on the command line"
    case .sourceSession: "set in this session"
    case .infoPlace: "place"
    case .infoFrame: "frame"
    case .infoAbsolute: "absolute"
    case .infoRules: "rules"
    default:
      englishErrors(phrase) ?? englishBoards(phrase) ?? englishDisk(phrase) ?? englishReader(phrase)
        ?? englishFiles(phrase) ?? englishFormats(phrase) ?? englishHelp(phrase) ?? englishVault(phrase)
        ?? englishEditor(phrase) ?? ""
    }
  }

  /// The English singular of a phrase that has a count, said when the count is 1; nil for a
  /// phrase without plural forms.
  public static func englishOne(_ phrase: Phrase) -> String? {
    switch phrase {
    case .containers: "{count} container"
    case .items: "{count} item"
    case .headings: "{count} heading"
    case .listItems: "{count} list item"
    case .focusAmong: "Focus on {item}, {place}, one of the {count} selected."
    case .focusNotAmong: "Focus on {item}, {place}, not one of the {count} selected."
    case .whereGroup: "{count} item is selected, {items}.{focus} Nothing is lifted."
    case .selectionAll: "Selected {count} item in {container}, {items}."
    case .selectedCount: "{count} selected"
    case .selectedCountList: "{count} selected, {items}"
    case .historyHeader: "History, {count} step, {from} can be undone, {to} can be redone."
    case .holdsItems: "{count} item"
    case .holdsChildren: "{count} child"
    case .holdsAtMost: "holds at most {count}"
    case .rulesGrid: "lays items out in a grid of {count} column"
    case .children: "{count} child"
    case .collapsedChildren: "collapsed, {count} child"
    case .treeSummary: "{size}, {count} level deep."
    case .treeMore:
      "{count} more line not shown. Type tree all for every line, tree depth and a number for more levels, or tree and a name for one part."
    case .recoveryOffer:
      "A session on {scene} ended {from} without saving {count} command. Type recover to bring them back, or discard to throw them away."
    case .recovered: "Recovered {count} command on {scene}. You are back where you were."
    case .recoveredFailed:
      "Recovered {count} command on {scene}. You are back where you were. {failed} of them did not apply, as before."
    case .removedWithInside: "Removed {item} from {container} and the {count} node inside it."
    case .savedOtherNames: "Its other name, a hard link, keeps the old version."
    case .recordingStopped: "Stopped recording {file}, with {count} expectation pinning where things ended."
    case .valuePoints: "{count} point"
    case .valueSteps: "{count} step"
    case .valueWordsAMinute: "{count} word a minute"
    case .found: "{item}, {place}, the only match."
    case .readingFile: "Reading {file}, {count} megabyte."
    case .mapScale: "One column is {count} point."
    case .viewColumnsLeft: "{count} more column to the left"
    case .viewColumnsRight: "{count} more column to the right"
    case .viewLinesAbove: "{count} more line above"
    case .viewLinesBelow: "{count} more line below"
    default:
      englishOneErrors(phrase) ?? englishOneBoards(phrase) ?? englishOneDisk(phrase) ?? englishOneReader(phrase)
        ?? englishOneFiles(phrase) ?? englishOneVault(phrase) ?? englishOneEditor(phrase)
    }
  }
}
