import DragDropKit
import Testing

@Suite("Drag modifiers and collision strategies")
struct ModifierTests {
  func scene() throws -> (Document, item: NodeID, area: NodeID) {
    var scene = Scene(size: Size(width: 400, height: 400))
    let area = try scene.addNode(named: "area", type: .container, frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let item = try scene.addNode(
      named: "item", type: .item, frame: Rect(x: 100, y: 100, width: 20, height: 20), in: area)
    return (Document(scene: scene), item, area)
  }

  func movedPoint(_ events: [DragEvent]) -> Point? {
    if case .moved(let moved) = events.last { return moved.point }
    return nil
  }

  @Test("clamp scene keeps the item inside the scene")
  func clampScene() throws {
    var (document, item, _) = try scene()
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: -50, y: 1000)))) == Point(x: 10, y: 390))
  }

  @Test("clamp off lets the item leave the scene, over nothing")
  func clampOff() throws {
    var (document, item, _) = try scene()
    document.settings.clamp = .off
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    let events = try document.handle(.changed(Point(x: -50, y: 1000)))
    #expect(movedPoint(events) == Point(x: -50, y: 1000))
    #expect(
      events.last
        == .moved(item: item, point: Point(x: -50, y: 1000), over: nil, position: nil, count: nil, refusal: nil))
  }

  @Test("snap rounds the origin to multiples of N")
  func snap() throws {
    var (document, item, _) = try scene()
    document.settings.snap = 25
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    // origin 137-10=127 -> 125; 162-10=152 -> 150; point = origin + 10
    #expect(movedPoint(try document.handle(.changed(Point(x: 137, y: 162)))) == Point(x: 135, y: 160))
    _ = try document.handle(.ended(Point(x: 137, y: 162)))
    #expect(document.scene[item]!.frame.origin == Point(x: 125, y: 150))
  }

  @Test("axis horizontal locks y; vertical locks x")
  func axis() throws {
    var (document, item, _) = try scene()
    document.settings.axis = .horizontal
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: 200, y: 300)))) == Point(x: 200, y: 110))
    _ = try document.handle(.cancelled)
    document.settings.axis = .vertical
    _ = try document.handle(.began(Point(x: 110, y: 110), item: item))
    #expect(movedPoint(try document.handle(.changed(Point(x: 200, y: 300)))) == Point(x: 110, y: 300))
  }

  @Test("collision intersection picks the largest overlap; center the nearest overlapping center")
  func collisionStrategies() throws {
    var scene = Scene(size: Size(width: 400, height: 400))
    let left = try scene.addNode(named: "left", type: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let right = try scene.addNode(named: "right", type: .container, frame: Rect(x: 100, y: 0, width: 100, height: 100))
    let item = try scene.addNode(named: "item", type: .item, frame: Rect(x: 300, y: 300, width: 40, height: 40))
    // The dragged rect spans x 70...110: 30 over left, 10 over right; the pointer (grab at
    // the item's top-left corner) is at x 70, over left too. Move it so the pointer sits over
    // right while most of the rect overlaps left.
    let rect = Rect(x: 70, y: 10, width: 40, height: 40)
    #expect(scene.dropTarget(at: Point(x: 105, y: 20), draggedRect: rect, excluding: item, strategy: .pointer) == right)
    #expect(
      scene.dropTarget(at: Point(x: 105, y: 20), draggedRect: rect, excluding: item, strategy: .intersection) == left)
    let nearRight = Rect(x: 95, y: 10, width: 40, height: 40)
    #expect(scene.dropTarget(at: .zero, draggedRect: nearRight, excluding: item, strategy: .center) == right)
    let outside = Rect(x: 300, y: 300, width: 40, height: 40)
    #expect(scene.dropTarget(at: .zero, draggedRect: outside, excluding: item, strategy: .center) == nil)
  }
}
