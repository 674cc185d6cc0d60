import Foundation
import HIGLint
import HIGLintInterfaceBuilder
import HIGModel
import Testing

/// `hig-gen:ignore`, `hig-gen:disable:next` and `hig-gen:disable:this` in Swift, XML and
/// Markdown comments silence rules for one declaration.
@Suite struct IgnoreCommentTests {
    @Test func linesTheCommentsCover() {
        let comments = IgnoreComments(
            source: """
                // hig-gen:disable:next standard-repurposed
                let a = 1
                let b = 2 // hig-gen:disable:this terse-title, avoid-control
                <!-- hig-gen:ignore -->
                <menuItem/>
                """)
        #expect(comments.ignored(atLine: 1).isEmpty)
        #expect(comments.ignored(atLine: 2) == ["standard-repurposed"])
        #expect(comments.ignored(atLine: 3) == ["terse-title", "avoid-control"])
        #expect(comments.ignored(atLine: 4) == [AppShortcut.allRules])
        #expect(comments.ignored(atLine: 5) == [AppShortcut.allRules])
    }

    @Test func swiftDisableNext() {
        let findings = Lint.swift(
            """
            struct C: Commands { var body: some Commands { CommandMenu("Edit") {
                // hig-gen:disable:next standard-repurposed
                Button("Clear Cache") {}.keyboardShortcut("c")
                Button("Clear Everything") {}.keyboardShortcut("c", modifiers: [.command])
            } } }
            """)
        #expect(findings.filter { $0.id == "standard-repurposed" }.map(\.location.line) == [4])
    }

    @Test func interfaceBuilderComment() throws {
        let scratch = "/tmp/hig-gen-ignore-\(Int.random(in: 0..<1_000_000)).xib"
        let text = """
            <menu>
                <!-- hig-gen:disable:next standard-repurposed -->
                <menuItem title="Clear Cache" keyEquivalent="c"/>
                <menuItem title="Clear All" keyEquivalent="x"/>
            </menu>
            """
        try text.write(toFile: scratch, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var diagnostics: [Diagnostic] = []
        let items = IgnoreComments.apply(to: InterfaceBuilderReader.read(path: scratch, into: &diagnostics))
        let findings = LintSettings().lint(items, against: Lint.rulebook)
        #expect(findings.filter { $0.id == "standard-repurposed" }.map(\.location.line) == [4])
    }
}
