import HIGLint
import HIGLintManifest
import HIGLintSwift
import HIGModel
import Testing

/// `reserved-conflict` says "never reaches" only where today's system takes the shortcut by
/// default on the target's platform (Content/system-today.md, Docs/CurrentSystems.md).
@Suite struct TodaySystemTests {
    /// The findings of `reserved-conflict` for one row, in a target on `platforms` (none: no target).
    static func reserved(_ title: String, _ shortcut: String, on platforms: [Platform] = []) -> [Diagnostic] {
        let manifest = ManifestReader.parse("shortcuts: [{title: \(title), shortcut: \(shortcut)}]", file: "a.yml")
        let declarations = manifest.shortcuts.map { declaration in
            var declaration = declaration
            if !platforms.isEmpty {
                declaration.targets = [AppTarget(name: "App", platforms: platforms, evidence: .guessed(reason: "a test"))]
            }
            return declaration
        }
        return LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "reserved-conflict" }
    }

    /// Checks the first `reserved-conflict` finding for one row: its severity and its whole message.
    static func expectFinding(
        _ title: String, _ shortcut: String, on platforms: [Platform] = [], _ severity: Diagnostic.Severity,
        _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let found = try #require(reserved(title, shortcut, on: platforms).first, sourceLocation: sourceLocation)
        #expect(found.severity == severity, sourceLocation: sourceLocation)
        #expect(found.message == message, sourceLocation: sourceLocation)
    }

    @Test func takenByDefaultNeverReachesTheApp() throws {
        let found = try #require(Self.reserved("Capture Snapshot", "Shift-Command-3").first)
        #expect(found.severity == .error)
        #expect(found.message == "Shift-Command-3 is reserved by the system (Screenshot); it never reaches 'Capture Snapshot'")
        #expect(found.notes.first?.message.contains("Today: taken by default (source: https://") == true)
    }

    /// The guidelines' Next Value Down is App Exposé on today's Mac: the message says what takes
    /// the key now, from the facts' note, where that names another feature.
    @Test func theFeatureThatTakesItTodayIsNamedWhereItDiffers() throws {
        let found = try #require(Self.reserved("Jump Down", "Control-Down arrow", on: [.macOS]).first)
        #expect(
            found.message
                == "Control-Down arrow is reserved by the system (Next Value Down; today it shows the front app's windows (App Exposé)); it never reaches 'Jump Down' (target 'App': macOS)"
        )
    }

    /// Zoom's keyboard shortcuts are off until people turn them on: nothing takes the key by default.
    @Test func takenOnlyWithASettingIsANoteNamingIt() throws {
        try Self.expectFinding(
            "Zoom Page", "Option-Command-Equal sign", .note,
            "Option-Command-Equal sign is listed as reserved by the guidelines (Zoom In); current macOS takes it only when the setting 'Use keyboard shortcuts to zoom' is on, and then it never reaches 'Zoom Page'"
        )
    }

    @Test func noLongerTakenIsANote() throws {
        try Self.expectFinding(
            "Go Back", "Command-Left arrow", on: [.macOS], .note,
            "Command-Left arrow is listed as reserved by the guidelines (System Keyboard Layout); current macOS no longer takes it, so it reaches 'Go Back' (target 'App': macOS)"
        )
    }

    /// The top row of an Apple keyboard does its drawn features (brightness, volume) out of the
    /// box; F1 to F12 reach apps with Fn held, as people press them on a Mac, or with the setting
    /// on: the command keeps its key, so a note naming both ways (blind labels called 4 of 4 such
    /// warnings fine or notes).
    @Test func takenUnlessASettingIsOnIsANoteNamingFnAndTheSetting() throws {
        try Self.expectFinding(
            "Rename", "F2", on: [.macOS], .note,
            "F2 is taken by current macOS out of the box for the feature its key shows on Apple keyboards (the guidelines list it for Top-Row F2); it reaches 'Rename' with Fn held, or for people who turn on the setting 'Use F1, F2, etc. keys as standard function keys'; hig-gen could not prove that people press it without Fn (with Fn held, an Apple keyboard sends the app the F key) (target 'App': macOS)"
        )
        // F12's Dashboard is gone, but the volume key still takes F12 out of the box.
        #expect(Self.reserved("Show Widgets", "F12", on: [.macOS]).map(\.severity) == [.note])
    }

    @Test func unverifiedIsANoteThatNeverSaysNeverReaches() throws {
        let found = try #require(Self.reserved("Add Documentation", "Option-Command-Forward slash", on: [.macOS]).first)
        #expect(found.severity == .note)
        #expect(!found.message.contains("never reaches"))
        #expect(
            found.message.hasPrefix("Option-Command-Forward slash is listed as reserved by the guidelines (Font Smoothing); "))
    }

    @Test func anIPadTargetIsJudgedByTheIPadOSRows() throws {
        let pad: [Platform] = [.iOS, .iPadOS]
        let search = try #require(Self.reserved("Find Anything", "Command-Space", on: pad).first)
        #expect(search.severity == .error)
        #expect(
            search.message
                == "Command-Space is reserved by the system (Search); it never reaches 'Find Anything' (target 'App': iOS, iPadOS)"
        )
        // iPadOS keeps the screenshot keys (a public test, cited in Docs/CurrentSystems.md).
        let screenshot = try #require(Self.reserved("Snapshot", "Shift-Command-3", on: pad).first)
        #expect(screenshot.severity == .error)
        // A row no public source settled says less.
        let dock = try #require(Self.reserved("Duplicate Layer", "Option-Command-D", on: pad).first)
        #expect(dock.severity == .note)
        #expect(dock.message.contains("current iPadOS"))
        // macOS's own system rows say nothing about an iPad app, and nothing claims "no rows".
        #expect(Self.reserved("Quit Now", "Option-Command-Esc", on: pad).isEmpty)
        #expect(Self.reserved("Find Anything", "Command-Space", on: pad).allSatisfy { !$0.message.contains("have no rows") })
    }

    @Test func aPlatformWithoutSystemRowsStillGetsTheNoteAboutOtherPlatforms() throws {
        let found = try #require(Self.reserved("Quit Now", "Option-Command-Esc", on: [.tvOS]).first)
        #expect(found.severity == .note)
        #expect(found.message.contains("the built-in rules have no row for it on tvOS"))
    }

    /// Snapzy reads the system's own shortcut settings and asks people to turn its Shift-Command-3
    /// off, and SnapLocal turns Shift-Command-4 off itself (`CGSSetSymbolicHotKeyEnabled`): the
    /// system takes the key only while that shortcut is on, so the hot key is a warning.
    @Test func anAppReadingTheSystemsShortcutSettingsMayHaveItsKey() throws {
        func found(_ settings: String) throws -> Diagnostic {
            var diagnostics: [Diagnostic] = []
            let files = [
                #"extension KeyboardShortcuts.Name { static let shot = Self("shot", default: .init(.three, modifiers: [.command, .shift])) }; func go() { KeyboardShortcuts.onKeyUp(for: .shot) {} }"#,
                "import AppKit\n" + settings,
            ].enumerated().map { SwiftShortcutScanner.read(source: $1, path: "F\($0).swift", into: &diagnostics) }
            return try #require(
                LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook).first { $0.id == "reserved-conflict" })
        }
        #expect(try found(#"let other = UserDefaults(suiteName: "com.example.settings")"#).severity == .error)
        let reading = try found(#"let system = UserDefaults(suiteName: "com.apple.symbolichotkeys")"#)
        #expect(reading.severity == .warning)
        #expect(reading.message.contains("where it does, it never reaches 'shot'"))
        let turningOff = try found(
            #"@_silgen_name("CGSSetSymbolicHotKeyEnabled") func setEnabled(_ key: Int32, _ on: Bool) -> Int32; func take() { _ = setEnabled(30, false) }"#
        )
        #expect(turningOff.severity == .warning)
    }
}
