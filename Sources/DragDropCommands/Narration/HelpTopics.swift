import DragDropAnnouncements

/// The help topics besides the commands.
package enum HelpTopics {
  /// Topic names `help TOPIC` accepts.
  package static let names = ["accessibility", "keys", "languages", "scene-files", "exit-codes"]

  /// The text of a topic, one message per line.
  package static func text(_ topic: String) -> [String] {
    switch topic {
    case "accessibility":
      return [
        "For a screen reader, start dnd with --screen-reader, or set DND_SCREEN_READER to 1.",
        "Set verbosity brief, normal or verbose; brief lines fit a braille display.",
        "Type where to hear where things are, and targets to hear where the item can go.",
        "help keys lists the keys.",
      ]
    case "keys":
      return [
        "On an empty line in the interactive session: Space lifts the selected item, or drops the lifted one.",
        "Arrow keys move the lifted item; Shift with an arrow moves 10 steps. With nothing lifted they keep their usual meaning.",
        "Home and End move the lifted item to the first or last position; Page Up and Page Down to the previous or next container.",
        "Tab and Shift Tab jump to the next or previous container that would accept it; with nothing lifted, Tab completes.",
        "Escape or Control G cancels a lift; Control C cancels a lift or clears the line; Control D leaves.",
        "Control Space adds the focused item to the selection or takes it out; Space then lifts them all together.",
      ]
    case "languages":
      return [
        "dnd speaks these languages; choose one with set language CODE (add save to keep it), --language CODE, or the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).",
        "Drag sentences and narration are translated; help, errors and the command words stay English.",
      ] + Language.all.map { "\($0.code): \($0.name)" }
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
