/// One of the guidelines' rules for defining custom shortcuts, with our wording of it.
public struct CustomShortcutRule: Hashable, Sendable, Codable {
    /// The rules hig-gen knows; a guideline file words them, the linter enforces them.
    public enum ID: String, Codable, Sendable, CaseIterable, Comparable {
        case modifierOrder = "modifier-order"
        case preferCommand = "prefer-command"
        case shiftComplements = "shift-complements"
        case optionSparingly = "option-sparingly"
        case avoidControl = "avoid-control"
        case twoCharacterKeys = "two-character-keys"
        case unrelatedModifierVariants = "unrelated-modifier-variants"
        case nonLetterKeysAndLayouts = "non-letter-keys-and-layouts"
        case respectStandardShortcuts = "respect-standard-shortcuts"
        case fewCustomShortcuts = "few-custom-shortcuts"
        case descriptiveTitles = "descriptive-titles"
        case localizeAndMirror = "localize-and-mirror"

        /// The rule id nearest to a misspelt one ("modifer-order" → modifier-order).
        public static func suggestion(for text: String) -> String? {
            NameFolding.closest(to: text, among: allCases.map(\.rawValue))
        }

        public static func < (lhs: ID, rhs: ID) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var id: ID
    /// A short imperative title.
    public var title: String
    public var guidance: String
    public var source: SourceLocation

    public init(id: ID, title: String, guidance: String, source: SourceLocation) {
        self.id = id
        self.title = title
        self.guidance = guidance
        self.source = source
    }
}
