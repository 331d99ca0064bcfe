import DragDropCommands
import DragDropKit
import Foundation
import Testing

/// The bytes each key arrives as, read in memory: what xterm, tmux, rxvt and the Linux console
/// send for a key is that key, and no key's bytes begin another's.
@Suite("Key bindings: the bytes terminals send, and the key each is")
struct KeyBindingsTests {
  static let escape = "\u{1B}"

  /// What terminals send, and the key it must be.
  static let sent: [(terminal: String, bytes: String, key: SessionKey)] = [
    ("xterm", "\(escape)[A", .arrow(.up, shifted: false)),
    ("xterm application mode", "\(escape)OB", .arrow(.down, shifted: false)),
    ("xterm", "\(escape)[1;2C", .arrow(.right, shifted: true)),
    ("rxvt", "\(escape)[d", .arrow(.left, shifted: true)),
    ("xterm", "\(escape)[H", .home),
    ("xterm application mode", "\(escape)OF", .end),
    ("Linux console", "\(escape)[1~", .home),
    ("tmux and screen", "\(escape)[4~", .end),
    ("rxvt", "\(escape)[7~", .home),
    ("any", "\(escape)[5~", .pageUp),
    ("any", "\(escape)[6~", .pageDown),
    ("any", "\t", .tab(backward: false)),
    ("xterm", "\(escape)[Z", .tab(backward: true)),
    ("xterm", "\(escape)OR", .findAgain(backward: false)),
    ("Linux console", "\(escape)[[C", .findAgain(backward: false)),
    ("xterm", "\(escape)[1;2R", .findAgain(backward: true)),
    ("xterm", "\(escape)OQ", .sayAgain),
    ("rxvt", "\(escape)[12~", .sayAgain),
    ("any", " ", .space),
    ("any", "\u{07}", .cancel),
    ("any", "\u{00}", .controlSpace),
  ]

  @Test("each terminal's bytes are the key they stand for", arguments: 0..<sent.count)
  func bytesAreTheirKey(_ index: Int) {
    let (terminal, text, key) = Self.sent[index]
    let binding = KeyBindings.binding(forBytes: Array(text.utf8))
    #expect(binding?.key == key, "\(terminal): \(text.debugDescription) is \(String(describing: binding?.name))")
  }

  @Test("readline's notation reads as its bytes")
  func notation() {
    #expect(KeyBindings.bytes(#"\e[1;2A"#) == [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x41])
    #expect(KeyBindings.bytes(#"\C-g"#) == [0x07])
    #expect(KeyBindings.bytes(#"\C-@"#) == [0x00])
    #expect(KeyBindings.bytes(#"\C-l"#) == [0x0C])
    #expect(KeyBindings.bytes(#"\t"#) == [0x09])
    #expect(KeyBindings.bytes(" ") == [0x20])
  }

  @Test("no two keys share bytes, and no key's bytes begin another's, so no key waits for more")
  func noPrefixes() {
    let all = KeyBindings.all.flatMap { binding in binding.sequences.map { (binding.name, KeyBindings.bytes($0)) } }
    for (index, (name, bytes)) in all.enumerated() {
      #expect(!bytes.isEmpty, "\(name)")
      for (otherName, other) in all[(index + 1)...] {
        #expect(bytes != other, "\(name) and \(otherName) share \(bytes)")
        #expect(
          !other.starts(with: bytes) && !bytes.starts(with: other), "\(name) and \(otherName): one begins the other")
      }
    }
  }

  @Test("every session key has one binding, with a name of its own that Docs/keys.md lists")
  func namesAreListed() throws {
    let names = KeyBindings.all.map(\.name)
    #expect(Set(names).count == names.count)
    let keys = KeyBindings.all.compactMap(\.key)
    #expect(Set(keys).count == keys.count)
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/keys.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for name in names { #expect(text.contains(name), "Docs/keys.md does not name \(name)") }
  }
}
