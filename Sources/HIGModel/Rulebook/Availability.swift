/// Whether today's system takes a shortcut the guidelines list as the system's, and the public
/// page that says so.
///
/// The guidelines' reserved table is a list from many editions ago: some of its rows are taken
/// by every Mac today (Spotlight), some only when a setting is on (Zoom), some by nothing at
/// all any more (Dashboard). A finding that says a shortcut "never reaches" an app must rest on
/// the first kind. The facts live in a table of their own, apart from the guidelines' rows
/// (see `Content/system-today.md` and `Docs/CurrentSystems.md`).
public struct Availability: Hashable, Sendable, Codable {
    /// What the current system does with the shortcut.
    public enum Status: Hashable, Sendable {
        /// Taken out of the box: an app never sees the key press.
        case byDefault
        /// Taken only while the named setting is on ("Use keyboard shortcuts to zoom"), which is
        /// off out of the box.
        case whenSettingOn(String)
        /// Taken out of the box, given back to apps while the named setting is on ("Use F1, F2,
        /// etc. keys as standard function keys", off out of the box): an app gets the key only
        /// from people who turned it on (or, for that one, who hold Fn).
        case unlessSettingOn(String)
        /// Listed by the guidelines, but nothing in the current system takes it.
        case notToday
        /// No public source was found either way: treated as uncertain, never as "never reaches".
        case unverified

        /// The word the facts table writes in its `Today` column.
        public var columnText: String {
            switch self {
            case .byDefault: "By default"
            case .whenSettingOn: "When a setting is on"
            case .unlessSettingOn: "Unless a setting is on"
            case .notToday: "No longer"
            case .unverified: "Unverified"
            }
        }

        /// The status's name in JSON and Swift: `byDefault`, `whenSettingOn`, `unlessSettingOn`,
        /// `notToday`, `unverified`.
        public var name: String {
            switch self {
            case .byDefault: "byDefault"
            case .whenSettingOn: "whenSettingOn"
            case .unlessSettingOn: "unlessSettingOn"
            case .notToday: "notToday"
            case .unverified: "unverified"
            }
        }

        /// Every status's name, in the order the schema lists them.
        public static let names = ["byDefault", "whenSettingOn", "unlessSettingOn", "notToday", "unverified"]

        /// Taken out of the box, but given back to apps by a setting (``unlessSettingOn(_:)``).
        public var isGivenBackBySetting: Bool {
            if case .unlessSettingOn = self { return true }
            return false
        }

        /// The setting that turns the system's use of the shortcut on (``whenSettingOn(_:)``) or
        /// off (``unlessSettingOn(_:)``).
        public var setting: String? {
            switch self {
            case .whenSettingOn(let setting), .unlessSettingOn(let setting): setting
            case .byDefault, .notToday, .unverified: nil
            }
        }

        /// The status ``name`` and ``setting`` give back; nil for an unknown name, or a
        /// setting missing from `whenSettingOn` (any other status ignores it).
        public init?(name: String, setting: String?) {
            switch name {
            case "byDefault": self = .byDefault
            case "whenSettingOn":
                guard let setting else { return nil }
                self = .whenSettingOn(setting)
            case "unlessSettingOn":
                guard let setting else { return nil }
                self = .unlessSettingOn(setting)
            case "notToday": self = .notToday
            case "unverified": self = .unverified
            default: return nil
            }
        }
    }

    public var status: Status
    /// The public page the fact rests on (an address, or a title), as the `Source` cell gives
    /// it; nil only for an unverified fact.
    public var source: String?
    /// What takes the shortcut today, or what happened to it, in our own words (`Notes` column).
    public var note: String?
    /// The row of the facts table.
    public var location: SourceLocation

    public init(status: Status, source: String?, note: String? = nil, location: SourceLocation) {
        self.status = status
        self.source = source
        self.note = note
        self.location = location
    }

    /// Whether the system is known to take the shortcut before any app sees it.
    public var isTakenByDefault: Bool { status == .byDefault }

    /// "taken only when 'Use keyboard shortcuts to zoom' is on (source: …)", for notes and
    /// listings.
    public var summary: String { summary(withSource: true) }

    /// ``summary``, with or without its source (the cheat sheet shows the words alone).
    public func summary(withSource: Bool) -> String {
        let what =
            switch status {
            case .byDefault: "taken by default"
            case .whenSettingOn(let setting): "taken only when '\(setting)' is on"
            case .unlessSettingOn(let setting): "taken unless '\(setting)' is on"
            case .notToday: "no longer taken"
            case .unverified: "unverified"
            }
        guard withSource, let source else { return what }
        return "\(what) (source: \(source))"
    }
}

extension Availability {
    /// As the JSON has it: `status` by name, with `setting` beside it for ``Status/whenSettingOn(_:)``
    /// and ``Status/unlessSettingOn(_:)``.
    private enum CodingKeys: String, CodingKey { case status, setting, source, note, location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .status)
        let setting =
            ["whenSettingOn", "unlessSettingOn"].contains(name) ? try container.decode(String.self, forKey: .setting) : nil
        guard let status = Status(name: name, setting: setting) else {
            throw DecodingError.dataCorruptedError(
                forKey: .status, in: container, debugDescription: "unknown availability status '\(name)'")
        }
        self.status = status
        source = try container.decodeIfPresent(String.self, forKey: .source)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        location = try container.decode(SourceLocation.self, forKey: .location)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status.name, forKey: .status)
        try container.encodeIfPresent(status.setting, forKey: .setting)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encode(location, forKey: .location)
    }
}

extension Availability.Status {
    /// The status's name (``name``) a `Today` cell gives, ignoring case: "By default",
    /// "When a setting is on", "No longer", "Unverified"; nil for anything else. The setting
    /// itself is in a column of its own.
    public static func name(ofColumnText text: String) -> String? {
        switch NameFolding.fold(text) {
        case "by default", "default": "byDefault"
        case "when a setting is on", "when setting is on", "with a setting": "whenSettingOn"
        case "unless a setting is on", "unless setting is on": "unlessSettingOn"
        case "no longer", "not today": "notToday"
        case "unverified": "unverified"
        default: nil
        }
    }
}
