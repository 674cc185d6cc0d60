import SwiftUI

/// The journal's shortcuts, named once and used by the commands (TemplateCommands).
extension KeyboardShortcut {
    static let newEntryFromTemplate = KeyboardShortcut("y", modifiers: [.command, .option])
    static let lockJournal = KeyboardShortcut("q", modifiers: [.command, .shift])
    static let showCalendar: KeyboardShortcut = .init("k", modifiers: [.command, .option])
}
