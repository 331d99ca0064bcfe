import DragDropKit

/// Where a node of a scene read from a Markdown file is in that file: the lines of the node and
/// all it holds (a block with its children, a heading with its section, a lane with its cards),
/// and the line that names it. Lines count from 0, as an editor's do; blank lines at a span's
/// end are left out of it. What an editor's outline, hover and code actions are drawn from.
public struct SourceSpan: Hashable, Sendable {
  /// The node the lines became.
  public var node: NodeID
  /// The lines of the node and all it holds.
  public var lines: Range<Int>
  /// The line that names it: a heading's, an item's first, a card's first.
  public var nameLine: Int

  /// A span of lines for a node.
  public init(node: NodeID, lines: Range<Int>, nameLine: Int) {
    self.node = node
    self.lines = lines
    self.nameLine = nameLine
  }

  /// The innermost span whose own lines hold `line`: of those that start at or before it and
  /// reach past it, the last to start (spans are in file order, a parent before its children).
  public static func innermost(at line: Int, in spans: [SourceSpan]) -> SourceSpan? {
    spans.last { $0.nameLine <= line && $0.lines.contains(line) }
  }
}

/// The lines of a file's bytes: where each starts, and whether it is blank.
struct SourceLines {
  private(set) var starts: [Int] = [0]
  private(set) var blank: [Bool] = []

  init(_ bytes: [UInt8]) {
    var isBlank = true
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case 0x0A:
        blank.append(isBlank)
        starts.append(index + 1)
        isBlank = true
      case 0x20, 0x09, 0x0D: break
      default: isBlank = false
      }
    }
    // The last line, unless the file ends with a line ending (then it holds nothing).
    if starts.last! < bytes.count {
      blank.append(isBlank)
    } else {
      starts.removeLast()
    }
  }

  /// The number of lines.
  var count: Int { blank.count }

  /// The line that holds a byte offset.
  func line(at offset: Int) -> Int {
    var low = 0, high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// Lines `first..<end` less the blank ones at their end; never less than the first line.
  func trimmed(_ first: Int, _ end: Int) -> Range<Int> {
    var end = min(end, count)
    while end > first + 1, blank[end - 1] { end -= 1 }
    return first..<max(end, first + 1)
  }
}
