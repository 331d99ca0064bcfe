/// Text as a search compares it: in any case and without accents, so that "doctor" finds
/// "Doctor Who" and "cafe" finds "Café". Standard library only: a Latin letter with marks is
/// read as its base letter from its Unicode name ("LATIN SMALL LETTER E WITH ACUTE" is e), and
/// combining marks are left out.
public enum SearchFolding {
  /// The text lowercased, without accents or other marks.
  ///
  /// - Complexity: O(length of the text).
  public static func fold(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.append(lowercase(scalar))
        continue
      }
      let properties = scalar.properties
      if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { continue }
      if let base = latinBase(scalar) {
        result.append(base)
      } else {
        result.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
      }
    }
    return String(result)
  }

  /// True when `text`, folded, holds `folded` (a needle already folded). Names that are all
  /// ASCII are searched byte by byte, with no string made.
  ///
  /// - Complexity: O(length of the text × length of the needle).
  public static func holds(_ text: String, _ folded: String) -> Bool {
    let needle = folded.utf8
    if needle.isEmpty { return true }
    let bytes = text.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return fold(text).contains(folded) }
    guard needle.allSatisfy({ $0 < 0x80 }), bytes.count >= needle.count else { return false }
    let first = needle.first!
    var start = bytes.startIndex
    let last = bytes.index(bytes.endIndex, offsetBy: -needle.count)
    while start <= last {
      if lower(bytes[start]) == first,
        zip(bytes[start...].dropFirst(), needle.dropFirst()).allSatisfy({ lower($0) == $1 })
      {
        return true
      }
      start = bytes.index(after: start)
    }
    return false
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }

  private static func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(lower(UInt8(scalar.value)))
  }

  /// The base letter, lowercased, of a Latin letter with marks; nil for any other character.
  static func latinBase(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard let name = scalar.properties.name, name.hasPrefix("LATIN "), let letter = name.firstRange(of: " LETTER ")
    else { return nil }
    let rest = name[letter.upperBound...]
    guard let with = rest.firstRange(of: " WITH "), rest.distance(from: rest.startIndex, to: with.lowerBound) == 1,
      let base = rest.unicodeScalars.first, base.isASCII
    else { return nil }
    return lowercase(base)
  }
}
