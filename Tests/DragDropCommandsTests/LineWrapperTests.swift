import PropertyBased
import Testing

@testable import DragDropCommands

/// Screen-reader lines wrapped for a terminal: every screen line is whole words, so a screen
/// reader or a braille line never says half a word ("bring t", "hem back").
@Suite("Line wrapping for the ear")
struct LineWrapperTests {
  static let startUp =
    "dnd, the kanban demo: 3 containers and 5 items. Type select next and press Space to lift; help lists the commands; Control D leaves."

  @Test("A long sentence breaks at spaces, each screen line within the width", arguments: [40, 60, 80])
  func breaksAtSpaces(width: Int) {
    let lines = LineWrapper.wrap(Self.startUp[...], width: width)
    #expect(lines.count > 1)
    for line in lines {
      #expect(LineWrapper.columns(line) <= width, "\(line) is wider than \(width)")
      #expect(line.first != " " && line.last != " ")
    }
    #expect(lines.joined(separator: " ") == Self.startUp)
  }

  @Test("Start-up takes at most 3 screen lines at 80 columns and 4 at 40")
  func startUpFits() {
    #expect(LineWrapper.wrap(Self.startUp[...], width: 80).count <= 3)
    #expect(LineWrapper.wrap(Self.startUp[...], width: 40).count <= 4)
  }

  @Test("A line that fits, a width under 20 and a word wider than the terminal are left alone")
  func leftAlone() {
    #expect(LineWrapper.wrap("Dropped.", width: 40) == ["Dropped."])
    #expect(LineWrapper.wrap(Self.startUp[...], width: 19) == [Self.startUp[...]])
    #expect(LineWrapper.wrap(Self.startUp[...], width: 0) == [Self.startUp[...]])
    let long = String(repeating: "x", count: 50)
    #expect(LineWrapper.wrap("Lifted \(long) from To Do"[...], width: 40) == ["Lifted", long[...], "from To Do"])
  }

  @Test("Wide characters count two columns; a text's lines are each wrapped and kept apart")
  func wideAndText() {
    let line = "Lifted 漢字漢字漢字漢字漢字 from 漢字漢字漢字漢字漢字 into Done."
    for wrapped in LineWrapper.wrap(line[...], width: 24) {
      #expect(LineWrapper.columns(wrapped) <= 24)
    }
    #expect(
      LineWrapper.wrapText("one two three four five six seven\nshort\n", width: 20)
        == "one two three four\nfive six seven\nshort\n")
  }

  @Test("Property: any words at any width from 20 to 200: whole words, within the width, in order")
  func property() async {
    let word = Gen.int(in: 1...25).array(of: 1...40)
    await propertyCheck(count: 400, input: word, Gen.int(in: 20...200)) { lengths, width in
      let words = lengths.enumerated().map { index, length in
        String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: length)
      }
      let sentence = words.joined(separator: " ")
      let lines = LineWrapper.wrap(sentence[...], width: width)
      #expect(lines.joined(separator: " ") == sentence)
      for line in lines {
        // Only a word wider than the terminal may pass the width, alone on its line.
        #expect(LineWrapper.columns(line) <= width || !line.contains(" "))
      }
      // Greedy: no line could have taken the next line's first word.
      for (line, next) in zip(lines, lines.dropFirst()) {
        let first = next.split(separator: " ").first ?? ""
        #expect(LineWrapper.columns(line) + 1 + first.count > width)
      }
    }
  }

  @Test("Symbols and box drawing take one column without asking their category; their combining marks none")
  func symbolColumns() {
    for value in UInt32(0x1100)..<0x2E80 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let mark = scalar.properties.generalCategory == .nonspacingMark
      let wide = (0x1100...0x115F).contains(value)
      #expect(LineWrapper.columns(Character(scalar)) == (mark ? 0 : wide ? 2 : 1), "U+\(String(value, radix: 16))")
    }
  }
}
