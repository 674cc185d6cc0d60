import Foundation
import HIGLint
import HIGModel
import Testing

/// A declaration's fields sit in one box its copies share (so the rules copy declarations
/// cheaply): a change to one copy must still leave every other copy as it was, and equality,
/// hashing and coding must still be the fields'.
@Suite struct AppShortcutStorageTests {
    private let declaration = AppShortcut(
        shortcut: Shortcut(key: .f, modifiers: [.command]), title: "Find", context: "Editor",
        span: TextSpan(location: SourceLocation(file: "App.swift", line: 3, column: 7), length: 3), origin: .appKit,
        spelling: .interfaceBuilder, ignoredRules: ["terse-title"])

    @Test func aChangedCopyLeavesTheOthersAsTheyWere() {
        var copy = declaration
        #expect(copy == declaration)
        copy.title = "Find in Library"
        copy.menuPath = ["Edit"]
        copy.facts.impliedBy = "DocumentGroup"
        copy.scope = .app
        #expect(declaration.title == "Find" && declaration.menuPath.isEmpty && !declaration.isImplied)
        #expect(declaration.context == "Editor")
        #expect(copy.title == "Find in Library" && copy.menuPath == ["Edit"] && copy.isImplied && copy.context == nil)
        #expect(copy != declaration)
    }

    @Test func equalFieldsAreEqualAndHashAlike() {
        var made = AppShortcut(
            shortcut: Shortcut(key: .f, modifiers: [.command]), title: "Find", context: "Editor",
            span: TextSpan(location: SourceLocation(file: "App.swift", line: 3, column: 7), length: 3),
            origin: .appKit, spelling: .interfaceBuilder, ignoredRules: ["terse-title"])
        #expect(made == declaration)
        #expect(Set([made, declaration]).count == 1)
        made.action = "performFindPanelAction"
        #expect(made != declaration)
    }

    @Test func codingGivesTheSameDeclarationBack() throws {
        var declaration = declaration
        declaration.targets = [AppTarget(name: "Mac", platforms: [.macOS], evidence: .project(path: "Mac.xcodeproj"))]
        declaration.branches = [120: 1]
        let decoded = try JSONDecoder().decode(AppShortcut.self, from: JSONEncoder().encode(declaration))
        #expect(decoded == declaration)
    }
}
