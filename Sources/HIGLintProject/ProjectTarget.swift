import Foundation
import HIGLint
import HIGModel

/// A target as a project file describes it: its name, its platforms, and which files and
/// folders it builds (absolute or relative to where hig-gen runs, as the project's own path).
public struct ProjectTarget: Hashable, Sendable {
    public var name: String
    public var platforms: [Platform]
    /// Source and resource files the target lists one by one.
    public var files: Set<String>
    /// Folders whose every file belongs to the target (SwiftPM targets, XcodeGen sources,
    /// Xcode 16 synchronized folders), less `excluded`.
    public var folders: [String]
    public var excluded: Set<String>
    /// The project file it was read from.
    public var project: String
    /// A unit- or UI-test bundle (a SwiftPM test target): its code is no app's, and its
    /// strings are test data, not shortcuts anyone presses.
    public var isTest = false

    public init(
        name: String, platforms: [Platform], files: Set<String> = [], folders: [String] = [], excluded: Set<String> = [],
        project: String, isTest: Bool = false
    ) {
        self.name = name
        self.platforms = platforms
        self.files = files
        self.folders = folders
        self.excluded = excluded
        self.project = project
        self.isTest = isTest
    }

    /// Xcode's and XcodeGen's product types of test bundles.
    static func isTestProduct(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.hasSuffix("unit-test") || type.hasSuffix("ui-testing")
    }

    /// Whether the target builds the file at `path` (normalized like the target's paths).
    func builds(_ path: String) -> Bool {
        if files.contains(path) { return true }
        // An exception names a file or a whole folder.
        guard !excluded.contains(where: { $0 == path || Self.isInside(path, $0) }) else { return false }
        return folders.contains { Self.isInside(path, $0) }
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    var appTarget: AppTarget { AppTarget(name: name, platforms: platforms, evidence: .project(path: project)) }
}

/// The platforms an SDK name stands for (`macosx`, `iphoneos`, an XcodeGen or SwiftPM
/// platform name). iPhone code is iPad code too: an iPad runs it with a keyboard attached.
enum PlatformNames {
    static func platforms(forSDK sdk: String) -> [Platform] {
        switch sdk.lowercased().trimmingCharacters(in: .whitespaces) {
        case "macosx", "macos", "osx": [.macOS]
        case "iphoneos", "iphonesimulator", "ios": [.iOS, .iPadOS]
        case "ipados": [.iPadOS]
        case "maccatalyst": [.macOS]
        case "appletvos", "appletvsimulator", "tvos": [.tvOS]
        case "xros", "xrsimulator", "visionos": [.visionOS]
        case "watchos", "watchsimulator": [.watchOS]
        default: []
        }
    }
}
