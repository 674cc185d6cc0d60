// swift-tools-version: 6.1
import PackageDescription

// hig-gen's plugins backed by the prebuilt hig-gen, as SwiftLintPlugins does it: the plugin's tool is
// a binary target (an artifact bundle), so a package that applies it compiles nothing of
// hig-gen. The plugin's source is the main package's (a symbolic link); only its tool differs.
//
// `make dist` writes hig-gen.artifactbundle here (the tests write one from the debug build).
// A release replaces `path:` with the url of the zip and the checksum `make dist` prints:
//     .binaryTarget(name: "hig-gen", url: "https://…/hig-gen.artifactbundle.zip", checksum: "…")
let package = Package(
    name: "HIGGenPlugins",
    products: [
        .plugin(name: "HIGGenPlugin", targets: ["HIGGenPlugin"]),
        .plugin(name: "HIGGenLintPlugin", targets: ["HIGGenLintPlugin"]),
        .plugin(name: "HIGGenLint", targets: ["HIGGenLint"]),
    ],
    targets: [
        .binaryTarget(name: "hig-gen", path: "hig-gen.artifactbundle"),
        .plugin(name: "HIGGenPlugin", capability: .buildTool(), dependencies: ["hig-gen"]),
        .plugin(name: "HIGGenLintPlugin", capability: .buildTool(), dependencies: ["hig-gen"]),
        .plugin(
            name: "HIGGenLint",
            capability: .command(
                intent: .custom(verb: "hig-gen-lint", description: "Check the package's keyboard shortcuts"),
                permissions: [.writeToPackageDirectory(reason: "--fix rewrites shortcuts in place")]),
            dependencies: ["hig-gen"], path: "Plugins/HIGGenLintCommand"),
    ]
)
