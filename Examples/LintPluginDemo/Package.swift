// swift-tools-version: 6.1
import PackageDescription

// A notes app that applies both lint plugins from HIGGenPlugins (the prebuilt hig-gen): every
// build checks its SwiftUI commands, its MainMenu.xib and its shortcuts.yml, and
// `swift package hig-gen-lint [--fix]` does the same on demand. `make test` builds it
// (scripts/check-lint-plugin-example.sh) and checks what a developer would see.
let package = Package(
    name: "LintPluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "HIGGenPlugins", path: "../../HIGGenPlugins")
    ],
    targets: [
        .executableTarget(
            name: "Notes",
            // The menu is Interface Builder XML: the linter reads it, the compiler does not.
            exclude: ["MainMenu.xib", "shortcuts.yml"],
            plugins: [.plugin(name: "HIGGenLintPlugin", package: "HIGGenPlugins")]
        )
    ],
    swiftLanguageModes: [.v6]
)
