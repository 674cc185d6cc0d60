/// What one declaration's own code says beyond its keys, title and placement, that the rules
/// weigh: one value a reader fills, a rule reads and an app table's `Declared in` column
/// carries through `init --from` and back, so a new fact is added here and nowhere between.
public struct DeclarationFacts: Hashable, Sendable, Codable {
    /// The SwiftUI command group it is placed beside (`sidebar` for `CommandGroup(after: .sidebar)`),
    /// which says which of the framework's commands it stands beside.
    public var group: String?

    public init(group: String? = nil) {
        self.group = group
    }

    /// The facts as `Declared in` qualifiers, in a fixed order.
    public var qualifiers: [String] {
        var qualifiers: [String] = []
        if let group { qualifiers.append(Self.groupPrefix + group) }
        return qualifiers
    }

    /// Reads one qualifier of ``qualifiers``; false when it says none of these facts.
    public mutating func read(_ qualifier: String) -> Bool {
        if qualifier.hasPrefix(Self.groupPrefix) {
            group = String(qualifier.dropFirst(Self.groupPrefix.count))
        } else {
            return false
        }
        return true
    }

    /// How ``qualifiers`` are spelled, for the message when a place does not read.
    public static let spelling = "[, group NAME]"

    private static let groupPrefix = "group "
}
