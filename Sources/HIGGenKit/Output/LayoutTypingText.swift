import HIGModel

/// How a shortcut is pressed on keyboard layouts, as `layouts` and `explain` print it.
package enum LayoutTypingText {
    /// One line per layout: "German      ⇧⌘7   Shift-Command-7: needs Shift".
    package static func table(_ shortcut: Shortcut, on layouts: [KeyboardLayout]) -> String {
        layouts.map { line(for: $0.typing(shortcut)) }.joined()
    }

    /// For `explain`: every layout asked for, or, when none was, only those where the
    /// shortcut is pressed differently, with a line saying where it is typed as written.
    package static func section(_ shortcut: Shortcut, on layouts: [KeyboardLayout], onlyDifferent: Bool) -> String {
        let typings = layouts.map { $0.typing(shortcut) }
        let different = typings.filter { $0.outcome != .asWritten }
        var text = "\nOn keyboard layouts\n"
        guard onlyDifferent else { return text + typings.map(line(for:)).joined() }
        if different.isEmpty {
            return text + "  Typed as written on all \(layouts.count) layouts ('hig-gen layouts' lists them).\n"
        }
        text += different.map(line(for:)).joined()
        let same = typings.filter { $0.outcome == .asWritten }.map(\.layout.name)
        if !same.isEmpty { text += "  As written on \(same.joined(separator: ", ")).\n" }
        return text
    }

    package static func line(for typing: LayoutTyping) -> String {
        let name = typing.layout.name.padding(toLength: 19, withPad: " ", startingAt: 0)
        switch typing.outcome {
        case .asWritten:
            let shared = typing.shiftTypesCharacter ? ", its Shift typing the character" : ""
            return "  \(name)\(typing.glyphs ?? "")  as written\(movedNote(typing))\(shared)\n"
        case .extraModifiers(let extra):
            let names = extra.ordered.map(\.name).joined(separator: " and ")
            return "  \(name)\(typing.glyphs ?? "")  press '\(typing.words ?? "")': the layout needs \(names) to type it\n"
        case .untypeable(let reason):
            return "  \(name)cannot be typed as written: \(reason)\n"
        }
    }

    /// ", on the key where US has Y" when a letter has moved.
    private static func movedNote(_ typing: LayoutTyping) -> String {
        guard let code = typing.code, let usKey = code.usKey, let label = typing.keyLabel, label != usKey.glyphLabel,
            code.isLayoutDependent
        else { return "" }
        return " (the key where U.S. has \(usKey.glyphLabel))"
    }
}

/// One layout's answer as JSON.
package struct LayoutTypingJSON: Encodable {
    var layout: String
    var name: String
    var outcome: String
    var code: String?
    var words: String?
    var glyphs: String?
    var extraModifiers: [String]?
    var reason: String?

    package init(_ typing: LayoutTyping) {
        layout = typing.layout.id
        name = typing.layout.name
        code = typing.code?.rawValue
        words = typing.words
        glyphs = typing.glyphs
        switch typing.outcome {
        case .asWritten: outcome = "as-written"
        case .extraModifiers(let extra):
            outcome = "extra-modifiers"
            extraModifiers = extra.ordered.map(\.name)
        case .untypeable(let why):
            outcome = "untypeable"
            reason = why
        }
    }
}
