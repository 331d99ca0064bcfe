/// Breaks lines for a terminal of a given width at word boundaries, so that a screen reader or
/// a braille display that reads one screen line at a time never meets half a word.
public enum LineWrapper {
  /// The narrowest width worth wrapping for; a terminal that reports less is not wrapped.
  public static let narrowest = 20

  /// The screen lines for one line of text: each at most `width` columns, broken at spaces
  /// (the space at a break is dropped). A word wider than the terminal stands alone on its
  /// line, where the terminal wraps it. A width under `narrowest` wraps nothing.
  public static func wrap(_ line: Substring, width: Int) -> [Substring] {
    guard width >= narrowest, columns(line) > width else { return [line] }
    var lines: [Substring] = []
    var start = line.startIndex
    var used = 0
    // The space that ends the last word that fits, where the line can break.
    var lastSpace: Substring.Index?
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == " " {
        lastSpace = index
      }
      let wide = columns(character)
      if used + wide > width, character != " " {
        if let space = lastSpace, space > start {
          lines.append(line[start..<space])
          start = line.index(after: space)
          used = columns(line[start..<index])
          lastSpace = nil
        } else if let space = lastSpace, space == start {
          start = line.index(after: space)
          used = 0
          lastSpace = nil
        }
        // With no space on the line, the word runs on and the terminal breaks it.
      }
      used += wide
      index = line.index(after: index)
    }
    if start < line.endIndex { lines.append(line[start...]) }
    // Spaces that ended a line are dropped, never left to begin the next.
    return lines.map { $0.last == " " ? $0.dropLast(while: { $0 == " " }) : $0 }
  }

  /// Every line of a text wrapped, joined again with newlines.
  public static func wrapText(_ text: String, width: Int) -> String {
    guard width >= narrowest else { return text }
    var result = ""
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !first { result += "\n" }
      first = false
      result += wrap(line, width: width).joined(separator: "\n")
    }
    return result
  }

  /// The columns a text takes on a terminal.
  public static func columns(_ text: Substring) -> Int {
    text.reduce(0) { $0 + columns($1) }
  }

  /// The columns one character takes: two for East Asian wide characters, none for a
  /// combining mark on its own, else one.
  static func columns(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x1100 { return 1 }
    // Punctuation, arrows, symbols and the box drawing the live view is made of: no marks
    // (U+20D0 to U+20FF are the combining marks for symbols), nothing wide.
    if (0x2000...0x2BFF).contains(value), !(0x20D0...0x20FF).contains(value) { return 1 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
}

extension Substring {
  fileprivate func dropLast(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}
