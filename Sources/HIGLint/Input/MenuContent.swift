/// SwiftUI views an app makes inside its menu bar's commands:
///
///     CommandMenu("View") { ViewButtons(model: model) }     // CodefaceApp.swift
///     struct ViewButtons: View { var body: some View { Button("Next") {}.keyboardShortcut(.rightArrow) } }
///
/// The buttons of `ViewButtons` are menu items of the menu bar, app-wide, not controls of a
/// view with focus: read alone, their file says only that they are in a view.
enum MenuContent {
    /// `declarations` with each SwiftUI control of a type in `types` made app-wide.
    static func place(_ declarations: [AppShortcut], in types: Set<String>) -> [AppShortcut] {
        guard !types.isEmpty else { return declarations }
        return declarations.map { declaration in
            guard declaration.origin == .swiftUI, case .controls(let name) = declaration.scope, types.contains(name)
            else { return declaration }
            var placed = declaration
            placed.scope = .app
            return placed
        }
    }
}
