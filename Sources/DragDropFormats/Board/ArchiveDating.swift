import DragDropKit

/// A moment in the reader's local time, as the caller's clock gives it (the formats read no
/// clock).
public struct LocalTime: Hashable, Sendable {
  public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  /// 0 for Sunday to 6 for Saturday.
  public var weekday: Int

  /// Creates a moment from its parts.
  public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, weekday: Int) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.weekday = weekday
  }
}

/// How a board's settings ask an archived card to be dated, as the Obsidian Kanban plugin does
/// it: `archive-with-date` on, the date in `archive-date-format` (by default the board's
/// `date-format` and `time-format`, `YYYY-MM-DD HH:mm`), then `archive-date-separator` if any,
/// then the card's text; `append-archive-date` puts the date after the text instead.
public struct ArchiveDating: Hashable, Sendable {
  /// The date's pattern, in moment.js's tokens.
  public var format: String
  /// Written between the date and the text, when not empty.
  public var separator: String
  /// True when the date goes after the text.
  public var after: Bool

  /// The card's new text: `text` with the date of `time` before or after it.
  public func text(_ text: String, at time: LocalTime) -> String {
    var parts = [MomentFormat.format(format, time)]
    if !separator.isEmpty { parts.append(separator) }
    parts.append(text)
    if after { parts.reverse() }
    return parts.joined(separator: " ")
  }

  /// The card's text without the date `text(_:at:)` put before or after it (digits for digits,
  /// letters for letters, the rest as written), or nil when it holds none.
  public func undated(_ text: String) -> String? {
    let sample = LocalTime(year: 2026, month: 9, day: 30, hour: 23, minute: 59, second: 59, weekday: 3)
    // The words the date adds, in the order they are read from the end they are at.
    let date = MomentFormat.format(format, sample).split(separator: " ").map(Self.shape)
    let between = separator.split(separator: " ").map(Self.shape)
    let marks = after ? (between + date).reversed() : date + between
    var words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count > marks.count else { return nil }
    if after { words.reverse() }
    guard zip(marks, words).allSatisfy({ $0 == Self.shape($1) }) else { return nil }
    var rest = Array(words.dropFirst(marks.count))
    if after { rest.reverse() }
    return rest.joined(separator: " ")
  }

  /// A word's shape: each run of digits one `9`, of letters one `a`, anything else itself.
  private static func shape(_ word: Substring) -> String {
    var result = ""
    for character in word {
      let mark: Character = character.isNumber ? "9" : character.isLetter ? "a" : character
      if mark == "9" || mark == "a", result.last == mark { continue }
      result.append(mark)
    }
    return result
  }
}

extension BoardSource {
  /// How archived cards are dated, or nil when the board's settings do not ask for it.
  public var archiveDating: ArchiveDating? {
    let settings = Self.settings(in: board.tailBefore + board.tailAfter)
    guard settings.flags["archive-with-date"] == true else { return nil }
    let date = settings.words["date-format"] ?? "YYYY-MM-DD"
    let time = settings.words["time-format"] ?? "HH:mm"
    return ArchiveDating(
      format: settings.words["archive-date-format"] ?? "\(date) \(time)",
      separator: settings.words["archive-date-separator"] ?? "",
      after: settings.flags["append-archive-date"] == true)
  }

  /// The string and true-or-false values at the top of the `%% kanban:settings` block's JSON.
  static func settings(in lines: [Board.Line]) -> (words: [String: String], flags: [String: Bool]) {
    guard let start = lines.firstIndex(where: { BoardReader.isSettings($0.text) }) else { return ([:], [:]) }
    var json: [String] = []
    for line in lines[(start + 1)...] {
      let text = line.text.trimmingBlanks
      if text == "%%" { break }
      if !text.hasPrefix("```") { json.append(line.text) }
    }
    let bytes = Array(json.joined(separator: "\n").utf8)
    var words: [String: String] = [:]
    var flags: [String: Bool] = [:]
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer, maxDepth: 64)
      do throws(JSONReader.Failure) {
        try reader.beginObject()
        var first = true
        while let key = try reader.nextKey(first: &first) {
          switch try reader.kind() {
          case .string: words[key] = try reader.string()
          case .bool: flags[key] = try reader.bool()
          default: try reader.skipValue()
          }
        }
      } catch {
        // The reader refused the block already (`BoardReader.validate`); a board that got
        // this far has none, or an empty one.
      }
    }
    return (words, flags)
  }
}

/// The moment.js date tokens the Kanban plugin's date settings use: `YYYY-MM-DD HH:mm`,
/// `DD.MM.YY`, `dddd D MMMM`, `h:mm A`, text in `[brackets]` as it is; English names, as the
/// plugin writes them.
enum MomentFormat {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  /// Longest first, so that `MMMM` is not read as `MM` twice.
  static let tokens = [
    "YYYY", "MMMM", "dddd", "MMM", "ddd", "YY", "MM", "DD", "Do", "HH", "hh", "mm", "ss", "dd", "M", "D", "H", "h",
    "m", "s", "A", "a", "d",
  ]

  static func format(_ pattern: String, _ time: LocalTime) -> String {
    var result = ""
    var rest = Substring(pattern)
    while !rest.isEmpty {
      if rest.first == "[", let close = rest.firstIndex(of: "]") {
        result += rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        continue
      }
      if let token = tokens.first(where: { rest.hasPrefix($0) }) {
        result += value(token, time)
        rest = rest.dropFirst(token.count)
      } else {
        result.append(rest.removeFirst())
      }
    }
    return result
  }

  private static func value(_ token: String, _ time: LocalTime) -> String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
    switch token {
    case "YYYY": return "\(time.year)"
    case "YY": return two(time.year % 100)
    case "MMMM": return months[time.month - 1]
    case "MMM": return String(months[time.month - 1].prefix(3))
    case "MM": return two(time.month)
    case "M": return "\(time.month)"
    case "DD": return two(time.day)
    case "D": return "\(time.day)"
    case "Do": return "\(time.day)" + ordinal(time.day)
    case "dddd": return weekdays[time.weekday]
    case "ddd": return String(weekdays[time.weekday].prefix(3))
    case "dd": return String(weekdays[time.weekday].prefix(2))
    case "d": return "\(time.weekday)"
    case "HH": return two(time.hour)
    case "H": return "\(time.hour)"
    case "hh": return two(hour12)
    case "h": return "\(hour12)"
    case "mm": return two(time.minute)
    case "m": return "\(time.minute)"
    case "ss": return two(time.second)
    case "s": return "\(time.second)"
    case "A": return time.hour < 12 ? "AM" : "PM"
    default: return time.hour < 12 ? "am" : "pm"
    }
  }

  private static func ordinal(_ day: Int) -> String {
    if (11...13).contains(day % 100) { return "th" }
    switch day % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }
}
