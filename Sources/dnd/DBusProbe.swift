#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads one boolean property over the D-Bus session bus, within a deadline: enough D-Bus to ask
/// whether a screen reader is on (`org.a11y.Status.ScreenReaderEnabled`, which Orca sets), with no
/// library. The static build cannot link libdbus-1 or sd-bus (Debian ships neither as a static
/// library), and a `gdbus` or `busctl` process costs more than the whole budget.
///
/// The wire protocol (D-Bus specification, "Message Protocol"): little-endian messages, a
/// 16-byte fixed header, an array of header fields, the body; authentication is SASL EXTERNAL
/// with the user's ID in hex.
enum DBusProbe {
  /// The session bus's socket address from `DBUS_SESSION_BUS_ADDRESS` (`unix:path=` or
  /// `unix:abstract=`), else `$XDG_RUNTIME_DIR/bus`; nil when there is none.
  static func sessionBus(environment: (String) -> String?) -> sockaddr_un? {
    if let address = environment("DBUS_SESSION_BUS_ADDRESS") {
      for entry in address.split(separator: ";") where entry.hasPrefix("unix:") {
        for part in entry.dropFirst(5).split(separator: ",") {
          if part.hasPrefix("path=") { return socketAddress(String(part.dropFirst(5)), abstract: false) }
          if part.hasPrefix("abstract=") { return socketAddress(String(part.dropFirst(9)), abstract: true) }
        }
      }
      return nil
    }
    guard let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty else { return nil }
    let path = runtime + "/bus"
    guard access(path, F_OK) == 0 else { return nil }
    return socketAddress(path, abstract: false)
  }

  static func socketAddress(_ path: String, abstract: Bool) -> sockaddr_un? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count + (abstract ? 1 : 0) < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index + (abstract ? 1 : 0)] = byte }
    }
    return address
  }

  /// The boolean `property` of `interface` at `path` on `destination`, or nil when the bus, the
  /// name or the property is not there or does not answer by `deadline` (milliseconds).
  static func boolean(
    destination: String, path: String, interface: String, property: String, at address: sockaddr_un,
    deadline milliseconds: Int32
  ) -> Bool? {
    var clock = Deadline(milliseconds: milliseconds)
    guard let fd = connection(to: address, &clock) else { return nil }
    defer { close(fd) }
    // SASL EXTERNAL: a nul byte, then the user ID's decimal digits in hex.
    let uid = Array(String(getuid()).utf8).map { String($0, radix: 16) }.joined()
    guard sendAll(fd, [0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8), &clock) else { return nil }
    guard let answer = receiveLine(fd, &clock), answer.hasPrefix("OK ") else { return nil }
    var hello = Message(serial: 1, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "Hello")
    hello.destination = "org.freedesktop.DBus"
    var get = Message(serial: 2, path: path, interface: "org.freedesktop.DBus.Properties", member: "Get")
    get.destination = destination
    get.body = [interface, property]
    guard sendAll(fd, Array("BEGIN\r\n".utf8) + hello.bytes + get.bytes, &clock) else { return nil }
    var received: [UInt8] = []
    while true {
      if let reply = Reply.find(serial: 2, in: received) { return reply }
      guard clock.wait(fd, for: Int16(POLLIN)) else { return nil }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      received += buffer[0..<count]
    }
  }

  /// A non-blocking stream socket connected to `address` by the deadline, or nil.
  static func connection(to address: sockaddr_un, _ clock: inout Deadline) -> Int32? {
    let fd = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = address
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    if connected != 0, !(errno == EINPROGRESS && clock.wait(fd, for: Int16(POLLOUT))) {
      close(fd)
      return nil
    }
    return fd
  }

  /// What is left of a budget of milliseconds.
  struct Deadline {
    var end: timespec

    init(milliseconds: Int32) {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let nanoseconds = Int(now.tv_nsec) + Int(milliseconds) * 1_000_000
      end = timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    }

    var left: Int32 {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let milliseconds = (Int(end.tv_sec) - Int(now.tv_sec)) * 1000 + (Int(end.tv_nsec) - Int(now.tv_nsec)) / 1_000_000
      return Int32(max(0, milliseconds))
    }

    /// Waits until `fd` is ready for `events`; false when the time is up first.
    mutating func wait(_ fd: Int32, for events: Int16) -> Bool {
      var descriptor = pollfd(fd: fd, events: events, revents: 0)
      while true {
        let ready = poll(&descriptor, 1, left)
        if ready < 0, errno == EINTR { continue }
        return ready > 0 && descriptor.revents & events != 0
      }
    }
  }

  private static func sendAll(_ fd: Int32, _ bytes: [UInt8], _ clock: inout Deadline) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EAGAIN || errno == EINTR {
        guard clock.wait(fd, for: Int16(POLLOUT)) else { return false }
      } else {
        return false
      }
    }
    return true
  }

  /// One line of the authentication's answer.
  private static func receiveLine(_ fd: Int32, _ clock: inout Deadline) -> String? {
    var line: [UInt8] = []
    while !line.ends(with: [0x0D, 0x0A]) {
      guard line.count < 512, clock.wait(fd, for: Int16(POLLIN)) else { return nil }
      var byte: UInt8 = 0
      // One byte at a time: what follows the line is the bus's messages, read later.
      guard recv(fd, &byte, 1, 0) == 1 else { return nil }
      line.append(byte)
    }
    return String(decoding: line.dropLast(2), as: UTF8.self)
  }

  /// A method call with string arguments, marshalled little-endian.
  struct Message {
    var serial: UInt32
    var path: String
    var interface: String
    var member: String
    var destination: String?
    var body: [String] = []

    var bytes: [UInt8] {
      var body = Writer()
      for string in self.body { body.string(string) }
      var fields = Writer()
      func field(_ code: UInt8, _ signature: String, _ value: String) {
        fields.align(8)
        fields.byte(code)
        fields.signature(signature)
        if signature == "g" { fields.signature(value) } else { fields.string(value) }
      }
      field(1, "o", path)
      field(2, "s", interface)
      field(3, "s", member)
      if let destination { field(6, "s", destination) }
      if !self.body.isEmpty { field(8, "g", String(repeating: "s", count: self.body.count)) }
      var message = Writer()
      message.bytes = [UInt8(ascii: "l"), 1, 0, 1]
      message.uint32(UInt32(body.bytes.count))
      message.uint32(serial)
      message.uint32(UInt32(fields.bytes.count))
      // The fields were aligned as if they began at offset 16, where they do.
      message.bytes += fields.bytes
      message.align(8)
      return message.bytes + body.bytes
    }
  }

  /// Little-endian marshalling, aligned from the start of the message.
  struct Writer {
    var bytes: [UInt8] = []
    /// Bytes before these in the message: header fields begin at 16.
    var offset = 16

    mutating func align(_ boundary: Int) {
      while (offset + bytes.count) % boundary != 0 { bytes.append(0) }
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint32(_ value: UInt32) {
      align(4)
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func string(_ value: String) {
      let utf8 = Array(value.utf8)
      uint32(UInt32(utf8.count))
      bytes += utf8
      bytes.append(0)
    }

    mutating func signature(_ value: String) {
      let utf8 = Array(value.utf8)
      bytes.append(UInt8(utf8.count))
      bytes += utf8
      bytes.append(0)
    }
  }

  /// The answer to a call, found among the messages received so far.
  enum Reply {
    /// The boolean the call with `serial` returned: true or false; nil while it has not come.
    /// An error reply, or a return that is not a boolean, is false.
    static func find(serial: UInt32, in bytes: [UInt8]) -> Bool? {
      var start = 0
      while start + 16 <= bytes.count {
        guard bytes[start] == UInt8(ascii: "l") else { return false }
        let type = bytes[start + 1]
        let bodyLength = Int(uint32(bytes, start + 4))
        let fieldsLength = Int(uint32(bytes, start + 12))
        // Alignment counts from the message's first byte; messages follow each other unpadded.
        var bodyStart = start + 16 + fieldsLength
        while (bodyStart - start) % 8 != 0 { bodyStart += 1 }
        let end = bodyStart + bodyLength
        guard end <= bytes.count else { return nil }
        if type == 2 || type == 3, replySerial(bytes, base: start, to: start + 16 + fieldsLength) == serial {
          guard type == 2 else { return false }
          // A variant: its signature ("b"), then the boolean as a 4-byte integer.
          guard bodyStart + 3 <= end, bytes[bodyStart] == 1, bytes[bodyStart + 1] == UInt8(ascii: "b") else {
            return false
          }
          var value = bodyStart + 3
          while (value - start) % 4 != 0 { value += 1 }
          guard value + 4 <= end else { return false }
          return uint32(bytes, value) != 0
        }
        start = end
      }
      return nil
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    /// The REPLY_SERIAL header field (code 5, a uint32) among a message's fields.
    static func replySerial(_ bytes: [UInt8], base: Int, to end: Int) -> UInt32? {
      var at = base + 16
      while at < end {
        while (at - base) % 8 != 0 { at += 1 }
        guard at + 4 <= end else { return nil }
        let code = bytes[at]
        let signatureLength = Int(bytes[at + 1])
        let signature = bytes[(at + 2)..<min(end, at + 2 + signatureLength)]
        at += 2 + signatureLength + 1
        switch Array(signature) {
        case [UInt8(ascii: "u")]:
          while (at - base) % 4 != 0 { at += 1 }
          if code == 5 { return uint32(bytes, at) }
          at += 4
        case [UInt8(ascii: "s")], [UInt8(ascii: "o")]:
          while (at - base) % 4 != 0 { at += 1 }
          at += 4 + Int(uint32(bytes, at)) + 1
        case [UInt8(ascii: "g")]:
          at += 1 + Int(bytes[at]) + 1
        default:
          return nil
        }
      }
      return nil
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
