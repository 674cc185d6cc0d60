/// Every diagnostic kind hig-gen can report outside the lint rules, by area. Each area's
/// file declares its kinds and lists them; `DiagnosticCatalogTests` checks that the lists are
/// complete and the ids unique.
public enum DiagnosticCatalog {
    /// The areas in the order the documentation presents them.
    public static let areas: [(title: String, kinds: [DiagnosticKind])] = [
        ("Input files", input), ("Front matter", frontMatter), ("Tables", table), ("Shortcuts", shortcut),
        ("Entries", entry), ("Swift names", swift), ("Manifests and Interface Builder files", manifest), ("Projects", project),
        ("Code and table agreement", agreement),
        ("Config files", config),
        ("Commands", commandLine),
    ]

    public static let all: [DiagnosticKind] = areas.flatMap(\.kinds)

    /// The kind with this id, if it is catalogued.
    public static func kind(_ id: String) -> DiagnosticKind? { byID[id] }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
