import Foundation
import HIGLint
import HIGLintManifest
import HIGLintSwift
import HIGMarkdown
import HIGModel

/// The package's own guidelines and helpers that lint a manifest or a Swift file in memory.
enum Lint {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// `Content/`, compiled once.
    static let rulebook: Rulebook = RulebookCompiler.compile(paths: [path("Content")]).rulebook

    static func manifest(_ yaml: String, levels: [String: RuleLevel] = [:]) -> [Diagnostic] {
        let manifest = ManifestReader.parse(yaml, file: "shortcuts.yml")
        return LintSettings(givenLevels: levels).lint(
            manifest.shortcuts, readerDiagnostics: manifest.diagnostics, inputLevels: manifest.levels, against: rulebook)
    }

    /// One manifest row.
    static func row(_ title: String, _ shortcut: String, extra: String = "") -> [Diagnostic] {
        manifest("shortcuts:\n  - title: \(title)\n    shortcut: \"\(shortcut)\"\n" + extra)
    }

    static func swift(_ source: String, levels: [String: RuleLevel] = [:]) -> [Diagnostic] {
        let declarations = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        return LintSettings(givenLevels: levels).lint(declarations, against: rulebook)
    }

    /// One SwiftUI button with a shortcut modifier.
    static func button(_ title: String, _ arguments: String) -> [Diagnostic] {
        swift("struct V: View { var body: some View { Button(\"\(title)\") {}.keyboardShortcut(\(arguments)) } }")
    }

    /// A button in a menu of the app's `Commands`: a menu command, not a control in a view.
    static func menuButton(_ title: String, _ arguments: String) -> [Diagnostic] {
        swift(
            "struct C: Commands { var body: some Commands { CommandMenu(\"Menu\") { Button(\"\(title)\") {}.keyboardShortcut(\(arguments)) } } }"
        )
    }
}

extension Array where Element == Diagnostic {
    var ids: [String] { map(\.id) }
}
