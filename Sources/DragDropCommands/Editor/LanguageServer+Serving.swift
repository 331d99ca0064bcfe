import DragDropAnnouncements
import DragDropFormats

/// The server on a stream: messages framed as the protocol frames them, read as they come.
extension LanguageServer {
  /// Serves until `exit`, or until the input ends; returns the status to exit with: 0 after
  /// `shutdown` and `exit`, 1 otherwise, as the protocol asks. `read` gives the next bytes of
  /// the input, nil at its end; `write` sends one framed message.
  public mutating func serve(read: () -> [UInt8]?, write: ([UInt8]) -> Void) -> Int32 {
    var framing = MessageFraming()
    while let bytes = read() {
      framing.append(bytes)
      while let frame = framing.next() {
        switch frame {
        case .message(let body):
          for text in handle(body) { write(MessageFraming.frame(text)) }
          if finished { return exitStatus }
        case .noLength:
          let error = CommandError(.errorServerNoLength, hint: .hintServerFraming, [.item: "Content-Length"])
          write(MessageFraming.frame(reply(id: .null, refusal: Refusal(code: .parseError, error: error))))
        }
      }
    }
    return stage == .shuttingDown ? 0 : 1
  }
}
