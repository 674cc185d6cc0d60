import Foundation
import HIGLint
import HIGModel

/// Which targets each checked file belongs to, read from the project files found among the
/// inputs (Xcode projects, XcodeGen's project.yml, Package.swift), and guessed from the code
/// for files no project lists.
public struct AppModel: Sendable {
    /// The targets of each file, by the path it was given as.
    public private(set) var targetsByFile: [String: [AppTarget]] = [:]
    /// Every target, sorted.
    public private(set) var targets: [AppTarget] = []
    /// Projects that could not be read, and the note that targets were guessed.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Files only test bundles build, or (where no project lists them) that import a test
    /// framework: their strings are test data, so their declarations are not checked.
    public private(set) var testCode: Set<String> = []

    /// Project files are recognised by name: `project.pbxproj`, `project.yml`, `Package.swift`.
    public static func isProjectFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "project.yml" || name == "Package.swift"
            || (name == "project.pbxproj" && (path as NSString).deletingLastPathComponent.hasSuffix(".xcodeproj"))
    }

    /// - Parameters:
    ///   - projectFiles: the project files found among the inputs.
    ///   - sourceFiles: every file whose shortcuts are checked, as given.
    ///   - root: the folder checked (names the guessed targets).
    public init(projectFiles: [String], sourceFiles: [String], root: String) {
        var projectTargets: [ProjectTarget] = []
        // Written out, links not followed: a project file that is a link is named as the
        // repository names it, and its kind comes from that name.
        for path in projectFiles.map({ URL(fileURLWithPath: $0).standardized.path }).sorted() {
            switch (path as NSString).lastPathComponent {
            case "project.pbxproj": projectTargets += XcodeProjectReader.read(path: path, into: &diagnostics)
            case "project.yml": projectTargets += XcodeGenReader.read(path: path, into: &diagnostics)
            default: projectTargets += PackageManifestReader.read(path: path, into: &diagnostics)
            }
        }
        var heads: [String: (platform: PlatformGuess, isTestCode: Bool)] = [:]
        func head(_ path: String) -> (platform: PlatformGuess, isTestCode: Bool) {
            if let known = heads[path] { return known }
            let found = PlatformGuess.of(file: path)
            heads[path] = found
            return found
        }
        func guess(_ path: String) -> PlatformGuess { head(path).platform }
        // Files in a project's targets; targets that name no platform take their files'.
        var members: [ProjectTarget: [String]] = [:]
        var outside: [String] = []
        // A package manifest is Swift too, but no target's code.
        for file in sourceFiles where !Self.isProjectFile(file) {
            let absolute = Self.absolute(file)
            let holding = projectTargets.filter { $0.builds(absolute) }
            if holding.isEmpty {
                if head(absolute).isTestCode { testCode.insert(file) } else { outside.append(file) }
            } else if holding.allSatisfy(\.isTest) {
                testCode.insert(file)
            }
            for target in holding where !target.isTest { members[target, default: []].append(file) }
        }
        for (projectTarget, files) in members {
            var target = projectTarget.appTarget
            if target.platforms.isEmpty {
                target.platforms = Array(Set(files.flatMap { guess(Self.absolute($0)).platforms })).sorted()
            }
            for file in files { targetsByFile[file, default: []].append(target) }
        }
        assignGuessed(outside, root: root, hasProjects: !projectTargets.isEmpty, guess: { guess(Self.absolute($0)) })
        nameProjects(root: root)
        for file in targetsByFile.keys { targetsByFile[file]!.sort() }
        targets = Array(Set(targetsByFile.values.flatMap { $0 })).sorted()
    }

    /// A target name two projects share is shown with its project, so a finding says which.
    private mutating func nameProjects(root: String) {
        var projectsByName: [String: Set<String>] = [:]
        for target in targetsByFile.values.joined() {
            if case .project(let path) = target.evidence { projectsByName[target.name, default: []].insert(path) }
        }
        let base = Self.absolute(root)
        for file in targetsByFile.keys {
            targetsByFile[file] = targetsByFile[file]!.map { target in
                guard case .project(let path) = target.evidence, projectsByName[target.name, default: []].count > 1 else {
                    return target
                }
                var shown = target
                // "App.xcodeproj" rather than its project.pbxproj.
                let project = path.hasSuffix("/project.pbxproj") ? (path as NSString).deletingLastPathComponent : path
                shown.projectShown = RelativePath.from(base, to: project)
                return shown
            }
        }
    }

    /// Files no project lists: one app per platform their code is written for; code for
    /// either platform (SwiftUI) belongs to each.
    private mutating func assignGuessed(
        _ files: [String], root: String, hasProjects: Bool, guess: (String) -> PlatformGuess
    ) {
        guard !files.isEmpty else { return }
        let byPlatform = Dictionary(grouping: files, by: guess)
        let platformGroups = [PlatformGuess.mac, .iPad].filter { byPlatform[$0] != nil }
        let rootName = (Self.absolute(root) as NSString).lastPathComponent
        if platformGroups.count <= 1 {
            let only = platformGroups.first ?? .either
            let target = AppTarget(
                name: rootName, platforms: only.platforms,
                evidence: .guessed(reason: only == .either ? "no project file" : only.evidence))
            for file in files { targetsByFile[file, default: []].append(target) }
            return
        }
        var described: [String] = []
        // Each group after the folder that holds all of its files, where the two differ.
        let folders = platformGroups.map { Self.commonFolderName(of: byPlatform[$0]!, root: root) }
        let named = Set(folders).count == folders.count && !folders.contains(nil)
        for (platform, folder) in zip(platformGroups, folders) {
            let own = byPlatform[platform]!
            let name = named ? folder! : "\(rootName) (\(platform == .mac ? "Mac" : "iPad") code)"
            let target = AppTarget(name: name, platforms: platform.platforms, evidence: .guessed(reason: platform.evidence))
            described.append("\(target.label) from \(platform.evidence)")
            for file in own + (byPlatform[.either] ?? []) { targetsByFile[file, default: []].append(target) }
        }
        diagnostics.append(
            Diagnostic(
                .projectTargetsGuessed,
                "\(hasProjects ? "no project file lists \(files.count) of the checked files" : "no project file names the targets here"); they were checked as \(described.joined(separator: " and ")), code for either platform in both",
                at: SourceLocation(file: root)))
    }

    /// The name of the deepest folder below `root` that holds every file, if there is one.
    private static func commonFolderName(of files: [String], root: String) -> String? {
        let base = absolute(root)
        let folders = files.map { (absolute($0) as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let path = "/" + common.joined(separator: "/")
        return path.count > base.count && path.hasPrefix(base) ? common.last : nil
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
