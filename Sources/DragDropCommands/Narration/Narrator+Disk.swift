import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// The open file changed on disk, in words and as JSON (`Docs/files.md`).
extension Narrator {
  /// The sentence for news of the open file.
  func diskText(_ news: DiskNews, in state: NarrationState) -> String {
    let words = words(state)
    // The file by its own name, as the greeting names it: a path's folders would be read out,
    // slash after slash. JSON keeps the path.
    let file = Sanitizer.clean(String(news.file.split(separator: "/").last ?? Substring(news.file)))
    switch news {
    case .reloaded: return words.fill(.diskReloaded, [.file: file])
    case .reloadedNothingToSave: return words.fill(.diskReloadedNothingToSave, [.file: file])
    case .changedWhileUnsaved: return words.fill(.diskChangedUnsaved, [.file: file])
    case .unreadable(_, let error):
      var reason = error.fullMessage(in: words)
      while reason.last == "." { reason.removeLast() }
      // A sentence of its own after the file's: its first letter is a capital.
      reason = reason.prefix(1).uppercased() + reason.dropFirst()
      return words.fill(.diskUnreadable, [.file: file, .reason: reason])
    case .gone: return words.fill(.diskGone, [.file: file])
    case .writtenBack: return words.fill(.diskWrittenBack, [.file: file])
    case .merged(_, let steps, let moves):
      return words.fill(moves ? .diskMergedMoves : .diskMerged, [.file: file, .count: "\(steps)"])
    case .overwritten(_, let dropped):
      guard !dropped.isEmpty else { return words.fill(.diskOverwritten, [.file: file]) }
      let joiner = announcer(state).templates.fill(.listJoiner)
      return words.fill(
        .diskOverwrittenDropping, [.file: file, .items: dropped.map(Sanitizer.clean).joined(separator: joiner)])
    case .reloadedByRequest(_, let dropped):
      guard dropped > 0 else { return words.fill(.diskReloadedByRequest, [.file: file]) }
      return words.fill(.diskReloadedDropping, [.file: file, .count: "\(dropped)"])
    case .openElsewhere(_, let process): return words.fill(.diskOpenElsewhere, [.file: file, .count: "\(process)"])
    }
  }

  /// The JSON event for news of the open file: `file-changed` with what was done, or
  /// `open-elsewhere`.
  func diskJSON(_ news: DiskNews) -> JSONValue {
    var members: [(String, JSONValue)] = [("event", .string("file-changed")), ("file", .string(news.file))]
    switch news {
    case .reloaded: members.append(("action", .string("reloaded")))
    case .reloadedNothingToSave: members.append(("action", .string("reloaded")))
    case .changedWhileUnsaved: members.append(("action", .string("kept-unsaved")))
    case .unreadable(_, let error):
      members += [("action", .string("unreadable")), ("reason", .string(Sanitizer.clean(error.message)))]
    case .gone: members.append(("action", .string("gone")))
    case .writtenBack: members.append(("action", .string("written-back")))
    case .merged(_, let steps, _): members += [("action", .string("merged")), ("steps", .number(Double(steps)))]
    case .overwritten(_, let dropped):
      members += [("action", .string("overwritten")), ("dropped", .array(dropped.map { .string($0) }))]
    case .reloadedByRequest(_, let dropped):
      members += [("action", .string("reloaded")), ("dropped", .number(Double(dropped)))]
    case .openElsewhere(let file, let process):
      members = [("event", .string("open-elsewhere")), ("file", .string(file)), ("process", .number(Double(process)))]
    }
    return .object(members)
  }
}
