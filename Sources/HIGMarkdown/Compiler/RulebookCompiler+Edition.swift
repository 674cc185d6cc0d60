import HIGModel

extension RulebookCompiler {
    /// The edition the files state: the first `edition:` in their front matter, in file order,
    /// as the compiled rulebook's ``Rulebook/edition`` gives it. Only front matter is read:
    /// `--version`, which every run's command line carries, names the built-in rulebook's
    /// edition, and compiling its tables for that took a fifth of building `Content/`.
    public static func edition(of files: [(path: String, bytes: [UInt8])]) -> String? {
        for file in files {
            guard var source = try? SourceText(path: file.path, bytes: file.bytes) else { continue }
            var ignored: [Diagnostic] = []
            if let edition = FrontMatter.extract(from: &source, into: &ignored).edition { return edition }
        }
        return nil
    }
}
