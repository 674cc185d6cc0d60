// swift-tools-version: 6.1
import PackageDescription

// ShortcutsDemo again, with the plugin from HIGGenPlugins: its tool is the prebuilt hig-gen in
// an artifact bundle, so a clean build compiles this target and nothing of hig-gen.
let package = Package(
    name: "BinaryPluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A consumer elsewhere writes .package(url: "https://…/hig-gen-plugins.git", from: "…").
        .package(name: "HIGGenPlugins", path: "../../HIGGenPlugins")
    ],
    targets: [
        .executableTarget(
            name: "BinaryPluginDemo",
            plugins: [.plugin(name: "HIGGenPlugin", package: "HIGGenPlugins")]
        )
    ],
    swiftLanguageModes: [.v6]
)
