import DragDropAnnouncements
import DragDropKit

extension Narrator {
  /// What a node is in a few words: "container, 3 items in a column" or "item, task".
  func summary(_ node: Node, in scene: Scene, _ words: NarrationTemplates = .english) -> String {
    if let outline = outlineSummary(node, in: scene, words) { return outline }
    if let vault = vaultWords(node, in: scene, words) { return vault }
    var text = typeWord(node.type, words)
    appendSummaryDetails(of: node, in: scene, words, to: &text)
    return text
  }

  /// "container" or "item".
  func typeWord(_ type: NodeType, _ words: NarrationTemplates) -> String {
    words.fill(type == .container ? .typeContainer : .typeItem)
  }

  /// In a document's outline, what a node is there: "list item, level 2 under Set up the
  /// database, 2 children"; "heading, 3 children". Nil for any other node.
  func outlineSummary(_ node: Node, in scene: Scene, _ words: NarrationTemplates = .english) -> String? {
    outlineParts(node, in: scene, words).map {
      [$0.kind, $0.level, $0.children].compactMap { $0 }.joined(separator: ", ")
    }
  }

  /// The words of `outlineSummary`: what it is, its level and parent (for a list item), and how
  /// many children it has.
  func outlineParts(_ node: Node, in scene: Scene, _ words: NarrationTemplates = .english)
    -> (kind: String, level: String?, levelNumber: Int?, children: String)?
  {
    guard OutlineKind.isOutline(node.properties), let parent = node.parent else { return nil }
    let count = node.children.count
    let children = count == 0 ? words.fill(.noChildren) : words.fill(.children, [.count: "\(count)"])
    let heading = node.properties.headingLevel
    let kind =
      heading > 0
      ? words.fill(.headingLevel, [.level: "\(heading)"])
      : words.fill(node.properties.role == .outlineItem ? .listItem : .heading)
    guard node.properties.role == .outlineItem else { return (kind, nil, nil, children) }
    let level = OutlineKind.level(under: parent, in: scene)
    let under = words.fill(.levelUnder, [.level: "\(level)", .target: contextName(parent, scene)])
    return (kind, under, level, children)
  }

  /// Where a node of a document's outline is, as a move says it: "list item, level 2 under
  /// Build the API, 1 of 2, no children"; "collapsed, 5 children" for a folded block. Nil for
  /// any other node.
  func outlinePlace(_ id: NodeID, in state: NarrationState) -> String? {
    let scene = state.scene
    let words = words(state)
    guard let node = scene[id], let parts = outlineParts(node, in: scene, words), let parent = node.parent else {
      return nil
    }
    let position = words.fill(
      .treePosition, [.position: "\((scene.index(of: id) ?? 0) + 1)", .count: "\(scene[parent]!.children.count)"])
    let children =
      node.properties.collapsed && !node.children.isEmpty
      ? words.fill(.collapsedChildren, [.count: "\(node.children.count)"]) : parts.children
    return [parts.kind, parts.level, position, children].compactMap { $0 }.joined(separator: ", ")
  }

  /// What a container holds: "3 items", or "1 child" when not all are items.
  func contents(of node: Node, in scene: Scene, _ words: NarrationTemplates = .english) -> String {
    let count = node.children.count
    let allItems = node.children.allSatisfy { scene.type(of: $0) == .item }
    return words.fill(allItems ? .holdsItems : .holdsChildren, [.count: "\(count)"])
  }

  /// The words of `summary` after the node's type, each after ", ", appended in place: an
  /// outline of 250,000 lines builds no arrays for them.
  func appendSummaryDetails(of node: Node, in scene: Scene, _ words: NarrationTemplates, to text: inout String) {
    let properties = node.properties
    if node.type == .container {
      text += ", "
      text += contents(of: node, in: scene, words)
      switch properties.layout {
      case .free: break
      case .stack(let stack): text += words.fill(stack.axis == .vertical ? .inColumn : .inRow)
      case .grid: text += words.fill(.inGrid)
      }
      if case .none = properties.accepts {
        text += ", "
        text += words.fill(.takesNoDrops)
      }
      if let capacity = properties.capacity {
        text += ", "
        text += words.fill(.holdsAtMost, [.count: String(capacity)])
      }
      switch properties.effect {
      case .move: break
      case .copy:
        text += ", "
        text += words.fill(.copiesDrops)
      case .tint:
        text += ", "
        text += words.fill(.tintsDrops)
      }
    } else if let kind = properties.kind {
      text += ", "
      text += Sanitizer.clean(kind)
    }
    if let color = properties.color {
      text += ", "
      text += Sanitizer.clean(color)
    }
    if let label = properties.label {
      text += ", "
      text += words.fill(.labelled, [.color: Sanitizer.clean(label)])
    }
  }

  func infoText(_ id: NodeID, in state: NarrationState) -> [String] {
    let scene = state.scene
    let node = scene[id]!
    // A vault's folder or page: what it is and holds, not a container's rules.
    if let vault = vaultWords(node, in: scene, words(state), unread: state.vault?.unread) {
      return [words(state).fill(.sentenceEnd, [.item: name(id, scene) + ", " + vault])]
    }
    let absolute = scene.absoluteFrame(of: id)
    let p = node.properties
    var rules: [String] = []
    if node.type == .container {
      rules.append("accepts \(describe(p.accepts, .english))")
      rules.append("capacity \(p.capacity.map(String.init) ?? "none")")
      rules.append("effect \(p.effect.rawValue)")
      rules.append("layout \(p.layout.rules.summary)")
    }
    if let targets = p.targets {
      rules.append("allowed targets \(targets.map(Sanitizer.clean).joined(separator: ", "))")
    }
    rules.append(p.draggable ? "draggable" : "not draggable")
    let kind = p.kind.map { ", kind \(Sanitizer.clean($0))" } ?? ""
    let color = p.color.map { ", color \(Sanitizer.clean($0))" } ?? ""
    let label = p.label.map { ", label \(Sanitizer.clean($0))" } ?? ""
    // In a document's outline: "list item, level 2, no children" instead of the container's type.
    let what =
      outlineParts(node, in: scene).map { [$0.kind, $0.levelNumber.map { "level \($0)" }, $0.children] }
      .map { $0.compactMap { $0 }.joined(separator: ", ") } ?? node.type.rawValue + kind
    // A board's or a document's frames are where dnd drew them, nothing the file says: left unsaid.
    let geometry = state.open == .scene
    if state.presentation == .words {
      // By ear, in the session's language: what it is, where, how big, and its rules.
      let words = words(state)
      let what =
        outlineParts(node, in: scene, words).map {
          [$0.kind, $0.levelNumber.map { words.fill(.treeLevel, [.level: "\($0)"]) }, $0.children].compactMap { $0 }
        }
        .map { $0.joined(separator: ", ") }
        ?? typeWord(node.type, words)
        + (p.kind.map { ", " + words.fill(.infoKind, [.color: Sanitizer.clean($0)]) } ?? "")
        + cardInfo(node, words, announcer(state))
      let color = p.color.map { ", " + words.fill(.infoColor, [.color: Sanitizer.clean($0)]) } ?? ""
      let label = p.label.map { ", " + words.fill(.labelled, [.color: Sanitizer.clean($0)]) } ?? ""
      let rules = plainRules(node, words, announcer(state), layout: geometry).joined(separator: ", ")
      let first = words.fill(
        .infoFirst, [.item: describedName(id, scene), .edit: what + color + label, .place: place(id, in: state)])
      guard geometry else { return [first, rules.prefix(1).uppercased() + rules.dropFirst() + "."] }
      let size = words.fill(
        .infoSize, [.from: formatNumber(node.frame.width), .to: formatNumber(node.frame.height)])
      let at: String
      switch node.parent {
      case nil: at = words.fill(.infoSizeOnly, [.size: size])
      case .root?: at = words.fill(.infoAtTop, [.point: "\(node.frame.origin)", .size: size])
      case let parent?:
        at = words.fill(
          .infoAtIn,
          [
            .point: "\(node.frame.origin)", .container: contextName(parent, scene), .size: size,
            .origin: "\(absolute.origin)",
          ])
      }
      return [first, at, rules.prefix(1).uppercased() + rules.dropFirst() + "."]
    }
    // The labels in the answer's language, their values in one column.
    let labels = [words.fill(.infoPlace), words.fill(.infoFrame), words.fill(.infoAbsolute), words.fill(.infoRules)]
    let width = (geometry ? labels : [labels[0], labels[3]]).map { LineWrapper.columns($0[...]) }.max() ?? 0
    func row(_ label: String, _ value: String) -> String {
      "  \(label):" + String(repeating: " ", count: width - LineWrapper.columns(label[...]) + 1) + value
    }
    let frames =
      geometry
      ? [
        row(labels[1], "\(node.frame.origin) \(node.frame.size)"),
        row(labels[2], "\(absolute.origin) \(absolute.size)"),
      ] : []
    let card = cardInfo(node, words, announcer(state))
    return ["\(path(id, scene)) (\(what)\(card)\(color)\(label))", row(labels[0], place(id, in: state))] + frames + [
      row(labels[3], rules.joined(separator: "; "))
    ]
  }

  /// A node's drop rules and layout in plain words: "takes tasks only; holds at most 2; stacks
  /// them top to bottom, 8 apart; cannot be dragged".
  /// `layout` false leaves out how a stack or grid places its items, for a board or a document,
  /// where dnd's layout is no part of the file.
  func plainRules(_ node: Node, _ words: NarrationTemplates, _ announcer: Announcer, layout: Bool = true) -> [String] {
    let p = node.properties
    var rules: [String] = []
    if node.type == .container {
      switch p.accepts {
      case .none: rules.append(words.fill(.takesNoDrops))
      case .any: rules.append(words.fill(.rulesAnyKind))
      case .kinds(let kinds):
        // English says the kinds as plurals ("takes tasks only"); other languages as written.
        let names = kinds.map { Sanitizer.clean(words.language.isEnglish ? Announcer.plural($0) : $0) }
        rules.append(words.fill(.rulesKinds, [.items: names.joined(separator: announcer.templates.fill(.listJoiner))]))
      }
      if let capacity = p.capacity { rules.append(words.fill(.holdsAtMost, [.count: "\(capacity)"])) }
      switch p.effect {
      case .move: break
      case .copy: rules.append(words.fill(.rulesCopy))
      case .tint: rules.append(words.fill(.rulesTint))
      }
      switch layout ? p.layout : nil {
      case nil: break
      case .free: rules.append(words.fill(.rulesFree))
      case .stack(let stack):
        rules.append(
          words.fill(
            stack.axis == .vertical ? .rulesColumn : .rulesRow, [.distance: formatNumber(stack.spacing)]))
      case .grid(let grid):
        rules.append(
          grid.columns.map { words.fill(.rulesGrid, [.count: "\($0)"]) } ?? words.fill(.rulesGridFit))
      }
    }
    if let targets = p.targets {
      rules.append(words.fill(.rulesTargets, [.target: targets.map(Sanitizer.clean).joined(separator: ", ")]))
    }
    rules.append(words.fill(p.draggable ? .rulesDraggable : .rulesFixed))
    return rules
  }

  func treeText(_ root: NodeID, depth maxDepth: Int?, in state: NarrationState) -> [String] {
    var lines: [String] = []
    writeTree(root, depth: maxDepth, in: state) { lines.append($0) }
    return lines
  }

  /// The outline, one line at a time: each line is built in one reused string and handed to
  /// `emit`, so a 250,000-line outline streams into the output instead of into an array.
  ///
  /// - Complexity: O(lines printed).
  func writeTree(_ root: NodeID, depth requested: Int?, in state: NarrationState, _ emit: (String) -> Void) {
    let scene = state.scene
    let baseDepth = scene.depth(of: root)
    let screenReader = state.presentation == .words
    let words = words(state)
    // A long document's outline: a summary, the top levels in at most `treeLines` lines, and
    // how to hear more. `tree all` (`Command.allLevels`) and `tree depth N` say what they ask.
    let plan = TreePlan(root, requested: requested, in: scene, open: state.open)
    let maxDepth = plan.depth
    if let levels = plan.summaryLevels {
      emit(
        words.fill(.treeSummary, [.size: contents(of: scene, under: root, words, joined: true), .count: "\(levels)"]))
    }
    if plan.skipsRoot { emit(boardSummary(scene, words)) }
    if root == .root, let counts = state.vault { emit(vaultSummary(counts, in: state)) }
    var printed = 0
    defer {
      // Heard, the document's own line is no line of the tree; nor is a board's.
      let total = plan.total - ((screenReader && plan.isDocument) || plan.skipsRoot ? 1 : 0)
      if plan.lineLimit != nil, printed < total {
        emit(words.fill(.treeMore, [.count: "\(total - printed)"]))
      }
    }
    let (tee, corner, bar) = style.unicode ? ("├── ", "└── ", "│   ") : ("|-- ", "`-- ", "|   ")
    // Depth first, children in order. Each level keeps its children and the next one to visit,
    // so the walk holds one entry a level, not one a node, and each node carries its index.
    var line = ""
    var lastLevel: Int?
    let sayings = AnnouncementTemplates(language: language, groupsNumbers: state.presentation == .pictures)
    func visit(_ id: NodeID, index: Int, prefix: String, branch: String, depth: Int) -> Bool {
      if let limit = plan.lineLimit, printed >= limit { return false }
      // Heard, a document's own line says nothing its blocks do not (the summary, when there is
      // one, says what it holds): it is left out.
      if screenReader, plan.isDocument, id == .root { return true }
      if plan.skipsRoot, id == root { return true }
      printed += 1
      let node = scene[id]!
      line.removeAll(keepingCapacity: true)
      // A board's, or a vault's board page's.
      if plan.isBoard || node.properties.role.isBoard {
        // A board's lane or card: "Doing, 1 card, holds at most 2"; "Set up CI, infra".
        if !screenReader { line += prefix + branch }
        boardLine(node, in: scene, words, spoken: screenReader, into: &line)
        emit(line)
        return !node.children.isEmpty && maxDepth.map { depth < $0 } ?? true
      }
      if let outline = outlineParts(node, in: scene, words) {
        // A document's outline: "Write tests, list item, level 2 under Build the API, 1 of 2,
        // no children".
        let folds = plan.foldsCollapsed && node.properties.collapsed && id != root
        let children =
          folds ? words.fill(.collapsedChildren, [.count: "\(node.children.count)"]) : outline.children
        if screenReader {
          // Heard in order, as a tree view says it: the name in its first words, a heading's
          // level, the list level only when it changes, the position, and children if any:
          // "do grocery, later, level 4, 1 of 3".
          line += sayings.spokenName(id, in: scene, shortened: true)
          if node.properties.role == .outlineHeading || node.properties.headingLevel > 0 || node.parent == nil {
            line += ", " + outline.kind
          }
          if let level = outline.levelNumber, level != lastLevel {
            line += ", "
            words.fill(.treeLevel, [.level: "\(level)"], appendingTo: &line)
          }
          lastLevel = outline.levelNumber
          if let parent = node.parent {
            line += ", "
            words.fill(
              .treePosition, [.position: "\(index + 1)", .count: "\(scene.childCount(of: parent, excluding: nil))"],
              appendingTo: &line)
          }
          if !node.children.isEmpty || node.parent == nil { line += ", " + children }
        } else {
          line += prefix + branch
          line += describedName(id, scene)
          line += "  "
          line += outline.kind
          if let level = outline.level { line += ", " + level }
          line += ", " + children
        }
        emit(line)
        return !folds && !node.children.isEmpty && maxDepth.map { depth < $0 } ?? true
      }
      if screenReader {
        // "viewA, container, level 1, 1 of 2, 1 item": name and type, then where, then the rest.
        line += describedName(id, scene)
        line += ", "
        line += vaultWords(node, in: scene, words, unread: state.vault?.unread) ?? typeWord(node.type, words)
        if let parent = node.parent {
          line += ", "
          words.fill(.treeLevel, [.level: String(depth + baseDepth)], appendingTo: &line)
          line += ", "
          words.fill(
            .treePosition,
            [.position: String(index + 1), .count: String(scene.childCount(of: parent, excluding: nil))],
            appendingTo: &line)
        }
      } else {
        line += prefix
        line += branch
        line += describedName(id, scene)
        line += "  "
        line += vaultWords(node, in: scene, words, unread: state.vault?.unread) ?? typeWord(node.type, words)
      }
      if !node.properties.role.isVault { appendSummaryDetails(of: node, in: scene, words, to: &line) }
      emit(line)
      return !node.children.isEmpty && maxDepth.map { depth < $0 } ?? true
    }
    var levels: [(children: [NodeID], next: Int, prefix: String, depth: Int)] = []
    if visit(root, index: scene.index(of: root) ?? 0, prefix: "", branch: "", depth: 0) {
      levels.append((scene[root]!.children, 0, "", 1))
    }
    while let last = levels.indices.last {
      let (children, next, prefix, depth) = levels[last]
      guard next < children.count else {
        levels.removeLast()
        continue
      }
      levels[last].next = next + 1
      let isLast = next == children.count - 1
      let branch = isLast ? corner : tee
      if visit(children[next], index: next, prefix: prefix, branch: branch, depth: depth) {
        let childPrefix = depth == 0 ? prefix : prefix + (isLast ? "    " : bar)
        levels.append((scene[children[next]]!.children, 0, childPrefix, depth + 1))
      }
    }
    if root == .root, let lifted = state.lifted {
      let others = scene.liftedCompanions
      let list = announcer(state).list(others, in: scene, limit: 5)
      let with = others.isEmpty ? "" : " with \(list)"
      emit(
        screenReader
          ? words.fill(others.isEmpty ? .treeLifted : .treeLiftedWith, [.item: name(lifted, scene), .items: list])
          : "(drag layer) \(name(lifted, scene))  \(words.fill(.placeLifted))\(with)")
    }
  }

  func targetsText(_ item: NodeID, _ targets: [Report.Target], in state: NarrationState) -> [String] {
    let scene = state.scene
    let words = words(state)
    var lines = [words.fill(.targetsHeader, [.item: name(item, scene)])]
    let home = state.drag?.home.parent ?? scene[item]?.parent
    for target in targets {
      var values: TemplateValues = [
        .target: name(target.container, scene), .home: target.container == home ? words.fill(.targetHome) : "",
      ]
      if let refusal = target.refusal {
        values[.reason] = announcer(state).reason(refusal, item: item, in: scene)
        lines.append(words.fill(.targetRefuses, values))
      } else {
        lines.append(words.fill(.targetTakes, values))
      }
    }
    return lines
  }

  func historyText(in state: NarrationState) -> [String] {
    let history = state.history
    let scene = state.scene
    let words = words(state)
    guard !history.steps.isEmpty else { return [words.fill(.historyEmpty)] }
    var lines = [
      words.fill(
        .historyHeader,
        [.count: "\(history.steps.count)", .from: "\(history.undoCount)", .to: "\(history.redoCount)"])
    ]
    for (index, edit) in history.steps.enumerated() {
      let undone = index < history.cursor ? "" : words.fill(.historyUndone)
      let marker = index == history.cursor - 1 ? " <- current" : ""
      lines.append(
        "\(index + 1). \(announcer(state).describe(edit, in: scene))\(undone)\(state.presentation == .words ? "" : marker)"
      )
    }
    lines.append(
      history.cursor == 0
        ? words.fill(.historyAllUndone)
        : words.fill(
          history.cursor == history.steps.count ? .historyUndoNext : .historyUndoRedo,
          [.position: "\(history.cursor)", .to: "\(history.cursor + 1)"]))
    return lines
  }

  func helpText(_ topic: String?, spoken: Bool = false) -> [String] {
    // By ear, no line runs past 100 characters.
    guard !spoken else { return helpLines(topic, spoken: true).flatMap(spokenLines) }
    return helpLines(topic, spoken: false)
  }

  private func helpLines(_ topic: String?, spoken: Bool) -> [String] {
    let words = self.words
    guard let topic else {
      // By ear, no colon ("colon") and no hyphen ("dash"): a comma after each group's name, and
      // the topics as words, which `help` takes as well. The command words stay English.
      var lines = [words.fill(.helpIntro)]
      for group in CommandCatalog.groups {
        let names = CommandCatalog.all.filter { $0.group == group }.map(\.name)
        let name = words.fill(group)
        lines.append("\(name)\(spoken ? "," : ":") \(names.joined(separator: ", ")).")
      }
      let topics = HelpTopics.names.map { spoken ? $0.replacing("-", with: " ") : $0 }
      lines.append("\(words.fill(.helpTopics))\(spoken ? "," : ":") \(topics.joined(separator: ", ")).")
      return lines
    }
    guard let info = CommandCatalog.info(topic) else { return HelpTopics.text(topic, words: words) }
    let summary = words.fill(info.summaryPhrase)
    guard spoken else {
      return [summary] + info.syntax.map { "\(words.fill(.helpSyntax)): \($0)" } + [
        "\(words.fill(.helpExample)): \(info.example)"
      ]
    }
    return [summary] + info.syntax.map { words.fill(.helpSay, [.command: spokenSyntax($0, words)]) } + [
      words.fill(.helpForExample, [.command: info.example])
    ]
  }

  /// A syntax form read as words: "move up|down [N]" becomes "move up or down, optionally N".
  /// No bars, brackets or ellipses reach a screen reader.
  func spokenSyntax(_ form: String, _ templates: NarrationTemplates) -> String {
    let or = templates.fill(.helpOr)
    var words: [String] = []
    for token in form.split(separator: " ") {
      if token == "|" {
        words.append(or)
        continue
      }
      var word = String(token)
      if word.hasPrefix("[") {
        words.append(templates.fill(.helpOptionally))
        word.removeFirst()
      }
      word = String(word.filter { $0 != "]" })
      let choices = word.split(separator: "|").map(String.init)
      if choices.count > 1 {
        word = choices.dropLast().joined(separator: ", ") + " \(or) " + choices.last!
      }
      if !word.isEmpty, word != "..." { words.append(word) }
    }
    return words.joined(separator: " ") + "."
  }

  /// A long sentence split at word boundaries into lines of at most 100 characters.
  func spokenLines(_ message: String) -> [String] {
    guard message.count > 100 else { return [message] }
    // Whole sentences to a line where they fit, so that a break never falls inside a command
    // a sentence holds (`set mode screen-reader save`); a longer sentence by words.
    var lines: [String] = []
    var current = ""
    let sentences = message.split(separator: ". ")
    for (index, piece) in sentences.enumerated() {
      let sentence = index < sentences.count - 1 ? piece + "." : String(piece)
      if sentence.count > 100 {
        if !current.isEmpty { lines.append(current) }
        current = ""
        lines += wrappedByWords(sentence)
        continue
      }
      if !current.isEmpty, current.count + 1 + sentence.count > 100 {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? sentence : " " + sentence
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  private func wrappedByWords(_ sentence: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in sentence.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > 100 {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
