import Foundation

/// `NSString.standardizingPath` for the many paths of one app model, each folder worked out once.
///
/// On Linux, Foundation standardizes a path by resolving its symbolic links one component at a
/// time, each with a system call; done for every file of an app's projects and every file
/// checked, that was most of a `check` whose reads all came from the read cache. Here each
/// folder is resolved once and a path's last component costs one `lstat`. The answers are
/// Foundation's own: a path that is not plain (relative, `~`, doubled or trailing slashes), that
/// meets a link, or that ends under a prefix Foundation strips, is handed to Foundation whole.
final class PathStandardizer {
    /// Folders resolved so far, by their path as given; nil where the path meets a link.
    private var folders: [Substring: String?] = [:]
    /// Paths standardized so far.
    private var paths: [String: String] = [:]
    /// The folder relative paths start from, asked once.
    private lazy var currentDirectory = FileManager.default.currentDirectoryPath

    /// `(path as NSString).standardizingPath`.
    func standardized(_ path: String) -> String {
        if let known = paths[path] { return known }
        let result = plain(path) ?? (path as NSString).standardizingPath
        paths[path] = result
        return result
    }

    /// `path` made absolute from the current folder, then standardized.
    func absolute(_ path: String) -> String {
        standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    private let slashByte = UInt8(ascii: "/")

    /// The standardized form of a plain absolute path, or nil when Foundation must decide.
    private func plain(_ path: String) -> String? {
        guard path.utf8.first == slashByte, path.utf8.count > 1, path.utf8.last != slashByte,
            !zip(path.utf8, path.utf8.dropFirst()).contains(where: { $0 == slashByte && $1 == slashByte }),
            let slash = path.lastIndex(of: "/"),
            let folder = resolved(path[..<slash]),
            let result = step(from: folder, through: path[path.index(after: slash)...]),
            !result.hasPrefix("/private"), !result.hasPrefix("/var/automount")
        else { return nil }
        return result
    }

    /// A folder (a prefix of a plain path, "" for the root) with its links resolved as
    /// Foundation resolves them: component by component from the root.
    private func resolved(_ folder: Substring) -> String? {
        if folder.isEmpty { return "/" }
        if let known = folders[folder] { return known }
        let slash = folder.lastIndex(of: "/")!
        let result = resolved(folder[..<slash]).flatMap { step(from: $0, through: folder[folder.index(after: slash)...]) }
        folders[folder] = .some(result)
        return result
    }

    /// One component on from a resolved folder: "." stays, ".." goes up, a name is appended;
    /// nil when the result is a link, which Foundation follows.
    private func step(from folder: String, through component: Substring) -> String? {
        switch component {
        case ".": return folder
        case "..": return (folder as NSString).deletingLastPathComponent
        default:
            let next = (folder as NSString).appendingPathComponent(String(component))
            var status = stat()
            if lstat(next, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return nil }
            return next
        }
    }
}
