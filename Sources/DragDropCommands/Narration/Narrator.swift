import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The words of every answer but the drag sentences' (the `Announcer`'s): a pure function of a
/// command's reports and the `NarrationState` it left, in one language. The output formats
/// (`OutputFormat`) use it to write an answer; it never writes one itself.
public struct Narrator: Sendable {
  /// What the terminal can show.
  public var style: TerminalStyle
  /// The language of the sentences said outside a command's reports (start-up, warnings,
  /// recovery); reports take their state's. A narrator is made for the session's language
  /// each time one is needed (the batch runner's `narrator`), so it never falls out of step.
  public var language: Language

  /// Creates a narrator for a terminal style and a language.
  public init(style: TerminalStyle = .plain, language: Language = .english) {
    self.style = style
    self.language = language
  }

  /// Once, when the interactive history file cannot be written.
  public func historyWarning(path: String) -> String {
    warning(words.fill(.warningNoHistory, [.file: Sanitizer.clean(path), .command: "--no-history"]))
  }

  /// A warning as a line of its own: "Warning: " and the sentence.
  func warning(_ sentence: String) -> String {
    let label = words.fill(.warningLabel)
    let ended = Self.endsSentence(sentence) ? sentence : words.fill(.sentenceEnd, [.item: sentence])
    return label.prefix(1).uppercased() + label.dropFirst() + ": " + ended
  }

  /// True when a text already ends a sentence, in any of the catalogs' scripts: `.`, `?`, `!`,
  /// and the full-width and Arabic ones (`。`, `？`, `！`, `؟`).
  static func endsSentence(_ text: String) -> Bool {
    text.last.map { ".?!。？！؟".contains($0) } == true
  }

  /// Shift with an arrow, with nothing lifted.
  public func arrowsHint() -> String { words.fill(.arrowsHint) }

  /// Tab pressed again on the same line: "The same 4 choices. Type more of the word to narrow them."
  public func sameChoices(_ count: Int) -> String { words.fill(.sameChoices, [.count: "\(count)"]) }

  /// The narration's words in the narrator's language.
  var words: NarrationTemplates { NarrationTemplates(language: language) }

  /// The narration's words in the answer's language.
  func words(_ state: NarrationState) -> NarrationTemplates {
    NarrationTemplates(language: state.language, groupsNumbers: state.presentation == .pictures)
  }

  /// A bundled demo's name as the start-up sentence says it: "the kanban demo".
  public func demoName(_ demo: String) -> String {
    words.fill(.demoScene, [.scene: Sanitizer.clean(demo)])
  }

  /// The interactive session's first line.
  public func greeting(scene: String) -> String {
    words.fill(.greeting, [.scene: Sanitizer.clean(scene)])
  }

  /// What a scene, or the part under `root`, holds, counted: "3 containers, 5 items"; a
  /// document's outline as its reader knows it: "4 headings, 11 list items".
  func contents(of scene: Scene, under root: NodeID = .root, _ words: NarrationTemplates, joined: Bool) -> String {
    var containers = 0
    var items = 0
    var headings = 0
    var listItems = 0
    func count(_ node: Node) {
      if node.type == .container { containers += 1 } else { items += 1 }
      if node.properties.role == .outlineHeading || node.properties.headingLevel > 0 {
        headings += 1
      } else if node.properties.role == .outlineItem {
        listItems += 1
      }
    }
    if root == .root {
      for node in scene.everyNode where node.id != .root { count(node) }
    } else {
      for id in scene.subtreeIDs(of: root) where id != root { scene[id].map(count) }
    }
    let (first, second) =
      headings + listItems > 0
      ? (words.fill(.headings, [.count: "\(headings)"]), words.fill(.listItems, [.count: "\(listItems)"]))
      : (words.fill(.containers, [.count: "\(containers)"]), words.fill(.items, [.count: "\(items)"]))
    return joined ? words.fill(.contentsAnd, [.from: first, .to: second]) : "\(first), \(second)"
  }

  /// What the interactive session says before its first prompt. Read aloud it is one sentence:
  /// the scene, its size and how to begin, never the whole tree. On screen it is the greeting
  /// and the tree when the tree fits in the terminal's `rows`, else a one-line summary.
  public func start(scene name: String, in state: NarrationState, rows: Int) -> [String] {
    let scene = state.scene
    let words = words(state)
    let size =
      state.vault.map {
        words.fill(
          $0.folders > 0 ? .pagesInFolders : .pagesAlone,
          [
            .pages: words.fill(.pages, [.count: "\($0.pages)"]),
            .folders: words.fill(.folders, [.count: "\($0.folders)"]),
          ])
      } ?? contents(of: scene, words, joined: true)
    if state.presentation == .words {
      return [words.fill(.start, [.scene: Sanitizer.clean(name), .size: size])]
    }
    // The greeting, the tree and the prompt must fit: a tree line for every node.
    let greeting = words.fill(.greeting, [.scene: Sanitizer.clean(name)])
    if scene.nodeCount <= rows - 3 { return [greeting] + treeText(.root, depth: nil, in: state) }
    return [greeting, words.fill(.startSummary, [.size: size])]
  }

  /// Said once before a large file is read, so that the screen is not blank while it opens.
  public func reading(file: String, bytes: Int) -> String {
    words.fill(.readingFile, [.file: Sanitizer.clean(file), .count: "\(max(1, (bytes + (1 << 19)) >> 20))"])
  }

  /// Control-D with changes that were never saved.
  public func unsavedWarning(file: String?) -> String {
    guard let file else { return words.fill(.unsavedLeaveNoFile) }
    return words.fill(.unsavedLeave, [.file: Sanitizer.clean(file)])
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
    return Sanitizer.clean(scene.title(of: id) ?? "#\(id.rawValue)")
  }

  /// A node's name with what it is as a task after it, where the node itself is described (a
  /// tree line, `info`, what a selection or a search reached): "watch Doctor Who, done".
  func describedName(_ id: NodeID, _ scene: Scene) -> String {
    AnnouncementTemplates(language: language).spokenName(id, in: scene)
  }

  /// A parent's or container's name said for context: its first few words when it is long.
  func contextName(_ id: NodeID, _ scene: Scene) -> String {
    AnnouncementTemplates(language: language).contextName(id, in: scene)
  }

  /// A node's path, with control characters escaped.
  func path(_ id: NodeID, _ scene: Scene) -> String { Sanitizer.clean(scene.path(of: id)) }

  /// The announcer for drag events, at the session's verbosity, in its language.
  func announcer(_ state: NarrationState) -> Announcer {
    Announcer(
      verbosity: state.verbosity,
      templates: AnnouncementTemplates(language: state.language, groupsNumbers: state.presentation == .pictures))
  }

  /// Where a node is: "in viewA, position 1 of 1"; in a vault's board, "in Home board, Doing,
  /// position 2 of 2".
  func place(_ id: NodeID, in state: NarrationState) -> String {
    let scene = state.scene
    let words = words(state)
    guard let placement = scene.placement(of: id) else {
      return words.fill(id == state.lifted ? .placeLifted : .placeRoot)
    }
    let count = scene[placement.parent]!.children.count
    let announcer = announcer(state)
    var container = contextName(placement.parent, scene)
    // A lane of a vault's board: the board's page first, as a move across pages says it.
    if let page = scene[placement.parent]?.parent, scene[page]?.properties.role == .vaultPage {
      container = announcer.templates.fill(.inPage, [.container: contextName(page, scene), .target: container])
    }
    return words.fill(
      .place, [.container: container, .position: announcer.position(placement.index + 1, count)])
  }

  func text(_ report: Report, in state: NarrationState) -> [String] {
    let scene = state.scene
    let verbosity = state.verbosity
    let words = words(state)
    if let said = vaultText(report, in: state) { return said }
    switch report {
    case .drag(let event): return announcer(state).announce(event, in: scene).map { [$0] } ?? []
    case .vaultOpened, .pageOpened, .pagesSaved, .vaultSaveFinished: return []
    // Said with the drop before it, as one sentence (`sentences`); the verbose drop names the lane.
    case .markedDone: return []
    case .disk(let news): return [diskText(news, in: state)]
    // The runner writes the answers again, as they were written.
    case .again: return []
    case .nothingToRepeat: return [words.fill(.nothingToRepeat)]
    case .firstLiftHelp:
      let group = state.drag?.isGroup ?? false
      return [announcer(state).instructions(for: state.interactive ? .keys : .commands, group: group)]
    case .nothingToLift(let point): return [words.fill(.nothingToLiftAt, [.point: "\(point)"])]
    case .pointerDown(let point, let over):
      guard let over else { return [words.fill(.pointerDownNothing, [.point: "\(point)"])] }
      return [words.fill(.pointerDownOver, [.point: "\(point)", .item: name(over, scene)])]
    case .pointerWaiting(let point, let distance, let threshold):
      // Past the threshold without a drag: the press was on nothing that can be dragged.
      if distance >= threshold { return [words.fill(.pointerNothingThere, [.point: "\(point)"])] }
      return [
        words.fill(
          .pointerWaiting,
          [
            .point: "\(point)", .distance: formatNumber((distance * 10).rounded() / 10),
            .threshold: formatNumber(threshold),
          ])
      ]
    case .pointerReleased: return [words.fill(.pointerReleased)]
    case .selected(nil): return [words.fill(.nothingSelected)]
    case .selected(let id?), .focusMoved(let id):
      let stepped = if case .focusMoved = report { true } else { false }
      let set = state.selectedItems
      // In a document, what the item is as a move says it: kind, level, position, children.
      // On a board, what the card's text says: its tags, date and time.
      let at =
        outlinePlace(id, in: state) ?? boardPlace(id, in: state) ?? vaultPlace(id, in: state) ?? place(id, in: state)
      let values: TemplateValues = [.item: describedName(id, scene), .place: at, .count: "\(set.count)"]
      guard set.count > 1 || (!state.selected.isEmpty && set != [id]) else {
        return [words.fill(stepped && verbosity != .verbose ? .focusOn : .selected, values)]
      }
      return [words.fill(set.contains(id) ? .focusAmong : .focusNotAmong, values)]
    case .found(let id, let match, let count):
      let values: TemplateValues = [
        .item: describedName(id, scene), .place: boardPlace(id, in: state) ?? place(id, in: state),
        .position: "\(match)", .count: "\(count)",
      ]
      return [words.fill(.found, values)]
    case .notFound(let text): return [words.fill(.notFound, [.item: Sanitizer.clean(text)])]
    case .selectionChanged(let change): return [describe(change, in: state)]
    case .alreadyAtEdge(let edge): return [announcer(state).atEdge(edge, in: scene)]
    case .nothingToCancel: return [words.fill(.nothingToCancel)]
    case .noJump(let item, let over, let jump):
      switch jump {
      case .first, .last:
        return [words.fill(.noJumpEdge, [.item: name(item, scene), .target: name(over, scene)])]
      case .next(let accepting), .previous(let accepting):
        return [words.fill(accepting ? .noJumpAccepting : .noJumpNone, [.item: name(item, scene)])]
      }
    case .whereIs: return [whereText(in: state)]
    case .info(let id): return infoText(id, in: state)
    case .tree(let id, let depth): return treeText(id, depth: depth, in: state)
    case .targets(let item, let targets): return targetsText(item, targets, in: state)
    case .map: return mapText(in: state)
    case .history: return historyText(in: state)
    case .undone(let edit): return [announcer(state).undone(edit, in: scene)]
    case .redone(let edit): return [announcer(state).redone(edit, in: scene)]
    case .fewerSteps(let done, let undoing): return [announcer(state).fewerSteps(done, undoing: undoing)]
    case .nothingToUndo: return [words.fill(.nothingToUndo)]
    case .nothingToRedo: return [words.fill(.nothingToRedo)]
    case .added(let id):
      let phrase: NarrationTemplates.Phrase = scene[id]?.type == .container ? .addedContainer : .addedItem
      return [words.fill(phrase, [.item: name(id, scene), .place: place(id, in: state)])]
    case .removed(let removed, let from, let descendants):
      var values: TemplateValues = [.item: Sanitizer.clean(removed), .container: Sanitizer.clean(from)]
      guard descendants > 0 else { return [words.fill(.removed, values)] }
      values[.count] = "\(descendants)"
      return [words.fill(.removedWithInside, values)]
    case .renamed(let id, let from):
      return [words.fill(.renamed, [.from: Sanitizer.clean(from), .to: name(id, scene)])]
    case .archived(_, let card, let from):
      return [words.fill(.archived, [.item: Sanitizer.clean(card), .container: name(from, scene)])]
    case .unarchived(let id, _):
      return [words.fill(.unarchived, [.item: name(id, scene), .place: place(id, in: state)])]
    case .sorted(let id, let key, let count, let changed):
      // A board's lane holds cards; anything else, items.
      let lane = state.open == .board && scene[id]?.parent == .root
      let items = words.fill(lane ? .cards : .items, [.count: "\(count)"])
      let phrase: NarrationTemplates.Phrase =
        switch key {
        case .name: changed ? .sortedByName : .sortedAlreadyName
        case .date: changed ? .sortedByDate : .sortedAlreadyDate
        case .done: changed ? .sortedDoneLast : .sortedAlreadyDone
        }
      return [words.fill(phrase, [.container: name(id, scene), .items: items])]
    case .propertySet(let id, let change):
      let (property, value) = describe(change, words)
      return [words.fill(.propertySet, [.properties: property, .item: name(id, scene), .to: value])]
    case .propertyUnchanged(let id): return [words.fill(.propertyUnchanged, [.item: name(id, scene)])]
    case .settings(let preferences, let path): return settingsText(preferences, path: path, in: state)
    case .recording(let path): return [words.fill(.recordingTo, [.file: Sanitizer.clean(path)])]
    case .recordingStopped(let path, let count):
      return [words.fill(.recordingStopped, [.file: Sanitizer.clean(path), .count: "\(count)"])]
    case .settingSaved(let key, let path): return [settingSavedText(key, state.preferences, path: path, in: state)]
    case .optionSet(let option) where option.name == .language && option.value.language != nil:
      // Said in the language just chosen.
      return [words.fill(.languageNow, [.item: option.value.language!.name])]
    case .optionSet(let option):
      let (option, value) = describe(option, words)
      return [words.fill(.optionNow, [.properties: option, .to: value])]
    case .sceneLoaded(let source, let demo):
      // A demo is named in the session's language; JSON keeps the English source.
      // A new scene is named in words too; JSON keeps the English source.
      let shown =
        demo.map { words.fill(.demoScene, [.scene: Sanitizer.clean($0)]) }
        ?? (source == Report.newSceneSource ? words.fill(.newScene) : Sanitizer.clean(source))
      return [words.fill(.loaded, [.scene: shown, .size: contents(of: scene, words, joined: false)])]
    case .ruleBroken(let rule):
      var values: TemplateValues = [
        .container: name(rule.container, scene), .reason: announcer(state).reason(rule.reason),
      ]
      let phrase: NarrationTemplates.Phrase
      if let node = rule.node {
        values[.item] = name(node, scene)
        phrase = .ruleBrokenItem
      } else {
        values[.count] = "\(scene[rule.container]?.children.count ?? 0)"
        phrase = .ruleBrokenCount
      }
      return [warning(words.fill(phrase, values))]
    case .sceneSaved(let path, let otherLinks, let kind):
      let phrase: NarrationTemplates.Phrase =
        switch kind {
        case .scene: .savedScene
        case .board: .savedBoard
        case .outline, .vault: .savedDocument
        }
      let saved = words.fill(phrase, [.file: Sanitizer.clean(path)])
      guard otherLinks > 0 else { return [saved] }
      return [saved + " " + words.fill(.savedOtherNames, [.count: "\(otherLinks)"])]
    case .demoList:
      return [words.fill(.demoList)]
        + DemoScenes.all.map {
          $0.name + ($0.name == DemoScenes.defaultDemo.name ? ", " + words.fill(.demoDefault) : "") + ". "
            + words.fill($0.summary)
        }
    case .help(let topic): return helpText(topic, spoken: state.presentation == .words)
    case .expectationMet(let expectation):
      return verbosity == .brief ? ["ok"] : [words.fill(.expectationMet, [.edit: describe(expectation, words)])]
    case .unsavedChanges(let file, let quitting):
      let phrase: NarrationTemplates.Phrase =
        quitting
        ? (file == nil ? .unsavedQuitNoFile : .unsavedQuit) : (file == nil ? .unsavedReplaceNoFile : .unsavedReplace)
      return [words.fill(phrase, [.file: file.map(Sanitizer.clean) ?? ""])]
    case .quit: return [words.fill(.goodbye)]
    }
  }

  func whereText(in state: NarrationState) -> String {
    let scene = state.scene
    let words = words(state)
    if let context = state.drag { return announcer(state).whereLifted(context, in: scene) }
    let set = state.selectedItems
    if set.count > 1 {
      let focus =
        state.selection.map { words.fill(.whereFocus, [.item: name($0, scene), .place: place($0, in: state)]) }
        ?? ""
      return words.fill(
        .whereGroup, [.count: "\(set.count)", .items: announcer(state).list(set, in: scene), .focus: focus])
    }
    if let selection = state.selection, scene[selection] != nil {
      return words.fill(.whereSelected, [.item: name(selection, scene), .place: place(selection, in: state)])
    }
    return words.fill(.whereNothing)
  }
}
