/// The words by which code names the state of text being typed (`isTyping`,
/// `isEditingText`, `textFieldFocused`, `keyboardTextInputActive`), read from a condition.
enum TypingState {
    /// Whether `condition` tests that state as written (`isTyping || !isMain`). A term with `!`
    /// before it (`!isEditing`) means the opposite, so one such term makes the answer no.
    static func isTestedUnnegated(in condition: String) -> Bool {
        let terms = self.terms(of: condition).filter { names($0.name) }
        return !terms.isEmpty && !terms.contains(where: \.negated)
    }

    /// The identifiers of a condition, each with whether a `!` stands right before it (or
    /// before the parenthesis it opens).
    private static func terms(of condition: String) -> [(name: String, negated: Bool)] {
        var terms: [(name: String, negated: Bool)] = []
        var name = ""
        var negated = false
        for character in condition {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                name.append(character)
                continue
            }
            if !name.isEmpty {
                terms.append((name, negated))
                name = ""
                negated = false
            }
            if character == "!" {
                negated = true
            } else if !character.isWhitespace && character != "(" {
                negated = false
            }
        }
        if !name.isEmpty { terms.append((name, negated)) }
        return terms
    }

    /// Whether an identifier names typing: typing, editing text, text input, a text field's, an
    /// editor's or the search's focus, or a text editor or field being shown (`showTextEditor`,
    /// `isSearchFieldVisible`), where people type while it is.
    private static func names(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["typing", "textinput", "editingtext"].contains(where: lowered.contains) { return true }
        if lowered.hasSuffix("isediting") || lowered == "editing" { return true }
        if ["texteditor", "textfield", "searchfield"].contains(where: lowered.contains),
            ["show", "visible", "present", "open"].contains(where: lowered.contains)
        {
            return true
        }
        return lowered.contains("focus") && ["text", "field", "search", "editor"].contains(where: lowered.contains)
    }
}
