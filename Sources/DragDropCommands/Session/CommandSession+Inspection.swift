import DragDropAnnouncements
import DragDropKit

/// Selection, targets, history and assertions.
extension CommandSession {
  func targets(at location: SourceLocation) throws(CommandError) -> [Report] {
    guard let item = document.lifted ?? selection.flatMap({ scene[$0] != nil ? $0 : nil }) else {
      let error = CommandError(.errorNothingLiftedOrSelected, hint: .hintSelectOrLift, at: location)
      throw error
    }
    // The containers that would take it first; a root that takes nothing is left out (it is
    // scenery, and hearing it costs seconds).
    let containers = scene.subtreeIDs(of: .root).filter {
      $0 != item && scene.type(of: $0) == .container && !($0 == .root && !scene.root.isDropArea)
    }
    let drag = document.drag.context
    let targets = containers.map { container in
      let refusal = drag.map { scene.refusal(of: $0, into: container) } ?? scene.refusal(of: item, into: container)
      return Report.Target(container: container, refusal: refusal)
    }
    return [.targets(item: item, targets.filter { $0.refusal == nil } + targets.filter { $0.refusal != nil })]
  }

  mutating func undo(_ count: Int, at location: SourceLocation) throws(CommandError) -> [Report] {
    try travel(count, at: location, undoing: true)
  }

  mutating func redo(_ count: Int, at location: SourceLocation) throws(CommandError) -> [Report] {
    try travel(count, at: location, undoing: false)
  }

  /// Undoes or redoes up to `count` steps; says so when there is nothing to do.
  private mutating func travel(_ count: Int, at location: SourceLocation, undoing: Bool) throws(CommandError)
    -> [Report]
  {
    var reports: [Report] = []
    for _ in 0..<count {
      let step = try engine(at: location) { () throws(EngineError) in
        undoing ? try document.undo() : try document.redo()
      }
      guard let edit = step else {
        // Nothing at all, or fewer steps than asked: say which.
        reports.append(
          reports.isEmpty ? (undoing ? .nothingToUndo : .nothingToRedo) : .fewerSteps(reports.count, undoing: undoing))
        break
      }
      hasUnsavedChanges = true
      reports.append(undoing ? .undone(edit) : .redone(edit))
    }
    followBoardTasks()
    return reports
  }

  /// Where a node is, in words: "red is in viewA, position 1 of 1, at 100,100".
  func describePlace(_ id: NodeID) -> String {
    let name = Sanitizer.clean(scene.title(of: id)!)
    if id == document.lifted, let context = document.drag.context {
      return "\(name) is lifted from \(Sanitizer.clean(scene.path(of: context.home.parent)))"
    }
    guard let placement = scene.placement(of: id) else { return "\(name) is the scene root" }
    let count = scene[placement.parent]!.children.count
    return
      "\(name) is in \(Sanitizer.clean(scene.path(of: placement.parent))), position \(placement.index + 1) of \(count), at \(placement.frame.origin)"
  }

  func expect(_ expectation: Expectation, at location: SourceLocation) throws(CommandError) -> [Report] {
    func fail(_ message: String) -> CommandError {
      CommandError("expectation failed, \(message)", at: location, code: .expectation)
    }
    switch expectation {
    case .inContainer(let subject, let container, let position, let origin):
      let item = try resolve(subject)
      let parent = try resolve(container)
      let placement = scene.placement(of: item)
      guard let placement, placement.parent == parent else {
        throw fail("\(describePlace(item)), not in \(Sanitizer.clean(scene.path(of: parent)))")
      }
      if let position, placement.index + 1 != position {
        throw fail("\(describePlace(item)), not at position \(position)")
      }
      if let origin, placement.frame.origin != origin {
        throw fail("\(describePlace(item)), not at \(origin)")
      }
    case .count(let subject, let count):
      let id = try resolve(subject)
      let actual = scene[id]!.children.count
      guard actual == count else {
        throw fail(
          "\(Sanitizer.clean(scene.path(of: id))) holds \(actual) \(actual == 1 ? "child" : "children"), not \(count)")
      }
    case .lifted(let subject):
      let id = try resolve(subject)
      guard document.lifted == id else {
        let actual = document.lifted.map { "\(Sanitizer.clean(scene.title(of: $0)!)) is lifted" } ?? "nothing is lifted"
        throw fail("\(actual), not \(Sanitizer.clean(scene.title(of: id)!))")
      }
    case .idle:
      if let lifted = document.lifted { throw fail("\(Sanitizer.clean(scene.title(of: lifted)!)) is lifted, not idle") }
    case .over(let subject):
      guard let context = document.drag.context else { throw fail("nothing is lifted, so it is over nothing") }
      let expected = try subject.map(resolve)
      guard context.target == expected else {
        let actual = context.target.map { "over \(Sanitizer.clean(scene.path(of: $0)))" } ?? "over nothing"
        let wanted = expected.map { "over \(Sanitizer.clean(scene.path(of: $0)))" } ?? "over nothing"
        throw fail("\(Sanitizer.clean(scene.title(of: context.item)!)) is \(actual), not \(wanted)")
      }
    case .groupInContainer(let subjects, let container, let position):
      try expectGroup(subjects, in: container, position: position, at: location)
    case .color(let subject, let color):
      let id = try resolve(subject)
      let actual = scene[id]!.properties.color
      guard actual?.lowercased() == color.lowercased() else {
        throw fail(
          "\(Sanitizer.clean(scene.title(of: id)!)) is \(actual.map(Sanitizer.clean) ?? "uncolored"), not \(Sanitizer.clean(color))"
        )
      }
    }
    return [.expectationMet(expectation)]
  }
}
