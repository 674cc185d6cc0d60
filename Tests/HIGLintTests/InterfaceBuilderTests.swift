import Foundation
import HIGLint
import HIGLintInterfaceBuilder
import HIGModel
import Testing

/// Menu items of Interface Builder files as the app's shortcuts, located at their key equivalent.
@Suite struct InterfaceBuilderTests {
    static let fixture = Lint.path("Tests/Fixtures/interface-builder/MainMenu.xib")

    @Test func menuItemsBecomeShortcuts() throws {
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.read(path: Self.fixture, into: &diagnostics)
        #expect(diagnostics.isEmpty)
        let read = items.map { "\($0.title ?? "?")=\($0.shortcut?.words ?? "-")" }
        #expect(
            read == [
                "Settings…=Command-Comma", "Hide Sketchy=Command-H", "Hide Others=Option-Command-H", "Quit Sketchy=Command-Q",
                "New=Command-N", "Save As…=Shift-Command-S", "Export as PDF…=Shift-Command-E",
                "Quick Search=Control-Command-Space", "Show Help=F1", "Tom & Jerry=Control-Command-J",
                "Jump to Selection=Command-J",
            ])
        let export = try #require(items.first { $0.title == "Export as PDF…" })
        // Byte 79; reports count characters, so the "…" before it makes that column 77.
        #expect(export.span.location == SourceLocation(file: Self.fixture, line: 33, column: 79))
        #expect(export.origin == .interfaceBuilder)
        #expect(items.first { $0.title == "Tom & Jerry" }?.titleSpan?.isVerbatim == false)
    }

    @Test func theLinterReadsThemLikeAnyOtherDeclaration() {
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.read(path: Self.fixture, into: &diagnostics)
        let findings = LintSettings().lint(items, against: Lint.rulebook)
        #expect(findings.map(\.id).contains("reserved-conflict"))
        #expect(findings.first { $0.id == "reserved-conflict" }?.location.line == 39)
    }

    @Test func aMenuItemIsNamedByItsMenuPath() throws {
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.read(path: Self.fixture, into: &diagnostics)
        // The app menu and File are named; the menu bar itself ("Main Menu") is not.
        #expect(items.first { $0.title == "Quit Sketchy" }?.menuPath == ["Sketchy"])
        #expect(items.first { $0.title == "Quick Search" }?.menuPath == ["File"])
        let findings = LintSettings().lint(items, against: Lint.rulebook)
        let reserved = try #require(findings.first { $0.id == "reserved-conflict" })
        #expect(reserved.message.hasSuffix("it never reaches 'File \u{25B8} Quick Search'"))
    }

    @Test func aNestedMenuGivesTheWholePath() {
        let text = """
            <menu title="Main Menu" systemMenu="main"><items><menuItem title="File"><menu key="submenu" title="File">
            <items><menuItem title="Export"><menu key="submenu" title="Export"><items>
            <menuItem title="PDF…" keyEquivalent="e"/></items></menu></menuItem>
            <menuItem title="Close" keyEquivalent="w"/></items></menu></menuItem></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        #expect(items.map(\.menuPath) == [["File", "Export"], ["File"]])
    }

    @Test func anItemsActionIsItsConnectionsSelector() {
        // The submenu's item has its own action; the outer item's connection comes after it.
        let text = """
            <menuItem title="Edit"><menu key="submenu" title="Edit"><items>
            <menuItem title="Kopieren" keyEquivalent="c"><connections><action selector="copy:" target="-1" id="a"/></connections></menuItem>
            <menuItem title="Replace" keyEquivalent="f"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
            <connections><outlet property="menu" destination="x" id="o"/><action selector="performFindPanelAction:" target="-1" id="b"/></connections></menuItem>
            <menuItem title="Print Label" keyEquivalent="p"/>
            </items></menu><connections><action selector="editMenu:" target="-1" id="c"/></connections></menuItem>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        #expect(items.map(\.action) == ["copy", "performFindPanelAction", nil])
        // AppKit's own Copy and Find and Replace, whatever the titles say: no findings.
        #expect(LintSettings().lint(items, against: Lint.rulebook).isEmpty)
    }

    @Test func aHiddenItemAnswersItsKeyOnlyWhereItAllowsIt() {
        let text = """
            <menu><items><menuItem title="Export" keyEquivalent="e"><connections><action selector="export:"/></connections></menuItem>
            <menuItem title="Export Again" hidden="YES" keyEquivalent="e"/>
            <menuItem title="Settings (file)" hidden="YES" keyEquivalent="e" allowsKeyEquivalentWhenHidden="YES">
            <connections><action selector="showFileSettings:"/></connections></menuItem></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        #expect(items.compactMap(\.title) == ["Export", "Settings (file)"])
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.error])
    }

    @Test func theItemsOfAHiddenItemsSubmenuAndSeparatorsAnswerNoKey() {
        // A template's Format menu, hidden as a whole: its Italic takes no Command-I from Import.
        // A separator that keeps a Tab from an old edit is a line, no Command-Tab.
        let text = """
            <menu><items><menuItem title="Import" keyEquivalent="i"><connections><action selector="importTheme:"/></connections></menuItem>
            <menuItem title="Format" hidden="YES"><menu key="submenu" title="Format"><items>
            <menuItem title="Font"><menu key="submenu" title="Font"><items>
            <menuItem title="Italic" keyEquivalent="i"><connections><action selector="addFontTrait:"/></connections></menuItem>
            <menuItem title="Bigger" keyEquivalent="+" allowsKeyEquivalentWhenHidden="YES"/>
            </items></menu></menuItem></items></menu></menuItem>
            <menuItem isSeparatorItem="YES" keyEquivalent="&#9;"/>
            <menuItem title="Underline" keyEquivalent="u"/></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        #expect(items.compactMap(\.title) == ["Import", "Bigger", "Underline"] && items.count == 3)
        #expect(LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }.isEmpty)
    }

    @Test func anItemThatShowsASceneBySegueIsConnected() {
        // Activity Window opens its scene by a segue: live beside Actual Size, so an error.
        let text = """
            <menu><items><menuItem title="Actual Size" keyEquivalent="0"><connections><action selector="actualSize:"/></connections></menuItem>
            <menuItem title="Activity Window" keyEquivalent="0"><connections><segue destination="syU" kind="show" identifier="OrderFrontActivityPanel"/></connections></menuItem></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Main.storyboard", into: &diagnostics)
        #expect(items.map(\.action) == ["actualSize", "performSegue"])
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.error])
    }

    @Test func anItemItsFileConnectsToNoActionMayNeverRun() {
        // A template's leftover Smart Copy/Paste on Command-F, beside Find: shown, but AppKit keeps
        // it disabled, so nothing shows the two are ever live together.
        let text = """
            <menu><items><menuItem title="Find…" keyEquivalent="f"><connections><action selector="performFindPanelAction:"/></connections></menuItem>
            <menuItem title="Smart Copy/Paste" keyEquivalent="f"/></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.note])
        #expect(duplicates.first?.message.contains("its file connects it to no action") == true)
    }

    @Test func anItemStillTitledItemSaysLessOfWhatItRuns() {
        // "Item" is Interface Builder's title for a new item: the app may name it in code. (An
        // emulator's screenshot item on Command-S beside its Save State.)
        func repurposed(_ title: String) -> [Diagnostic.Severity] {
            let text = """
                <menu title="Main Menu" systemMenu="main"><items><menuItem title="File"><menu key="submenu" title="File"><items>
                <menuItem title="\(title)" keyEquivalent="s"><connections><action selector="screenshot:"/></connections></menuItem>
                <menuItem title="Save State" keyEquivalent="S"><connections><action selector="saveState:"/></connections></menuItem>
                </items></menu></menuItem></items></menu>
                """
            var diagnostics: [Diagnostic] = []
            let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Main.storyboard", into: &diagnostics)
            return LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }.map(\.severity)
        }
        #expect(repurposed("Take Screenshot") == [.warning])
        #expect(repurposed("Item") == [.note])
    }

    @Test func anItemItsFileDisablesMayNeverBeEnabledBesideAnother() {
        // Volume Up is enabled by the app only while a game plays; the grid item in the library.
        let text = """
            <menu><items><menuItem title="Increase Grid Size" keyEquivalent="+"/>
            <menuItem title="Volume Up" enabled="NO" keyEquivalent="+"/></items></menu>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.warning])
        #expect(duplicates.first?.message.contains("its file marks 'Volume Up' disabled") == true)
    }

    @Test func aButtonsBareKeyIsKeptByAFocusedField() {
        // AppKit gives a focused field the key first: the Add button only misses "+" while people type.
        let text = """
            <window title="Filters"><view><textField><textFieldCell editable="YES"/></textField>
            <button><buttonCell title="Add" keyEquivalent="+"/></button></view></window>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Settings.xib", into: &diagnostics)
        let typing = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.severity) == [.note])
        #expect(typing.first?.message.contains("a focused text field takes it first") == true)
    }

    @Test func brokenXMLIsLocatedAndWhatCameBeforeIsKept() {
        let text = "<menu>\n<menuItem title=\"New\" keyEquivalent=\"n\"/>\n<menuItem title=\"Open keyEquivalent=\"o\"/>\n"
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Broken.xib", into: &diagnostics)
        #expect(items.compactMap(\.shortcut?.words) == ["Command-N"])
        #expect(diagnostics.map(\.id) == ["interface-builder.invalid"])
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func anUnknownKeyEquivalentIsUnresolvedNotDropped() {
        let text = "<menuItem title=\"Odd\" keyEquivalent=\"ab\"/>"
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Odd.xib", into: &diagnostics)
        #expect(items.count == 1 && items[0].shortcut == nil && items[0].unresolvedReason != nil)
    }

    /// AppKit matches a key equivalent by the character typed: "^" is Shift-6 and "#" Shift-3 on
    /// a US layout, named by the digit as the HIG names them (as "{" is the left bracket with Shift).
    @Test func aDigitsShiftedCharacterIsTheDigitWithShift() {
        let text = """
            <menuItem title="Console" keyEquivalent="^"/>
            <menuItem title="Snap" keyEquivalent="#"/>
            <menuItem title="Brace" keyEquivalent="{"/>
            """
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Menu.xib", into: &diagnostics)
        #expect(items.map { $0.shortcut?.words ?? "-" } == ["Shift-Command-6", "Shift-Command-3", "Command-Left brace"])
        #expect(items.allSatisfy { $0.unresolvedReason == nil })
        let findings = LintSettings().lint(items, against: Lint.rulebook)
        #expect(findings.contains { $0.id == "reserved-conflict" && $0.location.line == 2 })
    }
}

/// Scopes an Interface Builder file's structure gives: a control's own menu, a tab of a tab view.
@Suite struct InterfaceBuilderScopeTests {
    func read(_ text: String) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.parse(Array(text.utf8), file: "Window.xib", into: &diagnostics)
        #expect(diagnostics.isEmpty)
        return items
    }

    @Test func aMenuHeldByASearchFieldIsThatFieldsNotTheMainMenus() {
        let items = read(
            """
            <objects>
            <menu title="Main Menu" systemMenu="main" id="m"><items><menuItem title="Edit"><menu key="submenu" title="Edit">
            <items><menuItem title="Find…" keyEquivalent="f" id="f"/></items></menu></menuItem></items></menu>
            <window title="Library" id="w"><view key="contentView"><subviews>
            <searchField id="s"><searchFieldCell key="cell" id="sc"><connections>
            <outlet property="searchMenuTemplate" destination="r" id="o"/></connections></searchFieldCell></searchField>
            </subviews></view></window>
            <menu id="r"><items><menuItem title="Find in Titles" keyEquivalent="f" id="t"/></items></menu>
            </objects>
            """)
        #expect(items.map(\.scope) == [.app, .menu("Window.xib: the search field's menu")])
        // The field's menu and the main menu are never open at once.
        #expect(!LintSettings().lint(items, against: Lint.rulebook).contains { $0.id == "duplicate-shortcut" })
    }

    /// Rabin2021's Format menu, dragged out of the menu bar among the file's top-level objects:
    /// nothing shows it unless an outlet lets code add it, so it holds none of the app's keys.
    @Test func aLooseMenuItemNothingPointsToIsInNoMenu() {
        func titles(outlet: String) -> [String] {
            read(
                """
                <objects>
                <customObject id="d" customClass="AppDelegate"><connections>\(outlet)</connections></customObject>
                <menu title="Main Menu" systemMenu="main" id="m"><items><menuItem title="Connections"><menu key="submenu" title="Connections">
                <items><menuItem title="Add Impulse..." keyEquivalent="i" id="a"/></items></menu></menuItem></items></menu>
                <menuItem title="Format" id="fmt"><menu key="submenu" title="Format"><items>
                <menuItem title="Italic" keyEquivalent="i" id="it"/></items></menu></menuItem>
                </objects>
                """
            ).compactMap(\.title)
        }
        #expect(titles(outlet: "") == ["Add Impulse..."])
        #expect(titles(outlet: #"<outlet property="formatItem" destination="fmt" id="o"/>"#) == ["Add Impulse...", "Italic"])
    }

    @Test func buttonsOfDifferentTabsAreNeverOnScreenTogether() {
        let items = read(
            """
            <window title="Settings" id="w"><view key="contentView"><subviews><tabView id="tv"><tabViewItems>
            <tabViewItem label="General" identifier="1" id="g"><view key="view"><subviews>
            <button id="b1"><buttonCell key="cell" title="Apply" id="c1"><string key="keyEquivalent" base64-UTF8="YES">DQ</string></buttonCell></button>
            </subviews></view></tabViewItem>
            <tabViewItem label="Accounts" identifier="2" id="a"><view key="view"><subviews>
            <button id="b2"><buttonCell key="cell" title="Add Account" id="c2"><string key="keyEquivalent" base64-UTF8="YES">DQ</string></buttonCell></button>
            <button id="b3"><buttonCell key="cell" title="Sign In" id="c3"><string key="keyEquivalent" base64-UTF8="YES">DQ</string></buttonCell></button>
            </subviews></view></tabViewItem>
            </tabViewItems></tabView></subviews></view></window>
            """)
        #expect(
            items.map(\.scope) == [
                .controls("Window.xib: Settings window, tab 'General'"), .controls("Window.xib: Settings window, tab 'Accounts'"),
                .controls("Window.xib: Settings window, tab 'Accounts'"),
            ])
        // Only the two buttons of one tab on Return compete.
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.location.line) == [7])
    }

    @Test func aWindowsButtonTakesAMenuKeyInItsWindowByDesign() {
        // AppKit offers a key to the key window's views before the menus: Apply wins in its window.
        let items = read(
            """
            <menu title="Main Menu" systemMenu="main"><items><menuItem title="File"><menu title="File"><items>
            <menuItem title="Create App" keyEquivalent="&#13;"><modifierMask key="keyEquivalentModifierMask"/></menuItem>
            </items></menu></menuItem></items></menu>
            <window title="Settings"><view><button><buttonCell title="Apply" keyEquivalent="&#13;"/></button></view></window>
            """)
        let duplicates = LintSettings().lint(items, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.note])
        #expect(
            duplicates.first?.message.contains("while 'Window.xib: Settings window' is the key window 'Apply' takes it") == true)
    }
}

/// Buttons in Interface Builder: keys in attributes or (base64) child elements, no modifier by
/// default, and controls of their window.
@Suite struct InterfaceBuilderButtonTests {
    @Test func buttonsAreReadAsControls() {
        var diagnostics: [Diagnostic] = []
        let items = InterfaceBuilderReader.read(
            path: Lint.path("Tests/Fixtures/interface-builder/ExportSheet.xib"), into: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(
            items.map { "\($0.title ?? "?")=\($0.shortcut?.words ?? "-")" } == [
                "Export=Return", "Cancel=Esc", "Don't Export=Command-D",
            ])
        #expect(items.allSatisfy { $0.isViewControl })
        // Return and Escape on a dialog's buttons are what those keys are for.
        let findings = LintSettings().lint(items, against: Lint.rulebook)
        #expect(!findings.contains { $0.severity == .error }, "\(findings.map(\.message))")
    }
}
