import HIGLint
import HIGLintManifest
import HIGModel
import Testing

@Suite struct EngineTests {
    @Test func levelsRelevelAndSilence() {
        let row = "shortcuts:\n  - {title: Toggle Sidebar, shortcut: ⌃⌘L}"
        #expect(Lint.manifest(row).map(\.severity) == [.note])
        #expect(Lint.manifest(row, levels: ["avoid-control": .error]).map(\.severity) == [.error])
        #expect(Lint.manifest(row, levels: ["avoid-control": .off]).isEmpty)
        #expect(Lint.manifest(row, levels: ["avoid-control": .warning]).map(\.severity) == [.warning])
    }

    @Test func readerDiagnosticsCanBeRelevelledToo() {
        let findings = Lint.manifest(
            "shortcuts:\n  - {title: Export Bookmarks, shortcut: Shift- Command-K}", levels: ["shortcut.stray-whitespace": .off])
        #expect(findings.isEmpty)
    }

    /// Named guidelines are files the app has: notes point at their rows. The built-in
    /// rulebook is not: notes cite its edition and the row's id, and how to read the row.
    @Test func findingsPointAtTheRulebookRow() throws {
        let manifest = ManifestReader.parse("shortcuts: [{title: Capture Snapshot, shortcut: Shift-Command-3}]", file: "a.yml")
        let named = LintSettings(givenGuidelines: [Lint.path("Content")]).lint(manifest.shortcuts, against: Lint.rulebook)
        #expect(named.first?.notes.first?.location?.file.hasSuffix("Content/keyboard-shortcuts.md") == true)
        #expect(named.first?.message.contains("Screenshot") == true)
        let builtIn = try #require(Lint.row("Capture Snapshot", "Shift-Command-3").first?.notes.first)
        #expect(builtIn.location == nil)
        #expect(builtIn.message.hasPrefix("built-in rulebook 2026.11, reserved.shift-command-3: "))
        #expect(builtIn.message.hasSuffix("(hig-gen explain 'Shift-Command-3')"))
    }

    /// Apps written before macOS 13 say Preferences… for what menus now call Settings….
    @Test func preferencesIsTheSettingsCommand() {
        #expect(Lint.row("Preferences…", "Command-Comma").isEmpty)
        #expect(Lint.row("Open Library", "Command-Comma").map(\.id) == ["standard-repurposed"])
    }

    @Test func standardMessagesSayWhatPeopleExpect() {
        #expect(Lint.row("Clear Cache", "Command-C").first?.message.hasPrefix("Command-C is Copy") == true)
    }

    /// A rule that names a guideline names one our guidelines have, so `explain` and SARIF
    /// can show its title.
    @Test func everyRuleIsRegisteredOnceAndItsGuidelineExists() {
        #expect(LintRule.all.map(\.id) == LintRule.ID.allCases)
        #expect(Set(LintRule.all.map(\.id)).count == LintRule.all.count)
        for rule in LintRule.all {
            guard let guideline = rule.guideline else { continue }
            #expect(Lint.rulebook.rules.contains { $0.id == guideline }, "\(rule.id) names \(guideline)")
        }
    }

    @Test func anOlderEditionWithoutUsedByReadsReservedRowsAsSystem() {
        let old = Lint.path("Tests/Fixtures/edition-2023")
        let rulebook = HIGMarkdownCompile.rulebook(old)
        let copy = rulebook.entries(for: Shortcut(key: .c, modifiers: [.command]))
        #expect(copy.first?.usedBy == nil)
        #expect(copy.first?.scope == .system)
        let current = Lint.rulebook.entries(for: Shortcut(key: .c, modifiers: [.command]))
        #expect(current.first?.scope == .apps)
        #expect(current.first?.title == "Copy")
    }
}
