import Testing

/// Batch command lines take a quick path past the argument parser; it must mean exactly what
/// the parser means, and leave every mistake to the parser's errors.
@Suite("The quick argument path agrees with the argument parser")
struct ArgumentTests {
  /// `dnd run ...` always goes through the parser, so it is the reference.
  @Test(
    "the same flags give the same output and status on both paths",
    arguments: [
      ["--json", "--demo", "two-views", "seed000-two-views.dnd"],
      ["--screen-reader", "--demo", "kanban", "kanban-keyboard.dnd"],
      ["--mode", "visual", "--no-color", "--echo", "--demo", "two-views", "seed000-two-views.dnd"],
      ["--mode", "json", "--keep-going", "--no-history", "keep-going.dnd"],
      ["--keep-going", "errors-stop.dnd", "editing.dnd"],
    ])
  func samePaths(arguments: [String]) throws {
    let quick = try DND.run(arguments)
    let parsed = try DND.run(["run"] + arguments)
    #expect(quick == parsed)
    #expect(!quick.stdout.isEmpty)
  }

  @Test("conflicting, unknown or malformed flags still get the parser's usage errors (exit 2)")
  func mistakes() throws {
    let conflicting = try DND.run(["--json", "--screen-reader", "seed000-two-views.dnd"])
    #expect(conflicting.status == 2)
    #expect(conflicting.stderr.contains("choose one of --mode, --screen-reader and --json"))
    let demo = try DND.run(["--demo", "nope", "seed000-two-views.dnd"])
    #expect(demo.status == 2)
    #expect(demo.stderr.contains("no demo named 'nope'"))
    let mode = try DND.run(["--mode", "loud", "seed000-two-views.dnd"])
    #expect(mode.status == 2)
    let both = try DND.run(["--scene", "x.json", "--demo", "kanban", "seed000-two-views.dnd"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("give either --scene or --demo, not both"))
    let missingValue = try DND.run(["seed000-two-views.dnd", "--demo"])
    #expect(missingValue.status == 2)
  }

  @Test("DND_SCREEN_READER picks screen-reader output on the quick path, and a flag overrides it")
  func environment() throws {
    let spoken = try DND.run(["--demo", "two-views", "seed000-two-views.dnd"], environment: ["DND_SCREEN_READER": "1"])
    let flagged = try DND.run(["--screen-reader", "--demo", "two-views", "seed000-two-views.dnd"])
    #expect(spoken == flagged)
    let json = try DND.run(
      ["--json", "--demo", "two-views", "seed000-two-views.dnd"], environment: ["DND_SCREEN_READER": "1"])
    #expect(json.stdout.hasPrefix("{"))
  }
}

/// What a newcomer types first.
@Suite("Version and help")
struct VersionAndHelpTests {
  @Test("dnd --version prints the version; dnd help prints the help, both exit 0")
  func versionAndHelp() throws {
    let version = try DND.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("dnd 0."), "\(version.stdout)")
    let help = try DND.run(["help"])
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains("USAGE: dnd"))
  }
}
