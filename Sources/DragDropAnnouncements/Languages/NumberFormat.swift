/// Numbers as each language writes them (CLDR's Latin-digit symbols): "1,000,000" in English,
/// "1.000.000" in German, "1 000 000" in French (a narrow no-break space) and Polish (a
/// no-break space), "2,5" for 2.5 where the decimal mark is a comma. Languages whose minimum
/// grouping is two digits (Spanish, Polish, European Portuguese, Bulgarian, Estonian, Latvian)
/// write 1000 but 10 000.
///
/// dnd's code writes numbers plainly (`1000000`, `2.5`); the templates localize a placeholder's
/// value when it is one plain number, and leave text that holds words or other numbers as it is
/// (it was filled, and localized, by a template of its own).
extension Language {
  /// The group separator, the decimal mark and the minimum grouping digits.
  var numberSymbols: (group: String, decimal: String, minimumGrouping: Int) {
    switch code {
    case "en", "ja", "ko", "zh_CN", "zh_TW", "he", "ar": (",", ".", 1)
    case "de", "da", "nl", "it", "el", "hr", "sl", "sr", "tr", "ro", "pt_BR", "id": (".", ",", 1)
    case "es": (".", ",", 2)
    case "fr": ("\u{202F}", ",", 1)
    case "pl", "pt_PT", "bg", "et", "lv": ("\u{00A0}", ",", 2)
    default: ("\u{00A0}", ",", 1)  // cs, sk, ru, uk, fi, lt, nb, sv, hu
    }
  }

  /// A plain number (`-1234567.25`) written as the language writes it; any other text as it is.
  public func localizedNumber(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var digits = 0
    var point: Int?
    for (index, byte) in bytes.enumerated() {
      if byte >= 0x30 && byte <= 0x39 {
        if point == nil { digits += 1 }
      } else if byte == UInt8(ascii: "."), point == nil, index > 0 {
        point = index
      } else if !(byte == UInt8(ascii: "-") && index == 0) {
        return text
      }
    }
    let sign = bytes.first == UInt8(ascii: "-") ? 1 : 0
    guard digits > 0, point.map({ $0 + 1 < bytes.count }) ?? true else { return text }
    let symbols = numberSymbols
    let grouped = digits >= 3 + symbols.minimumGrouping
    guard grouped || (point != nil && symbols.decimal != ".") else { return text }
    var result = sign == 1 ? "-" : ""
    let whole = bytes[sign..<(point ?? bytes.count)]
    for (offset, digit) in whole.enumerated() {
      if grouped, offset > 0, (whole.count - offset) % 3 == 0 { result += symbols.group }
      result.unicodeScalars.append(Unicode.Scalar(digit))
    }
    if let point {
      result += symbols.decimal
      result += String(decoding: bytes[(point + 1)...], as: UTF8.self)
    }
    return result
  }
}
