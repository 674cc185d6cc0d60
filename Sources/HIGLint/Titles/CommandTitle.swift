/// How a title names its command, the one fold the duplicate rule and `init --from` share:
/// "Refresh…", "refresh." and " Refresh  " are one command, "Find Next" another.
public enum CommandTitle {
    /// The title lower case, its spacing made single, without a trailing ellipsis or period.
    public static func fold(_ title: String) -> String {
        var name = Substring(title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
        while let last = name.last, last.isWhitespace || last == "\u{2026}" || last == "." { name.removeLast() }
        return String(name)
    }
}
