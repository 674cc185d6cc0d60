/// Where people type text, as far as the code checked shows, seen from one declaration: a
/// key that types a character reaches a command only where nobody is typing.
public enum TypingPlace: String, Hashable, Sendable, Codable {
    /// A text field, text view, search field or terminal is made in the declaring file.
    case sameFile = "in its file"
    /// Only other files of the app make one.
    case elsewhere
    /// No file checked makes one.
    case nowhere
}
