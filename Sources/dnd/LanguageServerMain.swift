import DragDropCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dnd lsp`: the language server on standard input and output (`Docs/editors.md`).
enum LanguageServerMain {
  /// True for the arguments that start it: `lsp`, and `--stdio`, which editors' clients add.
  static func isRequested(_ arguments: [String]) -> Bool {
    arguments.first == "lsp" && arguments.dropFirst().allSatisfy { $0 == "--stdio" }
  }

  /// Serves until the editor says `exit` or closes the input; the status to exit with.
  static func run() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var server = LanguageServer()
    return server.serve(
      read: {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count > 0 { return Array(chunk[..<count]) }
          if count < 0, errno == EINTR { continue }
          return nil
        }
      },
      write: { bytes in
        var sent = 0
        while sent < bytes.count {
          let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + sent, $0.count - sent) }
          if count < 0, errno == EINTR { continue }
          if count <= 0 { return }
          sent += count
        }
      })
  }
}
