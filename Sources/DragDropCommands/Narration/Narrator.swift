import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The one place that turns reports into words (visual, screen-reader) or JSON Lines.
public struct Narrator: Sendable {
  /// What the terminal can show.
  public var style: TerminalStyle
  /// The language of the sentences said outside a command's reports (start-up, warnings,
  /// recovery); reports take the session's. `BatchRunner` keeps it in step with the session.
  public var language: Language = .english

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
    // Stays English, as errors do.
    "Warning: cannot write the history file \(Sanitizer.clean(path)). This session's lines are remembered until it ends, not after. Check that folder, or start dnd with --no-history."
  }

  /// Shift with an arrow, with nothing lifted.
  public func arrowsHint() -> String { words.fill(.arrowsHint) }

  /// The narration's words in the narrator's language.
  var words: NarrationTemplates { NarrationTemplates(language: language) }

  /// The narration's words in the session's language.
  func words(_ session: CommandSession) -> NarrationTemplates {
    NarrationTemplates(language: session.preferences.language)
  }

  /// A bundled demo's name as the start-up sentence says it: "the kanban demo".
  public func demoName(_ demo: String) -> String {
    words.fill(.demoScene, ["scene": Sanitizer.clean(demo)])
  }

  /// The interactive session's first line.
  public func greeting(scene: String) -> String {
    words.fill(.greeting, ["scene": Sanitizer.clean(scene)])
  }

  /// What a scene holds, counted: "3 containers, 5 items"; a document's outline as its reader
  /// knows it: "4 headings, 11 list items".
  func contents(of scene: Scene, _ words: NarrationTemplates, joined: Bool) -> String {
    var containers = 0
    var items = 0
    var headings = 0
    var listItems = 0
    for node in scene.everyNode where node.id != .root {
      if node.type == .container { containers += 1 } else { items += 1 }
      if node.properties.role == .outlineHeading { headings += 1 }
      if node.properties.role == .outlineItem { listItems += 1 }
    }
    let (first, second) =
      headings + listItems > 0
      ? (words.fill(.headings, ["count": "\(headings)"]), words.fill(.listItems, ["count": "\(listItems)"]))
      : (words.fill(.containers, ["count": "\(containers)"]), words.fill(.items, ["count": "\(items)"]))
    return joined ? words.fill(.contentsAnd, ["from": first, "to": second]) : "\(first), \(second)"
  }

  /// What the interactive session says before its first prompt. Read aloud it is one sentence:
  /// the scene, its size and how to begin, never the whole tree. On screen it is the greeting
  /// and the tree when the tree fits in the terminal's `rows`, else a one-line summary.
  public func start(scene name: String, in session: CommandSession, rows: Int) -> [String] {
    let scene = session.scene
    let words = words(session)
    let size = contents(of: scene, words, joined: true)
    if session.mode.format.presentation == .words {
      return [words.fill(.start, ["scene": Sanitizer.clean(name), "size": size])]
    }
    // The greeting, the tree and the prompt must fit: a tree line for every node.
    let greeting = words.fill(.greeting, ["scene": Sanitizer.clean(name)])
    if scene.nodeCount <= rows - 3 { return [greeting] + treeText(.root, depth: nil, in: session) }
    return [greeting, words.fill(.startSummary, ["size": size])]
  }

  /// Control-D with changes that were never saved.
  public func unsavedWarning(file: String?) -> String {
    guard let file else { return words.fill(.unsavedLeaveNoFile) }
    return words.fill(.unsavedLeave, ["file": Sanitizer.clean(file)])
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
    guard let id else { return words.fill(.nothingName) }
    return Sanitizer.clean(scene.name(of: id) ?? "#\(id.rawValue)")
  }

  /// A node's path, with control characters escaped.
  func path(_ id: NodeID, _ scene: Scene) -> String { Sanitizer.clean(scene.path(of: id)) }

  /// The announcer for drag events, at the session's verbosity, in its language.
  func announcer(_ session: CommandSession) -> Announcer {
    Announcer(verbosity: session.verbosity, templates: AnnouncementTemplates(language: session.preferences.language))
  }

  /// Where a node is: "in viewA, position 1 of 1".
  func place(_ id: NodeID, in session: CommandSession) -> String {
    let scene = session.scene
    let words = words(session)
    guard let placement = scene.placement(of: id) else {
      return words.fill(id == session.document.lifted ? .placeLifted : .placeRoot)
    }
    let count = scene[placement.parent]!.children.count
    return words.fill(
      .place,
      [
        "container": name(placement.parent, scene),
        "position": announcer(session).position(placement.index + 1, count),
      ])
  }

  func text(_ report: Report, in session: CommandSession) -> [String] {
    let scene = session.scene
    let verbosity = session.verbosity
    let words = words(session)
    switch report {
    case .drag(let event): return announcer(session).announce(event, in: scene).map { [$0] } ?? []
    case .firstLiftHelp:
      let group = session.document.drag.context?.isGroup ?? false
      return [announcer(session).instructions(for: session.interactive ? .keys : .commands, group: group)]
    case .nothingToLift(let point): return [words.fill(.nothingToLiftAt, ["point": "\(point)"])]
    case .pointerDown(let point, let over):
      guard let over else { return [words.fill(.pointerDownNothing, ["point": "\(point)"])] }
      return [words.fill(.pointerDownOver, ["point": "\(point)", "item": name(over, scene)])]
    case .pointerWaiting(let point, let distance, let threshold):
      // Past the threshold without a drag: the press was on nothing that can be dragged.
      if distance >= threshold { return [words.fill(.pointerNothingThere, ["point": "\(point)"])] }
      return [
        words.fill(
          .pointerWaiting,
          [
            "point": "\(point)", "distance": formatNumber((distance * 10).rounded() / 10),
            "threshold": formatNumber(threshold),
          ])
      ]
    case .pointerReleased: return [words.fill(.pointerReleased)]
    case .selected(let id):
      guard let id else { return [words.fill(.nothingSelected)] }
      let set = session.selectedItems
      let values: TemplateValues = ["item": name(id, scene), "place": place(id, in: session), "count": "\(set.count)"]
      guard set.count > 1 || (!session.selected.isEmpty && set != [id]) else { return [words.fill(.selected, values)] }
      return [words.fill(set.contains(id) ? .focusAmong : .focusNotAmong, values)]
    case .selectionChanged(let change): return [describe(change, in: session)]
    case .alreadyAtEdge(let edge): return [announcer(session).atEdge(edge, in: scene)]
    case .nothingToCancel: return [words.fill(.nothingToCancel)]
    case .noJump(let item, let over, let jump):
      switch jump {
      case .first, .last:
        return [words.fill(.noJumpEdge, ["item": name(item, scene), "target": name(over, scene)])]
      case .next(let accepting), .previous(let accepting):
        return [words.fill(accepting ? .noJumpAccepting : .noJumpNone, ["item": name(item, scene)])]
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
    case .nothingToUndo: return [words.fill(.nothingToUndo)]
    case .nothingToRedo: return [words.fill(.nothingToRedo)]
    case .added(let id):
      let phrase: NarrationTemplates.Phrase = scene[id]?.type == .container ? .addedContainer : .addedItem
      return [words.fill(phrase, ["item": name(id, scene), "place": place(id, in: session)])]
    case .removed(let removed, let from, let descendants):
      var values: TemplateValues = ["item": Sanitizer.clean(removed), "container": Sanitizer.clean(from)]
      guard descendants > 0 else { return [words.fill(.removed, values)] }
      values["count"] = "\(descendants)"
      return [words.fill(.removedWithInside, values)]
    case .renamed(let id, let from):
      return [words.fill(.renamed, ["from": Sanitizer.clean(from), "to": name(id, scene)])]
    case .propertySet(let id, let change):
      let (property, value) = describe(change, words)
      return [words.fill(.propertySet, ["properties": property, "item": name(id, scene), "to": value])]
    case .propertyUnchanged(let id): return [words.fill(.propertyUnchanged, ["item": name(id, scene)])]
    case .settings(let preferences, let path): return settingsText(preferences, path: path)
    case .recording(let path): return [words.fill(.recordingTo, ["file": Sanitizer.clean(path)])]
    case .recordingStopped(let path, let count):
      return [words.fill(.recordingStopped, ["file": Sanitizer.clean(path), "count": "\(count)"])]
    case .settingSaved(let key, let path): return [settingSavedText(key, session.preferences, path: path)]
    case .optionSet(.language(let language)):
      // Said in the language just chosen.
      return [words.fill(.languageNow, ["item": language.name])]
    case .optionSet(let option):
      let (option, value) = describe(option)
      return ["\(option) is now \(value)."]
    case .sceneLoaded(let source, let demo):
      // A demo is named in the session's language; JSON keeps the English source.
      // A new scene is named in words too; JSON keeps the English source.
      let shown =
        demo.map { words.fill(.demoScene, ["scene": Sanitizer.clean($0)]) }
        ?? (source == CommandSession.newSceneSource ? words.fill(.newScene) : Sanitizer.clean(source))
      return [words.fill(.loaded, ["scene": shown, "size": contents(of: scene, words, joined: false)])]
    case .ruleBroken(let rule):
      let container = name(rule.container, scene)
      guard let node = rule.node else {
        let count = scene[rule.container]?.children.count ?? 0
        return ["Warning: \(container) holds \(count), but it \(rule.reason)."]
      }
      return ["Warning: \(container) holds \(name(node, scene)), but it \(rule.reason)."]
    case .sceneSaved(let path, let otherLinks):
      let phrase: NarrationTemplates.Phrase =
        BoardFile.isBoard(path) ? (session.isDocument ? .savedDocument : .savedBoard) : .savedScene
      let saved = words.fill(phrase, ["file": Sanitizer.clean(path)])
      guard otherLinks > 0 else { return [saved] }
      return [saved + " " + words.fill(.savedOtherNames, ["count": "\(otherLinks)"])]
    case .demoList:
      return ["Demos, load one with demo NAME:"]
        + DemoScenes.all.map {
          "\($0.name)\($0.name == DemoScenes.defaultDemo.name ? " (default)" : ""): \($0.summary)"
        }
    case .help(let topic): return helpText(topic, spoken: session.mode.format.presentation == .words)
    case .expectationMet(let expectation):
      return verbosity == .brief ? ["ok"] : [words.fill(.expectationMet, ["edit": describe(expectation)])]
    case .unsavedChanges(let file, let quitting):
      let phrase: NarrationTemplates.Phrase =
        quitting
        ? (file == nil ? .unsavedQuitNoFile : .unsavedQuit) : (file == nil ? .unsavedReplaceNoFile : .unsavedReplace)
      return [words.fill(phrase, ["file": file.map(Sanitizer.clean) ?? ""])]
    case .quit: return [words.fill(.goodbye)]
    }
  }

  func plural(_ count: Int, _ word: String) -> String {
    count == 1 ? word : word + "s"
  }

  func whereText(in session: CommandSession) -> String {
    let scene = session.scene
    let words = words(session)
    if let context = session.document.drag.context { return announcer(session).whereLifted(context, in: scene) }
    let set = session.selectedItems
    if set.count > 1 {
      let focus =
        session.selection.map { words.fill(.whereFocus, ["item": name($0, scene), "place": place($0, in: session)]) }
        ?? ""
      return words.fill(
        .whereGroup, ["count": "\(set.count)", "items": announcer(session).list(set, in: scene), "focus": focus])
    }
    if let selection = session.selection, scene[selection] != nil {
      return words.fill(.whereSelected, ["item": name(selection, scene), "place": place(selection, in: session)])
    }
    return words.fill(.whereNothing)
  }
}
