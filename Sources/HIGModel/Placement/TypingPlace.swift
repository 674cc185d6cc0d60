/// Where people type text, as far as the code checked shows, seen from one declaration: a
/// key that types a character reaches a command only where nobody is typing.
public enum TypingPlace: String, Hashable, Sendable, Codable {
    /// A text field, text view, search field or terminal is made in the declaring file.
    case sameFile = "in its file"
    /// Another file's SwiftUI view shown in the same window makes one.
    case sameWindow = "in its window"
    /// Only other files of the app make one, and the code does not show which window they are in.
    case elsewhere
    /// Only views of other windows make one (another scene, a sheet, a popover): none is in the
    /// window of the declaring SwiftUI view.
    case otherWindows = "in other windows"
    /// No file checked makes one.
    case nowhere
}
