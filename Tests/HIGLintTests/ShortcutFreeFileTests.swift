import Foundation
import HIGLint
import HIGModel
import Testing

@testable import HIGLintSwift

/// Files that name none of the APIs the reader looks for are not parsed at all; every API
/// the reader knows keeps its file in. A file whose only such words are `key:` or `input:`
/// is parsed only where an app's own helper or a hot key's shape shows (``HelperOnlyFile``).
@Suite struct ShortcutFreeFileTests {
    @Test(
        arguments: [
            #"Button("Save") {}.keyboardShortcut("s")"#, #"static let find = KeyboardShortcut("f")"#,
            #"UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))"#,
            #"let item = NSMenuItem(title: "Find", action: nil, keyEquivalent: "f")"#,
            #"menu.addItem(withTitle: "Find", action: nil, keyEquivalent: "f")"#,
            #"item.keyEquivalent = "k""#,
            "let hotKey = HotKey(key: .k, modifiers: [.command, .option])",
            "let s = KeyboardShortcuts.Shortcut(.k, modifiers: [.command])",
            "let grab = Self(\"grab\", default: .init(carbonKeyCode: kVK_ANSI_3, carbonModifiers: cmdKey | shiftKey))",
            "let m = MASShortcut(keyCode: kVK_ANSI_K, modifierFlags: [.command])",
            // The app's own helpers, in files that name no API.
            #"menu.addItem(item("Sign Out", action: nil, key: "q", modifiers: [.command, .shift]))"#,
            #"keys.append(make(title: "Find", input: "f", modifiers: .command))"#,
            "keys.append(make(title: \"Up\", input: .upArrow, mask: [.command]))",
            "let next = command(\"Next\", key: String(UnicodeScalar(NSF5FunctionKey)!), action: #selector(next))",
            """
            func item(_ title: String, _ action: Selector?, _ key: String) -> Item { Item(title, action, key) }
            let clear = item("Clear", #selector(clear), "k")
            """,
            """
            let settings = Settings(key: "toggle")
            let name = Name("toggle", default: .init(.k, modifiers: [.command, .option]))
            """,
        ])
    func aFileNamingAnAPIIsRead(source: String) {
        #expect(SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
        #expect(!SwiftShortcutScanner.scan(source: source, path: "App.swift").isEmpty)
    }

    /// A helper that only declares the modifiers its calls in other files take is read for them.
    @Test func aHelperDefaultingItsModifiersIsRead() {
        let source = """
            extension Command {
                static func ported(input: String, modifierFlags: Flags = .command, action: Selector) -> Command {
                    make(input, modifierFlags, action)
                }
            }
            """
        var diagnostics: [Diagnostic] = []
        #expect(SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
        #expect(!SwiftShortcutScanner.read(source: source, path: "App.swift", into: &diagnostics).helperDefaults.isEmpty)
    }

    /// A key named by a constant the file binds (`let key = "k"`): the reader may follow a
    /// local one to its value, so the file is parsed.
    @Test func aKeyNamedByAConstantIsRead() {
        let source = """
            func menu() -> [Item] {
                let find = "f"
                return [item("Find", key: find, modifiers: .command)]
            }
            """
        #expect(SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
        #expect(
            !SwiftShortcutScanner.mayDeclareShortcuts(Array(source.replacingOccurrences(of: "let find", with: "var find").utf8)))
    }

    @Test(
        arguments: [
            "struct Library { var songs: [Song] = []; func sorted() -> [Song] { songs.sorted() } }",
            // `key:` and `input:` of a model, a cache, a request: no helper's shape.
            #"let name = defaults.string(key: "name"); let body = encoder.encode(input: request)"#,
            """
            func value(key: String) -> Any? { store[key] }
            let title = value(key: "t") ?? label("Untitled", "")
            """,
            "struct Setting { let key: String; let input: Input; var flags: Int = 0 }",
        ])
    func aFileWithoutOneIsSkipped(source: String) {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(source: source, path: "App.swift", into: &diagnostics)
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts(Array(source.utf8)))
        // What a parse would have found: nothing.
        #expect(read.declarations.isEmpty && read.helperDefaults.isEmpty && read.hotKeyUses.isEmpty)
    }

    /// A file `cacheName(for:)` passed over is not searched again, unless its text is decoded
    /// first: a UTF-16 file's shortcut is still found.
    @Test func aFileNotKeptIsReadAsItsText() {
        let scanner = SwiftShortcutScanner()
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in #"Button("Save") {}.keyboardShortcut("s")"#.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(scanner.cacheName(for: utf16) == nil)
        #expect(!scanner.readUnkept(utf16, path: "App.swift", settings: ReadSettings()).declarations.isEmpty)
        let model = scanner.readUnkept(
            Array("struct Field { let view = UITextField() }".utf8), path: "App.swift", settings: ReadSettings())
        #expect(model.declarations.isEmpty && model.hasTextInput)
    }

    /// A view named only in a comment makes nothing: TPPEPUBViewController in Palace (a blind
    /// set) mentions `WKWebView` in comments alone, and its Space was no field's. A comment
    /// marker inside a string (`"https://…"`) starts no comment.
    @Test func aTextViewNamedOnlyInACommentIsNoTextInput() {
        let scanner = SwiftShortcutScanner()
        func types(_ source: String) -> Bool {
            scanner.readUnkept(Array(source.utf8), path: "Reader.swift", settings: ReadSettings()).hasTextInput
        }
        #expect(!types("// tapping WKWebView steals focus\nfinal class Reader: UIViewController {}"))
        #expect(!types("/* a UITextField /* nested */ here */ final class Reader: UIViewController {}"))
        #expect(types(#"let url = "https://example.com"; let field = UITextField()"#))
        #expect(types(##"let raw = #"a // b"#; let view = UITextView()"##))
        var ignored: [Diagnostic] = []
        let parsed = SwiftShortcutScanner.read(
            source: "// WKWebView\nfinal class Reader: UIViewController { override var keyCommands: [UIKeyCommand]? "
                + #"{ [UIKeyCommand(input: " ", modifierFlags: [], action: #selector(next))] } }"#,
            path: "Reader.swift", into: &ignored)
        #expect(!parsed.hasTextInput && parsed.declarations.count == 1)
    }

    @Test func anEmptyFileIsSkipped() {
        #expect(!SwiftShortcutScanner.mayDeclareShortcuts([]))
    }

    /// Every Swift file of the corpus and of the rule examples' apps that the byte search
    /// passes over gives nothing when it is parsed anyway.
    @Test func noCorpusFileSkippedDeclaresAnything() throws {
        let root = Lint.packageRoot.appendingPathComponent("Tests/Corpus/apps")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var skipped = 0
        for path in paths.sorted() where path.hasSuffix(".swift") {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
            guard !SwiftShortcutScanner.mayDeclareShortcuts(bytes) else { continue }
            skipped += 1
            var diagnostics: [Diagnostic] = []
            let read = SwiftShortcutScanner.read(source: String(decoding: bytes, as: UTF8.self), path: path, into: &diagnostics)
            #expect(read.declarations.isEmpty, "\(path)")
            #expect(read.helperDefaults.isEmpty && read.hotKeyUses.isEmpty, "\(path)")
        }
        #expect(skipped > 0, "the corpus has files the byte search passes over")
    }
}
