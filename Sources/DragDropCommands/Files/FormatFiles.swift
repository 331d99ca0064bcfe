import DragDropFormats
import DragDropKit
import Synchronization

/// The file formats (`DragDropFormats`, bytes in and out, no I/O) read from and saved to files:
/// the file's name joins each error, Control-C stops a long read, and saves are atomic.
/// Asked by the readers during a long read.
private let interrupted: @Sendable () -> Bool = { Interruption.requested.load(ordering: .relaxed) }

extension SceneFile {
  /// Reads and validates a scene file.
  package static func read(_ path: String) throws(CommandError) -> Scene {
    try readStamped(path).scene
  }

  /// Reads and validates a scene file, with the stamp of what was read.
  package static func readStamped(_ path: String) throws(CommandError) -> (scene: Scene, stamp: FileStamp) {
    // Parsed in a call of its own, so the file's bytes are freed before the scene is built.
    let (parsed, stamp) = try parse(path)
    do {
      return (try build(parsed, interrupted: interrupted), stamp)
    } catch {
      throw CommandError(error, file: path)
    }
  }

  private static func parse(_ path: String) throws(CommandError) -> (Parsed, FileStamp) {
    let (bytes, stamp) = try FileIO.readStamped(path)
    do {
      return (try parse(bytes, interrupted: interrupted), stamp)
    } catch {
      throw CommandError(error, file: path)
    }
  }

  /// Decodes scene file bytes; `name` is the file named in errors.
  package static func decode(_ bytes: [UInt8], name: String) throws(CommandError) -> Scene {
    do {
      return try decode(bytes, interrupted: interrupted)
    } catch {
      throw CommandError(error, file: name)
    }
  }

  /// Writes the scene atomically and faithfully (see `FileIO.writeAtomically`).
  @discardableResult
  package static func write(_ scene: Scene, to path: String) throws(CommandError) -> SaveOutcome {
    try FileIO.writeAtomically(path, Array(encode(scene).utf8))
  }
}

extension BoardFile {
  /// Reads a board file into a scene, with what saving it back needs.
  package static func read(_ path: String) throws(CommandError) -> (Scene, BoardSource) {
    try decode(bytes: try FileIO.read(path), name: path)
  }

  /// Reads board text; `name` is the file named in errors.
  package static func decode(_ text: String, name: String) throws(CommandError) -> (Scene, BoardSource) {
    try decode(bytes: Array(text.utf8), name: name)
  }

  /// Reads a board file's bytes; `name` is the file named in errors.
  package static func decode(bytes: [UInt8], name: String) throws(CommandError) -> (Scene, BoardSource) {
    do {
      return try decode(bytes: bytes)
    } catch {
      throw CommandError(error, file: name)
    }
  }

  /// Writes the scene as a board over the one it came from, atomically; a scene the board
  /// cannot hold (a card outside every lane) is refused and the file left as it was.
  package static func write(_ scene: Scene, source: BoardSource?, to path: String) throws(CommandError)
    -> SaveOutcome
  {
    let text: String
    do {
      text = try encode(scene, source: source)
    } catch {
      // The scene is at fault, not the file: a failed command, with nothing written.
      throw CommandError(error, file: nil)
    }
    return try FileIO.writeAtomically(path, Array(text.utf8))
  }
}

/// A Markdown file: an Obsidian Kanban board when its front matter says `kanban-plugin:`, else a
/// document read as an outline.
package enum MarkdownFile {
  /// What opening a Markdown file gives: the scene, and what saving it back needs.
  package struct Opened {
    package var scene: Scene
    package var document: OpenDocument = .scene
    /// What was read of the file; nil for text that came from no file.
    package var stamp: FileStamp?
  }

  /// True for a path that names a Markdown file.
  package static func isMarkdown(_ path: String) -> Bool { BoardFile.isBoard(path) }

  /// Reads a Markdown file.
  package static func read(_ path: String) throws(CommandError) -> Opened {
    let (bytes, stamp) = try FileIO.readStamped(path)
    var opened = try decode(bytes: bytes, name: path)
    opened.stamp = stamp
    return opened
  }

  /// Reads Markdown bytes; `name` is the file named in errors; a document's block references
  /// to blocks of other pages are heard as `otherBlocks` has them.
  package static func decode(bytes: [UInt8], name: String, otherBlocks: [String: String] = [:]) throws(CommandError)
    -> Opened
  {
    if OutlineFile.isBoard(bytes) {
      let (scene, source) = try BoardFile.decode(bytes: bytes, name: name)
      return Opened(scene: scene, document: .board(source))
    }
    do {
      let (scene, source) = try OutlineFile.decode(bytes: bytes, otherBlocks: otherBlocks)
      return Opened(scene: scene, document: .outline(source))
    } catch {
      throw CommandError(error, file: name)
    }
  }

  /// Writes the scene back as the Markdown it came from (a board when it came from none),
  /// atomically; a scene the file cannot hold is refused and the file left as it was.
  package static func write(_ scene: Scene, board: BoardSource?, outline: OutlineSource?, to path: String)
    throws(CommandError) -> SaveOutcome
  {
    guard let outline else { return try BoardFile.write(scene, source: board, to: path) }
    // Written as it is made, never held whole: a refused document leaves the file as it was.
    return try FileIO.writeAtomically(
      path,
      producing: { write throws(CommandError) in
        do throws(FormatError) {
          try OutlineFile.encode(scene, source: outline, into: write)
        } catch {
          throw CommandError(error, file: nil)
        }
      })
  }
}

extension MarkdownFile {
  /// The bytes saving would write for a board or document, without writing them: what an
  /// editor is sent as the edit of a move (`dnd lsp`). A scene the file cannot hold is refused.
  package static func encode(_ scene: Scene, _ open: OpenDocument) throws(CommandError) -> [UInt8] {
    do throws(FormatError) {
      if let outline = open.outline {
        var bytes: [UInt8] = []
        try OutlineFile.encode(scene, source: outline) { chunk in
          bytes.append(contentsOf: chunk)
          return true
        }
        return bytes
      }
      return Array(try BoardFile.encode(scene, source: open.board).utf8)
    } catch {
      throw CommandError(error, file: nil)
    }
  }
}

extension MarkdownFile {
  /// Any file dnd opens for its scene: a board or document when named `.md` or `.markdown`,
  /// else a scene file; with the stamp of what was read.
  package static func open(_ path: String) throws(CommandError) -> Opened {
    if isMarkdown(path) { return try read(path) }
    let (scene, stamp) = try SceneFile.readStamped(path)
    return Opened(scene: scene, stamp: stamp)
  }

  /// The same from bytes already read, and their stamp.
  package static func open(bytes: [UInt8], stamp: FileStamp, name: String) throws(CommandError) -> Opened {
    var opened =
      isMarkdown(name) ? try decode(bytes: bytes, name: name) : Opened(scene: try SceneFile.decode(bytes, name: name))
    opened.stamp = stamp
    return opened
  }
}
