import DragDropKit

/// The bytes each key of the interactive session arrives as: for every key dnd binds, the name an
/// init file binds it by (`Docs/keys.md`) and the sequences terminals send for it, in readline's
/// notation (`\e[A`), xterm in normal and application modes, tmux, screen, rxvt and the Linux
/// console. Data, tested in memory (`KeyBindingsTests`); the line editor binds it.
public enum KeyBindings {
  /// One key: its name, its sequences and the session key it is (nil for Control-L, which
  /// redraws the screen and reaches no command).
  public struct Binding: Hashable, Sendable {
    /// The name an init file binds it by: `dnd-move-up`.
    public let name: String
    /// The sequences terminals send for it, in readline's notation.
    public let sequences: [String]
    /// The session key it is.
    public let key: SessionKey?
  }

  /// Every key dnd binds.
  public static let all: [Binding] = [
    Binding(name: "dnd-lift-or-drop", sequences: [" "], key: .space),
    Binding(name: "dnd-move-up", sequences: [#"\e[A"#, #"\eOA"#], key: .arrow(.up, shifted: false)),
    Binding(name: "dnd-move-down", sequences: [#"\e[B"#, #"\eOB"#], key: .arrow(.down, shifted: false)),
    Binding(name: "dnd-move-right", sequences: [#"\e[C"#, #"\eOC"#], key: .arrow(.right, shifted: false)),
    Binding(name: "dnd-move-left", sequences: [#"\e[D"#, #"\eOD"#], key: .arrow(.left, shifted: false)),
    // Shift with an arrow: xterm (both modes), tmux and screen; an older xterm; rxvt.
    Binding(name: "dnd-move-up-far", sequences: [#"\e[1;2A"#, #"\eO2A"#, #"\e[a"#], key: .arrow(.up, shifted: true)),
    Binding(
      name: "dnd-move-down-far", sequences: [#"\e[1;2B"#, #"\eO2B"#, #"\e[b"#], key: .arrow(.down, shifted: true)),
    Binding(
      name: "dnd-move-right-far", sequences: [#"\e[1;2C"#, #"\eO2C"#, #"\e[c"#], key: .arrow(.right, shifted: true)),
    Binding(
      name: "dnd-move-left-far", sequences: [#"\e[1;2D"#, #"\eO2D"#, #"\e[d"#], key: .arrow(.left, shifted: true)),
    Binding(name: "dnd-cancel", sequences: [#"\C-g"#], key: .cancel),
    // Home and End: xterm (normal, application), the Linux console, tmux and screen; rxvt.
    Binding(name: "dnd-first", sequences: [#"\e[H"#, #"\eOH"#, #"\e[1~"#, #"\e[7~"#], key: .home),
    Binding(name: "dnd-last", sequences: [#"\e[F"#, #"\eOF"#, #"\e[4~"#, #"\e[8~"#], key: .end),
    Binding(name: "dnd-previous-container", sequences: [#"\e[5~"#], key: .pageUp),
    Binding(name: "dnd-next-container", sequences: [#"\e[6~"#], key: .pageDown),
    Binding(name: "dnd-next-target", sequences: [#"\t"#], key: .tab(backward: false)),
    Binding(name: "dnd-previous-target", sequences: [#"\e[Z"#], key: .tab(backward: true)),
    // F3 and Shift-F3: xterm (both modes), tmux and screen; the Linux console; rxvt.
    Binding(name: "dnd-find-next", sequences: [#"\eOR"#, #"\e[13~"#, #"\e[[C"#], key: .findAgain(backward: false)),
    Binding(
      name: "dnd-find-previous", sequences: [#"\e[1;2R"#, #"\eO2R"#, #"\e[25~"#], key: .findAgain(backward: true)),
    // F2: xterm (both modes), tmux and screen; the Linux console; rxvt.
    Binding(name: "dnd-say-again", sequences: [#"\eOQ"#, #"\e[12~"#, #"\e[[B"#], key: .sayAgain),
    Binding(name: "dnd-select-toggle", sequences: [#"\C-@"#], key: .controlSpace),
    // Readline's clear-screen would wipe the live view: with the view, it is laid out afresh.
    Binding(name: "dnd-clear-screen", sequences: [#"\C-l"#], key: nil),
  ]

  /// The binding for a session key.
  public static func binding(for key: SessionKey?) -> Binding {
    all.first { $0.key == key }!
  }

  /// The binding a terminal's bytes are, if any.
  public static func binding(forBytes bytes: [UInt8]) -> Binding? {
    all.first { $0.sequences.contains { Self.bytes($0) == bytes } }
  }

  /// The bytes of a sequence in readline's notation: `\e` is Escape, `\C-x` Control with x
  /// (`\C-@` is NUL), `\t` Tab, `\\` a backslash; anything else stands for itself.
  public static func bytes(_ notation: String) -> [UInt8] {
    var result: [UInt8] = []
    var rest = Substring(notation).utf8[...]
    while let byte = rest.first {
      rest = rest.dropFirst()
      guard byte == UInt8(ascii: "\\"), let next = rest.first else {
        result.append(byte)
        continue
      }
      rest = rest.dropFirst()
      switch next {
      case UInt8(ascii: "e"): result.append(0x1B)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "C"):
        // `\C-x`: the dash, then the key.
        rest = rest.dropFirst()
        let key = rest.first ?? 0
        rest = rest.dropFirst()
        result.append(key == UInt8(ascii: "?") ? 0x7F : key & 0x1F)
      default: result.append(next)
      }
    }
    return result
  }
}
