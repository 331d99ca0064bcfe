/// The English of `help` and `dnd --help`: the command line's options, the help topics, the words
/// around the command list, the command groups and each command's summary. A part of the
/// narration's table as `NarrationTemplates+Errors.swift` is; `scripts/po` reads it too.
extension NarrationTemplates {
  /// The English of these phrases; nil for the others.
  static func englishHelp(_ phrase: Phrase) -> String? {
    switch phrase {
    case .cliAbstract:
      "Drag and drop without a pointer. Rearrange scenes by keyboard, screen reader or script."
    case .cliUsage: "usage"
    case .cliArguments: "arguments"
    case .cliOptions: "options"
    case .cliFiles:
      "A document, board or scene to open, or batch files of dnd commands to run in order."
    case .cliLsp:
      "Alone, start the language server an editor runs, on standard input and output, to move blocks and cards from the editor."
    case .cliCommands: "Run these commands, one a line or separated by semicolons."
    case .cliScene: "Open this scene file or Markdown board first."
    case .cliDemo: "Start on this bundled demo scene."
    case .cliMode: "The output mode, {command}."
    case .cliShorthand: "Shorthand for {command}."
    case .cliNoColor: "Never use color."
    case .cliNoHistory: "Do not read or write the interactive history file."
    case .cliKeepGoing: "Continue after a failed command, and exit with the first failure's status."
    case .cliEcho: "Print each command before its output."
    case .cliSpeak: "Speak announcements too, through {command}."
    case .cliView:
      "Draw the scene above the prompt in the interactive visual session, with the cursor on the card. On by default."
    case .cliLanguage:
      "Speak and write in this language, such as {command}. Type help languages for the list."
    case .cliRecord: "Record the session as a batch file that replays it. Type help record for more."
    case .cliVersion: "Show the version."
    case .cliHelp: "Show help information."
    case .helpAccessibility1:
      "dnd finds a running screen reader. If not, start it with {command}, or type {edit}."
    case .helpAccessibility2: "Set verbosity brief to fit braille, or verbose for more."
    case .helpAccessibility3: "Type where for where things are, targets for where the item can go."
    case .helpAccessibility4: "Type help keys for the keys."
    case .helpKeys1:
      "On an empty line in the interactive session, Space lifts the selected item, or drops the lifted one."
    case .helpKeys2: "Arrow keys move the lifted item, and Shift with an arrow moves it 10 steps."
    case .helpKeys3:
      "With nothing lifted, the arrow keys move the selection. Up and Down go through the items, Left and Right to the next column, or in a document to the parent and the first child. Home and End go to the first and last at that level. Control P and Control N recall earlier lines, and set arrows history keeps the arrows on them."
    case .helpKeys4:
      "Home and End move the lifted item to the first or last position, Page Up and Page Down to the previous or next container."
    case .helpKeys5: "F3 goes to the next match of the last find, and Shift F3 to the one before."
    case .helpKeys6:
      "Tab and Shift Tab jump to the next or previous container that would accept it. With nothing lifted, Tab completes."
    case .helpKeys7:
      "Control G cancels a lift at once. Escape cancels it after half a second, the time readline waits for the rest of a key."
    case .helpKeys8: "Control C cancels a lift or clears the line. Control D leaves."
    case .helpKeys9:
      "Control Space adds the focused item to the selection or takes it out. Space then lifts them all together."
    case .helpKeys10:
      "In the visual session the scene stays above the prompt, with the cursor on the card. Control L draws it again, and set view off turns it off."
    case .helpLanguages1:
      "dnd speaks these languages. Choose one with set language and its code, and add save to keep it. The language option and the locale choose one too."
    case .helpLanguages2:
      "Drag sentences, narration and help are translated. Errors and the command words stay English."
    case .helpDocuments1:
      "A Markdown file opens as an outline. Names are said as you read them, without markup, and a heading says its level, a task its state, such as done or later."
    case .helpDocuments2:
      "Type a unique word of a name, or its start, to reach it. Find and a word selects the first name that holds it, find alone or F3 the next, find previous or Shift F3 the one before."
    case .helpDocuments3:
      "A text that repeats is told apart by its position. Add its number to reach one, such as {command}. The first is number 1."
    case .helpDocuments4:
      "Tree of a long document says a summary and the top levels. Tree all says every line, tree depth and a number more levels, tree and a name one part."
    case .helpSceneFiles1:
      "A scene file is JSON, an object whose format is {command}, whose version is 1, and whose root is the top node."
    case .helpSceneFiles2:
      "A node has a name, a type, container or item, and a frame with x, y, width and height. As needed it has children, kind, color, label, draggable, layout, accepts, capacity, effect and targets."
    case .helpSceneFiles3:
      "A bad file is rejected whole, with the JSON path of the problem. Type load and a file name to load one, save and a file name to save."
    case .helpExitCodes:
      "Exit status 0 means success, 1 that a command or an expect failed, 2 a usage error, 3 that a file could not be read or written, and 130 that dnd was interrupted."
    case .helpIntro: "Commands, by purpose. Type help and a command for its syntax and an example."
    case .helpTopics: "Topics"
    case .helpSyntax: "Syntax"
    case .helpExample: "Example"
    case .helpSay: "Say {command}"
    case .helpForExample: "For example, {command}."
    case .helpOr: "or"
    case .helpOptionally: "optionally"
    case .groupDragging: "Dragging"
    case .groupPointer: "Pointer"
    case .groupFocus: "Focus and inspection"
    case .groupHistory: "History"
    case .groupEditing: "Editing"
    case .groupSession: "Session"
    case .groupAssertions: "Assertions"
    case .summaryLift: "Pick up an item, or the selected one, grabbed at its center."
    case .summaryMove:
      "Move the lifted item, by slot over a stack or grid, by points elsewhere, or into a named container. In a document, left and right outdent and indent it."
    case .summaryDrop: "Release the lifted item where it is, or into a named container."
    case .summaryCancel: "Put the lifted item back exactly where it was."
    case .summaryDrag: "Lift, move and drop in one gesture and one undo step."
    case .summaryIndent:
      "In an outline, make an item, or the lifted one, the last child of the item above it."
    case .summaryOutdent:
      "In an outline, make an item, or the lifted one, the next sibling of its parent item."
    case .summaryPointer: "Drive the drag with pointer events, as a mouse or finger would."
    case .summarySelect: "Choose the item, or the items, that lift and Space act on."
    case .summaryFind:
      "Select the first item whose name holds the words, in any case and without accents. Find alone goes to the next match, find previous to the one before. F3 and Shift F3 do the same. To look for the word previous, quote it."
    case .summaryWhere: "Say what is selected or lifted and where it is."
    case .summaryInfo: "Describe a node, its frame, absolute rect, properties and drop rules."
    case .summaryTree: "Show the scene as an outline."
    case .summaryTargets: "List every container and whether it would accept the lifted or selected item."
    case .summaryMap: "Show where things are, a picture in visual mode, a summary in words otherwise."
    case .summaryHistory: "List the undo steps, with the current point."
    case .summaryUndo: "Undo the last N steps, 1 unless N is given."
    case .summaryRedo: "Redo N undone steps, 1 unless N is given."
    case .summaryAdd: "Add a container or an item."
    case .summaryRemove: "Remove a node and everything inside it."
    case .summaryRename: "Rename a node."
    case .summaryOpen: "Read a page of the open folder and select its first block."
    case .summaryArchive:
      "Move a card of a board into its archive, dated when the board asks for it, as one undo step."
    case .summaryUnarchive: "Take a card out of the archive, back into the lane it came from."
    case .summarySort:
      "Order the children of a lane or list by name, by date, or with done ones last, as one undo step."
    case .summarySet: "Change a node's property, or a session option."
    case .summaryNew: "Start an empty scene, 800x600 unless a size is given."
    case .summaryLoad: "Replace the scene with a scene file, and clear history."
    case .summarySave: "Save the scene atomically, without FILE to the file last loaded or saved."
    case .summaryDemo: "List the bundled scenes, or load one."
    case .summarySource: "Run a batch file inside this session."
    case .summaryHelp: "List the commands, or explain one command or topic."
    case .summarySettings:
      "Show the settings in effect and where each came from. Add save to a set to keep one in the settings file."
    case .summaryRecord:
      "Write the session from now on as a batch file that replays it. Record stop adds expect lines and closes it."
    case .summaryQuit: "Leave dnd. With unsaved changes it asks first, and quit again leaves."
    case .summaryQuitNow: "Leave dnd at once, discarding unsaved changes."
    case .summaryExpect: "Fail, with exit status 1, unless the scene is as stated."
    default: nil
    }
  }
}
