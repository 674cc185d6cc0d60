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
public struct SwiftShortcutScanner: AppReader {
    public init() {}

    public let name = "Swift files"
    public let extensions = ["swift"]
    public let exampleLanguage = RuleExample.Language.swift
    public let exampleFile = "App.swift"
    public let readsCode = true

    public func readsFound(_ path: String, besideCode: Bool) -> Bool { path.hasSuffix(".swift") }

    public func read(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        var diagnostics: [Diagnostic] = []
        var file = Self.read(bytes: bytes, path: path, into: &diagnostics)
        file.diagnostics = diagnostics
        return file
    }

    /// A file that names no shortcut API is decided by a byte search, cheaper than a lookup.
    public func cacheName(for bytes: [UInt8]) -> String? { Self.mayDeclareShortcuts(bytes) ? "swift 89" : nil }

    /// `cacheName(for:)` searched these very bytes and found nothing to parse; only a file
    /// whose text is decoded first (UTF-16, a byte order mark) is searched again, as text.
    public func readUnkept(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        let marked =
            bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: TextDecoding.utf8ByteOrderMark)
        guard !marked else { return read(bytes, path: path, settings: settings) }
        return Self.unparsed(bytes)
    }

    /// What a file the byte search passes over still says, from its text: whether it makes
    /// something people type into, whether a text view uses the find bar. Both ways to that
    /// answer (`read`, `readUnkept`) make it here.
    static func unparsed(_ utf8: [UInt8]) -> FileShortcuts {
        var file = FileShortcuts(
            declarations: [], isCode: true, hasTextInput: ByteSearch.containsAnyInCode(utf8, of: textInputs),
            hasMultilineText: ByteSearch.containsAnyInCode(utf8, of: multilineTextInputs),
            usesFind: ByteSearch.containsAnyInCode(utf8, of: findingTextViews),
            makesDocuments: ByteSearch.containsAny(utf8, of: documents), views: ViewCompositionScanner.scan(utf8))
        file.makesSelectableItems = ByteSearch.containsAnyInCode(utf8, of: selectableItems)
        file.readsSystemShortcuts = ByteSearch.containsAny(utf8, of: systemShortcutSettings)
        file.functionNames = DeclaredFunctions.names(in: utf8)
        file.textTakesNumbersOnly = ByteSearch.textInputTakesNumbersOnly(utf8, otherInputs: otherTextInputs)
        return file
    }

    public func parseOnly(_ bytes: [UInt8], path: String) -> Int? {
        var ignored: [Diagnostic] = []
        let source = String(decoding: Self.text(of: bytes, path: path, into: &ignored), as: UTF8.self)
        return Parser.parse(source: source).tokens(viewMode: .sourceAccurate).reduce(0) { count, _ in count + 1 }
    }

    /// The Swift file `bytes`, read from `path`, its hot keys' registration left to the files read with it.
    public static func read(bytes: [UInt8], path: String, into diagnostics: inout [Diagnostic]) -> FileShortcuts {
        let utf8 = text(of: bytes, path: path, into: &diagnostics)
        // Most files of an app declare no shortcut: a byte search is far cheaper than a parse.
        guard mayDeclareShortcuts(utf8) else { return unparsed(utf8) }
        return read(source: String(decoding: utf8, as: UTF8.self), path: path, into: &diagnostics)
    }

    /// What people type into, as Swift makes it: SwiftUI's and the frameworks' text fields and
    /// views, search, web views, terminals (SwiftTerm's `TerminalView`, other `…TextView`s).
    static let textInputs = swiftUITextInputs + otherTextInputs

    /// SwiftUI's fields and editors as a file writes them (``ShortcutVisitor/swiftUITextInputs``,
    /// which the visitor places in or outside a presentation). `alert.addTextField(…)` is the
    /// alert's, which takes the keys while it is up: not listed.
    private static let swiftUITextInputs = [
        " TextField(", "\tTextField(", "(TextField(", "{TextField(", "TextEditor(", "SecureField(",
    ].map { Array($0.utf8) }

    /// The text inputs but SwiftUI's fields and editors. (An `NSTextField` outlet is most often
    /// a label: its Interface Builder file says whether people can edit it. Made in code, it is
    /// editable unless made as a label.)
    static let otherTextInputs = [
        ".searchable(", "UITextField", "UITextView", "NSTextView", "TextView(", "UISearchBar", "UISearchController",
        "NSSearchField", "NSTokenField", "NSComboBox", "WKWebView", "TerminalView(", "NSTextField(string",
        "NSTextField(frame", "NSTextField()", "isEditable = true",
    ].map { Array($0.utf8) }

    /// Whether the text names any API the reader looks for (`keyboardShortcut`,
    /// `KeyboardShortcut(s)`, `UIKeyCommand`, `NSMenuItem`, `keyEquivalent`, the hot-key
    /// libraries, an alert's buttons), or a helper's `key:` or `input:` in a shape the reader
    /// takes (``HelperOnlyFile``); without one, the file cannot declare a shortcut the reader
    /// would find.
    public static func mayDeclareShortcuts(_ bytes: [UInt8]) -> Bool {
        if ByteSearch.containsAny(bytes, of: apiNames) { return true }
        return ByteSearch.containsAny(bytes, of: helperLabels) && HelperOnlyFile.mayDeclareShortcuts(bytes)
    }

    private static let apiNames = [
        "eyboardShortcut", "DocumentGroup", "WindowGroup", "newItem", "TextEditingCommands", "TextFormattingCommands",
        "UIKeyCommand", "NSMenuItem", "keyEquivalent", "HotKey", "KeyCombo", "MASShortcut", "carbonKeyCode",
        "addButton(withTitle", "RegisterEventHotKey", "CommandMenu", "CommandGroup",
        // A context menu may show a view of the app's own, whose buttons are then its items.
        ".contextMenu",
        // A hot key's virtual key code given to Carbon, a library or the app's own registering code.
        "keyCode: ",
        // An event tap that sees every app's keys registers the app's hot keys by value.
        "tapCreate",
    ].map { Array($0.utf8) }

    /// The labels an app's own helpers take (ShortcutVisitor+Helpers), which also name
    /// dictionaries' keys and many other calls.
    private static let helperLabels = ["key:", "input:"].map { Array($0.utf8) }

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
        let utf8 = Array(source.utf8)
        visitor.looksForContextMenus = ByteSearch.containsAny(utf8, of: [Array("contextMenu".utf8)])
        visitor.walk(tree)
        var declarations = visitor.finish()
        // A property's MASShortcut registered as a defaults key's default is that key's hot key.
        for index in declarations.indices {
            if let property = declarations[index].hotKeyConstant, let key = visitor.masDefaultsOfProperty[property] {
                declarations[index].hotKeyConstant = key
            }
        }
        // A menu item made in code is the menu bar's only where its file's code (not a comment)
        // names the main menu; a file that sets it (`NSApp.mainMenu = menu`) builds the menu bar in
        // place of a nib's. (The bytes are searched first: few files name it.)
        let namesMainMenu =
            ByteSearch.containsAny(utf8, of: [Array("mainMenu".utf8)])
            && tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("mainMenu") }
        if !namesMainMenu {
            for index in declarations.indices where declarations[index].origin == .appKit && declarations[index].scope == .app {
                declarations[index].facts.menuUnplaced = true
            }
        } else if ByteSearch.containsAny(utf8, of: [Array(".mainMenu = ".utf8), Array(".mainMenu=".utf8)]) {
            // (The property set, `NSApp.mainMenu = menu`: `if let mainMenu = NSApp.mainMenu` reads it.)
            for index in declarations.indices where declarations[index].origin == .appKit && declarations[index].scope == .app {
                declarations[index].facts.setsMainMenu = true
            }
        }
        // UIKit offers a key to text input before key commands unless a command asks otherwise.
        if !ByteSearch.containsAny(utf8, of: [Array("wantsPriorityOverSystemBehavior".utf8)]) {
            for index in declarations.indices where declarations[index].origin == .uiKit {
                declarations[index].facts.yieldsToText = true
            }
        }
        var file = FileShortcuts(
            declarations: declarations, isCode: true, hotKeyUses: visitor.hotKeyUses,
            helperDefaults: visitor.helperDefaults(), hasTextInput: ByteSearch.containsAnyInCode(utf8, of: textInputs),
            hasMultilineText: ByteSearch.containsAnyInCode(utf8, of: multilineTextInputs),
            replacedGroups: visitor.replacedGroups.sorted(), usesFind: ByteSearch.containsAnyInCode(utf8, of: findingTextViews),
            makesDocuments: ByteSearch.containsAny(utf8, of: documents),
            menuContentTypes: visitor.menuContentTypes.sorted(), contextMenuTypes: visitor.contextMenuTypes.sorted(),
            views: ViewCompositionScanner.scan(utf8))
        // Every text input the file makes is a SwiftUI field in a modal presentation's content
        // (an alert's prompt), or an AppKit field an alert run app-modal shows as its accessory
        // (`alert.accessoryView = field; alert.runModal()`): none is beside the view's controls,
        // and while the alert runs the app's menu commands get no keys.
        let swiftUIFieldsOnlyPresented =
            visitor.textInputsInPresentations > 0 && visitor.textInputsBesideControls == 0
            && !ByteSearch.containsAnyInCode(utf8, of: otherTextInputs)
        let appKitFieldsOnlyInModalAlerts =
            visitor.textInputsInPresentations == 0 && visitor.textInputsBesideControls == 0
            && ByteSearch.containsAnyInCode(utf8, of: appKitFields)
            && !ByteSearch.containsAnyInCode(utf8, of: otherTextInputs.filter { !appKitFields.contains($0) })
            && ByteSearch.containsAnyInCode(utf8, of: modalAlertAccessory)
            && ByteSearch.containsAnyInCode(utf8, of: [Array(".runModal()".utf8)])
        file.textInputOnlyInPresentations = swiftUIFieldsOnlyPresented || appKitFieldsOnlyInModalAlerts
        file.makesSelectableItems = ByteSearch.containsAnyInCode(utf8, of: selectableItems)
        file.readsSystemShortcuts = ByteSearch.containsAny(utf8, of: systemShortcutSettings)
        file.functionNames = DeclaredFunctions.names(in: utf8)
        file.textTakesNumbersOnly = ByteSearch.textInputTakesNumbersOnly(utf8, otherInputs: otherTextInputs)
        return file
    }

    /// An editable AppKit field made in code, as ``otherTextInputs`` lists it.
    static let appKitFields = ["NSTextField(string", "NSTextField(frame", "NSTextField()"].map { Array($0.utf8) }

    /// An alert's accessory view set, as a prompt for text does.
    static let modalAlertAccessory = [".accessoryView = ", ".accessoryView="].map { Array($0.utf8) }

    /// The defaults domain of the system's own keyboard shortcuts, and the window server's calls
    /// that read or turn off one of them as the app runs (a screenshot tool taking Shift-Command-4).
    static let systemShortcutSettings = [
        "com.apple.symbolichotkeys", "CGSSetSymbolicHotKeyEnabled", "CGSIsSymbolicHotKeyEnabled",
    ]
    .map { Array($0.utf8) }

    /// Text input of several lines: text views, a field that grows (`axis: .vertical`), terminals.
    static let multilineTextInputs = [
        "TextEditor(", "UITextView", "NSTextView", "TextView(", "axis: .vertical", "TerminalView(",
    ].map { Array($0.utf8) }

    /// Documents: AppKit's, or a SwiftUI document app's (whose windows are `NSDocument`s).
    static let documents = ["NSDocument", "NSPersistentDocument", "DocumentGroup", "FileDocument"].map { Array($0.utf8) }

    /// Views whose items people select all of (``SelectingActions``).
    static let selectableItems = [
        "NSTableView", "NSOutlineView", "NSCollectionView", "NSBrowser", "PDFView", "List(selection", "Table(",
    ].map { Array($0.utf8) }

    /// A text view set to use the find bar or panel.
    static let findingTextViews = [
        "usesFindBar = true", "usesFindPanel = true", "isIncrementalSearchingEnabled = true",
    ].map { Array($0.utf8) }

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
