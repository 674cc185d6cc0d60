/// The AppKit actions only a text view answers (finding, spelling, rulers, its font and
/// alignment commands): AppKit enables a menu item sending one only while such a view has focus,
/// so a template's item may never be enabled in an app without one.
enum TextViewActions {
    /// The find menu's: answered only by a text view that uses the find bar or panel.
    static let find: Set<String> = ["performFindPanelAction", "performTextFinderAction"]
    static let all: Set<String> = find.union([
        "centerSelectionInVisibleArea", "showGuessPanel", "checkSpelling", "underline", "copyFont", "pasteFont",
        "alignLeft", "alignCenter", "alignRight", "copyRuler", "pasteRuler",
        // The Substitutions, Transformations and Speech items of the template's Edit menu.
        "toggleSmartInsertDelete", "toggleAutomaticQuoteSubstitution", "toggleAutomaticDashSubstitution",
        "toggleAutomaticLinkDetection", "toggleAutomaticTextReplacement", "toggleAutomaticSpellingCorrection",
        "toggleContinuousSpellChecking", "toggleGrammarChecking", "orderFrontSubstitutionsPanel", "uppercaseWord",
        "lowercaseWord", "capitalizeWord", "startSpeaking", "stopSpeaking",
        // Paste and Match Style: `NSTextView`'s own (a text field answers it through its field editor).
        "pasteAsPlainText",
    ])
}

/// Select All's action, which text views answer and so do the views whose items people select
/// (tables, outline and collection views, browsers, PDF views, a SwiftUI `List` with a selection
/// or a `Table`): AppKit enables a template's Select All only while one of those has focus.
enum SelectingActions {
    static let all: Set<String> = ["selectAll"]
}

/// The AppKit actions only a document (`NSDocument`) answers: a template's Save, Revert to
/// Saved or Duplicate is enabled only in a document's window, so in an app that makes no
/// documents such an item is never enabled, and its key is a leftover.
enum DocumentActions {
    static let all: Set<String> = [
        "saveDocument", "saveDocumentAs", "saveDocumentTo", "revertDocumentToSaved", "duplicateDocument",
        "browseDocumentVersions", "renameDocument", "moveDocument", "printDocument", "runModalPageLayout",
    ]
}
