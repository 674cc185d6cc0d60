#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entries below a folder, as `FileManager.subpaths(atPath:)` lists them (a link is listed,
/// never followed), less the ones whose name `skip` passes over; a folder passed over is not
/// opened. An app's `.git` or `Pods` may hold more files than the app: listed whole and then
/// filtered, they cost every `check` of the folder, and the file system's own entry types spare
/// an `lstat` per entry.
enum FolderWalk {
    /// One entry: its path below the folder, and what it is.
    struct Entry {
        var relative: String
        var kind: Kind
    }

    enum Kind {
        case folder
        /// A regular file or a link: never a pipe, socket or device.
        case fileOrLink
        /// Anything else, or what the file system did not say.
        case other
    }

    /// The entries below `folder`, sorted by their path; nil when `folder` cannot be listed.
    static func entries(in folder: String, skip: (Substring) -> Bool) -> [Entry]? {
        guard let top = opendir(folder) else { return nil }
        closedir(top)
        var found: [Entry] = []
        // Folders still to list: each is opened when its turn comes, so few are open at once.
        var pending = [""]
        while let relative = pending.popLast() {
            guard let listing = opendir(relative.isEmpty ? folder : folder + "/" + relative) else { continue }
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != "..", !skip(name[...]) else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                let kind = Self.kind(entry.pointee.d_type, at: folder + "/" + path)
                found.append(Entry(relative: path, kind: kind))
                if kind == .folder { pending.append(path) }
            }
            closedir(listing)
        }
        return found.sorted { $0.relative < $1.relative }
    }

    /// The entry's kind from its directory entry, asking `lstat` only where that says nothing.
    private static func kind(_ type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG), Int32(DT_LNK): return .fileOrLink
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG, S_IFLNK: return .fileOrLink
            default: return .other
            }
        default: return .other
        }
    }
}
