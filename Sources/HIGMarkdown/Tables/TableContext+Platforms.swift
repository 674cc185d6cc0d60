import HIGModel

extension TableContext {
    /// The row's `Platform` cell, read: nil when the table has none or it is empty (the file's
    /// platforms hold), each name it does not know a located warning.
    func platforms(in row: [CellText], into diagnostics: inout [Diagnostic]) -> [Platform]? {
        guard let cell = cell(.platforms, in: row), !cell.isEmpty else { return nil }
        var platforms: [Platform] = []
        for name in cell.text.split(separator: ",").map(\.trimmingSpaces) where !name.isEmpty {
            if let platform = Platform(name: name) {
                platforms.append(platform)
            } else {
                let suggestion = Platform.suggestion(for: name)
                diagnostics.append(
                    Diagnostic(
                        .tableUnknownPlatform,
                        "unknown platform '\(name.clipped())'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        at: cell.location(in: source), length: cell.length))
            }
        }
        return Array(Set(platforms)).sorted()
    }
}
