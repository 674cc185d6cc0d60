import SwiftUI

extension KeyboardShortcut {
    static let runSelection = KeyboardShortcut("r", modifiers: [.command, .option])
    static let toggleOutput = KeyboardShortcut("k", modifiers: [.command, .option])
}
