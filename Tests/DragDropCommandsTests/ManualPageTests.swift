import DragDropAnnouncements
import DragDropCommands
import DragDropTranslations
import Foundation
import Testing

@Suite("The manual page in every language, from the catalogs")
struct ManualPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let translated = Language.all.filter { !$0.isEnglish }

  @Test("Docs/man/LANG/dnd.1 is the page ManualPage makes from the catalogs, for every language")
  func generatedPages() throws {
    for language in Self.translated {
      // man's folder for European Portuguese is pt; Brazilian Portuguese and Chinese keep their country.
      let folder = language.code == "pt_PT" ? "pt" : language.code
      let url = Self.root.appendingPathComponent("Docs/man/\(folder)/dnd.1")
      let page = ManualPage.roff(language)
      if ProcessInfo.processInfo.environment["DND_RECORD"] != nil {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try page.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      let stored = try? String(contentsOf: url, encoding: .utf8)
      #expect(stored == page, "Docs/man/\(folder)/dnd.1 is out of date: run DND_RECORD=1 swift test")
    }
  }

  @Test("each page's headings, summaries and keys are in its language; command words stay as typed")
  func pagesAreTranslated() {
    let english = ManualPage.roff(.english)
    #expect(english.contains(".SH \"NAME\""))
    for language in Self.translated {
      let words = NarrationTemplates(language: language)
      // Chinese and Japanese pages carry break points between characters.
      let page = ManualPage.roff(language).replacing("\\:", with: "")
      let name = language.uppercased(words.fill(.manName))
      #expect(name != "NAME", "\(language.code) has no heading of its own")
      #expect(page.contains(".SH \"\(name)\""), "\(language.code)")
      #expect(page.contains(words.fill(.summaryLift)), "\(language.code): lift's summary")
      #expect(page.contains(words.fill(.helpKeys1)), "\(language.code): the keys")
      #expect(page.contains(".B lift"), "\(language.code): the command words stay English")
      #expect(page.contains(".B \\-\\-screen\\-reader"), "\(language.code): the options stay as typed")
      #expect(page.contains("LANG=C man dnd"), "\(language.code): where the full English manual is")
    }
  }

  @Test("headings in capitals as each language writes them: Turkish i becomes İ, and ı becomes I")
  func turkishCapitals() throws {
    let turkish = try #require(Language.named("tr"))
    #expect(turkish.uppercased("diller ılık") == "DİLLER ILIK")
    #expect(Language.english.uppercased("diller") == "DILLER")
    let page = ManualPage.roff(turkish)
    let heading = turkish.uppercased(NarrationTemplates(language: turkish).fill(.manLanguages))
    #expect(page.contains(".SH \"\(heading)\""))
  }
}
