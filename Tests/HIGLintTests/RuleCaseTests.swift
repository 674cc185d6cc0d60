import HIGLint
import HIGModel
import Testing

/// Further spellings beyond each rule's own examples (glyphs, Shift with the upper character,
/// titles), as regression cases; every rule's coverage is RuleExampleTests'.
@Suite struct RuleCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var fires: Bool
        var form: String
        var run: @Sendable () -> [Diagnostic]
        var testDescription: String { "\(rule) \(fires ? "fires" : "quiet") (\(form))" }
    }

    static let cases: [Case] = [
        // reserved-conflict
        Case(rule: "reserved-conflict", fires: true, form: "manifest") { Lint.row("Search", "Control-Command-Space") },
        Case(rule: "reserved-conflict", fires: true, form: "manifest glyphs") { Lint.row("Snap", "⇧⌘3") },
        Case(rule: "reserved-conflict", fires: false, form: "manifest") { Lint.row("Emoji & Symbols", "Control-Command-Space") },
        Case(rule: "reserved-conflict", fires: true, form: "SwiftUI") {
            Lint.button("Search", ".space, modifiers: [.control, .command]")
        },
        Case(rule: "reserved-conflict", fires: false, form: "SwiftUI") { Lint.button("Search", "\"k\"") },
        // standard-repurposed
        Case(rule: "standard-repurposed", fires: true, form: "manifest") { Lint.row("Clear Cache", "Command-C") },
        Case(rule: "standard-repurposed", fires: false, form: "manifest") { Lint.row("Copy Link", "Command-C") },
        Case(rule: "standard-repurposed", fires: true, form: "UIKit") {
            Lint.swift(
                #"let c = UIKeyCommand(input: "c", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Clear")"#
            )
        },
        Case(rule: "standard-repurposed", fires: false, form: "UIKit") {
            Lint.swift(
                #"let c = UIKeyCommand(input: "c", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Copy")"#)
        },
        // unrelated-modifier-variant
        Case(rule: "unrelated-modifier-variant", fires: true, form: "manifest") {
            Lint.rows([("Save", "Command-S"), ("Sync Library", "Option-Command-S")])
        },
        Case(rule: "unrelated-modifier-variant", fires: false, form: "manifest, no base in the app") {
            Lint.row("Sync Library", "Option-Command-S")
        },
        Case(rule: "unrelated-modifier-variant", fires: false, form: "manifest") { Lint.row("Save All", "Option-Command-S") },
        Case(rule: "unrelated-modifier-variant", fires: true, form: "SwiftUI") {
            Lint.menuButton("Sync Library", "\"s\", modifiers: [.option, .command]", besides: [("Save", "\"s\"")])
        },
        Case(rule: "unrelated-modifier-variant", fires: false, form: "SwiftUI") {
            Lint.menuButton("Save All", "\"s\", modifiers: [.option, .command]")
        },
        // shift-with-two-character-key
        Case(rule: "shift-with-two-character-key", fires: true, form: "manifest") {
            Lint.row("Help", "Shift-Command-Forward slash")
        },
        Case(rule: "shift-with-two-character-key", fires: true, form: "manifest, Shift and upper") {
            Lint.row("Help", "Shift-Command-Question mark")
        },
        Case(rule: "shift-with-two-character-key", fires: false, form: "manifest") { Lint.row("Help", "Command-Question mark") },
        Case(rule: "shift-with-two-character-key", fires: true, form: "SwiftUI") {
            Lint.button("Help", "\"/\", modifiers: [.command, .shift]")
        },
        Case(rule: "shift-with-two-character-key", fires: true, form: "SwiftUI, Shift and upper") {
            Lint.button("Help", "\"?\", modifiers: [.command, .shift]")
        },
        Case(rule: "shift-with-two-character-key", fires: false, form: "SwiftUI") { Lint.button("Help", "\"?\"") },
        // modifier-order
        Case(rule: "modifier-order", fires: true, form: "manifest") { Lint.row("Open Quickly", "Command-Shift-O") },
        Case(rule: "modifier-order", fires: true, form: "manifest title") { Lint.row("Reveal (Cmd-Shift-R)", "Shift-Command-R") },
        Case(rule: "modifier-order", fires: false, form: "manifest") { Lint.row("Reveal (⇧⌘R)", "Shift-Command-R") },
        Case(rule: "modifier-order", fires: true, form: "UIKit title") {
            Lint.swift(
                #"let c = UIKeyCommand(input: "y", modifierFlags: [.command, .shift], action: #selector(x), discoverabilityTitle: "Export (⌘⇧Y)")"#
            )
        },
        Case(rule: "modifier-order", fires: false, form: "SwiftUI array order") {
            Lint.button("Export List", "\"y\", modifiers: [.command, .shift]")
        },
        // avoid-control
        Case(rule: "avoid-control", fires: true, form: "manifest") { Lint.row("Toggle Sidebar", "⌃⌘L") },
        Case(rule: "avoid-control", fires: false, form: "manifest, a listed shortcut") {
            Lint.row("Enter Full Screen", "Control-Command-F")
        },
        Case(rule: "avoid-control", fires: true, form: "AppKit") {
            Lint.swift(
                #"let i = NSMenuItem(title: "Lock Library", action: nil, keyEquivalent: "l"); i.keyEquivalentModifierMask = [.control, .command]"#
            )
        },
        Case(rule: "avoid-control", fires: false, form: "AppKit") {
            Lint.swift(#"let i = NSMenuItem(title: "Lock Library", action: nil, keyEquivalent: "l")"#)
        },
        // non-letter-key
        Case(rule: "non-letter-key", fires: true, form: "manifest") {
            Lint.row("Previous Bookmark", "Option-Command-Left bracket")
        },
        Case(rule: "non-letter-key", fires: false, form: "manifest, a digit every layout types with Option") {
            Lint.row("Go to Bookmark 5", "Option-Command-5")
        },
        Case(rule: "non-letter-key", fires: false, form: "manifest") { Lint.row("Go to Bookmark 5", "Command-5") },
        Case(rule: "non-letter-key", fires: false, form: "manifest, arrow key") {
            Lint.row("Next Folder", "Option-Command-Down arrow")
        },
        Case(rule: "non-letter-key", fires: true, form: "SwiftUI") {
            Lint.button("First Bookmark", "\"1\", modifiers: [.shift, .command]")
        },
        Case(rule: "non-letter-key", fires: false, form: "SwiftUI") { Lint.button("First Bookmark", "\"1\"") },
        // duplicate-shortcut
        Case(rule: "duplicate-shortcut", fires: true, form: "manifest") {
            Lint.manifest("shortcuts:\n  - {title: Export, shortcut: Shift-Command-K}\n  - {title: Rename, shortcut: ⇧⌘K}")
        },
        Case(rule: "duplicate-shortcut", fires: false, form: "manifest, two contexts") {
            Lint.manifest(
                "shortcuts:\n  - {title: Sort by Name, shortcut: Option-Command-K, context: Sort}\n  - {title: Group by Name, shortcut: Option-Command-K, context: Group}"
            )
        },
        Case(rule: "duplicate-shortcut", fires: true, form: "SwiftUI, one view") {
            Lint.swift(
                #"struct V: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return); Button("Apply and Close") {}.keyboardShortcut(.return, modifiers: .command) } }"#
            )
        },
        Case(rule: "duplicate-shortcut", fires: false, form: "SwiftUI, two views") {
            Lint.swift(
                #"struct A: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return) } }; struct B: View { var body: some View { Button("Apply Filter") {}.keyboardShortcut(.return) } }"#
            )
        },
        // terse-title
        Case(rule: "terse-title", fires: true, form: "manifest") { Lint.row("Name", "Option-Command-K") },
        Case(rule: "terse-title", fires: false, form: "manifest") { Lint.row("Sort Bookmarks by Name", "Option-Command-K") },
        Case(rule: "terse-title", fires: false, form: "manifest, a standard title") { Lint.row("Copy", "Command-C") },
        Case(rule: "terse-title", fires: true, form: "UIKit") {
            Lint.swift(
                #"let c = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "History")"#
            )
        },
        Case(rule: "terse-title", fires: false, form: "UIKit") {
            Lint.swift(
                #"let c = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Show History")"#
            )
        },
        // unresolved-shortcut
        Case(rule: "unresolved-shortcut", fires: true, form: "SwiftUI") { Lint.button("Quick Tag", "key") },
        Case(rule: "unresolved-shortcut", fires: true, form: "SwiftUI modifiers") {
            Lint.button("Quick Tag", "\"k\", modifiers: flags")
        },
        Case(rule: "unresolved-shortcut", fires: false, form: "SwiftUI") { Lint.button("Quick Tag", "\"k\"") },
    ]

    @Test(arguments: cases)
    func rule(_ testCase: Case) {
        let findings = testCase.run()
        #expect(findings.ids.contains(testCase.rule) == testCase.fires, "\(findings.map(\.message))")
    }
}

/// A control in a view handles its own navigation keys and is checked against the system's
/// shortcuts only; the same key on a menu command is a finding.
@Suite struct ViewControlTests {
    @Test func aBareArrowOnAListControlIsNoFinding() {
        #expect(Lint.button("Previous Item", ".upArrow, modifiers: []").isEmpty)
        #expect(Lint.menuButton("Previous Item", ".upArrow, modifiers: []").ids.contains("reserved-conflict"))
    }

    /// A view's button with Command runs while its window is key, where people expect the
    /// standard command; a bare key is the control's own.
    @Test func aViewControlWithCommandIsCheckedAgainstStandardShortcuts() {
        #expect(Lint.button("Clear Cache", "\"c\"").ids.contains("standard-repurposed"))
        #expect(!Lint.button("Clear Cache", ".return, modifiers: []").ids.contains("standard-repurposed"))
        #expect(Lint.menuButton("Clear Cache", "\"c\"").ids.contains("standard-repurposed"))
        #expect(Lint.button("Search", ".space, modifiers: [.control, .command]").ids.contains("reserved-conflict"))
    }

    /// `localization: .custom` turns SwiftUI's remapping for the layout off: a non-letter key's
    /// trouble on other layouts is then the app's, a warning rather than a note.
    @Test func aKeyNotLocalizedKeepsTheLayoutWarning() {
        let remapped = Lint.button("Previous Bookmark", "\"[\", modifiers: [.option, .command]")
        let custom = Lint.button("Previous Bookmark", "\"[\", modifiers: [.option, .command], localization: .custom")
        #expect(remapped.first { $0.id == "non-letter-key" }?.severity == .note)
        #expect(custom.first { $0.id == "non-letter-key" }?.severity == .warning)
    }

    @Test func anUpperCaseKeyEquivalentAddsShift() {
        #expect(Lint.menuButton("Quit Sketch", "\"Q\"").ids.contains("reserved-conflict"))
        #expect(!Lint.menuButton("Quit Sketch", "\"q\"").ids.contains("reserved-conflict"))
    }
}
