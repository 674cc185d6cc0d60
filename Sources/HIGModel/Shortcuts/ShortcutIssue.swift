/// Something the shortcut parser noticed in a piece of text, located by UTF-8 byte offsets
/// within that text. The Markdown front end turns it into a located ``Diagnostic``.
public struct ShortcutIssue: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case empty = "shortcut.empty"
        case missingKey = "shortcut.missing-key"
        case unknownKey = "shortcut.unknown-key"
        case unknownModifier = "shortcut.unknown-modifier"
        case invalidWildcard = "shortcut.invalid-wildcard"
        case modifierOrder = "shortcut.modifier-order"
        case duplicateModifier = "shortcut.duplicate-modifier"
        case redundantShift = "shortcut.redundant-shift"
        case strayWhitespace = "shortcut.stray-whitespace"
        case missingSeparator = "shortcut.missing-separator"
        case characterMismatch = "shortcut.character-mismatch"

        /// Whether the shortcut can still be understood: warnings are recovered from.
        public var severity: Diagnostic.Severity {
            switch self {
            case .empty, .missingKey, .unknownKey, .unknownModifier, .invalidWildcard: .error
            default: .warning
            }
        }
    }

    public var kind: Kind
    public var message: String
    /// UTF-8 byte offsets in the parsed text.
    public var range: Range<Int>
    /// Text that should replace `range`, when there is one obvious fix.
    public var replacement: String?

    public var severity: Diagnostic.Severity { kind.severity }
}
