import DragDropAnnouncements
import DragDropKit

/// A Markdown board by ear: its `tree` says what a person reads on the board, a lane by its name
/// and its cards counted, a card by its name and what its text says besides (its state, tags,
/// date and time), and never the scene's containers, levels or positions the lane line already
/// gave. `info`, a selection and a search say a card's tags, date and time too.
extension Narrator {
  /// The summary a board's whole tree starts with: "5 lanes and 8 cards."
  func boardSummary(_ scene: Scene, _ words: NarrationTemplates) -> String {
    var lanes = 0
    var cards = 0
    for node in scene.everyNode where node.id != .root {
      if node.type == .container { lanes += 1 } else { cards += 1 }
    }
    let size = words.fill(
      .contentsAnd,
      [.from: words.fill(.lanes, [.count: "\(lanes)"]), .to: words.fill(.cards, [.count: "\(cards)"])])
    return words.fill(.boardSummary, [.size: size])
  }

  /// One line of a board's tree, without the branches drawn before it: a lane, "Doing, 1 card,
  /// holds at most 2"; a card, "Fix the login timeout, bug, due 1 December 2026". Shown, two
  /// spaces part the name from the rest, as in any tree.
  func boardLine(_ node: Node, in scene: Scene, _ words: NarrationTemplates, spoken: Bool, into line: inout String) {
    line += describedName(node.id, scene)
    let details = node.type == .container ? laneDetails(node, words) : cardDetails(node.properties, words)
    guard !details.isEmpty else { return }
    line += spoken ? ", " : "  "
    line += details.joined(separator: ", ")
  }

  /// What a lane says after its name: its cards counted, its limit, that it takes no drops (the
  /// archive).
  func laneDetails(_ node: Node, _ words: NarrationTemplates) -> [String] {
    let count = node.children.count
    var details = [count == 0 ? words.fill(.noCards) : words.fill(.cards, [.count: "\(count)"])]
    let properties = node.properties
    if case .none = properties.accepts { details.append(words.fill(.takesNoDrops)) }
    if let capacity = properties.capacity { details.append(words.fill(.holdsAtMost, [.count: "\(capacity)"])) }
    appendLooks(properties, words, to: &details)
    return details
  }

  /// What a card says after its name: its kind and its other tags, its date and time, and a
  /// color or label a session gave it. "bug, urgent, due 1 December 2026 at 9 05".
  func cardDetails(_ properties: NodeProperties, _ words: NarrationTemplates) -> [String] {
    var details: [String] = []
    if let kind = properties.kind { details.append(Sanitizer.clean(kind)) }
    details += otherTags(properties).map(Sanitizer.clean)
    if let when = cardWhen(properties, words) { details.append(when) }
    appendLooks(properties, words, to: &details)
    return details
  }

  /// A card's tags besides its kind, each once.
  func otherTags(_ properties: NodeProperties) -> [String] {
    var seen: Set<String> = properties.kind.map { [$0] } ?? []
    return properties.tags.filter { seen.insert($0).inserted }
  }

  private func appendLooks(_ properties: NodeProperties, _ words: NarrationTemplates, to details: inout [String]) {
    if let color = properties.color { details.append(Sanitizer.clean(color)) }
    if let label = properties.label { details.append(words.fill(.labelled, [.color: Sanitizer.clean(label)])) }
  }

  /// A card's date and time in words: "due 31 July 2026 at 10 30", "at 14 o'clock"; nil when
  /// it has neither.
  func cardWhen(_ properties: NodeProperties, _ words: NarrationTemplates) -> String? {
    let date = properties.date.map { spokenDate($0, words) }
    let time = properties.time.map { spokenTime($0, words) }
    switch (date, time) {
    case (let date?, let time?): return words.fill(.cardDueAt, [.date: date, .time: time])
    case (let date?, nil): return words.fill(.cardDue, [.date: date])
    case (nil, let time?): return words.fill(.cardAt, [.time: time])
    case (nil, nil): return nil
    }
  }

  /// An ISO date, `2026-07-31`, in the language's words: "31 July 2026". Any other date is said
  /// as written.
  func spokenDate(_ text: String, _ words: NarrationTemplates) -> String {
    let digits = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard (0x30...0x39).contains(digits[index]) else { return nil }
        value = value * 10 + Int(digits[index] - 0x30)
      }
      return value
    }
    guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month),
      (1...31).contains(day)
    else { return Sanitizer.clean(text) }
    return words.fill(
      .dateWords,
      [.day: "\(day)", .month: words.fill(NarrationTemplates.months[month - 1]), .year: "\(year)"])
  }

  /// A 24-hour time, `10:30` or `9:05`, in the language's words: "10 30", "9 05", "14 o'clock".
  /// Any other time is said as written.
  func spokenTime(_ text: String, _ words: NarrationTemplates) -> String {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else { return Sanitizer.clean(text) }
    guard minute > 0 else { return words.fill(.clockHour, [.hour: "\(hour)"]) }
    return words.fill(.clockTime, [.hour: "\(hour)", .minute: String(parts[1])])
  }

  /// Where a board's card is, as a selection or a search says it, after what its text says:
  /// "bug, urgent, due 1 December 2026, in To Do, position 2 of 3". Nil for any other node.
  func boardPlace(_ id: NodeID, in state: NarrationState) -> String? {
    guard let node = state.scene[id], node.properties.role == .boardCard else { return nil }
    let details = cardDetails(node.properties, words(state))
    return (details + [place(id, in: state)]).joined(separator: ", ")
  }

  /// What `info` says a card is after its type and kind: "also tagged urgent, due 1 December
  /// 2026"; empty for any other node.
  func cardInfo(_ node: Node, _ words: NarrationTemplates, _ announcer: Announcer) -> String {
    var text = ""
    let others = otherTags(node.properties).map(Sanitizer.clean)
    if !others.isEmpty {
      text += ", " + words.fill(.infoTagged, [.items: others.joined(separator: announcer.templates.fill(.listJoiner))])
    }
    if let when = cardWhen(node.properties, words) { text += ", " + when }
    return text
  }
}
