import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// A context menu's items take their keys only while it is open. SwiftUI apps often build the
/// items elsewhere: in a function or property of the view (hyperwhisper's
/// `contextMenuItems(for:)`), or in a view of their own made inside the menu (PortKiller's
/// `PortContextMenu`, in another file). Those buttons are the menu's items too.
@Suite struct ContextMenuContentTests {
    private func read(_ files: [(String, String)]) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        return FileShortcuts.join(files.map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) })
    }

    @Test func aFunctionOnlyContextMenusShowBuildsTheirItems() {
        let found = read([
            (
                "History.swift",
                #"""
                struct History: View {
                    @State var query = ""
                    var body: some View {
                        TextField("Search", text: $query)
                        List(items) { item in Text(item.name).contextMenu { menuItems(for: item) } }
                        toolbarButtons
                    }
                    func menuItems(for item: Item) -> some View {
                        Button("Delete") { remove(item) }.keyboardShortcut(.delete, modifiers: [])
                    }
                    var toolbarButtons: some View {
                        Button("Remove All") { removeAll() }.keyboardShortcut(.delete, modifiers: [])
                    }
                }
                """#
            )
        ])
        #expect(found.map(\.isInStandaloneMenu) == [true, false])
        #expect(found.first?.scope == .menu("the context menu at line 5 of History"))
        // Delete alone in a menu open while nobody types is fine; on the toolbar beside a field, not.
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.location.line) == [12])
    }

    /// Two items of one context menu on one key meet only a press made while it is open, which
    /// people seldom make: a warning that says so, never an error.
    @Test func twoItemsOfOneContextMenuOnOneKeyAreAWarning() {
        let found = read([
            (
                "Viewer.swift",
                #"""
                struct Viewer: View {
                    var body: some View {
                        Image("page").contextMenu {
                            Button("Show in Finder") { reveal() }.keyboardShortcut("r")
                            Button("Rotate") { rotate() }.keyboardShortcut("r")
                        }
                    }
                }
                """#
            )
        ])
        let duplicates = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.warning])
        #expect(duplicates.first?.message.contains("while the context menu") == true)
    }

    @Test func aViewMadeInsideAContextMenuInAnotherFileIsThatMenusItems() {
        let found = read([
            (
                "PortContextMenu.swift",
                #"""
                struct PortContextMenu: View {
                    var body: some View { killSection }
                    private var killSection: some View {
                        Button("Kill Process") { kill() }.keyboardShortcut(.delete, modifiers: [])
                    }
                }
                """#
            ),
            (
                "PortRow.swift",
                #"""
                struct PortRow: View {
                    @State var name = ""
                    var body: some View { TextField("Name", text: $name).contextMenu { PortContextMenu(port: port) } }
                }
                """#
            ),
        ])
        #expect(found.map(\.scope) == [.menu("the context menu of 'PortContextMenu'")])
        #expect(LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }.isEmpty)
    }
}
