import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// `record FILE` and `record stop`.
extension CommandSession {
  /// `dnd --record FILE`: starts recording before the first command.
  public mutating func startRecording(to path: String) throws(CommandError) -> Report {
    try record(path, at: SourceLocation(line: 1, column: 1))
  }

  mutating func record(_ path: String?, at location: SourceLocation) throws(CommandError) -> Report {
    guard let path else {
      guard let recorder else {
        throw CommandError(.errorNotRecording, hint: .hintStartWith, [.command: "record FILE"], at: location)
      }
      let count = recorder.stop(in: scene)
      self.recorder = nil
      return .recordingStopped(path: recorder.path, expectations: count)
    }
    if let recorder {
      throw CommandError(
        .errorAlreadyRecording, hint: .hintTypeFirst, [.file: Sanitizer.clean(recorder.path), .command: "record stop"],
        at: location)
    }
    try requireIdle(at: location)
    if let currentFile, FileIO.absolute(path) == FileIO.absolute(currentFile) {
      let edit = "record session.dnd"
      throw CommandError(
        .errorRecordOpenFile, hint: .hintRecordElsewhere, [.file: Sanitizer.clean(path), .edit: edit], at: location,
        code: .unwritableFile)
    }
    recorder = try Recorder(path: path, start: try recordingStart(for: path), scene: sceneDescription, from: scene)
    return .recording(path: path)
  }

  /// What the scene is, for a recording's first comment.
  var sceneDescription: String {
    if let currentDemo { return "the \(currentDemo) demo" }
    return currentFile ?? "a scene made in the session"
  }

  /// The command that brings back the scene as it is now: the demo or file it came from when
  /// unchanged, else a snapshot saved beside the recording (`FILE.scene.json`).
  func recordingStart(for path: String) throws(CommandError) -> String {
    if !hasUnsavedChanges, document.history.undoCount == 0 {
      if let currentDemo { return "demo \(currentDemo)" }
      if let currentFile { return "load \(Recorder.quoted(FileIO.absolute(currentFile)))" }
    }
    let snapshot = path + ".scene.json"
    try SceneFile.write(scene, to: snapshot)
    return "load \(Recorder.quoted(FileIO.absolute(snapshot)))"
  }
}
