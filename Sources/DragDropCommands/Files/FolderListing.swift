import DragDropAnnouncements

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a folder holds, for a vault (`Vault.read`): its entries' names and whether each is a
/// folder, a symbolic link to a folder counting as none (a link may lead back up the tree).
package enum FolderListing {
  /// One entry of a folder.
  package struct Entry: Hashable, Sendable {
    package var name: String
    package var isFolder: Bool
  }

  /// True for a path that names a folder (following a symbolic link).
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The entries of a folder, `.` and `..` left out, in no order.
  package static func entries(of path: String) throws(CommandError) -> [Entry] {
    guard let folder = opendir(path) else { throw FileIO.failure(.read, path, code: .unreadableFile) }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let entry = readdir(folder) {
      let name = FileIO.name(of: entry)
      if name == "." || name == ".." { continue }
      var status = stat()
      // A link is followed to a file, never to a folder.
      guard lstat(path + "/" + name, &status) == 0 else { continue }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFDIR {
        entries.append(Entry(name: name, isFolder: true))
      } else if kind == S_IFREG || kind == S_IFLNK {
        entries.append(Entry(name: name, isFolder: false))
      }
    }
    return entries
  }
}
