/// The names (``DeclarationFacts/impliedBy``) of the menu items SwiftUI keeps in one of its command
/// groups beside an app's own command: each is gone where any file replaces its group
/// (``FileShortcuts/join(_:)``), and meets the app's own commands on its key as a second item there.
public enum GroupItems {
    /// Undo, Cut, Copy… (the `undoRedo` and `pasteboard` groups).
    public static let editMenu = "Edit menu"
    /// A `Settings` scene's Settings… (the `appSettings` group).
    public static let settingsScene = "Settings scene"
    /// The app Help item (the `help` group).
    public static let helpMenu = "Help menu"
    /// The app menu's Hide and Quit, File ▸ Close and Window ▸ Minimize (the `appVisibility`,
    /// `appTermination`, `saveItem` and `windowSize` groups), enabled whenever a window is open.
    public static let windowCommands = "menu bar"

    /// All of them.
    public static let all: Set<String> = [editMenu, settingsScene, helpMenu, windowCommands]
    /// The scenes that give File commands of their own (New Window; a document's New, Open, Save, Close…).
    public static let scenes: Set<String> = ["WindowGroup", "DocumentGroup"]
    /// Those that name one standard command and are enabled only while the focused view answers
    /// them: only the app's own item for that command repeats them (another command on their key
    /// is reuse of a standard shortcut). A Settings scene's Settings… and the app Help item are
    /// always enabled, so any other item on their key is a second item the menu bar lists there; so is any on the key of an app or window command.
    public static let namedForOneCommand: Set<String> = [editMenu]
}
