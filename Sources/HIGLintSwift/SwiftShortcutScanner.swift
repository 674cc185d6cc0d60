import HIGLint
import HIGModel
import SwiftParser
import SwiftSyntax

/// Finds the keyboard shortcuts a Swift file declares, with swift-syntax, a real parser:
/// SwiftUI `.keyboardShortcut(…)` and `KeyboardShortcut(…)`, UIKit `UIKeyCommand(…)`, AppKit
/// `NSMenuItem(…keyEquivalent:)`, `addItem(withTitle:action:keyEquivalent:)` and
/// `item.keyEquivalent = …`, and global hot keys (KeyboardShortcuts, HotKey, MASShortcut).
///
/// What it cannot read without running the code (a variable key) becomes a declaration with
/// no shortcut and a reason, which the linter reports as a note.
public enum SwiftShortcutScanner {
    /// The shortcuts of the Swift file at `path`; a file that cannot be read is a diagnostic
    /// (see ``HIGModel/InputFile``), never a thrown error.
    public static func scan(path: String, into diagnostics: inout [Diagnostic]) -> [AppShortcut] {
        read(path: path, into: &diagnostics).resolved
    }

    /// What one file declares, what it does with hot keys' names, and the defaults of the
    /// shortcut helpers it declares, to be joined with the other files of a check
    /// (``HotKeyRegistrations/resolve(_:uses:)``, ``AppHelpers/resolve(_:defaults:)``).
    public struct FileShortcuts: Sendable, Codable {
        public var declarations: [AppShortcut]
        public var hotKeyUses: [HotKeyRegistrations.Use] = []
        public var helperDefaults: [String: ModifierSet] = [:]
        /// Whether the file makes something people type into (``TypingPlace``).
        public var hasTextInput = false
        /// Whether the file replaces the scenes' New commands, New Window among them.
        public var replacesNewItem = false

        public init(
            declarations: [AppShortcut], hotKeyUses: [HotKeyRegistrations.Use] = [], helperDefaults: [String: ModifierSet] = [:],
            hasTextInput: Bool = false, replacesNewItem: Bool = false
        ) {
            self.declarations = declarations
            self.hotKeyUses = hotKeyUses
            self.helperDefaults = helperDefaults
            self.hasTextInput = hasTextInput
            self.replacesNewItem = replacesNewItem
        }

        /// The files' declarations, joined.
        public static func join(_ files: [FileShortcuts]) -> [AppShortcut] {
            var declarations = TypingPlace.place(files.map { ($0.declarations, $0.hasTextInput) })
            // A `WindowGroup`'s New Window is gone where any file replaces the New item group.
            if files.contains(where: \.replacesNewItem) { declarations.removeAll { $0.facts.impliedBy == "WindowGroup" } }
            let defaults = files.reduce(into: [String: ModifierSet]()) { all, file in
                all.merge(file.helperDefaults) { first, _ in first }
            }
            return HotKeyRegistrations.resolve(
                AppHelpers.resolve(declarations, defaults: defaults), uses: files.flatMap(\.hotKeyUses))
        }

        /// This file's declarations, joined with itself alone.
        public var resolved: [AppShortcut] { Self.join([self]) }
    }

    /// The Swift file at `path`, its hot keys' registration left to the files read with it.
    public static func read(path: String, into diagnostics: inout [Diagnostic]) -> FileShortcuts {
        guard let bytes = InputFile.read(path, into: &diagnostics) else { return FileShortcuts(declarations: []) }
        return read(bytes: bytes, path: path, into: &diagnostics)
    }

    /// What the file at `path` declares, from its `bytes` as read (``HIGModel/InputFile``).
    public static func read(bytes: [UInt8], path: String, into diagnostics: inout [Diagnostic]) -> FileShortcuts {
        let utf8 = text(of: bytes, path: path, into: &diagnostics)
        // Most files of an app declare no shortcut: a byte search is far cheaper than a parse.
        guard mayDeclareShortcuts(utf8) else {
            return FileShortcuts(declarations: [], hasTextInput: ByteSearch.containsAny(utf8, of: textInputs))
        }
        return read(source: String(decoding: utf8, as: UTF8.self), path: path, into: &diagnostics)
    }

    /// What people type into, as Swift makes it: SwiftUI's and the frameworks' text fields and
    /// views, search, web views, terminals (SwiftTerm's `TerminalView`, other `…TextView`s).
    static let textInputs = [
        // `alert.addTextField(…)` is the alert's, which takes the keys while it is up.
        " TextField(", "\tTextField(", "(TextField(", "{TextField(", "TextEditor(", "SecureField(", ".searchable(", "UITextField",
        "UITextView", "NSTextView", "TextView(",
        "UISearchBar",
        "UISearchController", "NSTextField", "NSSearchField", "NSTokenField", "NSComboBox", "WKWebView", "TerminalView(",
    ].map { Array($0.utf8) }

    /// Whether the text names any API the reader looks for (`keyboardShortcut`,
    /// `KeyboardShortcut(s)`, `UIKeyCommand`, `NSMenuItem`, `keyEquivalent`, the hot-key
    /// libraries, a helper's `key:`, an alert's buttons); without one, the file cannot declare a shortcut the
    /// reader would find.
    public static func mayDeclareShortcuts(_ bytes: [UInt8]) -> Bool {
        // `key:` and `input:` are the labels an app's own helpers take (ShortcutVisitor+Helpers).
        let needles = [
            "eyboardShortcut", "DocumentGroup", "WindowGroup", "newItem", "UIKeyCommand", "NSMenuItem", "keyEquivalent", "HotKey",
            "KeyCombo",
            "MASShortcut",
            "carbonKeyCode", "key:", "input:", "addButton(withTitle",
        ].map { Array($0.utf8) }
        return ByteSearch.containsAny(bytes, of: needles)
    }

    /// Reads and parses the file with swift-syntax, and nothing else; the number of tokens, so
    /// the work is not optimized away. The benchmark's floor for `check`.
    public static func parseOnly(path: String, into diagnostics: inout [Diagnostic]) -> Int {
        guard let bytes = InputFile.read(path, into: &diagnostics) else { return 0 }
        let source = String(decoding: text(of: bytes, path: path, into: &diagnostics), as: UTF8.self)
        return Parser.parse(source: source).tokens(viewMode: .sourceAccurate).reduce(0) { count, _ in count + 1 }
    }

    /// The file's UTF-8 after any byte order mark: swift-syntax would count the mark in line 1's
    /// columns, and every other reader (and the fix-its) counts after it.
    private static func text(of bytes: [UInt8], path: String, into diagnostics: inout [Diagnostic]) -> [UInt8] {
        let utf8 = TextDecoding.utf8(bytes, path: path, into: &diagnostics)
        return utf8.starts(with: TextDecoding.utf8ByteOrderMark) ? Array(utf8.dropFirst(3)) : utf8
    }

    /// The shortcuts in `source`, without the note on code the parser could not read.
    public static func scan(source: String, path: String) -> [AppShortcut] {
        var unread: [Diagnostic] = []
        return scan(source: source, path: path, into: &unread)
    }

    /// The shortcuts in `source`; a note in `diagnostics` where the parser gave up.
    public static func scan(source: String, path: String, into diagnostics: inout [Diagnostic]) -> [AppShortcut] {
        read(source: source, path: path, into: &diagnostics).resolved
    }

    /// The Swift code `source`, its hot keys' registration left to the files read with it.
    public static func read(source: String, path: String, into diagnostics: inout [Diagnostic]) -> FileShortcuts {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if let note = UnparsedCode.note(in: tree, converter: converter, path: path) { diagnostics.append(note) }
        let visitor = ShortcutVisitor(
            converter: converter, path: path,
            ignores: IgnoreComments(comments: IgnoreComments.mentionsMarker(source) ? comments(in: tree, converter) : []))
        visitor.walk(tree)
        return FileShortcuts(
            declarations: visitor.finish(), hotKeyUses: visitor.hotKeyUses, helperDefaults: visitor.helperDefaults(),
            hasTextInput: ByteSearch.containsAny(Array(source.utf8), of: textInputs), replacesNewItem: visitor.replacesNewItem)
    }

    /// Every comment in the tree's trivia, with the line it starts on.
    private static func comments(in tree: SourceFileSyntax, _ converter: SourceLocationConverter) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [
                (token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia),
            ] {
                var position = start
                for piece in trivia {
                    switch piece {
                    case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
                        .docBlockComment(let text):
                        found.append((converter.location(for: position).line, text))
                    default: break
                    }
                    position += piece.sourceLength
                }
            }
        }
        return found
    }
}
