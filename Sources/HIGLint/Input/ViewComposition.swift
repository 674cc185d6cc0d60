import HIGModel

/// Which SwiftUI views share a window, from which of the app's types make which:
///
///     WindowGroup { LibraryView() }                          // a window's content
///     struct LibraryView: View { … Sidebar() … PlayerBar() … .sheet { RenameSheet() } }
///     struct Sidebar: View { … .searchable(text: $query) … }
///     struct PlayerBar: View { … Button("Play") {}.keyboardShortcut(.space, modifiers: []) }
///
/// SwiftUI answers a view's shortcut anywhere in its window, so `PlayerBar`'s Space meets the
/// search field `Sidebar` makes in the same window; `RenameSheet`'s field is in a sheet, a
/// window of its own, as are a popover's, an alert's and another scene's. One value per file,
/// merged across files, read where people type is placed (``TypingPlace/place(_:views:)``).
public struct ViewComposition: Hashable, Sendable, Codable {
    /// Each type's name and the names it calls in its own code (its views, a navigation
    /// destination's), sorted: not those it presents in a sheet, popover, alert or dialog.
    public var makes: [String: [String]] = [:]
    /// The types whose own code makes text input outside any presentation, sorted.
    public var makesText: [String] = []
    /// The names made as a window's content (a scene's, a hosting view's or controller's, a
    /// sheet's or popover's), sorted.
    public var windowContent: [String] = []
    /// The names made outside every type's code and every preview (a global constant, a
    /// function of `extension View`), sorted: made, by whom is not known.
    public var madeOutsideTypes: [String] = []
    /// The names made as a menu-bar extra's content (`MenuBarExtra { StatusView() }`), sorted:
    /// shown only while the extra is open, as a status item's menu is.
    public var menuBarExtraContent: [String] = []
    /// The names called in the scenes' `.commands { … }` (the app's `Commands` types, SwiftUI's
    /// own groups and controls), sorted.
    public var commandsContent: [String] = []
    /// Some file's code removes items, or their keys, from the menu bar as the app runs
    /// (`NSApp.mainMenu … fileMenu.removeItem(item)`, `item.keyEquivalent = ""`): it may remove
    /// the ones the framework gives.
    public var editsMenuBar = false

    public init(
        makes: [String: [String]] = [:], makesText: [String] = [], windowContent: [String] = [],
        madeOutsideTypes: [String] = [], menuBarExtraContent: [String] = [], commandsContent: [String] = [],
        editsMenuBar: Bool = false
    ) {
        self.makes = makes
        self.makesText = makesText
        self.windowContent = windowContent
        self.madeOutsideTypes = madeOutsideTypes
        self.menuBarExtraContent = menuBarExtraContent
        self.commandsContent = commandsContent
        self.editsMenuBar = editsMenuBar
    }

    /// SwiftUI's own names a scene's `.commands { … }` may call: its command groups and menus,
    /// its ready-made command sets, the controls and values a menu is built of.
    static let frameworkCommandNames: Set<String> = [
        "CommandGroup", "CommandMenu", "SidebarCommands", "ToolbarCommands", "TextEditingCommands",
        "TextFormattingCommands", "InspectorCommands", "ImportFromDevicesCommands", "EmptyCommands", "Button", "Divider",
        "Menu", "Toggle", "Picker", "Section", "ForEach", "Group", "Text", "Label", "Image", "Link", "ShareLink",
        "KeyEquivalent", "EventModifiers", "LocalizedStringKey", "String", "URL", "Task", "Bundle",
    ]

    /// Whether the code checked holds the app's scenes and declares every type their commands
    /// name, and removes no menu item as the app runs: no code beyond it can replace a command
    /// a scene gives.
    public var commandsAllSeen: Bool {
        guard !shownContent.isEmpty, !editsMenuBar else { return false }
        let declared = Set(makes.keys)
        return commandsContent.allSatisfy { Self.frameworkCommandNames.contains($0) || declared.contains($0) }
    }

    /// Every name made as content people are shown: a window's, a presentation's or a menu-bar
    /// extra's.
    public var shownContent: Set<String> { Set(windowContent).union(menuBarExtraContent) }

    /// The view types shown only inside a menu-bar extra: made there, directly or by the views
    /// made there, and by nothing a window shows.
    public var menuBarExtraOnly: Set<String> {
        guard !menuBarExtraContent.isEmpty else { return [] }
        return Windows.reach(from: Set(menuBarExtraContent), through: makes)
            .subtracting(Windows.reach(from: Set(windowContent), through: makes))
    }

    /// The view types the app declares that no code checked makes, outside previews: a window
    /// shows none of them. (Judged only where the code holds the app's scenes.)
    public var unmade: Set<String> {
        guard !shownContent.isEmpty else { return [] }
        var made = shownContent.union(madeOutsideTypes)
        for (type, names) in makes { made.formUnion(names.filter { $0 != type }) }
        return Set(makes.keys).subtracting(made)
    }

    /// The files' compositions as one: a type's extensions in other files add what they make.
    public static func merged(_ parts: [ViewComposition]) -> ViewComposition {
        var makes: [String: Set<String>] = [:]
        var text: Set<String> = []
        var content: Set<String> = []
        var outside: Set<String> = []
        var extra: Set<String> = []
        var commands: Set<String> = []
        var editsMenuBar = false
        for part in parts {
            editsMenuBar = editsMenuBar || part.editsMenuBar
            for (type, made) in part.makes { makes[type, default: []].formUnion(made) }
            text.formUnion(part.makesText)
            content.formUnion(part.windowContent)
            outside.formUnion(part.madeOutsideTypes)
            extra.formUnion(part.menuBarExtraContent)
            commands.formUnion(part.commandsContent)
        }
        return ViewComposition(
            makes: makes.mapValues { $0.sorted() }, makesText: text.sorted(), windowContent: content.sorted(),
            madeOutsideTypes: outside.sorted(), menuBarExtraContent: extra.sorted(), commandsContent: commands.sorted(),
            editsMenuBar: editsMenuBar)
    }

    /// The composition read for many questions: its lists as sets, its edges both ways.
    public struct Windows: Sendable {
        let makes: [String: [String]]
        let madeBy: [String: [String]]
        let makesText: Set<String>
        let windowContent: Set<String>

        public init(_ composition: ViewComposition) {
            makes = composition.makes
            var parents: [String: [String]] = [:]
            for (type, made) in composition.makes {
                for name in made where name != type { parents[name, default: []].append(type) }
            }
            madeBy = parents
            makesText = Set(composition.makesText)
            windowContent = composition.shownContent
        }

        /// Where people type, seen from a control of `view`: `sameWindow` where a type shown in
        /// its window makes text input, `otherWindows` where none does while the types holding
        /// it reach a window's content; nil where the code does not show which window holds it
        /// (no type checked is named so, or nothing places the types holding it in a window).
        public func typing(seenFrom view: String) -> TypingPlace? {
            guard makes[view] != nil else { return nil }
            let holders = Self.reach(from: [view], through: madeBy)
            guard !holders.isDisjoint(with: windowContent) else { return nil }
            return Self.reach(from: holders, through: makes).isDisjoint(with: makesText) ? .otherWindows : .sameWindow
        }

        /// The names reachable from `start` along `edges`, `start` included: each visited once,
        /// so the walk ends within the app's own names.
        static func reach(from start: Set<String>, through edges: [String: [String]]) -> Set<String> {
            var seen = start
            var queue = Array(start)
            while let name = queue.popLast() {
                for next in edges[name] ?? [] where seen.insert(next).inserted { queue.append(next) }
            }
            return seen
        }
    }
}
