import HIGLint
import HIGModel

/// One command of an app as its code declares it: every declaration of the same title (or,
/// without one, the same selector or constant) on the same shortcut, wherever it is shown
/// (the main menu, a toolbar button, a second target's storyboard). It becomes one row of the
/// table `hig-gen init --from` writes.
package struct CodeCommand: Sendable {
    /// The declarations, the one that reaches furthest first (a hot key, then an app-wide
    /// command, then a menu's or a view's), then in file order.
    package var declarations: [AppShortcut]

    var primary: AppShortcut { declarations[0] }
    var shortcut: Shortcut { primary.shortcut! }

    /// What names the command, for grouping and for matching a table's rows: its title folded
    /// ("Find…" and "find" are one), else its selector, constant or identifier.
    var name: String? { declarations.lazy.compactMap(Self.name(of:)).first }

    var title: String? { declarations.lazy.compactMap(\.title).first { !$0.isEmpty } }
    var menu: String? {
        declarations.lazy.map(\.menuPath).first { !$0.isEmpty }.map { $0.joined(separator: " \u{25B8} ") }
    }
    var selector: String? { declarations.lazy.compactMap(\.action).first }

    /// Where its declarations are: their keys and titles, where the rules' findings about it are.
    var places: Set<SourceLocation> {
        Set(declarations.flatMap { [$0.span.location, $0.titleSpan?.location].compactMap { $0 } })
    }

    package var targets: [AppTarget] { Array(Set(declarations.flatMap(\.targets))).sorted() }

    /// The rules a comment in the code silences for every declaration of it.
    var ignoredRules: Set<String> {
        declarations.dropFirst().reduce(primary.ignoredRules) { $0.intersection($1.ignoredRules) }
    }

    var reach: Reach { primary.scope }

    /// "Export as PDF", "exportPDF", "toggleWindow": a title folded to compare, else the
    /// selector, the constant, the manifest id.
    static func name(of declaration: AppShortcut) -> String? {
        if let title = declaration.title, !title.isEmpty { return CommandTitle.fold(title) }
        return declaration.action ?? declaration.usesConstant ?? declaration.definesConstant ?? declaration.id
    }

    /// The app's commands from its declarations, in the order of their first declaration in
    /// the code; declarations whose key is not known are left out (see ``unresolved(_:)``).
    ///
    /// On one shortcut, declarations are one command when they share a title, a selector or a
    /// constant, as the duplicate rule reads them: a toolbar button that uses the menu's
    /// constant is the menu's command.
    static func gather(_ declarations: [AppShortcut]) -> [CodeCommand] {
        let known = declarations.filter(isKnown)
        var groups = Groups(count: known.count)
        var firstWithName: [String: Int] = [:]
        for (index, declaration) in known.enumerated() {
            let words = declaration.shortcut!.words
            var names = declaration.title.flatMap { $0.isEmpty ? nil : "title:" + CommandTitle.fold($0) }.map { [$0] } ?? []
            if let action = declaration.action { names.append("action:" + action) }
            for constant in [declaration.usesConstant, declaration.definesConstant].compactMap({ $0 }) {
                names.append("constant:" + constant)
            }
            if let id = declaration.id { names.append("id:" + id) }
            for name in names {
                let key = name + "\u{0}" + words
                if let first = firstWithName[key] { groups.join(first, index) } else { firstWithName[key] = index }
            }
        }
        let commands = groups.members.map { indices in
            CodeCommand(
                declarations: indices.map { known[$0] }.sorted {
                    ($0.scope.order, $0.span.location) < ($1.scope.order, $1.span.location)
                })
        }
        // Each command's first place once, not at every comparison of the sort.
        return zip(commands.map(\.firstPlace), commands).sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Where the command is first declared in the code.
    var firstPlace: SourceLocation { declarations.map(\.span.location).min()! }

    /// Declarations a table row cannot be made of: the key is not known from the code alone.
    static func unresolved(_ declarations: [AppShortcut]) -> [AppShortcut] {
        declarations.filter { !isKnown($0) }
    }

    private static func isKnown(_ declaration: AppShortcut) -> Bool {
        declaration.shortcut != nil && declaration.malformedKey == nil
    }
}

/// Disjoint sets of declaration indices (union-find), listed by their first member.
private struct Groups {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    private mutating func root(_ index: Int) -> Int {
        var index = index
        while parent[index] != index {
            parent[index] = parent[parent[index]]
            index = parent[index]
        }
        return index
    }

    mutating func join(_ one: Int, _ other: Int) {
        let (a, b) = (root(one), root(other))
        if a != b { parent[max(a, b)] = min(a, b) }
    }

    var members: [[Int]] {
        mutating get {
            var byRoot: [Int: [Int]] = [:]
            for index in parent.indices { byRoot[root(index), default: []].append(index) }
            return byRoot.keys.sorted().map { byRoot[$0]! }
        }
    }
}
