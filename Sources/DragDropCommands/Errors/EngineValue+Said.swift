import DragDropAnnouncements
import DragDropKit

/// The engine's refused values in the narration's words: which value (`CheckedValue`) is a noun
/// phrase, and the rule it broke (`ValueRule`) the sentence around it.
extension CommandError.Said {
  /// `message` with `{item}` the value's noun phrase.
  init(_ message: NarrationTemplates.Phrase, value: CheckedValue) {
    self.init(message)
    name(value)
  }

  /// The sentence of a broken rule, about the value.
  init(_ rule: ValueRule, value: CheckedValue) {
    switch rule {
    case .zeroOrMore: self.init(.errorZeroOrMore)
    case .finiteZeroOrMore: self.init(.errorFiniteZeroOrMore)
    case .oneOrMore: self.init(.errorOneOrMore)
    case .notInLayout(let layout): self.init(.errorNotInLayout, [.target: layout])
    case .kind(let kind, let noneWord):
      switch kind {
      case .number: self.init(.errorMustBeNumber)
      case .count: self.init(.errorMustBeCount)
      case .size: self.init(.errorMustBeSize, [.edit: "40x30"])
      case .choice(let words): self.init(.errorMustBeOneOf, [.items: words.joined(separator: ", ")])
      }
      if let noneWord {
        hint = .hintAlsoWrite
        hintValues[.edit] = noneWord
      }
    }
    name(value)
  }

  /// `{item}` as the value's noun phrase, `{container}` as whose it is.
  private mutating func name(_ value: CheckedValue) {
    let (phrase, owner): (NarrationTemplates.Phrase, String?) =
      switch value {
      case .position(let name): (.valuePositionOf, name)
      case .size(let name): (.valueSizeOf, name)
      case .liftPoint: (.valueLiftPoint, nil)
      case .dragPoint: (.valueDragPoint, nil)
      case .capacity(let name): (.valueCapacityOf, name)
      case .stackSpacing(let name): (.valueSpacingPaddingOf, name)
      case .gridSpacing(let name): (.valueMarginSpacingOf, name)
      case .columns(let name): (.valueColumnsOf, name)
      case .gridCell(let name): (.valueGridCellOf, name)
      case .parameter(_, let name): (.valueParameterOf, name)
      }
    if case .parameter(let parameter, _) = value { values[.command] = parameter }
    phrases[.item] = phrase
    if let owner, owner.isEmpty {
      phrases[.container] = .nounThisLayout
    } else if let owner {
      values[.container] = owner
    }
  }
}
