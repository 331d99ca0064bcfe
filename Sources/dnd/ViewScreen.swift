import DragDropCommands

/// The live view on the terminal (`Docs/accessibility.md`, "The live view"): the frames
/// `LiveView` draws, written at the top of the screen above a scroll region where the answers
/// and the prompt scroll, and the terminal cursor parked on the focused item while the line is
/// empty, so that a magnifier or a braille display follows the card.
///
/// Only the cells that changed are written. The cursor is parked with DECSC and CUP, and put
/// back with DECRC before anything else is written (`TerminalOutput.restoreBeforeWriting`), so
/// readline, which moves the cursor relative to where it left it, finds it where it was.
final class ViewScreen {
  /// The frame on screen, nil when the view is not drawn.
  private var shown: ViewFrame?
  private var scroll = ViewScroll()
  /// True once the window was too small and said so; said again only after it was big enough.
  private var toldTooSmall = false
  /// True once the view was drawn in this session: a later set-up clears the screen.
  private var everDrawn = false
  /// Where the cursor is parked, while it is.
  private var parkedAt: ViewPosition?
  /// The view's rows, and the terminal's when they were chosen.
  private var viewHeight = 0
  private var screenHeight = 0
  /// Rows the view keeps beyond what the scene needs when it is laid out.
  static let roomToGrow = 3
  private let renderer: LiveView

  init(renderer: LiveView) {
    self.renderer = renderer
  }

  /// The rows below the view, where the answers go; nil when it is not drawn.
  var rowsBelow: Int? { shown == nil ? nil : screenHeight - viewHeight }

  /// The rows left below the view for the answers and the prompt.
  static func answerRows(height: Int) -> Int { max(4, min(height / 3, 12)) }

  /// What an update asks of the line editor.
  struct Outcome {
    /// A line to say: the window just became too small.
    var say: String?
    /// The screen was laid out afresh: the prompt and the line are to be drawn again.
    var redrawLine = false
  }

  /// Draws the state, or takes the view down when it should not be drawn. `wanted`: the
  /// session's mode and settings allow it. `lineIsEmpty`: the cursor may be parked.
  func update(_ state: NarrationState, wanted: Bool, lineIsEmpty: Bool) -> Outcome {
    let width = Terminal.width
    let height = Terminal.height
    guard wanted else {
      takeDown()
      return Outcome()
    }
    guard width >= LiveView.minimumWidth, height >= LiveView.minimumHeight else {
      takeDown()
      if toldTooSmall { return Outcome() }
      toldTooSmall = true
      return Outcome(say: renderer.narrator.viewTooSmall(state))
    }
    toldTooSmall = false
    var outcome = Outcome()
    if shown == nil || shown!.width != width || screenHeight != height {
      // As tall as the scene needs and a few rows to grow into, leaving the answers a third of
      // the screen: the height stays until the window changes, so nothing jumps while dragging.
      let most = height - Self.answerRows(height: height)
      let needed = renderer.frame(state, width: width, maxHeight: most, scroll: &scroll).height
      viewHeight = min(most, needed + Self.roomToGrow)
      screenHeight = height
      setUp(height: height, viewHeight: viewHeight, clear: everDrawn)
      outcome.redrawLine = everDrawn
      everDrawn = true
      shown = nil
    }
    let frame = renderer.frame(state, width: width, maxHeight: viewHeight, minHeight: viewHeight, scroll: &scroll)
    var bytes: [UInt8] = []
    for change in frame.changes(from: shown) { Self.encode(change, into: &bytes) }
    shown = frame
    if !bytes.isEmpty {
      // From the prompt (a parked cursor goes back there first), and back to it.
      TerminalOutput.append("\u{1B}7")
      TerminalOutput.append(bytes)
      TerminalOutput.append("\u{1B}[0m\u{1B}8")
    }
    let wantedPlace = lineIsEmpty && !outcome.redrawLine ? frame.cursor : nil
    if TerminalOutput.restoreBeforeWriting {
      if wantedPlace == parkedAt { return outcome }
      TerminalOutput.unpark()
    }
    parkedAt = nil
    if let place = wantedPlace {
      TerminalOutput.append("\u{1B}7\u{1B}[\(place.row + 1);\(place.column + 1)H")
      TerminalOutput.restoreBeforeWriting = true
      parkedAt = place
    }
    return outcome
  }

  /// Makes room at the top and makes the rows below the view the scroll region, with the cursor
  /// at its top. The first time, what was on screen scrolls into the terminal's scrollback;
  /// later (a resize, a return from Control-Z) the screen is cleared.
  private func setUp(height: Int, viewHeight: Int, clear: Bool) {
    var text = "\u{1B}[r"
    text += clear ? "\u{1B}[H\u{1B}[2J" : "\u{1B}[\(height);1H" + String(repeating: "\n", count: height)
    text += "\u{1B}[\(viewHeight + 1);\(height)r\u{1B}[\(viewHeight + 1);1H"
    TerminalOutput.append(text)
  }

  /// Leaves the terminal as it was: no scroll region, plain attributes, the cursor where the
  /// prompt is. The last picture stays on screen above the answers.
  func takeDown() {
    guard shown != nil else { return }
    shown = nil
    TerminalOutput.append(Self.restore)
  }

  /// After a resize or a return from Control-Z: everything is drawn again.
  func invalidate() {
    shown = nil
    TerminalOutput.append(Self.restore)
  }

  /// The bytes that end the view: the cursor back from the card (when parked, through
  /// `TerminalOutput`), the scroll region reset without moving it, attributes off, the cursor
  /// shown. Also written by the crash handler, which cannot build them.
  static let restore = "\u{1B}7\u{1B}[r\u{1B}8\u{1B}[0m\u{1B}[?25h"

  /// One run of cells: the cursor to its place, then its characters with their marks.
  static func encode(_ change: ViewChange, into bytes: inout [UInt8]) {
    bytes += Array("\u{1B}[\(change.row + 1);\(change.column + 1)H".utf8)
    var current: ViewStyle = []
    for cell in change.cells where !cell.style.contains(.continuation) {
      let style = cell.style.subtracting(.continuation)
      if style != current {
        var code = "\u{1B}[0"
        if style.contains(.bold) { code += ";1" }
        if style.contains(.reverse) { code += ";7" }
        bytes += Array((code + "m").utf8)
        current = style
      }
      cell.appendUTF8(to: &bytes)
    }
    if !current.isEmpty { bytes += Array("\u{1B}[0m".utf8) }
  }
}
