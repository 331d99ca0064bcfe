import DragDropCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error. Output is flushed before every error
/// line so the two streams interleave in order on a terminal.
final class StandardStreams: OutputSink {
  private let buffer = OutputBuffer(capacity: 1 << 17)
  /// Speaks each answer when speech is on; nil when it is off.
  private var speaker: Speaker?
  private var speechRate = 175
  /// The bytes of the buffer already spoken.
  private var spokenUpTo = 0
  /// The warning when speech is turned on and no speech program is installed; said once.
  var noSpeechWarning: () -> String = { "dnd: no speech program found" }
  private var warnedNoSpeech = false

  var lineBuffer: OutputBuffer { buffer }

  init() {
    buffer.drain = { [unowned self] in self.flush() }
  }

  func output(_ line: String) {
    buffer.appendLine(line)
    didWrite()
  }

  func didWrite() {
    speakNew()
    if buffer.count >= 1 << 16 { flush() }
  }

  func speech(on: Bool, rate: Int) {
    speechRate = rate
    guard on else {
      speaker = nil
      return
    }
    if speaker != nil { return }
    speaker = Speech.backend()
    if speaker == nil && !warnedNoSpeech {
      warnedNoSpeech = true
      error(noSpeechWarning())
    }
    // What is already on the screen is not read out again.
    spokenUpTo = buffer.count
  }

  /// Speaks what was written since the last answer, as one utterance.
  private func speakNew() {
    guard let speaker, buffer.count > spokenUpTo else { return }
    let text = buffer.withBytes { String(decoding: $0[spokenUpTo...], as: UTF8.self) }
    spokenUpTo = buffer.count
    let words = Speech.spoken(text)
    if !words.isEmpty { speaker.speak(words, rate: speechRate) }
  }

  func error(_ line: String) {
    flush()
    if let speaker { speaker.speak(Speech.spoken(line), rate: speechRate) }
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    bytes.withUnsafeBytes { Self.writeAll($0, to: STDERR_FILENO) }
  }

  /// Writes everything buffered for standard output.
  func flush() {
    guard buffer.count > 0 else { return }
    speakNew()
    buffer.withBytes { Self.writeAll($0, to: STDOUT_FILENO) }
    buffer.removeAll()
    spokenUpTo = 0
  }

  /// Writes every byte, or ends dnd: a failed write is never silent. A closed pipe ends it
  /// quietly with 141, as SIGPIPE would (`dnd ... | head -1`); any other failure (a full disk)
  /// says so on standard error, where it still can, and ends it with 3.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    var offset = 0
    while offset < bytes.count {
      let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        let number = errno
        if number == EINTR { continue }
        if number == EPIPE { endProcess(141) }
        if fd == STDOUT_FILENO {
          let message = Array("dnd: cannot write the output: \(String(cString: strerror(number)))\n".utf8)
          _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        endProcess(ExitStatus.file.rawValue)
      }
      offset += count
    }
  }

  deinit { flush() }
}

/// Ends the process at once, without running exit handlers that could write again.
private func endProcess(_ status: Int32) -> Never {
  _exit(status)
}
