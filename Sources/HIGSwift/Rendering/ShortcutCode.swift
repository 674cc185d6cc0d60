import HIGBytes
import HIGModel

/// What an entry's constant writes for its shortcut, made once per shortcut as written (see
/// ``ShortcutMemo``).
struct ShortcutCode {
    /// "`Command-I` `⌘I`": both notations as inline code, for the doc comment.
    let notations: [UInt8]
    /// "HIGShortcut(.i, [.command])".
    let expression: [UInt8]

    init(_ shortcut: Shortcut) {
        let words = shortcut.words
        let glyphs = shortcut.glyphs
        notations = ByteSink.collect(capacity: 2 * (words.utf8.count + glyphs.utf8.count) + 16) { bytes in
            SwiftDocComment.appendCode(words, to: &bytes)
            bytes.append(UTF8Bytes.space)
            SwiftDocComment.appendCode(glyphs, to: &bytes)
        }
        expression = Array(Self.expression(for: shortcut).utf8)
    }

    /// `HIGShortcut(.space, [.option, .command])`, with the flags the shortcut needs.
    static func expression(for shortcut: Shortcut) -> String {
        let modifiers = shortcut.writtenModifierNames.map { "." + $0 }.joined(separator: ", ")
        var text = "HIGShortcut(.\(SwiftCaseName.of(shortcut.key)), [\(modifiers)]"
        if shortcut.keySpelling == .upper { text += ", namesUpperCharacter: true" }
        if shortcut.acceptsAdditionalModifiers { text += ", acceptsAdditionalModifiers: true" }
        return text + ")"
    }
}

extension Shortcut {
    /// The Swift case names of the modifiers the notation writes (Shift is implied by an
    /// upper character), in canonical order.
    fileprivate var writtenModifierNames: [String] {
        modifiers.ordered.filter { keySpelling == .lower || $0 != .shift }.map(SwiftCaseName.of)
    }
}
