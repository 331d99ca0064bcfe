// swift-tools-version: 6.1
// The benchmark suite: its own package, so the main build and tests never compile it.
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
  name: "DragDropBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "DragDropBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "DragDropKit", package: root),
        .product(name: "DragDropFormats", package: root),
        .product(name: "DragDropCommands", package: root),
      ],
      path: "Benchmarks/DragDropBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
