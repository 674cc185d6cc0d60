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

    /// Manifest rows, in order.
    static func rows(_ rows: [(title: String, shortcut: String)]) -> [Diagnostic] {
        manifest("shortcuts:\n" + rows.map { "  - title: \($0.title)\n    shortcut: \"\($0.shortcut)\"\n" }.joined())
    }

    static func swift(_ source: String, levels: [String: RuleLevel] = [:]) -> [Diagnostic] {
        let declarations = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        return LintSettings(givenLevels: levels).lint(declarations, against: rulebook)
    }

    /// One SwiftUI button with a shortcut modifier.
    static func button(_ title: String, _ arguments: String) -> [Diagnostic] {
        swift("struct V: View { var body: some View { Button(\"\(title)\") {}.keyboardShortcut(\(arguments)) } }")
    }

    /// A button in a menu of the app's `Commands`: a menu command, not a control in a view;
    /// `besides` are buttons of the same menu declared before it.
    static func menuButton(_ title: String, _ arguments: String, besides: [(String, String)] = []) -> [Diagnostic] {
        let buttons = (besides + [(title, arguments)]).map { "Button(\"\($0.0)\") {}.keyboardShortcut(\($0.1))" }
        return swift(
            "struct C: Commands { var body: some Commands { CommandMenu(\"Menu\") { \(buttons.joined(separator: "; ")) } } }")
    }
}

extension Array where Element == Diagnostic {
    var ids: [String] { map(\.id) }
}
