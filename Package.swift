// swift-tools-version: 6.1
import PackageDescription

// `make dist` sets HIG_GEN_COMMIT (a git hash) so `hig-gen --version` names the commit; only
// CHIGBuildInfo sees the define, so a dist build recompiles one C file for it.
let buildCommitDefine: [CSetting] =
    Context.environment["HIG_GEN_COMMIT"].map { commit in
        !commit.isEmpty && commit.allSatisfy(\.isHexDigit) ? [.define("HIG_GEN_COMMIT", to: "\"\(commit)\"")] : []
    } ?? []

// Stages point one way: HIGModel (no cmark) ← HIGMarkdown (the only cmark user)
// ← HIGJSON, HIGSwift, HIGSite (emitters) ← HIGGenKit (commands) ← hig-gen-core; the linter
// (HIGLint*, HIGLintKit, HIGGenLintCommands) joins in hig-gen. HIGGenPlugin runs hig-gen-core at
// build time; HIGShortcuts is our own Content/ as constants.
let package = Package(
    name: "hig-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig-gen", targets: ["hig-gen"]),
        .library(name: "HIGModel", targets: ["HIGModel"]),
        .library(name: "HIGShortcuts", targets: ["HIGShortcuts"]),
        .plugin(name: "HIGGenPlugin", targets: ["HIGGenPlugin"]),
        .plugin(name: "HIGGenLintPlugin", targets: ["HIGGenLintPlugin"]),
        .plugin(name: "HIGGenLint", targets: ["HIGGenLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
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
        // cmark-gfm's allocator while a document is parsed and read: chunks freed at once.
        .target(name: "CMarkArena"),
        // The one parallel map: results in the items' order on every core (HIGModel and up).
        .target(name: "HIGParallel"),
        .target(name: "HIGModel", dependencies: ["HIGParallel"]),
        // The commands' own diagnostic ids (config files, outputs, code and table agreement), and
        // the whole catalog, the model's ids included.
        .target(name: "HIGCommandCatalog", dependencies: ["HIGModel"]),
        // YAML with a bound on its aliases, for every YAML hig-gen reads.
        .target(name: "HIGYAML", dependencies: ["HIGModel", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "HIGMarkdown",
            dependencies: [
                "HIGModel", "HIGParallel", "HIGYAML", "CCmarkGFM", "CMarkArena", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The byte buffer every emitter writes into, and the one escaper for HTML and for Swift
        // string literals (JSON's is HIGJSON's own: no other target writes JSON by hand).
        .target(name: "HIGBytes"),
        .target(name: "HIGJSON", dependencies: ["HIGModel", "HIGBytes"]),
        .target(name: "HIGSwift", dependencies: ["HIGModel", "HIGBytes"]),
        .target(name: "HIGSite", dependencies: ["HIGModel", "HIGBytes"]),
        // Writes Templates/ into HIGSite/Generated and Content/ into HIGBuiltIn/Generated (run
        // by `make`), so the site templates and the built-in rulebook work wherever hig-gen
        // runs. Committed files rather than a build plugin: SwiftPM runs no build plugins for
        // targets built as another plugin's tool, and hig-gen-core is HIGGenPlugin's tool.
        // With --compiled it also compiles Content/ and writes the rulebook precompiled.
        .executableTarget(name: "embed-files", dependencies: ["HIGModel", "HIGBytes", "HIGMarkdown", "HIGRulebookCode"]),
        // A compiled rulebook as compact bytes: the built-in one travels precompiled.
        .target(name: "HIGRulebookCode", dependencies: ["HIGModel"]),
        // Content/ compiled into the binary: the rulebook every command uses by default.
        .target(name: "HIGBuiltIn", dependencies: ["HIGMarkdown", "HIGModel", "HIGRulebookCode"]),
        // The commit a dist build was made from, for `--version` (see buildCommitDefine above).
        .target(name: "CHIGBuildInfo", cSettings: buildCommitDefine),
        // Every report format, one file each (human, xcode, json, sarif, github, junit): how
        // each command prints diagnostics.
        .target(name: "HIGReport", dependencies: ["HIGModel", "HIGCommandCatalog", "HIGLint", "HIGJSON", "HIGBytes"]),
        // `--emit docc`: the app's shortcut reference as a DocC article (HIGModel only).
        .target(name: "HIGDocC", dependencies: ["HIGModel"]),
        .target(
            name: "HIGGenKit",
            dependencies: [
                "HIGModel", "HIGCommandCatalog", "HIGMarkdown", "HIGJSON", "HIGSwift", "HIGSite", "HIGBuiltIn", "HIGLint",
                "CHIGBuildInfo",
                "HIGDocC", "HIGBytes", "HIGParallel", "HIGReport", "HIGYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The linter's library below its commands, no argument parsing: an app's table made from
        // its code and compared with it, baselines, explanations and the reference pages.
        .target(
            name: "HIGLintKit",
            dependencies: [
                "HIGGenKit", "HIGCommandCatalog", "HIGLint", "HIGLintManifest", "HIGLintSwift", "HIGLintInterfaceBuilder",
                "HIGMarkdown", "HIGModel", "HIGJSON", "HIGParallel", "HIGReport", "HIGSwift",
            ]),
        // The linter's commands: parse the arguments, read the app's inputs, call HIGLintKit, print.
        .target(
            name: "HIGGenLintCommands",
            dependencies: [
                "HIGGenKit", "HIGLintKit", "HIGCommandCatalog", "HIGLint", "HIGLintManifest", "HIGLintSwift",
                "HIGLintInterfaceBuilder", "HIGLintProject", "HIGMarkdown", "HIGModel", "HIGJSON", "HIGParallel", "HIGReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "hig-gen",
            dependencies: ["HIGGenKit", "HIGGenLintCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The same commands without the linter: the build plugin's tool, free of swift-syntax.
        .executableTarget(
            name: "hig-gen-core",
            dependencies: ["HIGGenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .plugin(name: "HIGGenPlugin", capability: .buildTool(), dependencies: ["hig-gen-core"]),
        // The linter on every build, and as `swift package hig-gen-lint [--fix]` (Docs/Plugin.md).
        // Both run the full hig-gen, so an app that applies them from source builds
        // swift-syntax; HIGGenPlugins/ offers them with the prebuilt binary instead.
        .plugin(name: "HIGGenLintPlugin", capability: .buildTool(), dependencies: ["hig-gen"]),
        .plugin(
            name: "HIGGenLint",
            capability: .command(
                intent: .custom(verb: "hig-gen-lint", description: "Check the package's keyboard shortcuts"),
                permissions: [.writeToPackageDirectory(reason: "--fix rewrites shortcuts in place")]),
            dependencies: ["hig-gen"], path: "Plugins/HIGGenLintCommand"),
        // Content/ as Swift constants, generated by the plugin (see Sources/HIGShortcuts/.hig-gen.json).
        .target(name: "HIGShortcuts", plugins: ["HIGGenPlugin"]),
        // The linter: HIGLint is the rule engine (HIGModel, HIGBytes and HIGParallel only, so it builds fast); app
        // manifests (JSON or YAML) keep the line and column of every value; HIGLintSwift reads
        // Swift sources with swift-syntax, a real parser, and only it pays for that build.
        .target(name: "HIGLint", dependencies: ["HIGModel", "HIGBytes", "HIGParallel"]),
        .target(
            name: "HIGLintManifest", dependencies: ["HIGLint", "HIGModel", "HIGYAML", .product(name: "Yams", package: "Yams")]),
        // Interface Builder menus, read from the XML without an XML library (see NOTES on libxml2).
        .target(name: "HIGLintInterfaceBuilder", dependencies: ["HIGLint", "HIGModel"]),
        // Which files make up each target of the app, on which platforms: Xcode projects,
        // XcodeGen's project.yml and Package.swift (read with the Swift parser, never run).
        .target(
            name: "HIGLintProject",
            dependencies: [
                "HIGLint", "HIGModel", "HIGYAML", .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .target(
            name: "HIGLintSwift",
            dependencies: [
                "HIGLint", "HIGModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "HIGCommandCatalog"]),
        .testTarget(name: "HIGParallelTests", dependencies: ["HIGParallel"]),
        .testTarget(name: "HIGBytesTests", dependencies: ["HIGBytes"]),
        .testTarget(name: "HIGBuiltInTests", dependencies: ["HIGBuiltIn", "HIGMarkdown", "HIGModel", "HIGRulebookCode"]),
        .testTarget(
            name: "HIGLintTests",
            dependencies: [
                "HIGLint", "HIGLintManifest", "HIGLintSwift", "HIGLintInterfaceBuilder", "HIGLintProject", "HIGModel",
                "HIGMarkdown", "HIGBuiltIn", "HIGGenKit", "HIGLintKit",
            ]),
        .testTarget(
            name: "HIGMarkdownTests",
            dependencies: ["HIGMarkdown", "HIGModel", "CMarkArena"]
        ),
        .testTarget(
            name: "HIGLintKitTests",
            dependencies: ["HIGLintKit", "HIGCommandCatalog", "HIGGenKit", "HIGLint", "HIGLintSwift", "HIGBuiltIn", "HIGModel"]),
        .testTarget(
            name: "HIGGenKitTests",
            dependencies: ["HIGGenKit", "HIGCommandCatalog", "HIGJSON", "HIGLintKit", "HIGSite", "HIGReport", "hig-gen"]),
        .testTarget(
            name: "HIGSwiftTests", dependencies: ["HIGSwift", "HIGBytes", "HIGMarkdown", "HIGModel"], exclude: ["Expected"]
        ),
        .testTarget(
            name: "HIGDocCTests", dependencies: ["HIGDocC", "HIGMarkdown", "HIGModel"], exclude: ["Expected"]),
        .testTarget(name: "HIGShortcutsTests", dependencies: ["HIGShortcuts", "HIGMarkdown", "HIGModel"]),
        // swift-mustache is the test oracle: the site engine must render what it renders.
        .testTarget(
            name: "HIGSiteTests",
            dependencies: [
                "HIGSite", "HIGBytes", "HIGModel", "HIGMarkdown", .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Expected"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target exists only for `make fuzz`, which sets HIG_GEN_FUZZ=1 and builds it
// with -sanitize=fuzzer; without libFuzzer's runtime it could not link.
if Context.environment["HIG_GEN_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(name: "hig-gen-fuzz", dependencies: ["HIGMarkdown", "HIGModel"], path: "Fuzz/FrontEndFuzzer"))
    package.products.append(.executable(name: "hig-gen-fuzz", targets: ["hig-gen-fuzz"]))
}
