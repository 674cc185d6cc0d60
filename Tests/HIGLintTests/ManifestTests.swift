import HIGLint
import HIGLintManifest
import HIGModel
import Testing

@Suite struct ManifestTests {
    @Test func jsonManifestsAreRead() {
        let manifest = ManifestReader.parse(
            #"{"shortcuts": [{"title": "Export as PDF", "shortcut": "Shift-Command-K", "context": "Editor", "id": "export"}]}"#,
            file: "shortcuts.json")
        #expect(manifest.diagnostics.isEmpty)
        #expect(manifest.shortcuts.first?.shortcut?.words == "Shift-Command-K")
        #expect(manifest.shortcuts.first?.context == "Editor")
        #expect(manifest.shortcuts.first?.id == "export")
        #expect(manifest.shortcuts.first?.span.location == SourceLocation(file: "shortcuts.json", line: 1, column: 56))
    }

    @Test func aBareListIsAListOfShortcuts() {
        let manifest = ManifestReader.parse("- {title: Export, shortcut: ⇧⌘K}", file: "m.yml")
        #expect(manifest.shortcuts.map { $0.shortcut?.words } == ["Shift-Command-K"])
    }

    @Test func columnsAreBytesAfterMultibyteText() {
        let manifest = ManifestReader.parse("shortcuts:\n  - {title: ⌘⌘⌘, shortcut: Command-Shift-O}", file: "m.yml")
        // "  - {title: ⌘⌘⌘, shortcut: " is 27 characters and 33 bytes.
        #expect(manifest.shortcuts.first?.span.location.column == 34)
        let findings = Lint.manifest("shortcuts:\n  - {title: ⌘⌘⌘ Open Quickly, shortcut: Command-Shift-O}")
        #expect(findings.first { $0.id == "modifier-order" }?.fixIts.first?.location.column == 47)
    }

    @Test func unreadableShortcutsAreErrorsWithSuggestions() {
        let findings = Lint.row("Export Bookmarks", "Comand-E")
        #expect(findings.ids == ["shortcut.unknown-modifier"])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.fixIts.first?.replacement == "Command")
    }

    @Test func mistakesInTheManifestAreReported() {
        let manifest = ManifestReader.parse(
            "rules: {avoid-contrl: off, terse-title: loud}\nshortcuts:\n  - {titel: Export, shortcut: ⇧⌘K}\n  - {title: Nothing}",
            file: "m.yml")
        let ids = manifest.diagnostics.map(\.id)
        #expect(ids.contains("manifest.unknown-rule"))
        #expect(ids.contains("manifest.invalid-level"))
        #expect(ids.contains("manifest.unknown-key"))
        #expect(ids.contains("manifest.missing-shortcut"))
        #expect(manifest.diagnostics.first { $0.id == "manifest.unknown-rule" }?.message.contains("avoid-control") == true)
        #expect(ManifestReader.parse("shortcuts: [", file: "m.yml").diagnostics.map(\.id) == ["manifest.invalid"])
    }

    @Test func levelsAndIgnoresInTheManifest() {
        let levelled = Lint.manifest(
            "rules: {avoid-control: error, terse-title: off}\nshortcuts:\n  - {title: Name, shortcut: ⌃⌘L}")
        #expect(levelled.map(\.severity) == [.error])
        #expect(levelled.ids == ["avoid-control"])
        let ignored = Lint.manifest(
            "shortcuts:\n  - {title: Highlight Bookmark, shortcut: Command-U, ignore: [standard-repurposed]}")
        #expect(ignored.isEmpty)
    }

    @Test func escapedTextGetsNoFixIt() {
        let findings = Lint.manifest(#"shortcuts: [{title: Open Quickly, shortcut: "Command\u002DShift-O"}]"#)
        let finding = findings.first { $0.id == "modifier-order" }
        #expect(finding != nil)
        #expect(finding?.fixIts.isEmpty == true)
    }
}
