import DragDropAnnouncements
import DragDropKit

extension Narrator {
  /// What a node is in a few words: "container, stack layout, 3 items" or "item, kind task".
  func summary(_ node: Node, in scene: Scene) -> String {
    summaryParts(node, in: scene).joined(separator: ", ")
  }

  /// The parts of `summary`, the node type first.
  func summaryParts(_ node: Node, in scene: Scene) -> [String] {
    var parts = [node.type.rawValue]
    if node.type == .container {
      if node.properties.layout != .free { parts.append("\(node.properties.layout.name) layout") }
      let count = node.children.count
      parts.append(
        node.children.allSatisfy { scene.type(of: $0) == .item }
          ? "\(count) \(plural(count, "item"))" : "\(count) \(count == 1 ? "child" : "children")"
      )
      if case .none = node.properties.accepts { parts.append("scenery") }
      if let capacity = node.properties.capacity { parts.append("capacity \(capacity)") }
      if node.properties.effect != .move { parts.append("\(node.properties.effect.rawValue) effect") }
    } else if let kind = node.properties.kind {
      parts.append(Sanitizer.clean(kind))
    }
    if let color = node.properties.color { parts.append(Sanitizer.clean(color)) }
    if let label = node.properties.label { parts.append("label \(Sanitizer.clean(label))") }
    return parts
  }

  func infoText(_ id: NodeID, in session: CommandSession) -> [String] {
    let scene = session.scene
    let node = scene[id]!
    let absolute = scene.absoluteFrame(of: id)
    let p = node.properties
    var rules: [String] = []
    if node.type == .container {
      rules.append("accepts \(describe(p.accepts))")
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
    if session.mode.format.presentation == .words {
      return [
        "\(name(id, scene)), \(node.type.rawValue)\(kind)\(color)\(label), \(place(id, in: session)).",
        "Frame \(node.frame.origin) size \(node.frame.size); absolute \(absolute.origin).",
        rules.joined(separator: ", ").prefix(1).uppercased() + rules.joined(separator: ", ").dropFirst() + ".",
      ]
    }
    return [
      "\(path(id, scene)) (\(node.type.rawValue)\(kind)\(color)\(label))",
      "  place:    \(place(id, in: session))",
      "  frame:    \(node.frame.origin) \(node.frame.size)",
      "  absolute: \(absolute.origin) \(absolute.size)",
      "  rules:    \(rules.joined(separator: "; "))",
    ]
  }

  func treeText(_ root: NodeID, depth maxDepth: Int?, in session: CommandSession) -> [String] {
    let scene = session.scene
    let baseDepth = scene.depth(of: root)
    var lines: [String] = []
    let screenReader = session.mode.format.presentation == .words
    let (tee, corner, bar) = style.unicode ? ("├── ", "└── ", "│   ") : ("|-- ", "`-- ", "|   ")
    // (node, its index among its siblings, prefix for its children, depth below the root); the
    // index travels with the node, so the outline is linear in the lines it prints.
    let rootIndex = scene.index(of: root) ?? 0
    var stack: [(id: NodeID, index: Int, prefix: String, branch: String, depth: Int)] = [(root, rootIndex, "", "", 0)]
    while let (id, index, prefix, branch, depth) = stack.popLast() {
      let node = scene[id]!
      if screenReader {
        // "viewA, container, level 1, 1 of 2, 1 item": name and type, then where, then the rest.
        var parts = summaryParts(node, in: scene)
        let type = parts.removeFirst()
        var line = "\(name(id, scene)), \(type)"
        if let parent = node.parent {
          line += ", level \(depth + baseDepth), \(index + 1) of \(scene.childCount(of: parent, excluding: nil))"
        }
        lines.append(([line] + parts).joined(separator: ", "))
      } else {
        lines.append("\(prefix)\(branch)\(name(id, scene))  \(summary(node, in: scene))")
      }
      if let maxDepth, depth >= maxDepth { continue }
      let childPrefix = prefix + (branch.isEmpty ? "" : (branch == corner ? "    " : bar))
      for (index, child) in node.children.enumerated().reversed() {
        stack.append((child, index, childPrefix, index == node.children.count - 1 ? corner : tee, depth + 1))
      }
    }
    if root == .root, let lifted = session.document.lifted {
      lines.append(
        screenReader
          ? "\(name(lifted, scene)) is lifted, on the drag layer." : "(drag layer) \(name(lifted, scene))  lifted")
    }
    return lines
  }

  func targetsText(_ item: NodeID, _ targets: [Report.Target], in session: CommandSession) -> [String] {
    let scene = session.scene
    var lines = ["Targets for \(name(item, scene)):"]
    let home = session.document.drag.context?.home.parent ?? scene[item]?.parent
    for target in targets {
      let homeNote = target.container == home ? " (its home)" : ""
      if let refusal = target.refusal {
        let reason = refusal == .insideItself ? "it cannot go inside itself" : "it \(refusal)"
        lines.append("\(name(target.container, scene))\(homeNote): refuses, \(reason).")
      } else {
        lines.append("\(name(target.container, scene))\(homeNote): accepts.")
      }
    }
    return lines
  }

  func historyText(in session: CommandSession) -> [String] {
    let history = session.document.history
    let scene = session.scene
    guard !history.steps.isEmpty else { return ["History is empty: nothing to undo or redo."] }
    var lines = [
      "History: \(history.steps.count) \(plural(history.steps.count, "step")), \(history.undoCount) can be undone, \(history.redoCount) redone."
    ]
    for (index, edit) in history.steps.enumerated() {
      let state = index < history.cursor ? "" : " (undone)"
      let marker = index == history.cursor - 1 ? " <- current" : ""
      lines.append(
        "\(index + 1). \(announcer(session).describe(edit, in: scene))\(state)\(session.mode.format.presentation == .words ? "" : marker)"
      )
    }
    lines.append(
      history.cursor == 0 ? "Current point: before step 1." : "Current point: after step \(history.cursor).")
    return lines
  }

  func helpText(_ topic: String?) -> [String] {
    guard let topic else {
      var lines = ["Commands, by purpose. Type help COMMAND for its syntax and an example."]
      for group in CommandCatalog.groups {
        let names = CommandCatalog.all.filter { $0.group == group }.map(\.name)
        lines.append("\(group): \(names.joined(separator: ", ")).")
      }
      lines.append("Topics: \(HelpTopics.names.joined(separator: ", ")).")
      return lines
    }
    guard let info = CommandCatalog.info(topic) else { return HelpTopics.text(topic) }
    return [info.summary] + info.syntax.map { "Syntax: \($0)" } + ["Example: \(info.example)"]
  }
}
