import HIGModel

extension AppShortcut: Hashable, Codable {
    /// What a declaration holds, each field documented at the ``AppShortcut`` property that
    /// reads it. Its names are the properties': a declaration codes (in the read cache) under
    /// the same keys as when these were its own fields.
    struct Fields: Hashable, Sendable, Codable {
        var shortcut: Shortcut?
        var title: String?
        var titleIsImageName: Bool = false
        var titleSpan: TextSpan?
        var context: String?
        var id: String?
        var span: TextSpan
        var origin: Framework
        var spelling: Spelling
        var writtenIssues: [ShortcutIssue]
        var writesShiftWithUpperCharacter: Bool
        var ignoredRules: Set<String>
        var unresolvedReason: String?
        var malformedKey: String?
        var definesConstant: String?
        var usesConstant: String?
        var menuPath: [String] = []
        var action: String?
        var facts: DeclarationFacts = DeclarationFacts()
        var branches: [Int: Int] = [:]
        var isInStandaloneMenu: Bool = false
        var hotKeyConstant: String?
        var callsHelper: String?
        var awaitsHelperModifiers: Shortcut?
        var keyIsParameterOf: String?
        var targets: [AppTarget] = []
    }

    /// The box: never changed once made, so its copies may share it across threads.
    final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Changes the fields in a box of this declaration's own.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    public static func == (lhs: AppShortcut, rhs: AppShortcut) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}
