import DragDropKit

/// A board opened from a Markdown file, and which scene node each lane and card became, so that
/// saving writes back only what changed.
public struct BoardSource: Sendable {
  /// Where a card came from.
  struct CardOrigin: Sendable {
    var lane: Int?
    var index: Int
    var name: String
    /// The task state the card's text says itself (`TODO`), which its checkbox does not change.
    var marker: TaskState = .none
    /// For a card from another board of a vault: its place in `foreign`.
    var foreign: Int?
  }

  var board: Board
  /// Each lane's container, by the lane's index in the file.
  var laneIDs: [NodeID: Int] = [:]
  /// The name each lane's container was given, which a duplicate title numbers.
  var laneNames: [NodeID: String] = [:]
  /// Each card's item and where it was.
  var cards: [NodeID: CardOrigin] = [:]
  /// The container that holds the archive, when the board has one.
  var archive: NodeID?
  /// The node that stands for the board: the scene's root, or a vault's page node.
  public private(set) var boardNode = NodeID.root

  /// The source of the same board after its scene was grafted under `page` of another scene
  /// (`Scene.graft`) at `offset`: each lane and card is its node plus the offset there.
  public mutating func graft(offset: Int, under page: NodeID) {
    func moved(_ id: NodeID) -> NodeID { NodeID(rawValue: id.rawValue + offset) }
    laneIDs = Dictionary(uniqueKeysWithValues: laneIDs.map { (moved($0.key), $0.value) })
    laneNames = Dictionary(uniqueKeysWithValues: laneNames.map { (moved($0.key), $0.value) })
    cards = Dictionary(uniqueKeysWithValues: cards.map { (moved($0.key), $0.value) })
    archive = archive.map(moved)
    boardNode = page
  }

  /// True when the card's node came from this board, or was adopted from another.
  public func holds(_ id: NodeID) -> Bool { cards[id] != nil }

  /// A card as the file had it.
  func card(_ origin: CardOrigin) -> Board.Card {
    if let index = origin.foreign { return foreign[index].card }
    return origin.lane.map { board.lanes[$0].cards[origin.index] } ?? board.archive[origin.index]
  }

  /// Cards from other boards of a vault (`adopt(_:from:)`), with whether the lane they left
  /// completes its cards.
  var foreign: [(card: Board.Card, leftComplete: Bool)] = []

  /// Takes a card of `other` (another board of a vault, grafted into the same scene) to be
  /// written in this board, with its lines as that file has them, when its node is found here:
  /// true when `other` has it.
  public mutating func adopt(_ id: NodeID, from other: BoardSource) -> Bool {
    guard var origin = other.cards[id] else { return false }
    let leftComplete = origin.lane.map { other.board.lanes[$0].isComplete } ?? false
    foreign.append((other.card(origin), leftComplete))
    origin.foreign = foreign.count - 1
    origin.lane = nil
    cards[id] = origin
    return true
  }
}

/// Reading and writing Markdown boards (`Docs/obsidian-kanban.md`): lanes become stack containers, cards
/// items named by their text, a `#tag` the kind, a lane's WIP limit its capacity; the archive
/// is a container that takes no drops.
public enum BoardFile {
  /// True for a path that names a Markdown file.
  public static func isBoard(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
  }

  /// Reads board text (a bundled demo, a test).
  public static func decode(_ text: String) throws(FormatError) -> (Scene, BoardSource) {
    scene(of: try BoardReader.read(Array(text.utf8)))
  }

  /// Reads a board file's bytes into a scene, with what saving it back needs.
  public static func decode(bytes: [UInt8]) throws(FormatError) -> (Scene, BoardSource) {
    scene(of: try BoardReader.read(bytes))
  }

  /// The board text of a scene, written back over the board it came from (or a new board).
  public static func encode(_ scene: Scene, source: BoardSource?) throws(FormatError) -> String {
    try text(of: scene, source: source)
  }

  static let laneWidth = 240.0, laneGap = 20.0, cardHeight = 40.0, cardSpacing = 8.0

  /// The scene of a board: lanes side by side, cards stacked in them, the archive last.
  static func scene(of board: Board) -> (Scene, BoardSource) {
    var source = BoardSource(board: board)
    let columns = board.lanes.count + (board.archive.isEmpty ? 0 : 1)
    let tallest = max(board.lanes.map(\.cards.count).max() ?? 0, board.archive.count)
    let height = max(480, 2 * cardSpacing + Double(tallest) * (cardHeight + cardSpacing))
    var scene = Scene(
      size: Size(width: laneGap + Double(columns) * (laneWidth + laneGap), height: height + 2 * laneGap))
    var laneNames: Set<String> = []
    for (index, lane) in board.lanes.enumerated() {
      var properties = NodeProperties.defaults(for: .container)
      properties.layout = .stack(StackLayout())
      properties.role = .boardLane
      properties.capacity = lane.limit
      let id = add(
        lane.title, in: .root, type: .container, properties: properties, column: index, height: height,
        taken: &laneNames, scene: &scene
      ).id
      source.laneIDs[id] = index
      source.laneNames[id] = scene.name(of: id)
      var names: Set<String> = []
      for (position, card) in lane.cards.enumerated() {
        let (item, marker) = addCard(card, in: id, taken: &names, scene: &scene)
        source.cards[item] = .init(lane: index, index: position, name: scene.name(of: item)!, marker: marker)
      }
    }
    if !board.archive.isEmpty {
      var properties = NodeProperties.defaults(for: .container)
      properties.layout = .stack(StackLayout())
      properties.accepts = .none
      properties.role = .boardArchive
      let id = add(
        "Archive", in: .root, type: .container, properties: properties, column: board.lanes.count, height: height,
        taken: &laneNames, scene: &scene
      ).id
      source.archive = id
      var names: Set<String> = []
      for (position, card) in board.archive.enumerated() {
        let (item, marker) = addCard(card, in: id, taken: &names, scene: &scene)
        source.cards[item] = .init(lane: nil, index: position, name: scene.name(of: item)!, marker: marker)
      }
    }
    scene.relayoutAll()
    return (scene, source)
  }

  private static func addCard(
    _ card: Board.Card, in lane: NodeID, taken: inout Set<String>, scene: inout Scene
  ) -> (id: NodeID, marker: TaskState) {
    var properties = NodeProperties.defaults(for: .item)
    properties.kind = card.tag
    properties.role = .boardCard
    // What the title hides, kept for reading aloud: every tag, the date and the time.
    properties.tags = BoardReader.tags(in: card.text)
    (properties.date, properties.time) = BoardReader.dateAndTime(in: card.text)
    // Every card of the plugin has a checkbox: an open one is the usual state, left unsaid.
    properties.task = card.isChecked ? .done : .none
    return add(
      title(of: card.text), in: lane, type: .item, properties: properties, column: 0, height: cardHeight,
      taken: &taken, scene: &scene)
  }

  /// A card's title, as the plugin shows it with tags and dates hidden, and as it is heard:
  /// without `#tags`, `@{dates}` and `@@{times}`, a link as its text (`[[Notes/API draft|the
  /// draft]]` is "the draft", `[[Notes/API draft]]` "API draft", `[text](url)` "text"), `<br>` a
  /// space. The card's text itself is written back as it was.
  static func title(of text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let character = rest.first {
      if rest.hasPrefix("[["), let close = rest.firstRange(of: "]]") {
        let link = rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]
        let shown = link.split(separator: "|", maxSplits: 1).last ?? link
        result += shown.split(separator: "/").last ?? shown
        rest = rest[close.upperBound...]
      } else if character == "[", let middle = rest.firstRange(of: "]("),
        let close = rest[middle.upperBound...].firstIndex(of: ")")
      {
        result += rest[rest.index(after: rest.startIndex)..<middle.lowerBound]
        rest = rest[rest.index(after: close)...]
      } else if character == "@", let open = rest.dropFirst().drop(while: { $0 == "@" }).first,
        open == "{", let close = rest.firstIndex(of: "}")
      {
        rest = rest[rest.index(after: close)...]
      } else if character == "#", result.last.map({ $0 == " " || $0 == "\t" }) ?? true,
        let next = rest.dropFirst().first, next.isLetter || next.isNumber || next == "_"
      {
        rest = rest.drop { $0 != " " && $0 != "\t" }
      } else if rest.hasPrefix("<br>") {
        result += " "
        rest = rest.dropFirst(4)
      } else {
        result.append(character)
        rest = rest.dropFirst()
      }
    }
    let words = result.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    return words.isEmpty ? text : words
  }

  /// The tags, dates and times of a card's text, kept when the card is renamed.
  static func tokens(of text: String) -> [Substring] {
    text.split(separator: " ").filter { word in
      (word.hasPrefix("#") && word.count > 1) || word.hasPrefix("@{") || word.hasPrefix("@@{")
    }
  }

  /// Adds a node named after text: `/` (which separates a path) becomes `∕`, an empty text
  /// "untitled", and a name taken by a sibling gets a number. Returns it with the task state
  /// its text says itself (`TODO`), which overrides the checkbox's.
  private static func add(
    _ text: String, in parent: NodeID, type: NodeType, properties: NodeProperties, column: Int, height: Double,
    taken: inout Set<String>, scene: inout Scene
  ) -> (id: NodeID, marker: TaskState) {
    let readable = ReadableText(text)
    var properties = properties
    if readable.headingLevel > 0 { properties.headingLevel = readable.headingLevel }
    if readable.task != .none { properties.task = readable.task }
    var base = nodeName(readable.text)
    if base.isEmpty { base = "untitled" }
    var name = base
    var number = 2
    while taken.contains(name) {
      name = "\(base) \(number)"
      number += 1
    }
    taken.insert(name)
    let frame =
      type == .container
      ? Rect(x: laneGap + Double(column) * (laneWidth + laneGap), y: laneGap, width: laneWidth, height: height)
      : Rect(x: 0, y: 0, width: laneWidth - 2 * cardSpacing, height: cardHeight)
    // The name is unique among its siblings and free of `/`, and the parent is a container, so
    // this cannot fail.
    let id = try! scene.addNode(
      named: name, type: type, frame: frame, properties: properties, in: parent, layout: false)
    // The name is a key; the text as read, when it differs (a repeated one, a `/`), its title.
    if readable.text != name, !readable.text.isEmpty { scene.setTitle(readable.text, of: id) }
    return (id, readable.task)
  }

  static func nodeName(_ text: String) -> String {
    replacingScalar("/", with: "\u{2215}", in: text.trimmingBlanks)
  }

  static func cardText(_ name: String) -> String {
    replacingScalar("\u{2215}", with: "/", in: name)
  }

  /// Every `scalar` replaced, by scalars: a `/` that a combining mark follows is one character
  /// with it, which replacing characters would miss (and a node's name holds no `/` at all).
  static func replacingScalar(_ scalar: Unicode.Scalar, with replacement: Unicode.Scalar, in text: String) -> String {
    guard text.unicodeScalars.contains(scalar) else { return text }
    var scalars = String.UnicodeScalarView()
    for next in text.unicodeScalars { scalars.append(next == scalar ? replacement : next) }
    return String(scalars)
  }
}
