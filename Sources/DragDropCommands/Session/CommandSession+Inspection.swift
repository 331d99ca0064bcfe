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

  /// Where a node is, as an `expect` failure says it: "red is in viewA, position 1 of 1, at
  /// 100,100"; the phrase goes in as `{place}`, its values beside the failure's own.
  func placeWords(_ id: NodeID) -> (phrase: NarrationTemplates.Phrase, values: [Placeholder: String]) {
    let name = Sanitizer.clean(scene.title(of: id)!)
    if id == document.lifted, let context = document.drag.context {
      return (.expectPlaceLifted, [.item: name, .container: Sanitizer.clean(scene.path(of: context.home.parent))])
    }
    guard let placement = scene.placement(of: id) else { return (.expectPlaceRoot, [.item: name]) }
    let count = scene[placement.parent]!.children.count
    return (
      .expectPlace,
      [
        .item: name, .container: Sanitizer.clean(scene.path(of: placement.parent)),
        .position: "\(placement.index + 1)", .count: "\(count)", .point: "\(placement.frame.origin)",
      ]
    )
  }

  /// An `expect` that does not hold, in a phrase and its values.
  func expectationFailed(
    _ phrase: NarrationTemplates.Phrase, _ values: [Placeholder: String] = [:], place id: NodeID? = nil,
    at location: SourceLocation
  ) -> CommandError {
    var values = values
    var phrases: [Placeholder: NarrationTemplates.Phrase] = [:]
    if let id {
      let place = placeWords(id)
      values.merge(place.values) { mine, _ in mine }
      phrases[.place] = place.phrase
    }
    return CommandError(phrase, values, phrases: phrases, at: location, code: .expectation)
  }

  func expect(_ expectation: Expectation, at location: SourceLocation) throws(CommandError) -> [Report] {
    switch expectation {
    case .inContainer(let subject, let container, let position, let origin):
      let item = try resolve(subject)
      let parent = try resolve(container)
      let placement = scene.placement(of: item)
      guard let placement, placement.parent == parent else {
        throw expectationFailed(
          .expectNotIn, [.target: Sanitizer.clean(scene.path(of: parent))], place: item, at: location)
      }
      if let position, placement.index + 1 != position {
        throw expectationFailed(.expectNotAtPosition, [.to: "\(position)"], place: item, at: location)
      }
      if let origin, placement.frame.origin != origin {
        throw expectationFailed(.expectNotAt, [.to: "\(origin)"], place: item, at: location)
      }
    case .count(let subject, let count):
      let id = try resolve(subject)
      let actual = scene[id]!.children.count
      guard actual == count else {
        throw expectationFailed(
          .expectCount, [.item: Sanitizer.clean(scene.path(of: id)), .count: "\(actual)", .to: "\(count)"], at: location
        )
      }
    case .lifted(let subject):
      let id = try resolve(subject)
      guard document.lifted == id else {
        let wanted = Sanitizer.clean(scene.title(of: id)!)
        guard let lifted = document.lifted else {
          throw expectationFailed(.expectLiftedNothing, [.target: wanted], at: location)
        }
        throw expectationFailed(
          .expectLiftedOther, [.item: Sanitizer.clean(scene.title(of: lifted)!), .target: wanted], at: location)
      }
    case .idle:
      if let lifted = document.lifted {
        throw expectationFailed(.expectNotIdle, [.item: Sanitizer.clean(scene.title(of: lifted)!)], at: location)
      }
    case .over(let subject):
      guard let context = document.drag.context else {
        throw expectationFailed(.expectOverNothingLifted, at: location)
      }
      let expected = try subject.map(resolve)
      guard context.target == expected else {
        let phrase: NarrationTemplates.Phrase =
          context.target == nil ? .expectOverNothing : expected == nil ? .expectOverSomething : .expectOverOther
        var values: [Placeholder: String] = [.item: Sanitizer.clean(scene.title(of: context.item)!)]
        values[.target] = context.target.map { Sanitizer.clean(scene.path(of: $0)) }
        values[.to] = expected.map { Sanitizer.clean(scene.path(of: $0)) }
        throw expectationFailed(phrase, values, at: location)
      }
    case .groupInContainer(let subjects, let container, let position):
      try expectGroup(subjects, in: container, position: position, at: location)
    case .color(let subject, let color):
      let id = try resolve(subject)
      let actual = scene[id]!.properties.color
      guard actual?.lowercased() == color.lowercased() else {
        var values: [Placeholder: String] = [.item: Sanitizer.clean(scene.title(of: id)!), .to: Sanitizer.clean(color)]
        values[.color] = actual.map(Sanitizer.clean)
        throw expectationFailed(actual == nil ? .expectUncolored : .expectColorOther, values, at: location)
      }
    }
    return [.expectationMet(expectation)]
  }
}
