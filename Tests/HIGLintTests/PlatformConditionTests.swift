import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Code under `#if os(…)` is compiled only for the platforms it names: a target whose project
/// never runs there never has it (Spectasia's iPad toolbar in a Mac-only app). Conditions that
/// hold on the Mac too (`canImport(UIKit)`, Mac Catalyst) and flags restrict nothing.
@Suite struct PlatformConditionTests {
    private func scan(_ body: String) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        return SwiftShortcutScanner.read(
            source: "struct V: View { var body: some View { \(body) } }", path: "V.swift", into: &diagnostics
        ).declarations
    }

    /// The findings of rule `id` for `body` (wrapped as ``scan(_:)`` wraps it) in a target named
    /// `name` whose project says it runs on `platforms`, with the app's fields where `typing` says.
    private func findings(
        _ id: String, in body: String, target name: String, on platforms: [Platform], typing: TypingPlace? = nil
    ) -> [Diagnostic] {
        let target = AppTarget(name: name, platforms: platforms, evidence: .project(path: "\(name).xcodeproj/project.pbxproj"))
        let declarations = scan(body).map { declaration in
            var built = declaration
            built.targets = [target]
            if let typing { built.facts.typing = typing }
            return built
        }
        return LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == id }
    }

    @Test func eachArmIsBuiltForItsPlatforms() {
        let found = scan(
            """
            #if os(macOS)
            Button("Mac") {}.keyboardShortcut("m")
            #elseif os(iOS) || os(visionOS)
            Button("Touch") {}.keyboardShortcut("t")
            #else
            Button("Other") {}.keyboardShortcut("o")
            #endif
            #if !canImport(AppKit)
            Button("Not Mac") {}.keyboardShortcut("n")
            #endif
            #if DEBUG
            Button("Debug") {}.keyboardShortcut("d")
            #endif
            #if canImport(UIKit)
            Button("UIKit") {}.keyboardShortcut("u")
            #endif
            """)
        let built = Dictionary(uniqueKeysWithValues: found.map { ($0.title ?? "", $0.facts.builtFor) })
        #expect(built["Mac"] == [.macOS])
        #expect(built["Touch"] == [.iOS, .iPadOS, .visionOS])
        #expect(built["Other"] == [.tvOS, .watchOS])
        #expect(built["Not Mac"] == Set(Platform.allCases).subtracting([.macOS]))
        #expect(built["Debug"] == .some(nil))
        #expect(built["UIKit"] == .some(nil))
    }

    /// A modifier inside a postfix `#if` applies to the view the `#if` follows, on the platforms
    /// the `#if` names (Dequeue's toolbar button on Command-N, on the Mac only).
    @Test func aModifierInAPostfixIfIsTheViewsOnItsPlatforms() {
        let found = scan(
            """
            Button { add() } label: { Label("Add Stack", systemImage: "plus") }
            #if os(macOS)
            .keyboardShortcut("n", modifiers: .command)
            .help("Add")
            #endif
            .accessibilityLabel("Add new stack")
            """)
        #expect(found.map { $0.shortcut?.words } == ["Command-N"])
        #expect(found.map(\.title) == ["Add Stack"])
        #expect(found.map(\.facts.builtFor) == [[.macOS]])
    }

    @Test func aTargetNeverChecksCodeItNeverBuilds() {
        let source = """
            HStack {
                TextField("Caption", text: $caption)
                #if os(macOS)
                Button("Next") {}.keyboardShortcut("n", modifiers: [])
                #else
                Button("Next") {}.keyboardShortcut("n", modifiers: [])
                #endif
            }
            """
        func typing(on platforms: [Platform], fromProject: Bool = true) -> Int {
            let target = AppTarget(
                name: "Viewer", platforms: platforms,
                evidence: fromProject ? .project(path: "Viewer.xcodeproj/project.pbxproj") : .guessed(reason: "imports"))
            let declarations = scan(source).map { declaration in
                var built = declaration
                built.targets = [target]
                built.facts.typing = .sameFile
                return built
            }
            return LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "typing-conflict" }.count
        }
        #expect(typing(on: [.macOS]) == 1)
        #expect(typing(on: [.macOS, .iPadOS]) == 2)
        // Platforms guessed from imports may be wrong: both arms stay.
        #expect(typing(on: [.macOS], fromProject: false) == 2)
    }

    /// DrawingApp's iPad-only hidden buttons in an app that also runs on the Mac: the Mac build
    /// has none of them, so the Mac's rows (Control-arrows for Mission Control) and the Mac's
    /// text handling say nothing of them; code built everywhere is still checked as before.
    @Test func codeBuiltOnSomeOfTheTargetsPlatformsMeetsOnlyTheirRows() {
        let reserved = findings(
            "reserved-conflict",
            in: """
                VStack {
                    #if os(iOS)
                    Button("Move Forward") {}.keyboardShortcut(.upArrow, modifiers: .control)
                    #endif
                    Button("Move Backward") {}.keyboardShortcut(.downArrow, modifiers: .control)
                }
                """, target: "Drawing", on: [.iPadOS, .macOS])
        #expect(reserved.map(\.location.line) == [5])
        #expect(reserved.first?.message.contains("Move Backward") == true)
        #expect(reserved.first?.message.contains("(target 'Drawing': iPadOS, macOS)") == true)
    }

    /// On iPadOS SwiftUI's shortcuts are UIKit key commands, which a focused text field gets its
    /// keys before: the iPad-only button misses a typed R (a note), the Mac's takes it (a warning).
    @Test func aSwiftUIShortcutOnIPadOSLeavesTypedKeysToTheFocusedField() {
        let typing = findings(
            "typing-conflict",
            in: """
                VStack {
                    TextEditor(text: $notes)
                    #if os(iOS)
                    Button("Rotate") {}.keyboardShortcut("r", modifiers: [])
                    Button("Previous") {}.keyboardShortcut(.leftArrow, modifiers: [])
                    #else
                    Button("Rotate") {}.keyboardShortcut("r", modifiers: [])
                    #endif
                }
                """, target: "Drawing", on: [.iPadOS, .macOS], typing: .sameFile)
        #expect(typing.map(\.location.line) == [4, 7])
        #expect(typing.map(\.severity) == [.note, .warning])
        #expect(typing.first?.message.contains("misses it while people type") == true)
    }

    /// An outliner's menu on Return and Tab: the Mac's menu matches them before the node's
    /// editor (a warning), iPadOS gives them to the focused editor first (a note).
    @Test func aMenuCommandOnReturnOrTabLeavesThemToTheFieldOnIPadOS() {
        func severities(on platforms: [Platform]) -> [Diagnostic.Severity] {
            findings(
                "typing-conflict",
                in: """
                    struct OutlineCommands: Commands {
                        var body: some Commands {
                            CommandMenu("Editor") {
                                Button("Add Item") {}.keyboardShortcut(.return, modifiers: [])
                                Button("Outdent") {}.keyboardShortcut(.tab, modifiers: .shift)
                            }
                        }
                    }
                    """, target: "Outliner", on: platforms, typing: .elsewhere
            ).map(\.severity)
        }
        #expect(severities(on: [.macOS]) == [.warning, .warning])
        #expect(severities(on: [.iOS, .iPadOS]) == [.note, .note])
    }

    /// A chat app's iPad menu on the arrows that select text: the focused message field keeps
    /// Option-Shift-Up there, so taking it for Previous Unread costs the field nothing (a note);
    /// the Mac's menu matches it before the field (a warning).
    @Test func aSwiftUICommandOnIPadOSOnASelectingArrowLeavesItToTheField() {
        func finding(on platforms: [Platform]) -> Diagnostic? {
            findings(
                "standard-repurposed",
                in: """
                    struct ChatCommands: Commands {
                        var body: some Commands {
                            CommandMenu("Go") {
                                Button("Previous Unread") {}.keyboardShortcut(.upArrow, modifiers: [.option, .shift])
                            }
                        }
                    }
                    """, target: "Chat", on: platforms, typing: .elsewhere
            ).first
        }
        #expect(finding(on: [.iOS, .iPadOS])?.severity == .note)
        #expect(finding(on: [.iOS, .iPadOS])?.message.contains("runs only where no text has focus") == true)
        #expect(finding(on: [.macOS])?.severity == .warning)
    }
}
