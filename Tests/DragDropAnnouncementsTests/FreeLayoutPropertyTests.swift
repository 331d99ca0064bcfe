import DragDropAnnouncements
import DragDropKit
import PropertyBased
import Testing

/// In any free container, every arrow press says something new until the item is stopped,
/// then says that it stopped.
@Suite("Free layouts by ear, for any scene")
struct FreeLayoutPropertyTests {
  @Test("N presses give N different sentences until the item stops, then a sentence that says so")
  func pressesDiffer() async {
    await propertyCheck(
      count: 150, input: Gen.int(in: 60...600), Gen.int(in: 60...600), Gen.int(in: 5...50), Gen.int(in: 0...3),
      Gen.int(in: 1...25)
    ) { width, height, side, way, step in
      var scene = Scene(size: Size(width: 800, height: 800))
      let view = try! scene.addNode(
        named: "view", type: .container,
        frame: Rect(x: 100, y: 100, width: Double(width), height: Double(height)))
      let size = Double(min(side, min(width, height) - 1))
      let item = try! scene.addNode(
        named: "tile", type: .item,
        frame: Rect(x: Double(width) / 2 - size / 2, y: Double(height) / 2 - size / 2, width: size, height: size),
        in: view)
      var document = Document(scene: scene)
      document.settings.clamp = .parent
      let sensor = KeyboardSensor(step: Double(step))
      let direction = Direction.allCases[way]
      let announcer = Announcer()
      _ = try! document.handle(sensor.lift(item, in: document.scene))
      var sentences: [String] = []
      for _ in 0..<2000 {
        guard case .gesture(let gesture) = sensor.move(direction, in: document.scene, drag: document.drag.context!)
        else { break }
        let events = try! document.handle(gesture)
        guard case .moved(let moved)? = events.last else { continue }
        let sentence = announcer.announce(.moved(moved), in: document.scene)!
        sentences.append(sentence)
        if moved.isStopped { break }
      }
      guard let stop = sentences.firstIndex(where: { $0.contains(" stays at the ") }) else {
        Issue.record("never said it stopped: \(sentences.suffix(2))")
        return
      }
      let moving = sentences[..<stop]
      #expect(Set(moving).count == moving.count, "a press repeated a sentence: \(moving)")
    }
  }
}
