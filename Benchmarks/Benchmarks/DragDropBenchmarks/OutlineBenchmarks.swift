import Benchmark
import DragDropCommands
import DragDropFormats
import DragDropKit

/// A document like `scripts/outline-benchmark`'s: sections of 1,000 checkbox items whose depth
/// wanders between 0 and 6, `count` items in all.
func outlineDocument(items count: Int) -> [UInt8] {
  var text = "# Big outline\n\n"
  var made = 0
  var section = 0
  var depth = 0
  var random: UInt64 = 1
  while made < count {
    section += 1
    text += "## Section \(section)\n"
    for _ in 0..<min(1_000, count - made) {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      depth = max(0, min(depth + [-1, 0, 0, 1][Int(random >> 62)], 6))
      text += String(repeating: "  ", count: depth) + "- [ ] Task \(made) in section \(section)\n"
      made += 1
    }
    text += "\n"
  }
  return Array(text.utf8)
}

/// Open, move one block and save, as `dnd --scene big.md -c 'drag …; save'` does without the file
/// access: issue 23's goals are 1M at most 12x 100k, and a peak of at most 1.5x the file plus
/// the scene (`scripts/outline-benchmark --heap` splits the peak).
func outlineBenchmarks() {
  for items in [100_000, 1_000_000] {
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], warmupIterations: 0,
      maxDuration: .seconds(30), maxIterations: items >= 1_000_000 ? 3 : 10)
    Benchmark("outline: open, move a block, save, \(items) items", configuration: configuration) { benchmark in
      let bytes = outlineDocument(items: items)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let (scene, source) = try! OutlineFile.decode(bytes: bytes)
        var document = Document(scene: scene)
        let item = scene.onlyNode(named: "Task 5 in section 1")!
        let target = scene.onlyNode(named: "Task 3 in section 1")!
        let keyboard = KeyboardSensor()
        _ = try! document.handle(keyboard.lift(item, in: document.scene))
        _ = try! document.handle(keyboard.slot(nil, in: target, item: item, scene: document.scene))
        _ = try! document.handle(.ended(document.drag.context!.rawPoint))
        var written = 0
        try! OutlineFile.encode(document.scene, source: source) { piece in
          written += piece.count
          return true
        }
        blackHole(written)
      }
    }
  }
}

/// `find` in a document of a million items, the words near its end: issue 31's goal is at most
/// 0.1 s (p50), the document opened once, outside the measurement.
func findBenchmark() {
  let items = 1_000_000
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 20)
  Benchmark("outline: find a word, \(items) items", configuration: configuration) { benchmark in
    let (scene, _) = try! OutlineFile.decode(bytes: outlineDocument(items: items))
    var session = CommandSession(scene: scene)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try! session.run(line: "find \"Task 999990 in\""))
    }
  }
}

/// A save when the file changed on disk (issue 42): 100 moves made in the session replayed by
/// name onto the other version of a document (`Rebase`), read apart, outside the measurement.
/// The goal: at most the time of opening the document again, so that a merge costs about what
/// reading the new version costs.
func rebaseBenchmark() {
  let items = 100_000
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], warmupIterations: 1, maxDuration: .seconds(20),
    maxIterations: 10)
  Benchmark("outline: 100 moves replayed onto a changed file, \(items) items", configuration: configuration) {
    benchmark in
    let bytes = outlineDocument(items: items)
    let (scene, _) = try! OutlineFile.decode(bytes: bytes)
    let (theirs, _) = try! OutlineFile.decode(bytes: bytes + Array("- added elsewhere\n".utf8))
    var document = Document(scene: scene)
    let keyboard = KeyboardSensor()
    // Leaves, each moved under another leaf a few before it: 100 moves spread over the document.
    let leaves = scene.subtreeIDs(of: .root).filter { scene.children(of: $0).isEmpty }
    let stride = leaves.count / 100
    for index in 0..<100 {
      let item = leaves[index * stride + 5]
      let target = leaves[index * stride + 1]
      _ = try! document.handle(keyboard.lift(item, in: document.scene))
      _ = try! document.handle(keyboard.slot(nil, in: target, item: item, scene: document.scene))
      _ = try! document.handle(.ended(document.drag.context!.rawPoint))
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let base = Rebase.base(of: document.scene, undoing: document.unsavedSteps)
      blackHole(try! Rebase.replay(document.unsavedSteps, base: base, onto: theirs))
    }
  }
}

/// A sink that keeps nothing: what a key costs without the terminal.
private final class Discard: OutputSink {
  let lineBuffer = OutputBuffer()
  func didWrite() { lineBuffer.removeAll() }
  func error(_ line: String) {}
}

/// Keys in a document of a million items (issue 44): browsing with Down, Up, Right and Left
/// (`select next`, `select previous`, `select child`, `select parent`), and a lifted move up
/// and down, each answered in words as the screen-reader session answers it, near the start
/// and near the end of the document. The goal: at most 5 ms a key (p50), at either end.
func browsingBenchmarks() {
  let items = 1_000_000
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 20)
  for (place, name) in [("start", "Task 10 in section 1"), ("end", "Task 999990 in section 1000")] {
    let (scene, _) = try! OutlineFile.decode(bytes: outlineDocument(items: items))
    let keys: [(String, Command)] = [
      ("Down", .select(.next)), ("Up", .select(.previous)), ("Right", .select(.child)), ("Left", .select(.parent)),
    ]
    Benchmark(
      "outline: browsing keys (Down, Up, Right, Left) near the \(place), \(items) items", configuration: configuration
    ) {
      benchmark in
      var runner = BatchRunner(
        session: CommandSession(scene: scene, mode: .screenReader), narrator: Narrator(), sink: Discard())
      _ = runner.runLine("select \"\(name)\"", number: 1, file: "<input>")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for (number, key) in keys.enumerated() {
          blackHole(runner.run(key: key.1, spelling: key.0, number: number + 2))
        }
      }
      // The session's scene is taken apart outside the measurement.
      benchmark.stopMeasurement()
      withExtendedLifetime(runner) {}
    }
    Benchmark(
      "outline: a lifted item moved up and down near the \(place), \(items) items", configuration: configuration
    ) {
      benchmark in
      var runner = BatchRunner(
        session: CommandSession(scene: scene, mode: .screenReader), narrator: Narrator(), sink: Discard())
      _ = runner.runLine("lift \"\(name)\"", number: 1, file: "<input>")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(runner.runLine("move up", number: 2, file: "<input>"))
        blackHole(runner.runLine("move down", number: 3, file: "<input>"))
      }
      benchmark.stopMeasurement()
      withExtendedLifetime(runner) {}
    }
  }
}
