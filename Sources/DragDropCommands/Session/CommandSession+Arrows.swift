import DragDropKit

/// `move up|down|left|right [N]`: the keyboard sensor decides each step.
extension CommandSession {
  mutating func move(
    _ direction: Direction, steps: Int, at location: SourceLocation, into reports: inout [Report]
  ) throws(CommandError) {
    for _ in 0..<steps {
      let context = try liftedContext(at: location)
      switch keyboard.move(direction, in: scene, drag: context) {
      case .gesture(let gesture): try feed(gesture, at: location, into: &reports)
      case .edge(let edge): return reports.append(.alreadyAtEdge(edge))
      }
    }
  }
}
