/// A node's title: what a person reads and hears for it, when that differs from its name.
///
/// A name is a key: unique among siblings and free of `/` (which separates a path). A document
/// or board may repeat a text, or hold a `/` in one; there the file's reader gives the node a
/// name that is a key ("type: Command 2", with `∕` for `/`) and the text as written as its
/// title. Titles are few, so they live beside the nodes, not in every one. Renaming a node
/// drops its title: the new name is what it says.
extension Scene {
  /// What a person reads for the node: its title, else its name; nil for no such node.
  public func title(of id: NodeID) -> String? {
    guard exists(id) else { return nil }
    if !titles.isEmpty, let title = titles[id] { return title }
    return slots[id.rawValue].name
  }

  /// Gives a node a title; nil, or its own name, removes it.
  public mutating func setTitle(_ title: String?, of id: NodeID) {
    guard exists(id) else { return }
    titles[id] = title == slots[id.rawValue].name ? nil : title
  }

  /// The nodes with a title, and their titles, in no order: fewer than the nodes, so that a
  /// name lookup that missed can look here next.
  public var allTitles: [NodeID: String] {
    // Most scenes have none; the filter reads the slots alone, not a copy of the scene.
    guard !titles.isEmpty else { return [:] }
    let slots = slots
    return titles.filter { $0.key.rawValue < slots.count && slots[$0.key.rawValue].isLive }
  }

  /// What to type for a node: its text as read when that names it alone ("Ctrl/Cmd+enter"),
  /// else its name, which numbers a repeated text ("type: Command 2"). What completion offers
  /// and the JSON stream names.
  ///
  /// - Complexity: O(titles).
  public func typedName(of id: NodeID) -> String? {
    guard let name = name(of: id) else { return nil }
    guard !titles.isEmpty, let title = titles[id], !hasNode(named: title),
      titles.values.lazy.filter({ $0 == title }).count == 1
    else { return name }
    return title
  }
}
