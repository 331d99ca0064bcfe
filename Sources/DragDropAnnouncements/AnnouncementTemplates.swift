/// Every sentence the `Announcer` says, as templates with `{placeholder}`s.
///
/// All the words live in this one table, so another language is another table: give each
/// phrase its translation and pass it to `Announcer(templates:)`. Placeholders are filled with
/// names (control characters escaped), positions and other phrases.
public struct AnnouncementTemplates: Sendable {
  /// One template in the table.
  public enum Phrase: String, CaseIterable, Hashable, Sendable {
    case position, positionBrief
    case lifted, entered, left
    case movedBrief, movedOverNothingBrief, movedRefusedBrief, movedPositionBrief
    case moved, overNothing, overInsideItself, overRefusing, overTint, overTarget, overPosition
    case hintDrop, hintPutBack
    case dropped, droppedDetail
    case refused, refusedInsideItself
    case backHome, cancelled, notOverDropArea
    case copied, tinted, colorless
    case instructionsKeys, instructionsCommands
    case whereLifted
    case alreadyFirst, alreadyLast, staysAtEdge
    case towardsUp, towardsDown, towardsLeft, towardsRight
    case undone, redone
    case editMovedWithin, editMoved, editAdded, editRemoved, editRenamed, editChanged, listJoiner
    case propertyPosition, propertySize, propertyColor, propertyKind, propertyLabel, propertyDraggable
    case propertyAccepts, propertyCapacity, propertyEffect, propertyTargets, propertyLayout
  }

  /// The template of each phrase.
  public var phrases: [Phrase: String]

  /// Creates a table; a phrase missing from it is said in English.
  public init(phrases: [Phrase: String]) {
    self.phrases = phrases
  }

  /// The English table: short sentences written to be heard, the most important words first.
  public static let english = AnnouncementTemplates(phrases: [
    .position: "position {position} of {count}",
    .positionBrief: "{position} of {count}",
    .lifted: "Lifted {item} from {container}, {position}.",
    .entered: "Entered {target}.",
    .left: "Left {target}.",
    .movedBrief: "{item} over {target}",
    .movedOverNothingBrief: "{item} over nothing",
    .movedRefusedBrief: "{item} over {target}, refused: {reason}",
    .movedPositionBrief: "{item} over {target}, {position}",
    .moved: "{item} {over}",
    .overNothing: "over nothing, at {point}.",
    .overInsideItself: "over {target}, but {item} cannot go inside itself.",
    .overRefusing: "over {target}, which {reason}.",
    .overTint: "over {target}, which takes its color on drop.",
    .overTarget: "over {target}.",
    .overPosition: "over {target}, {position}.",
    .hintDrop: "Drop to place it here, or keep moving.",
    .hintPutBack: "Dropping now would put it back.",
    .dropped: "Dropped {item} into {target}, {position}.",
    .droppedDetail: "Its frame is now {origin} {size}. Undo puts it back.",
    .refused: "{target} refused {item}: it {reason}.",
    .refusedInsideItself: "{item} cannot go inside itself.",
    .backHome: "{item} is back in {container}, {position}.",
    .cancelled: "Cancelled. {back}",
    .notOverDropArea: "Not over a drop area. {back}",
    .copied: "Copied {item} into {target} as {copy}, {position}. The original stays home.",
    .tinted: "Tinted {target} {color} with {item}; {item} is back home.",
    .colorless: "colorless",
    .instructionsKeys: "Arrow keys move it, Shift with an arrow moves 10 steps, Space drops, Escape puts it back.",
    .instructionsCommands:
      "To move it: move up, down, left or right, or move into a container; then drop, or cancel to put it back.",
    .whereLifted: "{item} is lifted, {over}",
    .alreadyFirst: "{item} is already first in {container}, {position}; no drop area {towards}.",
    .alreadyLast: "{item} is already last in {container}, {position}; no drop area {towards}.",
    .staysAtEdge: "{item} stays in {container}, {position}; no drop area {towards}.",
    .towardsUp: "above",
    .towardsDown: "below",
    .towardsLeft: "to the left",
    .towardsRight: "to the right",
    .undone: "Undid: {edit}.",
    .redone: "Redid: {edit}.",
    .editMovedWithin: "moved {item} within {container} from position {from} to {to}",
    .editMoved: "moved {item} from {from} to {to}",
    .editAdded: "added {item} to {container}",
    .editRemoved: "removed {item} from {container}",
    .editRenamed: "renamed {from} to {to}",
    .editChanged: "changed the {properties} of {item}",
    .listJoiner: " and ",
    .propertyPosition: "position",
    .propertySize: "size",
    .propertyColor: "color",
    .propertyKind: "kind",
    .propertyLabel: "label",
    .propertyDraggable: "draggable",
    .propertyAccepts: "accepts",
    .propertyCapacity: "capacity",
    .propertyEffect: "effect",
    .propertyTargets: "targets",
    .propertyLayout: "layout",
  ])

  /// The phrase with its placeholders filled; an unknown placeholder is left as written.
  ///
  /// - Complexity: O(length of the template and the values).
  public func fill(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
    let template = phrases[phrase] ?? Self.english.phrases[phrase] ?? phrase.rawValue
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let key = rest[rest.index(after: open)..<close]
      if let value = values[String(key)] {
        result += value
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }
}
