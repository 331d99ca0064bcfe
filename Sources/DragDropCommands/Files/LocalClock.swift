import DragDropFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reader's local time, from the system clock and time zone.
enum LocalClock {
  @Sendable static func now() -> LocalTime {
    var seconds = time(nil)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday), hour: Int(parts.tm_hour),
      minute: Int(parts.tm_min), second: Int(parts.tm_sec), weekday: Int(parts.tm_wday))
  }
}
