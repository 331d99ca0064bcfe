import DragDropKit

extension OutlineFile {
  /// Where each block of a document's bytes is, without making its scene: block `i` is node
  /// `i + 1`, as `decode` numbers them. Nil for bytes `decode` refuses.
  public static func spans(of bytes: [UInt8]) -> [SourceSpan]? {
    guard let source = try? OutlineSource(bytes: bytes), source.tooDeepLine == nil else { return nil }
    return source.spans()
  }
}

extension OutlineSource {
  /// Where each block was in the document as read, in file order: its first line, and its lines
  /// with its children's (a heading's, its section). Nodes are those of the scene the document
  /// was opened as, before any move.
  public func spans() -> [SourceSpan] {
    let lines = SourceLines(bytes)
    let first = starts.map { lines.line(at: Int($0)) }
    var ends = [Int](repeating: lines.count, count: count)
    // A block ends where the next block that is not inside it starts.
    var open: [Int] = []
    for block in 0..<count {
      let parent = Int(parents[block])
      while let last = open.last, last != parent {
        ends[last] = first[block]
        open.removeLast()
      }
      open.append(block)
    }
    return (0..<count).map { block in
      SourceSpan(
        node: NodeID(rawValue: firstNode + block), lines: lines.trimmed(first[block], ends[block]),
        nameLine: first[block])
    }
  }
}
