import DragDropAnnouncements
import DragDropFormats
import DragDropKit

/// A Markdown document open in the editor, kept as the editor has it (`didOpen`, `didChange`),
/// and read as dnd reads the file whenever the server is asked about it.
struct EditorDocument: Sendable {
  /// The document's `file:` URI, as the editor names it.
  var uri: String
  /// The editor's version of the text, which an edit names so that an editor refuses it
  /// after a change dnd did not see.
  var version: Int?
  var text: EditorText

  /// The file's path, for errors; the URI when it is not a `file:` one.
  var path: String { EditorDocument.path(of: uri) }

  /// A `file:` URI's path, its `%XX` escapes decoded; any other URI as it is.
  static func path(of uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    var bytes: [UInt8] = []
    let encoded = Array(uri.utf8.dropFirst(7))
    var index = 0
    while index < encoded.count {
      if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
        let value = UInt8(String(decoding: encoded[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(encoded[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A path's `file:` URI: every byte but letters, digits, `/` and `-._~` written `%XX`.
  static func uri(ofPath path: String) -> String {
    var uri = "file://"
    for byte in FileIO.absolute(path).utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        uri += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return uri
  }

  /// The document read: a session on its scene in the screen reader's words, and where each
  /// node's lines are. A document dnd cannot read is its error, with the line and column.
  func read(language: Language) -> Result<EditorReading, CommandError> {
    do throws(CommandError) {
      let opened = try MarkdownFile.decode(bytes: text.bytes, name: path)
      var session = CommandSession(scene: opened.scene, mode: .screenReader)
      session.open = opened.document
      session.preferences.language = language
      let spans = opened.document.outline?.spans() ?? opened.document.board?.spans() ?? []
      return .success(EditorReading(session: session, spans: spans, bytes: text.bytes))
    } catch {
      return .failure(error)
    }
  }
}

/// A document as read: the session the moves run in and where each node was.
struct EditorReading: Sendable {
  var session: CommandSession
  var spans: [SourceSpan]
  /// The text read, which the document writes back as it is until something moves.
  var bytes: [UInt8]

  /// The node whose own lines hold a line: a list item, a heading, a card or a lane.
  func node(atLine line: Int) -> SourceSpan? { SourceSpan.innermost(at: line, in: spans) }

  /// Where a node is, in the screen reader's words: "Write tests, to do, list item, level 2
  /// under Build the API, 1 of 2, no children."
  func place(of node: NodeID) -> String {
    session.answer([.focusMoved(node)]).joined(separator: " ")
  }
}
