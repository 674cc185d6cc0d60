/// A path's last component and its extension, as Foundation's `NSString` gives them, without
/// its slash fixing: a folder search asks every reader about every file of an app, and the
/// `NSString` calls were a tenth of a `check` whose reads all came from the read cache.
public enum PathName {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// `lastPathComponent`: the part after the last slash, trailing slashes aside ("/" for the
    /// root; "" for more slashes alone, as Foundation on Linux says, a path no search meets).
    public static func last(_ path: String) -> Substring {
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == slash {
            end = path.utf8.index(before: end)
        }
        if end == path.utf8.startIndex { return path == "/" ? "/" : "" }
        let body = path[..<end]
        let start = body.utf8.lastIndex(of: slash).map { body.utf8.index(after: $0) } ?? body.startIndex
        return body[start...]
    }

    /// `pathExtension`: the last component's part after its last dot, unless that dot starts
    /// it (a hidden file's name has no extension); "" without one.
    public static func pathExtension(_ path: String) -> Substring {
        let name = last(path)
        guard name != "..", let dot = name.utf8.lastIndex(of: dot), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }
}
