import HIGModel

extension RulebookCompiler {
    /// The kind a file's front matter states (`kind: app`, as `init` writes), nil when it states
    /// none or is not UTF-8. Only the front matter is read: a folder's reader asks this of every
    /// Markdown file before compiling one.
    package static func statedKind(ofBytes bytes: [UInt8], path: String) -> Rulebook.Document.Kind? {
        guard var source = try? SourceText(path: path, bytes: bytes) else { return nil }
        var ignored: [Diagnostic] = []
        return FrontMatter.extract(from: &source, into: &ignored).kind
    }
}
