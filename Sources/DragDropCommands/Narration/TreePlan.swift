import DragDropKit

/// How much of a tree `tree` shows. A document's outline longer than `treeLines` starts with a
/// summary, shows its top levels in at most that many lines, folds Logseq's collapsed blocks,
/// and then says how to hear more (`tree all`, `tree depth N`, `tree NAME`); so does a board
/// (whose whole tree always starts with its summary, in place of the scene's line). Any other
/// scene, and a tree asked for by depth or whole, is shown as asked.
struct TreePlan {
  /// The most lines a tree shows unasked.
  static let treeLines = 30

  /// The deepest level shown below the root, nil for every level.
  var depth: Int?
  /// The most lines shown, nil for no limit.
  var lineLimit: Int?
  /// True when a collapsed block's children stay folded.
  var foldsCollapsed = false
  /// The levels below the root, for the summary line; nil for no summary.
  var summaryLevels: Int?
  /// Every line the whole tree has.
  var total = 0
  /// True for a document's outline.
  var isDocument = false
  /// True for a Markdown board.
  var isBoard = false
  /// True when the root's own line is left out: a board's scene, which its summary says.
  var skipsRoot = false

  /// The plan for `tree` of `root` with the depth asked for (nil: as much as fits;
  /// `Command.allLevels`: all).
  ///
  /// - Complexity: O(nodes under root) for a document's tree that is not asked by depth.
  init(_ root: NodeID, requested: Int?, in scene: Scene, open: OpenDocument.Kind) {
    isDocument = open == .outline
    isBoard = open == .board
    skipsRoot = isBoard && root == .root
    if let requested {
      depth = requested == Command.allLevels ? nil : requested
      return
    }
    guard isDocument || isBoard else { return }
    foldsCollapsed = true
    // Lines at each depth below the root, collapsed blocks folded; and every line.
    var perDepth: [Int] = [1]
    var stack: [(NodeID, Int, Bool)] = [(root, 0, false)]
    var levels = 0
    while let (id, level, hidden) = stack.popLast() {
      total += 1
      levels = max(levels, level)
      if !hidden {
        if perDepth.count <= level { perDepth.append(0) }
        if level > 0 { perDepth[level] += 1 }
      }
      guard let node = scene[id] else { continue }
      let hides = hidden || (id != root && node.properties.collapsed)
      for child in node.children { stack.append((child, level + 1, hides)) }
    }
    let shown = perDepth.reduce(0, +) - (skipsRoot ? 1 : 0)
    guard shown > TreePlan.treeLines else { return }
    // A board's summary is its own, said whatever its length.
    summaryLevels = isBoard ? nil : levels
    lineLimit = TreePlan.treeLines
    // The deepest level whose lines, with those above, fit; at least the first. Top levels that
    // show little (a changelog's one heading over its 93 versions) let the next level in, cut
    // at the line limit.
    var lines = perDepth[0] + (perDepth.count > 1 ? perDepth[1] : 0)
    var fits = 1
    for level in 2..<max(2, perDepth.count) {
      if lines + perDepth[level] > TreePlan.treeLines { break }
      lines += perDepth[level]
      fits = level
    }
    if lines < TreePlan.treeLines / 3, fits + 1 < perDepth.count { fits += 1 }
    depth = fits
  }
}
