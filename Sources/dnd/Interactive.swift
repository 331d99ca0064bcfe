import DragDropCommands

/// The interactive session for a terminal.
enum Interactive {
  static func run(_ runner: inout BatchRunner, streams: StandardStreams) throws {
    let welcome =
      "dnd: \(DemoScenes.defaultDemo.name) demo loaded. Type help for commands, help keys for the keys, quit to leave."
    streams.output(welcome)
    streams.flush()
    let reader = LineReader()
    var number = 0
    while !runner.didQuit {
      streams.output("dnd> ", newline: false)
      streams.flush()
      guard let line = reader.next() else { break }
      number += 1
      runner.runLine(line, number: number, file: "<input>")
      streams.flush()
    }
  }
}
