/// How an app declares a command: the API or file it is written in. The rules weigh it (SwiftUI
/// and UIKit localize a shortcut's key; a hot key fires in every app), and an app table's
/// `Declared in` column writes it as its raw value.
public enum Framework: String, Hashable, Sendable, Codable, CaseIterable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
    /// A menu item in an Interface Builder file (.xib, .storyboard).
    case interfaceBuilder = "Interface Builder"
    /// A system-wide hot key an app registers (KeyboardShortcuts, HotKey, MASShortcut): it
    /// fires in every app, so it meets every system shortcut.
    case globalHotKey = "global hot key"
    case manifest = "manifest"
    /// A row of an app's Markdown shortcut table: written by people, no place in code.
    case markdownTable = "app table"
}
