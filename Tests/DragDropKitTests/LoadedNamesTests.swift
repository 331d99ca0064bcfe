import PropertyBased
import Testing

@testable import DragDropKit

/// Names given all at once to the nodes a reader added (`indexLoadedNames`), held to names given
/// one node at a time (`appendLoaded`, numbering a taken name).
@Suite("Names indexed all at once")
struct LoadedNamesTests {
  static let pool = ["X", "X 2", "X 2 2", "X 3", "Y", "scene", "Task", "Task 2", "Café", "Cafe\u{301}"]
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)

  /// The names a reader that numbers each taken name as it adds the node gives.
  static func oneByOne(_ names: [String]) throws -> [String] {
    var scene = Scene()
    let properties = try LoadedProperties(.defaults(for: .container), of: "x")
    var ids: [NodeID] = []
    for base in names {
      var name = base
      var number = 2
      var added = try scene.appendLoaded(named: name, frame: frame, properties: properties, in: .root)
      while added == nil {
        name = "\(base) \(number)"
        number += 1
        added = try scene.appendLoaded(named: name, frame: frame, properties: properties, in: .root)
      }
      ids.append(added!)
    }
    scene._checkInvariants()
    return ids.map { scene.name(of: $0)! }
  }

  /// The names the same nodes get when they are added unindexed and named at the end.
  static func allAtOnce(_ names: [String]) throws -> (names: [String], numbered: [Int], scene: Scene) {
    var scene = Scene()
    let properties = try LoadedProperties(.defaults(for: .container), of: "x")
    var ids: [NodeID] = []
    for base in names {
      ids.append(try scene.appendUnindexed(named: base, frame: frame, properties: properties, in: .root))
    }
    let numbered = scene.indexLoadedNames(from: NodeID(rawValue: 1)) { "\($0) \($1)" }
    return (ids.map { scene.name(of: $0)! }, numbered.map(\.id.rawValue), scene)
  }

  @Test("property: the names given all at once are the names given one by one, and the index finds each")
  func agreesWithOneByOne() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...(Self.pool.count - 1)).array(of: 0...30)) { picks in
      let names = picks.map { Self.pool[$0] }
      guard let expected = try? Self.oneByOne(names), let (got, numbered, scene) = try? Self.allAtOnce(names) else {
        Issue.record("a name was refused: \(names)")
        return
      }
      #expect(got == expected, "\(names)")
      #expect(numbered == got.indices.filter { got[$0] != names[$0] }.map { $0 + 1 }, "\(names)")
      #expect(scene._invariantViolations().isEmpty, "\(names)")
      for (index, name) in got.enumerated() {
        #expect(scene.onlyNode(named: name) == NodeID(rawValue: index + 1), "\(name) in \(names)")
      }
    }
  }

  @Test("unique names are indexed in one sweep, and a taken one is numbered as met: X, X, X 2 are X, X 2, X 2 2")
  func cascade() throws {
    #expect(try Self.allAtOnce(["X", "X", "X 2"]).names == ["X", "X 2", "X 2 2"])
    #expect(try Self.allAtOnce(["scene", "A", "B"]).names == ["scene 2", "A", "B"])
    let many = (0..<5000).map { "Task \($0)" }
    let (names, numbered, scene) = try Self.allAtOnce(many)
    #expect(names == many)
    #expect(numbered.isEmpty)
    #expect(scene.onlyNode(named: "Task 4999") == NodeID(rawValue: 5000))
  }

  @Test("nodes added out of turn between unindexed ones are still indexed, each name once")
  func outOfTurn() throws {
    var scene = Scene()
    let properties = try LoadedProperties(.defaults(for: .container), of: "x")
    let a = try scene.appendUnindexed(named: "A", frame: Self.frame, properties: properties, in: .root)
    let b = try #require(try scene.appendLoaded(named: "B", frame: Self.frame, properties: properties, in: .root))
    let c = try scene.appendUnindexed(named: "A", frame: Self.frame, properties: properties, in: .root)
    let numbered = scene.indexLoadedNames(from: a) { "\($0) \($1)" }
    #expect(numbered.map(\.id) == [c])
    #expect(scene.onlyNode(named: "A") == a)
    #expect(scene.onlyNode(named: "B") == b)
    #expect(scene.onlyNode(named: "A 2") == c)
    #expect(scene._invariantViolations().isEmpty)
  }
}
