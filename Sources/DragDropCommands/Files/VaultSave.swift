import DragDropAnnouncements
import DragDropFormats
import DragDropKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving a vault as one step: every page whose text changed is written beside its file first
/// (`FileIO.stage`), then the list of what replaces what is written to `.dnd-saving` in the
/// folder, then each file is renamed over its old one and the list removed. A crash before the
/// list leaves every file as it was; a crash after it leaves a list that opening the folder
/// again completes (`finishInterrupted`). So a block moved between two pages is never in both
/// files nor in neither.
package enum VaultSave {
  /// The list of a save in progress, in the vault's folder.
  static let listName = ".dnd-saving"

  /// Writes each page whose text changed; returns their indexes and new stamps. A file that
  /// changed on disk since it was read is refused, and nothing is written, unless `over`;
  /// `reload` is the command the refusal offers to read the folder again.
  package static func save(_ vault: Vault, scene: Scene, over: Bool, reload: String) throws(CommandError)
    -> [(index: Int, stamp: FileStamp?)]
  {
    var changed: [(index: Int, bytes: [UInt8])] = []
    // A page whose node is gone is never written: dnd does not empty or delete a file.
    for index in vault.pages.indices where vault.pages[index].isRead && scene[vault.pages[index].node] != nil {
      let bytes = try text(of: index, in: vault, scene: scene)
      if let stamp = vault.pages[index].stamp, stamp.size == bytes.count, stamp.hash == FileStamp.hash(bytes) {
        continue
      }
      changed.append((index, bytes))
    }
    if !over {
      for (index, _) in changed {
        let page = vault.pages[index]
        guard let stamp = page.stamp else { continue }
        if case .same = try FileIO.look(page.path, against: stamp) { continue }
        throw CommandError(
          .errorPageChanged, hint: .hintPageChanged,
          [.file: Sanitizer.clean(page.path), .edit: reload], code: .fileChanged)
      }
    }
    guard !changed.isEmpty else { return [] }
    var staged: [FileIO.Staged] = []
    for (index, bytes) in changed {
      do {
        staged.append(try FileIO.stage(vault.pages[index].path) { write in _ = bytes.withUnsafeBufferPointer(write) })
      } catch {
        staged.forEach(FileIO.abandon)
        throw error
      }
    }
    let list = vault.folder + "/" + listName
    if staged.count > 1 {
      let lines = staged.map { FileIO.absolute($0.temporary) + "\t" + FileIO.absolute($0.finalPath) + "\n" }.joined()
      do {
        try FileIO.writeAtomically(list, Array(lines.utf8))
      } catch {
        staged.forEach(FileIO.abandon)
        throw error
      }
    }
    var written: [(index: Int, stamp: FileStamp?)] = []
    for (position, file) in staged.enumerated() {
      let outcome = try FileIO.commit(file)
      written.append((changed[position].index, outcome.stamp))
    }
    if staged.count > 1 { unlink(list) }
    return written
  }

  /// The bytes a page's file gets: its board or document written back from its node, with the
  /// cards and blocks that came from other pages written as their own files had them.
  static func text(of index: Int, in vault: Vault, scene: Scene) throws(CommandError) -> [UInt8] {
    let page = vault.pages[index]
    do {
      switch page.content {
      case .unread:
        return []
      case .board(var source):
        for id in scene.subtreeIDs(of: page.node) where id != page.node && !source.holds(id) {
          try refuseOutline(id, on: page, in: scene)
          for other in vault.pages {
            if case .board(let origin) = other.content, source.adopt(id, from: origin) { break }
          }
        }
        return Array(try BoardFile.encode(scene, source: source).utf8)
      case .outline(var source):
        for id in scene.subtreeIDs(of: page.node) where id != page.node && source.place(of: id) == nil {
          if scene[id]?.properties.role.isBoard == true { throw crossKind(id, on: page, in: scene) }
          for other in vault.pages {
            if case .outline(let origin) = other.content, source.adopt(id, from: origin) { break }
          }
        }
        return Array(try OutlineFile.encode(scene, source: source).utf8)
      }
    } catch let error as CommandError {
      throw error
    } catch let error as FormatError {
      throw CommandError(error, file: page.path)
    } catch {
      throw CommandError("\(error)")
    }
  }

  private static func refuseOutline(_ id: NodeID, on page: Vault.Page, in scene: Scene) throws(CommandError) {
    if scene[id]?.properties.role.isOutline == true { throw crossKind(id, on: page, in: scene) }
  }

  private static func crossKind(_ id: NodeID, on page: Vault.Page, in scene: Scene) -> CommandError {
    CommandError(
      .errorCrossKind, hint: .hintMoveBack,
      [
        .item: Sanitizer.clean(scene.title(of: id) ?? ""),
        .container: Sanitizer.clean(scene.title(of: page.node) ?? ""),
      ])
  }

  /// Completes a save that was cut short between its first and last rename: each file still
  /// beside its target replaces it. Returns how many did; 0 when no save was cut short.
  package static func finishInterrupted(in folder: String) throws(CommandError) -> Int {
    let list = folder + "/" + listName
    guard let bytes = try? FileIO.read(list, limit: 1 << 24, what: "a file") else { return 0 }
    var finished = 0
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2, access(parts[0], F_OK) == 0 else { continue }
      if rename(parts[0], parts[1]) == 0 { finished += 1 }
    }
    unlink(list)
    return finished
  }
}
