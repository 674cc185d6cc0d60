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
            #"item.keyEquivalent = "k""#,
            "let hotKey = HotKey(key: .k, modifiers: [.command, .option])",
            "let s = KeyboardShortcuts.Shortcut(.k, modifiers: [.command])",
            "let grab = Self(\"grab\", default: .init(carbonKeyCode: kVK_ANSI_3, carbonModifiers: cmdKey | shiftKey))",
            "let m = MASShortcut(keyCode: kVK_ANSI_K, modifierFlags: [.command])",
            #"menu.addItem(item("Sign Out", action: nil, key: "q", modifiers: [.command, .shift]))"#,
            #"keys.append(make(title: "Find", input: "f", modifiers: .command))"#,
        ])
    func aFileNamingAnAPIIsRead(source: String) {
        #expect(SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
        #expect(!SwiftShortcutScanner.scan(source: source, path: "App.swift").isEmpty)
    }

    @Test func aFileWithoutOneIsSkipped() {
        let model = "struct Library { var songs: [Song] = []; func sorted() -> [Song] { songs.sorted() } }"
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts(Array(model.utf8)))
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts([]))
    }
}
