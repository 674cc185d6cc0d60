import HIGLint
import Testing

/// `CommandTitle.fold` reads an ASCII title byte by byte and any other title by characters:
/// both read a title as people read a menu.
@Suite struct CommandTitleTests {
    /// The fold as written for any text: lower case, single spaces, no trailing ellipsis or period.
    static func folded(_ title: String) -> String {
        var name = Substring(title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
        while let last = name.last, last.isWhitespace || last == "\u{2026}" || last == "." { name.removeLast() }
        return String(name)
    }

    static let titles = [
        "Refresh…", "refresh.", " Refresh  ", "Find  Next", "SAVE AS. .", "\tTab\u{0B}and\u{0C}feed\r\n", "...", "",
        "Zoom In.", "Move Up (10 Pixel)", "a\r\nb", "Über Sicht", "Save As\u{00A0}", "Copy\u{85}", "x\u{1F}y",
    ]

    @Test(arguments: titles) func foldReadsEveryTitleAlike(title: String) {
        #expect(CommandTitle.fold(title) == Self.folded(title))
    }

    @Test func oneCommandWhateverItsSpacingAndEnding() {
        #expect(Set(["Refresh…", "refresh.", " Refresh  "].map(CommandTitle.fold)) == ["refresh"])
    }
}
