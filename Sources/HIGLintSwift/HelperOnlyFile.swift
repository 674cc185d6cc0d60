import HIGLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file whose only shortcut words are `key:` or `input:`: most such files are models,
/// settings and network code (a dictionary's key, a request's input), and the reader finds
/// nothing in them. It finds something there only through an app's own helper
/// (`ShortcutVisitor+Helpers`) or a hot key made without a library's name, and each of those
/// has a shape its bytes show. The tests follow what the visitor accepts, loosely: where the
/// bytes leave it open (a string that does not end on its line, a call longer than
/// ``reach``), the file is parsed. An over-estimate costs a parse, never a declaration.
///
/// - A call labelling a key the reader reads where it is written (`key: "q"`, `input:
///   .upArrow`, `key: String(UnicodeScalar(NSF5FunctionKey)!)`, a name the file binds with
///   `let`, which may be a local constant) beside a modifier or action
///   label (`modifiers:`, `mask:`, `action:`), which the reader requires in the same call.
/// - A `func` taking a parameter named `key`, `keyEquivalent` or `input`, called in its own
///   file with an unlabeled one-character string (`item("Clear", #selector(clear), "k")`),
///   which the reader lines up with the declaration; or declaring a defaulted modifier
///   parameter, which calls in other files take (``FileShortcuts/helperDefaults``).
/// - A hot key by a bare name (`Shortcut(.k, …)`, `default: .init(.k, …)`, `setShortcut`), a
///   recorder's use of a hot key's name, an alert's `addButton`.
enum HelperOnlyFile {
    /// Whether `bytes` may hold any of the shapes above.
    static func mayDeclareShortcuts(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            var keyParameters: [Int] = []
            for colon in colons(in: text) {
                let (label, start) = word(before: colon, in: text)
                if label == "key" || label == "input", readableKey(at: colon + 1, in: text),
                    callHasModifierLabel(around: colon, in: text)
                {
                    return true
                }
                if keyLabels.contains(label) || (label == "_" && keyLabels.contains(word(before: start, in: text).word)) {
                    keyParameters.append(colon)
                }
                if label == "default", startsWith(".init", at: skipSpace(from: colon + 1, in: text), in: text) { return true }
            }
            if namesHotKeyOrAlert(text) { return true }
            return !keyParameters.isEmpty && declaresHelper(keyParameters, in: text)
        }
    }

    private typealias Text = UnsafeBufferPointer<UInt8>

    /// How far a call's arguments are followed from a label before the file is parsed anyway.
    static let reach = 8192

    private static let keyLabels: Set<String> = ["key", "keyEquivalent", "input"]
    /// Hot keys made without a library's name (`Shortcut(.k, …)`, `setShortcut(…)`), a
    /// recorder's use of a hot key's name, an alert's buttons: whole names.
    private static let otherNames: Set<String> = ["Shortcut", "setShortcut", "Recorder", "RecorderCocoa", "addButton"]
    /// Calls that make a key from its character or number (`KeyCharacterExpression`,
    /// `KeyEquivalent("k")`).
    private static let keyWrappers: Set<String> = [
        "String", "Character", "UnicodeScalar", "Unicode.Scalar", "unichar", "UniChar", "UInt16", "UInt32", "Int",
        "NSString", "KeyEquivalent",
    ]
    /// Types whose members name keys (`KeyEquivalent.upArrow`, `NSEvent.SpecialKey.f5`).
    private static let keyTypes: Set<String> = [
        "KeyEquivalent", "SwiftUI", "UIKeyCommand", "UIKit", "EventModifiers", "UIKeyModifierFlags", "NSEvent",
        "KeyboardShortcut", "SpecialKey", "AppKit",
    ]

    /// A key the reader reads where it is written (`ShortcutVisitor.resolveKey`): a string or
    /// a number, a key's constant (`.upArrow`, `.init("k")`), a known type's member, a
    /// character made from a number, AppKit's and UIKit's named key constants.
    private static func readableKey(at index: Int, in text: Text) -> Bool {
        let start = skipSpace(from: index, in: text)
        guard start < text.count else { return false }
        let first = text[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") { return true }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { return true }
        if first == UInt8(ascii: ".") {
            let member = word(after: start + 1, in: text)
            return member == "init" || KeyNames.key(forConstant: member) != nil
        }
        var end = start
        while end < text.count, ByteSearch.isIdentifier(text[end]) || text[end] == UInt8(ascii: ".") { end += 1 }
        let path = string(text, start..<end)
        let head = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
        let next = skipSpace(from: end, in: text)
        if keyWrappers.contains(path), next < text.count, text[next] == UInt8(ascii: "(") { return true }
        if head == path, head.hasPrefix("NS"), head.hasSuffix("FunctionKey") || head.hasSuffix("Character") { return true }
        if head.hasPrefix("UIKeyInput") { return true }
        if head == path, !head.isEmpty, bindsConstant(head, in: text) { return true }
        return head != path && keyTypes.contains(head)
    }

    /// Whether the file binds `name` with `let` anywhere (`let key = "k"`), which the reader
    /// may follow to its value where the constant is local.
    private static func bindsConstant(_ name: String, in text: Text) -> Bool {
        var from = 0
        while let hit = find("let", from: from, in: text) {
            from = hit + 3
            guard isWordBoundary(hit - 1, in: text), isWordBoundary(from, in: text) else { continue }
            if word(after: skipSpace(from: from, in: text), in: text) == name { return true }
        }
        return false
    }

    /// Whether the call whose argument list holds the label at `colon` has a modifier or
    /// action label of its own, before or after it.
    private static func callHasModifierLabel(around colon: Int, in text: Text) -> Bool {
        var depth = 0
        var index = colon + 1
        // Forward to the end of the call.
        while index < text.count {
            if index - colon > reach { return true }
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                guard let end = stringEnd(from: index, in: text) else { return true }
                index = end
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                index = firstIndex(of: UInt8(ascii: "\n"), from: index, in: text) ?? text.count
                continue
            }
            if opens(byte) {
                depth += 1
            } else if closes(byte) {
                if depth == 0 { break }
                depth -= 1
            } else if byte == UInt8(ascii: ":"), depth == 0, isModifierLabel(word(before: index, in: text).word, orAction: true) {
                return true
            }
            index += 1
        }
        // Back to its start.
        depth = 0
        index = colon - 1
        while index >= 0 {
            if colon - index > reach { return true }
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                guard let start = stringStart(before: index, in: text) else { return true }
                index = start - 1
                continue
            }
            if closes(byte) {
                depth += 1
            } else if opens(byte) {
                if depth == 0 { return false }
                depth -= 1
            } else if byte == UInt8(ascii: ":"), depth == 0, isModifierLabel(word(before: index, in: text).word, orAction: true) {
                return true
            }
            index -= 1
        }
        return true
    }

    /// A hot key's or an alert's name (``otherNames``) as a whole word.
    private static func namesHotKeyOrAlert(_ text: Text) -> Bool {
        for name in ["Shortcut", "Recorder", "addButton"] {
            var from = 0
            while let hit = find(name, from: from, in: text) {
                from = hit + 1
                var start = hit
                while start > 0, ByteSearch.isIdentifier(text[start - 1]) { start -= 1 }
                if otherNames.contains(word(after: start, in: text)) { return true }
            }
        }
        return false
    }

    /// Whether a `func` whose parameters hold one of `keyParameters` (a colon's offset) can
    /// be a helper the reader uses: called in this file with a one-character string, or
    /// defaulting a modifier parameter.
    private static func declaresHelper(_ keyParameters: [Int], in text: Text) -> Bool {
        var called: Set<String>?
        var from = 0
        while let function = find("func", from: from, in: text) {
            from = function + 4
            guard isWordBoundary(function - 1, in: text), isWordBoundary(from, in: text) else { continue }
            guard let open = firstIndex(of: UInt8(ascii: "("), from: from, in: text) else { return false }
            let close = clauseEnd(from: open, in: text)
            guard keyParameters.contains(where: { open < $0 && $0 < close }) else { continue }
            if called == nil { called = calledWithOneCharacter(text) }
            if let called, called.contains("") || called.contains(word(after: skipSpace(from: from, in: text), in: text)) {
                return true
            }
            let clause = UnsafeBufferPointer(rebasing: text[open..<close])
            if firstIndex(of: UInt8(ascii: "="), from: 0, in: clause) != nil,
                colons(in: clause).contains(where: { isModifierLabel(word(before: $0, in: clause).word, orAction: false) })
            {
                return true
            }
        }
        return false
    }

    /// The names of the calls given an unlabeled one-character string (`item("Clear", …, "k")`);
    /// "" for one whose call the bytes leave open.
    private static func calledWithOneCharacter(_ text: Text) -> Set<String> {
        var names: Set<String> = []
        var from = 0
        while let quote = firstIndex(of: UInt8(ascii: "\""), from: from, in: text) {
            from = quote + 1
            var before = quote
            while before > 0, text[before - 1] == UInt8(ascii: "#") { before -= 1 }
            before = skipSpace(backFrom: before, in: text)
            guard before > 0, text[before - 1] == UInt8(ascii: "(") || text[before - 1] == UInt8(ascii: ",") else { continue }
            guard from < text.count else { break }
            var end = from
            if text[from] == UInt8(ascii: "\"") {
                // `""` is empty; a multi-line string is left open.
                guard from + 1 < text.count, text[from + 1] == UInt8(ascii: "\"") else { continue }
            } else if text[from] == UInt8(ascii: "\\") {
                end = from + 2  // an escape (`\t`, `\u{1B}`, `\"`) and what follows it
                while end < text.count, text[end] != UInt8(ascii: "\""), text[end] != UInt8(ascii: "\n") { end += 1 }
                guard end < text.count, text[end] == UInt8(ascii: "\"") else { continue }
            } else if text[from] != UInt8(ascii: "\n") {
                end = from + 1  // one character: an ASCII byte, then at most non-ASCII ones
                while end < text.count, text[end] >= 0x80 { end += 1 }
                guard end < text.count, text[end] == UInt8(ascii: "\"") else { continue }
            } else {
                continue
            }
            if let name = callName(around: quote, in: text) { names.insert(name) }
        }
        return names
    }

    /// The name called with the argument list `index` sits in; nil outside a call's
    /// parentheses, "" where the bytes leave it open.
    private static func callName(around index: Int, in text: Text) -> String? {
        var depth = 0
        var at = index - 1
        while at >= 0 {
            if index - at > reach { return "" }
            let byte = text[at]
            if byte == UInt8(ascii: "\"") {
                guard let start = stringStart(before: at, in: text) else { return "" }
                at = start - 1
                continue
            }
            if closes(byte) {
                depth += 1
            } else if opens(byte) {
                if depth == 0 { return byte == UInt8(ascii: "(") ? word(before: at, in: text).word : nil }
                depth -= 1
            }
            at -= 1
        }
        return nil
    }

    private static func isModifierLabel(_ label: String, orAction: Bool) -> Bool {
        let label = label.lowercased()
        return label.contains("modifier") || ["mask", "mods", "flags"].contains(label) || (orAction && label == "action")
    }

    // MARK: Bytes

    private static func opens(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }

    private static func closes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// Just past the string literal whose opening quote is at `index` (`"""` to `"""`); nil
    /// when a one-line string does not end on its line.
    private static func stringEnd(from index: Int, in text: Text) -> Int? {
        if startsWith("\"\"\"", at: index, in: text) {
            guard let end = find("\"\"\"", from: index + 3, in: text) else { return nil }
            return end + 3
        }
        var at = index + 1
        while at < text.count {
            switch text[at] {
            case UInt8(ascii: "\\"): at += 2
            case UInt8(ascii: "\""): return at + 1
            case UInt8(ascii: "\n"): return nil
            default: at += 1
            }
        }
        return nil
    }

    /// Where the string literal whose closing quote is at `index` opens; nil when no quote
    /// opens it on its line.
    private static func stringStart(before index: Int, in text: Text) -> Int? {
        var at = index - 1
        while at >= 0 {
            if text[at] == UInt8(ascii: "\n") { return nil }
            if text[at] == UInt8(ascii: "\""), at == 0 || text[at - 1] != UInt8(ascii: "\\") { return at }
            at -= 1
        }
        return nil
    }

    /// The offsets of every `:` in `text`.
    private static func colons(in text: Text) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let colon = firstIndex(of: UInt8(ascii: ":"), from: from, in: text) {
            found.append(colon)
            from = colon + 1
        }
        return found
    }

    /// The identifier that ends just before `index` (spaces between allowed), and where it starts.
    private static func word(before index: Int, in text: Text) -> (word: String, start: Int) {
        let end = skipSpace(backFrom: index, in: text)
        var start = end
        while start > 0, ByteSearch.isIdentifier(text[start - 1]) { start -= 1 }
        return (string(text, start..<end), start)
    }

    /// The identifier that starts at `index`.
    private static func word(after index: Int, in text: Text) -> String {
        var end = index
        while end < text.count, ByteSearch.isIdentifier(text[end]) { end += 1 }
        return string(text, index..<end)
    }

    private static func string(_ text: Text, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    /// Where the parenthesis at `open` is closed, or ``reach`` on when it is not.
    private static func clauseEnd(from open: Int, in text: Text) -> Int {
        var depth = 0
        let limit = min(text.count, open + reach)
        for index in open..<limit {
            if text[index] == UInt8(ascii: "(") { depth += 1 }
            if text[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
        }
        return limit
    }

    private static func isWordBoundary(_ index: Int, in text: Text) -> Bool {
        index < 0 || index >= text.count || !ByteSearch.isIdentifier(text[index])
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func skipSpace(from index: Int, in text: Text) -> Int {
        var index = index
        while index < text.count, isSpace(text[index]) { index += 1 }
        return index
    }

    private static func skipSpace(backFrom index: Int, in text: Text) -> Int {
        var index = index
        while index > 0, isSpace(text[index - 1]) { index -= 1 }
        return index
    }

    private static func startsWith(_ word: String, at index: Int, in text: Text) -> Bool {
        let word = Array(word.utf8)
        return index >= 0 && index + word.count <= text.count && zip(word, text[index...]).allSatisfy { $0 == $1 }
    }

    private static func find(_ word: String, from: Int, in text: Text) -> Int? {
        guard let first = word.utf8.first else { return nil }
        var from = from
        while let hit = firstIndex(of: first, from: from, in: text) {
            if startsWith(word, at: hit, in: text) { return hit }
            from = hit + 1
        }
        return nil
    }

    private static func firstIndex(of byte: UInt8, from: Int, in text: Text) -> Int? {
        guard from < text.count, let base = text.baseAddress else { return nil }
        guard let hit = memchr(base + from, Int32(byte), text.count - from) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
}
