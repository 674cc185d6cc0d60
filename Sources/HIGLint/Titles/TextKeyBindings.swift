import HIGModel

/// The keys the Mac's text system binds to moving, selecting and deleting in every editable
/// text view and field (AppKit's standard key bindings; sources in Docs/Linting.md): a global hot
/// key on one takes that editing from every app.
///
/// Only what the arrows, Delete and the page keys do with Shift, Option and Command: Control
/// and the function keys are the system's, and a bare letter is typing.
enum TextKeyBindings {
    /// What the shortcut does in a text field, in words ("moves to the end of the line"); nil
    /// when the text system gives it nothing.
    static func action(of shortcut: Shortcut) -> String? {
        let modifiers = shortcut.modifiers
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
        case (.leftArrow, []), (.rightArrow, []), (.upArrow, []), (.downArrow, []):
            return selects ? "extends the selection by a character or line" : nil
        case (.delete, .option) where !selects: return "deletes the word before the insertion point"
        case (.delete, .command) where !selects: return "deletes to the start of the line"
        case (.forwardDelete, .option) where !selects: return "deletes the word after the insertion point"
        default: return nil
        }
    }
}
