import HIGModel

/// The commands' own diagnostics (what `--against` finds, the config files, outputs and the
/// command line), kept out of the model, which never reports them; and the whole catalog, the
/// model's areas first, which `explain`, SARIF and `Docs/Diagnostics.md` read.
extension DiagnosticCatalog {
    /// The commands' areas, after the model's in the documentation.
    public static let commandAreas: [(title: String, kinds: [DiagnosticKind])] = [
        ("Code and table agreement", agreement), ("Config files", config), ("Commands", commandLine),
    ]

    /// Every area, the model's and then the commands'.
    public static let areas = modelAreas + commandAreas

    /// Every diagnostic kind hig-gen can report outside the lint rules.
    public static let all: [DiagnosticKind] = areas.flatMap(\.kinds)

    /// The kind with this id, if it is catalogued.
    public static func kind(_ id: String) -> DiagnosticKind? { byID[id] }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
