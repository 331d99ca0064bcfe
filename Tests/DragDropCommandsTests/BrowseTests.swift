import DragDropFormats
import DragDropKit
import Testing

@testable import DragDropCommands

/// Down and Up while browsing (`select next`, `select previous`) step from the focus in reading
/// order, O(depth) a key; the whole order (`browsableNodes`) is the reference they must agree
/// with, collapsed blocks and all.
@Suite("Browsing")
struct BrowseTests {
  /// A document of headings and items at random depths, some blocks collapsed.
  static func document(seed: UInt64, items: Int) -> [UInt8] {
    var random = SplitMix(state: seed)
    var text = ""
    var depth = 0
    for index in 0..<items {
      if random.next() % 7 == 0 {
        text += "\n" + String(repeating: "#", count: Int(random.next() % 3) + 1) + " Heading \(index)\n\n"
        depth = 0
        continue
      }
      depth = max(0, min(depth + [-1, 0, 0, 1][Int(random.next() % 4)], 4))
      let indent = String(repeating: "  ", count: depth)
      text += indent + "- Item \(index)\n"
      if random.next() % 5 == 0 { text += indent + "  collapsed:: true\n" }
    }
    return Array(text.utf8)
  }

  @Test("next and previous agree with the whole reading order from every focus, wrapping at the ends")
  func agreesWithTheOrder() throws {
    for seed in UInt64(1)...40 {
      let (scene, _) = try OutlineFile.decode(bytes: Self.document(seed: seed, items: 60))
      var session = CommandSession(scene: scene)
      let focuses: [NodeID?] = [nil] + scene.subtreeIDs(of: .root).filter { $0 != .root }
      for focus in focuses {
        session.selection = focus
        let order = session.browsableNodes()
        let index = focus.flatMap { order.firstIndex(of: $0) }
        let next = order.isEmpty ? nil : order[index.map { ($0 + 1) % order.count } ?? 0]
        let previous =
          order.isEmpty ? nil : order[index.map { ($0 - 1 + order.count) % order.count } ?? order.count - 1]
        #expect(
          session.browsableNode(after: focus, forward: true) == next, "seed \(seed), focus \(String(describing: focus))"
        )
        #expect(
          session.browsableNode(after: focus, forward: false) == previous,
          "seed \(seed), focus \(String(describing: focus))")
      }
    }
  }

  @Test("Down from the last item goes round to the first; an empty document has nothing to select")
  func ends() throws {
    var session = try CommandSession.demo("outline")
    let order = session.browsableNodes()
    session.selection = order.last
    #expect(session.browsableNode(after: order.last, forward: true) == order.first)
    #expect(session.browsableNode(after: order.first, forward: false) == order.last)
    let (empty, _) = try OutlineFile.decode(bytes: Array("# Only a heading\n".utf8))
    let alone = CommandSession(scene: empty)
    #expect(alone.browsableNode(after: nil, forward: true) == alone.browsableNodes().first)
  }
}
