import HIGModel

/// `check`'s findings on an app's code, looked up by the place they are at: each row of a
/// table made from the code asks for its own, and a large app has as many findings as rows.
struct FindingsByPlace: Sendable {
    private let findings: [Diagnostic]
    private let byPlace: [SourceLocation: [Int]]

    init(_ findings: [Diagnostic]) {
        self.findings = findings
        var byPlace: [SourceLocation: [Int]] = [:]
        // The readers' findings (`interface-builder.invalid`) are about a file, not a command.
        for (index, finding) in findings.enumerated() where !finding.id.utf8.contains(UInt8(ascii: ".")) {
            byPlace[finding.location, default: []].append(index)
        }
        self.byPlace = byPlace
    }

    /// The rules' findings at `places`, in the order they were found, each once by id and message.
    func at(_ places: Set<SourceLocation>) -> [Diagnostic] {
        let indices = places.flatMap { byPlace[$0] ?? [] }
        // Most rows have one finding or none: nothing to tell apart.
        guard indices.count > 1 else { return indices.map { findings[$0] } }
        // A row has a few findings: a list compared in turn costs less than a set's hashing
        // (a command in many places, with many findings, still gets the set).
        let found = indices.sorted().map { findings[$0] }
        guard found.count <= 8 else {
            var seen: Set<String> = []
            return found.filter { seen.insert($0.id + $0.message).inserted }
        }
        var seen: [String] = []
        return found.filter {
            let key = $0.id + $0.message
            if seen.contains(key) { return false }
            seen.append(key)
            return true
        }
    }
}
