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
        let target = AppTarget(
            name: "Drawing", platforms: [.iPadOS, .macOS], evidence: .project(path: "Drawing.xcodeproj/project.pbxproj"))
        let declarations = scan(
            """
            VStack {
                #if os(iOS)
                Button("Move Forward") {}.keyboardShortcut(.upArrow, modifiers: .control)
                #endif
                Button("Move Backward") {}.keyboardShortcut(.downArrow, modifiers: .control)
            }
            """
        ).map { declaration in
            var built = declaration
            built.targets = [target]
            return built
        }
        let reserved = LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "reserved-conflict" }
        #expect(reserved.map(\.location.line) == [5])
        #expect(reserved.first?.message.contains("Move Backward") == true)
        #expect(reserved.first?.message.contains("(target 'Drawing': iPadOS, macOS)") == true)
    }

    /// On iPadOS SwiftUI's shortcuts are UIKit key commands, which a focused text field gets its
    /// keys before: the iPad-only button misses a typed R (a note), the Mac's takes it (a warning).
    @Test func aSwiftUIShortcutOnIPadOSLeavesTypedKeysToTheFocusedField() {
        let target = AppTarget(
            name: "Drawing", platforms: [.iPadOS, .macOS], evidence: .project(path: "Drawing.xcodeproj/project.pbxproj"))
        let declarations = scan(
            """
            VStack {
                TextEditor(text: $notes)
                #if os(iOS)
                Button("Rotate") {}.keyboardShortcut("r", modifiers: [])
                Button("Previous") {}.keyboardShortcut(.leftArrow, modifiers: [])
                #else
                Button("Rotate") {}.keyboardShortcut("r", modifiers: [])
                #endif
            }
            """
        ).map { declaration in
            var built = declaration
            built.targets = [target]
            built.facts.typing = .sameFile
            return built
        }
        let typing = LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.location.line) == [4, 7])
        #expect(typing.map(\.severity) == [.note, .warning])
        #expect(typing.first?.message.contains("misses it while people type") == true)
    }

    /// An outliner's menu on Return and Tab: the Mac's menu matches them before the node's
    /// editor (a warning), iPadOS gives them to the focused editor first (a note).
    @Test func aMenuCommandOnReturnOrTabLeavesThemToTheFieldOnIPadOS() {
        func severities(on platforms: [Platform]) -> [Diagnostic.Severity] {
            let target = AppTarget(
                name: "Outliner", platforms: platforms, evidence: .project(path: "Outliner.xcodeproj/project.pbxproj"))
            let declarations = scan(
                """
                struct OutlineCommands: Commands {
                    var body: some Commands {
                        CommandMenu("Editor") {
                            Button("Add Item") {}.keyboardShortcut(.return, modifiers: [])
                            Button("Outdent") {}.keyboardShortcut(.tab, modifiers: .shift)
                        }
                    }
                }
                """
            ).map { declaration in
                var built = declaration
                built.targets = [target]
                built.facts.typing = .elsewhere
                return built
            }
            return LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "typing-conflict" }.map(\.severity)
        }
        #expect(severities(on: [.macOS]) == [.warning, .warning])
        #expect(severities(on: [.iOS, .iPadOS]) == [.note, .note])
    }

    /// A chat app's iPad menu on the arrows that select text: the focused message field keeps
    /// Option-Shift-Up there, so taking it for Previous Unread costs the field nothing (a note);
    /// the Mac's menu matches it before the field (a warning).
    @Test func aSwiftUICommandOnIPadOSOnASelectingArrowLeavesItToTheField() {
        func finding(on platforms: [Platform]) -> Diagnostic? {
            let target = AppTarget(
                name: "Chat", platforms: platforms, evidence: .project(path: "Chat.xcodeproj/project.pbxproj"))
            let declarations = scan(
                """
                struct ChatCommands: Commands {
                    var body: some Commands {
                        CommandMenu("Go") {
                            Button("Previous Unread") {}.keyboardShortcut(.upArrow, modifiers: [.option, .shift])
                        }
                    }
                }
                """
            ).map { declaration in
                var built = declaration
                built.targets = [target]
                built.facts.typing = .elsewhere
                return built
            }
            return LintSettings().lint(declarations, against: Lint.rulebook).first { $0.id == "standard-repurposed" }
        }
        #expect(finding(on: [.iOS, .iPadOS])?.severity == .note)
        #expect(finding(on: [.iOS, .iPadOS])?.message.contains("runs only where no text has focus") == true)
        #expect(finding(on: [.macOS])?.severity == .warning)
    }
}
