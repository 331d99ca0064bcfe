import DragDropAnnouncements
import DragDropKit

extension LiveView {
  /// A free layout or a grid, drawn as `map` draws it, in the rows there are: the lifted item
  /// over everything, marked `*`, and its target's border drawn with `=`.
  func picture(_ state: NarrationState, width: Int, bounds: (min: Int, max: Int)) -> ViewFrame {
    let picture = narrator.mapPicture(in: state, maxColumns: max(20, width - 1), maxRows: max(1, bounds.max - 1))
    let height = min(bounds.max, max(bounds.min, picture.grid.count + 1))
    var frame = ViewFrame(width: width, height: height)
    for (row, characters) in picture.grid.enumerated() where row < height - 1 {
      frame.put(String(characters), row: row, column: 0)
    }
    let focus = Self.focus(state)
    for (id, place) in picture.labels where place.row < height - 1 {
      let (_, style) = mark(id, in: state)
      if !style.isEmpty { frame.mark(row: place.row, from: place.column, count: place.length, style: style) }
      // The cursor on the name, after the bracket (and the lifted item's `*`).
      if id == focus {
        frame.cursor = ViewPosition(row: place.row, column: place.column + (id == state.drag?.item ? 2 : 1))
      }
    }
    return frame
  }
}
