/// What one declaration's own code says beyond its keys, title and placement, that the rules
/// weigh: one value a reader fills, a rule reads and an app table's `Declared in` column
/// carries through `init --from` and back, so a new fact is added here and nowhere between.
public struct DeclarationFacts: Hashable, Sendable, Codable {
    /// The SwiftUI command group it is placed beside (`sidebar` for `CommandGroup(after: .sidebar)`),
    /// which says which of the framework's commands it stands beside.
    public var group: String?
    /// The code turns off the framework's remapping of the key for the person's keyboard
    /// layout (SwiftUI's `localization: .custom`): on other layouts the keys are pressed as written.
    public var notLocalized = false
    /// A letter the code writes in upper case (`"R"`), which the frameworks read as Shift.
    public var upperCaseLetter: String?
    /// The code names no modifier and the API adds Command (SwiftUI's `.keyboardShortcut(.escape)`).
    public var implicitCommand = false
    /// The framework declaration that gives the command without code of its own (a SwiftUI
    /// `DocumentGroup`'s Save on Command-S): rules judge none, but people know its shortcut.
    public var impliedBy: String?

    public init(group: String? = nil, notLocalized: Bool = false) {
        self.group = group
        self.notLocalized = notLocalized
    }

    /// The facts as `Declared in` qualifiers, in a fixed order.
    public var qualifiers: [String] {
        var qualifiers: [String] = []
        if let group { qualifiers.append(Self.groupPrefix + group) }
        if notLocalized { qualifiers.append(Self.notLocalizedText) }
        if let upperCaseLetter { qualifiers.append(Self.upperCasePrefix + upperCaseLetter) }
        if implicitCommand { qualifiers.append(Self.implicitCommandText) }
        if let impliedBy { qualifiers.append(Self.impliedByPrefix + impliedBy) }
        return qualifiers
    }

    /// Reads one qualifier of ``qualifiers``; false when it says none of these facts.
    public mutating func read(_ qualifier: String) -> Bool {
        if qualifier.hasPrefix(Self.groupPrefix) {
            group = String(qualifier.dropFirst(Self.groupPrefix.count))
        } else if qualifier == Self.notLocalizedText {
            notLocalized = true
        } else if qualifier.hasPrefix(Self.upperCasePrefix), qualifier.count == Self.upperCasePrefix.count + 1 {
            upperCaseLetter = qualifier.last.map(String.init)
        } else if qualifier == Self.implicitCommandText {
            implicitCommand = true
        } else if qualifier.hasPrefix(Self.impliedByPrefix) {
            impliedBy = String(qualifier.dropFirst(Self.impliedByPrefix.count))
        } else {
            return false
        }
        return true
    }

    /// How ``qualifiers`` are spelled, for the message when a place does not read.
    public static let spelling =
        "[, group NAME][, \(notLocalizedText)][, upper-case R][, \(implicitCommandText)][, implied by NAME]"

    private static let groupPrefix = "group "
    private static let notLocalizedText = "not localized"
    private static let upperCasePrefix = "upper-case "
    private static let implicitCommandText = "Command by default"
    private static let impliedByPrefix = "implied by "
}
