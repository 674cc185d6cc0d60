import HIGModel

/// The keys the Mac's text system binds to moving, selecting and deleting in every editable
/// text view and field (AppKit's standard key bindings; sources in Docs/Linting.md): a global hot
/// key on one takes that editing from every app.
///
/// What the arrows and Tab do alone, what they and Delete do with Shift, Option and Command, and the Emacs-style Control
/// letters the text system binds alone (Control-A to the start of the line, Control-P up a line):
/// Control with anything else and the function keys are the system's, and a bare letter is typing.
enum TextKeyBindings {
    /// What the shortcut does in a text field, in words ("moves to the end of the line"); nil
    /// when the text system gives it nothing.
    static func action(of shortcut: Shortcut) -> String? {
        let modifiers = shortcut.modifiers
        if modifiers == .control { return controlLetters[shortcut.key] }
        guard !modifiers.contains(.control), !modifiers.contains(.globe) else { return nil }
        let selects = modifiers.contains(.shift)
        let verb = selects ? "selects" : "moves"
        switch (shortcut.key, modifiers.subtracting(.shift)) {
        case (.leftArrow, .command): return "\(verb) to the start of the line"
        case (.rightArrow, .command): return "\(verb) to the end of the line"
        case (.upArrow, .command): return "\(verb) to the start of the document"
        case (.downArrow, .command): return "\(verb) to the end of the document"
        case (.leftArrow, .option): return "\(verb) to the start of the word"
        case (.rightArrow, .option): return "\(verb) to the end of the word"
        case (.upArrow, .option): return "\(verb) to the start of the paragraph"
        case (.downArrow, .option): return "\(verb) to the end of the paragraph"
        case (.leftArrow, []), (.rightArrow, []):
            return selects ? "extends the selection by a character" : "moves the insertion point by a character"
        case (.upArrow, []), (.downArrow, []):
            return selects ? "extends the selection by a line" : "moves the insertion point by a line"
        // Tab and Shift-Tab (insertTab:, insertBacktab:): a field gives them to the window's key view loop.
        case (.tab, []): return selects ? "moves focus to the previous control" : "moves focus to the next control"
        case (.delete, .option) where !selects: return "deletes the word before the insertion point"
        case (.delete, .command) where !selects: return "deletes to the start of the line"
        case (.forwardDelete, .option) where !selects: return "deletes the word after the insertion point"
        default: return nil
        }
    }

    /// The Control letters of AppKit's standard key bindings that move and delete, each alone
    /// (not the rarer ones: Control-L centers, Control-T transposes, Control-Y yanks).
    private static let controlLetters: [Key: String] = [
        .a: "moves to the start of the line", .e: "moves to the end of the line",
        .b: "moves back a character", .f: "moves forward a character", .p: "moves up a line",
        .n: "moves down a line", .d: "deletes the character after the insertion point",
        .h: "deletes the character before the insertion point", .k: "deletes to the end of the paragraph",
    ]
}
