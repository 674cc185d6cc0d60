// BinaryPluginDemo: the app's own shortcuts (bookmarks-shortcuts.md in this folder) and the
// system's reserved ones (the hig-gen project's Content/, named in .hig-gen.json) are
// compiled into Swift constants while this target builds by HIGGenPlugin, run from the
// prebuilt hig-gen (HIGGenPlugins). The program lists the app's shortcuts and fails if one of
// them is reserved.

import Foundation  // for exit(_:); the generated constants need only the standard library

/// "⌃⌥⌘N" padded to a column, counting characters as people see them.
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

print("Bookmarks app shortcuts (\(HIG.Custom.all.count)), checked against \(HIG.Reserved.all.count) reserved ones:")
var clashes = 0
for entry in HIG.Custom.all {
    print("  \(padded(entry.shortcut.glyphs, to: 8))\(padded(entry.discoverabilityTitle, to: 24))\(entry.shortcut.words)")
    for reserved in HIG.entries(for: entry.shortcut) where reserved.isReserved {
        print("    reserved by the system: \(reserved.action) (\(reserved.source))")
        clashes += 1
    }
}
print("HIG.Custom.sortByName: \(HIG.Custom.sortByName.action)")
let input = HIG.Custom.sortByName.shortcut.uiKeyCommandInput.map { "\($0)" } ?? "none"
print("UIKeyCommand input \(input), flags \(HIG.Custom.sortByName.shortcut.uiKeyModifierFlags.map { ".\($0)" })")
print("Is ⌥⌘Space reserved? \(HIG.isReserved(HIGShortcut(.space, [.option, .command])) ? "yes" : "no")")
if clashes > 0 {
    print("\(clashes) of the app's shortcuts are reserved; choose others.")
    exit(1)
}
