/// Every sentence the `Announcer` says, as templates with `{placeholder}`s.
///
/// All the words live in this one table, so another language is another table: give each
/// phrase its translation and pass it to `Announcer(templates:)`. Placeholders are filled with
/// names (control characters escaped), positions and other phrases.
public struct AnnouncementTemplates: Sendable {
  /// One template in the table.
  public enum Phrase: String, CaseIterable, Hashable, Sendable {
    case position, positionBrief, gridCell
    case lifted
    case movedBrief, movedRefusedBrief, movedPositionBrief
    case liftedBrief, refusedBrief, backHomeBrief, notOverDropAreaBrief
    case briefKind, briefFull, briefNotAllowed, briefInsideItself, briefNameTaken, briefNoDrops, briefNoCards,
      briefNoBlocks
    case moved, overInsideItself, overRefusing, overTint, overTarget, overPosition
    case hintDrop, hintPutBack
    case dropped, droppedDetail
    case refused, refusedInsideItself
    case backHome, cancelled, notOverDropArea
    case copied, tinted, colorless
    case instructionsKeys, instructionsCommands, instructionsKeysGroup, instructionsCommandsGroup
    case whereLifted
    case alreadyFirst, alreadyLast, staysAtEdge, edgeBrief
    case towardsUp, towardsDown, towardsLeft, towardsRight
    case undone, redone, fewerUndone, fewerRedone, valueNow, noValue
    case editMovedWithin, editMoved, editAdded, editRemoved, editRenamed, editChanged, listJoiner
    case propertyPosition, propertySize, propertyColor, propertyKind, propertyLabel, propertyDraggable
    case propertyAccepts, propertyCapacity, propertyEffect, propertyTargets, propertyLayout
    case regionTopLeft, regionTop, regionTopRight, regionLeft, regionMiddle, regionRight
    case regionBottomLeft, regionBottom, regionBottomRight
    case sideTop, sideBottom, sideLeft, sideRight
    case travelAt, travelFrom, travelPast, travelAtBrief, travelFromBrief, travelPastBrief, travelInScene
    case nearOverlapping, nearNextTo, andMore, tintClause
    case overFree, overFreeHere, overFreeBrief, overFreeRefusing, overFreeRefusingHere
    case overNothingNearest, overNothingNone, overNothingBrief, overNothingNoneBrief
    case offsetBelow, offsetAbove, offsetLeft, offsetRight
    case offsetDownBrief, offsetUpBrief, offsetLeftBrief, offsetRightBrief
    case stoppedAt, stoppedHere, stoppedBrief, stoppedHereBrief, theScene
    case editMovedWithinFree, droppedFromTo, coordinates, overNothingTravelBrief
    case movedPosition, inPage, movedTarget, movedRefusing, movedTint, droppedShort, theItem
    case movedFree, movedFreeHere, movedFreeRefusing, movedNothing, movedNothingNone
    case undoneMove, redoneMove, undoHint, briefTooDeep
    case groupLifted, groupLiftedBrief, groupLeads, positionRange, positionRangeBrief, cellRange
    case groupKindMember, groupNotTarget, groupRoom, groupRoomBrief, groupRefused
    case groupBack, groupBackBrief, groupDropped, groupDroppedBrief, groupCameFrom, groupUndoHint
    case groupOverKind, groupOverRoom, groupDroppedInPlace
    case groupCopied, groupTinted, groupUndone, groupRedone, editMovedGroup, editAddedGroup, groupWhereLifted
    case editReordered, reorderUndone, reorderRedone, editArchived, editUnarchived
    case movedOutline, movedOutlineBrief, droppedOutline
    case movedOutlineLevel, movedOutlineSameLevel, movedOutlineSameParent
    case movedOutlineSameLevelBrief, movedOutlineSameParentBrief
    case edgeFirst, edgeLast, edgeStays, putBack
    case nothing
    case namedTask, taskTodo, taskDoing, taskDone, taskLater, taskNow, taskWaiting, taskCancelled, nameGoesOn
  }

  /// Templates that replace the English ones, or nil for English. Optional, so the English
  /// table never builds a dictionary.
  private var overrides: [Phrase: String]?
  /// The language whose phrases the table speaks; English when there are none.
  public private(set) var language: Language = .english

  /// Templates that replace the English ones, by phrase; empty for English.
  public var phrases: [Phrase: String] {
    get { overrides ?? [:] }
    set { overrides = newValue }
  }

  /// Creates a table; a phrase missing from it is said in English.
  public init(phrases: [Phrase: String]) {
    self.overrides = phrases.isEmpty ? nil : phrases
  }

  private init() {
    self.overrides = nil
  }

  /// The table of a language: its phrases (a translation built from `po/`, or an app's own),
  /// English for any it lacks.
  public init(language: Language, groupsNumbers: Bool = true) {
    self.overrides = nil
    self.language = language
    self.groupsNumbers = groupsNumbers
  }

  /// Numbers are written as the language writes them ("1,000,000", "1.000.000"); false keeps
  /// plain digits, which speech synthesizers read right in every language (espeak-ng reads
  /// "100 000" as "sto nol nol nol" in Russian): screen-reader mode turns it off.
  public var groupsNumbers = true

  /// The English table: short sentences written to be heard, the most important words first.
  public static let english = AnnouncementTemplates()

  /// The template of a phrase; for a phrase with a count, the plural form the count takes.
  public func template(_ phrase: Phrase, count: Int? = nil) -> String {
    if let overrides, let template = overrides[phrase] { return template }
    // English has no generated table: `choose` takes its singular or plural.
    return language.choose(
      translation: language.isEnglish ? nil : language.forms("announcement." + phrase.rawValue),
      english: Self.english(phrase),
      englishOne: Self.englishOne(phrase), count: count)
  }

  /// The English singular of a phrase that has a count, said when the count is 1; nil for a
  /// phrase without plural forms. `english(_:)` gives the plural.
  public static func englishOne(_ phrase: Phrase) -> String? {
    switch phrase {
    case .fewerUndone: "That was all there was, {count} undone."
    case .fewerRedone: "That was all there was, {count} redone."
    case .briefTooDeep: "is {count} level deep"
    case .andMore: " and {count} more"
    case .groupLifted: "Lifted {count} item, {items}, from {container}."
    case .groupLiftedBrief: "Lifted {count} item, {items}."
    case .groupRoom: "{target} has room for {room} of the {count}."
    case .groupRoomBrief: "{target}, room for {room} of {count}."
    case .groupOverRoom: "over {target}, which has room for {room} of the {count}."
    case .groupBack: "{count} item is back in {container}."
    case .groupBackBrief: "{count} back in {container}."
    case .groupDropped: "Dropped {count} item into {target}, {position}."
    case .groupDroppedBrief: "Dropped {count}."
    case .groupDroppedInPlace: "Dropped {count} item where it was, in {container}."
    case .groupCopied: "Copied {count} item into {target}, {position}. The original stays home."
    case .groupTinted: "{target} is {color} now, and the {count} item is back home."
    case .groupUndone: "Undid the move, {count} item is back in {container}{position}."
    case .groupRedone: "Redid the move, {count} item is in {container}{position}."
    case .editMovedGroup: "moved {count} item from {from} to {to}"
    case .editAddedGroup: "added {count} item to {container}"
    case .groupWhereLifted: "{count} item is lifted, {item} leading, {over}"
    default: nil
    }
  }

  /// The English template of a phrase. A switch, not a dictionary: no table is built at start-up.
  public static func english(_ phrase: Phrase) -> String {
    switch phrase {
    case .position: "position {position} of {count}"
    case .positionBrief: "{position} of {count}"
    case .gridCell: "row {row}, column {column}"
    case .lifted: "Lifted {item} from {container}, {position}."
    case .movedBrief: "Over {target}."
    case .movedRefusedBrief: "{target} {reason}."
    case .movedPositionBrief: "{target} {position}."
    case .liftedBrief: "Lifted {item}."
    case .refusedBrief: "Refused, {target} {reason}."
    case .backHomeBrief: "Back in {container}, {position}."
    case .notOverDropAreaBrief: "No drop area. {back}"
    case .briefKind: "takes no {reason}"
    case .briefFull: "is full"
    case .briefNotAllowed: "is not a target for it"
    case .briefInsideItself: "is inside {item}"
    case .briefNameTaken: "already has one named {reason}"
    case .briefNoDrops: "takes no drops"
    case .briefNoCards: "takes no cards, a card belongs on a board"
    case .briefNoBlocks: "takes no list items or headings, they belong on a page"
    case .moved: "{item} {over}"
    case .overInsideItself: "over {target}, but {item} cannot go inside itself."
    case .overRefusing: "over {target}, which {reason}."
    case .overTint: "over {target}, which takes its color on drop."
    case .overTarget: "over {target}."
    case .overPosition: "over {target}, {position}."
    case .hintDrop: "Drop to place it here, or keep moving."
    case .hintPutBack: "Dropping now would put it back."
    case .dropped: "Dropped {item} into {target}, {position}."
    case .droppedDetail: "Its frame is now {origin} {size}. Undo puts it back."
    case .refused: "{target} refused {item}. It {reason}."
    case .refusedInsideItself: "{item} cannot go inside itself."
    case .backHome: "{item} is back in {container}, {position}."
    case .cancelled: "Cancelled. {back}"
    case .notOverDropArea: "Not over a drop area. {back}"
    case .copied: "Copied {item} into {target} as {copy}, {position}. The original stays home."
    case .tinted: "{target} is {color} now, and {item} is back home."
    case .colorless: "colorless"
    case .instructionsKeysGroup:
      "Arrows move them together, Space drops, Escape puts them back."
    case .instructionsCommandsGroup:
      "To move them, type move up, down, left or right, or move into a container. Then drop, or cancel to put them back."
    case .instructionsKeys: "Arrows move it, Space drops, Escape puts it back."
    case .instructionsCommands:
      "To move it, type move up, down, left or right, or move into a container. Then drop, or cancel to put it back."
    case .whereLifted: "{item} is lifted, {over}"
    case .alreadyFirst: "{item} is already first in {container}, {position}, no drop area {towards}."
    case .alreadyLast: "{item} is already last in {container}, {position}, no drop area {towards}."
    case .edgeBrief: "Stays in {container}, {position}, nothing {towards}."
    case .staysAtEdge: "{item} stays in {container}, {position}, no drop area {towards}."
    case .towardsUp: "above"
    case .towardsDown: "below"
    case .towardsLeft: "to the left"
    case .towardsRight: "to the right"
    case .undone: "Undid, {edit}."
    case .redone: "Redid, {edit}."
    case .valueNow: "The {properties} of {item} is {to} now."
    case .noValue: "none"
    case .fewerUndone: "That was all there was, {count} undone."
    case .fewerRedone: "That was all there was, {count} redone."
    case .editMovedWithin: "moved {item} within {container} from position {from} to {to}"
    case .editMoved: "moved {item} from {from} to {to}"
    case .editAdded: "added {item} to {container}"
    case .editRemoved: "removed {item} from {container}"
    case .editRenamed: "renamed {from} to {to}"
    case .editChanged: "changed the {properties} of {item}"
    case .listJoiner: " and "
    case .propertyPosition: "position"
    case .propertySize: "size"
    case .propertyColor: "color"
    case .propertyKind: "kind"
    case .propertyLabel: "label"
    case .propertyDraggable: "draggable"
    case .propertyAccepts: "accepts"
    case .propertyCapacity: "capacity"
    case .propertyEffect: "effect"
    case .propertyTargets: "targets"
    case .propertyLayout: "layout"
    case .regionTopLeft: "top left"
    case .regionTop: "top middle"
    case .regionTopRight: "top right"
    case .regionLeft: "middle left"
    case .regionMiddle: "middle"
    case .regionRight: "middle right"
    case .regionBottomLeft: "bottom left"
    case .regionBottom: "bottom middle"
    case .regionBottomRight: "bottom right"
    case .sideTop: "top"
    case .sideBottom: "bottom"
    case .sideLeft: "left"
    case .sideRight: "right"
    case .travelAt: "at the {side} edge"
    case .travelFrom: "{distance} from the {side} edge"
    case .travelPast: "{distance} past the {side} edge"
    case .travelAtBrief: "at {side} edge"
    case .travelFromBrief: "{distance} from {side}"
    case .travelPastBrief: "{distance} past {side}"
    case .travelInScene: "It is {travel} of the scene."
    case .nearOverlapping: ", overlapping {target}"
    case .nearNextTo: ", next to {target}"
    case .andMore: " and {count} more"
    case .tintClause: "A drop tints it {color}."
    case .overFree: "over {target}, {region}{near}, {travel}."
    case .overFreeHere: "over {target}, {region}{near}."
    case .overFreeBrief: "{target}, {travel}."
    case .overFreeRefusing: "over {target}, which {reason}, {travel}."
    case .overFreeRefusingHere: "over {target}, which {reason}."
    case .overNothingNearest: "over nothing, {target} is {offset}."
    case .overNothingNone: "over nothing, no drop area takes it."
    case .overNothingBrief: "Nothing, {target} {offset}."
    case .overNothingNoneBrief: "Over nothing."
    case .offsetBelow: "{distance} below"
    case .offsetAbove: "{distance} above"
    case .offsetLeft: "{distance} to the left"
    case .offsetRight: "{distance} to the right"
    case .offsetDownBrief: "{distance} down"
    case .offsetUpBrief: "{distance} up"
    case .offsetLeftBrief: "{distance} left"
    case .offsetRightBrief: "{distance} right"
    case .stoppedAt: "{item} stays at the {side} edge of {target}."
    case .stoppedHere: "{item} stays where it is."
    case .stoppedBrief: "Stopped at {side} edge."
    case .stoppedHereBrief: "Stopped."
    case .theScene: "the scene"
    case .editMovedWithinFree: "moved {item} within {container}"
    case .droppedFromTo: "It went from {from} position {position} to {target} position {to}."
    case .coordinates: "At {point} in {target}."
    case .overNothingTravelBrief: "Nothing, {travel}."
    case .movedPosition: "{target}, {position}."
    case .inPage: "{container}, {target}"
    case .movedOutline: "{item}, level {level} under {target}, {position} of {count}."
    case .movedOutlineBrief: "Level {level}, {target}, {position} of {count}."
    case .droppedOutline: "Dropped {item}, level {level} under {target}, {position} of {count}."
    case .movedOutlineLevel: "Level {level} under {target}, {position} of {count}."
    case .movedOutlineSameLevel: "Under {target}, {position} of {count}."
    case .movedOutlineSameParent: "Position {position} of {count}."
    case .movedOutlineSameLevelBrief: "{target}, {position} of {count}."
    case .movedOutlineSameParentBrief: "{position} of {count}."
    case .edgeFirst: "Already first in {container}."
    case .edgeLast: "Already last in {container}."
    case .edgeStays: "Nothing {towards}, still in {container}."
    case .putBack: "Put back in {container}, {position}."
    case .movedTarget: "{target}."
    case .movedRefusing: "{target} {reason}."
    case .movedTint: "{target}, which takes its color on drop."
    case .droppedShort: "Dropped."
    case .theItem: "the item"
    case .movedFree: "{target}, {region}{near}, {travel}."
    case .movedFreeHere: "{target}, {region}{near}."
    case .movedFreeRefusing: "{target} {reason}, {travel}."
    case .movedNothing: "Over nothing, {target} is {offset}."
    case .movedNothingNone: "Over nothing, no drop area takes it."
    case .undoneMove: "Undid the move, {item} is back in {container}, {position}."
    case .redoneMove: "Redid the move, {item} is in {container}, {position}."
    case .undoHint: "Undo puts it back."
    case .briefTooDeep: "is {count} levels deep"
    case .groupLifted: "Lifted {count} items, {items}, from {container}."
    case .groupLiftedBrief: "Lifted {count} items, {items}."
    case .groupLeads: "{item} leads, and the others follow in order."
    case .positionRange: "positions {position} to {to} of {count}"
    case .positionRangeBrief: "{position} to {to} of {count}"
    case .cellRange: "{from} to {to}"
    case .groupKindMember: "{target} {reason}, and {item} is one."
    case .groupNotTarget: "{target} is not a target for {item}."
    case .groupRoom: "{target} has room for {room} of the {count}."
    case .groupRoomBrief: "{target}, room for {room} of {count}."
    case .groupRefused: "Refused, {reason}"
    case .groupBack: "{count} items are back in {container}."
    case .groupBackBrief: "{count} back in {container}."
    case .groupDropped: "Dropped {count} items into {target}, {position}."
    case .groupDroppedBrief: "Dropped {count}."
    case .groupCameFrom: "They came from {from}."
    case .groupUndoHint: "Undo puts them back."
    case .groupOverKind: "over {target}, which {reason}, and {item} is one."
    case .groupOverRoom: "over {target}, which has room for {room} of the {count}."
    case .groupDroppedInPlace: "Dropped {count} items where they were, in {container}."
    case .groupCopied: "Copied {count} items into {target}, {position}. The originals stay home."
    case .groupTinted: "{target} is {color} now, and the {count} items are back home."
    case .groupUndone: "Undid the move, {count} items are back in {container}{position}."
    case .groupRedone: "Redid the move, {count} items are in {container}{position}."
    case .editMovedGroup: "moved {count} items from {from} to {to}"
    case .editReordered: "put {container} in a new order"
    case .editArchived: "archived {item}"
    case .editUnarchived: "took {item} out of the archive"
    case .reorderUndone: "Undid the new order, {container} is as it was."
    case .reorderRedone: "Redid the new order of {container}."
    case .editAddedGroup: "added {count} items to {container}"
    case .groupWhereLifted: "{count} items are lifted, {item} leading, {over}"
    case .nothing: "nothing"
    case .namedTask: "{item}, {state}"
    case .taskTodo: "to do"
    case .taskDoing: "doing"
    case .taskDone: "done"
    case .taskLater: "later"
    case .taskNow: "now"
    case .taskWaiting: "waiting"
    case .taskCancelled: "cancelled"
    case .nameGoesOn: "{item}…"
    }
  }

  /// The phrase with its placeholders filled; an unknown placeholder is left as written. A
  /// phrase with plural forms takes the form its `count` value needs.
  ///
  /// - Complexity: O(length of the template and the values).
  public func fill(_ phrase: Phrase, _ values: TemplateValues = [:]) -> String {
    let count = Self.englishOne(phrase) == nil ? nil : values.countNumber
    return TemplateValues.fill(
      template(phrase, count: count), groupsNumbers ? values.localizingNumbers(language) : values)
  }
}

/// The values for a template's placeholders, by `Placeholder`: a misspelled name does not
/// compile. The few values a sentence has, in the order given, in one small list: filling a
/// template hashes nothing, and a copy is one reference.
public struct TemplateValues: ExpressibleByDictionaryLiteral, Sendable {
  /// The values given; a later one for the same placeholder stands.
  private var entries: [(Placeholder, String)]

  /// The `{count}` value as a number, which picks a phrase's plural form.
  public var countNumber: Int? { self[.count].flatMap { Int($0) } }

  /// The values with the numbers of `count`, `position`, `row` and `column` written as the
  /// language writes numbers ("1,000,000", "1.000.000"); names and points are left as they are.
  public func localizingNumbers(_ language: Language) -> TemplateValues {
    // Most numbers said are short whole ones ("position 2 of 5"), which every language writes
    // as they are: then nothing is copied.
    func mayChange(_ text: String?) -> Bool {
      guard let text else { return false }
      return text.utf8.count > 3 || text.utf8.contains(UInt8(ascii: "."))
    }
    let numbers: [Placeholder] = [.count, .position, .row, .column]
    guard entries.contains(where: { numbers.contains($0.0) && mayChange($0.1) }) else { return self }
    var values = self
    for index in values.entries.indices where numbers.contains(values.entries[index].0) {
      values.entries[index].1 = language.localizedNumber(values.entries[index].1)
    }
    return values
  }

  /// A template with its placeholders filled; an unknown placeholder is left as written.
  ///
  /// - Complexity: O(length of the template and the values).
  public static func fill(_ template: String, _ values: TemplateValues) -> String {
    // Read and written as UTF-8 bytes: braces are ASCII, and no grapheme breaking or index
    // alignment is needed. Measured first, then written once into a string of that size.
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    var template = template
    return template.withUTF8 { bytes in
      var length = 0
      values.forEachPiece(of: bytes, literal: { length += $0.count }, value: { length += $0.utf8.count })
      return String(unsafeUninitializedCapacity: length) { buffer in
        var count = 0
        func write(_ piece: UnsafeBufferPointer<UInt8>) {
          guard let source = piece.baseAddress, !piece.isEmpty else { return }
          (buffer.baseAddress! + count).initialize(from: source, count: piece.count)
          count += piece.count
        }
        values.forEachPiece(of: bytes, literal: write) { value in
          var value = value
          value.withUTF8(write)
        }
        return count
      }
    }
  }

  /// The template filled as `fill(_:_:)` fills it, written at the end of `text`, a piece at a
  /// time: the pieces of a short phrase ("4 of 250000") are small strings, made without memory of
  /// their own.
  public static func fill(_ template: String, _ values: TemplateValues, appendingTo text: inout String) {
    guard template.utf8.contains(UInt8(ascii: "{")) else { return text += template }
    var template = template
    template.withUTF8 { bytes in
      values.forEachPiece(
        of: bytes, literal: { if !$0.isEmpty { text += String(decoding: $0, as: UTF8.self) } }, value: { text += $0 })
    }
  }

  /// Calls `literal` with a template's runs of bytes and `value` with the values of its
  /// placeholders, in order; a placeholder with no value (`{itme}`) is a literal, as written.
  private func forEachPiece(
    of bytes: UnsafeBufferPointer<UInt8>, literal body: (UnsafeBufferPointer<UInt8>) -> Void, value: (String) -> Void
  ) {
    var start = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
        index += 1
        continue
      }
      body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
      if let entry = entries.last(where: { Self.isNamed($0.0, name) }) {
        value(entry.1)
      } else {
        body(UnsafeBufferPointer(rebasing: bytes[index...close]))
      }
      index = close + 1
      start = index
    }
    body(UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  /// True when a placeholder's name is these bytes.
  private static func isNamed(_ placeholder: Placeholder, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    var raw = placeholder.rawValue
    return raw.withUTF8 { $0.count == name.count && $0.elementsEqual(name) }
  }

  /// Values by placeholder: `[.item: "red", .position: "position 1 of 2"]`.
  public init(dictionaryLiteral elements: (Placeholder, String)...) {
    entries = elements
  }

  /// The value of a placeholder.
  public subscript(key: Placeholder) -> String? {
    get {
      for entry in entries.reversed() where entry.0 == key { return entry.1 }
      return nil
    }
    set {
      guard let newValue else { return entries.removeAll { $0.0 == key } }
      if let index = entries.lastIndex(where: { $0.0 == key }) {
        entries[index].1 = newValue
      } else {
        entries.append((key, newValue))
      }
    }
  }
}
