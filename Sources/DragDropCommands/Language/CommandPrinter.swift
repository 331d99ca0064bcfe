import DragDropAnnouncements
import DragDropKit

/// A command as the language writes it: each catalog entry's printer mirrors its parser, and
/// these are the pieces they share. Parsing the text gives the same command back
/// (`CommandPrinterTests` holds every case to that), so the crash journal and a recording write
/// commands from this one definition, never by hand.
extension Command: CustomStringConvertible {
  /// The command's text: names quoted, numbers as the language writes them.
  public var description: String { CommandCatalog.entry(word)!.print(self) ?? word }

  /// Text quoted for the command language, every character kept (control characters escaped).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      default:
        if Sanitizer.isControl(scalar) {
          result += Sanitizer.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  static func text(_ reference: Reference) -> String { quoted(reference.text) }

  static func optional(_ reference: Reference?) -> String { reference.map { " " + text($0) } ?? "" }

  static func text(_ slot: SlotSpec?) -> String {
    switch slot {
    case nil: ""
    case .position(let position): " at position \(position)"
    case .before(let sibling): " before \(text(sibling))"
    case .after(let sibling): " after \(text(sibling))"
    case .first: " first"
    case .last: " last"
    }
  }

  static func text(_ target: SelectTarget) -> String {
    switch target {
    case .node(let node): text(node)
    case .next: "next"
    case .previous: "previous"
    case .none: "none"
    case .add(let node): "add \(text(node))"
    case .remove(let node): "remove \(text(node))"
    case .allIn(let container): "all in \(text(container))"
    case .toggle: "toggle"
    case .parent: "parent"
    case .child: "child"
    case .first: "first"
    case .last: "last"
    case .column(let forward): forward ? "right" : "left"
    }
  }

  static func text(_ layout: LayoutSpec) -> String {
    ([layout.name] + layout.values.map(text)).joined(separator: " ")
  }

  /// A layout parameter's value; no value is the parameter's word for none (`auto` columns).
  static func text(_ setting: LayoutSetting) -> String {
    guard case .none = setting.value else { return "\(setting.value)" }
    return Grammar.layoutParameter(named: setting.name)?.noneWord ?? "\(setting.value)"
  }

  static func text(_ accepts: Accepts) -> String {
    switch accepts {
    case .none: "none"
    case .any: "any"
    case .kinds(let kinds): quoted(kinds.joined(separator: ","))
    }
  }

  static func text(_ options: ContainerOptions) -> String {
    var text = options.parent.map { " in \(Self.text($0))" } ?? ""
    if let origin = options.origin { text += " at \(origin)" }
    if let size = options.size { text += " size \(size)" }
    if let layout = options.layout { text += " layout \(Self.text(layout))" }
    if let accepts = options.accepts { text += " accepts \(Self.text(accepts))" }
    if let capacity = options.capacity { text += " capacity \(capacity)" }
    if let effect = options.effect { text += " effect \(effect.rawValue)" }
    if let color = options.color { text += " color \(quoted(color))" }
    return text
  }

  static func text(_ options: ItemOptions) -> String {
    var text = options.parent.map { " in \(Self.text($0))" } ?? ""
    if let origin = options.origin { text += " at \(origin)" }
    if let position = options.position { text += " position \(position)" }
    if let size = options.size { text += " size \(size)" }
    if let kind = options.kind { text += " kind \(quoted(kind))" }
    if let color = options.color { text += " color \(quoted(color))" }
    return text
  }

  static func text(_ change: PropertyChange) -> String {
    func optional(_ text: String?) -> String { text.map(quoted) ?? "none" }
    switch change {
    case .kind(let kind): return "kind \(optional(kind))"
    case .color(let color): return "color \(optional(color))"
    case .label(let label): return "label \(optional(label))"
    case .draggable(let draggable): return "draggable \(draggable)"
    case .accepts(let accepts): return "accepts \(text(accepts))"
    case .capacity(let capacity): return "capacity \(capacity.map(String.init) ?? "none")"
    case .effect(let effect): return "effect \(effect.rawValue)"
    case .targets(let targets): return "targets \(targets.map { quoted($0.joined(separator: ",")) } ?? "any")"
    case .layout(let layout): return "layout \(text(layout))"
    case .layoutParameter(let setting): return "\(setting.name) \(text(setting))"
    case .origin(let origin): return "origin \(origin)"
    case .size(let size): return "size \(size)"
    }
  }

  static func text(_ expectation: Expectation) -> String {
    switch expectation {
    case .inContainer(let item, let container, let position, let origin):
      "\(text(item)) in \(text(container))" + (position.map { " position \($0)" } ?? "")
        + (origin.map { " at \($0)" } ?? "")
    case .groupInContainer(let items, let container, let position):
      "\(items.map(text).joined(separator: ", ")) in \(text(container))" + (position.map { " position \($0)" } ?? "")
    case .count(let container, let count): "\(text(container)) count \(count)"
    case .lifted(let item): "lifted \(text(item))"
    case .idle: "idle"
    case .over(let target): "over " + (target.map(text) ?? "nothing")
    case .color(let item, let color): "\(text(item)) color \(quoted(color))"
    }
  }
}
