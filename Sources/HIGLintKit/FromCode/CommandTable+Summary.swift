import HIGModel

extension CommandTable {
    /// What `init --from` made, in one line: "12 commands from 15 declarations in 2 targets".
    package var summary: String {
        let declarations = commands.reduce(0) { $0 + $1.declarations.count }
        var text = "\(commands.count.counted("command")) from \(declarations.counted("declaration"))"
        let targets = Set(commands.flatMap(\.targets))
        if !targets.isEmpty { text += " in \(targets.count.counted("target"))" }
        if !unresolved.isEmpty {
            text += "; \(unresolved.count.counted("shortcut")) whose key the code does not say left in a comment"
        }
        return text
    }
}
