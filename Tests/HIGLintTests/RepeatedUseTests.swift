import HIGLint
import HIGModel
import Testing

/// The rules that compare an app's declarations with one another look up the few that can
/// matter (by shortcut, scope and kind of use, or by the shortcuts under a variant) instead of
/// every earlier one; these pin which earlier use each finding names when a shortcut repeats.
@Suite struct RepeatedUseTests {
    private func findings(_ rule: String, _ yaml: String) -> [Diagnostic] {
        Lint.manifest(yaml).filter { $0.id == rule }
    }

    @Test func aRepeatedCommandIsNamedByItsFirstUse() {
        let found = findings(
            "duplicate-shortcut",
            """
            shortcuts:
              - {title: Export, shortcut: Option-Command-K}
              - {title: Export, shortcut: Option-Command-K}
              - {title: Rename, shortcut: Option-Command-K}
              - {title: Rename, shortcut: Option-Command-K}
              - {title: Archive, shortcut: Option-Command-K}
            """)
        // Export twice is one command; each other command clashes with the first Export.
        #expect(found.map(\.location.line) == [4, 5, 6])
        #expect(found.allSatisfy { $0.notes.first?.location?.line == 2 && $0.message.contains("'Export'") })
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aClashInItsOwnScopeComesBeforeAShadowedOne() {
        let found = findings(
            "duplicate-shortcut",
            """
            shortcuts:
              - {title: Zoom In, shortcut: Option-Command-J}
              - {title: Jump, shortcut: Option-Command-J, context: Editor}
              - {title: Join, shortcut: Option-Command-J, context: Editor}
              - {title: Justify, shortcut: Option-Command-J, context: Ruler}
            """)
        #expect(found.map(\.location.line) == [3, 4, 5])
        // Jump shadows Zoom In; Join clashes with Jump in its own context; Justify shadows Zoom In.
        // A context's own command on an app-wide one's key is a note: whether people want Zoom In
        // there is not written anywhere.
        #expect(found.map(\.severity) == [.note, .error, .note])
        #expect(found.map { $0.notes.first?.location?.line } == [2, 3, 2])
    }

    @Test func aVariantNamesItsFirstDeclaredBase() {
        let found = findings(
            "unrelated-modifier-variant",
            """
            shortcuts:
              - {title: Hide Others, shortcut: Option-Command-H}
              - {title: Highlight, shortcut: Shift-Command-H}
              - {title: Hide Others, shortcut: Option-Command-H}
              - {title: Sync Library, shortcut: Option-Shift-Command-H}
            """)
        // Highlight's Shift-Command-H is the app's own, no standard shortcut: no base.
        #expect(found.count == 1)
        #expect(found.first?.message.contains("to Option-Command-H, which this app uses for 'Hide Others'") == true)
        #expect(found.first?.notes.first?.location?.line == 2)
    }
}
