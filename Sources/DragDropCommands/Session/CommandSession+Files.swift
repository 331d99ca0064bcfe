import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// `load` and `save`.
extension CommandSession {
  mutating func load(_ path: String) throws(CommandError) -> [Report] {
    if let lifted = document.lifted {
      throw CommandError(
        .errorIsLifted, hint: .hintDropBeforeLoading, [.item: Sanitizer.clean(scene.title(of: lifted)!)])
    }
    if FolderListing.isFolder(path) { return try openVault(path) }
    open(try MarkdownFile.open(path), file: path)
    return [.sceneLoaded(source: path)] + warnings()
  }

  /// Makes an opened file the session's scene.
  mutating func open(_ opened: MarkdownFile.Opened, file: String) {
    replaceScene(opened.scene, file: file)
    open = opened.document
    fileStamp = opened.stamp
  }

  /// A session on a scene or board file, as `--scene FILE` opens it.
  public static func opening(_ path: String, mode: OutputMode) throws(CommandError) -> CommandSession {
    if FolderListing.isFolder(path) {
      var session = CommandSession(scene: Scene(), mode: mode)
      // Only a save that was cut short is news before the first answer.
      session.openingNews = try session.openVault(path).filter {
        if case .vaultSaveFinished = $0 { return true }
        return false
      }
      return session
    }
    let opened = try MarkdownFile.open(path)
    var session = CommandSession(scene: opened.scene, mode: mode, file: path)
    session.open = opened.document
    session.fileStamp = opened.stamp
    return session
  }

  /// What a file named to dnd is, read from what it holds: a scene file when its first character
  /// that is not a space is `{`; a Markdown document or board when it is named `.md` or
  /// `.markdown`, unless its first line that is neither blank nor a `#` line is a dnd command;
  /// else a batch file of commands. `dnd FILE` opens the first two and runs the third.
  public enum FileKind: Hashable, Sendable {
    case scene, markdown, folder, batch
  }

  /// The kind of a file, from its first 4 KB and its name.
  public static func kind(of path: String) -> FileKind {
    if FolderListing.isFolder(path) { return .folder }
    let head = FileIO.head(path, count: 4096)
    if head.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{") {
      return .scene
    }
    guard MarkdownFile.isMarkdown(path) else { return .batch }
    for line in head.split(separator: 0x0A) {
      let text = String(decoding: line, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        .filter { $0 != "\r" }
      if text.isEmpty || text.hasPrefix("#") { continue }
      return (try? Parser.parse(line: String(text))) != nil ? .batch : .markdown
    }
    return .markdown
  }

  /// Refuses a scene or board file given as a batch file after the first, with how to open it.
  public static func refuseDataFile(_ path: String) throws(CommandError) {
    let phrase: NarrationTemplates.Phrase
    switch Self.kind(of: path) {
    case .markdown, .folder: phrase = .errorLooksLikeMarkdown
    case .scene: phrase = .errorLooksLikeScene
    case .batch: return
    }
    throw CommandError(
      phrase, hint: .hintOpenFirst,
      [
        .file: Sanitizer.clean(path), .command: "dnd \(Recorder.quoted(path))",
        .edit: "dnd --scene \(Recorder.quoted(path))",
      ], code: .notABatchFile)
  }

  /// True when `save PATH` writes Markdown, false for a scene file. A board or a document opened
  /// from Markdown is saved as Markdown to a `.md` or `.markdown` name and as a scene to a
  /// `.json` one; any other name is refused, before anything is written. A scene is saved as a
  /// scene file, or as a new board to a `.md` name.
  func savesMarkdown(_ path: String) throws(CommandError) -> Bool {
    if MarkdownFile.isMarkdown(path) { return true }
    guard open.kind.isMarkdown, !path.lowercased().hasSuffix(".json") else { return false }
    let edit = "save " + Completer.quoted(Self.markdownName(path))
    throw CommandError(
      open.kind == .outline ? .errorSaveDocumentAs : .errorSaveBoardAs, hint: .hintForExample, [.edit: edit],
      place: .init(file: path))
  }

  /// The name with `.md` for its extension: `notes.txt` is `notes.md`, `notes` `notes.md`.
  static func markdownName(_ path: String) -> String {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".md" }
    return String(path[..<dot]) + ".md"
  }

  /// A board's cards say the task state the saved file will give them, at once: done in a lane
  /// that completes its cards, not done when they left it for another (`BoardFile.taskChanges`).
  /// Called after every step that can move or add a card, undo and redo included.
  @discardableResult
  mutating func followBoardTasks() -> [(card: NodeID, task: TaskState)] {
    // The open board, or each board page a vault has read.
    let boards =
      board.map { [$0] }
      ?? vault?.pages.compactMap {
        if case .board(let source) = $0.content { return source }
        return nil
      } ?? []
    guard !boards.isEmpty else { return [] }
    let changes = boards.flatMap { BoardFile.taskChanges(in: scene, source: $0) }
    for (card, task) in changes { document.setTask(task, of: card) }
    return changes
  }

  /// One warning for each drop rule the scene breaks, as a file may.
  public func warnings() -> [Report] {
    scene.brokenRules().map(Report.ruleBroken)
  }

  mutating func save(_ path: String?, over: Bool = false) throws(CommandError) -> [Report] {
    if vault != nil { return try saveVault(path, over: over) }
    if let lifted = document.lifted {
      throw CommandError(
        .errorIsLifted, hint: .hintDropBeforeSaving, [.item: Sanitizer.clean(scene.title(of: lifted)!)])
    }
    guard let path = path ?? currentFile else {
      throw CommandError(
        .errorNoFileYet, hint: .hintNameOne,
        [.edit: open.kind == .outline ? "save notes.md" : open.kind == .board ? "save board.md" : "save board.json"])
    }
    let markdown = try savesMarkdown(path)
    // The open file first looks as it was read: a change another program made is never written over.
    var before: [Report] = []
    if path == currentFile, fileStamp != nil {
      switch try reconcile(over: over) {
      case .write(let news): before = news
      case .done(let reports): return reports
      }
    }
    let outcome =
      markdown
      ? try MarkdownFile.write(scene, board: board, outline: outline, to: path) : try SceneFile.write(scene, to: path)
    let saved = written(to: path, outcome, as: markdown ? (isDocument ? .outline : .board) : .scene)
    // "Your 2 moves were applied to the new version and saved" says the save too, as do a
    // file written back and one written over.
    return before.isEmpty ? saved : before
  }

  /// The session after a write to `path`: the file holds the scene, as `kind` writes it.
  mutating func written(to path: String, _ outcome: SaveOutcome, as kind: OpenDocument.Kind) -> [Report] {
    currentFile = path
    fileStamp = outcome.stamp
    noticedChange = nil
    noticedGone = false
    hasUnsavedChanges = false
    document.markSaved()
    return [.sceneSaved(path: path, otherLinks: outcome.otherLinks, as: kind)]
  }
}
