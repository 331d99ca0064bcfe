import DragDropAnnouncements
import DragDropKit

extension LiveView {
  /// The narrowest a column is drawn, borders included; narrower, fewer columns are shown.
  static let narrowestColumn = 16

  /// A board: one box a column, side by side, each card a row. The column the lifted card would
  /// drop into has a double top border and a bold name.
  ///
  ///     ┌ To Do (2) ───────────┐ ┌ Doing (2) ═══════════┐ ┌ Done (1) ────────────┐
  ///     │  Fix login           │ │  Design API          │ │  Set up CI           │
  ///     │  Add tests           │ │* Write docs          │ │                      │
  ///     └──────────────────────┘ └──────────────────────┘ └──────────────────────┘
  func board(
    _ state: NarrationState, columns: [NodeID], width: Int, bounds: (min: Int, max: Int), scroll: inout ViewScroll
  ) -> ViewFrame {
    let scene = state.scene
    let unicode = narrator.style.unicode
    let cards = columns.map { Self.children(of: $0, in: state) }
    let focus = Self.focus(state)
    let focusColumn = focus.flatMap { id in cards.firstIndex { $0.contains(id) } }
    let focusRow = focusColumn.flatMap { cards[$0].firstIndex(of: focus!) }

    // As many columns as fit at the narrowest, one space between them.
    let shown = max(1, min(columns.count, (width + 1) / (Self.narrowestColumn + 1)))
    let boxWidth = (width - (shown - 1)) / shown
    if let focusColumn {
      if focusColumn < scroll.firstColumn { scroll.firstColumn = focusColumn }
      if focusColumn >= scroll.firstColumn + shown { scroll.firstColumn = focusColumn - shown + 1 }
    }
    scroll.firstColumn = max(0, min(scroll.firstColumn, columns.count - shown))
    let visible = scroll.firstColumn..<(scroll.firstColumn + shown)

    // Rows: a border above and below, the status row, and one empty card row to move into.
    let tallest = visible.map { cards[$0].count }.max() ?? 0
    let height = min(bounds.max, max(bounds.min, tallest + 4))
    let body = max(1, height - 3)
    if let focusRow {
      if focusRow < scroll.firstRow { scroll.firstRow = focusRow }
      if focusRow >= scroll.firstRow + body { scroll.firstRow = focusRow - body + 1 }
    }
    scroll.firstRow = max(0, min(scroll.firstRow, max(0, tallest + 1 - body)))

    var frame = ViewFrame(width: width, height: height)
    let (h, v, target): (Character, Character, Character) = unicode ? ("─", "│", "═") : ("-", "|", "=")
    let corners: [Character] = unicode ? ["┌", "┐", "└", "┘"] : ["+", "+", "+", "+"]
    var hiddenBelow = 0
    for (slot, index) in visible.enumerated() {
      let x0 = slot * (boxWidth + 1)
      let x1 = x0 + boxWidth - 1
      let column = columns[index]
      let isTarget = state.drag?.target == column
      // The top border, with the name and the count.
      frame.fill(isTarget ? target : h, row: 0, from: x0, to: x1 + 1)
      frame.put(String(corners[0]), row: 0, column: x0)
      frame.put(String(corners[1]), row: 0, column: x1)
      let count = cards[index].count
      let title = " \(narrator.name(column, scene)) (\(count)) "
      frame.put(title, row: 0, column: x0 + 1, limit: boxWidth - 2, style: isTarget ? .bold : [])
      // The cards.
      for row in 0..<body {
        let y = row + 1
        frame.put(String(v), row: y, column: x0)
        frame.put(String(v), row: y, column: x1)
        let cardIndex = scroll.firstRow + row
        guard cardIndex < count else { continue }
        let card = cards[index][cardIndex]
        let (shape, style) = mark(card, in: state)
        frame.put(String(shape), row: y, column: x0 + 1, style: style)
        frame.put(narrator.name(card, scene), row: y, column: x0 + 2, limit: boxWidth - 3, style: style)
        if !style.isEmpty { frame.mark(row: y, from: x0 + 1, count: boxWidth - 2, style: style) }
        if card == focus { frame.cursor = ViewPosition(row: y, column: x0 + 2) }
      }
      hiddenBelow = max(hiddenBelow, count - scroll.firstRow - body)
      // The bottom border.
      frame.fill(h, row: body + 1, from: x0, to: x1 + 1)
      frame.put(String(corners[2]), row: body + 1, column: x0)
      frame.put(String(corners[3]), row: body + 1, column: x1)
    }
    var notes: [String] = []
    if scroll.firstColumn > 0 { notes.append(more(.viewColumnsLeft, scroll.firstColumn, state)) }
    let right = columns.count - visible.upperBound
    if right > 0 { notes.append(more(.viewColumnsRight, right, state)) }
    if scroll.firstRow > 0 { notes.append(more(.viewLinesAbove, scroll.firstRow, state)) }
    if hiddenBelow > 0 { notes.append(more(.viewLinesBelow, hiddenBelow, state)) }
    status(notes, into: &frame)
    return frame
  }
}
