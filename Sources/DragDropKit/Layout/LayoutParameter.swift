/// One parameter of a layout, as scene files, `info` and `set REF NAME VALUE` know it.
public struct LayoutParameter: Hashable, Sendable {
  /// What values it takes.
  public enum Kind: Hashable, Sendable {
    /// A finite number of points, 0 or more.
    case number
    /// A whole number, 1 or more.
    case count
    /// A size `WxH`.
    case size
    /// One of these words.
    case choice([String])
  }

  /// The name in scene files and the command language: `spacing`.
  public var name: String
  /// What values it takes.
  public var kind: Kind
  /// The word for "no value" (`auto` for a grid's columns), or nil when a value is required.
  public var noneWord: String?
  /// True when it may follow the layout's name as a bare word: `stack horizontal`, `grid 3`.
  public var positional: Bool

  /// Creates a parameter.
  public init(_ name: String, _ kind: Kind, noneWord: String? = nil, positional: Bool = false) {
    self.name = name
    self.kind = kind
    self.noneWord = noneWord
    self.positional = positional
  }

  /// The value in this parameter's kind, or nil when it is of another shape: a whole number
  /// for a count, one of the words for a choice, `none` only where a none word exists. Ranges
  /// (a spacing of 0 or more, at least one column) are the layout's `validate(of:)` to check.
  public func accepting(_ value: LayoutValue) -> LayoutValue? {
    switch (kind, value) {
    case (_, .none): return noneWord == nil ? nil : LayoutValue.none
    case (.number, .number(let number)): return number.isFinite ? value : nil
    case (.count, .count): return value
    case (.count, .number(let number)):
      guard number.isFinite, abs(number) <= 1_000_000, number == number.rounded() else { return nil }
      return .count(Int(number))
    case (.size, .size): return value
    case (.choice(let words), .word(let word)): return words.contains(word) ? value : nil
    default: return nil
    }
  }
}

/// A layout parameter's value.
public enum LayoutValue: Hashable, Sendable, CustomStringConvertible {
  case number(Double)
  case count(Int)
  case size(Size)
  case word(String)
  /// No value: `auto` columns.
  case none

  /// The value as the command language writes it.
  public var description: String {
    switch self {
    case .number(let value): formatNumber(value)
    case .count(let value): String(value)
    case .size(let value): value.description
    case .word(let word): word
    case .none: "none"
    }
  }
}

extension ContainerLayout {
  /// The layout's name.
  public var name: String { Self.name }

  /// The parameter with this name, if the layout has it.
  public static func parameter(named name: String) -> LayoutParameter? {
    parameters.first { $0.name == name }
  }

  /// The layout in words, as `info` lists it: "stack horizontal, spacing 8, padding 8".
  public var summary: String {
    var head = Self.name
    var rest: [String] = []
    for parameter in Self.parameters {
      let value = value(of: parameter.name)
      let text = value == .none ? parameter.noneWord ?? "none" : value.description
      if parameter.positional, case .choice = parameter.kind {
        head += " \(text)"
      } else {
        rest.append("\(parameter.name) \(text)")
      }
    }
    return ([head] + rest).joined(separator: ", ")
  }

  /// Sets parameters by name, after checking each against its kind, then validates the
  /// result; throws for an unknown name or a value that does not fit, naming the container.
  public mutating func apply(_ values: [(name: String, value: LayoutValue)], of container: String) throws(EngineError) {
    for (name, value) in values {
      guard let parameter = Self.parameter(named: name) else {
        throw .invalidValue(.parameter(name, of: container), rule: .notInLayout(Self.name))
      }
      guard let fitting = parameter.accepting(value) else {
        throw .invalidValue(.parameter(name, of: container), rule: .kind(parameter.kind, noneWord: parameter.noneWord))
      }
      set(name, to: fitting)
    }
    try validate(of: container)
  }
}
