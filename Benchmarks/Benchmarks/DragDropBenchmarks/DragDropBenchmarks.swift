import Benchmark
import DragDropCommands
import DragDropFormats
import DragDropKit

/// A flat scene of n×n drop areas of 10×10 points, and one small item to drag.
func flatScene(side: Int) -> (Scene, NodeID) {
  var scene = Scene(size: Size(width: Double(side * 10), height: Double(side * 10)))
  for row in 0..<side {
    for column in 0..<side {
      _ = try! scene.addNode(
        named: "c\(row)_\(column)", type: .container,
        frame: Rect(x: Double(column * 10), y: Double(row * 10), width: 10, height: 10))
    }
  }
  let item = try! scene.addNode(named: "item", type: .item, frame: Rect(x: 1, y: 1, width: 4, height: 4))
  return (scene, item)
}

/// One container holding n items in rows of 500.
func itemScene(count: Int) -> Scene {
  var scene = Scene(size: Size(width: 5000, height: 5000))
  let box = try! scene.addNode(named: "box", type: .container, frame: Rect(x: 0, y: 0, width: 5000, height: 5000))
  for index in 0..<count {
    _ = try! scene.addNode(
      named: "i\(index)", type: .item,
      frame: Rect(x: Double(index % 500 * 10), y: Double(index / 500 * 10), width: 10, height: 10), in: box)
  }
  return scene
}

let sizes = [1_000, 10_000, 100_000, 1_000_000]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 200)

  for size in sizes {
    let side = Int(Double(size).squareRoot())
    Benchmark("hit test, \(size) items") { benchmark in
      let scene = itemScene(count: size)
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        blackHole(scene.hitTest(Point(x: Double(index % 4999), y: Double(index % 4999) * 0.37)))
      }
    }
    Benchmark("collision (pointer), \(side)x\(side) drop areas") { benchmark in
      let (scene, item) = flatScene(side: side)
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        let point = Point(x: Double(index * 7 % (side * 10)), y: Double(index * 13 % (side * 10)))
        blackHole(
          scene.dropTarget(
            at: point, draggedRect: Rect(origin: point, size: Size(width: 4, height: 4)), excluding: item))
      }
    }
    Benchmark("move (changed), \(side)x\(side) drop areas") { benchmark in
      let (scene, item) = flatScene(side: side)
      var document = Document(scene: scene)
      _ = try! document.handle(.began(Point(x: 3, y: 3), item: item))
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        let point = Point(x: Double(index * 7 % (side * 10)), y: Double(index * 13 % (side * 10)))
        blackHole(try! document.handle(.changed(point)))
      }
    }
    Benchmark("drag and undo, \(side)x\(side) drop areas") { benchmark in
      let (scene, item) = flatScene(side: side)
      var document = Document(scene: scene)
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        let point = Point(x: Double(index * 7 % (side * 10)) + 0.5, y: Double(index * 13 % (side * 10)) + 0.5)
        let center = document.scene.absoluteFrame(of: item).center
        _ = try! document.handle(.began(center, item: item))
        _ = try! document.handle(.changed(point))
        blackHole(try! document.handle(.ended(point)))
        try! document.undo()
      }
    }
  }

  for size in sizes {
    let side = Int(Double(size).squareRoot())
    // A million nodes take seconds a pass: a few passes say enough.
    let configuration =
      size >= 1_000_000
      ? Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 3)
      : Benchmark.defaultConfiguration
    Benchmark("load scene file, \(side * side) nodes", configuration: configuration) { benchmark in
      // The file text is made here, not when benchmarks are listed.
      let bytes = Array(SceneFile.encode(flatScene(side: side).0).utf8)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try! SceneFile.decode(bytes)) }
    }
    Benchmark("render tree and map, \(side * side) nodes", configuration: configuration) { benchmark in
      let session = CommandSession(scene: flatScene(side: side).0, mode: .visual)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(session.answer([.tree(.root, depth: nil), .map])) }
    }
  }

  groupDragBenchmarks()
  outlineBenchmarks()
  findBenchmark()
  browsingBenchmarks()
  rebaseBenchmark()
  liveViewBenchmark()

  Benchmark("parse commands") { benchmark in
    let lines = [
      "lift \"Write docs\"", "move into Done at position 2", "move to 160,300 in viewB", "drop copy into Done first",
    ]
    for index in benchmark.scaledIterations { blackHole(try! Parser.parse(line: lines[index % lines.count])) }
  }

  // The path `dnd --json FILE` takes: the batch runner writing JSON lines into an output buffer.
  Benchmark("batch: lift, move to, drop with JSON output") { benchmark in
    let session = CommandSession(scene: DemoScenes.named("two-views")!.makeScene(), mode: .json)
    let sink = BufferSink()
    var runner = BatchRunner(session: session, narrator: Narrator(), sink: sink)
    for index in benchmark.scaledIterations {
      runner.runLine("lift red", number: 1, file: "bench")
      runner.runLine("move to \(10 + index % 300),\(index % 2 == 0 ? 300 : 100)", number: 2, file: "bench")
      runner.runLine("drop", number: 3, file: "bench")
      blackHole(sink.buffer.count)
      sink.buffer.removeAll()
    }
  }
}

/// Collects output lines in one buffer, as `dnd`'s standard output does before it writes them.
final class BufferSink: OutputSink {
  let buffer = OutputBuffer()
  var lineBuffer: OutputBuffer { buffer }
  func didWrite() {}
  func error(_ line: String) {}
}
