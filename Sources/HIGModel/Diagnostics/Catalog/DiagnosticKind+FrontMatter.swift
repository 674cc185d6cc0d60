// The YAML block between '---' lines at the top of a guideline or app file.
extension DiagnosticKind {
    public static let frontMatterUnclosed = DiagnosticKind(
        "front-matter.unclosed", .warning, summary: "Front matter has no closing '---' line",
        explanation:
            """
            The block that opens with '---' on the first line must end with another '---'. hig-gen guesses \
            where it ends, at the last line that looks like YAML.
            """,
        fix: "Add a '---' line after the last setting.")
    public static let frontMatterInvalid = DiagnosticKind(
        "front-matter.invalid", .error, summary: "Front matter is not valid YAML",
        explanation: "The settings block could not be parsed, so the file's title, platforms, kind and edition are unknown.",
        fix: "Write the settings as 'key: value' lines; quote values that contain ':' or '#'.")
    public static let frontMatterNotAMapping = DiagnosticKind(
        "front-matter.not-a-mapping", .warning, summary: "Front matter is not 'key: value' lines",
        explanation: "The block parsed as YAML, but as a list or a single value rather than named settings, so it is ignored.",
        fix: "Write one 'key: value' line per setting, such as 'title: Keyboard shortcuts'.")
    public static let frontMatterUnknownPlatform = DiagnosticKind(
        "front-matter.unknown-platform", .warning, summary: "Front matter names an unknown platform",
        explanation: "The 'platforms' setting lists the platforms a file's shortcuts apply to; an unknown name is left out.",
        fix: "Use iOS, iPadOS, macOS, tvOS, visionOS or watchOS.")
    public static let frontMatterUnknownKind = DiagnosticKind(
        "front-matter.unknown-kind", .warning, summary: "Front matter names an unknown kind of document",
        explanation:
            """
            'kind' says whether a file is the platform's guidelines or an app's own shortcut table. An unknown \
            value is ignored and the kind is inferred from the tables.
            """,
        fix: "Write 'kind: app' or 'kind: guidelines', or leave the setting out.")
}

extension DiagnosticCatalog {
    public static let frontMatter: [DiagnosticKind] = [
        .frontMatterUnclosed, .frontMatterInvalid, .frontMatterNotAMapping, .frontMatterUnknownPlatform,
        .frontMatterUnknownKind,
    ]
}
