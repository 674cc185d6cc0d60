import Foundation
import HIGModel

/// Reads the targets of an Xcode project (`App.xcodeproj/project.pbxproj`, an OpenStep
/// property list): each native target's source and resource files, its synchronized folders
/// (Xcode 16) and its platforms from the build settings.
enum XcodeProjectReader {
    /// The project's targets; `path` is the `project.pbxproj` file, and `paths` standardizes
    /// the paths of its files.
    static func read(path: String, paths standardizer: PathStandardizer, into diagnostics: inout [Diagnostic]) -> [ProjectTarget]
    {
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            diagnostics += problems
            return []
        }
        let parsed = PropertyListText.parse(bytes)
        guard let plist = parsed.value as? [String: Any], let objects = plist["objects"] as? [String: [String: Any]],
            let projectID = plist["rootObject"] as? String, let project = objects[projectID]
        else {
            let reason =
                parsed.value == nil
                ? "is not a valid property list\(parsed.line.map { " (it breaks off or has a syntax error near line \($0))" } ?? "")"
                : "has no 'objects' and 'rootObject' of an Xcode project"
            diagnostics.append(
                Diagnostic(
                    .projectUnreadable,
                    "the Xcode project \(reason); its files are checked as one app, platforms guessed from the code",
                    at: SourceLocation(file: path, line: parsed.line)))
            return []
        }
        // The folder holding `App.xcodeproj`: the project's paths start there.
        let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let root = (projectFolder as NSString).appendingPathComponent(project["projectDirPath"] as? String ?? "")
        let paths = FilePaths(
            objects: objects, mainGroup: project["mainGroup"] as? String, root: root, standardizer: standardizer)
        if let loop = paths.loop {
            diagnostics.append(Diagnostic(.projectGroupLoop, loop, at: SourceLocation(file: path)))
        }
        let projectSettings = settings(of: project, in: objects, paths: paths, project: path, into: &diagnostics)
        let synchronizedGroups = objects.keys.sorted().filter {
            objects[$0]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
        }
        return (project["targets"] as? [String] ?? []).compactMap { id in
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget",
                let name = target["name"] as? String
            else { return nil }
            var files: Set<String> = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID],
                    ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
                else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String else { continue }
                    files.formUnion(paths.files(of: reference))
                }
            }
            var folders: [String] = []
            var excluded: Set<String> = []
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let folder = paths.path(of: groupID) else { continue }
                folders.append(folder)
                for relative in membershipExceptions(of: groupID, for: id, in: objects) {
                    excluded.insert((folder as NSString).appendingPathComponent(relative))
                }
            }
            // An exception set flips membership: in a folder the target builds it takes files out,
            // in a folder the target does not build it puts them in (Xcode 16 writes an app's
            // files that way when their folder is shared with a framework or belongs to no target).
            let own = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
            for groupID in synchronizedGroups where !own.contains(groupID) {
                guard let folder = paths.path(of: groupID) else { continue }
                for relative in membershipExceptions(of: groupID, for: id, in: objects) {
                    // An entry names a file or a whole folder.
                    let member = (folder as NSString).appendingPathComponent(relative)
                    files.insert(member)
                    folders.append(member)
                }
            }
            let ownSettings = settings(of: target, in: objects, paths: paths, project: path, into: &diagnostics)
            return ProjectTarget(
                name: name, platforms: platforms(ownSettings.merging(projectSettings) { mine, _ in mine }), files: files,
                folders: folders, excluded: excluded, project: path,
                isTest: ProjectTarget.isTestProduct(target["productType"] as? String))
        }
    }

    /// The paths, relative to a synchronized folder, that its exception sets for one target list.
    private static func membershipExceptions(
        of groupID: String, for targetID: String, in objects: [String: [String: Any]]
    ) -> [String] {
        (objects[groupID]?["exceptions"] as? [String] ?? []).flatMap { exceptionID -> [String] in
            guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { return [] }
            return exception["membershipExceptions"] as? [String] ?? []
        }
    }

    /// The build settings of every configuration of an object's configuration list, merged
    /// (Debug and Release rarely differ in SDK); each over its `.xcconfig` file's, which many
    /// projects keep their SDK in.
    private static func settings(
        of object: [String: Any], in objects: [String: [String: Any]], paths: FilePaths, project: String,
        into diagnostics: inout [Diagnostic]
    ) -> [String: String] {
        var merged: [String: String] = [:]
        guard let listID = object["buildConfigurationList"] as? String,
            let configurations = objects[listID]?["buildConfigurations"] as? [String]
        else { return merged }
        for id in configurations {
            var own: [String: String] = [:]
            let configuration = objects[id] ?? [:]
            if let reference = configuration["baseConfigurationReference"] as? String, let file = paths.path(of: reference) {
                own = XCConfig.settings(at: file, into: &diagnostics)
            } else if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
                let folder = paths.path(of: anchor),
                let relative = configuration["baseConfigurationReferenceRelativePath"] as? String
            {
                // Xcode 16 names an xcconfig inside a synchronized folder by the folder and a path.
                own = XCConfig.settings(at: (folder as NSString).appendingPathComponent(relative), into: &diagnostics)
            }
            for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                if let text = value as? String {
                    own[key] = text
                } else if let list = value as? [String] {
                    own[key] = list.joined(separator: " ")
                }
            }
            merged.merge(own) { first, _ in first }
        }
        return merged
    }

    /// SUPPORTED_PLATFORMS when it says, else SDKROOT; Mac Catalyst adds macOS.
    static func platforms(_ settings: [String: String]) -> [Platform] {
        var found: [Platform] = []
        if let supported = settings["SUPPORTED_PLATFORMS"], !supported.contains("$(") {
            found = supported.split(separator: " ").flatMap { PlatformNames.platforms(forSDK: String($0)) }
        }
        if found.isEmpty, let sdk = settings["SDKROOT"] { found = PlatformNames.platforms(forSDK: sdk) }
        if settings["SUPPORTS_MACCATALYST"] == "YES" || settings["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD"] == "YES" {
            found.append(.macOS)
        }
        return Array(Set(found)).sorted()
    }

    /// Where each file reference and group of the project sits, from the group chain down
    /// from the main group (a `path` is relative to its group unless `sourceTree` says else).
    ///
    /// The groups are a graph the repository writes: each object is placed where it is first
    /// met and never walked again, and the walk stops at ``depthLimit`` levels, so a group that
    /// holds itself, a main group reached again or a group listed twice at every level ends
    /// (in time linear in the objects) with a note.
    private struct FilePaths {
        static let depthLimit = 64

        var objects: [String: [String: Any]]
        var resolved: [String: String] = [:]
        /// What the note says when a group was met again or the walk went too deep.
        private(set) var loop: String?

        init(objects: [String: [String: Any]], mainGroup: String?, root: String, standardizer: PathStandardizer) {
            self.objects = objects
            guard let mainGroup else { return }
            var met: Set<String> = []
            // Depth first, children in their order, without recursion.
            var pending: [(id: String, folder: String, depth: Int)] = [(mainGroup, root, 0)]
            while let (id, folder, depth) = pending.popLast() {
                guard met.insert(id).inserted else {
                    loop =
                        loop
                        ?? "the group '\(id.clipped(to: 30))' is reached again through its own children or a second parent; its files are placed where it is first met"
                    continue
                }
                guard depth < Self.depthLimit else {
                    loop = loop ?? "groups nest deeper than \(Self.depthLimit) levels; the files below are not placed"
                    continue
                }
                guard let path = place(id, in: folder, root: root, standardizer: standardizer) else { continue }
                let children = objects[id]?["children"] as? [String] ?? []
                pending += children.reversed().map { ($0, path, depth + 1) }
            }
        }

        /// Records where the object sits; nil for objects outside the app's files.
        private mutating func place(
            _ id: String, in folder: String, root: String, standardizer: PathStandardizer
        ) -> String? {
            guard let object = objects[id] else { return nil }
            let own = object["path"] as? String
            let base: String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "SOURCE_ROOT": base = root
            case "<absolute>": base = ""
            case "<group>": base = folder
            default: return nil  // products, SDK frameworks: not the app's files
            }
            let path = own.map { base.isEmpty ? $0 : (base as NSString).appendingPathComponent($0) } ?? folder
            resolved[id] = standardizer.standardized(path)
            return path
        }

        func path(of id: String) -> String? { resolved[id] }

        /// A file reference's path; a variant group's (`Base.lproj/Main.storyboard` and its
        /// translations) every child's.
        func files(of id: String) -> [String] {
            if objects[id]?["isa"] as? String == "PBXVariantGroup" {
                return (objects[id]?["children"] as? [String] ?? []).compactMap { resolved[$0] }
            }
            return resolved[id].map { [$0] } ?? []
        }
    }
}
