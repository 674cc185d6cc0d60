import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a run may read from: a repository is untrusted input, so a symbolic link, a
/// project reference or an include that leads out of it is refused, not followed.
///
/// A root is the folder named on the command line (a file's folder for a file), or the
/// nearest folder above it that holds `.git`, so a project in `App/` may still include
/// `../Shared/Base.xcconfig` from the same repository. The current folder counts as a root
/// too: the config file is read from there. ``InputFile`` checks every file against the
/// boundary set for the process; with none set (the library, the guidelines' own build) it
/// reads anywhere.
public struct InputBoundary: Sendable {
    /// Real paths (links resolved), without a trailing slash.
    public private(set) var roots: [String]

    public init(roots: [String]) {
        self.roots = Array(Set(roots.map(Self.root(of:)))).sorted()
    }

    /// The boundary of this run; nil reads anywhere.
    public static var current: InputBoundary? {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }
    private static let shared = Mutex<InputBoundary?>(nil)

    /// The root a path given on the command line stands for: the nearest folder holding `.git`
    /// at or above it, else the folder itself (a file's folder).
    public static func root(of path: String) -> String {
        guard var folder = realPath(path) else { return path }
        if !isFolder(folder) { folder = parent(of: folder) }
        var candidate = folder
        while true {
            if exists(candidate + (candidate == "/" ? "" : "/") + ".git") { return candidate }
            let up = parent(of: candidate)
            if up == candidate { return folder }
            candidate = up
        }
    }

    /// Whether the file at `path` (after every link) lies inside a root. A path that does not
    /// resolve is left to the reader, which says why it cannot be opened.
    public func allows(_ path: String) -> Bool {
        guard let real = Self.realPath(path) else { return true }
        return roots.contains { root in root == "/" || real == root || real.hasPrefix(root + "/") }
    }

    /// The located note for a path that leads outside: it names the path as the repository
    /// writes it, never what the link points at, and nothing is read from there.
    public static func refusal(_ path: String, at location: SourceLocation? = nil, what: String = "file") -> Diagnostic {
        Diagnostic(
            .inputOutsideRoot,
            "'\(path)' leads outside the folder checked (through a symbolic link or an absolute or '..' path); the \(what) is not read. Pass --allow-outside-root to read it",
            at: location ?? SourceLocation(file: path))
    }

    /// `realpath(3)` of `path`. `realpath` asks for every component of every path in turn
    /// (a `readlink` each, and the working folder for a relative path: 21,298 and 3,121 calls
    /// for a `check` of six apps' 3,133 Swift files); each folder's real path is kept for the
    /// run instead, and a file that is
    /// a plain entry of its folder (not a link, not `.` or `..`) is that folder's real path and
    /// its name, which one `lstat` shows. Anything else is resolved whole.
    static func realPath(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return resolved(path) }
        let name = path[path.index(after: slash)...]
        var status = stat()
        guard !name.isEmpty, name != ".", name != "..", lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else {
            return resolved(path)
        }
        let folder = String(path[..<slash])
        let known = folders.withLock { $0[folder] }
        guard let real = known ?? resolved(folder) else { return resolved(path) }
        if known == nil { folders.withLock { $0[folder] = real } }
        return (real == "/" ? "" : real) + "/" + name
    }

    /// Folders' real paths, by the path they were asked by, for the process.
    private static let folders = Mutex<[String: String]>([:])

    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
