import DragDropAnnouncements
import DragDropKit

extension Narrator {
  /// A property change as (property, value) words.
  /// A property change as the property's name and its new value, in the session's words; values
  /// the person typed (names, kinds, `true`, layout words) stay as typed.
  func describe(_ change: PropertyChange, _ words: NarrationTemplates) -> (String, String) {
    let none = words.fill(.valueNone)
    func text(_ value: String?) -> String { value.map(Sanitizer.clean) ?? none }
    switch change {
    case .kind(let value): return (words.fill(.propertyKind), text(value))
    case .color(let value): return (words.fill(.propertyColor), text(value))
    case .label(let value): return (words.fill(.propertyLabel), text(value))
    case .draggable(let value): return (words.fill(.propertyDraggable), value ? "true" : "false")
    case .accepts(let value): return (words.fill(.propertyAccepts), describe(value, words))
    case .capacity(let value): return (words.fill(.propertyCapacity), value.map(String.init) ?? none)
    case .effect(let value): return (words.fill(.propertyEffect), value.rawValue)
    case .targets(let value):
      let targets = value.map { $0.map(Sanitizer.clean).joined(separator: ", ") }
      return (words.fill(.propertyTargets), targets ?? words.fill(.valueAnyTarget))
    case .layout(let spec):
      let value = ([spec.name] + spec.values.map { describe($0, in: spec.name) }).joined(separator: " ")
      return (words.fill(.propertyLayout), value)
    case .layoutParameter(let setting):
      return (setting.name, describe(setting, in: nil))
    case .origin(let value): return (words.fill(.propertyOrigin), value.description)
    case .size(let value): return (words.fill(.propertySize), value.description)
    }
  }

  /// A layout parameter's value in words; no value reads as its none word (`auto`).
  func describe(_ setting: LayoutSetting, in layout: String?) -> String {
    guard setting.value == .none else { return setting.value.description }
    let parameter = layout.flatMap { Layout.type(named: $0)?.parameter(named: setting.name) }
    return (parameter ?? Grammar.layoutParameter(named: setting.name))?.noneWord ?? "none"
  }

  func describe(_ accepts: Accepts, _ words: NarrationTemplates) -> String {
    switch accepts {
    case .none: words.fill(.acceptsNothing)
    case .any: words.fill(.acceptsAnyKind)
    case .kinds(let kinds): kinds.map(Sanitizer.clean).joined(separator: ", ")
    }
  }

  /// A session option's name and value in words: ("Step", "5 points").
  func describe(_ option: SessionOption, _ words: NarrationTemplates) -> (String, String) {
    let definition = option.name.definition
    let name = definition.phrase.map { words.fill($0) } ?? option.name.rawValue
    return (name, option.value.said(definition.form, words))
  }

  /// What an expectation that held said, in words: "Fix login in Done, position 1".
  func describe(_ expectation: Expectation, _ words: NarrationTemplates) -> String {
    func clean(_ reference: Reference) -> String { Sanitizer.clean(reference.text) }
    switch expectation {
    case .inContainer(let item, let container, let position, let origin):
      var text = words.fill(.expectIn, [.item: clean(item), .container: clean(container)])
      if let position { text = words.fill(.expectPosition, [.edit: text, .position: "\(position)"]) }
      if let origin { text = words.fill(.expectAt, [.edit: text, .point: "\(origin)"]) }
      return text
    case .groupInContainer(let items, let container, let position):
      let text = words.fill(
        .expectIn, [.item: items.map(clean).joined(separator: ", "), .container: clean(container)])
      guard let position else { return text }
      return words.fill(.expectFromPosition, [.edit: text, .position: "\(position)"])
    case .count(let container, let count):
      return words.fill(.expectHolds, [.container: clean(container), .count: "\(count)"])
    case .lifted(let item): return words.fill(.expectLifted, [.item: clean(item)])
    case .idle: return words.fill(.expectIdle)
    case .over(let target): return words.fill(.expectOver, [.target: target.map(clean) ?? words.fill(.nothingName)])
    case .color(let item, let color):
      return words.fill(.expectColor, [.item: clean(item), .color: Sanitizer.clean(color)])
    }
  }

  /// A change to the set of selected items, with what is selected now: "Added Fix login; 2
  /// selected: Write docs and Fix login."
  func describe(_ change: SelectionChange, in state: NarrationState) -> String {
    let scene = state.scene
    let set = state.selectedItems
    let announcer = announcer(state)
    let words = words(state)
    // Brief: the count only; the names were heard as each was added.
    let counted: TemplateValues = [.count: "\(set.count)", .items: announcer.list(set, in: scene)]
    let now =
      set.isEmpty
      ? words.fill(.selectedNone)
      : words.fill(state.verbosity == .brief ? .selectedCount : .selectedCountList, counted)
    switch change {
    case .added(let id): return words.fill(.selectionAdded, [.item: name(id, scene), .now: now])
    case .removed(let id): return words.fill(.selectionRemoved, [.item: name(id, scene), .now: now])
    case .alreadySelected(let id): return words.fill(.selectionAlready, [.item: name(id, scene), .now: now])
    case .notSelected(let id): return words.fill(.selectionNotSelected, [.item: name(id, scene), .now: now])
    case .all(let container):
      var values = counted
      values[.container] = name(container, scene)
      return words.fill(.selectionAll, values)
    }
  }
}
