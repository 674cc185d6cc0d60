/// SwiftUI views an app makes inside its menu bar's commands:
///
///     CommandMenu("View") { ViewButtons(model: model) }     // CodefaceApp.swift
///     struct ViewButtons: View { var body: some View { Button("Next") {}.keyboardShortcut(.rightArrow) } }
///
/// The buttons of `ViewButtons` are menu items of the menu bar, app-wide, not controls of a
/// view with focus: read alone, their file says only that they are in a view. So are the
/// buttons of a view made inside a context menu (`.contextMenu { PortContextMenu(port: port) }`)
/// that menu's items, live only while it is open.
enum MenuContent {
    /// `declarations` with each SwiftUI control of a type in `types` made app-wide, and of a type
    /// in `contextMenus` made an item of that type's context menu.
    static func place(_ declarations: [AppShortcut], in types: Set<String>, contextMenus: Set<String> = []) -> [AppShortcut] {
        guard !types.isEmpty || !contextMenus.isEmpty else { return declarations }
        return declarations.map { declaration in
            guard declaration.origin == .swiftUI, case .controls(let name) = declaration.scope else { return declaration }
            var placed = declaration
            if types.contains(name) {
                placed.scope = .app
            } else if contextMenus.contains(name) {
                placed.scope = .menu("the context menu of '\(name)'")
            }
            return placed
        }
    }
}
