import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// One `dnd` session: the document (scene, drag, history), the selection, the pointer sensor and
/// the settings. Every command runs through `execute(_:)` and ends in the engine's pipeline.
public struct CommandSession: Sendable {
  /// The scene, drag session and history.
  public internal(set) var document: Document
  /// The item with the keyboard focus: the one `lift` and Space act on, and the one that leads
  /// when several are selected.
  public internal(set) var selection: NodeID?
  /// The items selected together (`select add`, `select all in`, Control-Space), in document
  /// order; empty when the selection is just the focused item.
  public internal(set) var selected: [NodeID] = []
  /// The keyboard sensor: arrow moves, first and last, the next accepting container.
  public internal(set) var keyboard = KeyboardSensor()
  /// The pointer sensor: the activation threshold, click versus drag.
  public internal(set) var pointer = PointerSensor()
  /// How output is written: the settings' mode, kept once, in `preferences`.
  public var mode: OutputMode {
    get { preferences.mode }
    set { preferences.mode = newValue }
  }
  /// How much the narrator says: the settings' verbosity.
  public var verbosity: Verbosity {
    get { preferences.verbosity }
    set { preferences.verbosity = newValue }
  }
  /// The file last loaded or saved, for `save` without a name. Only a scene with a file keeps
  /// its unsaved steps, to replay them onto a new version of the file (`Rebase`).
  public internal(set) var currentFile: String? {
    didSet { document.keepsUnsavedSteps = currentFile != nil }
  }
  /// What was read or written of `currentFile`, to tell a change another program made
  /// (`CommandSession+Disk.swift`); nil for a scene that came from no file.
  package internal(set) var fileStamp: FileStamp?
  /// The change on disk already said while work was unsaved, so that it is said once.
  var noticedChange: FileStamp?
  /// True once the open file's going away was said.
  var noticedGone = false
  /// True when the scene changed since it was last loaded or saved.
  public internal(set) var hasUnsavedChanges = false
  /// True in the interactive session, where keys drive drags; the instructions name the keys.
  public var interactive = false
  /// The settings kept between sessions, with where each came from.
  public internal(set) var preferences = Preferences()
  /// What is open: a scene, or the Markdown board or document the scene was read from, kept
  /// for saving it back faithfully.
  public internal(set) var open: OpenDocument = .scene
  /// The Markdown board the scene was opened from.
  public var board: BoardSource? { open.board }
  /// The Markdown document the scene was opened from.
  public var outline: OutlineSource? { open.outline }
  /// True when the scene is a document's outline, where Right and Left indent and outdent.
  public var isDocument: Bool { open.kind == .outline }
  /// True when the keys follow a document's outline: in a document, and in a vault while
  /// browsing its tree or moving a page's block (a lifted card moves between lanes).
  public var usesOutlineKeys: Bool {
    guard open.kind == .vault else { return isDocument }
    guard let lifted = document.lifted else { return true }
    return scene[lifted]?.properties.role.isOutline == true
  }
  /// The recording in progress, if any.
  public internal(set) var recorder: Recorder?
  /// The bundled demo the scene came from, while it is that demo as loaded.
  public internal(set) var currentDemo: String?
  /// The settings file `set ... save` writes; nil when neither XDG_CONFIG_HOME nor HOME is set.
  public var settingsPath: String?
  /// A command that would discard unsaved changes and was warned about once; the same command
  /// again goes ahead.
  var pendingDiscard: Command?
  /// The last `find` and the match it reached, for `find` alone.
  var lastFind: FindState?
  /// Where each card archived in this session came from, for `unarchive`.
  var archivedFrom: [NodeID: ArchiveOrigin] = [:]
  /// The reader's local time now, for a board that dates archived cards; tests set their own.
  public var clock: @Sendable () -> LocalTime = LocalClock.now
  /// Whether a lift has happened yet, for the one-time instructions.
  var hasLifted = false
  /// What opening the session's file said (a vault's pages), for the first answer.
  public internal(set) var openingNews: [Report] = []
  /// The event array every gesture reuses, so a long batch does not allocate one per command.
  var scratchEvents: [DragEvent] = []

  /// Creates a session on a scene.
  public init(scene: Scene, mode: OutputMode = .visual, file: String? = nil) {
    self.document = Document(scene: scene)
    self.preferences.mode = mode
    self.currentFile = file
    document.keepsUnsavedSteps = file != nil
  }

  /// The scene.
  public var scene: Scene {
    // Borrowed, not copied: reading the scene on every command must not retain its storage.
    _read { yield document.scene }
  }

  /// Parses and runs one line, returning each command's reports.
  ///
  /// A command applies whole or not at all: on an error the line stops there.
  public mutating func run(line: String, lineNumber: Int = 1) throws(CommandError) -> [Report] {
    var reports: [Report] = []
    for parsed in try Parser.parse(line: line, lineNumber: lineNumber) {
      reports += try execute(parsed)
    }
    return reports
  }

  /// Runs one parsed command.
  public mutating func execute(_ parsed: ParsedCommand) throws(CommandError) -> [Report] {
    var reports: [Report] = []
    try execute(parsed, into: &reports)
    return reports
  }

  /// Runs one parsed command, appending its reports; on an error, what it appended means nothing.
  public mutating func execute(_ parsed: ParsedCommand, into reports: inout [Report]) throws(CommandError) {
    let location = parsed.location
    do {
      try execute(parsed.command, at: location, into: &reports)
    } catch let error as CommandError {
      var error = error
      // A file that cannot be read or written, or a help topic that does not exist, is the
      // argument's fault: the caret goes under it.
      switch parsed.command {
      case .load, .save, .source, .help, .demo:
        if error.location == nil || error.location == location { error.location = parsed.argumentLocation ?? location }
      default:
        if error.location == nil { error.location = location }
      }
      throw error
    } catch let error as EngineError {
      throw CommandError(error, at: location)
    } catch {
      throw CommandError("\(error)", at: location)
    }
  }

  /// Wraps an engine call so its errors become command errors at the command's location.
  func engine<T>(at location: SourceLocation, _ body: () throws(EngineError) -> T) throws(CommandError) -> T {
    do {
      return try body()
    } catch {
      throw CommandError(error, at: location)
    }
  }

  func resolve(_ reference: Reference) throws(CommandError) -> NodeID {
    try NameResolver.resolve(reference, in: scene)
  }

  private mutating func execute(_ command: Command, at location: SourceLocation, into reports: inout [Report]) throws {
    if let warning = guardUnsavedWork(command) { return reports.append(warning) }
    if open.kind == .vault {
      try readPages(for: command)
      try refuseVaultEdit(command, at: location)
    }
    switch command {
    // The drag commands, which long batches run most, append in place.
    case .lift(let reference): try lift(reference, at: location, into: &reports)
    case .move(let direction, let steps): try move(direction, steps: steps, at: location, into: &reports)
    case .moveBy(let delta): try moveBy(delta, at: location, into: &reports)
    case .moveTo(let point, let container): try moveTo(point, in: container, at: location, into: &reports)
    case .moveInto(let container, let slot): try moveInto(container, slot, at: location, into: &reports)
    case .jump(let jump): try self.jump(jump, at: location, into: &reports)
    case .drop(let copy, let container, let slot):
      try drop(copy: copy, into: container, slot, at: location, into: &reports)
    case .cancel: try cancel(at: location, into: &reports)
    case .indent(let reference, let outward): try indent(reference, outward: outward, at: location, into: &reports)
    case .dragGroup(let items, let target, let slot, let copy):
      try dragGroup(items, to: target, slot, copy: copy, at: location, into: &reports)
    case .dragToContainer(let item, let target, let slot, let copy):
      try drag(item, to: target, slot, copy: copy, at: location, into: &reports)
    case .dragToPoint(let item, let point): try drag(item, to: point, at: location, into: &reports)
    case .pointerMove(let point): try pointerMove(point, at: location, into: &reports)
    case .pointerUp(let point): try pointerUp(point, at: location, into: &reports)
    case .pointerCancel: try pointerCancel(at: location, into: &reports)
    case .pointerDown(let point): reports += try pointerDown(point, at: location)
    case .select(let target): reports += try select(target, at: location)
    case .find(let text): reports += try find(text, at: location)
    case .findPrevious: reports += try find(nil, backward: true, at: location)
    case .whereIs: reports.append(.whereIs)
    case .info(let reference): reports.append(.info(try reference.map(resolve) ?? selectionOrRoot()))
    case .tree(let reference, let depth): reports.append(.tree(try reference.map(resolve) ?? .root, depth: depth))
    case .targets: reports += try targets(at: location)
    case .map: reports.append(.map)
    case .history: reports.append(.history)
    case .undo(let count): reports += try undo(count, at: location)
    case .redo(let count): reports += try redo(count, at: location)
    case .addContainer(let name, let options): reports += try addContainer(name, options, at: location)
    case .addItem(let name, let options): reports += try addItem(name, options, at: location)
    case .remove(let reference): reports += try remove(reference, at: location)
    case .rename(let reference, let name): reports += try rename(reference, to: name, at: location)
    case .sort(let reference, let key): reports += try sort(reference, by: key, at: location)
    case .archive(let reference): reports += try archive(reference, at: location)
    case .openPage(let reference): reports += try openPage(reference, at: location)
    case .unarchive(let reference): reports += try unarchive(reference, at: location)
    case .setProperty(let reference, let change): reports += try setProperty(reference, change, at: location)
    case .setOption(let option): reports += setOption(option)
    case .saveOption(let option): reports += try saveOption(option, at: location)
    case .settings: reports.append(.settings(preferences, path: settingsPath))
    case .record(let path): reports.append(try record(path, at: location))
    case .newScene(let size): reports += try newScene(size, at: location)
    case .load(let path): reports += try load(path)
    case .save(let path): reports += try save(path)
    case .saveOver: reports += try save(nil, over: true)
    case .reload: reports += try reload(at: location)
    // Said by the runner, which keeps what was said (`OutputSink.repeatAnswers`).
    case .again(let count): reports.append(.again(count))
    case .demo(let name): reports += try demo(name, at: location)
    case .source:
      throw CommandError(.errorSourceWhere, [.command: "source"], at: location)
    case .help(let topic): reports += try help(topic, at: location)
    case .quit, .forceQuit: reports.append(.quit)
    case .expect(let expectation): reports += try expect(expectation, at: location)
    }
  }

  /// In the interactive session, the first `quit`, `load`, `demo NAME` or `new scene` with
  /// unsaved changes warns instead of discarding them, as Control-D does; the same command
  /// again (or `quit!`) goes ahead. Batch runs never ask.
  mutating func guardUnsavedWork(_ command: Command) -> Report? {
    let discards = command.policy.discardsScene
    guard discards, interactive, hasUnsavedChanges else {
      if !discards { pendingDiscard = nil }
      return nil
    }
    if pendingDiscard == command {
      pendingDiscard = nil
      return nil
    }
    pendingDiscard = command
    return .unsavedChanges(file: currentFile, quitting: command == .quit)
  }

  /// After a recovery: the scene holds changes no file has.
  public mutating func markUnsaved() { hasUnsavedChanges = true }

  func selectionOrRoot() -> NodeID {
    if let lifted = document.lifted { return lifted }
    if let selection, scene[selection] != nil { return selection }
    return .root
  }

  /// Replaces the scene and clears history, the selection and the pointer.
  mutating func replaceScene(_ scene: Scene, file: String?) {
    document.replaceScene(scene)
    selection = nil
    selected = []
    open = .scene
    pointer.reset()
    currentFile = file
    currentDemo = nil
    hasUnsavedChanges = false
    fileStamp = nil
    noticedChange = nil
    noticedGone = false
  }

  mutating func setOption(_ option: SessionOption) -> [Report] {
    var target = OptionTarget(
      preferences: preferences, drag: document.settings, threshold: pointer.threshold,
      historyLimit: document.history.limit)
    let definition = option.name.definition
    definition.set(&target, option.value)
    preferences = target.preferences
    if definition.kept { preferences.note(option.name, from: .session) }
    keyboard.step = preferences.step
    pointer.threshold = target.threshold
    if document.settings != target.drag { document.settings = target.drag }
    if target.historyLimit != document.history.limit { document.setHistoryLimit(target.historyLimit) }
    return [.optionSet(option)]
  }

  mutating func newScene(_ size: Size?, at location: SourceLocation) throws(CommandError) -> [Report] {
    try requireIdle(at: location)
    replaceScene(Scene(size: size ?? Size(width: 800, height: 600)), file: nil)
    return [.sceneLoaded(source: Report.newSceneSource)]
  }

  mutating func demo(_ name: String?, at location: SourceLocation) throws(CommandError) -> [Report] {
    guard let name else { return [.demoList] }
    guard let demo = DemoScenes.named(name) else {
      let names = DemoScenes.all.map(\.name)
      let guess = Suggestions.closest(to: name, in: names)
      throw CommandError(
        .errorNoDemo, hint: guess == nil ? .hintListDemos : .hintDidYouMean,
        [.item: Sanitizer.clean(name), .target: guess ?? "", .command: "demo"], at: location)
    }
    try requireIdle(at: location)
    applyDemo(demo)
    return [.sceneLoaded(source: "the \(demo.name) demo", demo: demo.name)]
  }

  /// Loads a bundled demo with the drag settings it needs.
  public mutating func applyDemo(_ demo: DemoScene) {
    if let text = demo.markdown, let opened = try? MarkdownFile.decode(bytes: Array(text.utf8), name: demo.name) {
      replaceScene(opened.scene, file: nil)
      open = opened.document
    } else {
      replaceScene(demo.makeScene(), file: nil)
    }
    currentDemo = demo.name
    document.settings = demo.settings ?? DragSettings()
  }

  func requireIdle(at location: SourceLocation) throws(CommandError) {
    if let lifted = document.lifted {
      let name = Sanitizer.clean(scene.title(of: lifted)!)
      throw CommandError(.errorLifted, hint: .hintDropOrCancel, [.item: name], at: location)
    }
  }

  func help(_ topic: String?, at location: SourceLocation) throws(CommandError) -> [Report] {
    guard let topic else { return [.help(nil)] }
    let lower = topic.lowercased()
    if CommandCatalog.info(lower) != nil || HelpTopics.names.contains(lower) { return [.help(lower)] }
    let all = CommandCatalog.names + HelpTopics.names
    let guess = Suggestions.closest(to: topic, in: all)
    throw CommandError(
      .errorNoHelp, hint: guess == nil ? .hintHelpList : .hintDidYouMean,
      [.item: Sanitizer.clean(topic), .target: guess ?? "", .command: "help"], at: location)
  }
}
