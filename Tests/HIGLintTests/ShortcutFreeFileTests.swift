import Testing

@testable import HIGLintSwift

/// Files that name none of the APIs the reader looks for are not parsed at all; every API
/// the reader knows keeps its file in.
@Suite struct ShortcutFreeFileTests {
    @Test(
        arguments: [
            #"Button("Save") {}.keyboardShortcut("s")"#, #"static let find = KeyboardShortcut("f")"#,
            #"UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))"#,
            #"let item = NSMenuItem(title: "Find", action: nil, keyEquivalent: "f")"#,
            #"menu.addItem(withTitle: "Find", action: nil, keyEquivalent: "f")"#,
            "item.keyEquivalentModifierMask = [.command]",
        ])
    func aFileNamingAnAPIIsRead(source: String) {
        #expect(SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
    }

    @Test func aFileWithoutOneIsSkipped() {
        let model = "struct Library { var songs: [Song] = []; func sorted() -> [Song] { songs.sorted() } }"
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts(Array(model.utf8)))
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts([]))
    }
}
