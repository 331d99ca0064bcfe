// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DragDropKit",
  products: [
    .library(name: "DragDropKit", targets: ["DragDropKit"]),
    .library(name: "DragDropAnnouncements", targets: ["DragDropAnnouncements"]),
    .library(name: "DragDropTranslations", targets: ["DragDropTranslations"]),
    .library(name: "DragDropFormats", targets: ["DragDropFormats"]),
    .library(name: "DragDropCommands", targets: ["DragDropCommands"]),
    .executable(name: "dnd", targets: ["dnd"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
  ],
  targets: [
    // The pure engine: the Swift standard library only, no Foundation, no I/O.
    // Double.rounded() lowers to libm's round and floor, which Linux links only on request.
    .target(name: "DragDropKit", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The words: drag events become sentences at three verbosities. Standard library only.
    .target(name: "DragDropAnnouncements", dependencies: ["DragDropKit"]),
    // The 33 translations of the words, built from po/*.po while the package builds. A separate
    // product: an app that speaks English only leaves it out. Standard library only.
    .target(
      name: "DragDropTranslations", dependencies: ["DragDropKit", "DragDropAnnouncements"],
      plugins: ["TranslationTables"]),
    // The build step behind it: a catalog in, a Swift table out (Foundation: it runs on the build machine).
    .executableTarget(name: "TranslationTablesTool"),
    .plugin(name: "TranslationTables", capability: .buildTool(), dependencies: ["TranslationTablesTool"]),
    // File formats: the scene JSON and Markdown boards, bytes in, a scene out, and back. No I/O.
    .target(name: "DragDropFormats", dependencies: ["DragDropKit"]),
    // The command language, narration, renderers, file access and the settings file (TOML).
    .target(
      name: "DragDropCommands",
      dependencies: [
        "DragDropKit", "DragDropAnnouncements", "DragDropTranslations", "DragDropFormats",
        .product(name: "TOMLKit", package: "TOMLKit"),
      ],
      // TOMLKit imports Foundation. Without this, Foundation's String methods (contains,
      // range(of:)) would be chosen over the standard library's in every file here, and the
      // static dnd would carry Foundation's ICU data (34 MB) for them.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // GNU readline, linked only into the dnd executable.
    .systemLibrary(name: "CReadline", pkgConfig: "readline", providers: [.apt(["libreadline-dev"])]),
    .executableTarget(
      name: "dnd",
      dependencies: [
        "DragDropCommands",
        "DragDropAnnouncements",
        "DragDropTranslations",
        "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    // The embedding guide's example, built so that it cannot rot.
    .executableTarget(
      name: "EmbeddingExample", dependencies: ["DragDropKit", "DragDropAnnouncements"], path: "Examples/Embedding"),
    // The embedding guide's board example: a Markdown board opened and saved without the
    // command language.
    .executableTarget(name: "BoardExample", dependencies: ["DragDropKit", "DragDropFormats"], path: "Examples/Board"),
    // And its outline example: a Markdown outline, an item indented, written back in pieces.
    .executableTarget(
      name: "OutlineExample", dependencies: ["DragDropKit", "DragDropFormats"], path: "Examples/Outline"),
    .testTarget(
      name: "DragDropKitTests",
      dependencies: ["DragDropKit", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "DragDropAnnouncementsTests",
      dependencies: ["DragDropAnnouncements", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "DragDropCommandsTests",
      dependencies: [
        "DragDropCommands", "DragDropFormats", "DragDropTranslations",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DragDropFormatsTests",
      dependencies: ["DragDropFormats", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [],
      exclude: ["Golden", "Cases"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
