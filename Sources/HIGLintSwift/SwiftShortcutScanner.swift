import Foundation
import HIGLint
import HIGModel
import SwiftParser
import SwiftSyntax

/// Finds the keyboard shortcuts a Swift file declares, with swift-syntax, a real parser:
/// SwiftUI `.keyboardShortcut(…)` and `KeyboardShortcut(…)`, UIKit `UIKeyCommand(…)`, AppKit
/// `NSMenuItem(…keyEquivalent:)` and `addItem(withTitle:action:keyEquivalent:)`.
///
/// What it cannot read without running the code (a variable key) becomes a declaration with
/// no shortcut and a reason, which the linter reports as a note.
public enum SwiftShortcutScanner {
    public static func scan(path: String) throws -> [AppShortcut] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return scan(source: String(decoding: data, as: UTF8.self), path: path)
    }

    public static func scan(source: String, path: String) -> [AppShortcut] {
        let tree = Parser.parse(source: source)
        let visitor = ShortcutVisitor(
            converter: SourceLocationConverter(fileName: path, tree: tree), path: path,
            ignores: IgnoreComments(source: source))
        visitor.walk(tree)
        return visitor.finish()
    }
}
