import DragDropAnnouncements
import DragDropKit

/// The words of a vault, a folder of pages and boards: opening it and a page, saving its files,
/// and the summary its `tree` starts with.
extension Narrator {
  /// The sentence of a vault's report; nil for another report.
  func vaultText(_ report: Report, in state: NarrationState) -> [String]? {
    let scene = state.scene
    let words = words(state)
    switch report {
    case .vaultOpened(let pages, let folders):
      let values: TemplateValues = [
        .scene: name(.root, scene), .pages: words.fill(.pages, [.count: "\(pages)"]),
        .folders: words.fill(.folders, [.count: "\(folders)"]),
      ]
      return [words.fill(folders > 0 ? .openedVault : .openedVaultFlat, values)]
    case .pageOpened(let page):
      return [words.fill(.openedPage, [.item: name(page, scene), .items: pageContents(page, in: scene, words)])]
    case .pagesSaved(let files, let pages):
      guard !files.isEmpty else { return [words.fill(.savedNoPages)] }
      // Heard by their titles ("Saved Garden board and Home board."), shown by their paths.
      let names = state.presentation == .words ? pages.map { name($0, scene) } : files.map(Sanitizer.clean)
      return [words.fill(.savedPages, [.files: list(names, words)])]
    case .vaultSaveFinished(let count):
      return [words.fill(.vaultSaveFinished, [.count: "\(count)"])]
    default:
      return nil
    }
  }

  /// What a page holds, in the words of its kind: "3 lanes and 7 cards", "2 headings and 5
  /// list items".
  func pageContents(_ page: NodeID, in scene: Scene, _ words: NarrationTemplates) -> String {
    var lanes = 0
    var cards = 0
    for id in scene.subtreeIDs(of: page) where id != page {
      switch scene[id]?.properties.role {
      case .boardLane?, .boardArchive?: lanes += 1
      case .boardCard?: cards += 1
      default: break
      }
    }
    guard lanes > 0 else { return contents(of: scene, under: page, words, joined: true) }
    return words.fill(
      .contentsAnd,
      [.from: words.fill(.lanes, [.count: "\(lanes)"]), .to: words.fill(.cards, [.count: "\(cards)"])])
  }

  /// What a vault's folder or page is: "folder, 3 pages", "board, 3 lanes and 7 cards", "page,
  /// not read yet". Nil for any other node.
  func vaultWords(_ node: Node, in scene: Scene, _ words: NarrationTemplates, unread: Set<NodeID>? = nil) -> String? {
    switch node.properties.role {
    case .vaultFolder:
      let pages = scene.subtreeIDs(of: node.id).lazy.filter { scene[$0]?.properties.role == .vaultPage }.count
      return words.fill(.typeFolder) + ", " + words.fill(.pages, [.count: "\(pages)"])
    case .vaultPage:
      if unread?.contains(node.id) == true { return words.fill(.typePage) + ", " + words.fill(.notReadYet) }
      let board = node.children.contains { scene[$0]?.properties.role.isBoard == true }
      return words.fill(board ? .typeBoard : .typePage) + ", " + pageContents(node.id, in: scene, words)
    default:
      return nil
    }
  }

  /// Where a vault's folder or page is, as browsing says it: "page, not read yet, position 2 of
  /// 4". Nil for any other node.
  func vaultPlace(_ id: NodeID, in state: NarrationState) -> String? {
    let scene = state.scene
    guard let node = scene[id], let parent = node.parent, let index = scene.index(of: id),
      let what = vaultWords(node, in: scene, words(state), unread: state.vault?.unread)
    else { return nil }
    return what + ", " + announcer(state).position(index + 1, scene.childCount(of: parent, excluding: nil))
  }

  /// The line a vault's `tree` starts with: its pages, folders and how many were read.
  func vaultSummary(_ counts: VaultCounts, in state: NarrationState) -> String {
    let words = words(state)
    let values: TemplateValues = [
      .scene: name(.root, state.scene), .pages: words.fill(.pages, [.count: "\(counts.pages)"]),
      .folders: words.fill(.folders, [.count: "\(counts.folders)"]), .count: "\(counts.read)",
    ]
    return words.fill(counts.folders > 0 ? .vaultSummary : .vaultSummaryFlat, values)
  }

  /// Names said one after another: "a", "a and b", "a, b and c".
  func list(_ names: [String], _ words: NarrationTemplates) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return words.fill(.contentsAnd, [.from: names.dropLast().joined(separator: ", "), .to: names.last!])
  }
}

/// How many pages and folders a vault has, and how many pages were read: what its `tree` says
/// first.
public struct VaultCounts: Hashable, Sendable {
  /// How many pages.
  public var pages: Int
  /// How many sub-folders hold pages.
  public var folders: Int
  /// How many pages were read.
  public var read: Int
  /// The pages not read yet.
  public var unread: Set<NodeID>
}
