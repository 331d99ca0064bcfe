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
    // Searched in place where the text is stored contiguously, as a native string is.
    if let found = bytes.withContiguousStorageIfAvailable({ holdsASCII($0, needle) }) {
      return found ?? fold(text).contains(folded)
    }
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

  /// The search of ASCII bytes for a folded needle, in any case: nil when the text holds a byte
  /// that is not ASCII (folding it is then the search).
  private static func holdsASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String.UTF8View) -> Bool? {
    var found = false
    let count = needle.count
    let first = needle.first!
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 { return nil }
      if !found, lower(byte) == first, index + count <= bytes.count {
        var matched = true
        var offset = 1
        for expected in needle.dropFirst() {
          if lower(bytes[index + offset]) != expected {
            matched = false
            break
          }
          offset += 1
        }
        found = matched
      }
      index += 1
    }
    return found
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

extension Scene {
  /// The nodes, the root aside, whose text as read (title, else name) holds the folded words,
  /// in the order they are stored: each is read where it lies, with no node copied.
  ///
  /// - Complexity: O(nodes × length of a text).
  public func nodes(whoseTextHolds folded: String) -> [NodeID] {
    var found: [NodeID] = []
    for index in 1..<slots.count where slots[index].isLive {
      let id = NodeID(rawValue: index)
      let holds =
        titles.isEmpty
        ? SearchFolding.holds(slots[index].name, folded)
        : SearchFolding.holds(titles[id] ?? slots[index].name, folded)
      if holds { found.append(id) }
    }
    return found
  }
}
