import HIGModel

extension RulebookCompiler.Output {
    /// Promises the compiler keeps whatever the input, each broken one described; empty when
    /// all hold. The fuzzer and the fuzz-regression tests check them on every input:
    /// - located diagnostics and fix-its point at a line of `source` (lines end at LF, CRLF or
    ///   CR, as CommonMark counts them) and a column of at least 1;
    /// - every shortcut in the rulebook, printed in either notation, parses back to itself.
    public func invariantViolations(source: [UInt8]) -> [String] {
        let lineCount = LineBreaks.lineStarts(in: source).count
        var violations: [String] = []
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.fixIts.map(\.location)
            for location in locations {
                if let line = location.line, !(1...max(1, lineCount)).contains(line) {
                    violations.append("line \(line) is outside 1...\(lineCount): \(diagnostic.id) \(diagnostic.message)")
                }
                if let column = location.column, column < 1 {
                    violations.append("column \(column) < 1: \(diagnostic.id)")
                }
            }
            if diagnostic.fixIts.contains(where: { $0.length < 0 }) || diagnostic.length < 0 {
                violations.append("negative length: \(diagnostic.id)")
            }
        }
        for entry in rulebook.entries {
            for notation in Shortcut.Notation.allCases {
                let text = entry.shortcut.written(in: notation)
                if ShortcutParser.parse(text).shortcut != entry.shortcut {
                    violations.append("'\(text)' does not parse back to \(entry.shortcut.words)")
                }
            }
        }
        return violations
    }
}
