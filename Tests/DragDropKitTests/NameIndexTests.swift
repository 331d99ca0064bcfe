import PropertyBased
import Testing

@testable import DragDropKit

/// The scene's name index against a dictionary of arrays: added, renamed and removed nodes, with
/// names that collide and names that are canonically equivalent.
@Suite("The name index")
struct NameIndexTests {
  static let names = ["a", "b", "Task", "Task 2", "Café", "Cafe\u{301}", "K", "\u{212A}", "long name of a node", ""]

  @Test("property: every node is found by its name, in the order added, through adds, renames and removals")
  func agreesWithDictionary() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...(Self.names.count - 2)).array(of: 1...120), Gen.int(in: 0...3).array(of: 120)
    ) { picks, actions in
      var scene = Scene()
      var expected: [String: [NodeID]] = ["scene": [.root]]
      var live: [(NodeID, String)] = []
      for (step, pick) in picks.enumerated() {
        let name = Self.names[pick]
        let action = actions[step % actions.count]
        if action == 0, let (id, old) = live.popLast() {
          _ = scene.remove(id)
          expected[old]?.removeAll { $0 == id }
          if expected[old]?.isEmpty == true { expected[old] = nil }
        } else if action == 1, let (id, old) = live.popLast() {
          // Renamed: a sibling of the same name is not checked here, as the index is what is tested.
          scene.setName(name, of: id)
          expected[old]?.removeAll { $0 == id }
          if expected[old]?.isEmpty == true { expected[old] = nil }
          if scene.name(of: id) == name {
            expected[name, default: []].append(id)
            live.append((id, name))
          } else {
            expected[old, default: []].append(id)
            live.append((id, old))
          }
        } else {
          let frame = Rect(x: 0, y: 0, width: 9, height: 9)
          guard let parent = try? scene.addNode(named: "p\(step)", type: .container, frame: frame) else { continue }
          expected["p\(step)", default: []].append(parent)
          guard let id = try? scene.addNode(named: name, type: .item, frame: frame, in: parent) else { continue }
          expected[name, default: []].append(id)
          live.append((id, name))
        }
        scene._checkInvariants()
      }
      for (name, ids) in expected {
        #expect(scene.nodes(named: name) == ids.sorted(), "\(name)")
      }
      for name in Self.names where expected[name] == nil {
        #expect(!scene.hasNode(named: name), "\(name)")
      }
      #expect(scene._invariantViolations().isEmpty)
    }
  }

  @Test("canonically equivalent names are one name, as String compares them")
  func canonicalEquivalence() throws {
    var scene = Scene()
    let parent = try scene.addNode(named: "list", type: .container, frame: Rect(x: 0, y: 0, width: 9, height: 9))
    let first = try scene.addNode(named: "Café", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1), in: parent)
    #expect(scene.onlyNode(named: "Cafe\u{301}") == first)
    #expect(throws: EngineError.self) {
      try scene.addNode(named: "Cafe\u{301}", type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1), in: parent)
    }
  }

  @Test("a million names grow the index and each is found again")
  func growsAndFindsAll() throws {
    var index = NameIndex()
    var slots: [Node] = []
    for number in 0..<20000 {
      let name = "Task \(number % 15000)"
      let id = NodeID(rawValue: number)
      slots.append(
        Node(
          id: id, name: name, type: .item, frame: Rect(x: 0, y: 0, width: 1, height: 1), parent: nil, children: [],
          properties: .defaults(for: .item)))
      let taken = index.insertIfAbsent(id, named: name, tag: NameIndex.tag(of: name), in: slots)
      #expect((taken != nil) == (number >= 15000))
      if let taken { #expect(taken.rawValue == number - 15000) }
    }
    #expect(index.count == 15000)
    for number in stride(from: 0, to: 15000, by: 7) {
      let name = "Task \(number)"
      index.remove(NodeID(rawValue: number), tag: NameIndex.tag(of: name))
      #expect(index.first(named: name, tag: NameIndex.tag(of: name), in: slots) == nil)
    }
    for number in 0..<15000 where number % 7 != 0 {
      let name = "Task \(number)"
      #expect(index.first(named: name, tag: NameIndex.tag(of: name), in: slots)?.rawValue == number)
    }
  }
}
