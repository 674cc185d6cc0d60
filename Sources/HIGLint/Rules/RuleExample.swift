/// An input a rule's documentation and tests show: one that makes the rule fire, with `↓`
/// just before each place a finding must point, or one that must leave it quiet. A firing
/// example of a rule that offers fix-its may carry the input as its fix-its leave it
/// (``corrected``), as SwiftLint's `corrections:` do; the tests make the fix-its and compare.
public struct RuleExample: Hashable, Sendable {
    /// The languages the linter reads an app's shortcuts from.
    public enum Language: String, CaseIterable, Sendable {
        case manifest = "yaml"
        case swift
        /// An app's Markdown table: header, separator and rows, without front matter.
        case appTable = "markdown"
        /// Menu items of an Interface Builder file (`.xib`, `.storyboard`).
        case interfaceBuilder = "xml"
    }

    /// Where a finding must point.
    public static let marker: Character = "↓"

    public var language: Language
    public var fires: Bool
    /// The input with its markers.
    public var text: String
    /// The input once every fix-it of the rule's findings is made (`check --fix`), without
    /// markers; nil when the example does not show a fix.
    public var corrected: String?

    /// The input as the reader sees it.
    public var source: String { text.filter { $0 != Self.marker } }

    static func fires(_ language: Language, _ text: String, corrected: String? = nil) -> RuleExample {
        RuleExample(language: language, fires: true, text: text, corrected: corrected)
    }

    static func quiet(_ language: Language, _ text: String) -> RuleExample {
        RuleExample(language: language, fires: false, text: text)
    }
}
