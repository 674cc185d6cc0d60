import HIGLint
import HIGMarkdown
import HIGModel
import Testing

/// An app table's code columns (Selector, Works in, Targets, Declared in), as `init --from`
/// writes them: read into `Entry.placement`, and a row with them judged as its code.
@Suite struct CodeColumnTests {
    static let table = """
        ---
        title: Reader keyboard shortcuts
        kind: app
        ---
        | ID | Keyboard shortcut | Title | Action | Selector | Works in | Targets | Declared in |
        |---|---|---|---|---|---|---|---|
        | refresh | Command-R | Refresh | | refresh: | app | Reader (macOS); Reader Mobile (iOS, iPadOS) | Shared/Commands.swift:12 (SwiftUI, group sidebar, arm 2 of the branch at line 9) |
        | nextArticle | Down Arrow | Next Article | | | view: TimelineView | Reader Mobile (iOS, iPadOS) | iOS/Timeline.swift:88 (UIKit, upper-case R) |
        | grab | Shift-Command-5 | | | | everywhere | Reader (macOS) | Mac/HotKeys.swift:4 (global hot key, by key position) |
        | broken | Command-B | Broken | | | somewhere | Reader (macOS, Windows) | Mac/Menu.swift (AppKit) |

        """

    static let compiled = RulebookCompiler.compile(markdown: table, path: "shortcuts.md")

    @Test("each cell reads into the placement; an empty Action is fine beside a Title, an ID or a place")
    func cellsRead() throws {
        let entries = Self.compiled.rulebook.entries
        #expect(entries.map(\.id) == ["refresh", "nextArticle", "grab", "broken"])
        let refresh = try #require(entries[0].placement)
        #expect(refresh.selector == "refresh")
        #expect(refresh.reach == .app)
        #expect(refresh.targets.map(\.text) == ["Reader (macOS)", "Reader Mobile (iOS, iPadOS)"])
        #expect(entries[0].platforms == [.iOS, .iPadOS, .macOS])
        let place = try #require(refresh.places.first)
        #expect(place.path == "Shared/Commands.swift" && place.line == 12 && place.framework == .swiftUI)
        #expect(place.facts.group == "sidebar" && place.arms == [CommandPlacement.Arm(line: 9, arm: 1)])
        #expect(entries[1].placement?.reach == .controls("TimelineView"))
        #expect(entries[1].placement?.places.first?.facts.upperCaseLetter == "R")
        #expect(entries[2].placement?.reach == .systemWide && entries[2].placement?.places.first?.facts.byKeyPosition == true)
    }

    @Test("a cell that does not read is a located warning saying how to write it, and is left out")
    func unreadableCells() throws {
        let problems = Self.compiled.diagnostics.filter { $0.id == DiagnosticKind.tableUnreadablePlacement.id }
        #expect(problems.map(\.location.line) == [10, 10, 10])
        #expect(problems.allSatisfy { $0.severity == .warning && $0.location.column != nil })
        #expect(problems[0].message.contains("'Works in' says 'somewhere'"))
        #expect(problems[1].message.contains("'Windows' is no platform"))
        #expect(problems[2].message.contains("'Mac/Menu.swift (AppKit)' is no place in code"))
        let broken = try #require(Self.compiled.rulebook.entries.last?.placement)
        #expect(broken.reach == .app && broken.targets.isEmpty && broken.places.isEmpty)
    }

    @Test("the text of every column reads back as written")
    func textRoundTrips() throws {
        var place = CommandPlacement.Place(path: "A B/C.swift", line: 3, framework: .interfaceBuilder)
        place.facts.impliedBy = "DocumentGroup"
        place.facts.implicitCommand = true
        place.facts.keyByDefault = true
        place.facts.hotKeyRegistration = .switchedOff
        place.facts.numbersOnlyTyped = true
        place.facts.oneLineTextOnly = true
        place.facts.reachesFocusedView = true
        place.arms = [CommandPlacement.Arm(line: 1, arm: 0), CommandPlacement.Arm(line: 2, arm: 3)]
        #expect(CommandPlacement.Place(text: place.text) == place)
        let facts = DeclarationFacts(group: "sidebar", notLocalized: true)
        let swiftUI = CommandPlacement.Place(path: "C.swift", line: 9, framework: .swiftUI, facts: facts)
        #expect(swiftUI.text == "C.swift:9 (SwiftUI, group sidebar, not localized)")
        #expect(CommandPlacement.Place(text: swiftUI.text) == swiftUI)
        for reach in [Reach.app, .systemWide, .menu("Dock: Menu"), .controls("EditorView")] {
            #expect(Reach(text: reach.text) == reach)
        }
        let target = AppTarget(name: "Reader (Beta)", platforms: [.macOS], evidence: .project(path: "shortcuts.md"))
        #expect(AppTarget.read(target.text, in: "shortcuts.md").target == target)
    }

    @Test("a row is judged as its code: its framework, scope, targets and branch")
    func rowsAsCode() throws {
        let rows = AppShortcut.appTableRows(of: Self.compiled.rulebook)
        #expect(rows[0].origin == .swiftUI && rows[0].scope == .app && rows[0].facts.group == "sidebar")
        #expect(rows[0].action == "refresh" && rows[0].targets.map(\.name) == ["Reader", "Reader Mobile"])
        #expect(rows[0].branches.count == 1)
        #expect(rows[1].origin == .uiKit && rows[1].scope == .controls("TimelineView") && rows[1].facts.upperCaseLetter == "R")
        #expect(rows[2].origin == .globalHotKey && rows[2].facts.byKeyPosition && rows[2].title == nil)
        #expect(rows[3].origin == .markdownTable && rows[3].targets.isEmpty)
    }
}
