/// How a title names its command, the one fold the duplicate rule and `init --from` share:
/// "Refresh…", "refresh." and " Refresh  " are one command, "Find Next" another.
public enum CommandTitle {
    /// Whether a title is a key into the app's strings ("menu.file.openLink"), not words
    /// (``TitleWords/isLocalizationKey(_:)``), for readers outside this module.
    public static func isLocalizationKey(_ title: String) -> Bool { TitleWords.isLocalizationKey(title) }

    /// The title lower case, its spacing made single, without a trailing ellipsis or period.
    public static func fold(_ title: String) -> String {
        if let folded = foldedASCII(title) { return folded }
        var name = Substring(title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
        while let last = name.last, last.isWhitespace || last == "\u{2026}" || last == "." { name.removeLast() }
        return String(name)
    }

    /// `fold` of an ASCII title, byte by byte: most titles are ASCII, and the rules fold every
    /// declaration's title. In ASCII each byte is a character, and the whitespace characters
    /// are tab to carriage return and space (a CR LF pair is one character, whitespace as well).
    private static func foldedASCII(_ title: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            out.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        // The words are joined by single spaces, so only periods remain to be taken off the end.
        while out.last == UInt8(ascii: ".") || out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }
}
