/// Every diagnostic kind the model's readers can report, by area. Each area's file declares its
/// kinds and lists them; the commands add their own areas (config files, outputs, code and
/// table agreement) in `HIGCommandCatalog`, whose `DiagnosticCatalog.all` is every kind.
/// `DiagnosticCatalogTests` checks that the lists are complete and the ids unique.
public enum DiagnosticCatalog {
    /// The model's areas in the order the documentation presents them.
    public static let modelAreas: [(title: String, kinds: [DiagnosticKind])] = [
        ("Input files", input), ("Front matter", frontMatter), ("Tables", table), ("Shortcuts", shortcut),
        ("Entries", entry), ("Swift names", swift), ("Manifests and Interface Builder files", manifest), ("Projects", project),
    ]
}
