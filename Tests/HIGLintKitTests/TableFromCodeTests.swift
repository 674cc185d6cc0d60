import Foundation
import HIGBuiltIn
import HIGCommandCatalog
import HIGLint
import HIGLintSwift
import HIGModel
import Testing

@testable import HIGLintKit

/// `init --from` and `check --against`, called as a library: the table made from the code
/// agrees with it, and a table that lacks a command or names another key is found out at the
/// code's line.
@Suite struct TableFromCodeTests {
    static let source = """
        import SwiftUI

        struct CanvasCommands: Commands {
            var body: some Commands {
                CommandMenu("Canvas") {
                    Button("Export as PDF") {}.keyboardShortcut("e", modifiers: [.command, .option])
                    Button("Clear Canvas") {}.keyboardShortcut("k")
                }
            }
        }
        """

    /// The code in `scratch`, read as `init --from` reads it.
    static func code(in scratch: Scratch) throws -> TableFromCode {
        let file = try scratch.write("CanvasCommands.swift", source)
        let declarations = SwiftShortcutScanner.scan(source: source, path: file)
        return TableFromCode(
            root: scratch.url.path, read: (declarations, [], [:], []), settings: LintSettings(),
            rulebook: BuiltInRulebook.rulebook)
    }

    static func appTable(_ rows: String) -> String {
        "---\nkind: app\n---\n| Keyboard shortcut | Title | Action |\n|---|---|---|\n" + rows
    }

    @Test func theTableMadeFromTheCodeAgreesWithIt() throws {
        let scratch = try Scratch()
        let code = try Self.code(in: scratch)
        #expect(code.declarations.count == 2)
        let table = code.table(appName: code.appName, folder: scratch.url.path)
        #expect(table.summary == "2 commands from 2 declarations")
        let path = try scratch.write("shortcuts.md", table.markdown)
        #expect(TableAgreement.check(code.declarations, against: path) == [])
    }

    @Test func aCommandTheTableLacksIsAnErrorAtTheCode() throws {
        let scratch = try Scratch()
        let code = try Self.code(in: scratch)
        let path = try scratch.write("shortcuts.md", Self.appTable("| Command-K | Clear Canvas | Clear the canvas. |\n"))
        let found = TableAgreement.check(code.declarations, against: path)
        #expect(found.map(\.id) == [DiagnosticKind.agreementNotInTable.id])
        #expect(found.first?.location.file.hasSuffix("CanvasCommands.swift") == true)
        #expect(found.first?.location.line == 6)
    }

    @Test func aRowWithAnotherShortcutIsAnError() throws {
        let scratch = try Scratch()
        let code = try Self.code(in: scratch)
        let path = try scratch.write(
            "shortcuts.md",
            Self.appTable("| Shift-Command-E | Export as PDF | Export the canvas. |\n| Command-K | Clear Canvas | Clear it. |\n"))
        let found = TableAgreement.check(code.declarations, against: path)
        #expect(found.map(\.id) == [DiagnosticKind.agreementShortcutDiffers.id])
        #expect(found.first?.location.line == 6)
    }

    @Test func aTableThatIsNotThereIsSaidSo() throws {
        let scratch = try Scratch()
        let code = try Self.code(in: scratch)
        let found = TableAgreement.check(code.declarations, against: scratch.url.appendingPathComponent("none.md").path)
        #expect(found.map(\.id) == [DiagnosticKind.inputNotFound.id])
    }

    @Test func theRootOfAProjectFileIsItsFolder() throws {
        let scratch = try Scratch()
        let manifest = try scratch.write("Package.swift", "// swift-tools-version: 6.0\n")
        #expect(TableFromCode.root(of: manifest) == scratch.url.path)
        #expect(TableFromCode.root(of: scratch.url.path + "/") == scratch.url.path)
    }
}
