import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Shortcuts kept in `KeyboardShortcut` constants: a use takes the constant's keys across
/// files and keeps its own title and place; a used constant is not checked twice.
@Suite struct ConstantShortcutsTests {
    static let constants = """
        extension KeyboardShortcut {
            static let findInLibrary = KeyboardShortcut("f", modifiers: [.command, .option])
            static let showCalendar: KeyboardShortcut = .init("k", modifiers: [.command, .option])
        }
        """
    static let uses = """
        struct LibraryCommands: Commands {
            var body: some Commands {
                CommandMenu("Library") {
                    Button("Find in Library") {}.keyboardShortcut(.findInLibrary)
                    Button("Open Recent") {}.keyboardShortcut(.openRecent)
                }
            }
        }
        """

    @Test func aUseTakesTheConstantsKeysAndKeepsItsTitleAndPlace() throws {
        let read =
            SwiftShortcutScanner.scan(source: Self.constants, path: "Shortcuts.swift")
            + SwiftShortcutScanner.scan(source: Self.uses, path: "Commands.swift")
        #expect(read.compactMap(\.definesConstant) == ["findInLibrary", "showCalendar"])
        let resolved = ConstantShortcuts.resolve(read)
        let find = try #require(resolved.first { $0.title == "Find in Library" })
        #expect(find.shortcut?.words == "Option-Command-F")
        #expect(find.span.location.file == "Commands.swift" && find.span.location.line == 4)
        // The used constant is checked through its use; the unused one where it is declared.
        #expect(resolved.compactMap(\.definesConstant) == ["showCalendar"])
        #expect(resolved.first { $0.definesConstant == "showCalendar" }?.shortcut?.words == "Option-Command-K")
        // A constant no file declares stays unresolved, and says which constant it is.
        let open = try #require(resolved.first { $0.title == "Open Recent" })
        #expect(open.shortcut == nil && open.unresolvedReason?.contains("'.openRecent'") == true)
    }
}
