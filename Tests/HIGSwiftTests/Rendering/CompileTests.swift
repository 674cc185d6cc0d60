import Foundation
import HIGModel
import Testing

@testable import HIGSwift

/// The generated Swift, compiled by the real compiler in Swift 6 mode with warnings as
/// errors, as a strict consumer would build it.
@Suite("Generated Swift compiles", .serialized)
struct CompileTests {
    @Test("Content/ type-checks, as public and as internal declarations")
    func content() throws {
        let folder = try ScratchFolder()
        for level in [SwiftOptions.AccessLevel.public, .internal] {
            let source = SwiftEmitter.generate(Fixtures.content, options: SwiftOptions(accessLevel: level)).source
            let file = try folder.write("\(level.rawValue)/\(SwiftEmitter.fileName)", source)
            try SwiftCompiler.run(
                SwiftCompiler.strict + ["-parse-as-library", "-typecheck", "-module-name", "HIGShortcuts", file.path],
                in: folder.url)
        }
    }

    @Test("hostile text becomes exact literals and hostile names compile; the program prints every string back")
    func hostile() throws {
        let rulebook = HostileRulebook.rulebook
        let generated = SwiftEmitter.generate(rulebook)
        let names = generated.diagnostics.map(\.id)
        #expect(names.contains("swift.leading-digit"))
        #expect(names.contains("swift.name-collision"))
        #expect(names.contains("swift.duplicate-id"))
        #expect(names.contains("swift.unusable-id"))
        #expect(names.contains("swift.name-from-qualifier"))
        let folder = try ScratchFolder()
        let library = try folder.write(SwiftEmitter.fileName, generated.source)
        let main = try folder.write("main.swift", HostileRulebook.probe)
        let program = folder.url.appendingPathComponent("probe").path
        try SwiftCompiler.run(
            SwiftCompiler.strict + ["-module-name", "Probe", library.path, main.path, "-o", program], in: folder.url)
        let printed = try Tool.run(program, [], in: folder.url)
        #expect(printed == HostileRulebook.expectedProbeOutput)
    }

    @Test("the generated file needs no Foundation")
    func noFoundation() {
        let source = SwiftEmitter.generate(HostileRulebook.rulebook).source
        #expect(!source.contains("import Foundation"))
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import UIKit", "import SwiftUI", "import AppKit"])
    }

    /// The UIKit, SwiftUI and AppKit bridge cannot be built on Linux. It is parsed with the
    /// rest of the file; here it is also type-checked against small stand-ins declaring the
    /// Apple API it uses, as the documentation gives it, once as on iOS (UIKit and SwiftUI)
    /// and once as on the Mac (AppKit and SwiftUI), with an app's namespace and the one-call
    /// uses the README shows.
    @Test("the bridge parses, and type-checks against stand-ins for UIKit, SwiftUI and AppKit")
    func bridge() throws {
        let folder = try ScratchFolder()
        let app = Rulebook(
            documents: [Rulebook.Document(path: "app.md", title: "Sketchy", platforms: [.macOS], kind: .app)],
            entries: [
                Entry(
                    shortcut: Shortcut(key: .k, modifiers: [.shift, .command]), action: "Save as PDF.", table: .custom,
                    platforms: [.macOS], source: SourceLocation(file: "app.md", line: 3), id: "exportAsPDF",
                    title: "Export as PDF", menu: "File")
            ])
        let uses = """
            @MainActor func uses(_ button: Button) {
                _ = button.keyboardShortcut(Sketchy.exportAsPDF)
                _ = Sketchy.entry(id: "exportAsPDF")?.shortcut.glyphs
                #if canImport(UIKit)
                    _ = Sketchy.exportAsPDF.keyCommand(action: Selector("export"))
                #endif
                #if canImport(AppKit)
                    _ = Sketchy.exportAsPDF.menuItem(action: Selector("export"))
                #endif
            }
            """
        for (rulebook, namespace) in [(Fixtures.content, nil), (app, "Sketchy")] as [(Rulebook, String?)] {
            let source = SwiftEmitter.generate(rulebook, options: SwiftOptions(namespace: namespace)).source
            let parsed = try folder.write("parsed.swift", source)
            try SwiftCompiler.run(["-parse", parsed.path], in: folder.url)
            for frameworks in [["UIKit", "SwiftUI"], ["AppKit", "SwiftUI"]] {
                var bridged = source
                for (condition, module) in [
                    (BridgingRenderer.uiKitCondition, "UIKit"), (BridgingRenderer.swiftUICondition, "SwiftUI"),
                    (BridgingRenderer.appKitCondition, "AppKit"),
                ] {
                    bridged = bridged.replacingOccurrences(
                        of: condition, with: frameworks.contains(module) ? "canImport(\(module))" : "false")
                }
                let modules = folder.url.appendingPathComponent(frameworks.joined())
                try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
                for module in frameworks {
                    let stub = [
                        "UIKit": AppleStandIns.uiKit, "SwiftUI": AppleStandIns.swiftUI, "AppKit": AppleStandIns.appKit,
                    ][module]!
                    let file = try folder.write("\(module).swift", stub)
                    try SwiftCompiler.run(
                        SwiftCompiler.strict + [
                            "-parse-as-library", "-emit-module", "-module-name", module, file.path, "-emit-module-path",
                            modules.appendingPathComponent("\(module).swiftmodule").path,
                        ], in: folder.url)
                }
                let file = try folder.write("bridged.swift", bridged + (namespace == nil ? "" : "\n" + uses))
                try SwiftCompiler.run(
                    SwiftCompiler.strict + ["-parse-as-library", "-typecheck", "-I", modules.path, file.path],
                    in: folder.url)
            }
        }
    }

    @Test("an app's rows in their namespace: entries, entry(id:), ids, menus, AppKit key equivalents, no HIG")
    func appNamespaceRuns() throws {
        let app = Rulebook(
            documents: [Rulebook.Document(path: "app.md", title: "Sketchy", platforms: [.macOS], kind: .app)],
            entries: [
                Entry(
                    shortcut: Shortcut(key: .k, modifiers: [.shift, .command]), action: "Save as PDF.", table: .custom,
                    platforms: [.macOS], source: SourceLocation(file: "app.md", line: 3), id: "exportAsPDF",
                    title: "Export as PDF", menu: "File ▸ Export"),
                Entry(
                    shortcut: Shortcut(key: .forwardSlash, modifiers: [.shift, .command], keySpelling: .upper),
                    action: "Show the app's help.", table: .custom, platforms: [.macOS],
                    source: SourceLocation(file: "app.md", line: 4), title: "Sketchy Help"),
                Entry(
                    shortcut: Shortcut(key: .f5, modifiers: [.option]), action: "Play the animation.", table: .custom,
                    platforms: [.macOS], source: SourceLocation(file: "app.md", line: 5)),
            ])
        let generated = SwiftEmitter.generate(app, options: SwiftOptions(namespace: "Sketchy"))
        #expect(!generated.source.contains("enum HIG {"), "an app's table alone needs no HIG")
        let folder = try ScratchFolder()
        let library = try folder.write(SwiftEmitter.fileName, generated.source)
        let main = try folder.write(
            "main.swift",
            """
            for entry in Sketchy.entries {
                let key = entry.shortcut.appKitKeyEquivalent.map { $0.unicodeScalars.map { String($0.value, radix: 16) } }
                print(entry.id, entry.discoverabilityTitle, entry.menu ?? "-", key ?? [], entry.shortcut.writtenModifiers)
            }
            print(Sketchy.entry(id: "exportAsPDF")?.shortcut.glyphs ?? "missing", Sketchy.sketchyHelp.shortcut.glyphs)
            """)
        let program = folder.url.appendingPathComponent("app").path
        try SwiftCompiler.run(
            SwiftCompiler.strict + ["-module-name", "App", library.path, main.path, "-o", program], in: folder.url)
        let printed = try Tool.run(program, [], in: folder.url)
        #expect(
            printed == """
                exportAsPDF Export as PDF File ▸ Export ["6b"] [Shift, Command]
                custom.command-question-mark Sketchy Help - ["3f"] [Command]
                custom.option-f5 Play the animation - ["f708"] [Option]
                ⇧⌘K ⌘?

                """)
    }
}
