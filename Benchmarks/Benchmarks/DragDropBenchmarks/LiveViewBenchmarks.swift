import Benchmark
import DragDropCommands
import DragDropKit

/// The live view's redraw after one arrow key on a board of 250 cards (5 columns of 50) on an
/// 80x24 terminal: the frame drawn from the session's state and the cells that changed, which
/// is what the terminal is sent. Issue 32's goal: 2 ms (p50). The move itself is outside the
/// measurement (the engine has its own benchmarks).
func liveViewBenchmark() {
  Benchmark("live view: redraw after a move, 250 cards") { benchmark in
    var session = CommandSession(scene: Scene(), mode: .visual)
    var lines = ["new scene 600x4000"]
    for column in 1...5 {
      lines.append("add container \"Column \(column)\" at \((column - 1) * 120),0 size 110x4000 layout stack")
      for card in 1...50 { lines.append("add item \"Card \(column).\(card)\" in \"Column \(column)\"") }
    }
    for line in lines + ["lift \"Card 1.10\""] { _ = try! session.run(line: line) }
    let view = LiveView(narrator: Narrator(style: TerminalStyle(color: false, unicode: true, width: 80)))
    var scroll = ViewScroll()
    var shown = view.frame(session.narrationState, width: 80, maxHeight: 16, minHeight: 16, scroll: &scroll)
    var direction = "right"
    for index in benchmark.scaledIterations {
      // Right across the board and back: each move lands in another column.
      if index % 4 == 0 { direction = direction == "right" ? "left" : "right" }
      _ = try! session.run(line: "move \(direction)")
      benchmark.startMeasurement()
      let frame = view.frame(session.narrationState, width: 80, maxHeight: 16, minHeight: 16, scroll: &scroll)
      blackHole(frame.changes(from: shown))
      benchmark.stopMeasurement()
      shown = frame
    }
  }
}
