import DragDropKit

/// Scenes from the seed documents, built through the public API.
enum Fixtures {
  /// Seed 000: views A and B (drop areas) with a red and a blue square; the root is scenery.
  static func twoViews() throws -> (Document, red: NodeID, blue: NodeID, viewA: NodeID, viewB: NodeID) {
    var scene = Scene(size: Size(width: 320, height: 480))
    let viewA = try scene.addNode(named: "viewA", type: .container, frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let viewB = try scene.addNode(named: "viewB", type: .container, frame: Rect(x: 0, y: 220, width: 320, height: 200))
    var red = NodeProperties.defaults(for: .item)
    red.color = "red"
    red.kind = "tile"
    var blue = red
    blue.color = "blue"
    let redID = try scene.addNode(
      named: "red", type: .item, frame: Rect(x: 100, y: 100, width: 50, height: 50), properties: red, in: viewA)
    let blueID = try scene.addNode(
      named: "blue", type: .item, frame: Rect(x: 100, y: 100, width: 50, height: 50), properties: blue, in: viewB)
    return (Document(scene: scene), redID, blueID, viewA, viewB)
  }

  /// A stack column with the given card names.
  static func column(
    _ name: String, cards: [String], in scene: inout Scene, x: Double, properties: NodeProperties? = nil
  ) throws -> NodeID {
    var column = properties ?? NodeProperties.defaults(for: .container)
    column.layout = .stack(StackLayout())
    let id = try scene.addNode(
      named: name, type: .container, frame: Rect(x: x, y: 0, width: 120, height: 400), properties: column)
    for card in cards {
      var props = NodeProperties.defaults(for: .item)
      props.kind = card.hasPrefix("bug") ? "bug" : "task"
      try scene.addNode(
        named: card, type: .item, frame: Rect(x: 0, y: 0, width: 100, height: 30), properties: props, in: id)
    }
    return id
  }
}

extension Document {
  /// Runs lift at the item's center, one move, and release.
  mutating func drag(_ item: NodeID, to point: Point) throws -> [DragEvent] {
    let center = scene.absoluteFrame(of: item).center
    var events = try handle(.began(center, item: item))
    events += try handle(.changed(point))
    events += try handle(.ended(point))
    return events
  }
}
