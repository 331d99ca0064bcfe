// swift-tools-version: 6.1
// libFuzzer targets: its own package, so the main build and tests never compile it. Build and
// run them with scripts/fuzz, which adds -sanitize=fuzzer,address to every Swift module so the
// library code is instrumented too.
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

func fuzzTarget(_ name: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      .product(name: "DragDropKit", package: root), .product(name: "DragDropFormats", package: root),
      .product(name: "DragDropCommands", package: root), "FuzzSupport",
    ] + (name == "FuzzOutline" ? ["CCmarkGFM"] : []),
    path: "Sources/\(name)")
}

let package = Package(
  name: "DragDropFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
    // cmark-gfm's C library, FuzzOutline's second oracle (scripts/setup --test installs it). No
    // pkg-config: Debian's libcmark-gfm.pc also links the extensions library, whose unversioned
    // libcmark-gfm-extensions.so only its -dev package has, and no extension is used.
    .systemLibrary(name: "CCmarkGFM", path: "Sources/CCmarkGFM", providers: [.apt(["libcmark-gfm-dev"])]),
  ]
    + ["FuzzParser", "FuzzSceneFile", "FuzzSession", "FuzzSettings", "FuzzBoard", "FuzzOutline"].map(fuzzTarget)
)
