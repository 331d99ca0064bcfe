import DragDropAnnouncements
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
  /// Speaks each input's answer when speech is on; nil when it is off.
  private var speaker: Speaker?
  private var speechRate = 175
  /// The language whose voice speaks; nil for the speech program's own.
  private var speechVoice: Language?
  /// The bytes of the buffer already collected for speech.
  private var spokenUpTo = 0
  /// What this input's answers said so far, spoken whole when the input is answered.
  private var unspoken = ""
  /// The warning when speech is turned on and no speech program is installed; said once.
  var noSpeechWarning: () -> String = { "dnd: no speech program found" }
  private var warnedNoSpeech = false

  var lineBuffer: OutputBuffer { buffer }
  /// The answers kept for `again`: in the interactive session only, where nil is replaced.
  var answerLog: AnswerLog?
  /// The bytes of the buffer already kept in `answerLog`.
  private var keptUpTo = 0
  /// Sentences for the ear are wrapped at word boundaries to the terminal's width.
  private var wrapsSentences = false
  /// The session's presentation.
  private var shows: Presentation?
  /// In the interactive session, answers for the eye are wrapped at word boundaries too.
  var wrapsPictures = false {
    didSet { presentation(shows) }
  }

  func presentation(_ presentation: Presentation?) {
    shows = presentation
    wrapsSentences = presentation == .words || (wrapsPictures && presentation == .pictures)
  }

  /// The width to wrap a stream's lines to, read at each write so that it follows a resize;
  /// nil when nothing is wrapped: not sentences, not a terminal (piped output), or a terminal
  /// that reports no width or one too narrow to wrap.
  private func wrapWidth(_ fd: Int32) -> Int? {
    guard wrapsSentences, let width = Terminal.reportedWidth(fd), width > LineWrapper.narrowest else { return nil }
    // One column short of the edge: a line that fills the last column leaves the cursor waiting
    // to wrap, and terminals differ on whether the line feed after it takes one row or two
    // (brltty-pty's takes two), so the rows an answer takes would be uncertain.
    return width - 1
  }

  init() {
    buffer.drain = { [unowned self] in self.flush() }
  }

  func output(_ line: String) {
    buffer.appendLine(line)
    didWrite()
  }

  func didWrite() {
    collectNew()
    keepNew()
    if buffer.count >= 1 << 16 { flush() }
  }

  func speech(on: Bool, rate: Int, voice: Language?) {
    speechRate = rate
    speechVoice = voice
    guard on else {
      speaker = nil
      unspoken = ""
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
    unspoken = ""
  }

  /// Says everything written since the last answer as one utterance, which cuts off the
  /// answer before it: one input's answers are heard whole and in order.
  func answered() {
    collectNew()
    keepNew()
    answerLog?.answered()
    guard let speaker else { return }
    let words = Speech.spoken(unspoken)
    unspoken = ""
    if !words.isEmpty { speaker.speak(Speech.limited(words), rate: speechRate, voice: speechVoice) }
  }

  /// Keeps what was written to the buffer since the last look, to be said with the answer.
  private func collectNew() {
    guard speaker != nil, buffer.count > spokenUpTo else { return }
    unspoken += buffer.withBytes { String(decoding: $0[spokenUpTo...], as: UTF8.self) }
    spokenUpTo = buffer.count
  }

  /// Keeps what was written to the buffer since the last look, for `again`.
  private func keepNew() {
    guard answerLog != nil, buffer.count > keptUpTo else { return }
    answerLog?.wrote(buffer.withBytes { String(decoding: $0[keptUpTo...], as: UTF8.self) })
    keptUpTo = buffer.count
  }

  func repeatAnswers(_ count: Int) -> Bool {
    guard var log = answerLog else { return false }
    keepNew()
    let lines = log.last(count)
    guard !lines.isEmpty else { return false }
    log.repeating = true
    answerLog = log
    for line in lines {
      if line.error {
        error(line.text)
      } else {
        buffer.appendLine(line.text.hasSuffix("\n") ? String(line.text.dropLast()) : line.text)
        didWrite()
      }
    }
    return true
  }

  func error(_ line: String) {
    flush()
    answerLog?.wroteError(line)
    if speaker != nil { unspoken += line + "\n" }
    var bytes = Array((wrapWidth(STDERR_FILENO).map { LineWrapper.wrapText(line, width: $0) } ?? line).utf8)
    bytes.append(0x0A)
    bytes.withUnsafeBytes { Self.writeAll($0, to: STDERR_FILENO) }
  }

  /// Writes everything buffered for standard output.
  func flush() {
    guard buffer.count > 0 else { return }
    collectNew()
    keepNew()
    if let width = wrapWidth(STDOUT_FILENO) {
      let text = buffer.withBytes { String(decoding: $0, as: UTF8.self) }
      Array(LineWrapper.wrapText(text, width: width).utf8).withUnsafeBytes { Self.writeAll($0, to: STDOUT_FILENO) }
    } else {
      buffer.withBytes { Self.writeAll($0, to: STDOUT_FILENO) }
    }
    buffer.removeAll()
    spokenUpTo = 0
    keptUpTo = 0
  }

  /// Writes every byte, or ends dnd: a failed write is never silent. A closed pipe ends it
  /// quietly with 141, as SIGPIPE would (`dnd ... | head -1`); any other failure (a full disk)
  /// says so on standard error, where it still can, and ends it with 3.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    if TerminalOutput.gathering {
      // In the interactive session the answer joins readline's output, to be written with the
      // prompt in one piece; an error too, when both streams are the same terminal.
      if fd == STDOUT_FILENO || sameTerminal {
        TerminalOutput.append(bytes)
        return
      }
      TerminalOutput.flush()
    }
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

  /// True when standard output and standard error are the same terminal.
  private static let sameTerminal: Bool = {
    var output = stat()
    var errors = stat()
    guard isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1, fstat(STDOUT_FILENO, &output) == 0,
      fstat(STDERR_FILENO, &errors) == 0
    else { return false }
    return output.st_rdev == errors.st_rdev
  }()

  deinit { flush() }
}

/// Ends the process at once, without running exit handlers that could write again.
private func endProcess(_ status: Int32) -> Never {
  _exit(status)
}
