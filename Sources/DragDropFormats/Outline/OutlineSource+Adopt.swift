import DragDropKit

extension OutlineSource {
  /// A block that came from another document of the same vault: its own lines as that file has
  /// them (its children are blocks of their own), written where the scene now has it.
  public struct Adopted: Sendable {
    /// Its lines, without their endings or the blank lines after them.
    var lines: [String]
    /// Its first line's indentation, which the lines are shifted from.
    var indent: String
    /// What its first line says.
    var syntax: OutlineSyntax.Block
    /// The name its node was given when its file was read.
    var name: String

    /// True for a list item, false for a heading.
    var isItem: Bool {
      if case .item = syntax { return true }
      return false
    }
  }

  /// Takes a block of `other` (another page of a vault, grafted into the same scene) to be
  /// written in this document when its node is found here: true when `other` has it.
  public mutating func adopt(_ id: NodeID, from other: OutlineSource) -> Bool {
    guard let place = other.place(of: id) else { return false }
    let block = other.bytes.withUnsafeBufferPointer { buffer in
      let syntax = other.syntax(of: place, in: buffer)
      var lines: [String] = []
      try? OutlineLines.forEach(buffer, in: other.range(of: place)) { line in
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[line.start..<line.end]), as: UTF8.self))
      }
      while lines.count > 1, lines.last!.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
      let indent = String(lines.first?.prefix { $0 == " " || $0 == "\t" } ?? "")
      let name = other.numberedNames[Int32(place)] ?? OutlineFile.nodeName(syntax.name)
      return Adopted(lines: lines, indent: indent, syntax: syntax, name: name)
    }
    adopted[id] = block
    return true
  }
}
