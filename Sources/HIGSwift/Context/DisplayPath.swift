import HIGModel

/// Paths as the generated code shows them: relative to a root when one is given, with "/"
/// separators, so the output does not depend on where a checkout or build folder sits.
enum DisplayPath {
    /// `path` relative to `root` ("../Content/a.md" when it lies beside it); `path` unchanged
    /// when there is no root or only one of the two is absolute.
    static func relative(_ path: String, to root: String?) -> String {
        guard let root, path.hasPrefix("/") == root.hasPrefix("/") else { return path }
        return RelativePath.from(root, to: path)
    }
}

extension DisplayPath {
    /// Source locations as the generated code shows them ("Content/a.md:21"). Rows come
    /// sorted by file, so the path of the last file is remembered rather than worked out for
    /// every row.
    struct Locations {
        let root: String?
        private var lastFile: String?
        private var lastPath = ""

        init(root: String?) { self.root = root }

        /// `file` relative to the root.
        mutating func path(_ file: String) -> String {
            if file != lastFile {
                lastFile = file
                lastPath = DisplayPath.relative(file, to: root)
            }
            return lastPath
        }

        /// The location's file relative to the root, and its line when known.
        mutating func callAsFunction(_ location: SourceLocation) -> String {
            let path = path(location.file)
            guard let line = location.line else { return path }
            return path + ":" + String(line)
        }
    }
}
