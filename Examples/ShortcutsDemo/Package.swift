// swift-tools-version: 6.1
import PackageDescription

// An app-like package that uses hig-gen the way a consumer would: it depends on the
// hig-gen package and applies HIGGenPlugin to its own target, whose guideline file
// (bookmarks-shortcuts.md) becomes Swift constants while the target builds.
let package = Package(
    name: "ShortcutsDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A consumer elsewhere writes .package(url: "https://…/hig-gen.git", from: "…").
        .package(name: "hig-gen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ShortcutsDemo",
            plugins: [.plugin(name: "HIGGenPlugin", package: "hig-gen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
