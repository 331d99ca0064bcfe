import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The one place that turns reports into words (visual, screen-reader) or JSON Lines.
public struct Narrator: Sendable {
  /// What the terminal can show.
  public var style: TerminalStyle

  /// Creates a narrator for a terminal style.
  public init(style: TerminalStyle = .plain) {
    self.style = style
  }

  /// The output lines for one command's reports, in the session's mode and verbosity.
  public func render(_ reports: [Report], in session: CommandSession) -> [String] {
    let buffer = OutputBuffer(capacity: 256)
    render(reports, in: session, into: buffer)
    return buffer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Writes the output lines for one command's reports, each with its newline, into a buffer.
  public func render(_ reports: [Report], in session: CommandSession, into buffer: OutputBuffer) {
    session.mode.format.write(reports, in: session, narrator: self, into: buffer)
  }

  /// Once, when the interactive history file cannot be written.
  public func historyWarning(path: String) -> String {
    "Warning: cannot write the history file \(Sanitizer.clean(path)); this session's lines are remembered until it ends, not after. Check that folder, or start dnd with --no-history."
  }

  /// Shift with an arrow, with nothing lifted.
  public func arrowsHint() -> String {
    "Nothing is lifted. The arrow keys move a lifted item, and Shift with an arrow moves it 10 steps; press Space to lift the selected item."
  }

  /// The interactive session's first line.
  public func greeting(scene: String) -> String {
    "dnd: \(Sanitizer.clean(scene)). Type help for commands, help keys for the keys, quit or Control D to leave."
  }

  /// What a scene holds, counted: "3 containers, 5 items"; a document's outline as its reader
  /// knows it: "4 headings, 11 list items".
  func contents(of scene: Scene, joiner: String) -> String {
    var containers = 0
    var items = 0
    var headings = 0
    var listItems = 0
    for node in scene.allNodes where node.id != .root {
      if node.type == .container { containers += 1 } else { items += 1 }
      if node.properties.kind == OutlineKind.heading { headings += 1 }
      if node.properties.kind == OutlineKind.item { listItems += 1 }
    }
    if headings + listItems > 0 {
      return "\(headings) \(plural(headings, "heading"))\(joiner)\(listItems) \(plural(listItems, "list item"))"
    }
    return "\(containers) \(plural(containers, "container"))\(joiner)\(items) \(plural(items, "item"))"
  }

  /// What the interactive session says before its first prompt. Read aloud it is one sentence:
  /// the scene, its size and how to begin, never the whole tree. On screen it is the greeting
  /// and the tree when the tree fits in the terminal's `rows`, else a one-line summary.
  public func start(scene name: String, in session: CommandSession, rows: Int) -> [String] {
    let scene = session.scene
    let size = contents(of: scene, joiner: " and ")
    if session.mode.format.presentation == .words {
      return [
        "dnd, \(Sanitizer.clean(name)): \(size). Type select next and press Space to lift; help lists the commands; Control D leaves."
      ]
    }
    // The greeting, the tree and the prompt must fit: a tree line for every node.
    if scene.nodeCount <= rows - 3 { return [greeting(scene: name)] + treeText(.root, depth: nil, in: session) }
    return [greeting(scene: name), "The scene has \(size); type tree to see them, or tree depth 1 for the top level."]
  }

  /// Control-D with changes that were never saved.
  public func unsavedWarning(file: String?) -> String {
    let save = file.map { "save to write \(Sanitizer.clean($0))" } ?? "save FILE to keep them"
    return "The scene has unsaved changes. Type \(save), or press Control D again to leave without saving."
  }

  /// Visual mode on a color terminal: the line's outcome in color. The words say the same, so
  /// meaning never rests on color alone.
  func colored(_ line: String, for report: Report) -> String {
    let code: String
    switch report {
    case .drag(.dropped), .drag(.copied), .drag(.tinted), .expectationMet: code = "32"  // green
    case .drag(.refused), .drag(.cancelled), .alreadyAtEdge, .nothingToLift: code = "33"  // yellow
    case .drag(.moved(let moved)): code = moved.refusal == nil ? "36" : "33"  // cyan or yellow
    case .drag(.lifted): code = "1"  // bold
    default: return line
    }
    return "\u{1B}[\(code)m\(line)\u{1B}[0m"
  }

  /// A node's name, with control characters escaped.
  func name(_ id: NodeID?, _ scene: Scene) -> String {
    guard let id else { return "nothing" }
    return Sanitizer.clean(scene.name(of: id) ?? "#\(id.rawValue)")
  }

  /// A node's path, with control characters escaped.
  func path(_ id: NodeID, _ scene: Scene) -> String { Sanitizer.clean(scene.path(of: id)) }

  /// "position 2 of 5", or "2 of 5" when brief.
  func position(_ position: Int, of count: Int, _ verbosity: Verbosity) -> String {
    Announcer(verbosity: verbosity).position(position, count)
  }

  /// The announcer for drag events, at the session's verbosity.
  func announcer(_ session: CommandSession) -> Announcer {
    Announcer(verbosity: session.verbosity)
  }

  /// Where a node is: "in viewA, position 1 of 1".
  func place(_ id: NodeID, in session: CommandSession) -> String {
    let scene = session.scene
    guard let placement = scene.placement(of: id) else {
      if id == session.document.lifted { return "lifted" }
      return "the scene root"
    }
    let count = scene[placement.parent]!.children.count
    return "in \(name(placement.parent, scene)), \(position(placement.index + 1, of: count, session.verbosity))"
  }

  func text(_ report: Report, in session: CommandSession) -> [String] {
    let scene = session.scene
    let verbosity = session.verbosity
    switch report {
    case .drag(let event): return announcer(session).announce(event, in: scene).map { [$0] } ?? []
    case .firstLiftHelp:
      let group = session.document.drag.context?.isGroup ?? false
      return [announcer(session).instructions(for: session.interactive ? .keys : .commands, group: group)]
    case .nothingToLift(let point): return ["Nothing to lift at \(point)."]
    case .pointerDown(let point, let over):
      return ["Pointer down at \(point), over \(over.map { name($0, scene) } ?? "nothing draggable")."]
    case .pointerWaiting(let point, let distance, let threshold):
      // Past the threshold without a drag: the press was on nothing that can be dragged.
      if distance >= threshold { return ["Pointer at \(point); there is nothing to drag where it was pressed."] }
      return [
        "Pointer at \(point), \(formatNumber((distance * 10).rounded() / 10)) of \(formatNumber(threshold)) points from the press; no drag yet."
      ]
    case .pointerReleased: return ["Pointer released; nothing was dragged."]
    case .selected(let id):
      guard let id else { return ["Nothing selected."] }
      let set = session.selectedItems
      guard set.count > 1 || (!session.selected.isEmpty && set != [id]) else {
        return ["Selected \(name(id, scene)), \(place(id, in: session))."]
      }
      let among = set.contains(id) ? "one of the \(set.count) selected" : "not one of the \(set.count) selected"
      return ["Focus on \(name(id, scene)), \(place(id, in: session)); \(among)."]
    case .selectionChanged(let change): return [describe(change, in: session)]
    case .alreadyAtEdge(let edge): return [announcer(session).atEdge(edge, in: scene)]
    case .nothingToCancel: return ["Nothing is lifted; nothing to cancel."]
    case .noJump(let item, let over, let jump):
      switch jump {
      case .first, .last:
        return ["\(name(item, scene)) is over \(name(over, scene)), which has no first or last position."]
      case .next(let accepting), .previous(let accepting):
        return [
          accepting
            ? "No other container would take \(name(item, scene))."
            : "No other container to move \(name(item, scene)) to."
        ]
      }
    case .whereIs: return [whereText(in: session)]
    case .info(let id): return infoText(id, in: session)
    case .tree(let id, let depth): return treeText(id, depth: depth, in: session)
    case .targets(let item, let targets): return targetsText(item, targets, in: session)
    case .map: return mapText(in: session)
    case .history: return historyText(in: session)
    case .undone(let edit): return [announcer(session).undone(edit, in: scene)]
    case .redone(let edit): return [announcer(session).redone(edit, in: scene)]
    case .fewerSteps(let done, let undoing): return [announcer(session).fewerSteps(done, undoing: undoing)]
    case .nothingToUndo: return ["Nothing to undo."]
    case .nothingToRedo: return ["Nothing to redo."]
    case .added(let id):
      let node = scene[id]!
      return ["Added \(node.type.rawValue) \(name(id, scene)) \(place(id, in: session))."]
    case .removed(let removed, let from, let descendants):
      let inside = descendants == 0 ? "" : " and the \(descendants) \(descendants == 1 ? "node" : "nodes") inside it"
      return ["Removed \(Sanitizer.clean(removed)) from \(Sanitizer.clean(from))\(inside)."]
    case .renamed(let id, let from): return ["Renamed \(Sanitizer.clean(from)) to \(name(id, scene))."]
    case .propertySet(let id, let change):
      let (property, value) = describe(change)
      return ["Set the \(property) of \(name(id, scene)) to \(value)."]
    case .propertyUnchanged(let id): return ["\(name(id, scene)) already has that value; nothing changed."]
    case .settings(let preferences, let path): return settingsText(preferences, path: path)
    case .recording(let path):
      return [
        "Recording to \(Sanitizer.clean(path)); record stop ends it, and dnd \(Sanitizer.clean(path)) replays it."
      ]
    case .recordingStopped(let path, let count):
      return [
        "Stopped recording \(Sanitizer.clean(path)), with \(count) \(plural(count, "expectation")) pinning where things ended."
      ]
    case .settingSaved(let key, let path): return [settingSavedText(key, session.preferences, path: path)]
    case .optionSet(let option):
      let (option, value) = describe(option)
      return ["\(option) is now \(value)."]
    case .sceneLoaded(let source):
      return ["Loaded \(Sanitizer.clean(source)): \(contents(of: scene, joiner: ", "))."]
    case .ruleBroken(let rule):
      let container = name(rule.container, scene)
      guard let node = rule.node else {
        let count = scene[rule.container]?.children.count ?? 0
        return ["Warning: \(container) holds \(count), but it \(rule.reason)."]
      }
      return ["Warning: \(container) holds \(name(node, scene)), but it \(rule.reason)."]
    case .sceneSaved(let path, let otherLinks):
      let isDocument = scene.allNodes.contains { OutlineKind.isOutline($0.properties.kind) }
      let what = BoardFile.isBoard(path) ? (isDocument ? "document" : "board") : "scene"
      guard otherLinks > 0 else { return ["Saved the \(what) to \(Sanitizer.clean(path))."] }
      let names =
        otherLinks == 1 ? "Its other name (a hard link) keeps" : "Its \(otherLinks) other names (hard links) keep"
      return ["Saved the \(what) to \(Sanitizer.clean(path)). \(names) the old version."]
    case .demoList:
      return ["Demos, load one with demo NAME:"]
        + DemoScenes.all.map {
          "\($0.name)\($0.name == DemoScenes.defaultDemo.name ? " (default)" : ""): \($0.summary)"
        }
    case .help(let topic): return helpText(topic, spoken: session.mode.format.presentation == .words)
    case .expectationMet(let expectation):
      return verbosity == .brief ? ["ok"] : ["Expectation met: \(describe(expectation))."]
    case .unsavedChanges(let file, let quitting):
      let save = file.map { "save to write \(Sanitizer.clean($0))" } ?? "save FILE to keep them"
      return [
        quitting
          ? "The scene has unsaved changes. Type \(save), or quit again (or quit!) to leave without saving."
          : "The scene has unsaved changes, and this would replace it. Type \(save), or the same command again to discard them."
      ]
    case .quit: return ["Goodbye."]
    }
  }

  func plural(_ count: Int, _ word: String) -> String {
    count == 1 ? word : word + "s"
  }

  func whereText(in session: CommandSession) -> String {
    let scene = session.scene
    if let context = session.document.drag.context { return announcer(session).whereLifted(context, in: scene) }
    let set = session.selectedItems
    if set.count > 1 {
      let focus = session.selection.map { " The focus is on \(name($0, scene)), \(place($0, in: session))." } ?? ""
      return "\(set.count) items are selected: \(announcer(session).list(set, in: scene)).\(focus) Nothing is lifted."
    }
    if let selection = session.selection, scene[selection] != nil {
      return "\(name(selection, scene)) is selected, \(place(selection, in: session)). Nothing is lifted."
    }
    return "Nothing is selected or lifted. Use select NAME or select next to choose an item."
  }
}
