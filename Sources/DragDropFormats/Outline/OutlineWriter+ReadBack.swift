import DragDropKit

/// Every line the writer makes is read back, as a reader will read the file, before it is handed
/// on: a block's first line must open that block under its parent, and every other line must be
/// text. A line waits in a queue until the next one is known (a last line may lose its place and
/// so its ending), and a line that starts a paragraph waits for what a setext underline needs.
///
/// Where a moved block's first line would be read as more of the paragraph above it (an ordered
/// item that does not start at 1, or a setext heading, cannot interrupt a paragraph), one blank
/// line goes before it, which is what a person would type.
extension OutlineWriter {
  /// A line made: its text and ending in `queued`, and what it must read as.
  struct Queued {
    var text: Range<Int>
    var ending: Range<Int>
    var expecting: Expectation?
  }

  /// Adds a changed line.
  mutating func emit(
    _ line: inout [UInt8], ending: some Collection<UInt8>, expecting: Expectation?
  ) throws(FormatError) {
    let ascii = line.allSatisfy { $0 < 0x80 }
    try line.withUnsafeBufferPointer { text in
      Result { () throws(FormatError) in
        try emit(text: text, ending: ending, ascii: ascii, expecting: expecting)
      }
    }.get()
  }

  /// Adds a line, and reads back what can be read.
  mutating func emit(
    text: UnsafeBufferPointer<UInt8>, ending: some Collection<UInt8>, ascii: Bool, expecting: Expectation?
  ) throws(FormatError) {
    if stopped { return }
    let start = queued.count
    queued.append(contentsOf: text)
    let middle = queued.count
    queued.append(contentsOf: ending)
    queue.append(Queued(text: start..<middle, ending: middle..<queued.count, expecting: expecting))
    if expecting != nil { written += 1 }
    try drain(final: false)
  }

  /// Reads back the queued lines that can be, and hands them on.
  private mutating func drain(final: Bool) throws(FormatError) {
    while head < queue.count, !stopped {
      // A line's ending is known once a line follows it, or at the end.
      if head == queue.count - 1, !final { break }
      guard try readBackHead(final: final) else { break }
      head += 1
      if output.count >= Self.chunkSize { flush() }
    }
    // The lines read back are let go of, so that the queue holds a few lines, not the file.
    if head == queue.count {
      queue.removeAll(keepingCapacity: true)
      queued.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 256 {
      let shift = queue[head].text.lowerBound
      queue.removeSubrange(0..<head)
      queued.removeSubrange(0..<shift)
      for index in queue.indices {
        queue[index].text = (queue[index].text.lowerBound - shift)..<(queue[index].text.upperBound - shift)
        queue[index].ending = (queue[index].ending.lowerBound - shift)..<(queue[index].ending.upperBound - shift)
      }
      head = 0
    }
  }

  /// The ending the head line gets: a line that lost its place as the last one (it had no
  /// ending) ends as the file's lines do; the last line ends as the file's last line did.
  private func ending(ofHead final: Bool) -> ArraySlice<UInt8> {
    let own = queued[queue[head].ending]
    if final, head == queue.count - 1, source.endsWithoutNewline { return [] }
    return own.isEmpty ? Array(source.newline.utf8)[...] : own
  }

  /// Reads back the head line and hands it on; false when it must wait for more lines.
  private mutating func readBackHead(final: Bool) throws(FormatError) -> Bool {
    let entry = queue[head]
    let ending = ending(ofHead: final)
    // Second references to the queue, read while the reader changes: no copy is made.
    let bytes = queued
    let lines = queue
    let first = head
    let newline = source.newline
    let endsWithoutNewline = source.endsWithoutNewline
    let saved = reader
    var starved = false
    let result = bytes.withUnsafeBufferPointer { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[entry.text])
      // The next lines as the file will read them: without a \r that ends one.
      let following = { (k: Int) -> UnsafeBufferPointer<UInt8>? in
        guard first + k < lines.count else {
          if !final { starved = true }
          return nil
        }
        // A \r that ends a line is part of its line ending only when a \n follows it: its own
        // ending, or the file's for a line that has none and will not stay the last one.
        let entry = lines[first + k]
        let range = entry.text
        let ownEnding = UnsafeBufferPointer(rebasing: buffer[entry.ending])
        let last = first + k == lines.count - 1
        // The last line's ending is known only at the end.
        if last, !final, ownEnding.isEmpty {
          starved = true
          return nil
        }
        let newlineFollows =
          ownEnding.isEmpty ? !(last && endsWithoutNewline) && newline == "\n" : ownEnding.first == 0x0A
        let cut = newlineFollows && !range.isEmpty && buffer[range.upperBound - 1] == 0x0D ? 1 : 0
        return UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<(range.upperBound - cut)])
      }
      return Result { () throws(FormatError) -> Bool in
        do throws(FormatError) {
          try check(text, ending: ending, entry.expecting, following: following)
          return false
        } catch {
          if starved { return false }
          // A block's first line read as more of the paragraph above: a blank line first.
          guard entry.expecting != nil, saved.swallower == .paragraph else { throw error }
          reader = saved
          let empty = UnsafeBufferPointer(rebasing: buffer[0..<0])
          let blank = Array(source.newline.utf8)[...]
          guard (try? check(empty, ending: blank, nil, following: { _ in nil })) != nil,
            (try? check(text, ending: ending, entry.expecting, following: following)) != nil
          else {
            reader = saved
            throw error
          }
          return true
        }
      }
    }
    let blankFirst = try result.get()
    if starved {
      reader = saved
      return false
    }
    if blankFirst {
      output.append(contentsOf: source.newline.utf8)
      linesOut += 1
    }
    output.append(contentsOf: bytes[entry.text])
    output.append(contentsOf: ending)
    linesOut += 1
    return true
  }

  /// Reads a line back as the file will have it: its text and ending split as a reader splits
  /// them (`x\r` followed by `\n` reads as `x` with a `\r\n` ending), and nothing but one line.
  private mutating func check(
    _ text: UnsafeBufferPointer<UInt8>, ending: ArraySlice<UInt8>, _ expecting: Expectation?,
    following: (Int) -> UnsafeBufferPointer<UInt8>?
  ) throws(FormatError) {
    let before = reader.swallower
    guard !text.contains(0x0A) else { throw refusal(before, expecting) }
    let cut = ending.elementsEqual([0x0A]) && text.last == 0x0D ? 1 : 0
    let ascii = text.allSatisfy { $0 < 0x80 }
    let event = reader.next(UnsafeBufferPointer(rebasing: text.dropLast(cut)), ascii: ascii, following: following)
    switch (event, expecting) {
    case (.text, nil): return
    case (.block(let read, let parent), let expected?):
      guard parent == expected.parent else { break }
      switch (read, expected.syntax) {
      case (.heading(let level, let name), .heading(let expectedLevel, _)?):
        if level == expectedLevel, expected.name.map({ $0 == name }) ?? true { return }
      case (.item(_, _, _, let name), .item?), (.item(_, _, _, let name), nil):
        if expected.name.map({ $0 == name }) ?? true { return }
      default: break
      }
    default: break
    }
    throw refusal(before, expecting)
  }

  /// Why the line does not read back as it must, from what took it.
  private func refusal(_ swallower: OutlineScanner.Swallower, _ expecting: Expectation?) -> FormatError {
    let line = linesOut + 1
    let name = expecting?.syntax.map(\.name)
    switch swallower {
    case .fence(let opened) where source.endsInOpenFence:
      return FormatError(.intoOpenFence(opened: opened, name: name), line: line)
    case .fence(let opened): return FormatError(.insideFence(opened: opened, name: name), line: line)
    case .html(let opened): return FormatError(.insideHTML(opened: opened, name: name), line: line)
    case .paragraph, .none: return FormatError(.wouldNotReadBack(line: line, name: name), line: line)
    }
  }

  mutating func flush() {
    guard !output.isEmpty, !stopped else { return }
    if !output.withUnsafeBufferPointer(write) { stopped = true }
    output.removeAll(keepingCapacity: true)
  }

  /// The last lines read back and handed on.
  mutating func finish() throws(FormatError) {
    if stopped { return }
    try drain(final: true)
    flush()
  }
}
