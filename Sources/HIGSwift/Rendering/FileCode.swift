import HIGBytes

/// What an entry's constant writes for its file, made once for each file: entries come
/// sorted by file, so the pieces for the last one are kept while it repeats.
struct FileCode {
    /// Inline code for the doc comment, up to where ":" and the line go, and after that.
    private(set) var codeStart: [UInt8] = []
    private(set) var codeEnd: [UInt8] = []
    /// The file escaped as in a string literal, without quotes.
    private(set) var literalContent: [UInt8] = []
    private var file: String?

    /// Makes the pieces for `file` unless they are for it already.
    mutating func update(for file: String) {
        guard file != self.file else { return }
        self.file = file
        (codeStart, codeEnd) = SwiftDocComment.codeParts(file)
        literalContent = ByteSink.collect(capacity: 2 * file.utf8.count) { SwiftStringLiteral.appendContent(file, to: &$0) }
    }
}
