import HIGLint
import HIGLintInterfaceBuilder
import HIGLintSwift
import HIGModel
import Testing

/// Findings claim only what the code proves, and stand where the fix goes. Each case is a
/// pattern blind sets J and K (apps nobody had tuned on) showed wrong.
@Suite struct ClaimsTheCodeProvesTests {
    private func check(_ source: String, path: String = "App.swift") -> [Diagnostic] {
        LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: path), against: Lint.rulebook)
    }

    /// Sequel Ace's filter window takes Command-F for its filter: whether people want Find there
    /// is not in the code, so the finding says so, as a note.
    @Test func aWindowsControlOnAMenuCommandsKeyIsANote() throws {
        let found = check(
            #"""
            struct FiltersApp: App {
                var body: some Scene {
                    WindowGroup { FilterView() }
                        .commands { CommandMenu("Search") { Button("Find in Rows") {}.keyboardShortcut("f", modifiers: [.command, .option]) } }
                }
            }
            struct FilterView: View {
                var body: some View { Button("Apply Filter") {}.keyboardShortcut("f", modifiers: [.command, .option]) }
            }
            """#
        ).filter { $0.id == "duplicate-shortcut" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("hig-gen could not prove that people want 'Find in Rows' while 'FilterView' has focus"))
    }

    /// FlashSpace's settings button shows only a gear: it may well be Settings itself.
    @Test func aButtonNamedOnlyByItsImageMayBeTheStandardCommand() throws {
        let found = check(
            #"""
            struct Toolbar: View {
                var body: some View {
                    Text("Spaces").contextMenu { Button("Settings…") { open() }.keyboardShortcut(",") }
                    Button { open() } label: { Image(systemName: "gearshape") }.keyboardShortcut(",")
                }
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("its only title is an image's name"))
    }

    /// Clipchop's panel matches its `settings` name on Command-Comma: the name says it is Settings.
    @Test func aHotKeysNameSaysWhichCommandItIs() {
        let found = check(
            #"""
            extension KeyboardShortcuts.Name {
                static let settings = Self("settings", default: .init(.comma, modifiers: .command))
                static let archive = Self("archive", default: .init(.s, modifiers: .command))
                static let window = Self("window", default: .init(.w, modifiers: [.control, .option]))
            }
            func start() { KeyboardShortcuts.onKeyDown(for: .window) { showPanel() } }
            final class Panel: NSPanel {
                override func keyDown(with event: NSEvent) {
                    switch KeyboardShortcuts.Shortcut(event: event) {
                    case KeyboardShortcuts.Name.settings.shortcut: openSettings()
                    case KeyboardShortcuts.Name.archive.shortcut: archive()
                    default: super.keyDown(with: event)
                    }
                }
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.location.line) == [3])
        #expect(
            found.first?.message.hasPrefix(
                "Command-S is Save in apps that have it; hig-gen found no Save command in this app, so 'archive'") == true)
    }

    /// SubEthaEdit's and Notenik's Option-Command-[ and ]: AppKit remaps a menu item's key for
    /// the person's layout since macOS 12, as SwiftUI and UIKit do.
    @Test func anAppKitMenuItemOnANonLetterKeyIsANote() throws {
        let found = check(
            #"""
            func build(mainMenu: NSMenu) {
                let outdent = NSMenuItem(title: "Outdent", action: #selector(outdent), keyEquivalent: "[")
                outdent.keyEquivalentModifierMask = [.option, .command]
                mainMenu.addItem(outdent)
            }
            """#
        ).filter { $0.id == "non-letter-key" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.notes.contains { $0.message.contains("allowsAutomaticKeyEquivalentLocalization") })
    }

    /// SubEthaEdit's German MainMenu.xib beside its Base one: the app loads one of them, and the
    /// German titles cannot be compared with the rulebook's English.
    @Test func languageCopiesOfAMenuAreNeverLiveTogether() {
        func menu(_ items: String) -> [UInt8] { Array("<document><menu systemMenu=\"main\">\(items)</menu></document>".utf8) }
        var diagnostics: [Diagnostic] = []
        let base = InterfaceBuilderReader.parse(
            menu(#"<menuItem title="Save" keyEquivalent="s"/><menuItem title="Show Invisibles" keyEquivalent="i"/>"#),
            file: "App/Base.lproj/MainMenu.xib", into: &diagnostics)
        let german = InterfaceBuilderReader.parse(
            menu(#"<menuItem title="Sichern" keyEquivalent="s"/><menuItem title="Unsichtbare zeigen" keyEquivalent="s"/>"#),
            file: "App/de.lproj/MainMenu.xib", into: &diagnostics)
        let found = LintSettings().lint(base + german, against: Lint.rulebook).filter { $0.severity != .note }
        // Only the German copy's own clash; no German title is called "not Save".
        #expect(found.map { "\($0.location.file):\($0.id)" } == ["App/de.lproj/MainMenu.xib:duplicate-shortcut"])
    }
}
