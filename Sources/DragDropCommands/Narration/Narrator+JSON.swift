import DragDropAnnouncements
import DragDropFormats
import DragDropKit

extension Narrator {
  func frameValue(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  func pointValue(_ point: Point) -> JSONValue { .point(point.x, point.y) }

  func nameValue(_ id: NodeID?, _ scene: Scene) -> JSONValue {
    // What a script types to reach it: the text as written where that is enough.
    guard let id, let name = scene.typedName(of: id) else { return .null }
    return .string(name)
  }

  /// One JSON object per report (`Docs/scripting.md`, "JSON events"); nil for reports that only help people.
  func json(_ report: Report, in state: NarrationState) -> JSONValue? {
    let scene = state.scene
    func event(_ name: String, _ members: [(String, JSONValue)]) -> JSONValue {
      .object([("event", .string(name))] + members)
    }
    switch report {
    case .drag: return nil  // Written by `jsonLine(_:in:)`.
    case .markedDone(let item): return event("marked-done", [("item", nameValue(item, scene))])
    case .vaultOpened(let pages, let folders):
      return event(
        "opened-folder",
        [("name", nameValue(.root, scene)), ("pages", .number(Double(pages))), ("folders", .number(Double(folders)))])
    case .pageOpened(let page):
      return event(
        "opened-page",
        [("page", nameValue(page, scene)), ("nodes", .number(Double(scene.subtreeIDs(of: page).count - 1)))])
    case .pagesSaved(let files, _): return event("saved-pages", [("files", .array(files.map(JSONValue.string)))])
    case .vaultSaveFinished(let count): return event("finished-save", [("files", .number(Double(count)))])
    case .firstLiftHelp: return nil
    case .disk(let news): return diskJSON(news)
    case .again: return nil
    case .nothingToRepeat: return event("nothing-to-repeat", [])
    case .recording(let path): return event("recording", [("file", .string(path))])
    case .recordingStopped(let path, let count):
      return event("recording-stopped", [("file", .string(path)), ("expectations", .number(Double(count)))])
    case .unsavedChanges(let file, let quitting):
      return event(
        "unsaved-changes",
        [("file", file.map { .string($0) } ?? .null), ("command", .string(quitting ? "quit" : "replace"))])
    case .settings(let preferences, let path): return settingsJSON(preferences, path: path)
    case .settingSaved(let key, let path):
      return event(
        "setting-saved",
        [
          ("name", .string(key.rawValue)), ("value", .string(state.preferences.value(of: key).filter { $0 != "\"" })),
          ("file", .string(path)),
        ])
    case .nothingToLift(let point):
      return event("nothing-to-lift", [("phase", .string("began")), ("point", pointValue(point))])
    case .pointerDown(let point, let over):
      return event(
        "pointer", [("action", .string("down")), ("point", pointValue(point)), ("over", nameValue(over, scene))])
    case .pointerWaiting(let point, let distance, let threshold):
      return event(
        "pointer",
        [
          ("action", .string("move")), ("point", pointValue(point)), ("distance", .number(distance)),
          ("threshold", .number(threshold)),
        ])
    case .pointerReleased(let point):
      return event("pointer", [("action", .string("up")), ("point", point.map(pointValue) ?? .null)])
    case .selected(let id), .focusMoved(let id as NodeID?):
      var members: [(String, JSONValue)] = [("item", nameValue(id, scene))]
      if let id, let placement = scene.placement(of: id) {
        members += [
          ("parent", nameValue(placement.parent, scene)), ("position", .number(Double(placement.index + 1))),
          ("count", .number(Double(scene[placement.parent]!.children.count))),
        ]
      }
      let set = state.selectedItems
      if set.count > 1 { members.append(("items", .array(set.map { nameValue($0, scene) }))) }
      return event("selected", members)
    case .found(let id, let match, let count):
      return event(
        "found",
        [("item", nameValue(id, scene)), ("match", .number(Double(match))), ("matches", .number(Double(count)))])
    case .notFound(let text): return event("notFound", [("text", .string(text))])
    case .selectionChanged(let change):
      let (action, id): (String, NodeID) =
        switch change {
        case .added(let id): ("added", id)
        case .removed(let id): ("removed", id)
        case .alreadySelected(let id): ("already", id)
        case .notSelected(let id): ("absent", id)
        case .all(let container): ("all", container)
        }
      return event(
        "selected",
        [
          ("action", .string(action)), (action == "all" ? "in" : "item", nameValue(id, scene)),
          ("items", .array(state.selectedItems.map { nameValue($0, scene) })),
        ])
    case .alreadyAtEdge(let edge):
      return event(
        "unchanged",
        [
          ("item", nameValue(edge.item, scene)), ("target", nameValue(edge.container, scene)),
          ("position", .number(Double(edge.position))), ("count", .number(Double(edge.count))),
          ("direction", .string(edge.direction.rawValue)), ("reason", .string("no drop area in that direction")),
        ])
    case .nothingToCancel: return event("unchanged", [("reason", .string("nothing is lifted"))])
    case .fewerSteps(let done, let undoing):
      return event(
        "unchanged",
        [
          ("reason", .string(undoing ? "no more steps to undo" : "no more steps to redo")),
          ("done", .number(Double(done))),
        ])
    case .noJump(let item, let over, let jump):
      let reason =
        switch jump {
        case .first, .last: "no first or last position"
        case .next(let accepting), .previous(let accepting):
          accepting ? "no other container would accept it" : "no other container"
        }
      return event(
        "unchanged",
        [("item", nameValue(item, scene)), ("target", nameValue(over, scene)), ("reason", .string(reason))])
    case .whereIs: return whereValue(in: state)
    case .info(let id): return event("info", [("node", nodeValue(id, in: state))])
    case .tree(let id, let depth): return event("tree", [("root", treeValue(id, depth: depth, in: scene))])
    case .targets(let item, let targets):
      return event(
        "targets",
        [
          ("item", nameValue(item, scene)),
          (
            "targets",
            .array(
              targets.map { target in
                var members: [(String, JSONValue)] = [
                  ("name", nameValue(target.container, scene)), ("path", .string(scene.path(of: target.container))),
                  ("allowed", .bool(target.refusal == nil)),
                ]
                if let refusal = target.refusal { members.append(("reason", .string(refusal.description))) }
                return .object(members)
              })
          ),
        ])
    case .map:
      return event(
        "map",
        [
          ("width", .number(scene.root.frame.width)), ("height", .number(scene.root.frame.height)),
          (
            "nodes",
            .array(
              scene.subtreeIDs(of: .root).filter { $0 != .root }.map { id in
                .object([
                  ("name", nameValue(id, scene)), ("type", .string(scene[id]!.type.rawValue)),
                  ("absolute", frameValue(scene.absoluteFrame(of: id))),
                ])
              })
          ),
          ("lifted", nameValue(state.lifted, scene)),
          ("over", nameValue(state.drag?.target, scene)),
        ])
    case .history:
      let history = state.history
      return event(
        "history",
        [
          (
            "steps",
            .array(
              history.steps.enumerated().map { index, edit in
                .object([
                  ("number", .number(Double(index + 1))),
                  ("description", .string(announcer(state).describe(edit, in: scene))),
                  ("undone", .bool(index >= history.cursor)),
                ])
              })
          ),
          ("current", .number(Double(history.cursor))),
        ])
    case .undone(let edit):
      return event("undone", [("description", .string(announcer(state).describe(edit, in: scene)))])
    case .redone(let edit):
      return event("redone", [("description", .string(announcer(state).describe(edit, in: scene)))])
    case .nothingToUndo: return event("unchanged", [("reason", .string("nothing to undo"))])
    case .nothingToRedo: return event("unchanged", [("reason", .string("nothing to redo"))])
    case .added(let id):
      return event("edited", [("action", .string("added")), ("node", nodeValue(id, in: state))])
    case .removed(let removed, let from, let descendants):
      return event(
        "edited",
        [
          ("action", .string("removed")), ("name", .string(removed)), ("from", .string(from)),
          ("descendants", .number(Double(descendants))),
        ])
    case .renamed(let id, let from):
      return event("edited", [("action", .string("renamed")), ("from", .string(from)), ("to", nameValue(id, scene))])
    case .archived(let id, let name, let from):
      return event(
        "archived", [("item", .string(name)), ("from", nameValue(from, scene)), ("now", nameValue(id, scene))])
    case .unarchived(let id, let lane):
      let placement = scene.placement(of: id)
      return event(
        "unarchived",
        [
          ("item", nameValue(id, scene)), ("into", nameValue(lane, scene)),
          ("position", .number(Double((placement?.index ?? 0) + 1))),
          ("count", .number(Double(scene[lane]?.children.count ?? 0))),
        ])
    case .sorted(let id, let key, let count, let changed):
      return event(
        "sorted",
        [
          ("container", nameValue(id, scene)), ("by", .string(key.rawValue)), ("count", .number(Double(count))),
          ("changed", .bool(changed)),
        ])
    case .propertySet(let id, let change):
      let (property, value) = describe(change, .english)
      return event(
        "edited",
        [
          ("action", .string("set")), ("node", nameValue(id, scene)), ("property", .string(property)),
          ("value", .string(value)),
        ])
    case .propertyUnchanged(let id):
      return event(
        "unchanged", [("node", nameValue(id, scene)), ("reason", .string("the property already has that value"))])
    case .optionSet(let option):
      let (name, value) = jsonDescription(option)
      return event("setting", [("name", .string(name.lowercased())), ("value", .string(value))])
    case .ruleBroken(let rule):
      return event(
        "warning",
        [
          ("container", nameValue(rule.container, scene)), ("node", nameValue(rule.node, scene)),
          ("count", .number(Double(scene[rule.container]?.children.count ?? 0))),
          ("reason", .string(rule.reason.description)),
        ])
    case .sceneLoaded(let source, _):
      return event("loaded", [("source", .string(source)), ("nodes", .number(Double(scene.nodeCount)))])
    case .sceneSaved(let path, let otherLinks, _):
      return event(
        "saved", [("file", .string(path))] + (otherLinks > 0 ? [("otherLinks", .number(Double(otherLinks)))] : []))
    case .demoList:
      return event(
        "demos",
        [
          (
            "demos",
            .array(
              DemoScenes.all.map {
                .object([("name", .string($0.name)), ("summary", .string(NarrationTemplates.english.fill($0.summary)))])
              })
          )
        ])
    case .help(let topic):
      return event(
        "help",
        [("topic", topic.map(JSONValue.string) ?? .null), ("text", .array(helpText(topic).map(JSONValue.string)))])
    case .expectationMet(let expectation):
      return event("expectation", [("passed", .bool(true)), ("expectation", .string(jsonDescription(expectation)))])
    case .quit: return event("quit", [])
    }
  }

  /// One drag event as a JSON line, in the contract's key order.
  func jsonLine(_ dragEvent: DragEvent, in scene: Scene) -> String {
    let buffer = OutputBuffer(capacity: 256)
    writeJSONLine(dragEvent, in: scene, into: buffer)
    buffer.removeLast(1)
    return buffer.text
  }

  /// Writes one drag event as a JSON line and its newline, in the contract's key order.
  func writeJSONLine(_ dragEvent: DragEvent, in scene: Scene, into buffer: OutputBuffer) {
    func name(_ id: NodeID?) -> String? { id.flatMap { scene.typedName(of: $0) } }
    let line = JSONLine(into: buffer)
    // A group drag's events carry every item's name beside the leading one.
    func items(_ isGroup: Bool, _ group: @autoclosure () -> [NodeID]) {
      if isGroup { line.strings(#","items":"#, group().map(name)) }
    }
    // In a document's outline, moves and drops say the list level and the parent.
    func outline(_ item: NodeID, under parent: NodeID) {
      guard scene.role(of: item)?.isOutline == true else { return }
      line.int(#","level":"#, OutlineKind.level(under: parent, in: scene))
      line.string(#","parent":"#, name(parent))
    }
    switch dragEvent {
    case .lifted(let e):
      line.string(#"{"event":"lifted","phase":"began","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","from":"#, name(e.from))
      line.int(#","position":"#, e.position)
      line.int(#","count":"#, e.count)
      line.point(#","point":"#, e.point)
    case .entered(let e):
      line.string(#"{"event":"entered","phase":"changed","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","target":"#, name(e.target))
    case .left(let e):
      line.string(#"{"event":"left","phase":"changed","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","target":"#, name(e.target))
    case .moved(let e):
      line.string(#"{"event":"moved","phase":"changed","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.point(#","point":"#, e.point)
      line.string(#","over":"#, name(e.over))
      if let position = e.position { line.int(#","position":"#, position) }
      if let count = e.count { line.int(#","count":"#, count) }
      if let over = e.over { outline(e.item, under: over) }
      if e.over != nil {
        if let refusal = e.refusal {
          line.string(#","allowed":false,"reason":"#, refusal.description)
          if e.isGroup, let member = e.member { line.string(#","member":"#, name(member)) }
        } else {
          line.raw(#","allowed":true"#)
        }
      }
    case .dropped(let e):
      line.string(#"{"event":"dropped","phase":"ended","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","into":"#, name(e.into))
      line.int(#","position":"#, e.position)
      line.int(#","count":"#, e.count)
      outline(e.item, under: e.into)
      line.frame(#","frame":"#, e.frame)
    case .refused(let e):
      line.string(#"{"event":"refused","phase":"ended","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","target":"#, name(e.target))
      line.string(#","reason":"#, e.reason.description)
      if e.isGroup { line.string(#","member":"#, name(e.member)) }
    case .cancelled(let e):
      line.raw(
        e.reason == .cancelled
          ? #"{"event":"cancelled","phase":"cancelled","item":"# : #"{"event":"cancelled","phase":"ended","item":"#)
      line.string(name(e.item))
      items(e.isGroup, e.group)
      line.string(#","reason":"#, e.reason.rawValue)
      line.string(#","returnedTo":"#, name(e.returnedTo))
      line.int(#","position":"#, e.position)
      line.int(#","count":"#, e.count)
    case .copied(let e):
      line.string(#"{"event":"copied","phase":"ended","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","copy":"#, name(e.copy))
      if e.isGroup { line.strings(#","copies":"#, e.copies.map(name)) }
      line.string(#","into":"#, name(e.into))
      line.int(#","position":"#, e.position)
      line.int(#","count":"#, e.count)
      outline(e.item, under: e.into)
      line.frame(#","frame":"#, e.frame)
    case .tinted(let e):
      line.string(#"{"event":"tinted","phase":"ended","item":"#, name(e.item))
      items(e.isGroup, e.group)
      line.string(#","target":"#, name(e.target))
      line.string(#","color":"#, e.color)
      line.string(#","previous":"#, e.previous)
    }
    line.finish()
  }

  func nodeValue(_ id: NodeID, in state: NarrationState) -> JSONValue {
    let scene = state.scene
    let node = scene[id]!
    var members: [(String, JSONValue)] = [
      ("name", .string(scene.typedName(of: node.id) ?? node.name)), ("type", .string(node.type.rawValue)),
    ]
    if let placement = scene.placement(of: id) {
      members += [
        ("parent", nameValue(placement.parent, scene)), ("position", .number(Double(placement.index + 1))),
        ("count", .number(Double(scene[placement.parent]!.children.count))),
      ]
    } else {
      members.append(("parent", .null))
    }
    members += [("frame", frameValue(node.frame)), ("absolute", frameValue(scene.absoluteFrame(of: id)))]
    let p = node.properties
    members.append(("kind", .string(node.effectiveKind)))
    if let color = p.color { members.append(("color", .string(color))) }
    if let label = p.label { members.append(("label", .string(label))) }
    members.append(("draggable", .bool(p.draggable)))
    if node.type == .container {
      members.append(("layout", SceneFile.layoutValue(p.layout)))
      switch p.accepts {
      case .none: members.append(("accepts", .array([])))
      case .any: members.append(("accepts", .array([.string("*")])))
      case .kinds(let kinds): members.append(("accepts", .array(kinds.map(JSONValue.string))))
      }
      members.append(("capacity", p.capacity.map { .number(Double($0)) } ?? .null))
      members.append(("effect", .string(p.effect.rawValue)))
    }
    if let targets = p.targets { members.append(("targets", .array(targets.map(JSONValue.string)))) }
    appendCard(p, to: &members)
    return .object(members)
  }

  /// A board card's tags, date and time, as its text has them, where it has them.
  func appendCard(_ properties: NodeProperties, to members: inout [(String, JSONValue)]) {
    if !properties.tags.isEmpty { members.append(("tags", .array(properties.tags.map(JSONValue.string)))) }
    if let date = properties.date { members.append(("date", .string(date))) }
    if let time = properties.time { members.append(("time", .string(time))) }
  }

  func treeValue(_ root: NodeID, depth maxDepth: Int?, in scene: Scene) -> JSONValue {
    var values: [NodeID: JSONValue] = [:]
    let base = scene.depth(of: root)
    for id in scene.subtreeIDs(of: root).reversed() {
      let node = scene[id]!
      var members: [(String, JSONValue)] = [
        ("name", .string(scene.typedName(of: node.id) ?? node.name)), ("type", .string(node.type.rawValue)),
        ("frame", frameValue(node.frame)),
      ]
      if let kind = node.properties.kind { members.append(("kind", .string(kind))) }
      if let color = node.properties.color { members.append(("color", .string(color))) }
      appendCard(node.properties, to: &members)
      if node.type == .container {
        let depth = scene.depth(of: id) - base
        if maxDepth.map({ depth < $0 }) ?? true {
          members.append(("children", .array(node.children.map { values.removeValue(forKey: $0) ?? .null })))
        } else {
          members.append(("childCount", .number(Double(node.children.count))))
        }
      }
      values[id] = .object(members)
    }
    return values[root]!
  }

  func whereValue(in state: NarrationState) -> JSONValue {
    let scene = state.scene
    var members: [(String, JSONValue)] = [("event", .string("where"))]
    if let context = state.drag {
      members += [
        ("lifted", nameValue(context.item, scene)), ("from", nameValue(context.home.parent, scene)),
        ("point", pointValue(context.point)), ("over", nameValue(context.target, scene)),
      ]
      if context.isGroup { members.append(("items", .array(context.group.map { nameValue($0, scene) }))) }
      if let position = context.position { members.append(("position", .number(Double(position)))) }
      if context.target != nil {
        members.append(("allowed", .bool(context.refusal == nil)))
        if let refusal = context.refusal { members.append(("reason", .string(refusal.description))) }
      }
    } else {
      members.append(("lifted", .null))
      members.append(("selected", nameValue(state.selection, scene)))
      if let selection = state.selection, let placement = scene.placement(of: selection) {
        members += [
          ("parent", nameValue(placement.parent, scene)), ("position", .number(Double(placement.index + 1))),
          ("count", .number(Double(scene[placement.parent]!.children.count))),
        ]
      }
      let set = state.selectedItems
      if set.count > 1 { members.append(("items", .array(set.map { nameValue($0, scene) }))) }
    }
    return .object(members)
  }
}

/// The JSON stream's names for settings and expectations: data for programs, English always, as
/// `Docs/scripting.md` gives them.
extension Narrator {
  /// A setting's JSON `name` (lowercased) and `value`: English, a language with its code.
  func jsonDescription(_ option: SessionOption) -> (String, String) {
    let definition = option.name.definition
    if let language = option.value.language { return (definition.jsonName, "\(language.name) (\(language.code))") }
    return (definition.jsonName, option.value.said(definition.form, .english))
  }

  /// An expectation's JSON `expectation` text.
  func jsonDescription(_ expectation: Expectation) -> String {
    func clean(_ reference: Reference) -> String { Sanitizer.clean(reference.text) }
    switch expectation {
    case .inContainer(let item, let container, let position, let origin):
      return "\(clean(item)) in \(clean(container))" + (position.map { ", position \($0)" } ?? "")
        + (origin.map { ", at \($0)" } ?? "")
    case .groupInContainer(let items, let container, let position):
      return "\(items.map(clean).joined(separator: ", ")) in \(clean(container))"
        + (position.map { ", from position \($0)" } ?? "")
    case .count(let container, let count): return "\(clean(container)) holds \(count)"
    case .lifted(let item): return "\(clean(item)) is lifted"
    case .idle: return "nothing is lifted"
    case .over(let target): return "over \(target.map(clean) ?? "nothing")"
    case .color(let item, let color): return "\(clean(item)) is \(Sanitizer.clean(color))"
    }
  }
}
