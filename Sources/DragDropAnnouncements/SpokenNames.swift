import DragDropKit

/// A node as a person hears and reads it: its title (the text as written, not the key a scene
/// needs), its task state in words after it ("watch Doctor Who, done"), control characters
/// escaped. A parent or container named for context is said in its first few words when its
/// text is long; `info` and the node's own answers say it whole.
extension AnnouncementTemplates {
  /// Words of a context name kept when it is cut; a name longer by more than two is cut.
  public static let contextWords = 6
  /// The most characters a cut context name keeps, so that six long words stay short to hear.
  public static let contextCharacters = 32

  /// A node's name as heard. `leavesOpenUnsaid` (brief verbosity) leaves a task's open state
  /// unsaid.
  ///
  /// - Complexity: O(length of the name).
  /// `shortened` says a long name in its first words, as `contextName` does.
  public func spokenName(
    _ id: NodeID, in scene: Scene, leavesOpenUnsaid: Bool = false, shortened short: Bool = false
  ) -> String {
    var title = Sanitizer.clean(scene.title(of: id) ?? "#\(id.rawValue)")
    if short { title = shortened(title) }
    guard let task = scene[id]?.properties.task, task != .none, !(leavesOpenUnsaid && task.isOpen) else { return title }
    return fill(.namedTask, [.item: title, .state: word(for: task)])
  }

  /// A node's name as context, for a parent or a container: its first `contextWords` words and
  /// the language's sign that it goes on, when it has more than two words beyond them.
  public func contextName(_ id: NodeID, in scene: Scene) -> String {
    let title = Sanitizer.clean(scene.title(of: id) ?? "#\(id.rawValue)")
    return shortened(title)
  }

  /// A text in its first `contextWords` words when it is longer by more than two, cut at a word,
  /// with the language's sign that it goes on.
  public func shortened(_ text: String) -> String {
    var words = 0
    var inWord = false
    var cut: String.Index?
    var characters = 0
    for index in text.indices {
      let blank = text[index] == " "
      if !blank, !inWord {
        words += 1
        // At the start of a word past the budget: the words before it are kept (two at least).
        if cut == nil, words == Self.contextWords + 1 || (characters > Self.contextCharacters && words > 3) {
          cut = index
        }
      }
      inWord = !blank
      characters += 1
    }
    guard let cut, words > Self.contextWords + 2 else { return text }
    var head = text[..<cut]
    while head.last == " " || head.last == "," || head.last == ";" || head.last == ":" { head.removeLast() }
    return fill(.nameGoesOn, [.item: String(head)])
  }

  /// A task state in words.
  public func word(for task: TaskState) -> String {
    switch task {
    case .none: ""
    case .todo: fill(.taskTodo)
    case .doing: fill(.taskDoing)
    case .done: fill(.taskDone)
    case .later: fill(.taskLater)
    case .now: fill(.taskNow)
    case .waiting: fill(.taskWaiting)
    case .cancelled: fill(.taskCancelled)
    }
  }
}
