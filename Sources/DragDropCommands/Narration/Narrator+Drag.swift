import DragDropKit

extension Narrator {
  /// The sentences for drag events; `entered` and `left` are folded into the move line unless verbose.
  func dragText(_ event: DragEvent, in session: CommandSession) -> [String] {
    let scene = session.scene
    let verbosity = session.verbosity
    switch event {
    case .lifted(let item, let from, let pos, let count, _):
      return ["Lifted \(name(item, scene)) from \(name(from, scene)), \(position(pos, of: count, verbosity))."]
    case .entered(_, let target):
      return verbosity == .verbose ? ["Entered \(name(target, scene))."] : []
    case .left(_, let target):
      return verbosity == .verbose ? ["Left \(name(target, scene))."] : []
    case .moved(let item, let point, let over, let pos, let movedCount, let refusal):
      if verbosity == .brief {
        guard let over else { return ["\(name(item, scene)) over nothing"] }
        if let refusal { return ["\(name(item, scene)) over \(name(over, scene)), refused: \(refusal)"] }
        return [
          "\(name(item, scene)) over \(name(over, scene))" + (pos.map { ", \($0) of \(movedCount ?? $0)" } ?? "")
        ]
      }
      var line =
        "\(name(item, scene)) \(overText(over, pos, refusal, item: item, point: point, count: movedCount, in: session))"
      if verbosity == .verbose {
        line +=
          over == nil || refusal != nil ? " Dropping now would put it back." : " Drop to place it here, or keep moving."
      }
      return [line]
    case .dropped(let item, let into, let pos, let count, let frame):
      var line = "Dropped \(name(item, scene)) into \(name(into, scene)), \(position(pos, of: count, verbosity))."
      if verbosity == .verbose { line += " Its frame is now \(frame.origin) \(frame.size). Undo puts it back." }
      return [line]
    case .refused(let item, let target, let reason):
      if reason == .insideItself { return ["\(name(item, scene)) cannot go inside itself."] }
      return ["\(name(target, scene)) refused \(name(item, scene)): it \(reason)."]
    case .cancelled(let item, let reason, let home, let pos, let count):
      let back = "\(name(item, scene)) is back in \(name(home, scene)), \(position(pos, of: count, verbosity))."
      switch reason {
      case .cancelled: return ["Cancelled. \(back)"]
      case .noTarget: return ["Not over a drop area. \(back)"]
      case .refused: return [back]
      }
    case .copied(let item, let copy, let into, let pos, let count, _):
      return [
        "Copied \(name(item, scene)) into \(name(into, scene)) as \(name(copy, scene)), \(position(pos, of: count, verbosity)). The original stays home."
      ]
    case .tinted(let item, let target, let color, _):
      return [
        "Tinted \(name(target, scene)) \(color.map(Sanitizer.clean) ?? "colorless") with \(name(item, scene)); \(name(item, scene)) is back home."
      ]
    }
  }

  /// An undo step in words: "moved red from viewA to viewB".
  func describe(_ edit: Edit, in scene: Scene) -> String {
    switch edit {
    case .move(let id, let from, let to):
      if from.parent == to.parent {
        return
          "moved \(name(id, scene)) within \(name(to.parent, scene)) from position \(from.index + 1) to \(to.index + 1)"
      }
      return "moved \(name(id, scene)) from \(name(from.parent, scene)) to \(name(to.parent, scene))"
    case .insert(let subtree, let at):
      return "added \(Sanitizer.clean(subtree.nodes[0].name)) to \(name(at.parent, scene))"
    case .remove(let subtree, let from):
      return "removed \(Sanitizer.clean(subtree.nodes[0].name)) from \(name(from.parent, scene))"
    case .rename(_, let from, let to):
      return "renamed \(Sanitizer.clean(from)) to \(Sanitizer.clean(to))"
    case .update(let id, let from, let to):
      var changed: [String] = []
      if from.frame.origin != to.frame.origin { changed.append("position") }
      if from.frame.size != to.frame.size { changed.append("size") }
      let (a, b) = (from.properties, to.properties)
      if a.color != b.color { changed.append("color") }
      if a.kind != b.kind { changed.append("kind") }
      if a.label != b.label { changed.append("label") }
      if a.draggable != b.draggable { changed.append("draggable") }
      if a.accepts != b.accepts { changed.append("accepts") }
      if a.capacity != b.capacity { changed.append("capacity") }
      if a.effect != b.effect { changed.append("effect") }
      if a.targets != b.targets { changed.append("targets") }
      if a.layout != b.layout { changed.append("layout") }
      return "changed the \(changed.joined(separator: " and ")) of \(name(id, scene))"
    }
  }

  /// A property change as (property, value) words.
  func describe(_ change: PropertyChange) -> (String, String) {
    func text(_ value: String?) -> String { value.map(Sanitizer.clean) ?? "none" }
    switch change {
    case .kind(let value): return ("kind", text(value))
    case .color(let value): return ("color", text(value))
    case .label(let value): return ("label", text(value))
    case .draggable(let value): return ("draggable property", value ? "true" : "false")
    case .accepts(let value): return ("accepted kinds", describe(value))
    case .capacity(let value): return ("capacity", value.map(String.init) ?? "none")
    case .effect(let value): return ("effect", value.rawValue)
    case .targets(let value):
      return ("allowed targets", value.map { $0.map(Sanitizer.clean).joined(separator: ", ") } ?? "any")
    case .layout(let spec):
      switch spec {
      case .free: return ("layout", "free")
      case .stack(let axis): return ("layout", "stack" + (axis.map { " \($0.rawValue)" } ?? ""))
      case .grid(let columns): return ("layout", "grid" + (columns.map { " of \($0) columns" } ?? ""))
      }
    case .cell(let size): return ("grid cell", size.description)
    case .columns(let value): return ("columns", value.map(String.init) ?? "auto")
    case .margin(let value): return ("margin", formatNumber(value))
    case .spacing(let value): return ("spacing", formatNumber(value))
    case .padding(let value): return ("padding", formatNumber(value))
    case .fill(let value): return ("fill", value.rawValue)
    case .axis(let value): return ("axis", value.rawValue)
    case .origin(let value): return ("origin", value.description)
    case .size(let value): return ("size", value.description)
    }
  }

  func describe(_ accepts: Accepts) -> String {
    switch accepts {
    case .none: "nothing (scenery)"
    case .any: "any kind"
    case .kinds(let kinds): kinds.map(Sanitizer.clean).joined(separator: ", ")
    }
  }

  func describe(_ option: SessionOption) -> (String, String) {
    switch option {
    case .step(let value): ("Step", "\(formatNumber(value)) points")
    case .mode(let value): ("Mode", value.rawValue)
    case .verbosity(let value): ("Verbosity", value.rawValue)
    case .collision(let value): ("Collision", value.rawValue)
    case .clamp(let value): ("Clamp", value.rawValue)
    case .snap(let value): ("Snap", value == 0 ? "off" : "\(formatNumber(value)) points")
    case .axis(let value): ("Axis lock", value?.rawValue ?? "off")
    case .threshold(let value): ("Pointer threshold", "\(formatNumber(value)) points")
    case .historyLimit(let value): ("History limit", "\(value) steps")
    }
  }

  func describe(_ expectation: Expectation) -> String {
    func clean(_ reference: Reference) -> String { Sanitizer.clean(reference.text) }
    switch expectation {
    case .inContainer(let item, let container, let position, let origin):
      return "\(clean(item)) in \(clean(container))" + (position.map { ", position \($0)" } ?? "")
        + (origin.map { ", at \($0)" } ?? "")
    case .count(let container, let count): return "\(clean(container)) holds \(count)"
    case .lifted(let item): return "\(clean(item)) is lifted"
    case .idle: return "nothing is lifted"
    case .over(let target): return "over \(target.map(clean) ?? "nothing")"
    case .color(let item, let color): return "\(clean(item)) is \(Sanitizer.clean(color))"
    }
  }
}
