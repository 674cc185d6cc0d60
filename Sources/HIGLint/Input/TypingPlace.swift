/// Where people type text, as far as the code checked shows, seen from one declaration: a
/// key that types a character reaches a command only where nobody is typing.
public enum TypingPlace: String, Hashable, Sendable, Codable {
    /// A text field, text view, search field or terminal is made in the declaring file.
    case sameFile = "in its file"
    /// Only other files of the app make one.
    case elsewhere
    /// No file checked makes one.
    case nowhere

    /// Each declaration's place, from which files make text input: `sameFile` for those of a
    /// file that does, else `elsewhere` or `nowhere` as the app does. A table's or manifest's
    /// rows keep none (nil): their author's word stands.
    public static func place(_ files: [(declarations: [AppShortcut], hasTextInput: Bool)]) -> [AppShortcut] {
        let anywhere = files.contains(where: \.hasTextInput)
        return files.flatMap { file in
            file.declarations.map { declaration in
                var placed = declaration
                placed.typing = file.hasTextInput ? .sameFile : anywhere ? .elsewhere : .nowhere
                return placed
            }
        }
    }
}
