import DragDropAnnouncements
import DragDropTranslations

/// The help topics besides the commands.
package enum HelpTopics {
  /// Topic names `help TOPIC` accepts.
  package static let names = ["accessibility", "keys", "documents", "languages", "scene-files", "exit-codes"]

  /// The text of a topic, one message per line.
  package static func text(_ topic: String) -> [String] {
    switch topic {
    case "accessibility":
      return [
        "For a screen reader, start dnd with --screen-reader, or set ACCESSIBLE to 1.",
        "Set verbosity brief, normal or verbose. Brief lines fit a braille display.",
        "Type where to hear where things are, and targets to hear where the item can go.",
        "help keys lists the keys.",
      ]
    case "keys":
      return [
        "On an empty line in the interactive session, Space lifts the selected item, or drops the lifted one.",
        "Arrow keys move the lifted item, and Shift with an arrow moves it 10 steps.",
        "With nothing lifted, the arrow keys move the selection. Up and Down go through the items, Left and Right to the next column, or in a document to the parent and the first child. Home and End go to the first and last at that level. Control P and Control N recall earlier lines, and set arrows history keeps the arrows on them.",
        "Home and End move the lifted item to the first or last position, Page Up and Page Down to the previous or next container.",
        "F3 goes to the next match of the last find, and Shift F3 to the one before.",
        "Tab and Shift Tab jump to the next or previous container that would accept it. With nothing lifted, Tab completes.",
        "Control G cancels a lift at once. Escape cancels it after half a second, the time readline waits for the rest of a key.",
        "Control C cancels a lift or clears the line. Control D leaves.",
        "Control Space adds the focused item to the selection or takes it out. Space then lifts them all together.",
      ]
    case "languages":
      return [
        "dnd speaks these languages. Choose one with set language and its code, and add save to keep it. The language option and the locale choose one too.",
        "Drag sentences and narration are translated. Help, errors and the command words stay English.",
      ] + Language.all.map { "\($0.code), \($0.name)" }
    case "documents":
      return [
        "A Markdown file opens as an outline. Names are said as you read them, without markup, and a heading says its level, a task its state, such as done or later.",
        "Type a unique word of a name, or its start, to reach it. Find and a word selects the first name that holds it, find alone or F3 the next, find previous or Shift F3 the one before.",
        "A text that repeats is told apart by its position. Add its number to reach one, such as select \"type: Command 2\"; the first is number 1.",
        "Tree of a long document says a summary and the top levels. Tree all says every line, tree depth and a number more levels, tree and a name one part.",
      ]
    case "scene-files":
      return [
        "A scene file is JSON, an object whose format is dnd-scene, whose version is 1, and whose root is the top node.",
        "A node has a name, a type, container or item, and a frame with x, y, width and height. As needed it has children, kind, color, label, draggable, layout, accepts, capacity, effect and targets.",
        "A bad file is rejected whole, with the JSON path of the problem. Type load and a file name to load one, save and a file name to save.",
      ]
    default:
      return [
        "Exit status 0 means success, 1 that a command or an expect failed, 2 a usage error, 3 that a file could not be read or written, and 130 that dnd was interrupted."
      ]
    }
  }
}
