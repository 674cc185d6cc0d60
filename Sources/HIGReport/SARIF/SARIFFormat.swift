import HIGModel

/// SARIF 2.1.0 (``SARIFLog``), with columns in code points as the log declares.
enum SARIFFormat {
    static func render(_ diagnostics: [Diagnostic], lines: inout SourceLines) -> String {
        let log = SARIFLog(diagnostics: diagnostics) { location, length in
            guard location.column != nil else { return nil }
            let (start, count) = lines.reported(location, length: length)
            return start.column.map { ($0, $0 + count) }
        }
        return JSONFormat.encoded(log)
    }
}
