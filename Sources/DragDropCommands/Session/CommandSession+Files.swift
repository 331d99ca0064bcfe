import DragDropAnnouncements
import DragDropKit

/// `load` and `save`.
extension CommandSession {
  mutating func load(_ path: String) throws(CommandError) -> [Report] {
    if let lifted = document.lifted {
      throw CommandError("\(Sanitizer.clean(scene[lifted]!.name)) is lifted", hint: "drop or cancel it before loading")
    }
    let scene = try SceneFile.read(path)
    replaceScene(scene, file: path)
    return [.sceneLoaded(source: path)] + warnings()
  }

  /// One warning for each drop rule the scene breaks, as a file may.
  public func warnings() -> [Report] {
    scene.brokenRules().map(Report.ruleBroken)
  }

  mutating func save(_ path: String?) throws(CommandError) -> [Report] {
    if let lifted = document.lifted {
      throw CommandError("\(Sanitizer.clean(scene[lifted]!.name)) is lifted", hint: "drop or cancel it before saving")
    }
    guard let path = path ?? currentFile else {
      throw CommandError("there is no file to save to yet", hint: "name one: save board.json")
    }
    let outcome = try SceneFile.write(scene, to: path)
    currentFile = path
    hasUnsavedChanges = false
    return [.sceneSaved(path: path, otherLinks: outcome.otherLinks)]
  }
}
