import HIGModel

/// One product an app's project builds (a Mac app, its iPad app, a launcher helper), and the
/// platforms its code runs on: the unit every rule judges shortcuts in.
///
/// Two targets never share a key press, so one target's menu is never compared with
/// another's; and each is checked against the rows of its own platforms.
public struct AppTarget: Hashable, Sendable, Comparable {
    /// How hig-gen learned the target: from a project file, or guessed from the code.
    public enum Evidence: Hashable, Sendable {
        /// `App.xcodeproj/project.pbxproj`, XcodeGen's `project.yml` or `Package.swift`.
        case project(path: String)
        /// No project file names the files; the platform comes from the code's imports.
        case guessed(reason: String)
    }

    public var name: String
    /// Sorted; empty when nothing says (checked against every row, as before).
    public var platforms: [Platform]
    /// Part of the target's identity: two projects in one repository may each have an "App".
    public var evidence: Evidence

    /// The project it comes from, as messages name it, when another project has a target of
    /// the same name (``AppModel`` sets it); nil otherwise.
    public var projectShown: String?

    public init(name: String, platforms: [Platform], evidence: Evidence) {
        self.name = name
        self.platforms = Array(Set(platforms)).sorted()
        self.evidence = evidence
    }

    /// "'Reader': iOS, iPadOS" ("'Reader' of Old/Reader.xcodeproj: iOS, iPadOS" when two
    /// projects have a Reader), for messages.
    public var label: String {
        let named = "'\(name)'" + (projectShown.map { " of \($0)" } ?? "")
        return platforms.isEmpty ? named : "\(named): \(platforms.map(\.rawValue).joined(separator: ", "))"
    }

    /// Whether the target runs where a rulebook row applies. A row without platforms applies
    /// everywhere; so does every row for a target whose platforms nobody knows.
    public func runs(on rowPlatforms: [Platform]) -> Bool {
        platforms.isEmpty || rowPlatforms.isEmpty || rowPlatforms.contains(where: platforms.contains)
    }

    public static func < (lhs: AppTarget, rhs: AppTarget) -> Bool {
        (lhs.name, lhs.platforms.map(\.rawValue).joined()) < (rhs.name, rhs.platforms.map(\.rawValue).joined())
    }
}
