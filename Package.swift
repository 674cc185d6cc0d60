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

// MARK: - HTML cheat sheet (issue 4)
// Kept in its own section so that other stages can be added above without conflicts.
// HIGSite turns the rulebook into a documented view model and renders it with the Mustache
// templates in Templates/; the EmbedSiteTemplates plugin compiles a copy of Templates/ into
// HIGSite, so the built-in templates work wherever hig-gen runs.
package.dependencies.append(
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"))
package.targets.append(contentsOf: [
    .executableTarget(name: "embed-templates"),
    .plugin(name: "EmbedSiteTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
    .target(
        name: "HIGSite",
        dependencies: ["HIGModel", .product(name: "Mustache", package: "swift-mustache")],
        plugins: ["EmbedSiteTemplates"]),
    .testTarget(name: "HIGSiteTests", dependencies: ["HIGSite", "HIGModel", "HIGMarkdown"]),
])
// The command library writes the site as one of the build's outputs.
for target in package.targets where target.name == "HIGGenKit" || target.name == "HIGGenKitTests" {
    target.dependencies.append("HIGSite")
}
