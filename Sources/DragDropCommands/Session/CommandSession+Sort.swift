import DragDropAnnouncements
import DragDropKit

/// `sort REF by name|date|done`: a container's children in a new order, one undo step
/// (`Document.reorder`). Every order is stable: children it cannot tell apart keep their order.
extension CommandSession {
  mutating func sort(_ reference: Reference, by key: SortKey, at location: SourceLocation) throws(CommandError)
    -> [Report]
  {
    try requireIdle(at: location)
    let id = try resolve(reference)
    guard scene[id]!.type == .container else {
      throw CommandError(
        .errorNothingToSort, hint: .hintForExample, [.item: scene.path(of: id), .edit: "sort Backlog by date"],
        at: location)
    }
    let children = scene[id]!.children
    let order = Self.order(children, by: key, in: scene)
    let changed = try engine(at: location) { () throws(EngineError) in try document.reorder(id, as: order) }
    if changed { hasUnsavedChanges = true }
    return [.sorted(id, by: key, count: children.count, changed: changed)]
  }

  /// `ids` in the order `key` gives, stable.
  static func order(_ ids: [NodeID], by key: SortKey, in scene: Scene) -> [NodeID] {
    let indices = Array(ids.indices)
    switch key {
    case .name:
      let names = ids.map { SearchFolding.fold(scene.title(of: $0) ?? "") }
      return indices.sorted { NaturalOrder.compare(names[$0], names[$1]) ?? ($0 < $1) }.map { ids[$0] }
    case .date:
      // ISO dates and 24-hour times, as the Kanban plugin writes them, order as text.
      let dates = ids.map { id -> String? in
        guard let date = scene[id]?.properties.date else { return nil }
        return date + " " + (scene[id]?.properties.time ?? "")
      }
      return indices.sorted {
        switch (dates[$0], dates[$1]) {
        case (let a?, let b?) where a != b: a < b
        case (_?, nil): true
        case (nil, _?): false
        default: $0 < $1
        }
      }.map { ids[$0] }
    case .done:
      let done = ids.map { scene[$0]?.properties.task == .done }
      return indices.sorted { done[$0] == done[$1] ? $0 < $1 : !done[$0] }.map { ids[$0] }
    }
  }
}
