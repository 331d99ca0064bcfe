import DragDropAnnouncements

/// The help topics besides the commands.
package enum HelpTopics {
  /// Topic names `help TOPIC` accepts.
  package static let names = ["accessibility", "keys", "scene-files", "exit-codes"]

  /// The text of a topic, one message per line.
  package static func text(_ topic: String) -> [String] {
    switch topic {
    case "accessibility":
      return [
        "Output modes: visual (the default on a terminal), screen-reader (plain sentences, one per line, no pictures or tables), and json (JSON Lines for tools).",
        "Choose one with --mode, --screen-reader or --json, with set mode, or by setting DND_SCREEN_READER=1 in the environment.",
        "Verbosity: set verbosity brief, normal or verbose. Brief says the essentials, such as: Done, 2 of 4.",
        "Every command answers in one or more lines; positions are read as position N of M, counting from 1.",
        "where repeats the current state; targets lists every container and whether it accepts the item, and why not.",
        "With Orca or another screen reader, use the screen-reader mode so nothing is redrawn; review output line by line.",
        "On a braille display, brief verbosity keeps each line short.",
      ]
    case "keys":
      return [
        "On an empty line in the interactive session: Space lifts the selected item, or drops the lifted one.",
        "Arrow keys move the lifted item; Shift with an arrow moves 10 steps. With nothing lifted they keep their usual meaning.",
        "Home and End move the lifted item to the first or last position; Page Up and Page Down to the previous or next container.",
        "Tab and Shift-Tab jump to the next or previous container that would accept it; with nothing lifted, Tab completes.",
        "Escape or Control-G cancels a lift; Control-C cancels a lift or clears the line; Control-D leaves.",
      ]
    case "scene-files":
      return [
        "A scene file is JSON: {\"format\":\"dnd-scene\",\"version\":1,\"root\":NODE}.",
        "A node has name, type (container or item) and frame {x,y,width,height}, and as needed children, kind, color, label, draggable, layout, accepts, capacity, effect and targets.",
        "A bad file is rejected whole with the JSON path of the problem; load it with load FILE, save with save FILE.",
      ]
    default:
      return [
        "Exit status 0: success. 1: a command or an expect failed. 2: usage error. 3: a file could not be read or written. 130: interrupted."
      ]
    }
  }
}
