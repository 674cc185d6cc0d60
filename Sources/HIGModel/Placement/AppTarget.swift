/// One product an app's project builds (a Mac app, its iPad app, a launcher helper), and the
/// platforms its code runs on: the unit every rule judges shortcuts in.
///
/// Two targets never share a key press, so one target's menu is never compared with
/// another's; and each is checked against the rows of its own platforms. An app table's
/// `Targets` column writes one as ``text`` ("Reader (macOS, iPadOS)") and reads it back.
public struct AppTarget: Hashable, Sendable, Comparable, Codable {
    /// How hig-gen learned the target: from a project file, or guessed from the code.
    public enum Evidence: Hashable, Sendable, Codable {
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
    /// the same name (`AppModel` sets it); nil otherwise.
    public var projectShown: String?

    public init(name: String, platforms: [Platform], evidence: Evidence) {
        self.name = name
        self.platforms = Array(Set(platforms)).sorted()
        self.evidence = evidence
    }

    /// Whether a project file names the target (its files are what it builds), not a guess.
    public var isFromProject: Bool {
        if case .project = evidence { return true }
        return false
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

    /// "Reader (macOS)", as the `Targets` column writes it.
    public var text: String {
        platforms.isEmpty ? name : name + " (" + platforms.map(\.rawValue).joined(separator: ", ") + ")"
    }

    /// Reads ``text`` found in `path` (the evidence of a target a table names); nil names the
    /// platform that is not one.
    public static func read(_ text: String, in path: String) -> (target: AppTarget?, unknownPlatform: String?) {
        let trimmed = text.trimmingCharacters(in: " ")
        let evidence = Evidence.project(path: path)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else {
            return (trimmed.isEmpty ? nil : AppTarget(name: trimmed, platforms: [], evidence: evidence), nil)
        }
        let name = String(trimmed[..<open]).trimmingCharacters(in: " ")
        var platforms: [Platform] = []
        for word in trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].split(separator: ",") {
            let word = String(word).trimmingCharacters(in: " ")
            guard let platform = Platform(name: word) else { return (nil, word) }
            platforms.append(platform)
        }
        return (name.isEmpty ? nil : AppTarget(name: name, platforms: platforms, evidence: evidence), nil)
    }

    /// By name, then platforms, then where the target comes from, so two projects' "App" keep
    /// one order however the projects were read.
    public static func < (lhs: AppTarget, rhs: AppTarget) -> Bool {
        (lhs.name, lhs.platforms.map(\.rawValue).joined(), lhs.origin) < (
            rhs.name, rhs.platforms.map(\.rawValue).joined(), rhs.origin
        )
    }

    /// The project's path, or the reason a target was guessed: the last word in its order.
    private var origin: String {
        switch evidence {
        case .project(let path): path
        case .guessed(let reason): "~" + reason
        }
    }
}
