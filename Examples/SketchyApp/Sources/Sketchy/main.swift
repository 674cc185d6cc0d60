// Sketchy: its shortcuts live in shortcuts.md beside this file. HIGGenPlugin generates
// `SketchyShortcuts` from it while this target builds, after checking every row against the
// platform's reserved shortcuts (the built-in rulebook), so a menu can never be given a
// shortcut the system takes, and the cheat sheet (`hig-gen build --content shortcuts.md`)
// always matches the app.

#if canImport(SwiftUI)
    import SwiftUI

    /// On Apple platforms one call attaches a row's shortcut to a control or menu command.
    struct ExportCommand: View {
        var body: some View {
            Button(SketchyShortcuts.exportAsPDF.discoverabilityTitle) {}
                .keyboardShortcut(SketchyShortcuts.exportAsPDF)
        }
    }
#endif

/// "⇧⌘K" padded to a column, counting characters as people see them.
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

print("Sketchy's shortcuts (\(SketchyShortcuts.entries.count)), by menu:")
for entry in SketchyShortcuts.entries {
    let menu = entry.menu ?? "-"
    print(
        "  \(padded(menu, to: 16))\(padded(entry.shortcut.glyphs, to: 6))\(padded(entry.discoverabilityTitle, to: 18))\(entry.id)"
    )
}
let export = SketchyShortcuts.exportAsPDF
print(
    "\(export.discoverabilityTitle): \(export.shortcut.words), UIKit flags \(export.shortcut.uiKeyModifierFlags.map { ".\($0)" })"
)
if SketchyShortcuts.entry(id: "brushTool") == nil { fatalError("entry(id:) lost brushTool") }
