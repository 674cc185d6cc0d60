import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Two items of a SwiftUI menu bar on one key: the first takes the key. Two different commands
/// enabled together lose one of them (an error); one command listed twice leaves only the menu
/// bar wrong (a note); two commands the code enables in different states lose a key only in some
/// states (a warning that says which premise is unproven).
@Suite struct MenuBarListingTests {
    private func duplicates(_ items: String) -> [Diagnostic] {
        let source = "struct C: Commands { var body: some Commands {\n" + items + "\n} }\n"
        return LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: "C.swift"), against: Lint.rulebook)
            .filter { $0.id == "duplicate-shortcut" }
    }

    /// macreader lists Quick Open… in its Go menu and again in the Window menu: either item
    /// opens it, so only the menu bar shows the key twice.
    @Test func oneCommandListedTwiceIsANote() {
        let found = duplicates(
            #"""
            CommandMenu("Go") { Button("Quick Open...") {}.keyboardShortcut("k") }
            CommandGroup(after: .windowArrangement) { Button("Quick Open...") {}.keyboardShortcut("k") }
            """#)
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("list one command twice") == true)
        #expect(found.first?.message.contains("both are one command, so the key still runs it") == true)
    }

    /// Mac App Locker puts Preferences… in place of the settings group and gives its Settings
    /// window scene Command-Comma too: two titles for the standard command, two items.
    @Test func twoTitlesOfTheStandardCommandAreOneCommandListedTwice() {
        let source = #"""
            @main struct A: App { var body: some Scene {
                WindowGroup { V() }.commands { CommandGroup(replacing: .appSettings) { Button("Preferences...") {}.keyboardShortcut(",") } }
                Window("Settings", id: "settings") { S() }.keyboardShortcut(",")
            } }
            """#
        let found = LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: "A.swift"), against: Lint.rulebook)
            .filter { $0.id == "duplicate-shortcut" }
        #expect(found.map(\.severity) == [.warning])
    }

    /// macreader's Article and Library menus share keys, each item disabled while its own
    /// selection is empty: both are enabled only in some states.
    @Test func commandsTheCodeDisablesInSomeStatesAreAWarning() {
        let found = duplicates(
            #"""
            CommandMenu("Article") { Button("Toggle Bookmark") {}.keyboardShortcut("b").disabled(article == nil) }
            CommandMenu("Library") { Button("Toggle Library Bookmark") {}.keyboardShortcut("b").disabled(item == nil) }
            """#)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("its code disables 'Toggle Bookmark' in some states") == true)
    }

    /// Two different commands, both enabled (`.disabled(false)` disables nothing): an error.
    @Test func twoDifferentCommandsEnabledTogetherAreAnError() {
        let found = duplicates(
            #"""
            CommandMenu("Article") { Button("Toggle Bookmark") {}.keyboardShortcut("b").disabled(false) }
            CommandMenu("Library") { Button("Add to Library") {}.keyboardShortcut("b") }
            """#)
        #expect(found.map(\.severity) == [.error])
    }
}
