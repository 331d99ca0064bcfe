/// How a cell of the live view is marked. Never colour alone: a marked cell is also shown in
/// reverse video, and the item it marks has a shape before its name (`*` lifted, `>` selected),
/// so the marks survive `NO_COLOR`, a monochrome terminal and colour blindness.
public struct ViewStyle: OptionSet, Hashable, Sendable {
  /// The marks as bits.
  public let rawValue: UInt8
  /// Marks from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Foreground and background swapped: the selected or lifted item.
  public static let reverse = ViewStyle(rawValue: 1)
  /// Bold: the lifted item, and the heading of the container it would drop into.
  public static let bold = ViewStyle(rawValue: 2)
  /// The second column of a wide character (CJK, some emoji): nothing of its own is drawn.
  public static let continuation = ViewStyle(rawValue: 4)
}

/// One character cell of the live view: its character's UTF-8 and its marks, held in the cell
/// itself, with no reference to count, so that a frame of a few thousand cells is built,
/// compared and copied as plain memory. A character of more than 15 bytes of UTF-8 (a long
/// emoji sequence such as a family) is shown as its first scalar.
public struct ViewCell: Hashable, Sendable {
  /// Bytes 0 to 7 of the UTF-8, and 8 to 14 with the count in the top byte.
  private var low: UInt64
  private var high: UInt64
  /// How it is marked.
  public var style: ViewStyle

  /// A cell with a character and its marks.
  public init(_ character: Character, _ style: ViewStyle = []) {
    let utf8 = character.utf8
    if utf8.count <= 15 {
      self.init(utf8: utf8, style)
    } else {
      self.init(utf8: character.unicodeScalars.first!.utf8, style)
    }
  }

  /// A cell with a one-scalar character, its UTF-8 encoded in place.
  init(scalar: Unicode.Scalar, _ style: ViewStyle = []) {
    let value = UInt64(scalar.value)
    switch value {
    case 0..<0x80:
      low = value
      high = 1 << 56
    case 0x80..<0x800:
      low = (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8
      high = 2 << 56
    case 0x800..<0x10000:
      low = (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
      high = 3 << 56
    default:
      low =
        (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
        | (0x80 | value & 0x3F) << 24
      high = 4 << 56
    }
    self.style = style
  }

  private init<Bytes: Collection<UInt8>>(utf8: Bytes, _ style: ViewStyle) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index = 0
    for byte in utf8 {
      if index < 8 {
        low |= UInt64(byte) << (8 * index)
      } else {
        high |= UInt64(byte) << (8 * (index - 8))
      }
      index += 1
    }
    self.low = low
    self.high = high | UInt64(index) << 56
    self.style = style
  }

  /// The number of UTF-8 bytes.
  private var count: Int { Int(high >> 56) }

  /// The UTF-8 byte at an offset below `count`.
  private func byte(_ index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
  }

  /// What the cell shows.
  public var character: Character {
    get { Character(String(decoding: (0..<count).map(byte), as: UTF8.self)) }
    set { self = ViewCell(newValue, style) }
  }

  /// Appends the character's UTF-8.
  public func appendUTF8(to bytes: inout [UInt8]) {
    for index in 0..<count { bytes.append(byte(index)) }
  }

  static let blank = ViewCell(" ")
}

/// A picture of the scene for the live view: rows of cells, and where the terminal cursor goes
/// (on the lifted item, else on the selected one). A pure value; the executable writes it.
public struct ViewFrame: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// The rows, each `width` cells.
  public private(set) var rows: [[ViewCell]]
  /// The row and column (0-based) of the focused item's first character, if it is on screen.
  public var cursor: ViewPosition?

  /// A blank frame.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    rows = Array(repeating: Array(repeating: .blank, count: self.width), count: max(0, height))
  }

  /// Rows.
  public var height: Int { rows.count }

  /// The text of a row, for tests and for reading the picture as text (`Docs/` shows it so).
  public func text(ofRow row: Int) -> String {
    var text = ""
    for cell in rows[row] where !cell.style.contains(.continuation) { text.append(cell.character) }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Every row as text.
  public var lines: [String] { rows.indices.map(text(ofRow:)) }

  /// Writes text from a column, at most `limit` columns of it (to the frame's edge when nil);
  /// text that does not fit ends with an ellipsis. Returns the columns written.
  @discardableResult
  public mutating func put(
    _ text: String, row: Int, column: Int, limit: Int? = nil, style: ViewStyle = [], ellipsis: Character = "…"
  ) -> Int {
    guard row >= 0, row < height, column < width else { return 0 }
    let room = min(limit ?? width - column, width - column)
    guard room > 0 else { return 0 }
    if text.unicodeScalars.allSatisfy(Self.standsAlone) {
      return putScalars(text, row: row, column: column, room: room, style: style, ellipsis: ellipsis)
    }
    return putCharacters(text, row: row, column: column, room: room, style: style, ellipsis: ellipsis)
  }

  /// `put` for any text, character by character, each its columns wide.
  mutating func putCharacters(
    _ text: String, row: Int, column: Int, room: Int, style: ViewStyle, ellipsis: Character
  ) -> Int {
    let characters = Array(text)
    let total = characters.reduce(0) { $0 + LineWrapper.columns($1) }
    // Cut short: the characters that fit before the ellipsis's column.
    let budget = total <= room ? room : room - 1
    var x = column
    for character in characters {
      let wide = LineWrapper.columns(character)
      guard wide > 0 else { continue }
      if x + wide - column > budget { break }
      if x >= 0 { rows[row][x] = ViewCell(character, style) }
      if wide == 2, x + 1 >= 0, x + 1 < width { rows[row][x + 1] = ViewCell(" ", style.union(.continuation)) }
      x += wide
    }
    if total > room, x >= 0, x < width {
      rows[row][x] = ViewCell(ellipsis, style)
      x += 1
    }
    return x - column
  }

  /// True for a scalar that is a character of one column by itself, whatever is next to it:
  /// printable ASCII and Latin-1, Latin Extended, and the punctuation, symbols, arrows and box
  /// drawing the view is made of. Never a mark, a joiner, a control or a wide character.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205F, 0x2070...0x20CF, 0x2100...0x2BFF: true
    default: false
    }
  }

  /// `put` for text whose every scalar stands alone: a column a scalar, without breaking the
  /// text into characters; the same cells as `putCharacters` (`LiveViewTests`).
  mutating func putScalars(
    _ text: String, row: Int, column: Int, room: Int, style: ViewStyle, ellipsis: Character
  ) -> Int {
    let total = text.unicodeScalars.count
    let budget = total <= room ? room : room - 1
    var x = column
    for scalar in text.unicodeScalars {
      if x + 1 - column > budget { break }
      if x >= 0 { rows[row][x] = ViewCell(scalar: scalar, style) }
      x += 1
    }
    if total > room, x >= 0, x < width {
      rows[row][x] = ViewCell(ellipsis, style)
      x += 1
    }
    return x - column
  }

  /// Sets the style of a run of cells, keeping their characters.
  public mutating func mark(row: Int, from start: Int, count: Int, style: ViewStyle) {
    guard row >= 0, row < height else { return }
    for x in max(0, start)..<min(width, start + count) { rows[row][x].style.formUnion(style) }
  }

  /// Fills a run of cells with one character.
  public mutating func fill(_ character: Character, row: Int, from start: Int, to end: Int, style: ViewStyle = []) {
    guard row >= 0, row < height else { return }
    let cell = ViewCell(character, style)
    for x in max(0, start)..<min(width, end) { rows[row][x] = cell }
  }

  /// What to write to turn `old` into this frame: for each row that differs, the run from its
  /// first to its last differing cell. Everything when the sizes differ or there is no old
  /// frame. A wide character's two cells are always written together.
  public func changes(from old: ViewFrame?) -> [ViewChange] {
    var changes: [ViewChange] = []
    let whole = old == nil || old!.width != width || old!.height != height
    for (index, row) in rows.enumerated() {
      guard whole || old!.rows[index] != row else { continue }
      var first = 0
      var last = width - 1
      if !whole {
        let before = old!.rows[index]
        while first < width, before[first] == row[first] { first += 1 }
        while last > first, before[last] == row[last] { last -= 1 }
        while first > 0, row[first].style.contains(.continuation) || before[first].style.contains(.continuation) {
          first -= 1
        }
        while last + 1 < width,
          row[last + 1].style.contains(.continuation)
            || before[last + 1].style.contains(.continuation)
        {
          last += 1
        }
      }
      guard first <= last else { continue }
      changes.append(ViewChange(row: index, column: first, cells: Array(row[first...last])))
    }
    return changes
  }
}

/// A row and column of the live view, from 0.
public struct ViewPosition: Hashable, Sendable {
  /// The row, from the view's top.
  public var row: Int
  /// The column, from the left edge.
  public var column: Int

  /// A place in the view.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

/// A run of cells to write at a row and column of the view.
public struct ViewChange: Hashable, Sendable {
  /// The row, from the view's top.
  public var row: Int
  /// The column of the first cell.
  public var column: Int
  /// The cells, left to right.
  public var cells: [ViewCell]
}
