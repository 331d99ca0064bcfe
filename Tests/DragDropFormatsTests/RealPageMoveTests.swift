import DragDropKit
import Foundation
import Testing

@testable import DragDropFormats

/// Random indents, outdents and drags on every document in Tests/Outlines, real pages included,
/// saved and read again by cmark-gfm: the saved file reads as the scene dnd shows, cmark-gfm finds
/// the same headings and items in it as dnd does, and no line of the page is lost or changed but
/// for its indentation and its list marker (a blank line may come before a block that would
/// otherwise continue a paragraph).
@Suite("Real pages after random moves, against cmark-gfm")
struct RealPageMoveTests {
  /// The pages, less those where dnd reads otherwise than CommonMark on purpose.
  static let pages = CommonMarkDifferentialTests.pages.filter {
    CommonMarkDifferentialTests.Difference.pages[$0] == nil
  }

  /// Each node's depth, kind and text as read (its title where a repeated text gave its name a
  /// number, so that two blocks of the same text that changed places compare equal), items
  /// before the headings of their section as the file must have them.
  static func tree(_ scene: Scene) -> String {
    // An empty block is "untitled", numbered where there are several.
    OutlineFileTests.normalized(scene, asRead: true)
      .replacing(/untitled \d+$/.anchorsMatchLineEndings(), with: "untitled")
  }

  /// The non-blank lines without their indentation, number and marker, sorted.
  static func lines(_ text: String) -> [Substring] {
    text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
      $0.drop { $0 == " " || $0 == "\t" }.drop { $0.isNumber }.drop { "-*+.)".contains($0) }
        .drop { $0 == " " || $0 == "\t" }
    }.filter { !$0.isEmpty }.sorted()
  }

  @Test(
    "random moves on a page save a file that cmark-gfm reads as dnd does, losing no line",
    .enabled(if: CommonMarkDifferentialTests.cmark != nil), arguments: pages)
  func randomMoves(path: String) throws {
    let bytes = Array(try Data(contentsOf: CommonMarkDifferentialTests.outlines.appendingPathComponent(path)))
    // SplitMix64, seeded by the page's size: the same moves every run.
    var state = UInt64(bytes.count)
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for round in 0..<6 {
      var opened = try CommonMarkOutlineTests.opened(String(decoding: bytes, as: UTF8.self))
      OutlineMoveTests.edit(&opened, times: 4) { bound in bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
      let saved: String
      do {
        saved = try opened.saved()
      } catch let error as FormatError {
        // A save may be refused, for a move that would not read back; then nothing is written.
        switch error.problem {
        case .intoOpenFence, .insideFence, .insideHTML, .wouldNotReadBack: break
        default: Issue.record("refused for another reason: \(error.problem)")
        }
        continue
      }
      let reread = try OutlineFile.decode(saved).0
      #expect(Self.tree(reread) == Self.tree(opened.scene), "\(path), round \(round)\n\(saved)")
      let file = try CommonMarkDifferentialTests.temporaryFile(Array(saved.utf8))
      defer { try? FileManager.default.removeItem(at: file) }
      try CommonMarkDifferentialTests.compare(
        file, bytes: Array(saved.utf8), named: "\(path) after moves, round \(round)", shown: nil, known: nil)
      #expect(Self.lines(saved) == Self.lines(opened.original), "\(path), round \(round)")
    }
  }
}
