import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Code after an early exit (`guard vimMode else { return base }`, `if insertMode { …; return }`)
/// runs only when the exit lets it, as if inside an `if`: a key given there is given only in some
/// states, and a key given in the exit's own body is never in effect beside one given after it.
@Suite struct EarlyExitTests {
    private func check(_ source: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let code = SwiftShortcutScanner.read(source: source, path: "Editor.swift", into: &diagnostics)
        var declarations = code.declarations
        for index in declarations.indices { declarations[index].facts.typing = .sameFile }
        return LintSettings().lint(declarations, against: Lint.rulebook)
    }

    /// A modal editor's text view: insert mode gets Esc only, normal mode its bare letters.
    private func editor(_ before: String) -> String {
        """
        final class NoteTextView: UITextView {
            var insertMode = true
            override var keyCommands: [UIKeyCommand]? {
                var list = super.keyCommands ?? []
                \(before)
                let down = UIKeyCommand(title: "Line Down", action: #selector(lineDown), input: "j", modifierFlags: [])
                down.wantsPriorityOverSystemBehavior = true
                list.append(down)
                return list
            }
        }
        """
    }

    @Test func aBareKeyAfterAModeGuardIsGivenOnlyInThatMode() throws {
        for exit in [
            #"guard UserDefaults.standard.bool(forKey: "modal") else { return list }"#,
            "if insertMode { return list }",
        ] {
            let typed = try #require(check(editor(exit)).first { $0.id == "typing-conflict" })
            #expect(typed.severity == .note)
            #expect(typed.message.contains("only under a runtime condition"))
        }
        // With no exit before it, the key is given whenever the view is focused.
        let always = try #require(check(editor("")).first { $0.id == "typing-conflict" })
        #expect(always.severity == .warning)
    }

    /// An unwrap that fails leaves for want of a value, not in a state people switch between.
    @Test func anUnwrapGuardIsNoCondition() throws {
        let typed = try #require(
            check(editor("guard let window = window else { return list }")).first { $0.id == "typing-conflict" })
        #expect(typed.severity == .warning)
    }

    @Test func aKeyInAnExitsBodyIsNeverInEffectBesideOneAfterIt() {
        let modes = """
            final class NoteTextView: UITextView {
                var insertMode = true
                override var keyCommands: [UIKeyCommand]? {
                    var list: [UIKeyCommand] = []
                    if insertMode {
                        list.append(UIKeyCommand(title: "Normal Mode", action: #selector(normal), input: UIKeyCommand.inputEscape, modifierFlags: .command))
                        return list
                    }
                    list.append(UIKeyCommand(title: "Stay in Normal Mode", action: #selector(stay), input: UIKeyCommand.inputEscape, modifierFlags: .command))
                    return list
                }
            }
            """
        #expect(check(modes).filter { $0.id == "duplicate-shortcut" }.isEmpty)
        // Without the early `return`, both are appended when insert mode is on.
        let both = modes.replacingOccurrences(of: "            return list\n        }", with: "        }")
        #expect(both != modes)
        #expect(!check(both).filter { $0.id == "duplicate-shortcut" }.isEmpty)
    }
}
