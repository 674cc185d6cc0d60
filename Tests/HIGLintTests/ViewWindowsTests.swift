import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Which SwiftUI views share a window, read from which of the app's types make which: a key
/// people type meets a text field made in another file only where both are in one window.
@Suite struct ViewWindowsTests {
    private func read(_ files: [(String, String)]) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        // The scenes' own commands (New Window, Settings…) are not the views'.
        return FileShortcuts.join(files.map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) })
            .filter(\.isViewControl)
    }

    private func typing(_ found: [AppShortcut]) -> [Diagnostic] {
        LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
    }

    private static let app = (
        "App.swift",
        """
        import SwiftUI; @main struct Player: App {
            var body: some Scene {
                WindowGroup { LibraryView() }
                Settings { PreferencesView() }
            }
        }
        """
    )
    private static let bar = (
        "PlayerBar.swift",
        """
        import SwiftUI; struct PlayerBar: View {
            var body: some View {
                HStack {
                    Button("Play") { play() }.keyboardShortcut(.space, modifiers: [])
                    Button("Shuffle") { shuffle() }.keyboardShortcut("s", modifiers: [])
                }
            }
        }
        """
    )
    private static let preferences = (
        "PreferencesView.swift",
        "import SwiftUI; struct PreferencesView: View { var body: some View { TextField(\"Name\", text: $name) } }"
    )

    @Test func aFieldShownInTheSameWindowMeetsTheKey() {
        let library = (
            "LibraryView.swift",
            """
            import SwiftUI; struct LibraryView: View {
                var body: some View {
                    NavigationSplitView { Sidebar() } detail: { VStack { Grid(); PlayerBar() } }
                }
            }
            struct Sidebar: View {
                var body: some View { List(items) { Text($0.name) }.searchable(text: $query) }
            }
            """
        )
        let found = read([Self.app, library, Self.bar, Self.preferences])
        #expect(found.map(\.facts.typing) == [.sameWindow, .sameWindow])
        let findings = typing(found)
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(findings.first?.message.contains("another view shown in its window makes a text field") == true)
    }

    @Test func aFieldOnlyInASheetOrAnotherSceneLeavesTheWindowsKeysAlone() {
        let library = (
            "LibraryView.swift",
            """
            import SwiftUI; struct LibraryView: View {
                @State private var renaming = false
                var body: some View {
                    VStack { Grid(); PlayerBar() }
                        .sheet(isPresented: $renaming) { RenameSheet() }
                        .popover(isPresented: $tagging) { TextField("Tag", text: $tag) }
                }
            }
            struct RenameSheet: View {
                var body: some View { TextField("Name", text: $name) }
            }
            """
        )
        let found = read([Self.app, library, Self.bar, Self.preferences])
        #expect(found.map(\.facts.typing) == [.otherWindows, .otherWindows])
        // Space alone is the player's own key there; a letter is a note that says why.
        let findings = typing(found)
        #expect(findings.map(\.location.line) == [5])
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.contains("only other windows, sheets or popovers do") == true)
    }

    /// A file's field may be another view's: the import sheet's Paste button shares its file
    /// with the form sheet that makes the fields, but no window with it.
    @Test func aFieldOfAnotherViewInTheFileIsPlacedByItsWindow() {
        let certificates = (
            "Certificates.swift",
            """
            import SwiftUI; struct LibraryView: View {
                var body: some View {
                    List(items) { Text($0.name) }
                        .sheet(isPresented: $importing) { ImportSheet() }
                        .sheet(isPresented: $creating) { CreationSheet() }
                }
            }
            struct ImportSheet: View {
                var body: some View { Button("Paste from Clipboard") { paste() }.keyboardShortcut("v", modifiers: .command) }
            }
            struct CreationSheet: View {
                var body: some View { Form { TextField("Common Name", text: $name) }; PlayerBar() }
            }
            """
        )
        let found = read([Self.app, certificates, Self.bar])
        #expect(found.map(\.facts.typing) == [.otherWindows, .sameWindow, .sameWindow])
        let pasteFindings = LintSettings().lint(found, against: Lint.rulebook).filter { $0.location.file == "Certificates.swift" }
        #expect(pasteFindings.allSatisfy { $0.severity == .note })
    }

    @Test func aControlOnCopysKeyTakesItFromAFieldOfItsWindow() {
        // A hidden, untitled button on Command-C beside the sidebar's search field: while the field
        // has focus, AppKit offers the key to the window's controls first, so Copy never runs.
        let bar = (
            "PlayerBar.swift",
            """
            import SwiftUI; struct PlayerBar: View {
                var body: some View { Button("") { copyTrack() }.keyboardShortcut("c", modifiers: .command).hidden() }
            }
            """
        )
        let shown = (
            "LibraryView.swift",
            """
            import SwiftUI; struct LibraryView: View {
                var body: some View { VStack { TextField("Search", text: $query); PlayerBar() } }
            }
            """
        )
        let repurposed = { (found: [AppShortcut]) in
            LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        }
        let beside = repurposed(read([Self.app, shown, bar, Self.preferences]))
        #expect(beside.map(\.severity) == [.warning])
        #expect(beside.first?.message.contains("Copy in the text fields of its window") == true)
        #expect(beside.first?.message.contains("another view shown in its window makes a text field") == true)
        // Where only the Settings scene makes a field, the window has none for the key to leave.
        let apart = ("LibraryView.swift", "import SwiftUI; struct LibraryView: View { var body: some View { PlayerBar() } }")
        #expect(repurposed(read([Self.app, apart, bar, Self.preferences])).isEmpty)
    }

    @Test func aViewNoCodeMakesIsANote() {
        // `PlayerBar` is made by no code checked, which holds the app's scenes: no window shows it.
        let library = ("LibraryView.swift", "import SwiftUI; struct LibraryView: View { var body: some View { Grid() } }")
        let found = read([Self.app, library, Self.bar, Self.preferences])
        #expect(found.map(\.facts.typing) == [.elsewhere, .elsewhere])
        #expect(found.map(\.facts.viewUnmade) == [true, true])
        #expect(typing(found).map(\.severity) == [.note, .note])
        // Without the app's scenes among the files, nothing says what is shown: the likely warning.
        let alone = read([library, Self.bar, Self.preferences])
        #expect(typing(alone).map(\.severity) == [.warning, .warning])
    }

    @Test func theScannerReadsCodeNotCommentsOrStrings() {
        var diagnostics: [Diagnostic] = []
        let file = SwiftShortcutScanner.read(
            source: #"""
                import SwiftUI
                // struct Commented: View { TextField("x") }
                extension Outer.Inner {
                    var extra: some View { Badge(text: "TextField(") }
                }
                final class Controller: NSViewController {
                    class func make() -> Controller { Controller() }
                    override func loadView() {
                        view = NSHostingView(rootView: Dashboard(model: Model()))
                        let label = NSTextField(labelWithString: "Name")
                        let title = """
                        SecureField(
                        """
                    }
                }
                struct Form: View {
                    var body: some View {
                        /* TextEditor( */ Text("a")
                            .alert("Rename", isPresented: $renaming) { TextField("Name", text: $name) }
                    }
                }
                struct Search: View { var body: some View { NSTextField(string: query) } }
                """#, path: "Views.swift", into: &diagnostics)
        let views = file.views
        #expect(views.makes["Inner"]?.contains("Badge") == true)
        #expect(views.makes["Outer"] == nil)
        #expect(views.makes["Commented"] == nil)
        #expect(views.makes["Controller"]?.contains("Controller") == true)
        #expect(views.makes["Controller"]?.contains("Dashboard") == false)
        #expect(views.windowContent.contains("Dashboard"))
        #expect(views.windowContent.contains("TextField"))
        #expect(views.makesText == ["Search"])
    }

    /// Only a file that imports SwiftUI makes or hosts a SwiftUI view: the rest are passed over.
    @Test func aFileWithoutSwiftUIIsNotScanned() {
        var diagnostics: [Diagnostic] = []
        let file = SwiftShortcutScanner.read(
            source: "import AppKit\nfinal class Panel: NSView { let field = NSTextField(string: \"\"); func show() { Badge() } }",
            path: "Panel.swift", into: &diagnostics)
        #expect(file.views.makes.isEmpty)
        #expect(file.views.makesText.isEmpty)
    }

    /// NoorReader's `SimpleRatingButtons` is made only in its previews: no window shows its
    /// buttons, so their keys take nothing from anyone (a note saying so). A view made through
    /// `Row.init`, in `extension View`, or the app itself, is made.
    @Test func aViewMadeOnlyInPreviewsIsInNoWindow() {
        let buttons = (
            "Buttons.swift",
            """
            import SwiftUI; struct SimpleRatingButtons: View {
                var body: some View { Button("Again") { rate() }.keyboardShortcut("1", modifiers: []) }
            }
            struct SimpleRatingButtons_Previews: PreviewProvider { static var previews: some View { SimpleRatingButtons() } }
            #Preview { SimpleRatingButtons() }
            struct PlayerBar: View {
                var body: some View { Button("Play") { play() }.keyboardShortcut("p", modifiers: []) }
            }
            struct Row: View { var body: some View { Button("Open") {}.keyboardShortcut("o", modifiers: []) } }
            struct Badge: View { var body: some View { Button("Pin") {}.keyboardShortcut("b", modifiers: []) } }
            extension View { func badged() -> some View { overlay(Badge()) } }
            """
        )
        let library = (
            "LibraryView.swift",
            """
            import SwiftUI; struct LibraryView: View {
                var body: some View { VStack { TextField("Find", text: $q); PlayerBar(); ForEach(items, content: Row.init) } }
            }
            """
        )
        var diagnostics: [Diagnostic] = []
        let files = [Self.app, buttons, library].map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) }
        let views = ViewComposition.merged(files.map(\.views))
        #expect(views.unmade.contains("SimpleRatingButtons"))
        #expect(views.unmade.isDisjoint(with: ["PlayerBar", "Row", "Badge", "Player", "LibraryView"]))
        let found = FileShortcuts.join(files).filter(\.isViewControl)
        #expect(found.filter(\.facts.viewUnmade).map(\.title) == ["Again"])
        let again = typing(found).first { $0.location.line == 2 }
        #expect(again?.severity == .note)
        #expect(again?.message.contains("nor that people see 'SimpleRatingButtons'") == true)
        // A file checked alone, without the app's scenes, says nothing of what is shown.
        let alone = FileShortcuts.join([SwiftShortcutScanner.read(source: buttons.1, path: buttons.0, into: &diagnostics)])
        #expect(alone.allSatisfy { !$0.facts.viewUnmade })
    }

    /// A menu-bar extra shows its content only while it is open, as a status item's menu does:
    /// Command-A there takes Select All from nobody, and Quit in the extra is not the menu
    /// bar's Quit. A view made both there and in a window stays a window's control; so does one
    /// beside a field in the extra.
    @Test func aMenuBarExtrasContentTakesKeysOnlyWhileOpen() {
        let app = (
            "App.swift",
            """
            import SwiftUI; @main struct Timer: App {
                var body: some Scene {
                    WindowGroup { MainView() }
                    MenuBarExtra("Timer", systemImage: "timer") {
                        StatusView()
                        Button("Quit Timer") { quit() }.keyboardShortcut("q")
                    }
                    MenuBarExtra("Notes", systemImage: "note") {
                        TextField("Note", text: $note)
                        Button("Clear") { clear() }.keyboardShortcut("k", modifiers: [])
                    }.menuBarExtraStyle(.window)
                }
            }
            """
        )
        let views = (
            "Views.swift",
            """
            import SwiftUI; struct StatusView: View {
                var body: some View { VStack { Button("Start All") { start() }.keyboardShortcut("a"); Shared() } }
            }
            struct MainView: View { var body: some View { Shared() } }
            struct Shared: View { var body: some View { Button("Reset") { reset() }.keyboardShortcut("r") } }
            """
        )
        var diagnostics: [Diagnostic] = []
        let files = [app, views].map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) }
        let composition = ViewComposition.merged(files.map(\.views))
        #expect(composition.menuBarExtraContent.contains("StatusView"))
        #expect(composition.menuBarExtraOnly.contains("StatusView"))
        #expect(!composition.menuBarExtraOnly.contains("Shared"))
        #expect(composition.unmade.isEmpty)
        let found = FileShortcuts.join(files)
        func scope(_ title: String) -> Reach? { found.first { $0.title == title }?.scope }
        #expect(scope("Start All") == .menu("the menu-bar extra showing 'StatusView'"))
        #expect(scope("Reset") == .controls("Shared"))
        #expect(scope("Quit Timer").map { if case .menu = $0 { true } else { false } } == true)
        #expect(scope("Clear").map { if case .controls = $0 { true } else { false } } == true)
        let standard = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        let selectAll = standard.first { $0.location.line == 2 && $0.location.file == "Views.swift" }
        #expect(selectAll?.severity == .note)
    }
}
