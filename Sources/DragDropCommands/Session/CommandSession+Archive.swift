import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// `archive REF` and `unarchive REF` on a board: a card into the board's archive as the Obsidian
/// Kanban plugin keeps it (a `***` line and `## Archive`, made when the board has none; the
/// card dated when the board's settings ask), and back into the lane it came from. Each is one
/// undo step.
extension CommandSession {
  /// Where an archived card came from (its lane and place there), and its name before a dated
  /// archive renamed it.
  struct ArchiveOrigin: Hashable, Sendable {
    var lane: NodeID
    var index: Int
    var name: String
  }

  mutating func archive(_ reference: Reference, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    let card = try resolve(reference)
    let (source, boardNode) = try requireBoard("archive", holding: card, at: location)
    let archive = Self.archive(in: scene, of: boardNode)
    guard let lane = scene[card]?.parent, scene.type(of: card) == .item, lane != boardNode else {
      throw CommandError(.errorNotACard, [.item: scene.path(of: card)], at: location)
    }
    if lane == archive {
      throw CommandError(
        .errorAlreadyArchived, hint: .hintUnarchive,
        [.item: scene.path(of: card), .command: "unarchive \(Command.text(reference))"], at: location)
    }
    let name = scene.name(of: card)!
    let index = scene.placement(of: card)?.index ?? 0
    let dated = source.archiveDating.map { $0.text(name, at: clock()) }
    try engine(at: location) { () throws(EngineError) in
      try document.asOneStep { (document: inout Document) throws(EngineError) in
        let into: NodeID
        if let archive { into = archive } else { into = try Self.makeArchive(in: &document, of: boardNode) }
        if let dated { try document.rename(card, to: dated) }
        try document.place(card, into: into)
      }
    }
    archivedFrom[card] = ArchiveOrigin(lane: lane, index: index, name: name)
    hasUnsavedChanges = true
    return [.archived(card, name: name, from: lane)]
  }

  mutating func unarchive(_ reference: Reference, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    // A scene that holds no board says so before any name is looked up.
    if board == nil, vault == nil { _ = try requireBoard("unarchive", holding: .root, at: location) }
    let card = try archivedCard(reference)
    let (source, boardNode) = try requireBoard("unarchive", holding: card, at: location)
    guard let archive = Self.archive(in: scene, of: boardNode), scene[card]?.parent == archive else {
      throw CommandError(.errorNotArchived, [.item: scene.path(of: card)], at: location)
    }
    // The lane and place it came from in this session, else the end of the first lane.
    let origin = archivedFrom[card]
    let lanes = scene.children(of: boardNode).filter { $0 != archive && scene.type(of: $0) == .container }
    guard let lane = origin.map(\.lane).flatMap({ lanes.contains($0) ? $0 : nil }) ?? lanes.first else {
      throw CommandError(.errorNotACard, [.item: scene.path(of: card)], at: location)
    }
    // Its name before a dated archive renamed it: known in this session, else read off the date.
    let current = scene.name(of: card)!
    let undated =
      origin.map(\.name).flatMap { $0 == current ? nil : $0 }
      ?? source.archiveDating.flatMap { $0.undated(current) }
    try engine(at: location) { () throws(EngineError) in
      try document.asOneStep { (document: inout Document) throws(EngineError) in
        if let undated { try document.rename(card, to: undated) }
        try document.place(card, into: lane, at: origin?.lane == lane ? origin?.index : nil)
      }
    }
    archivedFrom[card] = nil
    hasUnsavedChanges = true
    // Back in a lane that completes its cards, it is done at once, as saving will write it.
    followBoardTasks()
    return [.unarchived(card, into: lane)]
  }

  /// The card a reference names; in the archive, also by the name it had before it was dated
  /// ("Fix login" for "2026-11-28 14:05 Fix login"), which is the name `archive` said.
  private func archivedCard(_ reference: Reference) throws(CommandError) -> NodeID {
    do {
      return try resolve(reference)
    } catch {
      let archives = scene.subtreeIDs(of: .root).filter { scene[$0]?.properties.role == .boardArchive }
      let cards = archives.flatMap { scene[$0]!.children }
      let dated = cards.filter {
        let name = scene.name(of: $0)!
        return name.hasSuffix(" " + reference.text) || name.hasPrefix(reference.text + " ")
      }
      guard dated.count == 1 else { throw error }
      return dated[0]
    }
  }

  /// The board a card is on, and the node that stands for it: the open board and the root, or a
  /// vault's board page; else the error that says `command` works on a board's cards.
  private func requireBoard(_ command: String, holding card: NodeID, at location: SourceLocation)
    throws(CommandError) -> (BoardSource, NodeID)
  {
    if let board { return (board, board.boardNode) }
    if let vault {
      if let index = vault.page(holding: card, in: scene), case .board(let source) = vault.pages[index].content {
        return (source, source.boardNode)
      }
    }
    throw CommandError(
      .errorNotABoard, hint: .hintOpenBoard, [.command: command, .edit: "dnd --demo board"], at: location)
  }

  /// A board's archive, when it has one: a child of the node that stands for the board.
  static func archive(in scene: Scene, of board: NodeID = .root) -> NodeID? {
    scene.children(of: board).first { scene[$0]?.properties.role == .boardArchive }
  }

  /// A new archive after the last lane, as wide and tall, taking no drops.
  private static func makeArchive(in document: inout Document, of board: NodeID) throws(EngineError) -> NodeID {
    let scene = document.scene
    let last =
      scene.children(of: board).last.flatMap { scene[$0]?.frame } ?? Rect(x: 20, y: 20, width: 240, height: 480)
    var properties = NodeProperties.defaults(for: .container)
    properties.layout = .stack(StackLayout())
    properties.accepts = .none
    properties.role = .boardArchive
    let frame = Rect(x: last.maxX + 20, y: last.origin.y, width: last.size.width, height: last.size.height)
    return try document.add(named: "Archive", type: .container, frame: frame, properties: properties, in: board)
  }
}
