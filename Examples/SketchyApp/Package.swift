// swift-tools-version: 6.1
import PackageDescription

// An app whose own shortcut table (Sources/Sketchy/shortcuts.md) is the single source of
// truth: HIGGenPlugin checks each row against the built-in rulebook while the target builds
// (findings appear at the row's line) and generates the `SketchyShortcuts` constants named in
// Sources/Sketchy/.hig-gen.json.
let package = Package(
    name: "SketchyApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A consumer elsewhere writes .package(url: "https://…/hig-gen.git", from: "…").
        .package(name: "hig-gen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Sketchy",
            plugins: [.plugin(name: "HIGGenPlugin", package: "hig-gen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
