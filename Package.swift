// swift-tools-version: 6.1
import PackageDescription

// Stages point one way: HIGModel (no cmark) ← HIGMarkdown (the only cmark user)
// ← HIGJSON (emitter) ← HIGGenKit (commands) ← hig-gen (tiny executable).
let package = Package(
    name: "hig-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig-gen", targets: ["hig-gen"]),
        .library(name: "HIGModel", targets: ["HIGModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "HIGModel"),
        .target(
            name: "HIGMarkdown",
            dependencies: ["HIGModel", "CCmarkGFM", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "HIGJSON", dependencies: ["HIGModel"]),
        .target(
            name: "HIGGenKit",
            dependencies: [
                "HIGModel", "HIGMarkdown", "HIGJSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "hig-gen", dependencies: ["HIGGenKit"]),
        .testTarget(name: "HIGModelTests", dependencies: ["HIGModel"]),
        .testTarget(
            name: "HIGMarkdownTests",
            dependencies: ["HIGMarkdown", "HIGModel"]
        ),
        .testTarget(name: "HIGGenKitTests", dependencies: ["HIGGenKit", "HIGJSON", "hig-gen"]),
    ],
    swiftLanguageModes: [.v6]
)
